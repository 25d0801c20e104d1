/**
 * Table cells from text positions: runs inside the table region are grouped into rows by baseline and into
 * columns by the vertical white channels that no row crosses.
 */
import { joinLines, normalizeText } from "../normalize.ts";
import type { Seg } from "./text-runs.ts";

interface Word {
  x0: number;
  x1: number;
  text: string;
}

interface Row {
  y: number;
  size: number;
  words: Word[];
}

/** A word at least a tenth of a point wide (an empty run still takes a place in its column). */
const widened = (w: Word): Word => ({ ...w, x1: Math.max(w.x1, w.x0 + 0.1) });

function rowsOf(segs: Seg[]): Row[] {
  const rows: Row[] = [];
  const live = segs.filter((s) => !s.rotated);
  const scripts = new Map<Seg, Seg>();
  for (const s of live) {
    const base = live.find((b) => isScriptOf(s, b));
    if (base) scripts.set(s, base);
  }
  const rowOf = new Map<Seg, Row>();
  for (const s of [...live].filter((s) => !scripts.has(s)).sort((a, b) => b.y - a.y)) {
    const row = rows.find((r) => Math.abs(r.y - s.y) < Math.min(r.size, s.size) * 0.45);
    const words = s.words.map(widened);
    if (row) row.words.push(...words);
    else rows.push({ y: s.y, size: s.size, words });
    rowOf.set(s, row ?? (rows.at(-1) as Row));
  }
  // A super- or subscript ("g L−1", "K_m") joins the word it is set after, in its base's row; a script of
  // a script ("NAD(P)+" in a subscript) in the row of the first base that is no script.
  const rowFor = (base: Seg): Row | undefined => {
    let b: Seg | undefined = base;
    for (let hops = 0; b && hops < 4; hops++) {
      const row = rowOf.get(b);
      if (row) return row;
      b = scripts.get(b);
    }
    return undefined;
  };
  for (const [s, base] of scripts) {
    const row = rowFor(base);
    // Never lost: a script whose base has no row (a cycle) makes a row of its own.
    if (!row) {
      rows.push({
        y: s.y,
        size: s.size,
        words: s.words.map(widened),
      });
      continue;
    }
    for (const w of s.words) {
      const before = row.words.find((b) => Math.abs(b.x1 - w.x0) < 2);
      if (before) {
        before.text += w.text;
        before.x1 = Math.max(before.x1, w.x1);
      } else row.words.push(widened(w));
    }
  }
  for (const r of rows) r.words.sort((a, b) => a.x0 - b.x0);
  return rows;
}

/** Whether the run `s` is a super- or subscript set right after a word of the larger run `b`. */
function isScriptOf(s: Seg, b: Seg): boolean {
  const dy = s.y - b.y;
  const first = s.words[0];
  return (
    b !== s &&
    !b.rotated &&
    s.size <= b.size - 1.5 &&
    Math.abs(dy) >= b.size * 0.15 &&
    dy > -b.size * 0.6 &&
    dy < b.size * 0.65 &&
    first !== undefined &&
    b.words.some((w) => Math.abs(w.x1 - first.x0) < 2)
  );
}

/** Column separators: x positions of white channels at least `minGap` wide that (almost) no row crosses. */
function columnCuts(rows: Row[], minGap: number): number[] {
  const intervals = rows.flatMap((r) => r.words.map((w) => [w.x0, w.x1] as const));
  if (intervals.length === 0) return [];
  const xs = intervals.flat();
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const step = 0.5;
  const n = Math.ceil((right - left) / step) + 1;
  const cover = new Uint16Array(n);
  for (const r of rows) {
    const seen = new Uint8Array(n);
    for (const w of r.words) {
      for (let i = Math.floor((w.x0 - left) / step); i <= Math.ceil((w.x1 - left) / step) && i < n; i++) {
        if (i >= 0) seen[i] = 1;
      }
    }
    for (let i = 0; i < n; i++) cover[i] = (cover[i] as number) + (seen[i] as number);
  }
  // A spanning header cell may cross one channel; allow one crossing row when the table is long enough.
  const allowed = rows.length >= 5 ? 1 : 0;
  const cuts: number[] = [];
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const free = i < n && (cover[i] as number) <= allowed;
    if (free && start < 0) start = i;
    if (!free && start >= 0) {
      if ((i - start) * step >= minGap && start > 0 && i < n) cuts.push(left + ((start + i) / 2) * step);
      start = -1;
    }
  }
  return cuts;
}

