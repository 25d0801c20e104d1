import { CORPUS_DIR, corpusBytes } from "../../../../scripts/corpus.ts";
import { type DocumentModel, flattenHeadings } from "../../src/document.ts";
import type { IngestResult } from "../../src/ingest/blocks.ts";
import { ingest } from "../../src/ingest/index.ts";
import type { Understanding } from "../../src/understand/schema.ts";
import { understand } from "../../src/understand/understand.ts";

export { CORPUS_DIR, corpusBytes };

const cache = new Map<string, Promise<IngestResult>>();
/** Ingests a corpus file once per test file: the document model and its artifacts (figure pictures). */
export function corpusIngest(name: string): Promise<IngestResult> {
  let p = cache.get(name);
  if (!p) {
    p = ingest(corpusBytes(name), { filename: name });
    cache.set(name, p);
  }
  return p;
}

export async function corpusDoc(name: string): Promise<DocumentModel> {
  return (await corpusIngest(name)).doc;
}

/** The understanding of a corpus file (the "analyze-paper" stage). */
export async function corpusThesis(name: string): Promise<{ doc: DocumentModel; thesis: Understanding }> {
  const doc = await corpusDoc(name);
  return { doc, thesis: understand(doc) };
}

export const chapterTitles = (doc: DocumentModel) => doc.chapters.map((c) => c.title);
export const allHeadingTitles = (doc: DocumentModel) => flattenHeadings(doc.headings).map((h) => h.title);
export const bodyText = (doc: DocumentModel) =>
  [...doc.paragraphs.map((p) => p.text), ...allHeadingTitles(doc), ...doc.figures.map((f) => f.caption)].join(
    "\n",
  );
