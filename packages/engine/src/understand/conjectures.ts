/**
 * List items that a lead-in presents as possible explanations ("… erschließen sich mir zwei Theorien:" /
 * "1. Die Lagerung hat die Wirkung beeinflusst"): on their own they read as established facts, so they keep
 * the lead-in's frame as a label ("Mögliche Erklärung: Die Lagerung hat die Wirkung beeinflusst").
 */
import type { ChapterRole } from "../document.ts";

/** The label such items carry, by the thesis's language. */
export const CONJECTURE_LABELS = { de: "Mögliche Erklärung", en: "Possible explanation" } as const;

/** A bullet or sentence that opens with that label ("Mögliche Erklärung: …"). */
export const OPENS_WITH_CONJECTURE_LABEL = new RegExp(
  `^(?:${Object.values(CONJECTURE_LABELS).join("|")}):\\s`,
  "u",
);

/** A lead-in to possible explanations: theories, conjectures, possible causes or reasons, ending in a colon. */
const CONJECTURE_LEAD_IN =
  /(?<![\p{L}])(?:Theorien|Vermutungen|Erklärungsansätze|Erklärungsmöglichkeiten|Spekulationen|(?:mögliche|denkbare|potenzielle|potentielle|plausible|wahrscheinliche)n?\s+(?:Ursachen|Gründe|Erklärungen|Fehlerquellen)|theories|conjectures|speculations|(?:possible|potential|plausible|likely)\s+(?:explanations|causes|reasons|sources of error))(?![\p{L}])[^.!?]*:\s*$/iu;

/** Chapters whose list items after such a lead-in explain the results (not a theory chapter's list of theories). */
const EXPLAINING_CHAPTERS: ReadonlySet<ChapterRole | "front"> = new Set([
  "results",
  "discussion",
  "conclusion",
]);

/** The label for the list items after this paragraph, or null when it is no lead-in to possible explanations. */
export function conjectureLabel(
  paragraph: string,
  chapterRole: ChapterRole | "front",
  language: "de" | "en",
): string | null {
  if (!EXPLAINING_CHAPTERS.has(chapterRole) || !CONJECTURE_LEAD_IN.test(paragraph)) return null;
  return CONJECTURE_LABELS[language];
}
