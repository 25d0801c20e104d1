/**
 * Blocks → document model: front matter kept out of the body, heading tree, paragraphs with sections,
 * tables and figures (with their pictures as artifacts), footnotes, references, title page, language.
 * The steps live in structure/.
 */
import { type DocumentModel, flattenHeadings, type Heading, type SourceFormat } from "../document.ts";
import { captionInOwnCase, inOwnCase, spellingsOf } from "../text/title-case.ts";
import { wordCount } from "../text/words.ts";
import type { Artifact, ExtractedDocument } from "./blocks.ts";
import { chaptersOf } from "./structure/chapters.ts";
import { parseHeading } from "./structure/headings.ts";
import { detectLanguage } from "./structure/language.ts";
import { attachPictures } from "./structure/pictures.ts";
import { prepareBlocks } from "./structure/prepare-blocks.ts";
import { referenceList } from "./structure/reference-list.ts";
import { type SortedBlocks, sortBlocks } from "./structure/sort-blocks.ts";
import { chooseTitle } from "./title-page/title-choice.ts";
import { readTitlePage } from "./title-page/title-page.ts";

export interface StructureResult {
  model: DocumentModel;
  artifacts: Artifact[];
}

type Source = { format: SourceFormat; filename: string; bytes: number };

export function buildStructure(extracted: ExtractedDocument, source: Source): StructureResult {
  const sorted = sortBlocks(prepareBlocks(extracted.blocks));
  const { front, titleLines, abstractParts, headings, paragraphs, tables, figures, appendix } = sorted;
  const flat = flattenHeadings(headings);
  const bodyText = paragraphs.map((p) => p.text).join("\n");
  // Headings set in capitals take the case the thesis uses in its running text.
  const spellings = spellingsOf(bodyText);
  const language = detectLanguage(bodyText || titleLines.join("\n"));
  for (const h of flat) h.title = inOwnCase(h.title, spellings, language);
  const chapters = chaptersOf(headings, paragraphs);
  const references = referenceList(sorted.referenceBlocks, extracted);
  const titlePage = readTitlePage(extracted.titleLines, { format: source.format });
  const title = chooseTitle({
    printed: titlePage.title,
    metadata: extracted.metadataTitle,
    headings: titleHeadingsOf(sorted),
    context: titleContext(extracted, flat, sorted),
    filename: source.filename,
  });
  const artifacts = attachPictures(extracted.figures, figures, tables, paragraphs);
  // Captions set in capitals, like headings, take the case of the running text.
  for (const f of [...figures, ...tables])
    if (f.caption) f.caption = captionInOwnCase(f.caption, spellings, language);
  const warnings = readingWarnings(extracted, sorted, references.length);
  const model: DocumentModel = {
    schemaVersion: 2,
    source,
    title: title?.title ?? null,
    titleSource: title?.source ?? null,
    titlePage,
    language,
    pageCount: extracted.pageCount,
    pageCountEstimated: extracted.pageCountEstimated,
    pageLabels: extracted.pageLabels,
    wordCount: wordCount(bodyText),
    frontMatter: front,
    abstract: abstractParts.length ? abstractParts.join("\n\n") : null,
    headings,
    chapters,
    appendix,
    paragraphs,
    tables,
    figures,
    footnotes: extracted.footnotes.map((f) => ({ marker: f.marker, text: f.text, page: f.page })),
    references,
    skippedImages: extracted.skippedImages,
    ...(extracted.picturesPending ? { picturesPending: true } : {}),
    warnings,
    ...(extracted.diagnostics?.length ? { diagnostics: extracted.diagnostics } : {}),
  };
  return { model, artifacts };
}

/** Headings that may be the title: unnumbered headings on the title page, an unnumbered first chapter. */
function titleHeadingsOf({ titleHeadings, headings }: SortedBlocks): string[] {
  const firstChapter = headings[0];
  return [
    ...titleHeadings.map((h) => parseHeading(h).title),
    ...(firstChapter && firstChapter.number === null ? [firstChapter.title] : []),
  ];
}

/** The text a title is checked against: headings, the first page's lines, the first paragraphs. */
function titleContext(extracted: ExtractedDocument, flat: Heading[], { paragraphs }: SortedBlocks): string {
  return [
    ...flat.map((h) => h.title),
    ...extracted.titleLines.filter((l) => l.page === 1).map((l) => l.text),
    ...paragraphs.slice(0, 20).map((p) => p.text),
  ].join("\n");
}

/** The extractor's warnings and what the structure lacks (German, user-facing). */
function readingWarnings(extracted: ExtractedDocument, sorted: SortedBlocks, references: number): string[] {
  const warnings = [...extracted.warnings];
  if (sorted.placeholders) {
    warnings.push(
      "Die Datei enthält noch Platzhalter der Dokumentvorlage (z. B. „Überschrift1“) – sie wirkt wie ein unfertiger Entwurf.",
    );
  }
  if (sorted.headings.length === 0) warnings.push("Es wurden keine Kapitelüberschriften erkannt.");
  if (references === 0) warnings.push("Es wurde kein Literaturverzeichnis gefunden.");
  return warnings;
}
