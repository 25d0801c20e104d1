/**
 * The research-question slide (the recognised question verbatim) and the agenda slide (its notes name
 * exactly the items the slide shows).
 */
import { describe, expect, it } from "vitest";
import { planSlides } from "../src/plan/planner.ts";
import { EMPTY_PARTS } from "../src/understand/schema.ts";
import { agendaSlide, spokenAgenda } from "../src/write/agenda-slide.ts";
import { writeContext } from "../src/write/context.ts";
import { emptyMemory } from "../src/write/drafted-slide.ts";
import {
  questionItems,
  questionSlideContent,
  reserveQuestionSentences,
} from "../src/write/question-slide.ts";
import { n, thesisOf } from "./support/hand-thesis.ts";

const LONG = `Inwiefern ${Array.from({ length: 60 }, () => "wirkt").join(" ")} die Nähe?`;
const QUESTION =
  "Wie beeinflusst die Nähe zum Garten die Beteiligung der Nachbarschaft an der Pflege (Müller, 2020)?";
const GOAL = "Ziel der Arbeit ist es, die Beteiligung in Gemeinschaftsgärten zu erklären.";
const passage = (text: string, page: number) => ({ text, page, sectionId: null });

const thesis = thesisOf(
  [
    {
      title: "Einleitung",
      role: "introduction",
      sentences: [...n(8), { text: QUESTION, flags: ["question"] }, { text: GOAL, flags: ["goal"] }],
    },
    { title: "Methode", role: "method", sentences: n(20, { flags: ["method"] }) },
    { title: "Ergebnisse", role: "results", sentences: n(30, { flags: ["result"] }) },
    { title: "Fazit", role: "conclusion", sentences: n(10) },
  ],
  {
    parts: {
      ...EMPTY_PARTS,
      researchQuestions: [passage(QUESTION, 2), passage(LONG, 3)],
      goal: passage(GOAL, 2),
    },
  },
);

describe("questionItems", () => {
  it("shows recognised questions and the goal whole (citations out), fewer when they are long", () => {
    const items = questionItems(thesis);
    expect(items.map((i) => i.text)).toEqual([
      "Wie beeinflusst die Nähe zum Garten die Beteiligung der Nachbarschaft an der Pflege?",
      GOAL,
    ]);
  });

  it("shows five short hypotheses together, not a sixth", () => {
    const hypotheses = Array.from({ length: 6 }, (_, i) =>
      passage(`H${i + 1}: Die Korrelation mit Skala ${i + 1} ist positiv.`, 4),
    );
    const items = questionItems({ ...thesis, parts: { ...EMPTY_PARTS, hypotheses } });
    expect(items.map((i) => i.text.slice(0, 2))).toEqual(["H1", "H2", "H3", "H4", "H5"]);
  });

  it("puts back the words a list of hypotheses shares with its lead-in", () => {
    const LEAD = "The following hypotheses were postulated: The correlation between the scale and ...";
    const items = [
      "H1: distress was expected to be negative.",
      "H2: quality of life was expected to be positive.",
    ];
    const withLead = thesisOf(
      [
        {
          title: "Introduction",
          role: "introduction",
          sentences: [
            ...n(4),
            { text: LEAD },
            ...items.map((text) => ({ text, flags: ["hypothesis" as const] })),
          ],
        },
        { title: "Results", role: "results", sentences: n(20, { flags: ["result"] }) },
      ],
      { parts: { ...EMPTY_PARTS, hypotheses: items.map((t) => passage(t, 3)) } },
    );
    expect(questionItems(withLead).map((i) => i.text)).toEqual([
      "H1: The correlation between the scale and distress was expected to be negative.",
      "H2: The correlation between the scale and quality of life was expected to be positive.",
    ]);
  });
});

