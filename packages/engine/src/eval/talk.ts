/**
 * The talk as a whole (talk/): notes per slide against their own time, citations and other languages in
 * the notes, repetition, evidence on results slides, and the conclusion against the thesis's answer.
 */
import type { DocumentModel } from "../document.ts";
import type { Understanding } from "../understand/schema.ts";
import { type Failure, quoteLines } from "./content/failure.ts";
import type { DeckEvaluation } from "./evaluation.ts";
import type { ReadSlide } from "./pptx/deck-types.ts";
import { conclusionSharedWords, conclusionSlides } from "./talk/conclusion.ts";
import { slideNotesOffBudget } from "./talk/notes-per-slide.ts";
import { foreignNotes, notesCitations, repeatedNotes } from "./talk/notes-sentences.ts";
import { resultsSlides, resultsWithoutEvidence } from "./talk/results-slides.ts";
import { thesisAnswer } from "./talk/thesis-answer.ts";
import { TALK_THRESHOLDS } from "./talk/thresholds.ts";

export type TalkMeasures = Pick<
  DeckEvaluation,
  | "slideNotesOffBudget"
  | "notesCitations"
  | "foreignNotes"
  | "repeatedNotes"
  | "resultsSlides"
  | "resultsWithoutEvidence"
  | "conclusion"
>;

/** What the talk checks found, and the thresholds it fails. */
export function checkTalk(
  slides: ReadSlide[],
  doc: DocumentModel,
  thesis: Pick<Understanding, "chapters" | "sentences" | "title">,
  talk: {
    slideSeconds?: number[];
    notesBudgetCapped: boolean;
    thesisVisualSlides: number[];
    /** Surnames opening the thesis's bibliography entries (thesis/thesis-echo.ts `referenceAuthors`). */
    authors: Set<string>;
  },
): { measures: TalkMeasures; failures: Failure[] } {
  const closing = conclusionSlides(slides);
  const answer = thesisAnswer(thesis, doc.abstract);
  const measures = {
    slideNotesOffBudget: talk.slideSeconds ? slideNotesOffBudget(slides, talk.slideSeconds) : null,
    notesCitations: notesCitations(slides, talk.authors),
    foreignNotes: foreignNotes(slides, doc.language),
    repeatedNotes: repeatedNotes(slides),
    resultsSlides: resultsSlides(slides, thesis.chapters).map((r) => r.index),
    resultsWithoutEvidence: resultsWithoutEvidence(slides, thesis.chapters, talk.thesisVisualSlides),
    conclusion: {
      slides: closing.map((s) => s.index),
      ...answer,
      sharedWords: conclusionSharedWords(closing, answer),
    },
  };
  return { measures, failures: talkFailures(measures, talk.notesBudgetCapped) };
}

/** The German failure messages for the talk's thresholds. */
function talkFailures(m: TalkMeasures, notesBudgetCapped: boolean): Failure[] {
  const failures: Failure[] = [];
  const fail = (check: string, message: string) => failures.push({ check, message });
  const offBudget = m.slideNotesOffBudget;
  // A thesis shorter than its talk cannot fill each slide's time (nothing may be invented): then only reported.
  if (offBudget?.length && !notesBudgetCapped)
    fail(
      "slideNotesOffBudget",
      `${offBudget.length} Folie(n) mit Notizen außerhalb ±25 % ihrer Redezeit: ${offBudget
        .slice(0, 4)
        .map((o) => `Folie ${o.slide}: ${o.words} statt ${o.target} Wörter`)
        .join("; ")}.`,
    );
  if (m.notesCitations.length)
    fail(
      "notesCitations",
      `${m.notesCitations.length} Satz/Sätze der Notizen mit Quellenangabe: ${quoteLines(m.notesCitations)}.`,
    );
  if (m.foreignNotes.length)
    fail(
      "foreignNotes",
      `${m.foreignNotes.length} Satz/Sätze oder Zitate der Notizen in einer anderen Sprache: ${quoteLines(m.foreignNotes)}.`,
    );
  if (m.repeatedNotes.length)
    fail(
      "repeatedNotes",
      `${m.repeatedNotes.length} Sätze oder Überleitungen mehrfach in den Notizen: ${m.repeatedNotes
        .slice(0, 3)
        .map((r) => `„${r.text}“ (Folien ${r.slides.join(", ")})`)
        .join("; ")}.`,
    );
  const bare = m.resultsWithoutEvidence;
  if (bare.length)
    fail("resultsWithoutEvidence", `Ergebnisfolien ohne Zahl, Tabelle oder Abbildung: ${bare.join(", ")}.`);
  const { slides, answer, sharedWords } = m.conclusion;
  // Without an answer the thesis states in words the check has nothing to compare: reported, not failed.
  if (answer.length && sharedWords.length < TALK_THRESHOLDS.conclusionAnswerWords)
    fail(
      "conclusion",
      `Die Fazitfolie${slides.length ? ` (Folie ${slides.join(", ")})` : ""} teilt nur ${sharedWords.length} Inhaltswörter mit der Antwort der Arbeit auf ihre Forschungsfrage (mindestens ${TALK_THRESHOLDS.conclusionAnswerWords}).`,
    );
  return failures;
}
