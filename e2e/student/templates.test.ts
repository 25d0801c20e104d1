/// <reference lib="dom" />
/**
 * The downloads page's image templates, as the engine draws them: each panel shows the template with
 * text and the one without, and the one without text keeps its layout (cards, badges, icons) instead of
 * being an empty rectangle. At 1440 × 900 and 390 × 844.
 *
 * Set E2E_SCREENSHOTS=<folder> to keep screenshots of the panels for a look.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { buildScene } from "../../packages/engine/src/visuals/diagrams.ts";
import { svgToPng } from "../../packages/engine/src/visuals/raster.ts";
import { browserSuite } from "../support/suite.ts";
import {
  createVerifiedUser,
  type Deliverable,
  seedFinishedPresentation,
  signIn,
  type TestUser,
} from "./helpers.ts";

const s = browserSuite();

let user: TestUser;

beforeEach(async () => {
  user = await createVerifiedUser(s.server);
  await signIn(s.page, s.server, user);
});

const SCENES = {
  1: buildScene({ kind: "slide-layout", topic: "Kresse unter Stress", items: [], icon: "title" }),
  2: buildScene({
    kind: "slide-layout",
    topic: "Versuchsaufbau",
    items: ["Drei Lichtstufen je Schale", "Salz- und Zuckerwasser", "Wuchshöhe nach sieben Tagen"],
    icon: "method",
  }),
};

/** A finished presentation whose image templates are the engine's own PNGs. */
async function seedTemplates() {
  const { blobs } = s.server.running.ctx;
  const prefix = `e2e/${user.id}/${Date.now()}`;
  const stored: Deliverable[] = [];
  const put = async (name: string, data: Uint8Array, contentType: string) => {
    await blobs.put(`${prefix}/${name}`, Buffer.from(data), { contentType });
    stored.push({ name, storageKey: `${prefix}/${name}`, contentType, size: data.byteLength });
  };
  await put("praesentation.pptx", Buffer.from("PK\u0003\u0004 deck"), "application/octet-stream");
  const generatedImages: Record<string, unknown[]> = {};
  for (const [n, scene] of Object.entries(SCENES)) {
    const base = `bilder/slide-${n}`;
    await put(`${base}.png`, await svgToPng(scene.toSvg(true, "Vorlage")), "image/png");
    await put(`${base}-ohne-text.png`, await svgToPng(scene.toSvg(false, "Vorlage")), "image/png");
    await put(`${base}.svg`, Buffer.from(scene.toSvg(true, "Vorlage")), "image/svg+xml");
    generatedImages[n] = [
      {
        // Slide 1 as a deck made before slide titles were stored: its panel says "Folie 1" only.
        ...(n === "2" ? { slide_title: "Versuchsaufbau" } : {}),
        file: `${base}.png`,
        file_no_text: `${base}-ohne-text.png`,
        file_svg: `${base}.svg`,
        visualization_type: "Folienvorlage",
        visualization_description: `Folienvorlage zu Folie ${n}`,
      },
    ];
  }
  return seedFinishedPresentation(s.server, user.id, stored, { pdfFilename: "kresse.pdf", generatedImages });
}

/**
 * The two loaded previews, read from canvases in the page: of the one without text, the share of
 * non-white pixels and how many colours (16 levels a channel) cover at least 0.05 % of it; and the share
 * of pixels in which the two differ.
 */
async function comparePreviews(
  withText: Locator,
  noText: Locator,
): Promise<{ inked: number; colours: number; differ: number }> {
  return noText.evaluate(
    (bareEl, fullEl) => {
      const read = (el: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = el.naturalWidth;
        canvas.height = el.naturalHeight;
        const g = canvas.getContext("2d");
        if (!g) throw new Error("no 2d context");
        g.drawImage(el, 0, 0);
        return g.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const bare = read(bareEl as HTMLImageElement);
      const full = read(fullEl as HTMLImageElement);
      const total = bare.length / 4;
      const counts = new Map<number, number>();
      let inked = 0;
      let differ = 0;
      for (let i = 0; i < bare.length; i += 4) {
        const [r, gr, b] = [bare[i] ?? 0, bare[i + 1] ?? 0, bare[i + 2] ?? 0];
        if (Math.abs(r - (full[i] ?? 0)) + Math.abs(b - (full[i + 2] ?? 0)) > 48) differ++;
        if (r > 245 && gr > 245 && b > 245) continue;
        inked++;
        const key = ((r >> 4) << 8) | ((gr >> 4) << 4) | (b >> 4);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return {
        inked: inked / total,
        colours: [...counts.values()].filter((n) => n / total >= 0.0005).length,
        differ: differ / total,
      };
    },
    await withText.elementHandle(),
  );
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // From the top, so the fixed header sits over the page's head and not over a panel.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, name), fullPage: true });
}

describe("image templates on the downloads page", () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`shows each template with and without text, the one without keeping its layout (${width} px)`, async () => {
      await s.page.setViewportSize({ width, height });
      const row = await seedTemplates();
      await s.page.goto(`${s.server.url}/downloads/${row.id}`);
      await s.page.getByRole("heading", { name: "Bildvorlagen zum Bearbeiten" }).waitFor();
      const panels = s.page.getByTestId("image-panels").locator("details");
      expect(await panels.locator("summary").allTextContents()).toEqual([
        "Folie 1",
        "Folie 2: Versuchsaufbau",
      ]);
      await panels.nth(1).locator("summary").click();

      for (const [i, slide] of ["Folie 1", "Folie 2: Versuchsaufbau"].entries()) {
        const panel = panels.nth(i);
        const withText = panel.getByRole("img", { name: `Bildvorlage zu ${slide}, mit Text` });
        const noText = panel.getByRole("img", { name: `Bildvorlage zu ${slide}, ohne Text` });
        await noText.scrollIntoViewIfNeeded();
        await expect.poll(() => noText.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBe(1600);
        await expect.poll(() => withText.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBe(1600);
        expect(await panel.getByText("Mit Text", { exact: true }).isVisible()).toBe(true);
        expect(await panel.getByText("Ohne Text", { exact: true }).isVisible()).toBe(true);
        // Both previews are shown at a readable size, side by side at 1440 and stacked at 390.
        const [a, b] = [await withText.boundingBox(), await noText.boundingBox()];
        expect(a && b && a.width > 300 && b.width > 300).toBe(true);
        if (width === 1440) expect(a && b && Math.abs(a.y - b.y)).toBeLessThan(2);
        else expect(a && b && b.y > a.y + a.height).toBe(true);

        const bare = await comparePreviews(withText, noText);
        // Not a blank or single-colour rectangle: much of it drawn, in the layout's several colours.
        expect(bare.inked).toBeGreaterThan(0.1);
        expect(bare.colours).toBeGreaterThanOrEqual(5);
        // The words are gone: the two pictures differ where the text was.
        expect(bare.differ).toBeGreaterThan(0.005);
      }
      await shot(s.page, `templates-${width}.png`);
    });
  }
});
