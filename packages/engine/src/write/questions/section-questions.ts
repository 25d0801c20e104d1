/** Questions on single sections (then whole chapters), each answered from that section alone. */
import type { ChapterRole } from "../../document.ts";
import { isFindingKind, statementKind } from "../../understand/findings.ts";
import type { AnswerSentence } from "./answer.ts";
import { pool } from "./pools.ts";
import { type Candidate, type QuestionContext, quoteMarks, say } from "./question-context.ts";
import type { QuestionGroup } from "./topics.ts";

export const SECTION_GROUP: Record<ChapterRole, QuestionGroup> = {
  introduction: "Theorie/Einordnung",
  theory: "Theorie/Einordnung",
  method: "Methodik",
  results: "Ergebnisse",
  discussion: "Ergebnisse",
  conclusion: "Ergebnisse",
  outlook: "Transfer/Ausblick",
  other: "Theorie/Einordnung",
};

/** Titles that name only the part of the thesis ("Ergebnisse"): a question on them says nothing. */
export const GENERIC_TITLE =
  /^(?:einleitung|einführung|theorie|theoretische grundlagen|grundlagen|methode|methoden|methodik|material und methoden?|ergebnisse|diskussion|fazit|zusammenfassung|ausblick|resümee|schluss(?:betrachtung)?|introduction|theory|background|methods?|materials and methods|results|discussion|conclusions?|summary|outlook)$/iu;

/** Ways to ask about one section ("im Abschnitt" / "der Abschnitt"), taken in turn. */
export const SECTION_PHRASINGS: Array<
  (place: { dat: string; nom: string; title: string }) => { de: string; en: string }
> = [
  ({ dat, title }) => ({
    de: `Was ist das Wichtigste ${dat} ${title}?`,
    en: `What is the key point ${dat} ${title}?`,
  }),
  ({ nom, title }) => ({
    de: `Welche Kernaussage hat ${nom} ${title}?`,
    en: `What is the central message of ${nom} ${title}?`,
  }),
  ({ dat, title }) => ({
    de: `Was wollten Sie ${dat} ${title} vor allem zeigen?`,
    en: `What did you mainly want to show ${dat} ${title}?`,
  }),
];

/**
 * What a results section shows: the sentences that state a finding, and what they mean. What it defines,
 * sets up, checks or builds on ("Der grid search ist eine Brute-Force-Methode, bei der …") does not answer;
 * nothing at all when nothing there states a finding, so the section is not asked about as if it had results.
 */
function sectionFindings(p: AnswerSentence[]): AnswerSentence[] {
  const found = (a: AnswerSentence) => isFindingKind(statementKind(a.spoken));
  const shown = p.filter((a) => found(a) || a.sentence.role === "interpretation");
  return shown.some(found) ? shown : [];
}

/** Questions on single sections (then whole chapters), largest first, answered from that section alone. */
export function sectionQuestions(ctx: QuestionContext): Candidate[] {
  const places = ctx.thesis.chapters.flatMap((ch, i) => [
    ...ch.sections.map((s) => ({
      chapter: i,
      role: ch.role,
      title: s.title,
      words: s.words,
      id: s.headingId,
    })),
    { chapter: i, role: ch.role, title: ch.title, words: ch.words, id: null as string | null },
  ]);
  return places
    .filter((place) => !GENERIC_TITLE.test(place.title.trim()))
    .sort((a, b) => b.words - a.words)
    .map((place, i): Candidate => {
      const here = (a: AnswerSentence) =>
        a.sentence.chapter === place.chapter && (place.id === null || a.sentence.sectionId === place.id);
      const title = quoteMarks(ctx, place.title);
      const kind = place.id
        ? say(ctx, "im Abschnitt", "in the section")
        : say(ctx, "im Kapitel", "in the chapter");
      const base = { group: SECTION_GROUP[place.role], tier: 2 as const };
      if (place.role === "method")
        return {
          ...base,
          topic: "design",
          question: say(
            ctx,
            `Wie sind Sie ${kind} ${title} vorgegangen?`,
            `What did you do ${kind} ${title}?`,
          ),
          pool: pool(ctx, "design", here),
        };
      if (place.role === "results")
        return {
          ...base,
          topic: "result",
          question: say(
            ctx,
            `Was zeigen Ihre Ergebnisse ${kind} ${title}?`,
            `What do your results ${kind} ${title} show?`,
          ),
          pool: sectionFindings(pool(ctx, "result", here)),
        };
      const phrase = SECTION_PHRASINGS[i % SECTION_PHRASINGS.length] as (typeof SECTION_PHRASINGS)[number];
      const nom = place.id
        ? say(ctx, "der Abschnitt", "the section")
        : say(ctx, "das Kapitel", "the chapter");
      const { de, en } = phrase({ dat: kind, nom, title });
      return {
        ...base,
        topic: "section",
        question: say(ctx, de, en),
        pool: pool(ctx, "section", here),
      };
    });
}
