/**
 * PDF → blocks with pdf.js (legacy build, Node 20): text items → lines → paragraphs; font sizes and the
 * PDF outline give headings; running headers/footers, page numbers and footnotes are separated from the body.
 */
import { ingestErrors } from "../../errors.ts";
import type { ExtractedDocument, RawFigure, TitleLine } from "../blocks.ts";
import { normalizeText } from "../normalize.ts";
import { parseCaptionStart } from "./caption-start.ts";
import { joinCarriedNotes, splitFootnotes } from "./footnotes.ts";
import { headingsOf } from "./headings.ts";
import { readOutline } from "./outline.ts";
import type { PageLines, PdfDoc } from "./page-lines.ts";
import { blocksOf } from "./paragraphs.ts";
import { extractPdfFigures } from "./pdf-figures.ts";
import { leaseParser, loadPdfjs, type ParserLease, ParserLost, type PdfWorker, readAhead } from "./pdfjs.ts";
import { pageLabelsOf, printedPageNumbers, removeRunningLines } from "./running-lines.ts";
import { joinScripts } from "./scripts.ts";
import { itemsToLines, type TextItem } from "./text-lines.ts";

/** Pages whose text is requested ahead of the one being read. */
const TEXT_LOOKAHEAD = 3;

/**
 * Text, layout, title lines and figures of a PDF. pdf.js parses on its own thread (`pdfjs.ts`); if that
 * thread is lost in the middle (a file that needs more memory than it may take), the file is read again
 * with pdf.js in this thread.
 */
export async function extractPdf(data: Uint8Array, opts: PdfReadOptions = {}): Promise<ExtractedDocument> {
  return readPdfWith(data, await leaseParser({ textOnly: opts.pictures === false }), opts);
}

export interface PdfReadOptions {
  /** false: the text only, figures and tables left for a later read (`picturesPending`). Default true. */
  pictures?: boolean;
}

/** `extractPdf` with the given hold on a parsing thread (released at the end). */
export async function readPdfWith(
  data: Uint8Array,
  parser: ParserLease,
  opts: PdfReadOptions = {},
): Promise<ExtractedDocument> {
  try {
    return await Promise.race([readPdf(data, parser.worker, opts), parser.lost]);
  } catch (err) {
    if (!(err instanceof ParserLost)) throw err;
    const read = await readPdf(data, null, opts);
    const note = `${err.message}; die Datei wird ohne ihn gelesen`;
    return { ...read, diagnostics: [note, ...(read.diagnostics ?? [])] };
  } finally {
    parser.release();
  }
}

async function readPdf(
  data: Uint8Array,
  worker: PdfWorker | null,
  { pictures = true }: PdfReadOptions,
): Promise<ExtractedDocument> {
  const doc = await openPdf(data, worker);
  try {
    const { pages, links, warnings } = await readPages(doc);
    const bodySize = weightedMode(
      pages.flatMap((p) => p.lines).map((l) => ({ value: l.size, weight: l.text.length })),
    );
    const titleLines = titleLinesOf(pages.slice(0, TITLE_PAGES));
    const pdfLabels = await doc.getPageLabels().catch(() => null);
    const pageLabels = pageLabelsOf(pdfLabels, printedPageNumbers(pages, bodySize), doc.numPages);
    removeRunningLines(pages, bodySize);
    const footnotes = joinCarriedNotes(pages.flatMap((p) => splitFootnotes(p, bodySize)));
    // Figures first: the text inside a figure's region (axis labels, table cells) is the figure's, not prose.
    const figures = pictures
      ? await extractPdfFigures(doc, pages, { bodySize })
      : { figures: [], skipped: 0, diagnostics: [] };
    removeFigureText(pages, figures.figures, bodySize);
    for (const p of pages) {
      delete p.items;
      p.lines = joinScripts(p.lines);
    }
    const { headingAt, unmatched } = headingsOf(pages, await readOutline(doc), bodySize);
    const blocks = blocksOf(pages, bodySize, headingAt, unmatched);
    const info = (await doc.getMetadata().catch(() => null))?.info as { Title?: string } | undefined;
    return {
      blocks,
      footnotes,
      pageCount: doc.numPages,
      pageCountEstimated: false,
      pageLabels,
      metadataTitle: info?.Title ? normalizeText(info.Title) : null,
      links: [...links],
      warnings,
      titleLines,
      figures: figures.figures,
      skippedImages: figures.skipped,
      ...(pictures ? {} : { picturesPending: true }),
      ...(figures.diagnostics.length ? { diagnostics: figures.diagnostics } : {}),
    };
  } finally {
    await doc.destroy();
  }
}