/**
 * Numbers as printed, where math-set tables come out as one run per glyph: "4 . 671 ***" → "4.671***",
 * "− 0 . 180" → "−0.180", "( 0 . 572 )" → "(0.572)", "0, 74" → "0,74", ". 83" → ".83". Text between numbers
 * ("1, 2 und 3") keeps its spaces.
 */
export function printedNumbers(text: string): string {
  return (
    text
      // Decimal point with a space on either side, decimal comma with spaces around or only after it
      // where the cell is a single number.
      .replace(/(\d) ?\. ?(?=\d)/g, "$1.")
      .replace(/(\d) , (?=\d)/g, "$1,")
      .replace(/^([-−+]?\d+), (\d+)$/, "$1,$2")
      // A leading decimal point or sign set apart from its digits: ". 83", "− 0.18", "( − 0.18".
      .replace(/(^|[\s([])([-−+]?)\. (?=\d)/g, "$1$2.")
      .replace(/(^|[([])([-−]) (?=\.?\d)/g, "$1$2")
      .replace(/(?<![\d)]) ([-−]) (?=\.?\d)/g, " $1")
      // Brackets hugging their number: "( 0.572 )" → "(0.572)".
      .replace(/([([]) (?=[-−+]?\.?\d)/g, "$1")
      .replace(/(\d) (?=[)\]])/g, "$1")
      // Significance marks belong to their number: "4.671 ***", "0.152 +", "0.02 †".
      .replace(/([\d)]) (\*{1,3})(?=\s|$)/g, "$1$2")
      .replace(/([\d)]) ([+†‡§])$/, "$1$2")
  );
}

/**
 * Cells of a table, or null when the runs are not a grid (fewer than two columns or two rows that
 * use them).
 */
export function tableCells(segs: Seg[]): string[][] | null {
  const rows = rowsOf(segs);
  if (rows.length < 2) return null;
  const size = rows.map((r) => r.size).sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 10;
  const cuts = columnCuts(rows, size * 0.7);
  if (cuts.length === 0) return null;
  const cols = cuts.length + 1;
  let cells: string[][] = rows.map((r) => {
    const parts: string[][] = Array.from({ length: cols }, () => []);
    for (const w of r.words) {
      const mid = (w.x0 + w.x1) / 2;
      let c = 0;
      while (c < cuts.length && mid > (cuts[c] as number)) c++;
      parts[c]?.push(w.text);
    }
    return parts.map((p) => printedNumbers(normalizeText(p.join(" "))));
  });
  const multi = cells.filter((r) => r.filter((c) => c).length >= 2).length;
  if (multi < 2) return null;
  // A row with text only in some columns right below a full row continues its cells (wrapped text).
  const merged: string[][] = [];
  for (const r of cells) {
    const prev = merged.at(-1);
    const filled = r.filter((c) => c).length;
    if (prev && filled > 0 && filled <= Math.max(1, Math.floor(cols / 3)) && !r[0] && prev[0]) {
      for (let c = 0; c < cols; c++) if (r[c]) prev[c] = joinLines([prev[c] ?? "", r[c] as string]);
      continue;
    }
    merged.push([...r]);
  }
  cells = merged;
  // A row label wrapped over two lines with the numbers set beside the middle: "Sponsoren pro Gesetz-",
  // then the values with an empty label, then "entwurf".
  const labelOnly = (r: string[]) => Boolean(r[0]) && r.slice(1).every((c) => !c);
  const hasData = (r: string[]) => r.slice(1).some((c) => c);
  const out: string[][] = [];
  const labelled = new Set<string[]>();
  for (let i = 0; i < cells.length; i++) {
    const r = cells[i] as string[];
    const next = cells[i + 1];
    const prev = out.at(-1);
    if (labelOnly(r) && next && !next[0] && hasData(next)) {
      next[0] = r[0] as string;
      labelled.add(next);
      continue;
    }
    if (labelOnly(r) && prev && labelled.has(prev) && !/[.:]$/.test(prev[0] ?? "")) {
      prev[0] = joinLines([prev[0] ?? "", r[0] as string]);
      labelled.delete(prev);
      continue;
    }
    out.push(r);
  }
  cells = out;
  // Drop columns that stayed empty.
  const used = Array.from({ length: cols }, (_, c) => cells.some((r) => r[c]));
  return cells.map((r) => r.filter((_, c) => used[c]));
}
