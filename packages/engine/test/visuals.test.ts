import { describe, expect, it } from "vitest";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { createVisuals } from "../src/visuals/stage.ts";
import type { ContentStage, SlideContent } from "../src/write/content.ts";
import { thesisOf } from "./support/hand-thesis.ts";

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
      "Durch das Modell wird eine Stichprobe von 100 Netzwerken simuliert",
      "Die Keimrate lag bei 0,90 im Licht und bei 0,86 im Dunkeln",
      "Im Sommer 2021 keimten im Licht 12 % mehr Samen",
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
    // A step of the method with its number states no finding.
    expect(figure?.description).not.toContain("100");
    // Two figures compared in one bullet: a card would show only the first of them.
    expect(figure?.description).not.toContain("0,90");
    // A year is no figure: the bullet's one figure is shown.
    expect(figure?.description).toContain("12 % – Im Sommer 2021");
    expect(figure?.description).toMatch(/^Kennzahlen: 42 % – /);
    // The template without text keeps the shapes and drops every word.
    expect(visuals[0]?.svg).toContain("Kresse unter Stress");
    expect(visuals[0]?.svgNoText).not.toContain("<text");
    expect(visuals[0]?.svgNoText).toContain("<rect");
  });
});

describe("createVisuals with the thesis's headings", () => {
  const s = (section: string) => ({ section });
  const thesis = thesisOf([
    {
      title: "Theorie",
      role: "theory",
      sections: [
        ["t1", "Leitmedien"],
        ["t2", "Agenda Setting"],
        ["t3", "Framing"],
      ],
      sentences: [s("t1"), s("t2"), s("t3")],
    },
    {
      title: "Methode",
      role: "method",
      sections: [
        ["m1", "Sentiment-Analyse"],
        ["m2", "LDA"],
        ["m3", "Auswahl der Zeitungen"],
      ],
      sentences: [s("m1"), s("m2"), s("m3")],
    },
  ]);
  const at = (
    n: number,
    kind: PlannedSlide["kind"],
    visual: PlannedSlide["visual"],
    chapters: number[],
  ): PlannedSlide => ({ ...planned(n, kind, visual), chapters, range: { from: 0, to: 5 } });
  const deckOf = (slides: PlannedSlide[]): SlidePlan => ({ ...plan, slides });
  const written = (n: number, kind: SlideContent["kind"]) =>
    slide(n, kind, "Titel", ["Ein Punkt mit genug Wörtern für eine Zeile"]);

  it("draws no headings in boxes: a process only from the steps the thesis tells", () => {
    const { visuals } = createVisuals(
      deckOf([at(1, "method", "process", [1]), at(2, "theory", "framework", [0])]),
      { slides: [written(1, "method"), written(2, "theory")], questions: [] },
      thesis,
    );
    expect(visuals.map((v) => v.kind)).toEqual(["slide-layout", "slide-layout"]);
    expect(visuals.map((v) => v.description).join(" ")).not.toMatch(/Sentiment-Analyse|Leitmedien/);
    const stepped = thesisOf([
      {
        title: "Methode",
        role: "method",
        sections: [["m1", "Vorgehen"]],
        sentences: [
          { section: "m1", text: "Zunächst wurden 120 Artikel aus drei Zeitungen gesammelt." },
          { section: "m1", text: "Anschließend wurde jeder Artikel mit einem Wörterbuch bewertet." },
          { section: "m1", text: "Abschließend wurden die Werte je Monat gemittelt." },
          { section: "m1", text: "Die Auswahl folgte dem Leitmedienkonzept." },
        ],
      },
    ]);
    const steps = createVisuals(
      deckOf([{ ...at(1, "method", "process", [0]), range: { from: 0, to: 3 } }]),
      { slides: [written(1, "method")], questions: [] },
      stepped,
    ).visuals[0];
    expect(steps?.kind).toBe("process");
    // The three steps in the thesis's order, each a whole clause (a connective may be dropped).
    expect(steps?.description).toMatch(/^Ablauf in Schritten: .*120 Artikel.* → .*Wörterbuch.* → .*je Monat/);
    expect(steps?.description).not.toContain("…");
    // A step the bullets already say is left out; then too few remain for a diagram.
    const said = slide(1, "method", "Titel", [
      "Anschließend wurde jeder Artikel mit einem Wörterbuch bewertet",
    ]);
    const none = createVisuals(
      deckOf([{ ...at(1, "method", "process", [0]), range: { from: 0, to: 3 } }]),
      { slides: [said], questions: [] },
      stepped,
    ).visuals[0];
    expect(none?.kind).toBe("slide-layout");
    // Step words scattered through a narrative are no sequence.
    const narrative = thesisOf([
      {
        title: "Kontext",
        role: "method",
        sections: [["k1", "Leben"]],
        sentences: [
          { section: "k1", text: "Zunächst floh er über Prag nach Wien." },
          { section: "k1", text: "Die Zeitungen druckten seine Texte." },
          { section: "k1", text: "Das Feuilleton blühte in dieser Zeit." },
          { section: "k1", text: "Seine Leser kamen aus dem Bürgertum." },
          { section: "k1", text: "Viele Texte erschienen in Berlin." },
          { section: "k1", text: "Danach wird die Dreiteilung aufgetrennt." },
          { section: "k1", text: "Abschließend folgt ein Ausblick." },
        ],
      },
    ]);
    const scattered = createVisuals(
      deckOf([{ ...at(1, "method", "process", [0]), range: { from: 0, to: 6 } }]),
      { slides: [written(1, "method")], questions: [] },
      narrative,
    ).visuals[0];
    expect(scattered?.kind).toBe("slide-layout");
  });

  it("gives a slide across chapters no list of unrelated headings, and no stand-in for a comparison", () => {
    const limitations = { ...at(1, "limitations", "comparison", [0, 1]), focus: ["limitation" as const] };
    const across = { ...at(2, "chapter", "framework", [0, 1]), range: { from: 2, to: 3 } };
    const { visuals } = createVisuals(
      deckOf([limitations, across]),
      { slides: [written(1, "limitations"), written(2, "chapter")], questions: [] },
      thesis,
    );
    // Only the plain slide templates, no diagram.
    expect(visuals.map((v) => v.kind)).toEqual(["slide-layout", "slide-layout"]);
  });
});
