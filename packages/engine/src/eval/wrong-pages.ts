/**
 * Printed pages that do not hold what they are cited for: source lines on the slides and page references
 * in the answers (thesis/page-citations.ts finds them).
 */
import type { DocumentModel } from "../document.ts";
import { cut, type Failure } from "./content/failure.ts";
import type { EvaluateOptions } from "./evaluation.ts";
import type { ReadDeck } from "./pptx/deck-types.ts";
import { type WrongPage, wrongAnswerPages, wrongSourcePages } from "./thesis/page-citations.ts";

/** One wrong page reference, in the report's words. */
export function formatWrongPage(w: WrongPage): string {
  const where = w.kind === "source" ? `Folie ${w.where}` : `Antwort ${w.where}`;
  return `${where}: „${cut(w.text, 60)}“ nennt S. ${w.cited.join(", ")}, steht auf S. ${w.holds.join(", ")}`;
}

/** The wrong page references of the deck and the answers, failed when there is any. */
export function checkWrongPages(
  deck: ReadDeck,
  doc: DocumentModel,
  questions: NonNullable<EvaluateOptions["questions"]>,
): { wrongPages: WrongPage[]; failures: Failure[] } {
  const wrongPages = [...wrongSourcePages(deck, doc), ...wrongAnswerPages(questions, doc)];
  const failures = wrongPages.length
    ? [
        {
          check: "wrongPages",
          message: `${wrongPages.length} Seitenangabe(n) nennen nicht die gedruckte Seite des Zitierten: ${wrongPages
            .slice(0, 3)
            .map(formatWrongPage)
            .join("; ")}.`,
        },
      ]
    : [];
  return { wrongPages, failures };
}
