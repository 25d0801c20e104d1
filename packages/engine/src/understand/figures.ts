/**
 * The thesis's figures and tables as objects: number, caption, page, chapter, picture, and the sentences
 * that refer to them ("Abbildung 3 zeigt …", "(vgl. Tab. 2)", "see Figure 4").
 */
import type { DocumentModel } from "../document.ts";
import type { ThesisFigure } from "./schema.ts";

/** A caption's printed label with its number, if any: "Abbildung 3:", "Tab. 2.1 –", "Figure C3.", "Grafik:". */
const CAPTION_LABEL =
  /^\s*(?:Abbildung|Abb\.|Figure|Fig\.|Tabelle|Table|Tab\.|Grafik|Diagramm)(?:\s*[A-Z]?\.?\d+(?:[.-]\d+)*)?\s*[:.\-–—]?\s*/iu;

/** "Abbildung 3: Ablauf der Messung" → "Ablauf der Messung" (the caption as printed when it has no label). */
export function captionBody(caption: string): string {
  const text = caption.replace(/\s+/g, " ").trim();
  const body = text.replace(CAPTION_LABEL, "").trim();
  return body || text;
}

interface Placed {
  text: string;
  chapter: number;
}

const FIGURE_REF = /\b(?:Abbildung(?:en)?|Abb\.|Figure|Figures|Fig\.|Grafik|Diagramm)\s*(\d+(?:[.-]\d+)*)/giu;
const TABLE_REF = /\b(?:Tabelle(?:n)?|Tab\.|Table|Tables)\s*(\d+(?:[.-]\d+)*)/giu;

/** Numbers of the figures and of the tables a sentence refers to. */
export function referencedNumbers(text: string): { figures: string[]; tables: string[] } {
  return {
    figures: [...text.matchAll(FIGURE_REF)].map((m) => m[1] ?? ""),
    tables: [...text.matchAll(TABLE_REF)].map((m) => m[1] ?? ""),
  };
}

export function collectFigures(
  doc: DocumentModel,
  sentences: Placed[],
  chapterOfHeading: (headingId: string | null, page: number | null) => number,
): ThesisFigure[] {
  const refs = { figure: new Map<string, number[]>(), table: new Map<string, number[]>() };
  sentences.forEach((s, id) => {
    const { figures, tables } = referencedNumbers(s.text);
    for (const n of figures) refs.figure.set(n, [...(refs.figure.get(n) ?? []), id]);
    for (const n of tables) refs.table.set(n, [...(refs.table.get(n) ?? []), id]);
  });
  const ids = new Set<string>();
  const idFor = (kind: "figure" | "table", number: string | null, i: number) => {
    let id = `${kind === "figure" ? "abb" : "tab"}-${number ?? `x${i + 1}`}`;
    for (let k = 2; ids.has(id); k++)
      id = `${kind === "figure" ? "abb" : "tab"}-${number ?? `x${i + 1}`}-${k}`;
    ids.add(id);
    return id;
  };
  const figures: ThesisFigure[] = doc.figures.map((f, i) => ({
    id: idFor("figure", f.number, i),
    kind: "figure",
    number: f.number,
    caption: f.caption,
    page: f.page,
    chapter: chapterOfHeading(f.sectionId, f.page),
    sectionId: f.sectionId,
    refs: f.number ? (refs.figure.get(f.number) ?? []) : [],
    image: f.image,
    tableIndex: null,
  }));
  const tables: ThesisFigure[] = doc.tables.flatMap((t, i) =>
    t.caption || t.image
      ? [
          {
            id: idFor("table", t.number, i),
            kind: "table" as const,
            number: t.number,
            caption: t.caption ?? "",
            page: t.page,
            chapter: chapterOfHeading(t.sectionId, t.page),
            sectionId: t.sectionId,
            refs: t.number ? (refs.table.get(t.number) ?? []) : [],
            image: t.image,
            tableIndex: t.cells.length > 0 ? i : null,
          },
        ]
      : [],
  );
  // In reading order: by page, figures before tables on the same page only when the page says nothing.
  return [...figures, ...tables].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
}
