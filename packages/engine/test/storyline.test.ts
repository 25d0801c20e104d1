/**
 * Storylines by kind of work, the slides they insert, thin slides merged, backup slides and the agenda, each
 * on a small hand-made thesis.
 */
import { describe, expect, it } from "vitest";
import { agendaOf, joinLabels } from "../src/plan/agenda.ts";
import { appendixObjects, backupSlides } from "../src/plan/backup.ts";
import { timeBudget } from "../src/plan/budget.ts";
import { placeChapters } from "../src/plan/chapter-placement.ts";
import type { PlanDraft } from "../src/plan/draft.ts";
import { deckFrame } from "../src/plan/frame.ts";
import { questionShare } from "../src/plan/inserted-slides.ts";
import { isThin } from "../src/plan/material.ts";
import { planSlides, type Questionnaire, talkDrafts } from "../src/plan/planner.ts";
import { resultFocus } from "../src/plan/section-slides.ts";
import { slideRange } from "../src/plan/slide-count.ts";
import { STORYLINES } from "../src/plan/storyline.ts";
import { mergeThinDrafts } from "../src/plan/thin-drafts.ts";
import { workCharacter } from "../src/plan/work-character.ts";
import { EMPTY_PARTS, type Understanding } from "../src/understand/schema.ts";
import { type ChapterSpec, n, thesisOf } from "./support/hand-thesis.ts";

const q = (
  minutes: number,
  researchType: Questionnaire["researchType"] = "empirical",
  workType = "bachelor",
  methodology = "",
): Questionnaire => ({ workType, researchType, minutes, methodology });

const QUESTION = "Wie beeinflusst die Nähe zum Garten die Beteiligung der Nachbarschaft an der Pflege?";
const RECOGNISED = {
  ...EMPTY_PARTS,
  researchQuestions: [{ text: QUESTION, page: 1, sectionId: null }],
};

const EMPIRICAL: ChapterSpec[] = [
  {
    title: "Einleitung",
    role: "introduction",
    sentences: [...n(6), { text: QUESTION, flags: ["question"] }, ...n(8)],
  },
  { title: "Theoretischer Rahmen", role: "theory", sentences: n(40) },
  { title: "Stand der Forschung", role: "other", sentences: n(30) },
  { title: "Methode", role: "method", sentences: n(20, { flags: ["method"] }) },
  { title: "Ergebnisse", role: "results", sentences: n(40, { flags: ["result"] }) },
  {
    title: "Diskussion",
    role: "discussion",
    sentences: [...n(12), ...n(3, { words: 15, flags: ["limitation"] }), ...n(5)],
  },
  { title: "Fazit", role: "conclusion", sentences: [...n(8), ...n(3, { words: 15, flags: ["outlook"] })] },
];

const contentKinds = (kinds: string[]) =>
  kinds.filter((k) => !["title", "agenda", "sources", "thanks", "backup"].includes(k));
const count = (kinds: string[], k: string) => kinds.filter((x) => x === k).length;

describe("workCharacter", () => {
  const empirical = thesisOf(EMPIRICAL, { parts: RECOGNISED });
  it("reads the character from chapter titles, the questionnaire and what the thesis contains", () => {
    expect(workCharacter(empirical, q(20))).toBe("empirical");
    expect(workCharacter(empirical, q(20, "mixed_methods"))).toBe("mixed");
    expect(workCharacter(empirical, q(20, "literature"))).toBe("literature");
    const design = thesisOf([
      { title: "Einleitung", role: "introduction", sentences: n(5) },
      { title: "Anforderungsanalyse", role: "other", sentences: n(5) },
      { title: "Konzept und Architektur", role: "other", sentences: n(5) },
      { title: "Implementierung", role: "other", sentences: n(5) },
    ]);
    expect(workCharacter(design, q(20))).toBe("design");
    const essay = thesisOf([
      { title: "Einleitung", role: "introduction", sentences: n(5) },
      { title: "Begriffe", role: "theory", sentences: n(5) },
      { title: "Argumentation", role: "other", sentences: n(5) },
    ]);
    expect(workCharacter(essay, q(20))).toBe("theoretical");
    // Called empirical, with results sentences but only thematic chapters: told chapter by chapter.
    const thematic = thesisOf(
      [
        { title: "Einleitung", role: "introduction", sentences: n(5) },
        { title: "Das Feuilleton", role: "other", sentences: n(5) },
        { title: "Montage im Feuilleton", role: "other", sentences: n(5) },
      ],
      {
        parts: {
          ...RECOGNISED,
          keyResults: [{ text: "Die Montage verdichtet den Text.", page: 9, sectionId: null, numbers: [] }],
        },
      },
    );
    expect(workCharacter(thematic, q(20))).toBe("theoretical");
    // "Andere": a kind of work typed in by the student follows the author's chapters.
    expect(workCharacter(essay, q(20, "empirical", "Projektbericht"))).toBe("chapters");
    expect(workCharacter(empirical, q(20, "empirical", "Projektbericht"))).toBe("empirical");
    // A text without chapter headings (one pseudo chapter) is told in its own order.
    const whole = thesisOf([{ title: "Inhalt der Arbeit", role: "other", sentences: n(30) }]);
    expect(workCharacter(whole, q(10))).toBe("chapters");
    expect(planSlides(whole, q(10)).slides.map((s) => s.kind)).not.toContain("motivation");
  });
});

