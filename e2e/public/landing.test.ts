/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANDING_GATE, routeBytes } from "../../scripts/bench/web.ts";
import { corpusPath } from "../../scripts/corpus.ts";
import { openPage, SCROLL_WAIT, viewportTop } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";

const SAMPLE_PDF = corpusPath("de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf");
const EXAMPLE_DIR = path.resolve(import.meta.dirname, "../../apps/web/public/example");
const EXAMPLE_MANIFEST = path.join(EXAMPLE_DIR, "manifest.json");
const OFFER_ENDS_AT = new Date(Date.now() + 3 * 86_400_000).toISOString();

// An operator who configured a real earlier price (the default is one price: e2e/public/honesty.test.ts).
const suite = browserSuite({
  PRICE_ORIGINAL_CENTS: "7900",
  OFFER_ENDS_AT,
  OFFER_DISCOUNT_EUR: "60",
  SUPPORT_EMAIL: "hilfe@folienwerk.example",
});

/** Replaces fields of the real /api/config answer. */
async function patchConfig(p: Page, patch: Record<string, unknown>) {
  await p.route("**/api/config", async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

interface Manifest {
  slides: Array<{ src: string; medium: string; thumb: string; alt: string }>;
  downloads: Array<{ href: string; label: string }>;
  featured: {
    slide: number;
    notes: { text: string; meta: string };
    question: { group: string; question: string; answer: string };
  };
  hero: number[];
}
/** A loaded shared machine can take seconds to render; this only bounds the wait. */
const LOAD_WAIT = { timeout: 15_000 };
const readManifest = () => JSON.parse(fs.readFileSync(EXAMPLE_MANIFEST, "utf8")) as Manifest;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** Width the browser decoded (0 until the image has loaded). */
const naturalWidth = (img: ReturnType<Page["locator"]>) => () =>
  img.evaluate((el) => (el as HTMLImageElement).naturalWidth);

const docTop = (p: Page, selector: string) =>
  p
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

describe("landing page", () => {
  it("has its sections in SPEC order, with title, description and Open Graph tags", async () => {
    await suite.page.goto(`${suite.server.url}/`);
    await suite.page.getByRole("heading", { level: 1 }).waitFor();
    await suite.page.locator("aside[aria-label='Zeitlich begrenztes Angebot']").waitFor();
    const order = [
      "aside[aria-label='Zeitlich begrenztes Angebot']",
      "header",
      "#try-form",
      "[data-section=explainer]",
      "#pricing",
      "[data-section=what-you-get]",
      "#about",
      "#examples",
      "#faq",
      "footer",
    ];
    const tops: number[] = [];
    for (const selector of order) tops.push(await docTop(suite.page, selector));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);

    expect(await suite.page.locator("html").getAttribute("lang")).toBe("de");
    expect(await suite.page.title()).toContain("Folienwerk");
    expect(await suite.page.locator("meta[name=description]").getAttribute("content")).toMatch(/PowerPoint/);
    expect(await suite.page.locator("meta[property='og:title']").getAttribute("content")).toContain(
      "Folienwerk",
    );
    expect(await suite.page.locator("meta[property='og:image']").getAttribute("content")).toBe(
      "/og-image.png",
    );
    expect(await suite.page.locator("link[rel=icon]").getAttribute("href")).toBe("/favicon.svg");
    const og = await suite.page.request.get(`${suite.server.url}/og-image.png`);
    expect(og.headers()["content-type"]).toBe("image/png");
  });

  it("shows the pricing card with 19 € crossed-out 79 €, 8 features and a countdown", async () => {
    await suite.page.goto(`${suite.server.url}/#pricing`);
    const pricing = suite.page.locator("#pricing");
    await expect.poll(() => pricing.getByTestId("price").textContent()).toMatch(/^19\s€$/);
    expect(await pricing.locator("s").textContent()).toMatch(/^79\s€$/);
    expect(
      await pricing.getByRole("list", { name: "Im Paket enthalten" }).getByRole("listitem").count(),
    ).toBe(8);
    const countdown = pricing.getByTestId("pricing-countdown");
    expect(await countdown.isVisible()).toBe(true);
    expect(await countdown.locator("time").getAttribute("datetime")).toBe(OFFER_ENDS_AT);
    expect(await countdown.textContent()).toMatch(/0[23]Tage/);
  });

  it("hides banner and countdown when the offer has ended or has no end date", async () => {
    for (const offerEndsAt of [new Date(Date.now() - 60_000).toISOString(), null]) {
      const other = await openPage(suite.browser);
      await patchConfig(other.page, { offerEndsAt });
      await other.page.goto(`${suite.server.url}/`);
      await expect.poll(() => other.page.locator("#pricing").getByTestId("price").count(), LOAD_WAIT).toBe(1);
      expect(await other.page.locator("aside[aria-label='Zeitlich begrenztes Angebot']").count()).toBe(0);
      expect(await other.page.getByTestId("pricing-countdown").count()).toBe(0);
      expect(other.errors).toEqual([]);
      await other.close();
    }
  });

  it("closes the offer banner and remembers it after a reload", async () => {
    await suite.page.goto(`${suite.server.url}/`);
    const banner = suite.page.locator("aside[aria-label='Zeitlich begrenztes Angebot']");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("Spare bis zu 60 €");
    await banner.getByRole("button", { name: "Angebotshinweis schließen" }).click();
    await banner.waitFor({ state: "detached" });
    await suite.page.reload();
    await suite.page.locator("#pricing").getByTestId("price").waitFor();
    expect(await banner.count()).toBe(0);
  });

  it("scrolls smoothly to the element named by the hash, and to the top otherwise", async () => {
    await suite.page.goto(`${suite.server.url}/#faq`);
    await expect.poll(viewportTop(suite.page, "#faq"), SCROLL_WAIT).toBeLessThan(100);
    expect(await suite.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    // A link to another section animates there (several intermediate scroll positions), not a jump.
    await suite.page.goto(`${suite.server.url}/impressum`);
    await suite.page.getByRole("heading", { name: "Impressum", level: 1 }).waitFor();
    const positions = suite.page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const sample = () => {
            seen.push(Math.round(window.scrollY));
            if (seen.length < 90) requestAnimationFrame(sample);
            else resolve(seen);
          };
          requestAnimationFrame(sample);
        }),
    );
    await suite.page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Beispiele" })
      .click();
    await expect.poll(viewportTop(suite.page, "#examples"), SCROLL_WAIT).toBeLessThan(100);
    expect(suite.page.url()).toBe(`${suite.server.url}/#examples`);
    const seen = await positions;
    const final = await suite.page.evaluate(() => Math.round(window.scrollY));
    expect(final).toBeGreaterThan(1000);
    const between = new Set(seen.filter((y) => y > 0 && y < Math.max(final, 1)));
    expect(between.size).toBeGreaterThan(1);

    // Without a hash, navigation starts at the top.
    await suite.page.locator("footer").getByRole("link", { name: "AGB" }).click();
    await suite.page.getByRole("heading", { name: "Allgemeine Geschäftsbedingungen" }).waitFor();
    expect(await suite.page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("opens the support dialog from the navigation and the footer", async () => {
    await suite.page.goto(`${suite.server.url}/`);
    await suite.page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("button", { name: "Support" })
      .click();
    const dialog = suite.page.getByRole("dialog", { name: "Support" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("link", { name: "hilfe@folienwerk.example" }).count()).toBe(1);
    expect(await dialog.getByRole("link", { name: "hilfe@folienwerk.example" }).getAttribute("href")).toBe(
      "mailto:hilfe@folienwerk.example",
    );
    expect(await dialog.textContent()).toContain("innerhalb von 24 Stunden an Werktagen");
    await suite.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await suite.page.locator("footer").getByRole("button", { name: "Support" }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Dialog schließen" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("lets a visitor choose, remove and drop a paper in step 1 and reach the work types", async () => {
    await suite.page.goto(`${suite.server.url}/#try-form`);
    const wizard = suite.page.locator("#try-form");
    const next = wizard.getByRole("button", { name: "Weiter" });
    expect(await next.isDisabled()).toBe(true);
    expect(await wizard.locator("input[type=file]").getAttribute("accept")).toBe(".pdf,.doc,.docx");

    await wizard.locator("input[type=file]").setInputFiles({
      name: "notizen.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("kein PDF"),
    });
    expect(await wizard.getByRole("alert").textContent()).toBe(
      "Bitte wähle eine PDF-, DOC- oder DOCX-Datei.",
    );
    expect(await next.isDisabled()).toBe(true);

    await wizard.locator("input[type=file]").setInputFiles(SAMPLE_PDF);
    expect(await wizard.getByTestId("chosen-file").textContent()).toBe(path.basename(SAMPLE_PDF));
    expect(await next.isDisabled()).toBe(false);
    await wizard.getByRole("button", { name: "Entfernen" }).click();
    expect(await wizard.getByTestId("chosen-file").count()).toBe(0);
    expect(await next.isDisabled()).toBe(true);

    // Drag and drop of a real .docx from the corpus.
    const docx = fs.readFileSync(corpusPath("de_seminararbeit_informatik_julia-datenvisualisierung.docx"));
    const transfer = await suite.page.evaluateHandle(
      (bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], "seminararbeit.docx"));
        return dt;
      },
      [...docx],
    );
    await wizard.getByTestId("dropzone").dispatchEvent("drop", { dataTransfer: transfer });
    expect(await wizard.getByTestId("chosen-file").textContent()).toBe("seminararbeit.docx");

    await next.click();
    const types = wizard.getByRole("group", { name: "Welche Art von Arbeit ist es?" }).getByRole("button");
    expect(await types.allTextContents()).toEqual([
      "Hausarbeit",
      "Bachelorarbeit",
      "Masterarbeit",
      "Doktorarbeit",
      "Andere Arbeit",
    ]);
    // Step dots: 1 and 2 reached, 3–5 not clickable yet.
    expect(await wizard.getByRole("button", { name: /^Schritt 1/ }).isDisabled()).toBe(false);
    expect(await wizard.getByRole("button", { name: /^Schritt 3/ }).isDisabled()).toBe(true);
  });

  it("shows the CC BY sample paper beside the example deck our engine made from it", async () => {
    const manifest = readManifest();
    expect(manifest.slides.length).toBeGreaterThanOrEqual(5);
    await suite.page.goto(`${suite.server.url}/#examples`);
    const examples = suite.page.locator("#examples");
    const before = examples.getByRole("img", { name: /Seite 6 der Beispiel-Hausarbeit/ });
    await before.scrollIntoViewIfNeeded();
    await expect.poll(() => before.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(720);
    expect(await examples.getByRole("link", { name: "CC BY 4.0" }).getAttribute("href")).toContain(
      "creativecommons.org/licenses/by/4.0",
    );

    // The carousel shows the committed slide previews (real JPEGs of the rendered deck), the size the
    // browser picks from their srcset.
    const carousel = examples.getByRole("region", { name: "Beispielfolien" });
    const slide = carousel.getByRole("img");
    const loaded = naturalWidth(slide);
    await expect.poll(loaded, LOAD_WAIT).toBeGreaterThan(0);
    const picked = await slide.evaluate((el) => new URL((el as HTMLImageElement).currentSrc).pathname);
    expect([manifest.slides[0]?.src, manifest.slides[0]?.medium]).toContain(picked);
    expect(await slide.getAttribute("alt")).toBe(manifest.slides[0]?.alt);
    expect(manifest.slides[0]?.alt).toMatch(/^Folie 1: Das Wachstumsverhalten von Kresse/);
    const total = manifest.slides.length;
    expect(await carousel.textContent()).toContain(`Folie 1 von ${total}`);
    await carousel.getByRole("button", { name: "Nächste Folie" }).click();
    expect(await slide.getAttribute("src")).toBe(manifest.slides[1]?.src);
    await expect.poll(loaded, LOAD_WAIT).toBeGreaterThan(0);
    expect(await carousel.textContent()).toContain(`Folie 2 von ${total}`);
    await carousel.getByRole("button", { name: "Vorherige Folie" }).click();
    await carousel.getByRole("button", { name: "Vorherige Folie" }).click();
    expect(await carousel.textContent()).toContain(`Folie ${total} von ${total}`);
    expect(await slide.getAttribute("alt")).toBe(manifest.slides[total - 1]?.alt);
    await carousel.getByRole("button", { name: "Vorherige Folie" }).focus();
    await suite.page.keyboard.press("ArrowRight");
    expect(await carousel.textContent()).toContain(`Folie 1 von ${total}`);

    // The thumbnail strip jumps to a slide and marks it.
    const thumb = carousel.getByRole("button", { name: "Folie 3 anzeigen" });
    await thumb.click();
    expect(await carousel.textContent()).toContain(`Folie 3 von ${total}`);
    expect(await slide.getAttribute("src")).toBe(manifest.slides[2]?.src);
    expect(await thumb.getAttribute("aria-current")).toBe("true");
    const thumbImg = thumb.locator("img");
    expect(await thumbImg.getAttribute("src")).toBe(manifest.slides[2]?.thumb);
    await expect.poll(() => thumbImg.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);

    // The download links are the real files with their content types.
    const expected: Array<[RegExp, string, string]> = [
      [
        /^PowerPoint herunterladen \(PPTX, \d+ KB\)$/,
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "PK",
      ],
      [/^Sprechernotizen herunterladen \(PDF, \d+ KB\)$/, "application/pdf", "%PDF"],
      [/^Prüfungsfragen herunterladen \(PDF, \d+ KB\)$/, "application/pdf", "%PDF"],
    ];
    const links = examples.locator("a[download]");
    expect(await links.count()).toBe(expected.length);
    for (const [i, [name, type, magic]] of expected.entries()) {
      const link = links.nth(i);
      expect((await link.textContent())?.replace(/\s+/g, " ").trim()).toMatch(name);
      const href = (await link.getAttribute("href")) ?? "";
      const response = await suite.page.request.get(`${suite.server.url}${href}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      const body = await response.body();
      expect(body.subarray(0, magic.length).toString("latin1")).toBe(magic);
      expect(body.length).toBe(fs.statSync(path.join(EXAMPLE_DIR, path.basename(href))).size);
    }
  });

  for (const viewport of WIDTHS) {
    it(`shows a real slide, its notes and an exam question of the example deck in the cards at ${viewport.width}`, async () => {
      const { featured, slides } = readManifest();
      const slide = slides[featured.slide];
      expect(slide).toBeDefined();
      await suite.page.setViewportSize(viewport);
      await suite.page.goto(`${suite.server.url}/`);
      const section = suite.page.locator("[data-section=what-you-get]");
      const image = section.getByTestId("featured-slide");
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute("src")).toBe(slide?.src);
      expect(await image.getAttribute("alt")).toBe(slide?.alt);
      await expect.poll(naturalWidth(image), LOAD_WAIT).toBeGreaterThan(0);
      const text = (await section.textContent()) ?? "";
      expect(text).toContain(featured.notes.meta);
      expect(text).toContain(featured.notes.text);
      expect(text).toContain(featured.question.question);
      expect(text).toContain(featured.question.answer);
    });
  }

  for (const viewport of WIDTHS) {
    it(`shows real slides of the example deck in the hero at ${viewport.width}, all from localhost`, async () => {
      const manifest = readManifest();
      expect(manifest.hero.length).toBe(3);
      expect(manifest.hero[0]).toBe(manifest.featured.slide);
      const requests: string[] = [];
      suite.page.on("request", (request) => requests.push(request.url()));
      await suite.page.setViewportSize(viewport);
      await suite.page.goto(`${suite.server.url}/`);
      const hero = suite.page.locator("#hero-slides");
      const images = hero.getByRole("img");
      await expect.poll(() => images.count(), LOAD_WAIT).toBe(3);
      for (const [i, at] of manifest.hero.entries()) {
        const slide = manifest.slides[at];
        const image = images.nth(i);
        expect(await image.getAttribute("alt")).toBe(slide?.alt);
        expect(await image.getAttribute("srcset")).toBe(
          `${slide?.thumb} 320w, ${slide?.medium} 640w, ${slide?.src} 1280w`,
        );
        expect(await image.getAttribute("width")).toBe("1280");
        expect(await image.getAttribute("height")).toBe("720");
        await image.scrollIntoViewIfNeeded();
        await expect.poll(naturalWidth(image), LOAD_WAIT).toBeGreaterThan(0);
      }
      const front = images.first();
      const wizard = suite.page.locator("#try-form");
      const firstStep = wizard.getByTestId("dropzone");
      await suite.page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => suite.page.evaluate(() => window.scrollY), LOAD_WAIT).toBe(0);
      const box = async (locator: ReturnType<Page["locator"]>) => {
        const b = await locator.boundingBox();
        if (!b) throw new Error("not rendered");
        return b;
      };
      if (viewport.width === 1440) {
        // First screen: the wizard's first step beside the text, the slides under the text.
        const step = await box(firstStep);
        expect(step.y).toBeGreaterThan(0);
        expect(step.y + step.height).toBeLessThanOrEqual(viewport.height);
        expect((await box(front)).y).toBeLessThan(viewport.height);
        // The prerendered page asks for the front slide early and first, for wide screens only.
        const preload = suite.page.locator("head link[rel=preload][as=image]");
        expect(await preload.getAttribute("imagesrcset")).toBe(await front.getAttribute("srcset"));
        expect(await preload.getAttribute("imagesizes")).toBe(await front.getAttribute("sizes"));
        expect(await preload.getAttribute("media")).toBe("(min-width: 64rem)");
        expect(await preload.getAttribute("fetchpriority")).toBe("high");
      } else {
        // Phones: the wizard comes right after the text; the slides follow it and load lazily.
        expect((await box(front)).y).toBeGreaterThan((await box(wizard)).y);
        expect(await front.getAttribute("loading")).toBe("lazy");
      }

      // The brand font is the self-hosted Inter (Latin subset), and nothing was asked of another host.
      await expect
        .poll(
          () =>
            suite.page.evaluate(() => {
              let loaded = false;
              document.fonts.forEach((f) => {
                if (f.family.replace(/"/g, "") === "Inter Variable" && f.status === "loaded") loaded = true;
              });
              return loaded;
            }),
          LOAD_WAIT,
        )
        .toBe(true);
      expect(
        await suite.page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]?.trim()),
      ).toBe('"Inter Variable"');
      const fonts = requests.filter((url) => /\.woff2$/.test(url));
      expect(fonts.length).toBe(1);
      expect(fonts[0]).toMatch(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
      expect(requests.filter((url) => !url.startsWith(`${suite.server.url}/`))).toEqual([]);
    });
  }

  it("keeps the landing page's JavaScript under the budget (built bundle, gzip)", () => {
    const dist = suite.server.running.ctx.config.WEB_DIST_DIR ?? "";
    const [landing] = routeBytes(dist);
    expect(landing?.route).toBe("/ (landing)");
    expect(Number(landing?.js_kb_gz)).toBeGreaterThan(20);
    expect(Number(landing?.js_kb_gz)).toBeLessThan(LANDING_GATE.jsKbGz);
    // One Latin woff2 travels with the CSS, nothing else.
    expect(Number(landing?.font_kb)).toBeGreaterThan(20);
    expect(Number(landing?.font_kb)).toBeLessThan(80);
  });

  it("says the example deck is being prepared when its manifest is missing", async () => {
    await suite.page.route("**/example/manifest.json", (route) => route.fulfill({ status: 404, body: "" }));
    await suite.page.goto(`${suite.server.url}/#examples`);
    const examples = suite.page.locator("#examples");
    await expect
      .poll(() => examples.getByTestId("example-pending").textContent())
      .toContain("Die Beispielpräsentation wird gerade vorbereitet");
    expect(await examples.getByRole("region", { name: "Beispielfolien" }).count()).toBe(0);
    expect(await examples.locator("a[download]").count()).toBe(0);
    const cards = suite.page.locator("[data-section=what-you-get]");
    expect(await cards.getByTestId("featured-slide").count()).toBe(0);
    expect(await cards.textContent()).toContain("Die Beispielpräsentation wird gerade vorbereitet.");
    // The hero shows no slides then (and no empty frame for them).
    expect(await suite.page.locator("#hero-slides").count()).toBe(0);
  });

  it("answers the FAQ in an accessible accordion", async () => {
    await suite.page.goto(`${suite.server.url}/#faq`);
    const faq = suite.page.locator("#faq");
    const first = faq.getByRole("button", {
      name: "Wie lange dauert es, bis ich meine Präsentation bekomme?",
    });
    await first.waitFor();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    expect(await faq.getByRole("region", { name: /Wie lange dauert/ }).textContent()).toMatch(
      /meist in wenigen Minuten fertig.*nach 2 Werktagen/,
    );

    const refund = faq.getByRole("button", { name: "Kann ich mein Geld zurückbekommen?" });
    await refund.focus();
    await suite.page.keyboard.press("Enter");
    expect(await refund.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await faq.getByRole("region", { name: /Geld zurück/ }).textContent()).toMatch(/80 %.*14 Tagen/);

    const answers: Record<string, RegExp> = {
      "Was passiert mit meiner Arbeit und meinen Daten?": /nach 28 Tagen/,
      "Gibt es eine Notengarantie?": /^Nein\./,
      "In welcher Sprache wird die Präsentation erstellt?": /Ausschließlich auf Deutsch/,
    };
    for (const [question, answer] of Object.entries(answers)) {
      await faq.getByRole("button", { name: question }).click();
      expect(await faq.getByRole("region", { name: question }).textContent()).toMatch(answer);
    }
  });
});
