/**
 * The document's title, in the order issue 30 asks for (the same for PDF, DOCX and DOC):
 * 1. the title page as printed, or the title block at the top of a document without one (title-page.ts);
 * 2. the file's metadata title (DOCX dc:title, PDF Title), weaker than the text: never a generic value
 *    ("Microsoft Word - …", "Dokument1", "Titel"), a file name, or a title that shares no word with the
 *    document (a reused template keeps an older document's title);
 * 3. the first heading that reads as a title: one before the body, or an unnumbered first chapter, never a
 *    chapter name like "Einleitung".
 * Beyond these the understanding decides (understand.ts: the research question, then the file name).
 */
import type { TitleSource } from "../../document.ts";
import { chapterRole } from "../../text/chapter-role.ts";
import { readsAsTitle } from "./reads-as-title.ts";

export interface TitleEvidence {
  /** The title page's title (null when it prints none). */
  printed: string | null;
  /** The file's metadata title, as stored. */
  metadata: string | null;
  /** Headings that may be the title, in document order: those before the body, then an unnumbered first chapter. */
  headings: string[];
  /** Text of the document to check the metadata title against: headings and the first page's lines. */
  context: string;
  filename: string;
}

/** Chapter names a thesis title never is, beyond the chapter roles (Einleitung, Methodik, Fazit, …). */
const GENERIC_HEADING =
  /^(?:unternehmens(?:beschreibung|vorstellung|profil|porträt)|firmen(?:beschreibung|profil)|vorstellung des unternehmens|company (?:profile|description|overview)|überblick|übersicht|overview|anhang|appendix|literatur(?:verzeichnis)?|quellen(?:verzeichnis)?|references|bibliography|glossar|glossary|vorwort|preface|überschrift\s*\d*|heading\s*\d*|titel|title)$/iu;

const STOP =
  /^(?:eine[mnrs]?|sowie|durch|über|unter|nach|beim|zwischen|gegen|ohne|with|from|that|this|their|into|between|using|based|some)$/iu;

export function chooseTitle(e: TitleEvidence): { title: string; source: TitleSource } | null {
  const printed = e.printed?.trim();
  if (printed) return { title: printed, source: "title-page" };
  const meta = e.metadata?.replace(/\s+/g, " ").trim();
  if (meta && usableMetadataTitle(meta, e.filename) && sharesWord(meta, e.context))
    return { title: meta, source: "metadata" };
  const heading = e.headings.map((h) => h.trim()).find(isTitleHeading);
  return heading ? { title: heading, source: "heading" } : null;
}

/** A metadata title that may be the thesis's: no placeholder, no file name. */
export function usableMetadataTitle(t: string, filename = ""): boolean {
  const s = t.trim();
  if (s.length < 4 || !/\p{L}{3}/u.test(s)) return false;
  if (/\.(?:pdf|docx?|odt|tex|dvi|rtf|txt)$/i.test(s) || /^microsoft (?:word|powerpoint)\s*-/i.test(s))
    return false;
  if (/^[\w-]+$/.test(s) && /[_\d]/.test(s)) return false; // file-name-like: "thesis_final_v3"
  const stem = (x: string) => fileNameTitle(x).replace(/\s+/g, " ").toLowerCase();
  if (filename && stem(s) === stem(filename)) return false;
  return !/^(?:untitled|unbenannt|ohne titel|titel|title|dokument\s?\d*|document\s?\d*|präsentation|presentation|thesis|bachelorarbeit|masterarbeit|hausarbeit|seminararbeit|deckblatt|vorlage|template|entwurf|draft)$/i.test(
    s,
  );
}

/** The file name as the last-resort title: "laufen_entwurf.docx" → "laufen entwurf". */
export function fileNameTitle(filename: string): string {
  return filename
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .trim();
}

/** Whether the title shares a word (by its first five letters, so "Stornierungen" meets "Stornierung") with the text. */
function sharesWord(title: string, context: string): boolean {
  const stems = (s: string) =>
    new Set(
      (s.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP.test(w)).map((w) => w.slice(0, 5)),
    );
  const inText = stems(context);
  return [...stems(title)].some((w) => inText.has(w));
}

function isTitleHeading(h: string): boolean {
  return readsAsTitle(h) && chapterRole(h) === "other" && !GENERIC_HEADING.test(h);
}
