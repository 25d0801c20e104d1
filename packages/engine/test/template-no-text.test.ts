/**
 * The image template "ohne Text": for every kind the engine draws, the copy without text keeps the whole
 * layout (cards, badges, icons, lines, the thesis picture) and loses only the words, and its picture is
 * more than an empty rectangle.
 */
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { VISUAL_KINDS, type VisualKind } from "../src/plan/schema.ts";
import type { ThesisFigure } from "../src/understand/schema.ts";
import { buildScene, type DiagramInput } from "../src/visuals/diagrams.ts";
import { svgToPng } from "../src/visuals/raster.ts";
import { createVisuals } from "../src/visuals/stage.ts";
import { embedPictures } from "../src/visuals/svg.ts";
import type { SlideContent } from "../src/write/content.ts";
import { thesisOf } from "./support/hand-thesis.ts";

const ITEMS = ["Daten erheben und bereinigen", "Modell schätzen", "Ergebnisse prüfen", "Befunde deuten"];

const INPUTS: Record<VisualKind, DiagramInput> = {
  process: { kind: "process", topic: "Vorgehen", items: ITEMS },
  cycle: { kind: "cycle", topic: "Zyklus", items: ITEMS },
  framework: { kind: "framework", topic: "Rahmenmodell", items: ITEMS },
  hierarchy: { kind: "hierarchy", topic: "Gliederung", items: ITEMS.slice(0, 3) },
  comparison: {
    kind: "comparison",
    topic: "Grenzen",
    items: ITEMS.slice(0, 3),
    right: ITEMS.slice(1),
    columns: ["Was die Arbeit zeigt", "Wo ihre Grenzen liegen"],
  },
  timeline: { kind: "timeline", topic: "Verlauf", items: ITEMS, marks: ["2019", "2020", "2022", "2024"] },
  "key-figure": {
    kind: "key-figure",
    topic: "Befunde",
    items: ITEMS.slice(0, 3),
    marks: ["42 %", "1,8 s", "17"],
  },
  "slide-layout": { kind: "slide-layout", topic: "Methodik", items: ITEMS.slice(0, 3), icon: "method" },
};

/** How many drawn elements of each kind an SVG has (text aside). */
function shapes(svg: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tag of ["rect", "path", "circle", "ellipse", "line", "image", "g"]) {
    counts[tag] = (svg.match(new RegExp(`<${tag}\\b`, "g")) ?? []).length;
  }
  return counts;
}

