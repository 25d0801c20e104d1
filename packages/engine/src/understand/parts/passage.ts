/**
 * A located sentence in document order, and the passage a part quotes from it.
 */
import type { Passage } from "../schema.ts";
import type { LocatedSentence } from "../sentences.ts";

export interface Sentence extends LocatedSentence {
  /** Position in document order (abstract first). */
  index: number;
}

/** A list marker is not part of the sentence ("• Welchen Einfluss …?"). */
export const passage = (s: Sentence): Passage => ({
  text: s.text.replace(/^(?:[•▪◦‣●*–-]|\(?\d{1,2}[.)]|\(?[a-z]\))\s+/u, ""),
  page: s.page,
  sectionId: s.headingId,
});
