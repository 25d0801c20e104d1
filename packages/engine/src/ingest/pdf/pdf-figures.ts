/**
 * PDF figures and tables: caption → region on the page → rendered picture (and table cells).
 *
 * 1. Captions: lines that start with "Abbildung 3:", "Tab. 2.1", "Figure 4 …" (also side by side and wrapped
 *    over several lines), but not list-of-figures entries (dot leaders) or running text ("Abbildung 3 zeigt")
 *    (`caption-start.ts`, `page-captions.ts`).
 * 2. Region: images and vector paths from the page's operator list (`painted-graphics.ts`) and text runs next
 *    to the caption, walked outwards until body text, a heading or another caption (`figure-side.ts`,
 *    `figure-walk.ts`). Both sides of the caption are tried; when both have content, the side this document
 *    uses for the kind wins (`figure-run.ts`).
 * 3. Picture (`pdf-render.ts`): the page is parsed once (a render that draws nothing gives the operator list),
 *    then drawn at 150 dpi skipping the text far from the figure regions; each region is cut
 *    out, trimmed to its ink and encoded as PNG on the thread pool while the next page renders.
 * 4. Tables: cells from the text positions where the region is a grid (`pdf-table-cells.ts`).
 * Only pages with captions are opened a second time; a figure that fails is skipped with a note in
 * `diagnostics`, which travels with the document.
 */
import { type Box, union } from "./boxes.ts";
import { captionPages } from "./caption-start.ts";
import { type Layout, layoutOf } from "./figure-layout.ts";
import { type Entry, errText, FigureRun, facing, type PdfFigures } from "./figure-run.ts";
import { pad, walkSide } from "./figure-side.ts";
import { type Caption, pageCaptions } from "./page-captions.ts";
import { buildPageCtx, type PageCtx } from "./page-context.ts";

import type { PageLines, PdfDoc } from "./page-lines.ts";
import { collectGraphics } from "./painted-graphics.ts";
import { cropSnapshot, pageOps, renderPage } from "./pdf-render.ts";
import { loadPdfjs, readAhead } from "./pdfjs.ts";
import type { Seg } from "./text-runs.ts";

/** Candidate pages read and parsed ahead of the one being drawn (each holds its decoded images). */
const LOOKAHEAD = 2;

export async function extractPdfFigures(
  doc: PdfDoc,
  pages: PageLines[],
  opts: { bodySize: number },
): Promise<PdfFigures> {
  const diagnostics: string[] = [];
  try {
    return await findFigures(doc, pages, opts, diagnostics);
  } catch (err) {
    // Pictures are an extra: a failure here never fails the ingest.
    diagnostics.push(`Abbildungen nicht gelesen: ${String((err as Error)?.message ?? err).slice(0, 160)}`);
    return { figures: [], skipped: 0, diagnostics };
  }
}

type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
type PdfPage = Awaited<ReturnType<PdfDoc["getPage"]>>;
/** A candidate page opened: its text runs and captions, and its parse under way. */
type Read = { page: PdfPage; segs: Seg[]; captions: Caption[]; ops: Promise<unknown> };

async function findFigures(
  doc: PdfDoc,
  pages: PageLines[],
  { bodySize }: { bodySize: number },
  diagnostics: string[],
): Promise<PdfFigures> {
  const candidates = captionPages(pages);
  if (candidates.length === 0) return { figures: [], skipped: 0, diagnostics };
  const lay = layoutOf(pages, bodySize);
  const pdfjs = await loadPdfjs();
  const run = new FigureRun(lay, diagnostics);
  const canvasCache: { canvas?: unknown } = {};
  const read = (p: PageLines) => readCandidate(doc, p, lay, pdfjs, run);
  for (const [p, reading] of readAhead(candidates, LOOKAHEAD, read)) {
    const next = await reading;
    if (!next) continue;
    if (await drawPage(p, next, lay, pdfjs, run, canvasCache)) await run.drain();
  }
  canvasCache.canvas = undefined;
  run.settleLate();
  return run.result();
}

/**
 * A candidate page's captions, and its parse under way: pdf.js parses (and decodes the images of) the
 * next pages on its own thread while this one draws the current page.
 */
