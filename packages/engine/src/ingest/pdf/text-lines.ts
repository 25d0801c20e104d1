/** pdf.js text items of a page → its lines: items on one baseline joined, each line's most common font size. */
import { normalizeText } from "../normalize.ts";
import type { Line } from "./page-lines.ts";

export interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

const round = (n: number, step = 0.5) => Math.round(n / step) * step;

export function itemsToLines(items: TextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let cur: (Line & { sizes: Map<number, number>; inkEnd: number; baselines: Map<number, number> }) | null =
    null;
  let breakNext = false;
  const flush = () => {
    if (!cur) return;
    let best = 0;
    let bestCount = -1;
    for (const [s, c] of cur.sizes) if (c > bestCount) [best, bestCount] = [s, c];
    const text = normalizeText(cur.text);
    if (!text) {
      cur = null;
      return;
    }
    const line: Line = { page, x: cur.x, xEnd: cur.xEnd, y: cur.y, size: best, text };
    // The baseline of the line's own size, where the line opens with a script set higher or lower.
    const baseline = cur.baselines.get(best) ?? cur.y;
    if (Math.abs(baseline - cur.y) > 0.5) line.baseline = baseline;
    // Where the ink ends, when blank items after the last word reach further (a space set before a script).
    if (cur.inkEnd < cur.xEnd - 0.5) line.inkEnd = cur.inkEnd;
    lines.push(line);
    cur = null;
  };
  for (const it of items) {
    if (typeof it.str !== "string") continue;
    const size = round(Math.hypot(it.transform[2] ?? 0, it.transform[3] ?? 0)) || 1;
    const x = it.transform[4] ?? 0;
    const y = it.transform[5] ?? 0;
    if (it.str === "" && !it.hasEOL) continue;
    if (it.str !== "") {
      const sameLine =
        cur !== null &&
        !breakNext &&
        Math.abs(y - cur.y) < Math.max(size, 4) * 0.55 &&
        x >= cur.xEnd - Math.max(size, 4) * 0.6;
      const continuesAfterEol = cur !== null && breakNext && Math.abs(y - cur.y) < 0.5 && x >= cur.xEnd - 1; // same baseline split item
      if (!sameLine && !continuesAfterEol) {
        flush();
        cur = {
          page,
          x,
          xEnd: x + it.width,
          y,
          size,
          text: it.str,
          sizes: new Map(),
          inkEnd: x,
          baselines: new Map(),
        };
      } else if (cur) {
        const gap = x - cur.xEnd;
        const needsSpace = gap > size * 0.15 && !cur.text.endsWith(" ") && !it.str.startsWith(" ");
        cur.text += (needsSpace ? " " : "") + it.str;
        cur.xEnd = Math.max(cur.xEnd, x + it.width);
      }
      if (cur) {
        const chars = it.str.trim().length;
        if (chars > 0) {
          cur.sizes.set(size, (cur.sizes.get(size) ?? 0) + chars);
          cur.inkEnd = Math.max(cur.inkEnd, x + it.width);
          if (!cur.baselines.has(size)) cur.baselines.set(size, y);
        }
      }
    }
    breakNext = Boolean(it.hasEOL);
  }
  flush();
  return lines;
}
