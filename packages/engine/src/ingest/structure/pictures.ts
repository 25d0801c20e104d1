/**
 * Figures and tables found in the text get their pictures (and PDF table cells) from what the extractor
 * found; the pictures become artifacts stored beside the model.
 */
import type { Figure, Paragraph, Table } from "../../document.ts";
import type { Artifact, RawFigure } from "../blocks.ts";

const EXTENSION: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" };

/**
 * Gives the figures and tables found in the text their pictures (and PDF table cells): matched by kind and
 * number, in order; a picture whose caption is not in the text (unnumbered DOCX images) becomes a figure of
 * its own, placed in the section of the last paragraph on or before its page.
 */
export function attachPictures(
  raw: RawFigure[],
  figures: Figure[],
  tables: Table[],
  paragraphs: Paragraph[],
): Artifact[] {
  const artifacts: Artifact[] = [];
  const names = new Set<string>();
  const store = (r: RawFigure): Figure["image"] => {
    if (!r.image) return null;
    const stem = `${r.kind === "figure" ? "abb" : "tab"}-${(r.number ?? `x${artifacts.length + 1}`).replace(/[^\w.-]/g, "_")}`;
    let name = `figures/${stem}.${EXTENSION[r.image.contentType] ?? "png"}`;
    for (let i = 2; names.has(name); i++)
      name = `figures/${stem}-${i}.${EXTENSION[r.image.contentType] ?? "png"}`;
    names.add(name);
    artifacts.push({ name, contentType: r.image.contentType, data: r.image.data });
    return { artifact: name, contentType: r.image.contentType, width: r.image.width, height: r.image.height };
  };
  const sectionAt = (page: number | null) => {
    let id: string | null = null;
    for (const p of paragraphs) {
      if (page !== null && p.page !== null && p.page > page) break;
      id = p.sectionId;
    }
    return id;
  };
  const usedFigures = new Set<Figure>();
  const usedTables = new Set<Table>();
  for (const r of raw) {
    if (r.kind === "figure") {
      const match = figures.find((f) => !usedFigures.has(f) && r.number !== null && f.number === r.number);
      if (match) {
        usedFigures.add(match);
        match.image = store(r);
      } else if (r.image) {
        const figure: Figure = {
          caption: r.caption,
          number: r.number,
          page: r.page,
          sectionId: sectionAt(r.page),
          image: store(r),
        };
        usedFigures.add(figure);
        figures.push(figure);
      }
    } else {
      const match = tables.find((t) => !usedTables.has(t) && r.number !== null && t.number === r.number);
      if (match) {
        usedTables.add(match);
        match.image = store(r);
        if (match.cells.length === 0 && r.cells && r.cells.length > 1) match.cells = r.cells;
      } else if (r.image) {
        // The caption went into the picture's region (or was not read as a caption): the table still counts.
        const table: Table = {
          cells: r.cells && r.cells.length > 1 ? r.cells : [],
          caption: r.caption || null,
          number: r.number,
          page: r.page,
          sectionId: sectionAt(r.page),
          image: store(r),
        };
        usedTables.add(table);
        tables.push(table);
      }
    }
  }
  return artifacts;
}
