/**
 * The named steps of the slide planner, each on a small hand-made thesis (a few chapters, a few sentences).
 */
import { describe, expect, it } from "vitest";
import { textSupply, timeBudget } from "../src/plan/budget.ts";
import { chunkSlides } from "../src/plan/chunk-slides.ts";
import { chunkSentences, sentenceRange } from "../src/plan/chunks.ts";
import type { PlanDraft } from "../src/plan/draft.ts";
import { closingSlides, deckFrame, openingSlides } from "../src/plan/frame.ts";
import type { Group } from "../src/plan/groups.ts";
import { placeLimitations, placeQuestion } from "../src/plan/insert-places.ts";
import { limitationsSlide, questionSlide } from "../src/plan/inserted-slides.ts";
import { numberSlides, planSlides, type Questionnaire } from "../src/plan/planner.ts";
import { targetSlideCount } from "../src/plan/slide-count.ts";
import { allocateSlots, apportion, groupCapacity } from "../src/plan/slots.ts";
import { discussionFirst } from "../src/plan/structure.ts";
import { assignVisuals, visualFromText } from "../src/plan/visual-choice.ts";
import { planWarnings } from "../src/plan/warnings.ts";
import { EMPTY_PARTS } from "../src/understand/schema.ts";
import { n, thesisOf } from "./support/hand-thesis.ts";

const q = (minutes: number, researchType: Questionnaire["researchType"] = "empirical"): Questionnaire => ({
  workType: "bachelor",
  researchType,
  minutes,
  methodology: "Befragung",
});

/** Five chapters: introduction with a research question, theory, method, results, discussion with limits. */
const FIVE = thesisOf(
  [
    {
      title: "Einleitung",
      role: "introduction",
      sentences: [...n(4), { flags: ["question"] }, ...n(5)],
    },
    { title: "Grundlagen", role: "theory", sentences: n(10) },
    { title: "Methode", role: "method", sentences: n(10, { flags: ["method"] }) },
    { title: "Ergebnisse", role: "results", sentences: n(15, { flags: ["result"] }) },
    {
      title: "Diskussion",
      role: "discussion",
      sentences: [...n(6), { flags: ["limitation"] }, { flags: ["limitation"] }, ...n(2)],
    },
  ],
  { references: ["Müller, A. (2020): Gärten. Berlin."] },
);

const draft = (kind: PlanDraft["kind"], weight = 1, range: PlanDraft["range"] = null): PlanDraft => ({
  kind,
  titleHint: kind,
  chapters: [],
  range,
  focus: [],
  weight,
  visual: null,
  figureId: null,
});

describe("deckFrame", () => {
  it("adds an agenda and a sources slide only when the talk is long enough and the thesis has them", () => {
    const long = deckFrame(FIVE, 15);
    expect(long).toMatchObject({ withAgenda: true, withSources: true });
    expect(long.contentSlots).toBe(targetSlideCount(15) - 4);
    const short = deckFrame(FIVE, 5);
    expect(short).toMatchObject({ withAgenda: false, withSources: false });
    expect(short.contentSlots).toBe(targetSlideCount(5) - 2);
    expect(deckFrame({ ...FIVE, references: [] }, 15).withSources).toBe(false);
  });
});

describe("openingSlides / closingSlides", () => {
  it("opens with the title (and agenda) and closes with sources (when framed) and thanks", () => {
    const frame = deckFrame(FIVE, 15);
    expect(openingSlides(FIVE, frame).map((d) => d.kind)).toEqual(["title", "agenda"]);
    expect(openingSlides(FIVE, frame)[0]?.titleHint).toBe(FIVE.title);
    expect(closingSlides(FIVE, frame).map((d) => d.kind)).toEqual(["sources", "thanks"]);
    const bare = { ...frame, withAgenda: false, withSources: false };
    expect(openingSlides(FIVE, bare).map((d) => d.kind)).toEqual(["title"]);
    expect(closingSlides(FIVE, bare).map((d) => d.kind)).toEqual(["thanks"]);
  });
});

describe("apportion", () => {
  it("hands out exactly the total, at least the floor each, in proportion to the weights", () => {
    const out = apportion(10, [1, 2, 5]);
    expect(out.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.min(...out)).toBeGreaterThanOrEqual(1);
    expect(out[2]).toBeGreaterThan(out[1] ?? 0);
    expect(out[1]).toBeGreaterThanOrEqual(out[0] ?? 0);
  });
});

