/**
 * How a thesis table reaches its slide: as a native, editable table (or chart) when its cells were read,
 * else as the picture the thesis shows. Figures are always pictures.
 */
import type { ThesisFigure, Understanding } from "../understand/schema.ts";

/**
 * The document-model index of a table shown natively, or null when the object is shown as its picture
 * (a figure, a table whose cells were not read, or whose cells do not make a table of 2 × 2 or more).
 */
export function nativeTableIndex(figure: ThesisFigure, thesis: Pick<Understanding, "tables">): number | null {
  if (figure.kind !== "table" || figure.tableIndex === null) return null;
  const table = thesis.tables.find((t) => t.index === figure.tableIndex);
  return table && table.rows >= 2 && table.cols >= 2 ? table.index : null;
}

/** A numeric table (a chart where the values allow one): results slides prefer these. */
export function isNumericTable(figure: ThesisFigure, thesis: Pick<Understanding, "tables">): boolean {
  const index = nativeTableIndex(figure, thesis);
  return index !== null && thesis.tables.some((t) => t.index === index && t.numeric);
}
