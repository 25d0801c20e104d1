/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { listOutbox, outboxDir } from "../../apps/server/src/mail/mailer.ts";
import { orderNumberOf } from "../../apps/server/src/payments/repository.ts";
import { paymentOf } from "../../apps/server/test/support/stripe-payments.ts";
import { EARLY_START_LABEL, LAPSE_LABEL } from "../../apps/web/src/student/withdrawal-consent.ts";
import { browserSuite } from "../support/suite.ts";
import { createVerifiedUser, db, seedPresentation, signIn, type TestUser } from "./helpers.ts";

/** Set E2E_SCREENSHOTS=<folder> to keep screenshots of the purchase card and the test checkout. */
async function shoot(target: Page | Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, name), ...("goto" in target ? { fullPage: true } : {}) });
}

/** Ticks both AGB §9 boxes in `scope` and buys: the pay button is enabled only after the second. */
async function consentAndBuy(scope: Locator): Promise<void> {
  const buy = scope.getByRole("button", { name: "Jetzt kaufen" });
  expect(await buy.isDisabled()).toBe(true);
  await scope.getByLabel(EARLY_START_LABEL).check();
  expect(await buy.isDisabled()).toBe(true);
  await scope.getByLabel(LAPSE_LABEL).check();
  await buy.click();
}

const s = browserSuite();

let user: TestUser;

/** Keeps every dataLayer entry in sessionStorage, so events pushed right before a redirect can be read after it. */
function recordDataLayer(p: Page) {
  return p.addInitScript(() => {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...items: unknown[]) => {
      const log = JSON.parse(sessionStorage.getItem("recorded-dl") ?? "[]") as unknown[];
      log.push(...items.map((i) => JSON.parse(JSON.stringify(i ?? null))));
      sessionStorage.setItem("recorded-dl", JSON.stringify(log));
      return push(...items);
    };
  });
}
const recorded = async (p: Page) =>
  (
    (await p.evaluate(() => JSON.parse(sessionStorage.getItem("recorded-dl") ?? "[]"))) as Array<Record<
      string,
      unknown
    > | null>
  ).filter((e): e is Record<string, unknown> => Boolean(e && "event" in e));

beforeEach(async () => {
  await recordDataLayer(s.page);
  user = await createVerifiedUser(s.server);
  await signIn(s.page, s.server, user);
});

