/**
 * Stage "analyze-paper": the one understanding of a thesis, built from the document model in named steps:
 * chapters (main/appendix) → located and classified sentences → recognised parts → scored sentences →
 * figures and tables → tables usable on slides. The free analysis, the planner, the writer and the exam
 * questions all read this; nothing downstream reads the thesis a second way.
 */
import type { DocumentModel } from "../document.ts";
import { shortenTitle } from "../text/short-title.ts";
import { splitChapters, wholeBodyChapter } from "./chapters.ts";
import { deckTitle, withGivenTitlePage } from "./deck-title.ts";
import { collectFigures } from "./figures.ts";
import { recognizeParts } from "./parts/recognize.ts";
import { type GivenTitlePage, GivenTitlePageSchema, type Understanding } from "./schema.ts";
import { headingPlaces, locateSentences } from "./sentences.ts";
import { slideTables } from "./slide-tables.ts";
import { thesisSentences } from "./thesis-sentences.ts";
import { withFindings } from "./with-findings.ts";

/**
 * An understanding made before the student gave the title page (the free analysis) with what they gave in
 * place of what was read: the title page, and a given title as the deck's title and footer title.
 */
export function withGivenTitle(thesis: Understanding, givenTitlePage: GivenTitlePage): Understanding {
  const given = GivenTitlePageSchema.parse(givenTitlePage);
  const out: Understanding = { ...thesis, titlePage: withGivenTitlePage(thesis.titlePage, given) };
  if (!given.title) return out;
  return {
    ...out,
    title: given.title,
    shortTitle: shortenTitle(given.title),
    titleFromFilename: false,
    titleSource: "given",
  };
}

/** `given`: what the student stated about the title page (zod-checked here); it wins over what was read. */
export function understand(doc: DocumentModel, givenTitlePage: GivenTitlePage = {}): Understanding {
  const given = GivenTitlePageSchema.parse(givenTitlePage);
  const split = splitChapters(doc);
  const whole = split.main.length === 0;
  const chapters = whole ? [wholeBodyChapter(doc)] : split.main;
  const places = headingPlaces(doc, chapters);
  const chapterOf = (headingId: string | null, page: number | null): number => {
    if (whole) return 0;
    const byHeading = headingId ? places.get(headingId)?.chapter : undefined;
    if (byHeading !== undefined) return byHeading;
    return chapters.findIndex(
      (c) =>
        page !== null &&
        c.pageStart !== null &&
        c.pageEnd !== null &&
        page >= c.pageStart &&
        page <= c.pageEnd,
    );
  };

  const located = locateSentences(doc, chapters, whole, places);
  const parts = recognizeParts(located);
  const sentences = thesisSentences(located, parts, chapters);
  const thesisParts = withFindings(located, parts, sentences, given.title ?? (doc.title?.trim() || null));
  for (const s of sentences) {
    const section = chapters[s.chapter]?.sections.find((x) => x.headingId === s.sectionId);
    if (section) section.words += s.words;
  }
  const { title, source } = deckTitle(doc, given, parts.researchQuestions);
  return {
    language: doc.language,
    title,
    shortTitle: shortenTitle(title),
    titleFromFilename: source === "file-name",
    titleSource: source,
    titlePage: withGivenTitlePage(doc.titlePage, given),
    pageCount: doc.pageCount,
    pageLabels: doc.pageLabels,
    wordCount: doc.wordCount,
    chapters,
    appendix: split.appendix,
    sentences,
    parts: thesisParts,
    figures: collectFigures(doc, sentences, chapterOf),
    tables: slideTables(doc, chapterOf),
    references: doc.references.map((r) => r.raw),
    method: {
      design: parts.method?.design ?? null,
      sampleSize: parts.method?.sampleSize ?? null,
      instruments: parts.method?.instruments ?? [],
    },
  };
}