async function readCandidate(
  doc: PdfDoc,
  p: PageLines,
  lay: Layout,
  pdfjs: Pdfjs,
  run: FigureRun,
): Promise<Read | null> {
  let page: PdfPage;
  let segs: Seg[];
  let captions: Caption[];
  try {
    page = await doc.getPage(p.page);
    const items = p.items ?? (await page.getTextContent()).items;
    ({ segs, captions } = pageCaptions(p, items, lay));
  } catch (err) {
    run.diagnostics.push(`Seite ${p.page}: Beschriftungen nicht gelesen: ${errText(err)}`);
    return null;
  }
  if (captions.length === 0) return null;
  // pdf.js parses the page (and decodes its images) once: a render that draws nothing gives the
  // operator list, the real render below reuses it and draws only where the figures are.
  const ops = pageOps(page as never).then(
    (o) => o ?? page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE }),
  );
  ops.catch(() => {}); // awaited below; a failure is reported there
  return { page, segs, captions, ops };
}

/**
 * Draws one caption page and cuts the figures whose side is clear; the others wait for the document's
 * convention. False when the page had no caption with content next to it.
 */
async function drawPage(
  p: PageLines,
  { page, segs, captions, ops: parsing }: Read,
  lay: Layout,
  pdfjs: Pdfjs,
  run: FigureRun,
  canvasCache: { canvas?: unknown },
): Promise<boolean> {
  try {
    const ops = await parsing;
    const [vx0 = 0, vy0 = 0, vx1 = p.width, vy1 = p.height] = page.view as number[];
    const OPS = pdfjs.OPS as unknown as Record<string, number>;
    const { graphics, textOps } = collectGraphics(ops as never, OPS, { x0: vx0, y0: vy0, x1: vx1, y1: vy1 });
    const ctx = buildPageCtx(p, segs, captions, graphics, lay);
    const entries = captionEntries(captions, ctx, lay, run);
    if (entries.length === 0) return false;
    const regions = entries.flatMap((e) =>
      [e.above, e.below].flatMap((w) => (w ? [pad(w.box, ctx, 6)] : [])),
    );
    // Text far from every region is not drawn (glyphs are the slow part of a page).
    const farText = new Set<number>();
    for (const t of textOps) {
      if (!regions.some((r) => t.y >= r.y0 - 30 && t.y <= r.y1 + 30)) farText.add(t.index);
    }
    const rendered = await renderPage(page as never, (i) => farText.has(i), canvasCache);
    // A caption with content on both sides waits for the document's convention (and so does a caption
    // that faces it over shared content); the others are cut from the canvas right away.
    const waits = waitingEntries(entries);
    for (const e of waits) {
      let span: Box | null = null;
      for (const w of [e.above, e.below]) if (w) span = span ? union(span, w.box) : w.box;
      e.snap = rendered.snapshot(pad(span as Box, ctx, 4));
      run.defer(e);
    }
    run.settle(
      entries.filter((e) => !waits.has(e)),
      (e) => (e.above ? "above" : "below"),
      () => (box) => cropSnapshot(rendered.snapshot(box), box),
    );
  } catch (err) {
    for (const cap of captions) run.skip(cap, errText(err));
  } finally {
    try {
      page.cleanup();
    } catch {
      // a render still under way keeps its resources; they go with the document
    }
  }
  return true;
}

/** Each caption with the content on both its sides; a caption with none is skipped (noted when sure). */
function captionEntries(captions: Caption[], ctx: PageCtx, lay: Layout, run: FigureRun) {
  const entries: Entry[] = [];
  for (const cap of captions) {
    const above = walkSide(ctx, cap, "above", lay);
    const below = walkSide(ctx, cap, "below", lay);
    if (!above && !below) {
      if (cap.strong) run.skip(cap, "kein Bildbereich neben der Beschriftung gefunden");
      continue;
    }
    const e: Entry = { cap, ctx, above, below, snap: null };
    entries.push(e);
    run.vote(e);
  }
  return entries;
}

/** Captions with content on both sides, and every caption that faces one of them over shared content. */
function waitingEntries(entries: Entry[]): Set<Entry> {
  const waits = new Set(entries.filter((e) => e.above && e.below));
  for (let grew = true; grew; ) {
    grew = false;
    for (const a of entries) {
      for (const b of entries) {
        if ((facing(a, b) || facing(b, a)) && waits.has(a) !== waits.has(b)) {
          waits.add(a);
          waits.add(b);
          grew = true;
        }
      }
    }
  }
  return waits;
}