describe("groupCapacity / allocateSlots", () => {
  it("gives no group more slides than its sentences carry and passes the surplus on", () => {
    const groups: Group[] = [
      { chapters: [0], weight: 5, slots: 0 },
      { chapters: [1], weight: 1, slots: 0 },
    ];
    const capacity = groupCapacity(groups, [Array(10), Array(40)]);
    expect(capacity).toEqual([2, 8]);
    const slots = allocateSlots(groups, capacity, 6).map((g) => g.slots);
    expect(slots).toEqual([2, 4]);
    expect(slots.reduce((a, b) => a + b, 0)).toBe(6);
  });
});

describe("chunkSentences", () => {
  const sentences = [
    ...Array.from({ length: 4 }, (_, i) => ({ id: i, sectionId: "a", words: 10 })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: 4 + i, sectionId: "b", words: 10 })),
  ];
  it("splits into contiguous chunks covering every sentence, at a section start", () => {
    const chunks = chunkSentences(sentences, 2);
    expect(chunks.map((c) => c.map((s) => s.id))).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });
  it("gives each section its share of the slides, so no slide straddles two sections", () => {
    // 100 words in section a, 60 in b, three slides: a gets two, b one. Split by words alone, the second
    // slide would open with a's last sentences and go on into b.
    const long = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: i, sectionId: "a", words: 10 })),
      ...Array.from({ length: 6 }, (_, i) => ({ id: 10 + i, sectionId: "b", words: 10 })),
    ];
    const chunks = chunkSentences(long, 3).map((c) => c.map((s) => s.id));
    expect(chunks).toHaveLength(3);
    expect(chunks.slice(0, 2).flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(chunks[2]).toEqual([10, 11, 12, 13, 14, 15]);
    // A section too short for a slide of its own goes with the one before.
    const withShort = [...long, { id: 16, sectionId: "c", words: 10 }];
    expect(
      chunkSentences(withShort, 3)
        .at(-1)
        ?.map((s) => s.id),
    ).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it("splits long sections further when more parts are asked for", () => {
    const chunks = chunkSentences(sentences, 4);
    expect(chunks).toHaveLength(4);
    expect(chunks.flat().map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("sentenceRange", () => {
  it("spans from the first to the last sentence id, null for none", () => {
    expect(sentenceRange([{ id: 4 }, { id: 5 }, { id: 9 }])).toEqual({ from: 4, to: 9 });
    expect(sentenceRange([])).toBeNull();
  });
});

describe("chunkSlides", () => {
  it("titles a later chunk by the section it starts and keeps every chapter of the group on a slide", () => {
    const thesis = thesisOf([
      {
        title: "Ergebnisse",
        role: "results",
        sections: [
          ["s1", "Beteiligung"],
          ["s2", "Motive"],
        ],
        sentences: [...n(5, { section: "s1" }), ...n(5, { section: "s2" })],
      },
      { title: "Ausblick", role: "outlook", sentences: [] },
    ]);
    const group: Group = { chapters: [0, 1], weight: 2, slots: 2 };
    const slides = chunkSlides(group, thesis.sentences, 2, thesis);
    expect(slides.map((s) => s.titleHint)).toEqual(["Ergebnisse", "Motive"]);
    expect(slides.map((s) => s.range)).toEqual([
      { from: 0, to: 4 },
      { from: 5, to: 9 },
    ]);
    expect(slides.map((s) => s.kind)).toEqual(["results", "results"]);
    // The empty "Ausblick" chapter is still represented (on the last slide).
    expect(slides.flatMap((s) => s.chapters)).toContain(1);
  });

  it("titles a chunk by the section that holds most of it, the first one too when it is not the chapter's opening", () => {
    const thesis = thesisOf([
      {
        title: "Ergebnisse",
        role: "results",
        sections: [
          ["s1", "Modelldiagnostik"],
          ["s2", "Koeffizienten"],
        ],
        // One opening sentence under the chapter heading, then the two sections.
        sentences: [...n(1), ...n(6, { section: "s1" }), ...n(6, { section: "s2" })],
      },
    ]);
    const slides = chunkSlides({ chapters: [0], weight: 1, slots: 2 }, thesis.sentences, 2, thesis);
    expect(slides.map((s) => s.titleHint)).toEqual(["Modelldiagnostik", "Koeffizienten"]);
    // The conclusion opens under its own name.
    const closing = thesisOf([
      {
        title: "Fazit",
        role: "conclusion",
        sections: [
          ["s1", "Reale Spielertransfers"],
          ["s2", "Ausblick"],
        ],
        sentences: [...n(1), ...n(6, { section: "s1" }), ...n(6, { section: "s2" })],
      },
    ]);
    const fazit = chunkSlides({ chapters: [0], weight: 1, slots: 2 }, closing.sentences, 2, closing);
    expect(fazit.map((s) => s.titleHint)).toEqual(["Fazit", "Ausblick"]);
  });
});

/** The two slides of a chapter with a first section and a second one titled `second`. */
function twoSectionSlides(title: string, role: "results" | "introduction" | "conclusion", second: string) {
  const thesis = thesisOf([
    {
      title,
      role,
      sections: [
        ["s1", "Laufzeiten"],
        ["s2", second],
      ],
      sentences: [...n(6, { section: "s1" }), ...n(6, { section: "s2" })],
    },
  ]);
  return chunkSlides({ chapters: [0], weight: 1, slots: 2 }, thesis.sentences, 2, thesis);
}

describe("a section whose heading says more than its chapter", () => {
  it("on the work's limits inside the results is the talk's limits slide, not one more result", () => {
    const slides = twoSectionSlides("Ergebnisse", "results", "Limitierungen und zukünftige Arbeit");
    expect(slides.map((s) => [s.titleHint, s.kind])).toEqual([
      ["Ergebnisse", "results"],
      ["Limitierungen und zukünftige Arbeit", "limitations"],
    ]);
  });

  it("on the method inside the introduction is a method slide, so the research question comes before it", () => {
    const slides = twoSectionSlides(
      "Einleitung",
      "introduction",
      "Zur Textauswahl und dem methodischen Vorgehen",
    );
    expect(slides.map((s) => [s.titleHint, s.kind])).toEqual([
      ["Einleitung", "motivation"],
      ["Zur Textauswahl und dem methodischen Vorgehen", "method"],
    ]);
    placeQuestion(slides, draft("question"));
    expect(slides.map((s) => s.kind)).toEqual(["motivation", "question", "method"]);
  });
  it("on the discussion inside a concluding chapter is the talk's discussion, told before its conclusion", () => {
    const slides = twoSectionSlides("Diskussion und Fazit", "conclusion", "Einordnung der Ergebnisse");
    expect(slides.map((s) => [s.titleHint, s.kind])).toEqual([
      ["Diskussion und Fazit", "conclusion"],
      ["Einordnung der Ergebnisse", "discussion"],
    ]);
    expect(discussionFirst(slides).map((s) => s.kind)).toEqual(["discussion", "conclusion"]);
    // A conclusion of another chapter keeps its place.
    const other = { ...draft("conclusion"), chapters: [7] };
    expect(discussionFirst([other, slides[1] as PlanDraft]).map((s) => s.kind)).toEqual([
      "conclusion",
      "discussion",
    ]);
  });
});

describe("slides of one section", () => {
  it("are titled by their own subsections rather than twice by the section", () => {
    const measures = (subsections: Array<string | undefined>) => {
      const thesis = thesisOf([
        {
          title: "Methode",
          role: "method",
          sections: [["s1", "Measures"]],
          sentences: [...n(4), ...subsections.flatMap((subsection) => n(6, { section: "s1", subsection }))],
        },
      ]);
      return chunkSlides({ chapters: [0], weight: 1, slots: 3 }, thesis.sentences, 3, thesis).map(
        (s) => s.titleHint,
      );
    };
    expect(measures(["Euthymia Scale", "Depression Interview"])).toEqual([
      "Methode",
      "Euthymia Scale",
      "Depression Interview",
    ]);
    // Without a subsection of its own for each, the section's title stays (numbered later).
    expect(measures(["Euthymia Scale", undefined])).toEqual(["Methode", "Measures", "Measures"]);
  });
});

describe("questionSlide / limitationsSlide", () => {
  it("focus the research-question and the limitation sentences", () => {
    const recognised = {
      ...FIVE,
      parts: { ...EMPTY_PARTS, researchQuestions: [{ text: "Warum?", page: 1, sectionId: null }] },
    };
    const question = questionSlide(recognised, true);
    expect(question).toMatchObject({
      kind: "question",
      titleHint: "Forschungsfrage",
      range: { from: 4, to: 4 },
    });
    expect(question?.focus).toContain("question");
    // Flagged sentences alone are no recognised question: no question slide.
    expect(questionSlide(FIVE, true)).toBeNull();
    const limits = FIVE.sentences.filter((s) => s.flags.includes("limitation"));
    const slide = limitationsSlide(limits, true);
    expect(slide).toMatchObject({ kind: "limitations", chapters: [4], focus: ["limitation"] });
    expect(slide.range).toEqual({ from: limits[0]?.id, to: limits[1]?.id });
  });
});

describe("placeLimitations", () => {
  it("goes after the discussion, or before the conclusion when there is no discussion", () => {
    const lim = draft("limitations");
    const withDiscussion = [draft("results"), draft("discussion"), draft("conclusion")];
    placeLimitations(withDiscussion, lim);
    expect(withDiscussion.map((d) => d.kind)).toEqual(["results", "discussion", "limitations", "conclusion"]);
    const withoutDiscussion = [draft("results"), draft("conclusion")];
    placeLimitations(withoutDiscussion, lim);
    expect(withoutDiscussion.map((d) => d.kind)).toEqual(["results", "limitations", "conclusion"]);
  });
});

describe("assignVisuals", () => {
  it("gives the first method slide a process (a cycle for iterative work), theory and limitations none", () => {
    const drafts = [
      draft("theory", 1, { from: 10, to: 19 }),
      draft("method", 1, { from: 20, to: 29 }),
      draft("limitations", 1, { from: 30, to: 39 }),
    ];
    assignVisuals(drafts, FIVE, q(15));
    expect(drafts.map((d) => d.visual)).toEqual([null, "process", null]);
    const iterative = [draft("method", 1, { from: 20, to: 29 })];
    assignVisuals(iterative, FIVE, { ...q(15), methodology: "iterativer Zyklus (PDCA)" });
    expect(iterative[0]?.visual).toBe("cycle");
  });

  it("gives about every third plain content slide a diagram when its text has one", () => {
    const steps = thesisOf([
      {
        title: "Vorgehen",
        role: "other",
        sentences: Array.from({ length: 6 }, () => ({ text: "Zunächst wird gesät, anschließend gegossen." })),
      },
    ]);
    const drafts = Array.from({ length: 6 }, (_, i) => draft("chapter", 1, { from: i, to: i }));
    assignVisuals(drafts, steps, q(15));
    expect(drafts.map((d) => d.visual)).toEqual([null, "process", null, null, "process", null]);
    // Text without steps or years gets no diagram at all.
    const plain = Array.from({ length: 6 }, (_, i) => draft("chapter", 1, { from: i, to: i }));
    assignVisuals(plain, FIVE, q(15));
    expect(plain.every((d) => d.visual === null)).toBe(true);
  });
});

describe("visualFromText", () => {
  it("chooses a timeline for years, a process for steps, else no diagram", () => {
    expect(visualFromText("Von 1990 über 2005 bis 2020 wuchs die Zahl der Gärten.")).toBe("timeline");
    expect(visualFromText("Zunächst wird gesät, anschließend gegossen.")).toBe("process");
    expect(visualFromText("Gärten verbinden Nachbarn.")).toBeNull();
  });
});

describe("textSupply", () => {
  it("counts the words of a slide's range, only its focus kinds when it has a focus", () => {
    const drafts = [
      { range: { from: 0, to: 9 }, focus: [] },
      { range: { from: 0, to: 9 }, focus: ["question" as const] },
      { range: null, focus: [] },
    ];
    expect(textSupply(drafts, FIVE)).toEqual([100, 10, 0]);
  });
});

describe("timeBudget", () => {
  it("sums exactly to the talk length in steps of 5 s, short fixed slides, more time for more weight", () => {
    const drafts = [
      draft("title", 0),
      draft("results", 3),
      draft("method", 1),
      draft("chapter", 1),
      draft("thanks", 0),
    ];
    const seconds = timeBudget(drafts, 600, [0, 0, 0, 0, 0]);
    expect(seconds.reduce((a, b) => a + b, 0)).toBe(600);
    for (const s of seconds) expect(s % 5).toBe(0);
    expect(seconds[0]).toBeLessThanOrEqual(40);
    expect(seconds[4]).toBe(5);
    expect(seconds[1]).toBeGreaterThan((seconds[2] ?? 0) * 2);
  });

  it("follows the text a slide can draw on when the thesis is barely longer than the talk", () => {
    const drafts = [draft("results", 1), draft("method", 1)];
    const seconds = timeBudget(drafts, 300, [600, 50]);
    expect(seconds.reduce((a, b) => a + b, 0)).toBe(300);
    expect(seconds[0]).toBeGreaterThan(seconds[1] ?? 0);
  });
});

describe("planWarnings", () => {
  it("warns about a thesis shorter than the talk, a title from the file name, and too few slides", () => {
    const w = planWarnings({ ...FIVE, wordCount: 500, titleFromFilename: true }, q(15), 5);
    expect(w).toHaveLength(3);
    expect(w.join(" ")).toMatch(/kein Titel erkannt/);
    expect(w.join(" ")).toMatch(/rund 500 Wörtern kürzer als ein Vortrag von 15 Minuten/);
    expect(w.join(" ")).toMatch(/trägt nur 5/);
    expect(planWarnings({ ...FIVE, wordCount: 5000 }, q(15), 12)).toEqual([]);
  });

  it("warns when the thesis is longer than the talk but too short for notes that sum it up to fill it", () => {
    // 15 minutes are about 1,950 spoken words; notes say at most half of a thesis's 3,000.
    const w = planWarnings({ ...FIVE, wordCount: 3000 }, q(15), 12);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatch(/rund 3000 Wörtern knapp einen Vortrag von 15 Minuten/);
    expect(w[0]).not.toMatch(/kürzer als ein Vortrag/);
  });
});

describe("numberSlides", () => {
  it("numbers from 1, adds the seconds, and drops the diagram where a table is shown", () => {
    const drafts = [draft("title"), { ...draft("results"), visual: "key-figure" as const }];
    const slides = numberSlides(drafts, [20, 100], [null, 3]);
    expect(slides.map((s) => [s.n, s.seconds, s.tableIndex, s.visual])).toEqual([
      [1, 20, null, null],
      [2, 100, 3, null],
    ]);
    expect(slides[0]).not.toHaveProperty("weight");
  });
});

describe("planSlides", () => {
  it("runs the steps in order: fixed slides around the content, budget summing to the talk", () => {
    const plan = planSlides(FIVE, q(15));
    expect(plan.slides.map((s) => s.n)).toEqual(plan.slides.map((_, i) => i + 1));
    expect(plan.slides[0]?.kind).toBe("title");
    expect(plan.slides[1]?.kind).toBe("agenda");
    expect(plan.slides.at(-2)?.kind).toBe("sources");
    expect(plan.slides.at(-1)?.kind).toBe("thanks");
    expect(plan.slides.reduce((a, s) => a + s.seconds, 0)).toBe(15 * 60);
  });

  it("tells each content slide its agenda part (in talk order), fixed slides none, short talks none", () => {
    const plan = planSlides(FIVE, q(15));
    const fixed = ["title", "agenda", "sources", "thanks", "backup"];
    const parts = plan.slides.filter((s) => !fixed.includes(s.kind)).map((s) => s.part);
    expect(plan.slides.filter((s) => fixed.includes(s.kind)).every((s) => s.part === null)).toBe(true);
    expect(parts.every((p) => typeof p === "number" && p < (plan.agenda?.length ?? 0))).toBe(true);
    expect(parts).toEqual([...(parts as number[])].sort((a, b) => a - b));
    expect(new Set(parts).size).toBe(plan.agenda?.length);
    const short = planSlides(FIVE, q(5));
    expect(short.slides.some((s) => s.kind === "agenda")).toBe(false);
    expect(short.slides.every((s) => s.part === null)).toBe(true);
  });
});