/** The share of each colour (quantised to 16 levels a channel) in a PNG, white background left out. */
async function colours(png: Uint8Array): Promise<{ inked: number; colours: Map<string, number> }> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext("2d");
  g.drawImage(image, 0, 0);
  const data = g.getImageData(0, 0, image.width, image.height).data;
  const total = image.width * image.height;
  const counts = new Map<string, number>();
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, gr, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (r > 245 && gr > 245 && b > 245) continue;
    inked++;
    const key = `${r >> 4},${gr >> 4},${b >> 4}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const shares = new Map([...counts].map(([k, n]) => [k, n / total]));
  return { inked: inked / total, colours: shares };
}

/** Colours covering at least 0.05 % of the picture besides the white background. */
const visibleColours = (c: { colours: Map<string, number> }) =>
  [...c.colours.values()].filter((s) => s >= 0.0005);

async function expectLayoutWithoutWords(svg: string, svgNoText: string): Promise<void> {
  expect(svg).toMatch(/<text\b/);
  expect(svgNoText).not.toMatch(/<text\b|<tspan\b/);
  expect(shapes(svgNoText)).toEqual(shapes(svg));
  const bare = await colours(await svgToPng(svgNoText, 800));
  // Not an empty rectangle: a good part of the canvas is drawn, in at least five colours (navy, teal,
  // light card colour, accent, icon strokes, rings); the old templates (a band and bare cards, or one navy
  // card on a title slide) had four and two.
  expect(bare.inked).toBeGreaterThan(0.1);
  expect(visibleColours(bare).length).toBeGreaterThanOrEqual(5);
}

describe("image templates without text", () => {
  for (const kind of VISUAL_KINDS) {
    it(`keeps every shape of the ${kind} template and drops its words`, async () => {
      const scene = buildScene(INPUTS[kind]);
      await expectLayoutWithoutWords(scene.toSvg(true, kind), scene.toSvg(false, kind));
    });
  }

  it("keeps the title card's icon badge, rings and accent line on a slide without points", async () => {
    const scene = buildScene({
      kind: "slide-layout",
      topic: "Kresse unter Stress",
      items: [],
      icon: "title",
    });
    const svgNoText = scene.toSvg(false, "Titel");
    await expectLayoutWithoutWords(scene.toSvg(true, "Titel"), svgNoText);
    // The icon (a stroked path) and the badge are there.
    expect(shapes(svgNoText).path).toBeGreaterThanOrEqual(3);
    expect(shapes(svgNoText).circle).toBeGreaterThanOrEqual(4);
  });

  it("gives each slide kind its icon in the title band", () => {
    const icons = new Set(
      (["motivation", "theory", "results", "conclusion"] as const).map((icon) => {
        const svg = buildScene({ kind: "slide-layout", topic: "T", items: ["a"], icon }).toSvg(false, "");
        return svg.match(/<g transform="[^"]+">(.*?)<\/g>/)?.[1];
      }),
    );
    expect(icons.size).toBe(4);
  });
});

/** A 2 × 1 pixel PNG (red, blue). */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

describe("a slide with a thesis figure, without text", () => {
  const figure: ThesisFigure = {
    id: "abb-3",
    kind: "figure",
    number: "3",
    caption: "Abbildung 3: Ablauf der Messung",
    page: 12,
    chapter: 0,
    sectionId: null,
    refs: [],
    image: { artifact: "figures/abb-3.png", contentType: "image/png", width: 800, height: 400 },
    tableIndex: null,
  };
  const thesis = thesisOf([{ title: "Ergebnisse", role: "results", sentences: [{}] }], { figures: [figure] });
  const planned: PlannedSlide = {
    n: 1,
    kind: "results",
    titleHint: "",
    chapters: [0],
    range: null,
    focus: [],
    seconds: 60,
    visual: null,
    tableIndex: null,
    figureId: "abb-3",
  };
  const plan: SlidePlan = {
    language: "de",
    minutes: 5,
    workType: "Hausarbeit",
    researchType: "empirical",
    methodology: "",
    range: { min: 1, max: 1 },
    slides: [planned],
    warnings: [],
  };
  const slide: SlideContent = {
    n: 1,
    kind: "results",
    title: "Salz hemmt das Wachstum",
    subtitle: null,
    bullets: ["Mit Salzwasser wuchs die Kresse weniger", "Zucker änderte wenig"],
    notes: "",
    pages: [],
    seconds: 60,
    model: "extractive",
    fallbackReason: null,
  };

  it("keeps the thesis picture, the cards and the title band, and drops caption, points and title", async () => {
    const { visuals } = createVisuals(plan, { slides: [slide], questions: [] }, thesis);
    const v = visuals[0];
    expect(v?.svgNoText).toContain('href="artifact:figures/abb-3.png"');
    const pictures = new Map([["figures/abb-3.png", PNG]]);
    const svg = embedPictures(v?.svg ?? "", pictures);
    const svgNoText = embedPictures(v?.svgNoText ?? "", pictures);
    expect(svgNoText).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    await expectLayoutWithoutWords(svg, svgNoText);
    // The picture's own red and blue reach the pixels of the template without text.
    const bare = await colours(await svgToPng(svgNoText, 800));
    const red = bare.colours.get(`${255 >> 4},0,0`) ?? 0;
    const blue = bare.colours.get(`0,0,${255 >> 4}`) ?? 0;
    expect(red).toBeGreaterThan(0.01);
    expect(blue).toBeGreaterThan(0.01);
  });
});

describe("every template of a deck", () => {
  it("keeps its layout without text, title slide included", async () => {
    const { visuals } = createVisuals(
      {
        language: "de",
        minutes: 5,
        workType: "Hausarbeit",
        researchType: "empirical",
        methodology: "",
        range: { min: 2, max: 2 },
        slides: [],
        warnings: [],
      },
      {
        slides: (["title", "motivation", "thanks"] as const).map((kind, i) => ({
          n: i + 1,
          kind,
          title: `Folie ${i + 1}`,
          subtitle: null,
          bullets: kind === "motivation" ? ["Warum das Thema zählt", "Was fehlt"] : [],
          notes: "",
          pages: [],
          seconds: 60,
          model: "extractive" as const,
          fallbackReason: null,
        })),
        questions: [],
      },
    );
    expect(visuals).toHaveLength(3);
    for (const v of visuals) await expectLayoutWithoutWords(v.svg, v.svgNoText);
  });
});
