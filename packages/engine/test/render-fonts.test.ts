import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SlidePlan } from "../src/plan/planner.ts";
import { renderNotesPdf, renderQuestionsPdf } from "../src/render/pdf.ts";
import { buildScene } from "../src/visuals/diagrams.ts";
import { renderPairs, svgsToPngs, svgToPng } from "../src/visuals/raster.ts";
import type { SlideContent } from "../src/write/content.ts";

const run = promisify(execFile);
const SPECIAL = "Größenvergleich „Median“ ≤ 0,05 – Maßstab ẞ";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "folienwerk-fonts-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const plan = {
  language: "de",
  minutes: 5,
  workType: "bachelor",
  researchType: "empirical",
  methodology: "",
  range: { min: 5, max: 6 },
  slides: [],
  warnings: [],
} satisfies SlidePlan;

const slide: SlideContent = {
  n: 1,
  kind: "results",
  title: `Ergebnis: ${SPECIAL}`,
  subtitle: null,
  bullets: [SPECIAL],
  notes: `Hier sage ich: ${SPECIAL}. (S. 12–14)`,
  pages: [12, 13, 14],
  seconds: 60,
  model: "extractive",
  fallbackReason: null,
};

async function pdfToText(bytes: Uint8Array, name: string): Promise<{ text: string; fonts: string }> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  const text = (await run("pdftotext", [file, "-"])).stdout;
  const fonts = (await run("pdffonts", [file])).stdout;
  return { text, fonts };
}

describe("PDF fonts", () => {
  it("embeds DejaVu so umlauts, „“, ß, ẞ and ≤ come out as text", async () => {
    const { text, fonts } = await pdfToText(
      await renderNotesPdf(plan, [slide], "Titel mit Ümlaut"),
      "notes.pdf",
    );
    expect(text.replace(/\s+/g, " ")).toContain(SPECIAL);
    expect(text).toContain("Sprechernotizen");
    expect(text).toContain("Redezeit: 1:00 min");
    // Every font in the file is an embedded DejaVu subset (no built-in Helvetica).
    const rows = fonts
      .split("\n")
      .slice(2)
      .filter((l) => l.trim());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/DejaVuSans/);
      expect(row).toMatch(/\byes\b/);
    }
  });

  it("a later document laid out from the shared word memory still embeds and extracts every glyph", async () => {
    // Laid-out words are remembered across documents (render/fonts.ts): the second document takes SPECIAL's
    // words from that memory and must still embed their glyphs itself. The first one sets an "Ü", whose
    // component "U" a font shared between documents would then keep without its character.
    await renderNotesPdf(plan, [slide], "Über Ümlaute");
    const again = { ...slide, notes: `Noch einmal, ohne Umweg: ${SPECIAL}.` };
    const { text, fonts } = await pdfToText(
      await renderNotesPdf(plan, [again], "Zweites Dokument"),
      "again.pdf",
    );
    expect(text.replace(/\s+/g, " ")).toContain(`Noch einmal, ohne Umweg: ${SPECIAL}.`);
    expect(fonts).toMatch(/DejaVuSans/);
  });

  it("writes the exam questions PDF grouped, with the special characters intact", async () => {
    const { text } = await pdfToText(
      await renderQuestionsPdf(
        plan,
        [
          {
            question: `Was bedeutet ${SPECIAL}?`,
            answer: `Antwort: ${SPECIAL} (S. 3)`,
            group: "Ergebnisse",
            pages: [3],
          },
        ],
        "Titel",
      ),
      "questions.pdf",
    );
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Mögliche Prüfungsfragen");
    expect(flat).toContain("Ergebnisse");
    expect(flat).toContain(`Frage 1: Was bedeutet ${SPECIAL}?`);
  });
});

describe("diagram rendering", () => {
  it("renders text with the embedded font and a 16:9 PNG with and without text", async () => {
    const scene = buildScene({
      kind: "process",
      topic: "Vorgehen",
      items: ["Größe messen", "„Daten“ prüfen", "p ≤ 0,05 testen"],
    });
    const svg = scene.toSvg(true, "Test");
    const noText = scene.toSvg(false, "Test");
    expect(svg).toContain("„Daten“ prüfen");
    expect(noText).not.toContain("<text");
    const [pair] = await renderPairs([{ svg, svgNoText: noText }]);
    const { png, pngNoText } = pair ?? { png: new Uint8Array(), pngNoText: new Uint8Array() };
    const header = Buffer.from(png);
    expect(header.readUInt32BE(16)).toBe(1600);
    expect(header.readUInt32BE(20)).toBe(900);
    expect(Buffer.from(png).equals(Buffer.from(pngNoText))).toBe(false);
  });

  it("fails loudly when the text layer draws nothing", async () => {
    const blank = buildScene({ kind: "process", topic: "", items: ["a", "b", "c"] }).toSvg(false, "leer");
    const withEmptyText = blank.replace("</svg>", '<text x="10" y="10" font-size="20"> </text></svg>');
    await expect(renderPairs([{ svg: withEmptyText, svgNoText: blank }])).rejects.toThrow(/Beschriftung/);
    expect((await svgToPng(blank)).byteLength).toBeGreaterThan(100);
  });

  it("renders many images in workers, in order, the same as in process", async () => {
    const svgs = Array.from({ length: 19 }, (_, i) =>
      buildScene({ kind: "slide-layout", topic: `Folie ${i + 1}`, items: [`Punkt ${i + 1}`] }).toSvg(
        true,
        "t",
      ),
    );
    const pngs = await svgsToPngs(svgs);
    expect(pngs).toHaveLength(19);
    expect(await svgsToPngs([])).toEqual([]);
    for (const i of [0, 7, 8, 18])
      expect(Buffer.from(pngs[i] ?? []).equals(Buffer.from(await svgToPng(svgs[i] ?? "")))).toBe(true);
    expect(Buffer.from(pngs[0] ?? []).equals(Buffer.from(pngs[1] ?? []))).toBe(false);
  });
});
