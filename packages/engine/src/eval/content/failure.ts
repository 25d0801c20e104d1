/**
 * A failed threshold of the evaluation, and how a failure message or the report quotes the lines it is
 * about: up to three, each with its slide, cut after the last whole word within 70 characters.
 */

/** A failed threshold: which check (a key of the evaluation) and the German message. */
export interface Failure {
  check: string;
  message: string;
}

/** The text cut after the last whole word within `n` characters, the cut marked "[…]". */
export const cut = (text: string, n = 70) =>
  text.length > n ? `${text.slice(0, n).replace(/\s+\S*$/u, "")} […]` : text;

/** Up to three lines with their slides, shortened. */
export function quoteLines(lines: Array<{ slide: number; text: string }>): string {
  return lines
    .slice(0, 3)
    .map((l) => `Folie ${l.slide}: „${cut(l.text)}“`)
    .join("; ");
}
