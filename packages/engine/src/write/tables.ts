/**
 * Stage "slide-table-creator": the thesis's own tables and figures for the slides the planner gave one.
 * Tables whose cells were read are trimmed to what fits a slide (≤ 7 rows, ≤ 5 columns, short cells) and
 * marked as excerpt when trimmed; numeric tables with a few comparable series become native (editable) bar
 * charts. Every other object is its picture (an ingest artifact, loaded when the files are rendered), with
 * its caption and source line. Cell text is copied as printed, never rounded.
 */
import { z } from "zod";
import { type DocumentModel, FigureImageSchema } from "../document.ts";
import type { SlidePlan } from "../plan/planner.ts";
import type { Understanding } from "../understand/schema.ts";
import { captionBody, sourceLine } from "./figure-caption.ts";

export const SlideTableSchema = z.object({
  n: z.number().int(),
  tableIndex: z.number().int(),
  caption: z.string(),
  source: z.string(),
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Rows/columns left out to fit the slide. */
  omittedRows: z.number().int(),
  omittedCols: z.number().int(),
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
});
export type SlideFigure = z.infer<typeof SlideFigureSchema>;

export const TableStageSchema = z.object({
  tables: z.array(SlideTableSchema),
  figures: z.array(SlideFigureSchema),
});
export type TableStage = z.infer<typeof TableStageSchema>;

const MAX_ROWS = 7;
const MAX_COLS = 5;
const MAX_CELL = 38;
const NUMERIC = /^[-−+]?\d+(?:[.,]\d+)?\s*%?$/;

function cell(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= MAX_CELL
    ? t
    : `${t.slice(0, t.lastIndexOf(" ", MAX_CELL - 2) > 10 ? t.lastIndexOf(" ", MAX_CELL - 2) : MAX_CELL - 2)} …`;
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

export function createTables(
  doc: DocumentModel,
  plan: SlidePlan,
  thesis: Pick<Understanding, "figures">,
): TableStage {
  const tables: SlideTable[] = [];
  const figures: SlideFigure[] = [];
  for (const slide of plan.slides) {
    const table =
      slide.tableIndex === null ? null : slideTable(doc, slide.n, slide.tableIndex, plan.language);
    if (table) tables.push(table);
    const figure = thesis.figures.find((f) => f.id === slide.figureId);
    if (!table && figure?.image) {
      figures.push({
        n: slide.n,
        figureId: figure.id,
        image: figure.image,
        caption: captionBody(figure.caption),
        altText: figure.caption.replace(/\s+/g, " ").trim(),
        source: sourceLine(figure, plan.language),
      });
    }
  }
  return { tables, figures };
}

/** A document table trimmed to a slide, or null when the index names none. */
function slideTable(
  doc: DocumentModel,
  n: number,
  tableIndex: number,
  language: "de" | "en",
): SlideTable | null {
  const t = doc.tables[tableIndex];
  if (!t) return null;
  const all = t.cells.filter((r) => r.some((c) => c.trim()));
  const width = Math.max(...all.map((r) => r.length));
  const header = (all[0] ?? []).slice(0, MAX_COLS).map(cell);
  while (header.length < Math.min(width, MAX_COLS)) header.push("");
  const body = all.slice(1);
  const rows = body.slice(0, MAX_ROWS).map((r) => {
    const cut = r.slice(0, MAX_COLS).map(cell);
    while (cut.length < header.length) cut.push("");
    return cut;
  });
  const caption = captionBody(t.caption ?? "");
  const omittedRows = Math.max(0, body.length - rows.length);
  const omittedCols = Math.max(0, width - header.length);
  const shortened = [header, ...rows].flat().some((c) => c.endsWith(" …"));
  return {
    n,
    tableIndex,
    caption: t.caption ? caption : "",
    source: sourceLine(
      { kind: "table", number: t.number, caption: t.caption ?? "", page: t.page },
      language,
      omittedRows > 0 || omittedCols > 0 || shortened,
    ),
    header,
    rows,
    omittedRows,
    omittedCols,
    chart: body.length <= MAX_ROWS && width <= MAX_COLS ? chartFor(header, rows) : null,
  };
}
