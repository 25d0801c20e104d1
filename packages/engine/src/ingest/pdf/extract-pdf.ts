/**
 * PDF → blocks with pdf.js (legacy build, Node 20): text items → lines → paragraphs; font sizes and the
 * PDF outline give headings; running headers/footers, page numbers and footnotes are separated from the body.
 */
import { ingestErrors } from "../../errors.ts";
import { readCaptionLabel } from "../../text/caption-label.ts";
import type {
  Block,
  ExtractedDocument,
  ParagraphBlock,
  RawFigure,
  RawFootnote,
  TitleLine,
} from "../blocks.ts";
import { joinLines, looseKey, normalizeText } from "../normalize.ts";
import { parseCaptionStart } from "./caption-start.ts";
import type { Line, PageLines, PdfDoc } from "./page-lines.ts";
import { extractPdfFigures } from "./pdf-figures.ts";
import { leaseParser, loadPdfjs, type ParserLease, ParserLost, type PdfWorker, readAhead } from "./pdfjs.ts";
import { pageLabelsOf, printedPageNumbers, removeRunningLines } from "./running-lines.ts";

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

interface OutlineEntry {
  title: string;
  level: number;
  page: number | null;
}

/** Pages whose text is requested ahead of the one being read. */
const TEXT_LOOKAHEAD = 3;

const round = (n: number, step = 0.5) => Math.round(n / step) * step;

function itemsToLines(items: TextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let cur: (Line & { sizes: Map<number, number> }) | null = null;
  let breakNext = false;
  const flush = () => {
    if (!cur) return;
    let best = 0;
    let bestCount = -1;
    for (const [s, c] of cur.sizes) if (c > bestCount) [best, bestCount] = [s, c];
    const text = normalizeText(cur.text);
    if (text) lines.push({ page, x: cur.x, xEnd: cur.xEnd, y: cur.y, size: best, text });
    cur = null;
  };
  for (const it of items) {
    if (typeof it.str !== "string") continue;
    const size = round(Math.hypot(it.transform[2] ?? 0, it.transform[3] ?? 0)) || 1;
    const x = it.transform[4] ?? 0;
    const y = it.transform[5] ?? 0;
    if (it.str === "" && !it.hasEOL) continue;
    if (it.str !== "") {
      const sameLine =
        cur !== null &&
        !breakNext &&
        Math.abs(y - cur.y) < Math.max(size, 4) * 0.55 &&
        x >= cur.xEnd - Math.max(size, 4) * 0.6;
      const continuesAfterEol = cur !== null && breakNext && Math.abs(y - cur.y) < 0.5 && x >= cur.xEnd - 1; // same baseline split item
      if (!sameLine && !continuesAfterEol) {
        flush();
        cur = { page, x, xEnd: x + it.width, y, size, text: it.str, sizes: new Map() };
      } else if (cur) {
        const gap = x - cur.xEnd;
        const needsSpace = gap > size * 0.15 && !cur.text.endsWith(" ") && !it.str.startsWith(" ");
        cur.text += (needsSpace ? " " : "") + it.str;
        cur.xEnd = Math.max(cur.xEnd, x + it.width);
      }
      if (cur) {
        const chars = it.str.trim().length;
        if (chars > 0) cur.sizes.set(size, (cur.sizes.get(size) ?? 0) + chars);
      }
    }
    breakNext = Boolean(it.hasEOL);
  }
  flush();
  return lines;
}

