/** The last guard against empty slides: merged into a neighbour, time and notes kept, slides renumbered. */
import { describe, expect, it } from "vitest";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { spokenAgenda } from "../src/write/agenda-slide.ts";
import type { ContentStage } from "../src/write/content.ts";
import { joinNotes, mergeEmptySlides } from "../src/write/merge-empty.ts";
import type { SlideContent } from "../src/write/slide-content.ts";

/** The decks below print their physical pages. */
const PAGES = indexLabels(40);

type Spec = [kind: PlannedSlide["kind"], bullets: number, seconds: number, extra?: Partial<PlannedSlide>];

function deck(specs: Spec[]): { plan: SlidePlan; content: ContentStage } {
  const slides: PlannedSlide[] = specs.map(([kind, , seconds, extra], i) => ({
    n: i + 1,
    kind,
    titleHint: `${kind} ${i + 1}`,
    chapters: [i],
    range: { from: i * 10, to: i * 10 + 9 },
    focus: [],
    seconds,
    visual: null,
    tableIndex: null,
    figureId: null,
    ...extra,
  }));
  const written: SlideContent[] = specs.map(([kind, bullets, seconds], i) => ({
    n: i + 1,
    kind,
    title: `Titel ${i + 1}`,
    subtitle: null,
    bullets: Array.from({ length: bullets }, (_, b) => `Punkt ${i + 1}.${b + 1}`),
    notes: `Satz eins von Folie ${i + 1}. Satz zwei von Folie ${i + 1}. Damit komme ich zu „Folie ${i + 2}“. (S. ${i + 1})`,
    pages: [i + 1],
    seconds,
    model: "extractive",
    fallbackReason: null,
  }));
  return {
    plan: {
      language: "de",
      minutes: 5,
      workType: "bachelor",
      researchType: "empirical",
      methodology: "",
      range: { min: 1, max: 20 },
      slides,
      warnings: [],
    },
    content: { slides: written, questions: [] },
  };
}

