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
  const failures: Failure[] = [];
  const fail = (check: string, message: string) => failures.push({ check, message });
  const offBudget = talk.slideSeconds ? slideNotesOffBudget(slides, talk.slideSeconds) : null;
  // A thesis shorter than its talk cannot fill each slide's time (nothing may be invented): then only reported.
  if (offBudget?.length && !talk.notesBudgetCapped)
    fail(
      "slideNotesOffBudget",
      `${offBudget.length} Folie(n) mit Notizen außerhalb ±25 % ihrer Redezeit: ${offBudget
        .slice(0, 4)
        .map((o) => `Folie ${o.slide}: ${o.words} statt ${o.target} Wörter`)
        .join("; ")}.`,
    );
  const citedNotes = notesCitations(slides, talk.authors);
  if (citedNotes.length)
    fail(
      "notesCitations",
      `${citedNotes.length} Satz/Sätze der Notizen mit Quellenangabe: ${quoteLines(citedNotes)}.`,
    );
  const foreign = foreignNotes(slides, doc.language);
  if (foreign.length)
    fail(
      "foreignNotes",
      `${foreign.length} Satz/Sätze oder Zitate der Notizen in einer anderen Sprache: ${quoteLines(foreign)}.`,
    );
  const repeated = repeatedNotes(slides);
  if (repeated.length)
    fail(
      "repeatedNotes",
      `${repeated.length} Sätze oder Überleitungen mehrfach in den Notizen: ${repeated
        .slice(0, 3)
        .map((r) => `„${r.text}“ (Folien ${r.slides.join(", ")})`)
        .join("; ")}.`,
    );
  const results = resultsSlides(slides, thesis.chapters);
  const bare = resultsWithoutEvidence(slides, thesis.chapters, talk.thesisVisualSlides);
  if (bare.length)
    fail("resultsWithoutEvidence", `Ergebnisfolien ohne Zahl, Tabelle oder Abbildung: ${bare.join(", ")}.`);
  const answer = thesisAnswer(thesis, doc.abstract);
  const closing = conclusionSlides(slides);
  const shared = conclusionSharedWords(closing, answer);
  // Without an answer the thesis states in words the check has nothing to compare: reported, not failed.
  if (answer.answer.length && shared.length < TALK_THRESHOLDS.conclusionAnswerWords)
    fail(
      "conclusion",
      `Die Fazitfolie${closing.length ? ` (Folie ${closing.map((s) => s.index).join(", ")})` : ""} teilt nur ${shared.length} Inhaltswörter mit der Antwort der Arbeit auf ihre Forschungsfrage (mindestens ${TALK_THRESHOLDS.conclusionAnswerWords}).`,
    );
  const measures = {
    slideNotesOffBudget: offBudget,
    notesCitations: citedNotes,
    foreignNotes: foreign,
    repeatedNotes: repeated,
    resultsSlides: results.map((r) => r.index),
    resultsWithoutEvidence: bare,
    conclusion: { slides: closing.map((s) => s.index), ...answer, sharedWords: shared },
  };
  return { measures, failures };
}
