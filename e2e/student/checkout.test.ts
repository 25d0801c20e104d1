/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { browserSuite } from "../support/suite.ts";
import { createVerifiedUser, seedPresentation, signIn, type TestUser } from "./helpers.ts";

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
    await s.page
      .getByText("Fehler beim Erstellen der Zahlungssitzung. Bitte versuchen Sie es erneut.")
      .waitFor();
    expect(s.page.url()).toBe(`${s.server.url}/dashboard`);
    await s.page.unroute("**/payment/create-payment-session");
    await s.page.route("**/payment/create-payment-session", (route) =>
      route.fulfill({ status: 502, body: "Bad Gateway" }),
    );
    await s.page.getByRole("button", { name: "Jetzt kaufen" }).click();
    await expect
      .poll(() =>
        s.page.getByText("Fehler beim Erstellen der Zahlungssitzung. Bitte versuchen Sie es erneut.").count(),
      )
      .toBeGreaterThanOrEqual(1);
    expect((await recorded(s.page)).filter((e) => e.event === "begin_checkout")).toEqual([]);
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
    await s.page
      .getByText("Fehler beim Starten der Vollanalyse. Bitte kontaktieren Sie den Support.")
      .waitFor();
    expect((await recorded(s.page)).filter((e) => e.event === "purchase")).toEqual([]);
  });

  it("shows the server's reason when it gives one", async () => {
    await s.page.goto(
      `${s.server.url}/success?session_id=cs_test_456&presentation_id=00000000-0000-4000-8000-000000000000`,
    );
    await s.page.getByText("Die Präsentation wurde nicht gefunden.").waitFor();
  });
});
