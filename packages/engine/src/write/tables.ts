/**
 * Stage "slide-table-creator": the thesis's own tables and figures for the slides the planner gave one.
 * Tables whose cells were read are trimmed to what fits a slide (≤ 7 rows, ≤ 5 columns, short cells) and
 * marked as excerpt when trimmed; numeric tables with a few comparable series become native (editable) bar
 * charts. Every other object is its picture (an ingest artifact, loaded when the files are rendered), with
 * its caption and source line. Cell text is copied as printed, never rounded.
 */
import { z } from "zod";
import { type DocumentModel, FigureImageSchema } from "../document.ts";
import { printedNumbers } from "../ingest/pdf/pdf-table-cells.ts";
import type { SlidePlan } from "../plan/planner.ts";
import { placeOf } from "../understand/place.ts";
import type { Understanding } from "../understand/schema.ts";
import { captionBody, refersToTable, sourceLine } from "./figure-caption.ts";

export const SlideTableSchema = z.object({
  n: z.number().int(),
  tableIndex: z.number().int(),
  caption: z.string(),
  source: z.string(),
  /** The source line marked as excerpt, for a slide that shows fewer rows. */
  excerptSource: z.string(),
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Rows/columns left out to fit the slide. */
  omittedRows: z.number().int(),
  omittedCols: z.number().int(),
  /** Too wide to stand beside the bullets at 14 pt: the table goes across the slide. */
  wide: z.boolean(),
  chart: z
    .object({
      labels: z.array(z.string()),
      series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
      /** The printed values per series (for faithfulness and data labels). */
      printed: z.array(z.array(z.string())),
    })
    .nullable(),
});
export type SlideTable = z.infer<typeof SlideTableSchema>;

/** A thesis figure (or a table without cells) shown as its picture. */
export const SlideFigureSchema = z.object({
  n: z.number().int(),
  figureId: z.string(),
  image: FigureImageSchema,
  /** The caption without its label ("Ablauf der Messung"), shown under the picture. */
  caption: z.string(),
  /** The caption as printed: the picture's alt text. */
  altText: z.string(),
  /** "Quelle: Abb. 3, S. 12". */
  source: z.string(),
  /** The source line marked as excerpt, for a picture of which only a part is shown. */
  excerptSource: z.string(),
  /** A table shown as its picture: alone on the slide and across its width, never a thumbnail. */
  whole: z.boolean(),
});
export type SlideFigure = z.infer<typeof SlideFigureSchema>;

export const TableStageSchema = z.object({
  tables: z.array(SlideTableSchema),
  figures: z.array(SlideFigureSchema),
});
export type TableStage = z.infer<typeof TableStageSchema>;

