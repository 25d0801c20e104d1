/**
 * Text runs of a PDF page: pdf.js text items on one baseline joined while the gap between them is narrow
 * (a table cell, a caption, a body line, an axis label).
 */
import { normalizeText } from "../normalize.ts";
import type { Box } from "./boxes.ts";

/** A run of text on one baseline without a wide gap (a table cell, a caption, a body line, a label). */
export interface Seg extends Box {
  text: string;
  /** Baseline. */
  y: number;
  size: number;
  /** Rotated text (axis labels); never body text or a caption. */
  rotated: boolean;
  /** Word boxes (x0, x1) inside the run, for rebuilding table columns. */
  words: { x0: number; x1: number; text: string }[];
}

interface TextItem {
  str?: string;
  transform?: number[];
  width?: number;
}

/** Text runs of the page: items on one baseline joined while the gap between them is narrow. */
export function buildSegments(items: TextItem[]): Seg[] {
  const segs: Seg[] = [];
  let cur: Seg | null = null;
  for (const it of items) {
    if (typeof it.str !== "string" || !it.transform) continue;
    const t = it.transform;
    const raw = it.str;
    if (!raw.trim()) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = t;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
    const width = it.width ?? 0;
    const rotated = Math.abs(b) > Math.abs(a) * 0.5;
    if (rotated) {
      cur = null;
      // Vertical text (y-axis labels): runs upwards or downwards from (x, y).
      const up = b > 0;
      segs.push({
        text: normalizeText(raw),
        y,
        size,
        rotated: true,
        x0: x - size * 0.8,
        x1: x + size * 0.25,
        y0: up ? y : y - width,
        y1: up ? y + width : y,
        words: [],
      });
      continue;
    }
    const x1 = x + width;
    const gap = cur ? x - cur.x1 : 0;
    // LaTeX umlauts: the diaeresis is a glyph of its own that overlaps the next letter.
    const back = cur && /(?:\u00a8|\u0308)\s*$/.test(cur.text) ? cur.size * 0.9 : (cur?.size ?? 0) * 0.3;
    if (cur && Math.abs(y - cur.y) < cur.size * 0.35 && gap > -back && gap < cur.size * 0.8) {
      cur.text += (gap > size * 0.15 && !cur.text.endsWith(" ") && !raw.startsWith(" ") ? " " : "") + raw;
      cur.x1 = Math.max(cur.x1, x1);
      cur.y0 = Math.min(cur.y0, y - size * 0.25);
      cur.y1 = Math.max(cur.y1, y + size * 0.8);
      cur.words.push({ x0: x, x1, text: raw });
      continue;
    }
    cur = {
      text: raw,
      y,
      size,
      rotated: false,
      x0: x,
      x1,
      y0: y - size * 0.25,
      y1: y + size * 0.8,
      words: [{ x0: x, x1, text: raw }],
    };
    segs.push(cur);
  }
  for (const s of segs) if (!s.rotated) s.text = normalizeText(s.text);
  return segs.filter((s) => s.text.length > 0);
}