describe("mergeEmptySlides", () => {
  it("leaves a deck without empty slides as it is", () => {
    const d = deck([
      ["title", 0, 20],
      ["results", 3, 60],
      ["thanks", 0, 15],
    ]);
    const merged = mergeEmptySlides(d.plan, d.content, PAGES);
    expect(merged.plan).toBe(d.plan);
    expect(merged.content).toBe(d.content);
  });

  it("merges an empty slide into the earlier slide of its kind: time, pages and notes kept, renumbered", () => {
    const d = deck([
      ["title", 0, 20],
      ["results", 3, 60],
      ["results", 0, 45],
      ["conclusion", 2, 40],
      ["thanks", 0, 15],
    ]);
    const { plan, content } = mergeEmptySlides(d.plan, d.content, PAGES);
    expect(plan.slides.map((s) => [s.n, s.kind, s.seconds])).toEqual([
      [1, "title", 20],
      [2, "results", 105],
      [3, "conclusion", 40],
      [4, "thanks", 15],
    ]);
    expect(content.slides.map((s) => s.n)).toEqual([1, 2, 3, 4]);
    const into = content.slides[1] as SlideContent;
    expect(into.title).toBe("Titel 2");
    expect(into.bullets).toHaveLength(3);
    expect(into.seconds).toBe(105);
    expect(into.pages).toEqual([2, 3]);
    expect(plan.slides[1]?.chapters).toEqual([1, 2]);
    expect(plan.slides[1]?.range).toEqual({ from: 10, to: 29 });
    // Both slides' sentences, one hand-over (the later one's), one reference.
    expect(into.notes).toBe(
      "Satz eins von Folie 2. Satz zwei von Folie 2. Satz eins von Folie 3. Satz zwei von Folie 3. Damit komme ich zu „Folie 4“. (S. 2–3)",
    );
    // The total talk time is unchanged.
    const total = (slides: Array<{ seconds: number }>) => slides.reduce((a, s) => a + s.seconds, 0);
    expect(total(plan.slides)).toBe(total(d.plan.slides));
  });

  it("joins a one-bullet slide to its chapter's neighbour when that has room, while the talk keeps its minimum", () => {
    const chapter = { titleHint: "Einleitung" };
    const d = deck([
      ["title", 0, 20],
      ["motivation", 1, 40, chapter],
      ["motivation", 3, 60, chapter],
      ["method", 1, 40],
      ["results", 4, 60],
      ["thanks", 0, 15],
    ]);
    const { plan, content } = mergeEmptySlides(d.plan, d.content, PAGES);
    expect(plan.slides.map((s) => [s.kind, s.seconds])).toEqual([
      ["title", 20],
      ["motivation", 100],
      // A one-bullet slide of another chapter part stays.
      ["method", 40],
      ["results", 60],
      ["thanks", 15],
    ]);
    expect(content.slides[1]?.bullets).toEqual(["Punkt 2.1", "Punkt 3.1", "Punkt 3.2", "Punkt 3.3"]);
    // A neighbour without room (five bullets), or a deck at its minimum slide count, keeps both.
    const full = deck([
      ["title", 0, 20],
      ["motivation", 1, 40, chapter],
      ["motivation", 5, 60, chapter],
      ["thanks", 0, 15],
    ]);
    expect(mergeEmptySlides(full.plan, full.content, PAGES).plan.slides).toHaveLength(4);
    const short = deck([
      ["title", 0, 20],
      ["motivation", 1, 40, chapter],
      ["motivation", 3, 60, chapter],
      ["thanks", 0, 15],
    ]);
    short.plan.range = { min: 4, max: 8 };
    expect(mergeEmptySlides(short.plan, short.content, PAGES).plan.slides).toHaveLength(4);
  });

  it("joins two half slides of the same chapter part into one when the bullets fit", () => {
    const part = { titleHint: "Diskussion" };
    const d = deck([
      ["title", 0, 20],
      ["discussion", 2, 60, part],
      ["discussion", 2, 60, part],
      ["discussion", 2, 60, part],
      ["thanks", 0, 15],
    ]);
    const { plan, content } = mergeEmptySlides(d.plan, d.content, PAGES);
    // Two and two make four; a third pair would make six, more than a slide shows.
    expect(plan.slides.map((s) => [s.kind, s.seconds])).toEqual([
      ["title", 20],
      ["discussion", 120],
      ["discussion", 60],
      ["thanks", 15],
    ]);
    expect(content.slides[1]?.bullets).toEqual(["Punkt 2.1", "Punkt 2.2", "Punkt 3.1", "Punkt 3.2"]);
    // Beside a figure two bullets are no half slide; the figure slide takes its neighbour's two (room: four).
    const shown = deck([
      ["title", 0, 20],
      ["results", 2, 60, { ...part, figureId: "abb-1" }],
      ["results", 2, 60, part],
      ["thanks", 0, 15],
    ]);
    const merged = mergeEmptySlides(shown.plan, shown.content, PAGES);
    expect(merged.plan.slides.map((s) => s.figureId)).toEqual([null, "abb-1", null]);
    expect(merged.content.slides[1]?.bullets).toHaveLength(4);
  });

  it("takes a later neighbour when no earlier one can, and never a fixed or question slide", () => {
    const d = deck([
      ["title", 0, 20],
      ["question", 2, 30],
      ["motivation", 0, 50],
      ["method", 4, 60],
      ["thanks", 0, 15],
    ]);
    const { plan, content } = mergeEmptySlides(d.plan, d.content, PAGES);
    expect(plan.slides.map((s) => [s.kind, s.seconds])).toEqual([
      ["title", 20],
      ["question", 30],
      ["method", 110],
      ["thanks", 15],
    ]);
    expect(content.slides[2]?.notes.startsWith("Satz eins von Folie 3.")).toBe(true);
  });

  it("keeps a slide without bullets that shows a table or figure, and the fixed slides", () => {
    const d = deck([
      ["title", 0, 20],
      ["agenda", 3, 25],
      ["results", 0, 60, { figureId: "abb-3" }],
      ["results", 0, 60, { tableIndex: 2 }],
      ["results", 2, 60],
      ["thanks", 0, 15],
      ["backup", 0, 0, { figureId: "abb-9" }],
    ]);
    expect(mergeEmptySlides(d.plan, d.content, PAGES).plan.slides).toHaveLength(7);
  });
});

