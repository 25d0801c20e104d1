/**
 * Stage "slide-table-creator": the thesis's own tables and figures for the slides the planner gave one.
 * Tables whose cells were read are trimmed to what fits a slide (≤ 7 rows, ≤ 5 columns, short cells) and
 * marked as excerpt when trimmed; numeric tables with a few comparable series become native (editable) bar
 * charts. Every other object is its picture (an ingest artifact, loaded when the files are rendered), with
 * its caption and source line. Cell text is copied as printed, never rounded. The cells, the grid, the
 * chart and what the notes say about a table each have their own `table-*.ts` file.
 */

import { z } from "zod";
import { type DocumentModel, FigureImageSchema } from "../document.ts";
import { printedNumbers } from "../ingest/pdf/pdf-table-cells.ts";
import type { SlidePlan } from "../plan/planner.ts";
import { placeOf } from "../understand/place.ts";
import type { Understanding } from "../understand/schema.ts";
import { captionBody, sourceLine } from "./figure-caption.ts";
import { cell, cellLines, columnWidthsPt, hasLongDecimal, isValue, TABLE_WIDTH_PT } from "./table-cells.ts";
import { chartFor } from "./table-chart.ts";
import { flatGrid } from "./table-grid.ts";
import { type mentions, pick, saidAbout, spoken } from "./table-mentions.ts";

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
  // A column of sentences ("Interaktion zwischen dem Mittelwert der …") beside the values it explains cannot
  // be shown whole at 14 pt: it is left out (the source line says "Auszug") rather than cut mid-sentence.
  const column = (c: number) => kept.map((i) => grid.body[i]?.[c] ?? "");
  const prose = (c: number) =>
    [grid.header[c] ?? "", ...column(c)].some((x) => x.split("\n").some((line) => cell(line).endsWith(" …")));
  const values = (c: number) => column(c).filter(isValue).length * 2 > kept.length;
  for (const c of [...cols].reverse())
    if (c > 0 && prose(c) && cols.some((x) => x > 0 && x !== c && values(x)))
      cols = cols.filter((x) => x !== c);
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
  // Decimals of five or more digits are shown to four (header and rows alike): the source line says so.
  const shownRows = [grid.header, ...kept.map((i) => grid.body[i] ?? [])];
  const rounded = shownRows.some((r) => cols.some((c) => hasLongDecimal(r[c] ?? "")));
  return {
    n,
    tableIndex,
    caption: t.caption ? caption : "",
    source: sourceLine(named, place, language, omittedRows > 0 || omittedCols > 0 || shortened, rounded),
    excerptSource: sourceLine(named, place, language, true, rounded),
    header,
    rows,
    omittedRows,
    omittedCols,
    wide: needed() > TABLE_WIDTH_PT.side,
    chart: omittedRows === 0 && omittedCols === 0 ? chartFor(header, rows) : null,
  };
}