/** Opens the PDF with pdf.js (on the given parsing thread, or in this one); an encrypted or broken file is refused. */
async function openPdf(data: Uint8Array, worker: PdfWorker | null): Promise<PdfDoc> {
  const pdfjs = await loadPdfjs();
  try {
    return await pdfjs.getDocument({
      ...(worker ? { worker } : {}),
      data: data.slice(), // pdf.js transfers (detaches) the buffer it is given
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === "PasswordException") throw ingestErrors.encrypted();
    if (name === "InvalidPDFException") throw ingestErrors.corrupt("invalid PDF", err);
    throw ingestErrors.corrupt(String((err as Error).message ?? err), err);
  }
}

/**
 * Every page's text lines and the link targets of its annotations. A page that cannot be read stays empty
 * (with a warning); a file without readable pages, or without text (a scan), is refused.
 */
async function readPages(
  doc: PdfDoc,
): Promise<{ pages: PageLines[]; links: Set<string>; warnings: string[] }> {
  const warnings: string[] = [];
  const pages: PageLines[] = [];
  const links = new Set<string>();
  let chars = 0;
  let failedPages = 0;
  // Pages are requested a few ahead: pdf.js reads the next page's text on its thread meanwhile.
  const fetchPage = (n: number) =>
    doc.getPage(n).then(async (page) => ({ page, tc: await page.getTextContent() }));
  const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  for (const [n, fetched] of readAhead(numbers, TEXT_LOOKAHEAD, fetchPage)) {
    try {
      const { page, tc } = await fetched;
      const [, , w, h] = page.view as [number, number, number, number];
      const lines = itemsToLines(tc.items as TextItem[], n);
      for (const l of lines) chars += l.text.length;
      const hasCaption = lines.some((l) => parseCaptionStart(l.text) !== null);
      pages.push({ page: n, width: w, height: h, lines, ...(hasCaption ? { items: tc.items } : {}) });
      // Link annotations give exact URLs; reading them costs ~40 % extra, so only where the text has links.
      const hasLinkText = lines.some((l) => /https?\s*:|www\s*\.|doi/i.test(l.text));
      const annotations = hasLinkText ? await page.getAnnotations({ intent: "display" }).catch(() => []) : [];
      for (const a of annotations as { subtype?: string; url?: string }[]) {
        if (a.subtype === "Link" && typeof a.url === "string") links.add(a.url);
      }
      page.cleanup();
    } catch {
      failedPages++;
      pages.push({ page: n, width: 595, height: 842, lines: [] });
    }
  }
  if (failedPages === doc.numPages) throw ingestErrors.corrupt("no page readable");
  if (failedPages > 0)
    warnings.push(`${failedPages} Seite(n) konnten nicht gelesen werden und fehlen in der Analyse.`);
  if (chars < Math.max(200, doc.numPages * 40)) {
    throw (await hasImages(doc)) ? ingestErrors.scanned() : ingestErrors.noText();
  }
  return { pages, links, warnings };
}

function weightedMode(values: { value: number; weight: number }[]): number {
  const m = new Map<number, number>();
  for (const v of values) m.set(v.value, (m.get(v.value) ?? 0) + v.weight);
  let best = 0;
  let bestW = -1;
  for (const [v, w] of m) if (w > bestW) [best, bestW] = [v, w];
  return best;
}

/** A heading that a figure region may have reached over ("Anhang" set above the first appendix figure). */
const SECTION_START = /^(?:\d+(?:\.\d+)*\.?\s+\p{Lu}|(?:Anhang|Anh[äa]nge|Anlagen?|Appendix|Appendices)\b)/u;

/**
 * Drops the lines that lie inside a figure's or table's region (axis labels, table cells, code): they are the
 * figure's, not prose. Its caption lies outside the region and stays; so do headings set larger than the body.
 */
function removeFigureText(pages: PageLines[], figures: RawFigure[], bodySize: number): void {
  for (const f of figures) {
    const r = f.region;
    const p = f.page === null ? undefined : pages[f.page - 1];
    if (!r || !p) continue;
    p.lines = p.lines.filter(
      (l) =>
        !(l.y >= r.y0 - 1 && l.y <= r.y1 + 1 && l.x >= r.x0 - 2 && l.xEnd <= r.x1 + 2) ||
        (l.size >= bodySize * 1.12 && SECTION_START.test(l.text)),
    );
  }
}

/** A title page is on the first pages: a cover, sometimes an inner title page after it. */
const TITLE_PAGES = 3;

function titleLinesOf(pages: PageLines[]): TitleLine[] {
  return pages.flatMap((p) =>
    p.lines.map((l) => ({
      text: l.text,
      page: p.page,
      size: l.size,
      top: p.height > 0 ? Math.min(1, Math.max(0, 1 - l.y / p.height)) : null,
      center: p.width > 0 ? (l.x + l.xEnd) / 2 / p.width : null,
      bold: null,
    })),
  );
}

async function hasImages(doc: PdfDoc): Promise<boolean> {
  const pdfjs = await loadPdfjs();
  const imageOps = new Set([
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageMaskXObject,
  ]);
  for (let n = 1; n <= Math.min(doc.numPages, 3); n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    if (ops.fnArray.some((f) => imageOps.has(f))) return true;
  }
  return false;
}
