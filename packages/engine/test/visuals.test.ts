import { describe, expect, it } from "vitest";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { createVisuals } from "../src/visuals/stage.ts";
import type { ContentStage, SlideContent } from "../src/write/content.ts";

const planned = (n: number, kind: PlannedSlide["kind"], visual: PlannedSlide["visual"]): PlannedSlide => ({
  n,
  kind,
  titleHint: "",
  chapters: [],
  range: null,
  focus: [],
  seconds: 60,
  visual,
  tableIndex: null,
  figureId: null,
});
const slide = (n: number, kind: SlideContent["kind"], title: string, bullets: string[]): SlideContent => ({
  n,
  kind,
  title,
  subtitle: null,
  bullets,
  notes: "",
  pages: [],
  seconds: 60,
  model: "extractive",
  fallbackReason: null,
});

const plan: SlidePlan = {
  language: "de",
  minutes: 5,
  workType: "Hausarbeit",
  researchType: "empirical",
  methodology: "",
  range: { min: 2, max: 3 },
  slides: [planned(1, "title", null), planned(2, "results", "key-figure")],
  warnings: [],
};
const content: ContentStage = {
  slides: [
    slide(1, "title", "Kresse unter Stress", []),
    slide(2, "results", "Salz hemmt das Wachstum", [
      "Als Signifikanzniveau wurde ein α von 5 % gewählt",
      "Mit Salzwasser wuchs die Kresse um 42 % weniger",
      "Wir wollen p-Werte nahe 1 sehen",
      "Nach 3 Tagen keimten die ersten Samen",
    ]),
  ],
  questions: [],
};

describe("createVisuals", () => {
  it("gives every slide a template and takes key figures from findings, not from the chosen α", () => {
    const { visuals } = createVisuals(plan, content);
    expect(visuals.map((v) => [v.n, v.kind])).toEqual([
      [1, "slide-layout"],
      [2, "key-figure"],
    ]);
    const figure = visuals[1];
    expect(figure?.description).toContain("42 %");
    expect(figure?.description).not.toContain("5 %");
    // Neither the "s" of "suchen" as a unit of seconds nor a bare small count is a key figure.
    expect(figure?.description).not.toMatch(/\b1 s\b|– Wir wollen|– Nach 3/);
    expect(figure?.description).toMatch(/^Kennzahlen: 42 % – /);
    // The template without text keeps the shapes and drops every word.
    expect(visuals[0]?.svg).toContain("Kresse unter Stress");
    expect(visuals[0]?.svgNoText).not.toContain("<text");
    expect(visuals[0]?.svgNoText).toContain("<rect");
  });
});
