/** One table cell as a slide shows it: shortened, measured in points, wrapped into lines. */

import { withoutBrackets } from "../text/brackets.ts";
import { roundLongDecimals } from "../text/numbers.ts";

/** Characters a cell shows whole (it wraps over two lines at 14 pt); a longer one is prose, cut as a last resort. */
export const MAX_CELL = 48;

/** A cell that holds a value: it starts with a number ("4.671***", "(0.57)", "< .001", "27.4 (10.8)", "—"). */
const VALUE = /^(?:[(<>≤≥=~]\s*)?[-−+]?\s*(?:\d|[.,]\d)|^[—–-]$/u;

/** Points per character at 14 pt (Arial, mixed text and digits) and per cell for margins. */
const CHAR_PT = 7.4;

const CELL_PAD_PT = 10;

/** Widths in points a table may take at 14 pt: beside the bullets, across the slide. */
export const TABLE_WIDTH_PT = { side: 5.98 * 72, wide: 12.13 * 72 } as const;

/** Whether the slide shows a cell's value rounded. */
export const hasLongDecimal = (text: string) => roundLongDecimals(text) !== text;

export function cell(text: string): string {
  const whole = roundLongDecimals(text.replace(/\s+/g, " ").trim());
  // A label too long to show whole loses its parenthesis first ("Predicting group membership (clinical vs.
  // non-clinical)"): what it names stays whole.
  const t = whole.length <= MAX_CELL ? whole : withoutBrackets(whole).trim() || whole;
  return t.length <= MAX_CELL
    ? t
    : `${t.slice(0, t.lastIndexOf(" ", MAX_CELL - 2) > 10 ? t.lastIndexOf(" ", MAX_CELL - 2) : MAX_CELL - 2)} …`;
}

/** Width in points a cell needs at 14 pt: a value on one line, words wrapped over at most two lines. */
export function cellWidthPt(text: string): number {
  const lines = text.split("\n");
  const longest = Math.max(...lines.map((l) => l.length));
  if (VALUE.test(text)) return longest * CHAR_PT + CELL_PAD_PT;
  const word = Math.max(...text.split(/\s+/).map((w) => w.length));
  return Math.max(word, Math.ceil(longest / 2)) * CHAR_PT + CELL_PAD_PT;
}

/** Widths in points the columns need at 14 pt (each at least its longest word or value). */
export function columnWidthsPt(header: string[], rows: string[][]): number[] {
  return header.map((h, c) => Math.max(cellWidthPt(h), ...rows.map((r) => cellWidthPt(r[c] ?? ""))));
}

export const isValue = (c: string) => VALUE.test(c.trim());

/** A cell cut to a readable length; a value with its standard error below keeps both lines. */
export function cellLines(text: string): string {
  return text
    .split("\n")
    .map((line) => cell(line))
    .join("\n");
}
