/**
 * Number faithfulness: which numbers in generated text occur in the thesis. German decimal commas,
 * thousands separators and "%" are normalised, so "84,3 %" matches "84.3%" and "1.200" matches "1200".
 * Page references ("S. 23–25", "p. 4") and clock times of the talk budget are not claims and are skipped.
 */
import type { DocumentModel } from "../model/document.ts";
import { flattenHeadings } from "../model/document.ts";

const NUMBER_RE = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*/gu;
const PAGE_REF_RE =
  /\b(?:S\.|Seiten?|pp?\.|pages?)\s*\d+(?:\s*[–—-]\s*\d+)?(?:\s*(?:,|und|and)\s*\d+(?:\s*[–—-]\s*\d+)?)*(?:\s*f{1,2}\.)?/gu;

/** Numbers as printed, after removing page references. */
export function extractNumbers(text: string): string[] {
  return text.replace(PAGE_REF_RE, " ").match(NUMBER_RE) ?? [];
}

/** All spellings a printed number may have elsewhere. */
export function numberVariants(token: string): string[] {
  const out = new Set<string>([token, token.replace(/,/g, ".")]);
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(token)) out.add(token.replace(/\./g, "").replace(",", "."));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(token)) out.add(token.replace(/,/g, ""));
  for (const v of [...out]) {
    // 84.30 ≡ 84.3; 0.50 ≡ 0.5 (trailing zeros of decimals).
    if (/^\d+\.\d+$/.test(v)) out.add(v.replace(/\.?0+$/, ""));
    // A bare leading-zero decimal printed without the zero (".05" in APA style).
    if (/^0\.\d+$/.test(v)) out.add(v.slice(1));
  }
  return [...out];
}

export class NumberIndex {
  private readonly known = new Set<string>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    for (const n of text.match(NUMBER_RE) ?? []) {
      for (const v of numberVariants(n)) this.known.add(v);
    }
  }

  has(token: string): boolean {
    return numberVariants(token).some(
      (v) => this.known.has(v) || (v.startsWith(".") && this.known.has(`0${v}`)),
    );
  }

  /** Numbers in `text` that do not occur in the indexed texts. */
  unknown(text: string): string[] {
    return extractNumbers(text).filter((n) => !this.has(n));
  }
}

/** Every piece of the thesis a number may legitimately be copied from. */
export function thesisTexts(doc: DocumentModel): string[] {
  const out: string[] = [];
  if (doc.title) out.push(doc.title);
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
  for (const r of doc.parts.keyResults) out.push(r.text);
  return out;
}

export function numberIndexFor(doc: DocumentModel, extra: string[] = []): NumberIndex {
  return new NumberIndex([...thesisTexts(doc), ...extra]);
}
