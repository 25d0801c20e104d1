/**
 * Which chapters are the thesis's main text (the talk must cover each) and which are appendix material.
 * Front matter, the bibliography and the appendix region are already kept out of the body by ingest; here the
 * chapters that still look like appendix are recognised: lettered ones ("A Confusion-Matrizen"), those titled
 * as appendix, and those placed after the conclusion.
 */
import type { DocumentModel, Heading } from "../document.ts";
import { chapterRole } from "../text/chapter-role.ts";
import type { AppendixChapter, MainChapter } from "./schema.ts";

/** Lists, declarations and back matter that may still appear as a top-level body chapter. */
const NOT_MAIN =
  /^(literatur|quellen|bibliogra|references|works cited|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|inhaltsverzeichnis|verzeichnis|eidesstattliche|selbstständigkeitserklärung|selbständigkeitserklärung|erklärung|declaration|danksagung|acknowledg|vorwort|sperrvermerk|glossar|glossary|list of)/iu;
const APPENDIX_TITLE = /^(anhang|anh[äa]nge|anlagen?|appendix|appendices)\b/iu;
/** "A Confusion-Matrizen", "B.2 Fragebogen", "Anhang A: …" */
const LETTERED = /^(?:[A-H](?:\.\d+)*|[A-H]\))\s+\p{L}/u;
/** A main chapter needs some text of its own to be worth a slide. */
const MIN_WORDS = 40;

export interface ChapterSplit {
  main: MainChapter[];
  appendix: AppendixChapter[];
}

export function splitChapters(doc: DocumentModel): ChapterSplit {
  const headingById = new Map<string, Heading>(doc.headings.map((h) => [h.id, h]));
  const main: MainChapter[] = [];
  const appendix: AppendixChapter[] = [];
  const n = doc.chapters.length;
  // The conclusion closes the main text when it comes in the second half (not "Schlussfolgerungen" early on).
  const closingIndex = doc.chapters.findIndex(
    (c, i) => i >= n / 2 && (c.role === "conclusion" || c.role === "outlook"),
  );
  doc.chapters.forEach((c, i) => {
    const title = c.title.trim();
    if (NOT_MAIN.test(title)) return;
    const reason: AppendixChapter["reason"] | null = APPENDIX_TITLE.test(title)
      ? "appendix-heading"
      : !c.number && LETTERED.test(title)
        ? "lettered"
        : closingIndex >= 0 &&
            i > closingIndex &&
            !["conclusion", "outlook", "discussion"].includes(chapterRole(title, true))
          ? "after-conclusion"
          : null;
    if (reason) {
      appendix.push({
        headingId: c.headingId,
        title,
        number: c.number,
        pageStart: c.pageStart,
        words: c.wordCount,
        reason,
      });
      return;
    }
    if (c.wordCount < MIN_WORDS) return;
    main.push({
      headingId: c.headingId,
      title,
      number: c.number,
      role: chapterRole(title, i >= n - 2),
      pageStart: c.pageStart,
      pageEnd: c.pageEnd,
      words: c.wordCount,
      sections: (headingById.get(c.headingId)?.children ?? []).map((s) => ({
        headingId: s.id,
        title: s.title,
        number: s.number,
        page: s.page,
        words: 0,
      })),
    });
  });
  designBeforeResults(main);
  // The appendix region after an "Anhang"/"Appendix" heading never enters the body; it is listed as read.
  for (const h of doc.appendix) {
    appendix.push({
      headingId: "",
      title: h.title,
      number: null,
      pageStart: h.page,
      words: 0,
      reason: "appendix-heading",
    });
  }
  return { main, appendix };
}

/** A title that names results outright, not only an evaluation or measurements. */
const RESULTS_TITLE = /\b(ergebnis(?:se)?|resultate?|befunde|results?|findings|auswertung|messergebnisse)\b/i;

/**
 * A chapter read as results only for "Evaluation", "Messungen" or the like, followed by a chapter that names
 * its results ("Testläufe der Evaluation", then "Ergebnisse"), describes how the results were obtained: the
 * test runs, measurements or experiments and what was expected of them. It is the method; the results are in
 * the chapter after it.
 */
function designBeforeResults(main: MainChapter[]): void {
  main.forEach((ch, i) => {
    if (ch.role !== "results" || RESULTS_TITLE.test(ch.title)) return;
    if (main.slice(i + 1).some((later) => later.role === "results" && RESULTS_TITLE.test(later.title)))
      ch.role = "method";
  });
}

/** Without recognisable chapters the whole body is one pseudo chapter, so the deck still gets content. */
export function wholeBodyChapter(doc: DocumentModel): MainChapter {
  const pages = doc.paragraphs.map((p) => p.page).filter((p): p is number => p !== null);
  return {
    headingId: "",
    title: doc.title?.trim() || (doc.language === "de" ? "Inhalt der Arbeit" : "Content"),
    number: null,
    role: "other",
    pageStart: pages.length ? Math.min(...pages) : null,
    pageEnd: pages.length ? Math.max(...pages) : null,
    words: doc.wordCount,
    sections: [],
  };
}
