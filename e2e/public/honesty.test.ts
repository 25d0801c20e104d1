/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import { REFUND_CONDITION, refundRequest, WITHDRAWAL_LAPSES } from "@folienwerk/contracts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_SAMPLES, recordDuration } from "../../apps/server/src/presentations/durations.ts";
import { createVerifiedUser, seedPresentation, signIn } from "../student/helpers.ts";
import { openPage } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { browserSuite } from "../support/suite.ts";

/** A development server without operator data: the pages must say it is a local test installation. */
const suite = browserSuite({});
const SHOTS = process.env.SHOTS_DIR;
const NOTICE = "Lokale Testinstallation – keine Betreiberangaben hinterlegt";
/** Promises the product made before issue 16, none of them measured. */
const STALE = [/15 Minuten/, /2[–-]4 Stunden/, /2 bis 4 Stunden/, /\b4h\b/, /nicht konfiguriert/];

const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;

/** With SHOTS_DIR set: the first screen, and each named part of the page on its own. */
async function shoot(page: Page, name: string, parts: string[] = []) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  for (const part of parts) {
    const file = `${name}-${part.replace(/[^a-z]/g, "")}.png`;
    await page
      .locator(part)
      .first()
      .screenshot({ path: path.join(SHOTS, file) });
  }
}

beforeAll(async () => {
  // Measured: analyses of about 20 s, deliveries of about 3 minutes.
  const db = suite.server.running.ctx.database.db;
  const now = Date.now();
  for (let i = 0; i < MIN_SAMPLES; i++) {
    await recordDuration(db, "analysis", new Date(now - 20_000 - i * 1000), new Date(now));
    await recordDuration(db, "delivery", new Date(now - 180_000 - i * 1000), new Date(now));
  }
});

describe.each(WIDTHS)("honest times and operator data at $width px", (size) => {
  it("the landing page states the measured times and nothing older", async () => {
    await suite.page.setViewportSize({ width: size.width, height: size.height });
    await suite.page.goto(`${suite.server.url}/`);
    const body = suite.page.locator("body");
    await suite.page.getByText("pro Präsentation, inkl. MwSt. · meist in etwa 3 Minuten fertig").waitFor();
    await suite.page.getByText(/Meist in unter einer Minute liegt deine kostenlose Analyse bereit/).waitFor();
    await suite.page
      .locator("#pricing")
      .getByText("Lieferung per E-Mail und im Dashboard, meist in etwa 3 Minuten")
      .waitFor();
    const faq = suite.page.locator("#faq").getByRole("region", { name: /Wie lange dauert/ });
    expect(await faq.textContent()).toMatch(
      /Analyse ist meist in unter einer Minute fertig.*meist in etwa 3 Minuten fertig.*nach 2 Werktagen/,
    );
    const text = (await body.textContent()) ?? "";
    for (const stale of STALE) expect(text).not.toMatch(stale);

    const footer = suite.page.getByTestId("test-installation-footer");
    expect(await footer.textContent()).toContain(NOTICE);
    expect(await footer.isVisible()).toBe(true);
    await shoot(suite.page, `landing-${size.name}`, [
      "#pricing",
      "#faq",
      "footer",
      "[data-section=explainer]",
    ]);
  });

  it("Impressum and AGB say it is a local test installation, the AGB keep the contractual maximum", async () => {
    await suite.page.setViewportSize({ width: size.width, height: size.height });
    await suite.page.goto(`${suite.server.url}/impressum`);
    const notice = suite.page.getByTestId("test-installation-notice");
    await notice.waitFor();
    expect(await notice.textContent()).toContain(NOTICE);
    const impressum = (await suite.page.locator("article").textContent()) ?? "";
    expect(impressum).toContain(NOTICE);
    for (const stale of STALE) expect(impressum).not.toMatch(stale);
    await shoot(suite.page, `impressum-${size.name}`, ["footer"]);

    await suite.page.goto(`${suite.server.url}/agb`);
    await suite.page.getByTestId("test-installation-notice").waitFor();
    const agb = (await suite.page.locator("article").textContent()) ?? "";
    expect(agb).toContain("zwischen dem Betreiber dieser Testinstallation (im Folgenden „wir“)");
    expect(agb).toMatch(/spätestens nach 2\s+Werktagen bereit/);
    for (const stale of STALE) expect(agb).not.toMatch(stale);
  });
});

/** Spaces as the page renders them (formatEuro puts a no-break space before "€"). */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The hero's price line, the price card's price, its saving badge and what either crosses out. */
async function landingPrices(page: Page, url: string) {
  await page.goto(`${url}/`);
  const pricing = page.locator("#pricing");
  await expect.poll(() => pricing.getByTestId("price").textContent()).toMatch(/^19\s€$/);
  const hero = page.locator("section[aria-labelledby=hero-title] p", {
    hasText: "pro Präsentation, inkl. MwSt.",
  });
  return {
    hero: plain(await hero.textContent()),
    card: plain(await pricing.locator("p", { has: page.getByTestId("price") }).textContent()),
    saving: (await pricing.getByTestId("price-saving").count())
      ? plain(await pricing.getByTestId("price-saving").textContent())
      : null,
    crossedOut: await page.locator("s").allTextContents(),
    text: plain(await page.locator("body").textContent()),
  };
}