const MAX_ROWS = 7;
const MAX_COLS = 5;
const MAX_LINES = 9;
const MAX_CELL = 38;
const NUMERIC = /^[-−+]?\d+(?:[.,]\d+)?\s*%?$/;
/** A cell that holds a value: it starts with a number ("4.671***", "(0.57)", "< .001", "27.4 (10.8)", "—"). */
const VALUE = /^(?:[(<>≤≥=~]\s*)?[-−+]?\s*(?:\d|[.,]\d)|^[—–-]$/u;
/** Points per character at 14 pt (Arial, mixed text and digits) and per cell for margins. */
const CHAR_PT = 7.4;
const CELL_PAD_PT = 10;
/** Widths in points a table may take at 14 pt: beside the bullets, across the slide. */
export const TABLE_WIDTH_PT = { side: 5.98 * 72, wide: 12.13 * 72 } as const;

function cell(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
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

const isValue = (c: string) => VALUE.test(c.trim());

/**
 * The table's grid with one header row: leading rows without values are header rows (at most three); their
 * cells are joined per column ("Full sample (N = 213)" over "n (%)" → "Full sample (N = 213) n (%)").
 * A header row below the first that is short lost its first cells to a label spanning the rows above; a
 * short first header row with one cell too few spans its last label over the last two columns; one that
 * cannot be placed is left out of the joined header rather than put over the wrong values. A body row
 * whose first cell is a value lost its label to the row above and is padded on the left.
 */
export function flatGrid(cells: string[][]): { header: string[]; body: string[][] } {
  const all = withExponents(cells.filter((r) => r.some((c) => c.trim())));
  const width = Math.max(0, ...all.map((r) => r.length));
  let h = 0;
  while (h < Math.min(3, all.length - 1) && !(all[h] ?? []).slice(1).some(isValue)) h++;
  h = Math.max(1, h);
  const pad = (r: string[], left: boolean) => {
    const gap: string[] = Array.from({ length: Math.max(0, width - r.length) }, () => "");
    return left ? [...gap, ...r] : [...r, ...gap];
  };
  const headerRows: string[][] = [];
  for (const [i, r] of all.slice(0, h).entries()) {
    if (r.length === width) headerRows.push(r);
    else if (i > 0) headerRows.push(pad(r, true));
    else if (h === 1) headerRows.push(pad(r, false));
    else if (r.length === width - 1) headerRows.push([...r, r.at(-1) ?? ""]);
  }
  const header = Array.from({ length: width }, (_, c) => {
    const parts: string[] = [];
    for (const r of headerRows) {
      const t = (r[c] ?? "").trim();
      if (t && !parts.includes(t)) parts.push(t);
    }
    return parts.join(" ");
  });
  const body = all.slice(h).map((r) => pad(r, r.length < width && isValue(r[0] ?? "")));
  // A row of bracketed values under a labelled row is its standard errors or intervals: one cell each.
  const merged: string[][] = [];
  for (const r of body) {
    const prev = merged.at(-1);
    const bracketed = r.slice(1).filter((c) => c.trim());
    if (
      prev &&
      !r[0]?.trim() &&
      bracketed.length > 0 &&
      bracketed.every((c) => /^[([].*[)\]]$/.test(c.trim())) &&
      r.every((c, i) => !c.trim() || (prev[i] ?? "").trim())
    ) {
      merged[merged.length - 1] = prev.map((p, i) => (r[i]?.trim() ? `${p}\n${r[i]?.trim()}` : p));
      continue;
    }
    merged.push(r);
  }
  // A column that holds only the rest of a unit ("]" of "[°C min⁻¹]") joins the header on its left.
  for (let c = 1; c < header.length; c++) {
    if (!/^[\])]$/.test(header[c] ?? "") || merged.some((r) => (r[c] ?? "").trim())) continue;
    const left = header.slice(0, c).findLastIndex((t) => t.trim());
    if (left < 0) continue;
    header[left] = `${header[left]}${header[c]}`;
    header[c] = "";
  }
  // Columns with neither header nor values are dropped.
  const used = header.map((t, c) => Boolean(t) || merged.some((r) => (r[c] ?? "").trim()));
  return {
    header: header.filter((_, c) => used[c]),
    body: merged.map((r) => r.filter((_, c) => used[c])),
  };
}

const SUPERSCRIPT: Record<string, string> = {
  "−": "⁻",
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/**
 * A first row of exponents only ("−1" over "Rate [°C min", "−1" over "k hyd [h ]") is the superscript of
 * the unit in the row below, which the extraction set a line higher: it goes back into that unit
 * ("[°C min⁻¹", "[h⁻¹]"), in the cell below it or the nearest one to its left.
 */
function withExponents(rows: string[][]): string[][] {
  const [top, next, ...rest] = rows;
  const exponent = (c: string) => /^[−-]?\d{1,2}$/.test(c.trim());
  if (!top || !next || !top.some((c) => c.trim()) || !top.every((c) => !c.trim() || exponent(c))) return rows;
  const below = [...next];
  for (const [c, cell] of top.entries()) {
    if (!cell.trim()) continue;
    const at = (below[c] ?? "").trim() ? c : below.slice(0, c).findLastIndex((t) => t.trim());
    const unit = below[at] ?? "";
    if (at < 0 || !/\[[^\]]*$|\[[^\]]*\s\]/.test(unit)) return rows;
    const sup = [...cell.trim()].map((ch) => SUPERSCRIPT[ch] ?? ch).join("");
    below[at] = /\s\]/.test(unit) ? unit.replace(/\s\]/, `${sup}]`) : `${unit}${sup}`;
  }
  return [below, ...rest];
}

/** Words of four letters or more and the numbers of a text, for "is this row talked about". */
function mentions(text: string): { words: Set<string>; numbers: Set<string> } {
  const lower = text.toLowerCase();
  return {
    words: new Set(lower.match(/\p{L}[\p{L}\d_-]{3,}/gu) ?? []),
    numbers: new Set((lower.match(/\d+(?:[.,]\d+)?/g) ?? []).map(numberKey).filter((n) => n.length > 1)),
  };
}

function numberKey(n: string): string {
  return n.replace(",", ".").replace(/^0+(?=\d)/, "");
}

/** How much a cell's text is talked about in `said`: its numbers count most, then its words. */
function spoken(text: string, said: ReturnType<typeof mentions>): number {
  const own = mentions(text);
  let score = 0;
  for (const n of own.numbers) if (n.includes(".") && said.numbers.has(n)) score += 3;
  for (const w of own.words) if (said.words.has(w)) score += 1;
  return score;
}

