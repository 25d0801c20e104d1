/**
 * The thesis's figures and tables as objects: number, caption, page, chapter, picture, and the sentences
 * that refer to them ("Abbildung 3 zeigt …", "(vgl. Tab. 2)", "see Figure 4").
 */
import type { DocumentModel } from "../document.ts";
import { captionBody, labelReferences } from "../text/caption-label.ts";
import type { ThesisFigure } from "./schema.ts";

export { captionBody };

interface Placed {
  text: string;
  chapter: number;
}

/** Numbers of the figures and of the tables a sentence refers to. */
export function referencedNumbers(text: string): { figures: string[]; tables: string[] } {
  const refs = labelReferences(text);
  return {
    figures: refs.filter((r) => r.kind === "figure").map((r) => r.number),
    tables: refs.filter((r) => r.kind === "table").map((r) => r.number),
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
