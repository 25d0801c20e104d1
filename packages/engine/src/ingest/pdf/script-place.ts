/**
 * Where a super- or subscript sits against the line it belongs to, and how it reads as plain text
 * (`scripts.ts` walks the lines with these).
 */
import type { Line } from "./page-lines.ts";

/** A script is at least this much smaller than its line (pt). */
const SMALLER = 1.5;

export const end = (l: Line) => l.inkEnd ?? l.xEnd;
export const base = (l: Line) => l.baseline ?? l.y;

/**
 * Whether `u` is a script of the line `host`: set right after `at` (where the text so far ends), under or
 * over the script `prev` before it, or (the denominator of a small fraction whose numerator pdf.js kept on
 * the line) under the line's last word.
 */
export function isScript(u: Line, host: Line, at: number, prev: Line | undefined): boolean {
  const dy = base(u) - host.y;
  const after = u.x >= at - host.size * 0.2 && u.x <= at + host.size * 0.6;
  const stacked = prev !== undefined && stacksOn(u, prev);
  return (
    u.size <= host.size - SMALLER &&
    (after || stacked || (!prev && underEnd(u, host, at))) &&
    dy > -host.size * 0.6 &&
    dy < host.size * 0.65 &&
    u.text.length <= 24 &&
    u.xEnd - u.x <= host.size * 10
  );
}

/**
 * Whether `u` goes on at the host's baseline after the scripts that end at `at`; it may open with a script
 * of its own, set under or over the last one (`prev`).
 */
export function goesOn(u: Line, host: Line, at: number, prev: Line): boolean {
  const after = u.x >= at - 1 && u.x <= at + host.size * 1.5;
  return (
    Math.abs(base(u) - host.y) < host.size * 0.15 &&
    Math.abs(u.size - host.size) <= 1 &&
    (after || stacksOn(u, prev))
  );
}

/**
 * Whether the lowered `u` lies under the last word of the line, which ends at `at` on a letter or digit (a
 * fraction's numerator: "1 mol" over "l"; not a mark such as "r∗" with its index under it).
 */
export const underEnd = (u: Line, host: Line, at: number) =>
  base(u) < host.y &&
  u.x >= at - host.size * 3 &&
  u.x < at - host.size * 0.2 &&
  u.xEnd <= at + 1 &&
  /[\p{L}\p{N}]$/u.test(host.text);

/** Whether `u` starts under or over `prev` (a subscript under a superscript, a fraction's two parts). */
export const stacksOn = (u: Line, prev: Line) => u.x >= prev.x - 1.5 && u.x < end(prev) - 1;

/** A raised number after a word of four letters or more, or after punctuation: a footnote mark. */
export function isFootnoteMark(script: Line, host: Line, before: string): boolean {
  return (
    base(script) > host.y &&
    /^\d{1,3}(?:,\s?\d{1,3})*$/u.test(script.text) &&
    /(?:\p{L}{4,}|[.,;:!?"“”)\]’'])$/u.test(before)
  );
}

const centre = (l: Line) => (l.x + l.xEnd) / 2;

/** The text of one script after what came before it (`prev`: the script before it in the run, if any). */
export function scriptText(u: Line, host: Line, text: string, at: number, prev: Line | undefined): string {
  const stacked = prev !== undefined && stacksOn(u, prev) && base(u) > host.y !== base(prev) > host.y;
  if (stacked && prev) {
    const fraction =
      base(prev) > host.y && Math.abs(centre(u) - centre(prev)) < 1 && Math.abs(u.x - prev.x) > 1;
    return fraction ? `/${u.text}` : ` ${u.text}`;
  }
  if (!prev && underEnd(u, host, at)) return `/${u.text}`;
  const spaced = text.endsWith(" ") || u.x - at > host.size * 0.15;
  const label = base(u) > host.y && /^\p{L}{2,}$/u.test(u.text);
  return (spaced || label) && !text.endsWith(" ") ? ` ${u.text}` : u.text;
}
