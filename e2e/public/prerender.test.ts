/// <reference lib="dom" />
import { describe, expect, it } from "vitest";
import { corpusPath } from "../../scripts/corpus.ts";
import { openPage } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";

/** A real thesis: the wizard checks a chosen file on the server before it takes it. */
const THESIS = "de_hausarbeit_ki_hotel-stornierung_29p.pdf";

const suite = browserSuite();

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The markup inside <div id="root"> of a page as the server sends it, before any script ran. */
async function rootMarkup(path: string): Promise<string> {
  const res = await fetch(`${suite.server.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.lastIndexOf("</body>"));
}

describe("prerendered landing page", () => {
  it('sends "/" rendered, every section in it, and every other route the empty shell', async () => {
    for (const path of ["/", "/?auth=verified", "/#faq"]) {
      const markup = await rootMarkup(path);
      expect(markup).toContain('id="hero-title"');
      expect(markup).toContain('data-testid="dropzone"'); // the wizard's first step
      for (const section of [
        'data-section="explainer"',
        'id="pricing"',
        'data-section="what-you-get"',
        'id="about"',
        'id="examples"',
        'id="faq"',
        "<footer",
      ])
        expect(markup, section).toContain(section);
      expect(markup).toMatch(/<img[^>]+alt="Folie \d+: /); // the hero's example slides
    }
    for (const path of ["/dashboard", "/impressum", "/analysis/abc", "/gibt-es-nicht"]) {
      expect(await rootMarkup(path), path).toMatch(/^<div id="root"><\/div>/);
    }
  });

  for (const viewport of WIDTHS) {
    it(`shows headline, wizard and slides without any script at ${viewport.width}`, async () => {
      const noScript = await openPage(suite.browser, { javaScriptEnabled: false, viewport });
      try {
        await noScript.page.goto(`${suite.server.url}/`);
        const headline = noScript.page.getByRole("heading", { level: 1 });
        expect(await headline.textContent()).toBe("Aus deiner Arbeit wird deine Präsentation");
        expect(await headline.isVisible()).toBe(true);
        const dropzone = noScript.page.getByTestId("dropzone");
        expect(await dropzone.isVisible()).toBe(true);
        const box = await dropzone.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(await noScript.page.locator("#hero-slides img").count()).toBe(3);
        // The stylesheet applied: the brand colour on the headline's second half.
        expect(await headline.locator("span").evaluate((el) => getComputedStyle(el).color)).not.toBe(
          "rgb(0, 0, 0)",
        );
      } finally {
        await noScript.close();
      }
    });
  }

  it("hydrates the markup it was sent without replacing it, also on a slow phone", async () => {
    const t = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
    try {
      // Slow the page down so that the configuration and the session arrive while React is still
      // hydrating the sections: a late section must still match its markup, not be rebuilt.
      const cdp = await t.page.context().newCDPSession(t.page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      // The elements as parsed from the HTML, kept before any module script runs.
      await t.page.addInitScript(() => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState !== "interactive") return;
          const keep = window as unknown as { parsed: Element[] };
          keep.parsed = ["#hero-title", "[data-testid=dropzone]", "#faq", "footer", "header"].map(
            (selector) => document.querySelector(selector) as Element,
          );
        });
      });
      await t.page.goto(`${suite.server.url}/`);
      // Hydrated and updated: the price from /api/config, the login from the session, this year.
      await expect.poll(() => t.page.locator("#pricing [data-testid=price]").textContent()).toMatch(/€$/);
      await t.page.getByRole("button", { name: "Menü öffnen" }).waitFor();
      await expect
        .poll(() => t.page.locator("footer").textContent())
        .toContain(`© ${new Date().getFullYear()} `);
      const kept = await t.page.evaluate(() => {
        const { parsed } = window as unknown as { parsed: Element[] };
        return parsed.map((el) => el.isConnected);
      });
      expect(kept).toEqual([true, true, true, true, true]);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      // And it is interactive: a thesis chosen in step 1 is checked and taken.
      await t.page.locator("#try-form input[type=file]").setInputFiles(corpusPath(THESIS));
      expect(await t.page.getByTestId("chosen-file").textContent()).toBe(THESIS);
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
