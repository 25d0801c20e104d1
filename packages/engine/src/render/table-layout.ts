/**
 * Where a thesis table goes on its slide and at what size: never below 14 pt. A table that fits beside the
 * bullets stands there; a wider one goes across the slide under the bullets, which keep the height the
 * table leaves them, at 18 pt at least. Column widths follow what each column needs (its longest word or value).
 */
import { columnWidthsPt, isValue } from "../write/table-cells.ts";
import type { SlideTable } from "../write/tables.ts";
import { captionFit, SOURCE_H } from "./figure-layout.ts";
import { fitSize } from "./fit.ts";
import { textWidth, wrap } from "./measure.ts";
import type { Box } from "./picture.ts";
import { BOX } from "./theme.ts";

/** The smallest table font on a slide a room can read. */
export const TABLE_MIN_PT = 14;
/** Cell margin in inches (each side). */
export const CELL_MARGIN = 0.05;
const GAP = 0.15;
/** Bullets above a wide table keep at least this height (about two bullets), else the table stands alone. */
const MIN_BAND = 1.3;
/** Bullets in the band above a table across the slide keep this size at least (fewer bullets rather than smaller). */
export const BAND_BULLET_MIN_PT = 18;
/** Rows a wide table keeps at least when it gives way to the bullets. */
const MIN_ROWS = 3;

export interface TableLayout {
  /** The bullets' box, null when the table takes the whole body. */
  bullets: Box | null;
  /** The smallest size the bullets may take in their box (above a table across the slide). */
  bulletMinPt?: number;
  /** The table's box: caption at its top, source line at its foot. */
  table: Box;
  /** Column widths in inches. */
  colW: number[];
  size: number;
  /** Rows shown: the first ones, when the last give way to the bullets. */
  rows: number;
}

/**
 * Points each column needs at 14 pt, measured in the slide's font: its longest word (the header bold) or
 * value, or half its longest line where that is more, with the cell's margins; at least the estimate the
 * table's cut was made with (`columnWidthsPt`).
 */
function columnNeedsPt(t: Pick<SlideTable, "header" | "rows">): number[] {
  const estimate = columnWidthsPt(t.header, t.rows);
  const pad = 2 * CELL_MARGIN * 72 + 2;
  const need = (text: string, bold: boolean) =>
    Math.max(
      0,
      ...text.split("\n").map((line) => {
        const words = line.split(/\s+/).map((w) => textWidth(w, TABLE_MIN_PT, bold));
        return isValue(line)
          ? textWidth(line, TABLE_MIN_PT, bold)
          : Math.max(...words, textWidth(line, TABLE_MIN_PT, bold) / 2);
      }),
    ) + pad;
  return t.header.map((h, c) =>
    Math.max(estimate[c] ?? 0, need(h, true), ...t.rows.map((r) => need(r[c] ?? "", false))),
  );
}

/** Column widths in inches across `width`, in proportion to what each column needs at 14 pt. */
export function columnWidths(t: Pick<SlideTable, "header" | "rows">, width: number): number[] {
  const need = columnNeedsPt(t);
  const total = need.reduce((a, b) => a + b, 0) || 1;
  return need.map((n) => (n / total) * width);
}

/** Whether the table's columns hold their longest words within `width` inches at 14 pt. */
function fitsAcross(t: Pick<SlideTable, "header" | "rows">, width: number): boolean {
  return columnNeedsPt(t).reduce((a, b) => a + b, 0) <= width * 72;
}

/** Whether every word of every cell fits its column at `size` pt (the header bold): no word is broken. */
export function wordsFit(t: Pick<SlideTable, "header" | "rows">, colW: number[], size: number): boolean {
  return [t.header, ...t.rows].every((row, r) =>
    row.every((text, c) =>
      text.split(/\s+/).every((w) => textWidth(w, size, r === 0) <= ((colW[c] ?? 0) - 2 * CELL_MARGIN) * 72),
    ),
  );
}

/** Height in inches of the table's rows at `size` pt in columns of `colW` inches. */
export function tableHeight(t: Pick<SlideTable, "header" | "rows">, colW: number[], size: number): number {
  const lineH = (size * 1.2) / 72;
  return [t.header, ...t.rows].reduce((sum, row, r) => {
    const lines = Math.max(
      1,
      ...row.map((text, c) =>
        text
          .split("\n")
          .reduce(
            (n, part) =>
              n + wrap(part, Math.max(10, ((colW[c] ?? 1) - 2 * CELL_MARGIN) * 72), size, r === 0).length,
            0,
          ),
      ),
    );
    return sum + lines * lineH + 2 * CELL_MARGIN + 0.04;
  }, 0);
}

/** The table's box with its caption and source line: caption height + rows + source line. */
function boxHeight(t: Pick<SlideTable, "caption" | "header" | "rows">, width: number, size: number): number {
  const caption = captionFit(t.caption, width)?.box.h ?? 0;
  return caption + tableHeight(t, columnWidths(t, width), size) + SOURCE_H + 0.05;
}

/**
 * Beside the bullets when the table is narrow enough at 14 pt and its rows fit there; else across the
 * body under the bullets (the bullets get the height above it, or none when less than ~0.7 in is left);
 * the table alone takes the whole body. The size is 16 pt where that still fits, else 14.
 */
export function tableLayout(t: SlideTable, bullets: string[]): TableLayout {
  const sized = (box: Box, rows = t.rows.length) => {
    const shown = { ...t, rows: t.rows.slice(0, rows) };
    const colW = columnWidths(t, box.w);
    // 16 pt only where the rows still fit and every column still holds its longest word at that size.
    const size = wordsFit(shown, colW, 16) && boxHeight(shown, box.w, 16) <= box.h ? 16 : TABLE_MIN_PT;
    return { size, colW, rows };
  };
  if (bullets.length === 0) return { bullets: null, table: BOX.body, ...sized(BOX.body) };
  if (!t.wide && fitsAcross(t, BOX.side.w) && boxHeight(t, BOX.side.w, TABLE_MIN_PT) <= BOX.side.h)
    return { bullets: BOX.bodyLeft, table: BOX.side, ...sized(BOX.side) };
  // Across the slide under the bullets; the last rows give way so that the bullets keep some room, and
  // then until the bullets are readable in it (at least 18 pt; what still does not fit, the render leaves
  // to the notes).
  let rows = t.rows.length;
  const need = (n: number) =>
    Math.min(BOX.body.h, boxHeight({ ...t, rows: t.rows.slice(0, n) }, BOX.body.w, TABLE_MIN_PT));
  const bandOf = (n: number) => BOX.body.h - need(n) - GAP;
  const readable = (n: number) =>
    fitSize(bullets, { w: BOX.body.w, h: bandOf(n) }, [BAND_BULLET_MIN_PT], { bullet: true }).fits;
  while (rows > MIN_ROWS && (bandOf(rows) < MIN_BAND || !readable(rows))) rows--;
  const band = bandOf(rows);
  if (band < MIN_BAND) return { bullets: null, table: BOX.body, ...sized(BOX.body) };
  const table = { ...BOX.body, y: BOX.body.y + band + GAP, h: need(rows) };
  return { bullets: { ...BOX.body, h: band }, bulletMinPt: BAND_BULLET_MIN_PT, table, ...sized(table, rows) };
}
