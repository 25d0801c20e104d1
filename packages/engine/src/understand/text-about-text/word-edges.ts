/**
 * Sentences about the text itself rather than its subject, which must never reach a slide: how a thesis
 * announces or recaps its structure (roadmap.ts), notes on how the text was made (housekeeping.ts) and what a
 * figure or table shows (figures.ts). This file holds what the three share: word edges that know umlauts and
 * the cheap stem gate.
 */

/**
 * Cheap gates: a family of cues is only tried when the lower-cased sentence contains one of its stems (the
 * cue regexes are long and case-insensitive; most sentences contain none of these words).
 */
export const hasAny = (lower: string, stems: readonly string[]) => stems.some((stem) => lower.includes(stem));

/** One family of cues: its regex is tried only when the lower-cased sentence holds one of its stems. */
export interface Cue {
  stems: readonly string[];
  re: RegExp;
}

/** Word edges that know umlauts: JavaScript's \b treats "ü" as a non-word character. */
export const B = String.raw`(?<![\p{L}\p{N}_])`;
export const E = String.raw`(?![\p{L}\p{N}_])`;
