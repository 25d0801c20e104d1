/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "../support/suite.ts";

/**
 * Issue 16: the cookie banner is a slim bar at the bottom (one short line and two equal buttons), and on a
 * phone the wizard's first step is visible on the first screen while the banner is shown.
 */
const s = browserSuite();

/** A page whose visitor has not answered the banner yet (the suite's pages answer it up front). */
async function firstVisit(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; errors: string[] }> {
  const context = await s.browser.newContext({ locale: "de-DE", viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  await page.goto(`${s.server.url}/`);
  return { page, errors };
}

describe.each([
  { width: 1440, height: 900, maxBannerHeight: 80 },
  { width: 390, height: 844, maxBannerHeight: 120 },
])("cookie banner at $width px", ({ width, height, maxBannerHeight }) => {
  it("is a slim bar at the bottom that leaves the wizard's first step visible", async () => {
    const { page, errors } = await firstVisit({ width, height });
    const banner = page.getByRole("region", { name: "Cookie-Einstellungen" });
    await banner.getByText(/ohne sie gehen keine Daten an Dritte/).waitFor();
    const box = await banner.boundingBox();
    if (!box) throw new Error("banner not laid out");
    expect(Math.round(box.y + box.height)).toBe(height);
    expect(box.height).toBeLessThanOrEqual(maxBannerHeight);

    // The wizard's first step (its heading, the file button and 'Weiter') lies above the banner, unscrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const wizard = page.getByTestId("upload-wizard");
    for (const part of [
      wizard.getByText("Lade deine Arbeit hoch"),
      wizard.getByRole("button", { name: "Datei auswählen" }),
      wizard.getByRole("button", { name: "Weiter" }),
    ]) {
      const b = await part.boundingBox();
      expect(b, "laid out").not.toBeNull();
      expect(b?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((b?.y ?? 0) + (b?.height ?? 0)).toBeLessThanOrEqual(box.y);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it("offers both answers with equal weight, reachable by keyboard", async () => {
    const { page, errors } = await firstVisit({ width, height });
    const banner = page.getByRole("region", { name: "Cookie-Einstellungen" });
    const deny = banner.getByRole("button", { name: "Nur notwendige" });
    const grant = banner.getByRole("button", { name: "Alle akzeptieren" });
    const look = (el: Element) => {
      const c = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {
        color: c.color,
        background: c.backgroundColor,
        border: c.borderColor,
        weight: c.fontWeight,
        size: c.fontSize,
        height: Math.round(r.height),
      };
    };
    expect(await deny.evaluate(look)).toEqual(await grant.evaluate(look));
    expect((await deny.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
    // Declining takes no more steps than agreeing: focus it and press Enter.
    await deny.focus();
    await page.keyboard.press("Enter");
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("folienwerk-consent"))).toBe("denied");
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
