import PptxGenJS from "pptxgenjs";
import { describe, expect, it } from "vitest";
import { evaluateDeck } from "../src/eval/evaluate.ts";
import { rouge } from "../src/eval/rouge.ts";
import { NumberIndex } from "../src/text/numbers.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/** A hand-made deck: `slides` of [title, bullets, notes]; optional text box size. */
async function deck(
  slides: Array<{
    title: string;
    bullets: string[];
    notes: string;
    box?: { w: number; h: number };
    size?: number;
  }>,
) {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.defineSlideMaster({
    title: "M",
    objects: [
      { placeholder: { options: { name: "title", type: "title", x: 0.5, y: 0.3, w: 12, h: 1 }, text: "" } },
    ],
  });
  for (const s of slides) {
    const slide = pptx.addSlide({ masterName: "M" });
    slide.addText(s.title, { placeholder: "title" });
    slide.addText(
      s.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      {
        x: 0.5,
        y: 1.5,
        w: s.box?.w ?? 12,
        h: s.box?.h ?? 5,
        fontSize: s.size ?? 18,
        fontFace: "Arial",
        valign: "top",
      },
    );
    slide.addNotes(s.notes);
  }
  return (await pptx.write({ outputType: "uint8array" })) as Uint8Array;
}

const notes = (words: number) => Array.from({ length: words }, () => "Wort").join(" ");

describe("number faithfulness", () => {
  it("normalises decimal commas, thousands separators and percent", () => {
    const index = new NumberIndex(["Die Quote lag bei 84,3 % und 1.200 Befragten; p < 0,05."]);
    expect(index.has("84.3")).toBe(true);
    expect(index.has("84,3")).toBe(true);
    expect(index.has("1200")).toBe(true);
    expect(index.has("0.05")).toBe(true);
    expect(index.has("84")).toBe(false);
    expect(index.unknown("Rund 84 % (S. 12–14)")).toEqual(["84"]);
  });
});

describe("evaluateDeck", () => {
  const base = [
    {
      title: "Einleitung",
      bullets: ["Gemeinschaftsgärten gewinnen an Bedeutung"],
      notes: `${notes(60)} (S. 3)`,
    },
    { title: "Grundlagen", bullets: ["Soziale Einbindung als Prädiktor"], notes: `${notes(60)} (S. 7)` },
    { title: "Methode", bullets: ["n = 214 Mitglieder befragt"], notes: `${notes(60)} (S. 11)` },
    { title: "Ergebnisse", bullets: ["Im Mittel 6,4 Tage pro Monat"], notes: `${notes(60)} (S. 15)` },
    { title: "Diskussion", bullets: ["Selbstauswahl als Limitation"], notes: `${notes(60)} (S. 19)` },
  ];

  it("passes a deck that keeps the rules", async () => {
    const doc = smallThesis();
    const e = await evaluateDeck(await deck(base), doc, { minutes: 5 });
    expect(e.faithfulness.score).toBe(1);
    expect(e.coverage.score).toBe(1);
    expect(e.slidesWithoutTitle).toEqual([]);
    expect(e.overflow).toEqual([]);
    expect(e.failures.filter((f) => !/Folienanzahl|Sprechernotizen/.test(f))).toEqual([]);
  });

  it("flags an invented number, a missing chapter, too many bullets and overflowing text", async () => {
    const slides = [
      ...base.slice(0, 3),
      {
        title: "Ergebnisse",
        bullets: [
          "Die Beteiligung stieg um 87,5 %",
          ...Array.from({ length: 6 }, (_, i) => `Punkt ${i + 1}`),
        ],
        notes: "kurz (S. 15)",
      },
      {
        title: "Zu viel Text",
        bullets: [notes(120)],
        notes: "kurz",
        box: { w: 3, h: 0.6 },
        size: 24,
      },
    ];
    // Chapter "Diskussion und Fazit" (pages 18–20) is no longer on any slide.
    const e = await evaluateDeck(await deck(slides), smallThesis(), { minutes: 5 });
    expect(e.faithfulness.unknown).toContain("87,5");
    expect(e.faithfulness.score).toBeLessThan(1);
    expect(e.coverage.missing).toEqual(["Diskussion und Fazit"]);
    expect(e.maxBullets).toBe(7);
    expect(e.overflow.length).toBeGreaterThan(0);
    expect(e.passed).toBe(false);
    expect(e.failures.join("\n")).toMatch(/Zahlentreue/);
    expect(e.failures.join("\n")).toMatch(/höchstens 6/);
    expect(e.failures.join("\n")).toMatch(/Überlauf/);
  });
});

describe("rouge", () => {
  it("is 1 for identical texts, 0 for disjoint ones, and in between otherwise", () => {
    expect(rouge("Last-Test mit JMeter", "Last-Test mit JMeter")).toEqual({
      rouge1: 1,
      rouge2: 1,
      rougeL: 1,
    });
    expect(rouge("alpha beta", "gamma delta").rouge1).toBe(0);
    const r = rouge("JMeter misst die Antwortzeit", "Die Antwortzeit misst JMeter");
    expect(r.rouge1).toBe(1);
    expect(r.rouge2).toBeLessThan(1);
  });
});
