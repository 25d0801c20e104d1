/**
 * The thesis's tables that can stand on a slide.
 */
import type { DocumentModel } from "../document.ts";
import type { Understanding } from "./schema.ts";

/** Tables with cells that could go on a slide, with the main chapter they belong to. */
export function slideTables(
  doc: DocumentModel,
  chapterOf: (headingId: string | null, page: number | null) => number,
): Understanding["tables"] {
  return doc.tables.flatMap((t, index) => {
    const rows = t.cells.filter((r) => r.some((c) => c.trim()));
    const cols = Math.max(0, ...rows.map((r) => r.length));
    if (rows.length < 2 || cols < 2) return [];
    const chapter = chapterOf(t.sectionId, t.page);
    if (chapter < 0) return [];
    const body = rows.slice(1).flatMap((r) => r.slice(1));
    const numericCells = body.filter((c) => /^[-−+]?\d+(?:[.,]\d+)?\s*%?$/.test(c.trim())).length;
    return [
      {
        index,
        chapter,
        page: t.page,
        rows: rows.length,
        cols,
        numeric: body.length > 0 && numericCells / body.length >= 0.8,
        caption: t.caption,
      },
    ];
  });
}
