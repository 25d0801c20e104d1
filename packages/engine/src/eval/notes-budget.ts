/**
 * The speaker notes against the talk's word budget (130 words a minute): nothing may be invented, and
 * notes sum the thesis up rather than read it out, so a thesis with less body text than twice the talk
 * caps what the notes can say (plan/slide-count.ts `notesSupply`); the notes may never exceed the talk.
 */
import type { DocumentModel } from "../document.ts";
import { notesSupply, WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { wordCount } from "../text/words.ts";
import type { Failure } from "./content/failure.ts";
import { type DeckEvaluation, THRESHOLDS } from "./evaluation.ts";
import type { ReadSlide } from "./pptx/deck-types.ts";
import { round3 } from "./readability.ts";

export type NotesBudget = Pick<
  DeckEvaluation,
  "notesWords" | "notesBudget" | "notesBudgetCapped" | "notesRatio" | "slidesWithoutNotes"
>;

/** Words of the notes against the budget, and whether they fail it. */
export function checkNotesBudget(
  slides: ReadSlide[],
  doc: DocumentModel,
  minutes: number,
): { measures: NotesBudget; failures: Failure[] } {
  const notesWords = slides.reduce((a, s) => a + wordCount(s.notes), 0);
  const notesBudget = notesSupply(minutes, doc.wordCount);
  const notesRatio = notesBudget ? notesWords / notesBudget : 0;
  const fullBudget = minutes * WORDS_PER_MINUTE;
  const tolerance = THRESHOLDS.notesTolerance;
  const notesOk = notesRatio >= 1 - tolerance && notesWords <= (1 + tolerance) * fullBudget;
  const failures = notesOk
    ? []
    : [
        {
          check: "notesWords",
          message: `Sprechernotizen: ${notesWords} Wörter statt ${notesBudget} (±20 %).`,
        },
      ];
  // Per-slide times are only reported where the thesis's text ran out before the talk did.
  const notesBudgetCapped = notesBudget < fullBudget && notesWords < (1 - tolerance) * fullBudget;
  const measures = {
    notesWords,
    notesBudget,
    notesBudgetCapped,
    notesRatio: round3(notesRatio),
    slidesWithoutNotes: slides.filter((s) => !s.notes.trim()).map((s) => s.index),
  };
  return { measures, failures };
}