describe("questionSlideContent", () => {
  it("writes the question slide verbatim with first-person notes and its pages", () => {
    const plan = planSlides(thesis, {
      workType: "bachelor",
      researchType: "empirical",
      minutes: 15,
      methodology: "",
    });
    const slide = plan.slides.find((s) => s.kind === "question");
    expect(slide).toBeDefined();
    const content = questionSlideContent(slide as NonNullable<typeof slide>, writeContext(thesis, plan));
    // Two questions were recognised; the long one does not fit beside the first, so the title says one.
    expect(content?.title).toBe("Forschungsfrage");
    expect(content?.bullets[0]).toBe(
      "Wie beeinflusst die Nähe zum Garten die Beteiligung der Nachbarschaft an der Pflege?",
    );
    expect(content?.notes).toMatch(
      /^Meine Forschungsfrage lautet: „Wie beeinflusst.*“ Das Ziel meiner Arbeit habe ich so formuliert: „Ziel der Arbeit/,
    );
    expect(content?.pages).toEqual([2]);
    // The aim is shown as a bullet without its full stop, as every other bullet; the question keeps its mark.
    expect(content?.bullets[1]).toMatch(/^Ziel der Arbeit .*[^.]$/u);
    const other = plan.slides.find((s) => s.kind === "results");
    expect(questionSlideContent(other as NonNullable<typeof other>, writeContext(thesis, plan))).toBeNull();
  });
});

describe("questionSlideContent with several questions", () => {
  it("counts the questions off in the notes and adds only recognised ones the slide had no room for", () => {
    const second = "Welche Motive nennen die Gärtnerinnen und Gärtner für ihre Beteiligung?";
    const several = {
      ...thesis,
      parts: {
        ...EMPTY_PARTS,
        researchQuestions: [passage(QUESTION, 2), passage(second, 2), passage(LONG, 3)],
      },
    };
    const plan = planSlides(several, {
      workType: "bachelor",
      researchType: "empirical",
      minutes: 15,
      methodology: "",
    });
    const slide = plan.slides.find((s) => s.kind === "question");
    const content = questionSlideContent(slide as NonNullable<typeof slide>, writeContext(several, plan));
    expect(content?.title).toBe("Forschungsfragen");
    expect(content?.bullets).toHaveLength(2);
    expect(content?.notes).toMatch(
      /^Meine Arbeit geht folgenden Forschungsfragen nach\. Erstens: „Wie beeinflusst .*“ Zweitens: „Welche Motive/,
    );
    // The goal sentence of the thesis is no recognised part here, so the notes do not say it.
    expect(content?.notes).not.toContain("Ziel der Arbeit");
  });
});

describe("reserveQuestionSentences", () => {
  it("keeps the shown question sentences off earlier slides", () => {
    const memory = emptyMemory();
    reserveQuestionSentences(thesis, memory);
    const id = thesis.sentences.find((s) => s.text === GOAL)?.id;
    expect([...memory.used]).toContain(id);
    expect(memory.shown).toHaveLength(2);
    // The question sentence carries a citation the slide leaves out; it is still recognised as shown.
    expect([...memory.used]).toContain(thesis.sentences.find((s) => s.text === QUESTION)?.id);
  });
});

describe("agendaSlide", () => {
  it("says exactly the items it shows, in their order", () => {
    const plan = planSlides(thesis, {
      workType: "bachelor",
      researchType: "empirical",
      minutes: 15,
      methodology: "",
    });
    const agenda = plan.slides.find((s) => s.kind === "agenda");
    const content = agendaSlide(agenda as NonNullable<typeof agenda>, writeContext(thesis, plan));
    expect(content.bullets).toEqual(plan.agenda);
    expect(content.notes.startsWith(spokenAgenda(content.bullets, true))).toBe(true);
    const said = [...content.notes.matchAll(/„([^“]+)“/g)].map((m) => m[1]);
    expect(said).toEqual(content.bullets);
    expect(spokenAgenda(["A", "B", "C"], true)).toBe(
      "Mein Vortrag gliedert sich in drei Teile: zuerst „A“, dann „B“ und zum Schluss „C“.",
    );
  });
});