describe("placeChapters", () => {
  it("puts each chapter in a storyline section by title or role; other chapters continue the part before", () => {
    const thesis = thesisOf(EMPIRICAL);
    const placed = placeChapters(thesis, STORYLINES.empirical);
    expect(placed.map((p) => [p.section.id, p.chapters])).toEqual([
      ["motivation", [0]],
      ["theory", [1, 2]],
      ["method", [3]],
      ["results", [4]],
      ["discussion", [5]],
      ["conclusion", [6]],
    ]);
  });

  it("makes a chapter of no storyline role after the introduction background, not more motivation", () => {
    const chapter = (title: string, role: ChapterSpec["role"]): ChapterSpec => ({
      title,
      role,
      sentences: n(5),
    });
    const thesis = thesisOf([
      chapter("Einleitung", "introduction"),
      chapter("Die Programmiersprache Julia", "other"),
      chapter("Vergleich mit Python", "other"),
      chapter("Methodik", "method"),
      chapter("Ergebnisse", "results"),
      chapter("Einsatz in der Praxis", "other"),
    ]);
    expect(placeChapters(thesis, STORYLINES.empirical).map((p) => [p.section.id, p.chapters])).toEqual([
      ["motivation", [0]],
      ["theory", [1, 2]],
      ["method", [3]],
      ["results", [4]],
      // After the results, a chapter of no role that reports nothing of its own discusses them.
      ["discussion", [5]],
    ]);
    // One that shows a figure of its own continues the results.
    thesis.figures = [
      {
        id: "abb-1",
        kind: "figure",
        number: "1",
        caption: "Einsatzzeiten",
        page: 9,
        chapter: 5,
        sectionId: null,
        refs: [],
        image: null,
        tableIndex: null,
      },
    ];
    expect(placeChapters(thesis, STORYLINES.empirical).at(-1)).toMatchObject({
      section: { id: "results" },
      chapters: [4, 5],
    });
  });
});

