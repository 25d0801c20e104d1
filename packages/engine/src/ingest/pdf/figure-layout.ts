/**
 * The text layout of a PDF as the figure reader needs it: body size, line gap, the text column's edges, and
 * the baselines of running headers and footers that stayed in the text.
 */
import type { Line, PageLines } from "./page-lines.ts";
import type { Seg } from "./text-runs.ts";

export interface Layout {
  /** Baseline of running headers that stayed in the text (chapter headers), null if none. */
  headerY: number | null;
  footerY: number | null;
  bodySize: number;
  lineGap: number;
  textLeft: number;
  textRight: number;
}

const quantile = (xs: number[], q: number, fallback: number) => {
  if (xs.length === 0) return fallback;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? fallback;
};

export function layoutOf(pages: PageLines[], bodySize: number): Layout {
  const gaps: number[] = [];
  const lefts: number[] = [];
  const rights: number[] = [];
  for (const p of pages) {
    for (let i = 0; i < p.lines.length; i++) {
      const b = p.lines[i] as Line;
      if (Math.abs(b.size - bodySize) > 0.6) continue;
      lefts.push(b.x);
      rights.push(b.xEnd);
      const a = p.lines[i - 1];
      if (a && Math.abs(a.size - bodySize) <= 0.6 && a.y > b.y) gaps.push(a.y - b.y);
    }
  }
  const lineGap = quantile(gaps, 0.5, bodySize * 1.2);
  return {
    headerY: runningBand(pages, lineGap, topLine, (y, h) => y > h * 0.85),
    footerY: runningBand(pages, lineGap, bottomLine, (y, h) => y < h * 0.12),
    bodySize,
    lineGap,
    textLeft: quantile(lefts, 0.1, 72),
    textRight: quantile(rights, 0.9, 520),
  };
}

/** A page's edge line and its neighbour further in. */
type EdgeLine = (p: PageLines) => [Line, Line | undefined] | null;

const sortedLines = (p: PageLines) => [...p.lines].sort((a, b) => b.y - a.y);
const topLine: EdgeLine = (p) => {
  const ls = sortedLines(p);
  return ls[0] ? [ls[0], ls[1]] : null;
};
const bottomLine: EdgeLine = (p) => {
  const ls = sortedLines(p);
  const l = ls.at(-1);
  return l ? [l, ls.at(-2)] : null;
};

/**
 * A running header left in the text (chapter headers that repeat on too few pages to be removed): the top
 * line of many pages on the same baseline, set apart from the text below it, with a repeating text. The same
 * for footers with the bottom line.
 */
function runningBand(
  pages: PageLines[],
  lineGap: number,
  pick: EdgeLine,
  zone: (y: number, h: number) => boolean,
): number | null {
  const key = (t: string) => t.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");
  const cands: { y: number; key: string }[] = [];
  for (const p of pages) {
    const r = pick(p);
    if (!r) continue;
    const [l, next] = r;
    if (!zone(l.y, p.height) || (next && Math.abs(next.y - l.y) < lineGap * 1.4)) continue;
    cands.push({ y: Math.round(l.y), key: key(l.text) });
  }
  const keys = new Map<string, number>();
  for (const c of cands) keys.set(c.key, (keys.get(c.key) ?? 0) + 1);
  const count = new Map<number, number>();
  for (const c of cands) if ((keys.get(c.key) ?? 0) >= 2) count.set(c.y, (count.get(c.y) ?? 0) + 1);
  let best: number | null = null;
  let n = 0;
  for (const [y, c] of count) if (c > n) [best, n] = [y, c];
  return n >= Math.max(3, pages.length * 0.2) ? best : null;
}

/** A run on the baseline of a running header or footer. */
export const isRunning = (s: Seg, lay: Layout) =>
  (lay.headerY !== null && s.y >= lay.headerY - 1) || (lay.footerY !== null && s.y <= lay.footerY + 1);
