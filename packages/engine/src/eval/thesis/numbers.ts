/**
 * Number faithfulness: the thesis texts a number on a slide may come from, indexed with the number
 * reader's `NumberIndex` (text/numbers.ts).
 */
import type { DocumentModel } from "../../document.ts";
import { flattenHeadings } from "../../document.ts";
import { NumberIndex } from "../../text/numbers.ts";

/** Every piece of the thesis a number may legitimately be copied from. */
export function thesisTexts(doc: DocumentModel): string[] {
  const out: string[] = [];
  if (doc.title) out.push(doc.title);
  // The title slide copies the title page (subtitle, institution, date).
  const tp = doc.titlePage;
  for (const field of [
    tp.subtitle,
    tp.kindOfWork,
    tp.degree,
    tp.institution,
    tp.faculty,
    tp.institute,
    tp.date,
    tp.place,
  ])
    if (field) out.push(field);
  if (doc.abstract) out.push(doc.abstract);
  for (const h of flattenHeadings(doc.headings)) out.push(`${h.number ?? ""} ${h.title}`);
  for (const c of doc.chapters) out.push(`${c.number ?? ""} ${c.title}`);
  for (const p of doc.paragraphs) out.push(p.text);
  for (const t of doc.tables) {
    if (t.caption) out.push(t.caption);
    for (const row of t.cells) out.push(row.join(" "));
  }
  for (const f of doc.figures) out.push(f.caption);
  for (const f of doc.footnotes) out.push(f.text);
  for (const r of doc.references) out.push(r.raw);
  return out;
}

export function numberIndexFor(doc: DocumentModel, extra: string[] = []): NumberIndex {
  return new NumberIndex([...thesisTexts(doc), ...extra]);
}
