/**
 * Where a slide line comes from in the thesis, when that is a part a slide must not quote: a footnote, a
 * bibliography entry, a line of the list of contents (headings with their pages), code. Checked against what
 * ingest found (the document model's footnotes, references and headings) and by the line's shape
 * (lines/) for what ingest did not find. Also: a line cut off inside a word of the thesis.
 */
import { type DocumentModel, flattenHeadings } from "../../document.ts";
import { contentTokens } from "../../text/words.ts";
import { isBibliographyEntry } from "../lines/bibliography-entry.ts";
import { isCode } from "../lines/code.ts";
import { foldText } from "../lines/fold-text.ts";
import { isFrontMatterLine } from "../lines/front-matter.ts";

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
    // Each title once: two sections called "Participants" are one heading name.
    headings: [
      ...new Set(
        [...flattenHeadings(doc.headings).map((h) => h.title), ...doc.appendix.map((a) => a.title)]
          .map(foldText)
          .filter((h) => h.length >= 4),
      ),
    ],
  } satisfies ThesisParts;
}

/**
 * A line of the list of contents: two or more of the thesis's headings with section numbers or pages
 * between them ("1 Einleitung 1 2 Grundlagen 3"), or one heading with its number and a page
 * ("2.1 Grundlagen 12"). Headings alone ("Diskussion und Fazit") are a fine thing for a slide to say.
 */
function isContentsOf(line: string, headings: string[]): boolean {
  const folded = ` ${foldText(line)} `;
  const inside = headings.filter((h) => folded.includes(` ${h} `));
  // Most of the line is headings, the rest their numbers and pages.
  const headingLetters = inside.join("").replace(/\s+/gu, "").length;
  const letters = folded.replace(/[\s\d]+/gu, "").length;
  if (inside.length >= 2 && /\d/u.test(folded) && headingLetters >= 0.6 * letters) return true;
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
 * A line cut inside a word: it ends with a hyphen after a letter ("Entwick-"), or the line was taken from the
 * thesis (it stands there word for word, four words or more) and the thesis goes on inside its last word at
 * every place it stands ("… steigt die Leistungsfäh" where the thesis says "Leistungsfähigkeit").
 */
export function cutInsideWord(line: string, thesisText: string): boolean {
  const text = line.trim().replace(/\s*(?:…|\.{3})$/u, "");
  if (/\p{L}-$/u.test(text)) return true;
  if (text.split(/\s+/u).length < 4 || /[.!?)"“”]$/u.test(text)) return false;
  let found = false;
  for (let at = thesisText.indexOf(text); at >= 0; at = thesisText.indexOf(text, at + 1)) {
    if (!/\p{L}/u.test(thesisText[at + text.length] ?? "")) return false;
    found = true;
  }
  return found;
}

/** Surnames that open the thesis's bibliography entries ("Müller, A. (2019) …" → "Müller"). */
export function referenceAuthors(doc: Pick<DocumentModel, "references">): Set<string> {
  const names = doc.references
    .map((r) => /^\s*(?:\[[^\]]*\]\s*)?(\p{Lu}[\p{L}'’-]{2,})/u.exec(r.raw)?.[1])
    .filter((n): n is string => Boolean(n));
  return new Set(names);
}

/** "Haller (2017) zeigt …": a name the bibliography starts an entry with, followed by a year in brackets. */
export function citesAuthor(line: string, authors: Set<string>): boolean {
  for (const m of line.matchAll(
    /(\p{Lu}[\p{L}'’-]{2,})(?:\s+(?:u\.\s?a\.|et\s+al\.))?\s*\((?:1[5-9]|20)\d\d[a-z]?\b/gu,
  ))
    if (authors.has(m[1] ?? "")) return true;
  return false;
}