describe("buying from the dashboard (test-mode checkout)", () => {
  it("pushes begin_checkout, pays in the test checkout, shows /success and starts the pipeline once", async () => {
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      researchType: "literature",
      presentationDuration: 15,
      methodology: "Literaturanalyse",
    });
    const pipelineStarts: string[] = [];
    s.page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/core/process-full-pipeline"))
        pipelineStarts.push(r.postData() ?? "");
    });

    await s.page.goto(`${s.server.url}/dashboard`);
    await s.page.getByRole("button", { name: "Jetzt kaufen" }).click();
    // The dashboard asks for the same AGB §9 consent as the purchase card before the checkout opens.
    await consentAndBuy(s.page.getByRole("dialog", { name: "Präsentation kaufen" }));
    await s.page.waitForURL(/\/payment\/test-checkout\//);
    const begin = (await recorded(s.page)).filter((e) => e.event === "begin_checkout");
    expect(begin).toHaveLength(1);
    expect(begin[0]?.ecommerce).toMatchObject({ value: 19, currency: "EUR" });
    expect((begin[0]?.ecommerce as { items?: unknown[] } | undefined)?.items).toEqual([
      expect.objectContaining({ item_id: row.id, price: 19, quantity: 1 }),
    ]);

    await s.page.getByRole("heading", { name: "Testzahlung" }).waitFor();
    await s.page.getByRole("button", { name: "Zahlung bestätigen" }).click();
    await s.page.waitForURL(/\/success\?session_id=/);
    await s.page.getByText("Zahlung wird verarbeitet...").waitFor();
    await s.page.getByRole("heading", { name: "Zahlung erfolgreich!" }).waitFor();
    const sessionId = new URL(s.page.url()).searchParams.get("session_id");
    expect(await s.page.getByTestId("payment-id").textContent()).toBe(sessionId);
    await s.page.getByText("Testbestellung – es wurde kein Geld abgebucht.").waitFor();

    await expect.poll(() => pipelineStarts.length).toBe(1);
    expect(JSON.parse(pipelineStarts[0] ?? "{}")).toEqual({ presentationId: row.id });
    await expect
      .poll(async () => (await recorded(s.page)).find((e) => e.event === "purchase")?.ecommerce)
      .toMatchObject({ transaction_id: expect.any(String), value: 19, currency: "EUR" });
    const purchase = (await recorded(s.page)).find((e) => e.event === "purchase");
    expect(purchase?.presentation_id).toBe(row.id);
    expect(purchase?.email_hash).toMatch(/^[0-9a-f]{64}$/);

    await s.page.getByRole("link", { name: "Zum Dashboard" }).click();
    const card = s.page.locator(`[data-testid="presentation-card"][data-id="${row.id}"]`);
    await card.getByText("Präsentation wird aktuell erstellt").waitFor();
    expect(await card.getByRole("button", { name: "Löschen" }).count()).toBe(0);
    // Reloading /success does not start the pipeline a second time from this page load's guard either;
    // the server keeps it to one run in any case (tested in the payment tests).
    expect(pipelineStarts).toHaveLength(1);
  });

  it("shows the payment failure toast when no checkout URL comes back", async () => {
    await seedPresentation(s.server, user.id, { stage: "questions_2" });
    await s.page.route("**/payment/create-payment-session", (route) =>
      route.fulfill({ status: 200, json: {} }),
    );
    await s.page.goto(`${s.server.url}/dashboard`);
    await s.page.getByRole("button", { name: "Jetzt kaufen" }).click();
    const dialog = s.page.getByRole("dialog", { name: "Präsentation kaufen" });
    await consentAndBuy(dialog);
    await s.page.getByText("Fehler beim Erstellen der Zahlungssitzung. Bitte versuche es erneut.").waitFor();
    expect(s.page.url()).toBe(`${s.server.url}/dashboard`);
    await s.page.unroute("**/payment/create-payment-session");
    await s.page.route("**/payment/create-payment-session", (route) =>
      route.fulfill({ status: 502, body: "Bad Gateway" }),
    );
    await dialog.getByRole("button", { name: "Jetzt kaufen" }).click();
    await expect
      .poll(() =>
        s.page.getByText("Fehler beim Erstellen der Zahlungssitzung. Bitte versuche es erneut.").count(),
      )
      .toBeGreaterThanOrEqual(1);
    expect((await recorded(s.page)).filter((e) => e.event === "begin_checkout")).toEqual([]);
  });
});

