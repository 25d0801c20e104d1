/**
 * Where a slide line comes from in the thesis, when that is a part a slide must not quote: a footnote, a
 * bibliography entry, a line of the list of contents (headings with their pages), code. Checked against what
 * ingest found (the document model's footnotes, references and headings) and by the line's shape
 * (line-rules.ts) for what ingest did not find. Also: a line cut off inside a word of the thesis.
 */
import { type DocumentModel, flattenHeadings } from "../document.ts";
import { contentTokens } from "../text/words.ts";
import { foldText } from "./bullet-rules.ts";
import { isBibliographyEntry, isCode, isFrontMatterLine } from "./line-rules.ts";

export type ThesisPart = "footnote" | "reference" | "frontMatter" | "code";

/** Share of the line's content words found in one text of the list (the best one). */
function bestShare(tokens: string[], texts: string[][]): number {
  if (tokens.length === 0) return 0;
  let best = 0;
  for (const t of texts) {
    const set = new Set(t);
    const share = tokens.filter((w) => set.has(w)).length / tokens.length;
    if (share > best) best = share;
  }
  return best;
}

export interface ThesisParts {
  footnotes: string[][];
  references: string[][];
  /** Folded heading titles of the thesis (body and appendix). */
  headings: string[];
}

export function thesisParts(doc: Pick<DocumentModel, "footnotes" | "references" | "headings" | "appendix">) {
  return {
    footnotes: doc.footnotes.map((f) => contentTokens(f.text)).filter((t) => t.length >= 4),
    references: doc.references.map((r) => contentTokens(r.raw)).filter((t) => t.length >= 3),
    headings: [...flattenHeadings(doc.headings).map((h) => h.title), ...doc.appendix.map((a) => a.title)]
      .map(foldText)
      .filter((h) => h.length >= 4),
  } satisfies ThesisParts;
}

/**
 * A line of the list of contents: two or more of the thesis's headings in one line, or one heading with its
 * number and a page ("2.1 Grundlagen 12").
 */
function isContentsOf(line: string, headings: string[]): boolean {
  const folded = ` ${foldText(line)} `;
  const inside = headings.filter((h) => folded.includes(` ${h} `));
  if (inside.length >= 2 && inside.join(" ").length >= folded.trim().length * 0.6) return true;
  const m = /^\d+(?:\.\d+)*\.?\s+(.+?)\s+\d{1,3}$/u.exec(line.trim());
  return Boolean(m && headings.includes(foldText(m[1] ?? "")));
}

/** The part of the thesis a line comes from when it is one no slide should show, or null. */
export function thesisPartOf(line: string, parts: ThesisParts): ThesisPart | null {
  if (isCode(line)) return "code";
  if (isFrontMatterLine(line) || isContentsOf(line, parts.headings)) return "frontMatter";
  const tokens = [...new Set(contentTokens(line))];
  if (isBibliographyEntry(line)) return "reference";
  if (tokens.length >= 4) {
    // Most of its words in one footnote or one bibliography entry.
    if (bestShare(tokens, parts.footnotes) >= 0.8) return "footnote";
    if (bestShare(tokens, parts.references) >= 0.8) return "reference";
  }
  return null;
}

/**
 * A line cut inside a word: it ends with a hyphen after a letter ("Entwick-"), or the thesis has the line's
 * words followed by more letters of the same word ("… der Leistungsfäh" where the thesis says
 * "Leistungsfähigkeit").
 */
export function cutInsideWord(line: string, thesisText: string): boolean {
  const text = line.trim();
  if (/\p{L}-$/u.test(text)) return true;
  const tail = /(\S+\s+\S+\s+\S+)$/u.exec(text.replace(/[.…]+$/u, ""))?.[1];
  if (!tail || tail.length < 12 || /[.!?)"“”]$/u.test(tail)) return false;
  // Cut when the thesis has these words only ever followed by more letters of the same word.
  let found = false;
  for (let at = thesisText.indexOf(tail); at >= 0; at = thesisText.indexOf(tail, at + 1)) {
    if (!/\p{L}/u.test(thesisText[at + tail.length] ?? "")) return false;
    found = true;
  }
  return found;
}