describe("planSlides storylines", () => {
  it("tells empirical work: motivation, question, theory (capped), method, results (most), discussion, limits", () => {
    const thesis = thesisOf(EMPIRICAL, { parts: RECOGNISED });
    const plan = planSlides(thesis, q(20));
    const kinds = plan.slides.map((s) => s.kind);
    const content = contentKinds(kinds);
    const order = [...new Set(content)];
    expect(order).toEqual([
      "motivation",
      "question",
      "theory",
      "method",
      "results",
      "discussion",
      "limitations",
      "conclusion",
      "outlook",
    ]);
    expect(kinds.indexOf("question")).toBe(kinds.lastIndexOf("motivation") + 1);
    expect(count(content, "theory")).toBeLessThanOrEqual(Math.max(1, Math.floor(content.length * 0.2)));
    for (const k of order)
      if (k !== "results") expect(count(content, "results")).toBeGreaterThanOrEqual(count(content, k));
    expect(plan.slides.reduce((a, s) => a + s.seconds, 0)).toBe(20 * 60);
    const { min, max } = slideRange(20);
    expect(plan.slides.length).toBeGreaterThanOrEqual(min);
    expect(plan.slides.length).toBeLessThanOrEqual(max);
    expect(new Set(plan.slides.flatMap((s) => s.chapters))).toEqual(
      new Set(thesis.chapters.map((_, i) => i)),
    );
    expect(plan.agenda).toEqual([
      "Motivation und Forschungsfrage",
      "Theoretischer Hintergrund",
      "Methodik",
      "Ergebnisse",
      "Diskussion, Fazit und Ausblick",
    ]);
  });

  it("makes no limitations slide of its own when a chapter slide already names the limits", () => {
    const chapters = EMPIRICAL.map((c) =>
      c.role === "discussion" ? { ...c, title: "Grenzen des Modells" } : c,
    );
    const kinds = planSlides(thesisOf(chapters, { parts: RECOGNISED }), q(20)).slides.map((s) => s.kind);
    expect(kinds).not.toContain("limitations");
    expect(planSlides(thesisOf(EMPIRICAL, { parts: RECOGNISED }), q(20)).slides.map((s) => s.kind)).toContain(
      "limitations",
    );
  });

  it("has no question slide when no question was recognised, and a method slide without a method chapter", () => {
    const noMethodChapter = EMPIRICAL.filter((c) => c.role !== "method").map((c) =>
      c.role === "theory" ? { ...c, sentences: [...c.sentences, ...n(4, { flags: ["method"] })] } : c,
    );
    const plan = planSlides(thesisOf(noMethodChapter), q(20));
    const kinds = plan.slides.map((s) => s.kind);
    expect(kinds).not.toContain("question");
    expect(count(kinds, "method")).toBe(1);
    expect(kinds.indexOf("method")).toBe(kinds.indexOf("results") - 1);
    expect(plan.slides.find((s) => s.kind === "method")?.focus).toEqual(["method"]);
  });

  it("tells literature work along the author's chapters, their titles in the agenda", () => {
    const thesis = thesisOf([
      { title: "Einführung", role: "introduction", sentences: n(10) },
      { title: "Apache JMeter", role: "other", sentences: n(30) },
      { title: "Der Testplan", role: "other", sentences: n(20) },
      { title: "Verteiltes Testen", role: "other", sentences: n(20) },
      { title: "Fazit", role: "conclusion", sentences: n(10) },
    ]);
    const plan = planSlides(thesis, q(15, "literature"));
    const content = contentKinds(plan.slides.map((s) => s.kind));
    expect(content[0]).toBe("motivation");
    expect(content.at(-1)).toBe("conclusion");
    expect(content).not.toContain("method");
    expect(plan.agenda).toEqual([
      "Einleitung",
      "Apache JMeter",
      "Der Testplan",
      "Verteiltes Testen",
      "Fazit",
    ]);
  });

  it("titles an opening chapter named 'Forschungsfrage' by its setting once the question has its own slide", () => {
    const chapters = EMPIRICAL.map((c, i) => (i === 0 ? { ...c, title: "Forschungsfrage" } : c));
    const plan = planSlides(thesisOf(chapters, { parts: RECOGNISED }), q(20));
    const titles = plan.slides.map((s) => s.titleHint);
    expect(titles.filter((t) => /^Forschungsfrage/u.test(t))).toHaveLength(1);
    expect(titles).toContain("Ausgangslage");
  });

  it("puts a chapter of its own on the aim after the question slide, as the approach", () => {
    const goal =
      "Ziel dieser Arbeit war es, die Beteiligung der Nachbarschaft an der Gartenpflege zu erklären.";
    const chapters: ChapterSpec[] = [
      { ...(EMPIRICAL[0] as ChapterSpec), sentences: n(15) },
      {
        title: "Ziel dieser Arbeit",
        role: "introduction",
        sentences: [{ text: goal, flags: ["goal"] }, ...n(14)],
      },
      ...EMPIRICAL.slice(1),
    ];
    const parts = { ...EMPTY_PARTS, goal: { text: goal, page: 2, sectionId: null } };
    const titles = planSlides(thesisOf(chapters, { parts }), q(20)).slides.map((s) => s.titleHint);
    expect(titles).not.toContain("Ziel dieser Arbeit");
    expect(titles.indexOf("Vorgehen")).toBe(titles.indexOf("Zielsetzung") + 1);
  });

  it("closes a thesis without a concluding chapter with a Fazit slide that answers its question", () => {
    const answer = "Die Ergebnisse zeigen, dass die Nähe zum Garten die Beteiligung deutlich erhöht.";
    const thesis = thesisOf(
      [
        EMPIRICAL[0] as ChapterSpec,
        { title: "Methode", role: "method", sentences: n(20, { flags: ["method"] }) },
        { title: "Ergebnisse", role: "results", sentences: n(40, { flags: ["result"] }) },
        {
          title: "Relevante Effekte",
          role: "other",
          sentences: [...n(10), { text: answer, flags: ["answer", "finding"] }, ...n(6)],
        },
      ],
      { parts: { ...RECOGNISED } },
    );
    const id = thesis.sentences.find((x) => x.text === answer)?.id as number;
    thesis.parts.answer = { text: answer, page: 4, sectionId: null, sentenceIds: [id], fromAbstract: false };
    const plan = planSlides(thesis, q(15));
    const content = plan.slides.filter((s) => contentKinds([s.kind]).length > 0);
    const closing = content.at(-1);
    expect(closing?.kind).toBe("conclusion");
    expect(closing?.titleHint).toBe("Fazit");
    expect(closing?.answers).toBe(true);
    // "Relevante Effekte" reports no finding of its own: it discusses the results, in the closing part.
    expect(plan.agenda?.at(-1)).toBe("Diskussion und Fazit");
    // With a concluding chapter of its own, no second one.
    const own = planSlides(thesisOf(EMPIRICAL, { parts: RECOGNISED }), q(15));
    expect(own.slides.filter((s) => s.titleHint === "Fazit" && s.kind === "conclusion")).toHaveLength(1);
  });

  it("makes the closing section 'Fazit' of the last chapter the talk's conclusion when no chapter concludes", () => {
    const thesis = thesisOf([
      EMPIRICAL[0] as ChapterSpec,
      { title: "Methode", role: "method", sentences: n(20, { flags: ["method"] }) },
      {
        title: "Ergebnisse",
        role: "results",
        sections: [
          ["s1", "Auswertung"],
          ["s2", "Fazit"],
        ],
        sentences: [...n(30, { flags: ["result"], section: "s1" }), ...n(12, { section: "s2" })],
      },
    ]);
    const plan = planSlides(thesis, q(15));
    const content = plan.slides.filter((s) => contentKinds([s.kind]).length > 0);
    expect(content.at(-1)).toMatchObject({ kind: "conclusion", titleHint: "Fazit", focus: [] });
    expect(plan.agenda?.at(-1)).toBe("Fazit");
    // A "Zwischenfazit" or a section in the middle of the talk stays what it is.
    const middle = thesisOf([
      EMPIRICAL[0] as ChapterSpec,
      {
        title: "Ergebnisse",
        role: "results",
        sections: [
          ["s1", "Zwischenfazit"],
          ["s2", "Auswertung"],
        ],
        sentences: [...n(12, { section: "s1" }), ...n(30, { flags: ["result"], section: "s2" })],
      },
    ]);
    expect(planSlides(middle, q(15)).slides.map((s) => s.kind)).not.toContain("conclusion");
  });

  it("tells design work: requirements and concept, implementation, evaluation", () => {
    const thesis = thesisOf([
      { title: "Einleitung", role: "introduction", sentences: n(10) },
      { title: "Anforderungen", role: "other", sentences: n(15) },
      { title: "Entwurf", role: "other", sentences: n(20) },
      { title: "Umsetzung", role: "other", sentences: n(25) },
      { title: "Evaluation", role: "results", sentences: n(25, { flags: ["result"] }) },
      { title: "Fazit", role: "conclusion", sentences: n(10) },
    ]);
    const plan = planSlides(thesis, q(20, "empirical"));
    expect(plan.agenda).toEqual([
      "Motivation",
      "Anforderungen und Konzept",
      "Umsetzung",
      "Evaluation",
      "Fazit",
    ]);
  });
});