describe.each([
  [1440, 900],
  [390, 844],
])("AGB §9 consent on the purchase card at %i px", (width, height) => {
  it("blocks 'Jetzt kaufen' until both boxes are ticked; the branded test checkout shows the consent and the mail confirms it", async () => {
    await s.page.setViewportSize({ width, height });
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_1",
      pdfFilename: "kresse.pdf",
    });
    await s.page.goto(`${s.server.url}/continue-questionnaire/${row.id}`);
    await s.page.getByRole("button", { name: /Empirisch/ }).click();
    await s.page.getByRole("button", { name: "Weiter" }).click();
    await s.page
      .getByLabel("Beschreibe kurz deine Methodik")
      .fill("Gewächshausversuch mit drei Lichtstufen.");
    await s.page.getByRole("button", { name: "Kostenlose Analyse starten" }).click();

    const card = s.page.getByTestId("purchase-card");
    const early = card.getByLabel(EARLY_START_LABEL);
    const lapse = card.getByLabel(LAPSE_LABEL);
    const buy = card.getByRole("button", { name: "Jetzt kaufen" });
    await early.waitFor();
    expect([await early.isChecked(), await lapse.isChecked()]).toEqual([false, false]);
    expect(await buy.isDisabled()).toBe(true);
    const hint = card.getByText("Bitte bestätige beide Punkte zum Widerrufsrecht, um fortzufahren.");
    expect(await hint.isVisible()).toBe(true);
    expect(await buy.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));
    // A click on the disabled button opens nothing.
    await buy.click({ force: true });
    expect(s.page.url()).toContain("/continue-questionnaire/");
    await shoot(card, `purchase-card-unticked-${width}.png`);

    await early.check();
    expect(await buy.isDisabled()).toBe(true);
    await lapse.check();
    await early.uncheck();
    expect(await buy.isDisabled()).toBe(true);
    await early.check();
    expect(await buy.isDisabled()).toBe(false);
    expect(await hint.count()).toBe(0);
    await shoot(card, `purchase-card-ticked-${width}.png`);
    await buy.click();

    await s.page.waitForURL(/\/payment\/test-checkout\//);
    await s.page.getByRole("heading", { name: "Testzahlung" }).waitFor();
    await s.page.getByRole("link", { name: "Folienwerk – Startseite" }).waitFor();
    const consent = s.page.getByRole("region", { name: "Deine Zustimmung zum Widerrufsrecht" });
    await consent
      .getByText(/^Du hast am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr ausdrücklich zugestimmt/)
      .waitFor();
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Same font as the app: the page takes the app's stylesheet and its --font-sans.
    const [bodyFont = "", appFont = ""] = await s.page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.documentElement).getPropertyValue("--font-sans").trim(),
    ]);
    expect(appFont).not.toBe("");
    expect(bodyFont.replace(/\s/g, "")).toBe(appFont.replace(/\s/g, ""));
    await shoot(s.page, `test-checkout-${width}.png`);

    await s.page.getByRole("button", { name: "Zahlung bestätigen" }).click();
    await s.page.waitForURL(/\/success\?session_id=/);
    await s.page.getByRole("heading", { name: "Zahlung erfolgreich!" }).waitFor();

    const payment = await paymentOf(db(s.server), row.id);
    expect(payment.withdrawalWaiverAt).toBeInstanceOf(Date);
    const outbox = outboxDir(s.server.running.ctx.config);
    // The mail names the order by its order number (FW-<year>-<sequence>), not by the payment's id.
    const order = orderNumberOf(payment);
    await expect
      .poll(async () => (await listOutbox(outbox)).find((m) => m.to === user.email && m.text.includes(order)))
      .toBeTruthy();
    const mail = (await listOutbox(outbox)).find((m) => m.to === user.email && m.text.includes(order));
    expect(mail?.subject).toMatch(/Zahlungsbestätigung/);
    expect(mail?.text).toMatch(
      /Du hast am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Erstellung deiner Präsentation beginnen, und bestätigt, dass du damit dein Widerrufsrecht verlierst\. Dein Widerrufsrecht ist damit erloschen\./,
    );
  });
});

describe("/success failures", () => {
  it("shows the SPEC text when the pipeline cannot be started, and only logs a tracking failure", async () => {
    await s.page.route("**/payment/checkout-session-tracking*", () => {
      // never answers: the page gives up after 800 ms
    });
    await s.page.route("**/core/process-full-pipeline", (route) => route.fulfill({ status: 500, body: "" }));
    await s.page.goto(`${s.server.url}/success?session_id=cs_test_123&presentation_id=abc`);
    await s.page.getByRole("heading", { name: "Zahlung erfolgreich!" }).waitFor();
    await s.page.getByText("Fehler beim Starten der Vollanalyse. Bitte wende dich an den Support.").waitFor();
    expect((await recorded(s.page)).filter((e) => e.event === "purchase")).toEqual([]);
  });

  it("shows the server's reason when it gives one", async () => {
    await s.page.goto(
      `${s.server.url}/success?session_id=cs_test_456&presentation_id=00000000-0000-4000-8000-000000000000`,
    );
    await s.page.getByText("Die Präsentation wurde nicht gefunden.").waitFor();
  });
});