/** The purchase card at the end of the questionnaire, for a presentation of a new signed-in student. */
async function purchaseCard(page: Page, server: TestServer) {
  const user = await createVerifiedUser(server, "preis");
  await signIn(page, server, user);
  const row = await seedPresentation(server, user.id);
  await page.goto(`${server.url}/continue-questionnaire/${row.id}`);
  await page.getByRole("button", { name: /Empirisch/ }).click();
  await page.getByText("Schritt 4 von 5").waitFor();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Beschreibe kurz deine Methodik").fill("Gewächshausversuch mit drei Lichtstufen.");
  await page.getByRole("button", { name: /erstellen lassen|kostenlose Analyse/i }).click();
  const card = page.getByTestId("purchase-card");
  await card.waitFor();
  return {
    price: plain(await card.locator("p", { has: page.getByTestId("price") }).textContent()),
    crossedOut: await card.locator("s").allTextContents(),
    text: plain(await card.textContent()),
  };
}

describe.each(WIDTHS)("one price by default at $width px", (size) => {
  it("hero and price card show 19 € alone, no saving, and the AGB's refund and withdrawal terms", async () => {
    await suite.page.setViewportSize({ width: size.width, height: size.height });
    const shown = await landingPrices(suite.page, suite.server.url);
    expect(shown.hero).toMatch(/^19 ?€ ?pro Präsentation, inkl\. MwSt\./);
    expect(shown.card).toMatch(/^19 ?€$/);
    expect(shown.saving).toBeNull();
    expect(shown.crossedOut).toEqual([]);
    expect(shown.text).not.toMatch(/Du sparst|statt \d|Spare bis zu|79 €/);
    // One rule on the price card, in the FAQ and in the AGB: the refund of AGB § 8, withdrawal of § 9.
    const refund = plain(await suite.page.getByTestId("pricing-refund").textContent());
    expect(refund).toContain(`${REFUND_CONDITION} ${refundRequest()} ${WITHDRAWAL_LAPSES}`);
    expect(refund).not.toMatch(/Erstattung innerhalb/);
    await suite.page
      .locator("#faq")
      .getByRole("button", { name: "Kann ich mein Geld zurückbekommen?" })
      .click();
    const faq = plain(
      await suite.page
        .locator("#faq")
        .getByRole("region", { name: /Geld zurück/ })
        .textContent(),
    );
    expect(faq).toContain(
      `${REFUND_CONDITION} ${refundRequest(suite.server.running.ctx.config.SUPPORT_EMAIL)} ${WITHDRAWAL_LAPSES}`,
    );
    await suite.page.goto(`${suite.server.url}/agb`);
    await suite.page.getByRole("heading", { name: "§ 8 Erstattung" }).waitFor();
    const agb = plain(await suite.page.locator("article").textContent());
    expect(agb).toContain(REFUND_CONDITION);
    expect(agb).toContain(refundRequest(suite.server.running.ctx.config.SUPPORT_EMAIL));
    expect(agb).toContain("Die Erstattung nach § 8 bleibt davon unberührt.");
    await shoot(suite.page, `price-default-${size.name}`, ["#pricing"]);
  });

  it("the purchase card shows 19 € alone and the same refund rule beside the withdrawal boxes", async () => {
    await suite.page.setViewportSize({ width: size.width, height: size.height });
    const card = await purchaseCard(suite.page, suite.server);
    expect(card.price).toMatch(/^19 ?€ ?inkl\. MwSt\.$/);
    expect(card.crossedOut).toEqual([]);
    expect(card.text).not.toMatch(/\bstatt\b|Du sparst|79 €/);
    expect(card.text).toContain(`Die Erstattung gilt trotzdem: ${REFUND_CONDITION}`);
  });
});

describe("with an earlier price the operator configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: "error", PRICE_ORIGINAL_CENTS: "2900" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(WIDTHS)(
    "hero, price card and purchase card cross out 29 € and the card says 10 € saved at $width px",
    async (size) => {
      const t = await openPage(suite.browser, { viewport: { width: size.width, height: size.height } });
      try {
        const shown = await landingPrices(t.page, server.url);
        expect(shown.hero).toMatch(/^19 ?€ ?statt 29 ?€ ?pro Präsentation/);
        expect(shown.card).toMatch(/^19 ?€ ?statt 29 ?€$/);
        expect(shown.saving).toBe("Du sparst 10 €");
        expect(shown.crossedOut.map(plain)).toEqual(["29 €", "29 €"]);
        const card = await purchaseCard(t.page, server);
        expect(card.price).toMatch(/^19 ?€ ?statt 29 ?€ ?inkl\. MwSt\.$/);
        expect(card.crossedOut.map(plain)).toEqual(["29 €"]);
        await shoot(t.page, `price-earlier-${size.name}`);
        expect(t.errors).toEqual([]);
      } finally {
        await t.close();
      }
    },
  );
});