const draft = (
  kind: PlanDraft["kind"],
  range: PlanDraft["range"],
  chapters: number[],
  group = kind,
): PlanDraft => ({
  kind,
  titleHint: kind,
  chapters,
  range,
  focus: [],
  weight: 1,
  visual: null,
  figureId: null,
  agenda: { group, label: group },
});

describe("questionShare", () => {
  it("gives a short question a quarter of a slide's time, several long ones at most half", () => {
    const one = thesisOf([{ title: "Einleitung", role: "introduction", sentences: n(3) }], {
      parts: RECOGNISED,
    });
    expect(questionShare(one)).toBe(0.25);
    const long = { text: Array.from({ length: 120 }, () => "Frage").join(" "), page: 1, sectionId: null };
    expect(questionShare({ ...one, parts: { ...EMPTY_PARTS, researchQuestions: [long, long] } })).toBe(0.5);
  });
});

describe("talkDrafts", () => {
  it("plans the slots freed by merged thin slides again, so the talk keeps its slide count", () => {
    const questions = Array.from(
      { length: 6 },
      (_, i) => `Forschungsfrage Nummer ${i} lautet wie folgt und ist lang genug?`,
    );
    const thesis = thesisOf(
      [
        {
          title: "Einleitung",
          role: "introduction",
          sentences: [...n(5), ...questions.map((text) => ({ text, flags: ["question" as const] }))],
        },
        { title: "Methode", role: "method", sentences: n(20, { flags: ["method"] }) },
        { title: "Ergebnisse", role: "results", sentences: n(60, { flags: ["result"] }) },
        { title: "Fazit", role: "conclusion", sentences: n(10) },
      ],
      {
        parts: {
          ...EMPTY_PARTS,
          researchQuestions: questions.map((text) => ({ text, page: 1, sectionId: null })),
        },
      },
    );
    const frame = deckFrame(thesis, 15);
    const talk = talkDrafts(thesis, q(15), frame);
    // The introduction's second slide held only the questions the question slide shows: it was merged.
    expect(talk.filter((d) => d.kind === "motivation")).toHaveLength(1);
    expect(talk).toHaveLength(frame.total);
  });
});