/** A deck with an agenda: each content spec names its agenda item and the words it gives it. */
function withAgenda(
  specs: Spec[],
  agenda: string[],
  agendaLabels: string[][],
  parts: Array<[part: number | null, label: string | null]>,
) {
  const d = deck(specs);
  d.plan = {
    ...d.plan,
    agenda,
    agendaLabels,
    slides: d.plan.slides.map((s, i) => ({
      ...s,
      part: parts[i]?.[0] ?? null,
      agendaLabel: parts[i]?.[1] ?? null,
    })),
  };
  d.content.slides = d.content.slides.map((c) =>
    c.kind === "agenda"
      ? {
          ...c,
          bullets: agenda,
          notes: `${spokenAgenda(agenda, true)} Dabei lege ich den Schwerpunkt auf das Vorgehen.`,
        }
      : c,
  );
  return d;
}

describe("the agenda after merging", () => {
  const specs: Spec[] = [
    ["title", 0, 20],
    ["agenda", 5, 20],
    ["method", 3, 60],
    ["discussion", 3, 60],
    ["conclusion", 3, 60],
    ["outlook", 0, 40],
    ["thanks", 0, 15],
  ];
  const parts: Array<[number | null, string | null]> = [
    [null, null],
    [null, null],
    [0, "Methodik"],
    [1, "Diskussion"],
    [1, "Fazit"],
    [1, "Ausblick"],
    [null, null],
  ];

  it("no longer names the outlook its slide had nothing for: slide, spoken agenda and plan say the same", () => {
    const d = withAgenda(
      specs,
      ["Methodik", "Diskussion, Fazit und Ausblick"],
      [["Methodik"], ["Diskussion", "Fazit", "Ausblick"]],
      parts,
    );
    const { plan, content } = mergeEmptySlides(d.plan, d.content, PAGES);
    expect(plan.agenda).toEqual(["Methodik", "Diskussion und Fazit"]);
    const slide = content.slides.find((s) => s.kind === "agenda");
    expect(slide?.bullets).toEqual(["Methodik", "Diskussion und Fazit"]);
    expect(slide?.notes).toContain("zum Schluss „Diskussion und Fazit“.");
    expect(slide?.notes).not.toMatch(/Ausblick/u);
    expect(plan.slides.map((s) => s.part)).toEqual([null, null, 0, 1, 1, null]);
  });

  it("drops an item whose only slide went, and the slides after it move up one part", () => {
    const d = withAgenda(
      [...specs.slice(0, 5), ["outlook", 2, 40], ["limitations", 0, 30], ["thanks", 0, 15]] as Spec[],
      ["Methodik", "Diskussion und Fazit", "Ausblick", "Grenzen"],
      [["Methodik"], ["Diskussion", "Fazit"], ["Ausblick"], ["Grenzen"]],
      [...parts.slice(0, 5), [2, "Ausblick"], [3, "Grenzen"], [null, null]],
    );
    const { plan, content } = mergeEmptySlides(d.plan, d.content, PAGES);
    expect(plan.agenda).toEqual(["Methodik", "Diskussion und Fazit", "Ausblick"]);
    expect(content.slides.find((s) => s.kind === "agenda")?.notes).toMatch(/drei Teile/u);
    expect(plan.slides.map((s) => s.part)).toEqual([null, null, 0, 1, 1, 2, null]);
  });

  it("keeps the agenda of a plan stored before its labels as it was", () => {
    const d = withAgenda(specs, ["Methodik", "Diskussion, Fazit und Ausblick"], [], parts);
    const { agendaLabels: _, ...stored } = d.plan;
    const { plan } = mergeEmptySlides(stored, d.content, PAGES);
    expect(plan.agenda).toEqual(["Methodik", "Diskussion, Fazit und Ausblick"]);
  });
});

describe("joinNotes", () => {
  it("drops the earlier hand-over and the later 'next part' opener, keeps everything said", () => {
    expect(
      joinNotes(
        "Erstens steigt der Ertrag. Damit komme ich zu „Boden“. (S. 4)",
        "Im nächsten Teil geht es um „Boden“. Zweitens sinkt der pH-Wert. (S. 5)",
      ),
    ).toBe("Erstens steigt der Ertrag. Zweitens sinkt der pH-Wert.");
  });
});