/** Indices of up to `max` items: the ones talked about first (in their order), then the rest from the top. */
function pick(scores: number[], max: number, keep: number[] = []): number[] {
  const chosen = new Set(keep);
  for (const i of scores.map((_, i) => i).filter((i) => (scores[i] ?? 0) > 0)) {
    if (chosen.size >= max) break;
    chosen.add(i);
  }
  for (let i = 0; i < scores.length && chosen.size < max; i++) chosen.add(i);
  return [...chosen].sort((a, b) => a - b);
}

function parseNumber(text: string): number {
  return Number(text.replace("−", "-").replace(/\s*%$/, "").replace(",", "."));
}

function chartFor(header: string[], rows: string[][]) {
  if (rows.length < 3 || rows.length > 12 || header.length < 2) return null;
  const numericCols = header
    .map((_, c) => c)
    .slice(1)
    .filter((c) => rows.every((r) => NUMERIC.test((r[c] ?? "").trim())));
  if (numericCols.length === 0 || numericCols.length > 3 || numericCols.length < header.length - 1)
    return null;
  const series = numericCols.map((c) => ({
    name: header[c] || `${c}`,
    values: rows.map((r) => parseNumber((r[c] ?? "").trim())),
  }));
  if (series.some((s) => s.values.some((v) => !Number.isFinite(v)))) return null;
  const maxima = series.map((s) => Math.max(...s.values.map(Math.abs)));
  const lo = Math.min(...maxima);
  const hi = Math.max(...maxima);
  if (lo === 0 || hi / lo > 10) return null;
  return {
    labels: rows.map((r) => r[0] ?? ""),
    series,
    printed: numericCols.map((c) => rows.map((r) => (r[c] ?? "").trim())),
  };
}

/** What the talk says around a slide: the sentences of its range and every sentence that names its table. */
function saidAbout(
  slide: SlidePlan["slides"][number],
  thesis: Partial<Pick<Understanding, "sentences">>,
  number: string | null,
): ReturnType<typeof mentions> {
  const sentences = thesis.sentences ?? [];
  const inRange = slide.range ? sentences.slice(slide.range.from, slide.range.to + 1) : [];
  const named = number ? sentences.filter((s) => refersToTable(s.text, number)) : [];
  return mentions([...inRange, ...named].map((s) => s.text).join(" "));
}

/** Where a table of the document stands: its printed page, else its section (its chapter from the understanding). */
function tablePlace(
  thesis: Pick<Understanding, "chapters" | "pageLabels"> & Partial<Pick<Understanding, "tables">>,
  doc: DocumentModel,
  tableIndex: number,
  language: "de" | "en",
): string {
  const t = doc.tables[tableIndex];
  if (!t) return "";
  const chapter = thesis.tables?.find((u) => u.index === tableIndex)?.chapter ?? -1;
  return placeOf(thesis, [{ page: t.page, chapter, sectionId: t.sectionId }], language);
}

export function createTables(
  doc: DocumentModel,
  plan: SlidePlan,
  thesis: Pick<Understanding, "figures" | "chapters" | "pageLabels"> &
    Partial<Pick<Understanding, "sentences" | "tables">>,
): TableStage {
  const tables: SlideTable[] = [];
  const figures: SlideFigure[] = [];
  for (const slide of plan.slides) {
    const source = slide.tableIndex === null ? undefined : doc.tables[slide.tableIndex];
    const said = saidAbout(slide, thesis, source?.number ?? null);
    const table =
      slide.tableIndex === null
        ? null
        : slideTable(
            doc,
            slide.n,
            slide.tableIndex,
            plan.language,
            said,
            tablePlace(thesis, doc, slide.tableIndex, plan.language),
          );
    if (table) tables.push(table);
    const figure = thesis.figures.find((f) => f.id === slide.figureId);
    // A table that cannot be read at 14 pt is shown as its picture, alone and across the slide.
    const image = table ? null : (figure?.image ?? source?.image ?? null);
    if (!table && image && (figure || source)) {
      const named = figure ?? {
        id: `tab-${slide.tableIndex}`,
        kind: "table" as const,
        number: source?.number ?? null,
        caption: source?.caption ?? "",
      };
      const place = figure
        ? placeOf(thesis, [figure], plan.language)
        : tablePlace(thesis, doc, slide.tableIndex as number, plan.language);
      figures.push({
        n: slide.n,
        figureId: named.id,
        image,
        caption: captionBody(named.caption),
        altText: named.caption.replace(/\s+/g, " ").trim(),
        source: sourceLine(named, place, plan.language),
        excerptSource: sourceLine(named, place, plan.language, true),
        whole: named.kind === "table",
      });
    }
  }
  return { tables, figures };
}

