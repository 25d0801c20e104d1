/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MIN_SAMPLES, recordDuration } from "../../apps/server/src/presentations/durations.ts";
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