function weightedMode(values: { value: number; weight: number }[]): number {
  const m = new Map<number, number>();
  for (const v of values) m.set(v.value, (m.get(v.value) ?? 0) + v.weight);
  let best = 0;
  let bestW = -1;
  for (const [v, w] of m) if (w > bestW) [best, bestW] = [v, w];
  return best;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Footnotes: a block of smaller lines at the bottom of a page whose first line starts with a marker. */
function splitFootnotes(p: PageLines, bodySize: number): RawFootnote[] {
  const small = (l: Line) => l.size <= bodySize * 0.92;
  let start = p.lines.length;
  while (start > 0) {
    const l = p.lines[start - 1];
    if (!l || !small(l) || l.y > p.height * 0.45) break;
    start--;
  }
  let region = p.lines.slice(start);
  // A footnote carried over from the previous page opens the block without a marker: its lines belong to
  // that note (marker "" here, joined by the caller), not to the body. At most a few such lines.
  const firstMarked = region.findIndex((l) => /^\d{1,3}\s*\S/.test(l.text));
  if (firstMarked < 0 || firstMarked > 4) return [];
  const notes: RawFootnote[] = [];
  if (firstMarked > 0) {
    notes.push({
      marker: "",
      text: joinLines(region.slice(0, firstMarked).map((l) => l.text)),
      page: p.page,
    });
    region = region.slice(firstMarked);
  }
  // The region must sit below the body text (a gap or a rule), not be a small-font table in the middle.
  for (const l of region) {
    const m = /^(\d{1,3})\s*(\S.*)$/.exec(l.text);
    const last = notes.at(-1);
    if (m && (!last?.marker || Number(m[1]) === Number(last.marker) + 1)) {
      notes.push({ marker: m[1] ?? "", text: m[2] ?? "", page: p.page });
    } else if (last) {
      last.text = joinLines([last.text, l.text]);
    }
  }
  p.lines = p.lines.slice(0, start);
  return notes;
}

/** Footnotes of all pages, a note carried over to the next page joined to its start. */
function joinCarriedNotes(notes: RawFootnote[]): RawFootnote[] {
  const out: RawFootnote[] = [];
  for (const n of notes) {
    const last = out.at(-1);
    if (n.marker === "" && last) last.text = joinLines([last.text, n.text]);
    else if (n.marker !== "") out.push(n);
  }
  return out;
}

async function readOutline(doc: PdfDoc): Promise<OutlineEntry[]> {
  const outline = await doc.getOutline().catch(() => null);
  if (!outline?.length) return [];
  const out: OutlineEntry[] = [];
  const walk = async (items: typeof outline, level: number) => {
    for (const item of items) {
      let page: number | null = null;
      try {
        const dest = typeof item.dest === "string" ? await doc.getDestination(item.dest) : item.dest;
        const ref = Array.isArray(dest) ? dest[0] : null;
        if (ref && typeof ref === "object") page = (await doc.getPageIndex(ref)) + 1;
        else if (typeof ref === "number") page = ref + 1;
      } catch {
        page = null;
      }
      out.push({ title: normalizeText(item.title), level, page });
      if (item.items?.length) await walk(item.items, level + 1);
    }
  };
  await walk(outline, 1);
  return out;
}

const FRONT_BACK_NAMES =
  /^(inhaltsverzeichnis|inhalt|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|abkürzungen|symbolverzeichnis|formelverzeichnis|literaturverzeichnis|literatur|quellenverzeichnis|quellen|anhang|anhänge|anlagen|eidesstattlicheerklärung|ehrenwörtlicheerklärung|selbstständigkeitserklärung|erklärung|sperrvermerk|abstract|kurzfassung|zusammenfassung|danksagung|vorwort|contents|tableofcontents|listoffigures|listoftables|references|bibliography|appendix|acknowledgements|acknowledgments|declaration)/;

function isHeadingCandidate(l: Line, bodySize: number): boolean {
  if (l.text.length > 160 || !/\p{L}{2}/u.test(l.text) || /(\.\s?){4,}\s*[0-9ivx]+$/i.test(l.text))
    return false;
  if (l.size >= bodySize * 1.12) return true;
  return /^\d+(\.\d+)+\.?\s+\p{Lu}/u.test(l.text) && l.text.length < 100 && !/[.,;:]$/.test(l.text);
}

interface Acc {
  lines: Line[];
}

/** Turns one page's lines into heading and paragraph blocks. */
function pageBlocks(
  p: PageLines,
  bodySize: number,
  lineGap: number,
  rightEdge: number,
  headingAt: Map<Line, { level: number | null }>,
): Block[] {
  const blocks: Block[] = [];
  let para: Acc | null = null;
  const flush = () => {
    if (!para) return;
    const text = joinLines(para.lines.map((l) => l.text));
    if (text)
      blocks.push({
        kind: "paragraph",
        text,
        page: p.page,
        lines: para.lines.map((l) => ({ text: l.text, x: l.x })),
      });
    para = null;
  };
  for (let i = 0; i < p.lines.length; i++) {
    const l = p.lines[i] as Line;
    const h = headingAt.get(l);
    if (h) {
      flush();
      const prev = blocks.at(-1);
      // A heading wrapped over two lines: same size, directly below the previous heading line.
      if (prev?.kind === "heading" && prev.page === p.page && (h as { cont?: boolean }).cont) {
        prev.text = joinLines([prev.text, l.text]);
      } else {
        blocks.push({ kind: "heading", text: l.text, level: h.level, page: p.page });
      }
      continue;
    }
    const prev: Line | undefined = para?.lines.at(-1);
    let startNew = !prev;
    if (prev) {
      const gap = prev.y - l.y;
      if (gap > lineGap * 1.45 || gap < -2) startNew = true;
      else if (Math.abs(prev.size - l.size) > 1) startNew = true;
      else if (/^([•▪◦‣–-]|\d{1,2}[.)]|[a-z][.)])\s/.test(l.text)) startNew = true;
      else if (prev.xEnd < rightEdge - bodySize * 3 && /[.:!?]["”“)]?$/.test(prev.text)) startNew = true;
      else if (l.x > prev.x + bodySize * 0.9 && /[.:!?]["”“)]?$/.test(prev.text)) startNew = true;
    }
    if (startNew) {
      flush();
      para = { lines: [l] };
    } else para?.lines.push(l);
  }
  flush();
  return blocks;
}

/**
 * Merges a paragraph continued on the next page ("… die Ergeb-" | "nisse …"), also past a figure's or
 * table's caption set between the two parts, or on the same page after a gap when it broke inside a
 * hyphenated word ("… diverse dimen-" | "sionless numbers …").
 */
export function mergeAcrossPages(blocks: Block[]): Block[] {
  const isCaption = (x: Block | undefined) => x?.kind === "paragraph" && !!readCaptionLabel(x.text)?.number;
  const out: Block[] = [];
  for (const b of blocks) {
    // Captions set between the two parts of the paragraph stay where they are, and so does a running head
    // at the top of the new page ("4 Ergebnisse").
    let k = out.length - 1;
    while (k > 0 && (isCaption(out[k]) || isRunningHead(out[k], b))) k--;
    const prev = out[k];
    if (
      b.kind === "paragraph" &&
      prev?.kind === "paragraph" &&
      (prev.page !== b.page || /\p{Ll}-$/u.test(prev.text)) &&
      !/[.!?:]["”“)]?$/.test(prev.text) &&
      (/^\p{Ll}/u.test(b.text) || continuesOnNextPage(prev, b))
    ) {
      prev.text = joinLines([prev.text, b.text]);
      prev.lines = [...(prev.lines ?? []), ...(b.lines ?? [])];
      continue;
    }
    out.push(b);
  }
  return out;
}

/** A short line without sentence punctuation on the page `next` starts ("4 Ergebnisse", "Kapitel 4"). */
function isRunningHead(block: Block | undefined, next: Block): boolean {
  return (
    block?.kind === "paragraph" &&
    next.kind === "paragraph" &&
    block.page === next.page &&
    block.text.split(/\s+/u).length <= 5 &&
    !/[.!?:,;]$/u.test(block.text)
  );
}

/**
 * A paragraph of running text that stops mid-sentence at the foot of a page ("… eine signifikant höhere")
 * continues with the next page's first paragraph even when that opens with a noun ("Aktivität und stellt
 * …"): German nouns are capitalised. Short blocks (labels, structure formulas) and formulas do not continue.
 */
function continuesOnNextPage(
  prev: { page: number | null; text: string },
  next: { page: number | null; text: string },
): boolean {
  return (
    prev.page !== next.page &&
    /\s\p{Ll}{3,}$/u.test(prev.text) &&
    prev.text.split(/\s+/u).length >= 12 &&
    // Prose, not the legend of a formula ("… − r4 (4.23) dcAceton dt").
    !/[=∑∫]|\s[−+]\s|\(\d+(?:\.\d+)*\)/u.test(prev.text.slice(-80)) &&
    /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(next.text)
  );
}

function matchOutline(pages: PageLines[], outline: OutlineEntry[], bodySize: number) {
  const headingAt = new Map<Line, { level: number | null; cont?: boolean }>();
  const unmatched: OutlineEntry[] = [];
  for (const entry of outline) {
    const target = looseKey(entry.title);
    if (!target) continue;
    const candidates = pages.filter((p) => entry.page === null || Math.abs(p.page - entry.page) <= 1);
    candidates.sort((a, b) => Math.abs(a.page - (entry.page ?? 0)) - Math.abs(b.page - (entry.page ?? 0)));
    let found = false;
    for (const p of candidates) {
      for (let i = 0; i < p.lines.length && !found; i++) {
        const l = p.lines[i] as Line;
        if (headingAt.has(l) || l.size < bodySize * 0.98 || l.y > p.height * 0.93) continue;
        const k = looseKey(l.text);
        if (k === target) {
          headingAt.set(l, { level: entry.level });
          found = true;
        } else if (k && target.startsWith(k) && k.length >= 4) {
          // Title wrapped over two lines.
          const next = p.lines[i + 1];
          if (next && looseKey(`${l.text} ${next.text}`).startsWith(target.slice(0, k.length + 4))) {
            headingAt.set(l, { level: entry.level });
            headingAt.set(next, { level: entry.level, cont: true });
            found = true;
          }
        }
      }
      if (found) break;
    }
    if (!found) unmatched.push(entry);
  }
  return { headingAt, unmatched };
}

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
    return {
      ...read,
      diagnostics: [`${err.message}; die Datei wird ohne ihn gelesen`, ...(read.diagnostics ?? [])],
    };
  } finally {
    parser.release();
  }
}

async function readPdf(
  data: Uint8Array,
  worker: PdfWorker | null,
  { pictures = true }: PdfReadOptions,
): Promise<ExtractedDocument> {
  const pdfjs = await loadPdfjs();
  let doc: PdfDoc;
  try {
    doc = await pdfjs.getDocument({
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
  try {
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
        const annotations = hasLinkText
          ? await page.getAnnotations({ intent: "display" }).catch(() => [])
          : [];
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
    for (const p of pages) delete p.items;
    const gaps: number[] = [];
    const rights: number[] = [];
    for (const p of pages) {
      for (let i = 1; i < p.lines.length; i++) {
        const a = p.lines[i - 1] as Line;
        const b = p.lines[i] as Line;
        if (a.size === bodySize && b.size === bodySize && a.y > b.y) gaps.push(a.y - b.y);
      }
      for (const l of p.lines) if (l.size === bodySize) rights.push(l.xEnd);
    }
    const lineGap = median(gaps) || bodySize * 1.2;
    const rightEdge = rights.length
      ? ([...rights].sort((a, b) => a - b)[Math.floor(rights.length * 0.9)] ?? 500)
      : 500;

    const outline = await readOutline(doc);
    let headingAt: Map<Line, { level: number | null; cont?: boolean }>;
    let unmatched: OutlineEntry[] = [];
    if (outline.length >= 3) {
      ({ headingAt, unmatched } = matchOutline(pages, outline, bodySize));
      for (const p of pages) {
        for (const l of p.lines) {
          if (!headingAt.has(l) && l.size >= bodySize * 1.12 && FRONT_BACK_NAMES.test(looseKey(l.text))) {
            headingAt.set(l, { level: 1 });
          }
        }
      }
    } else {
      headingAt = new Map();
      for (const p of pages) {
        let prevHeading: Line | null = null;
        for (const l of p.lines) {
          if (isHeadingCandidate(l, bodySize)) {
            const cont =
              prevHeading !== null &&
              prevHeading.size === l.size &&
              prevHeading.y - l.y < l.size * 1.6 &&
              !/^\d/.test(l.text);
            headingAt.set(l, { level: null, cont });
            prevHeading = l;
          } else prevHeading = null;
        }
      }
      // Level by font size rank when the text has no numbering: largest size = chapter.
      const sizes = [...new Set([...headingAt.keys()].map((l) => l.size))].sort((a, b) => b - a);
      for (const [l, h] of headingAt) {
        if (!/^\d+(\.\d+)*\.?\s/.test(l.text)) h.level = Math.min(sizes.indexOf(l.size) + 1, 4);
      }
    }

    let blocks: Block[] = [];
    for (const p of pages) {
      const pageBlocksList = pageBlocks(p, bodySize, lineGap, rightEdge, headingAt);
      for (const u of unmatched.filter((e) => e.page === p.page)) {
        pageBlocksList.unshift({ kind: "heading", text: u.title, level: u.level, page: p.page });
      }
      blocks.push(...pageBlocksList);
    }
    blocks = mergeAcrossPages(blocks);
    for (const b of blocks) if (b.kind === "paragraph") markDotLeaderToc(b);
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

function markDotLeaderToc(b: ParagraphBlock) {
  if (/(\.\s?){4,}\s*[0-9ivx]+$/i.test(b.text)) b.hint = "toc";
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