/** A row that is a formula's sub- or superscript: a short first cell and most cells empty. */
function formulaFragmentRow(row: string[], width: number): boolean {
  const filled = row.filter((c) => c.trim()).length;
  return filled < width / 2 && (row[0] ?? "").replace(/[^\p{L}\p{N}]/gu, "").length <= 3;
}

/**
 * A document table made readable on a slide, or null when the index names none or its cells cannot be
 * shown at 14 pt. One header row (multi-level headers joined per column), the rows and columns the talk
 * around the slide names first, then the others from the top, at most 7 × 5; columns the slide cannot
 * hold at 14 pt are left out (least talked about first). Any cut is marked as excerpt.
 */
function slideTable(
  doc: DocumentModel,
  n: number,
  tableIndex: number,
  language: "de" | "en",
  said: ReturnType<typeof mentions>,
  place: string,
): SlideTable | null {
  const t = doc.tables[tableIndex];
  if (!t) return null;
  const grid = flatGrid(t.cells.map((r) => r.map((c) => printedNumbers(c.replace(/[ \t]+/g, " ").trim()))));
  const width = grid.header.length;
  if (width < 2 || grid.body.length === 0) return null;
  // A table whose values the extraction lost (every cell beside the first column empty) shows nothing.
  if (grid.body.every((r) => r.slice(1).every((c) => !c.trim()))) return null;
  // A table set as formulas comes out with its sub- and superscripts as rows of their own ("app | −1",
  // "∗"): its picture reads better than its cells.
  if (grid.body.filter((r) => formulaFragmentRow(r, width)).length >= Math.max(2, grid.body.length * 0.2))
    return null;
  const colScore = grid.header.map((h, c) =>
    c === 0 ? 0 : spoken(h, said) + grid.body.reduce((sum, r) => sum + spoken(r[c] ?? "", said), 0),
  );
  let cols = pick(colScore, MAX_COLS, [0]);
  const rowScore = grid.body.map((r) => cols.reduce((sum, c) => sum + spoken(r[c] ?? "", said), 0));
  const kept = pick(rowScore, MAX_ROWS);
  // Two-line rows (a value over its standard error) count twice: at most MAX_LINES lines at 14 pt.
  const lines = (i: number) => Math.max(1, ...(grid.body[i] ?? []).map((c) => c.split("\n").length));
  while (kept.length > 2 && kept.reduce((sum, i) => sum + lines(i), 0) > MAX_LINES) {
    const unspoken = kept.filter((i) => (rowScore[i] ?? 0) === 0);
    const drop = unspoken.at(-1) ?? kept.at(-1);
    kept.splice(kept.indexOf(drop as number), 1);
  }
  const shape = (cs: number[]) => ({
    header: cs.map((c) => cell(grid.header[c] ?? "")),
    rows: kept.map((i) => cs.map((c) => cellLines(grid.body[i]?.[c] ?? ""))),
  });
  let { header, rows } = shape(cols);
  const needed = () => columnWidthsPt(header, rows).reduce((a, b) => a + b, 0);
  while (needed() > TABLE_WIDTH_PT.wide && cols.length > 2) {
    // The least talked-about column goes first; among equals the rightmost.
    const drop = cols
      .slice(1)
      .reduce((worst, c) => ((colScore[c] ?? 0) <= (colScore[worst] ?? 0) ? c : worst), cols[1] as number);
    cols = cols.filter((c) => c !== drop);
    ({ header, rows } = shape(cols));
  }
  if (needed() > TABLE_WIDTH_PT.wide) return null;
  const caption = captionBody(t.caption ?? "");
  const named = { kind: "table" as const, number: t.number, caption: t.caption ?? "" };
  const omittedRows = grid.body.length - rows.length;
  const omittedCols = width - header.length;
  const shortened = [header, ...rows].flat().some((c) => c.endsWith(" …"));
  return {
    n,
    tableIndex,
    caption: t.caption ? caption : "",
    source: sourceLine(named, place, language, omittedRows > 0 || omittedCols > 0 || shortened),
    excerptSource: sourceLine(named, place, language, true),
    header,
    rows,
    omittedRows,
    omittedCols,
    wide: needed() > TABLE_WIDTH_PT.side,
    chart: omittedRows === 0 && omittedCols === 0 ? chartFor(header, rows) : null,
  };
}

/** A cell cut to a readable length; a value with its standard error below keeps both lines. */
function cellLines(text: string): string {
  return text
    .split("\n")
    .map((line) => cell(line))
    .join("\n");
}