describe("talkDrafts for a short thesis", () => {
  it("lets slides draw on fewer sentences when the thesis is short for the talk", () => {
    const thesis = thesisOf([
      { title: "Einleitung", role: "introduction", sentences: n(12, { words: 15 }) },
      { title: "Methode", role: "method", sentences: n(12, { words: 15, flags: ["method"] }) },
      { title: "Ergebnisse", role: "results", sentences: n(12, { words: 15 }) },
      { title: "Diskussion", role: "discussion", sentences: n(12, { words: 15 }) },
    ]);
    const frame = deckFrame(thesis, 15);
    // Five sentences a slide would give two slides a chapter: one short of the frame.
    expect(frame.contentSlots).toBe(9);
    expect(talkDrafts(thesis, q(15), frame)).toHaveLength(frame.total);
  });
});

describe("resultFocus", () => {
  it("focuses results slides on findings when there are at least two per slide", () => {
    const thesis = thesisOf([
      { title: "Ergebnisse", role: "results", sentences: [...n(4, { flags: ["result"] }), ...n(4)] },
    ]);
    expect(resultFocus(thesis.sentences, 2)).toEqual(["result"]);
    expect(resultFocus(thesis.sentences, 3)).toEqual([]);
  });
});

describe("mergeThinDrafts", () => {
  const thesis = thesisOf([
    {
      title: "Methode",
      role: "method",
      sentences: [...n(6), ...n(3, { role: "roadmap" }), ...n(3, { words: 4 })],
    },
    { title: "Ergebnisse", role: "results", sentences: n(6) },
  ]);
  it("counts only sayable prose of six words or more", () => {
    expect(isThin(draft("method", { from: 0, to: 5 }, [0]), thesis)).toBe(false);
    expect(isThin(draft("method", { from: 6, to: 11 }, [0]), thesis)).toBe(true);
  });
  it("merges a thin slide into its neighbour of the same part, else leaves it out and hands on its chapters", () => {
    const merged = mergeThinDrafts(
      [draft("method", { from: 0, to: 5 }, [0]), draft("method", { from: 6, to: 11 }, [0])],
      thesis,
    );
    expect(merged.map((d) => d.range)).toEqual([{ from: 0, to: 11 }]);
    const dropped = mergeThinDrafts(
      [draft("method", { from: 6, to: 11 }, [0]), draft("results", { from: 12, to: 17 }, [1])],
      thesis,
    );
    expect(dropped.map((d) => [d.kind, d.range, d.chapters])).toEqual([
      ["results", { from: 12, to: 17 }, [0, 1]],
    ]);
  });
});

