/**
 * A sentence cut short: "…" at its end, or it stops in the middle of a sentence.
 */

/** A sentence cut off with an ellipsis ("…" or "..."), possibly before a closing quote or bracket. */
export function isCut(line: string): boolean {
  const text = line.trim();
  return /(?:…|\.{3})["'“”»«)\]]*\s*$/u.test(text) || ENDS_MID_SENTENCE.test(text);
}

/** Cut without an ellipsis: the line stops on a word a sentence cannot end on ("… bereitgestellt welches"). */
const ENDS_MID_SENTENCE =
  /\s(?:welche[rsmn]?|dessen|deren|und|oder|dass|weil|der|die|das|den|dem|des|ein|eine|einen|the|and|of|which)$/iu;
