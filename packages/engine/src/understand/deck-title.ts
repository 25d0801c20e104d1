/**
 * The deck's title and title page: the student's, else what was read from the document, else the research
 * question, else the file name.
 */
import type { DocumentModel, TitlePage } from "../document.ts";
import { readsAsTitle } from "../ingest/title-page/reads-as-title.ts";
import { fileNameTitle } from "../ingest/title-page/title-choice.ts";
import type { DeckTitleSource, GivenTitlePage, Passage } from "./schema.ts";

/**
 * The research question as a title, for a thesis whose text names no title: one question of a title's length,
 * without its lead-in ("Die zentrale Fragestellung dieser Fallstudie ist daher: Wie kann …?" → "Wie kann …?").
 */
export function questionTitle(questions: Passage[]): string | null {
  for (const { text } of questions) {
    const q = text
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^[^:?]{3,120}:\s+(?=\p{Lu})/u, "");
    const n = q.split(" ").length;
    if (/^\p{Lu}[^?]*\?$/u.test(q) && n >= 4 && n <= 20 && readsAsTitle(q)) return q;
  }
  return null;
}

/**
 * The deck's title: the student's, else the one read from the document (title page, metadata, heading), else
 * the research question, else the file name.
 */
export function deckTitle(
  doc: DocumentModel,
  given: GivenTitlePage,
  questions: Passage[],
): { title: string; source: DeckTitleSource } {
  if (given.title) return { title: given.title, source: "given" };
  const read = doc.title?.trim();
  if (read) return { title: read, source: doc.titleSource ?? "title-page" };
  const question = questionTitle(questions);
  if (question) return { title: question, source: "question" };
  return { title: fileNameTitle(doc.source.filename), source: "file-name" };
}

/** The title page with what the student gave in place of what was read; a given title brings its own subtitle. */
export function withGivenTitlePage(read: TitlePage, given: GivenTitlePage): TitlePage {
  const out: TitlePage = { ...read };
  if (given.title !== undefined) {
    out.title = given.title;
    out.subtitle = given.subtitle ?? (given.title === read.title ? read.subtitle : null);
  } else if (given.subtitle !== undefined) out.subtitle = given.subtitle;
  if (out.subtitle === "") out.subtitle = null;
  if (given.authors) out.authors = given.authors;
  if (given.institution) out.institution = given.institution;
  if (given.supervisors) out.supervisors = given.supervisors;
  if (given.date) out.date = given.date;
  return out;
}