describe("backupSlides", () => {
  const figure = (id: string, chapter: number, image: boolean): Understanding["figures"][number] => ({
    id,
    kind: "figure",
    number: id,
    caption: `Abbildung ${id}`,
    page: chapter < 0 ? 30 : 1,
    chapter,
    sectionId: null,
    refs: [],
    image: image ? { artifact: `${id}.png`, contentType: "image/png", width: 400, height: 300 } : null,
    tableIndex: null,
  });
  const thesis = thesisOf([{ title: "Einleitung", role: "introduction", sentences: n(5) }], {
    figures: [
      figure("a1", -1, true),
      figure("a2", -1, false),
      figure("3", 0, true),
      figure("a4", -1, true),
      figure("a5", -1, true),
    ],
  });
  it("makes at most two, only from appendix objects that can be shown, only with room", () => {
    expect(appendixObjects(thesis).map((f) => f.id)).toEqual(["a1", "a4", "a5"]);
    const backups = backupSlides(thesis, 5);
    expect(backups.map((b) => [b.kind, b.figureId, b.weight])).toEqual([
      ["backup", "a1", 0],
      ["backup", "a4", 0],
    ]);
    expect(backupSlides(thesis, 1)).toHaveLength(1);
    expect(backupSlides(thesis, 0)).toEqual([]);
  });
  it("gets no talk time: the talk's slides still sum to the talk", () => {
    const kinds: PlanDraft["kind"][] = ["title", "results", "thanks", "backup", "backup"];
    const seconds = timeBudget(
      kinds.map((kind) => ({ kind, weight: kind === "results" ? 1 : 0 })),
      300,
      [0, 0, 0, 0, 0],
    );
    expect(seconds.slice(3)).toEqual([0, 0]);
    expect(seconds.reduce((a, b) => a + b, 0)).toBe(300);
  });
});

describe("agendaOf", () => {
  it("makes one item of consecutive slides of a group, joins labels, and merges down to six", () => {
    const d = (group: string, label: string | null): PlanDraft => ({
      ...draft("chapter", { from: 0, to: 0 }, []),
      agenda: { group, label },
    });
    expect(
      agendaOf(
        [
          d("opening", "Motivation"),
          d("opening", "Forschungsfrage"),
          d("results", "Ergebnisse"),
          d("closing", null),
          d("closing", "Fazit"),
        ],
        true,
      ).items,
    ).toEqual(["Motivation und Forschungsfrage", "Ergebnisse", "Fazit"]);
    const many = Array.from({ length: 9 }, (_, i) => d(`chapters:${i}`, `Kapitel ${i}`));
    const agenda = agendaOf(many, true).items;
    expect(agenda).toHaveLength(6);
    expect(agenda[0]).toBe("Kapitel 0");
    expect(joinLabels(["A", "B", "C"], false)).toBe("A, B and C");
  });

  it("gives each draft the index of its item: merged items keep their drafts, fixed slides get null", () => {
    const d = (group: string, label: string | null): PlanDraft => ({
      ...draft("chapter", { from: 0, to: 0 }, []),
      agenda: { group, label },
    });
    // Fixed slides (title, agenda, thanks) carry no agenda part.
    const fixed = (kind: PlanDraft["kind"]): PlanDraft => {
      const { agenda: _a, ...rest } = draft(kind, null, []);
      return rest;
    };
    const chapter = (i: number, slides: number) =>
      Array.from({ length: slides }, () => d(`chapters:${i}`, `Kapitel ${i}`));
    const talk = [
      fixed("title"),
      fixed("agenda"),
      d("opening", "Motivation"),
      ...chapter(0, 2),
      ...chapter(1, 2),
      ...chapter(2, 1),
      ...chapter(3, 1),
      ...chapter(4, 2),
      ...chapter(5, 2),
      // An item without words: its slides belong to the item before it.
      d("closing", null),
      fixed("thanks"),
    ];
    // Eight items: chapters 2+3 merge (fewest slides), then 0+1 (the first of the equal pairs).
    const agenda = agendaOf(talk, true);
    expect(agenda.items).toEqual(["Motivation", "Kapitel 0", "Kapitel 2", "Kapitel 4", "Kapitel 5"]);
    expect(agenda.parts).toEqual([null, null, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4, null]);
  });
});
