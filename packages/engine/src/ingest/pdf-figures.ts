/**
 * PDF figures and tables: caption → region on the page → rendered picture (and table cells).
 *
 * 1. Captions: lines that start with "Abbildung 3:", "Tab. 2.1", "Figure 4 …" (also side by side and wrapped
 *    over several lines), but not list-of-figures entries (dot leaders) or running text ("Abbildung 3 zeigt").
 * 2. Region: images and vector paths from the page's operator list and text runs next to the caption, walked
 *    outwards until body text, a heading or another caption (see `pdf-figure-region.ts`). Both sides of the
 *    caption are tried; when both have content, the side this document uses for the kind wins.
 * 3. Picture (`pdf-render.ts`): the page is parsed once (a render that draws nothing gives the operator list),
 *    then drawn at 150 dpi skipping the text far from the figure regions; each region is cut
 *    out, trimmed to its ink and encoded as PNG on the thread pool while the next page renders.
 * 4. Tables: cells from the text positions where the region is a grid (`pdf-table-cells.ts`).
 * Only pages with captions are opened a second time; a figure that fails is skipped with a warning.
 */

import { LABEL_NUMBER, LABEL_WORD, labelKind } from "../text/caption-label.ts";
import type { RawFigure } from "./blocks.ts";
import type { Line, PageLines, PdfDoc } from "./extract-pdf.ts";
import { joinLines } from "./normalize.ts";
import {
  type Box,
  buildSegments,
  collectGraphics,
  covers,
  type Graphic,
  type RegionItem,
  type Seg,
  union,
  type Walk,
  walkFrom,
} from "./pdf-figure-region.ts";
import {
  cropSnapshot,
  encodePng,
  type Pixels,
  pageOps,
  RenderError,
  renderPage,
  type Snapshot,
} from "./pdf-render.ts";
import { tableCells } from "./pdf-table-cells.ts";
import { loadPdfjs, readAhead } from "./pdfjs.ts";

const LABEL = String.raw`(${LABEL_WORD})\s*(${LABEL_NUMBER})`;
/** Label + number + separator or text: "Abbildung 3: …", "Tab. 2.1 …", "Figure 4. …", "Abbildung 5 – …". */
const CAPTION_START = new RegExp(String.raw`^${LABEL}(?:\s*([:.–—|-])\s*|\s+(?=\S)|$)(.*)$`, "iu");
/** Dot leaders with a page number: a list-of-figures entry. */
const LEADERS = /(?:\.\s?){4,}\s*[0-9ivxlc]*\s*$|…\s*\d+\s*$/i;

interface CaptionLabel {
  kind: "figure" | "table";
  number: string;
  separator: boolean;
  rest: string;
}

export function parseCaptionStart(text: string): CaptionLabel | null {
  const m = CAPTION_START.exec(text.trim());
  if (!m) return null;
  const rest = (m[4] ?? "").trim();
  const separator = m[3] !== undefined;
  // "Abbildung 3 zeigt …", "Tabelle 2, Seite 4)", "Abb. 4)" are references in running text.
  if (!separator && (/^[\p{Ll},;)\]]/u.test(rest) || rest === "")) return null;
  if (separator && m[3] === "." && /^\p{Ll}/u.test(rest)) return null;
  return {
    kind: labelKind(m[1] ?? ""),
    number: (m[2] ?? "").replace(/–/g, "-"),
    separator,
    rest,
  };
}

interface Caption {
  label: CaptionLabel;
  page: number;
  segs: Seg[];
  box: Box;
  text: string;
  /** Horizontal range where this caption's figure may lie (split for captions side by side). */
  col: [number, number];
  /** Sure enough to warn when no region is found (separator, own font size or centred). */
  strong: boolean;
}

interface PageCtx {
  page: number;
  width: number;
  height: number;
  segs: Seg[];
  graphics: Graphic[];
  /** Runs that stop a figure: body text lines, headings, footnotes. */
  barriers: Box[];
  captions: Caption[];
}

interface Layout {
  /** Baseline of running headers that stayed in the text (chapter headers), null if none. */
  headerY: number | null;
  footerY: number | null;
  bodySize: number;
  lineGap: number;
  textLeft: number;
  textRight: number;
}

const quantile = (xs: number[], q: number, fallback: number) => {
  if (xs.length === 0) return fallback;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? fallback;
};

function layoutOf(pages: PageLines[], bodySize: number): Layout {
  const gaps: number[] = [];
  const lefts: number[] = [];
  const rights: number[] = [];
  for (const p of pages) {
    for (let i = 0; i < p.lines.length; i++) {
      const b = p.lines[i] as Line;
      if (Math.abs(b.size - bodySize) > 0.6) continue;
      lefts.push(b.x);
      rights.push(b.xEnd);
      const a = p.lines[i - 1];
      if (a && Math.abs(a.size - bodySize) <= 0.6 && a.y > b.y) gaps.push(a.y - b.y);
    }
  }
  // A running header left in the text (chapter headers that repeat on too few pages to be removed): the top
  // line of many pages on the same baseline, set apart from the text below it, with a repeating text.
  const lineGap = quantile(gaps, 0.5, bodySize * 1.2);
  const key = (t: string) => t.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");
  const band = (
    pick: (p: PageLines) => [Line, Line | undefined] | null,
    zone: (y: number, h: number) => boolean,
  ) => {
    const cands: { y: number; key: string }[] = [];
    for (const p of pages) {
      const r = pick(p);
      if (!r) continue;
      const [l, next] = r;
      if (!zone(l.y, p.height) || (next && Math.abs(next.y - l.y) < lineGap * 1.4)) continue;
      cands.push({ y: Math.round(l.y), key: key(l.text) });
    }
    const keys = new Map<string, number>();
    for (const c of cands) keys.set(c.key, (keys.get(c.key) ?? 0) + 1);
    const count = new Map<number, number>();
    for (const c of cands) if ((keys.get(c.key) ?? 0) >= 2) count.set(c.y, (count.get(c.y) ?? 0) + 1);
    let best: number | null = null;
    let n = 0;
    for (const [y, c] of count) if (c > n) [best, n] = [y, c];
    return n >= Math.max(3, pages.length * 0.2) ? best : null;
  };
  const sortedLines = (p: PageLines) => [...p.lines].sort((a, b) => b.y - a.y);
  const top = (p: PageLines): [Line, Line | undefined] | null => {
    const ls = sortedLines(p);
    return ls[0] ? [ls[0], ls[1]] : null;
  };
  const bottom = (p: PageLines): [Line, Line | undefined] | null => {
    const ls = sortedLines(p);
    const l = ls.at(-1);
    return l ? [l, ls.at(-2)] : null;
  };
  return {
    headerY: band(top, (y, h) => y > h * 0.85),
    footerY: band(bottom, (y, h) => y < h * 0.12),
    bodySize,
    lineGap,
    textLeft: quantile(lefts, 0.1, 72),
    textRight: quantile(rights, 0.9, 520),
  };
}

/** Pages worth opening: a line starts with a caption label (cheap test on the extracted lines). */
function captionPages(pages: PageLines[]): PageLines[] {
  return pages.filter((p) =>
    p.lines.some((l) => parseCaptionStart(l.text) !== null && !LEADERS.test(l.text)),
  );
}

const isRunning = (s: Seg, lay: Layout) =>
  (lay.headerY !== null && s.y >= lay.headerY - 1) || (lay.footerY !== null && s.y <= lay.footerY + 1);

const lineBox = (l: Line): Box => ({ x0: l.x, x1: l.xEnd, y0: l.y - l.size * 0.25, y1: l.y + l.size * 0.8 });
const overlapX = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/** Assigns each run to the extracted line it belongs to (null: running header/footer or footnote). */
function lineOf(seg: Seg, lines: Line[]): Line | null {
  for (const l of lines) {
    if (Math.abs(l.y - seg.y) < Math.max(1, l.size * 0.3) && seg.x0 >= l.x - 1.5 && seg.x1 <= l.xEnd + 1.5)
      return l;
  }
  return null;
}

/** Text runs of a caption page and its captions. */
function pageCaptions(p: PageLines, items: unknown[], lay: Layout) {
  const all = buildSegments(items as never[]);
  const segLine = new Map<Seg, Line | null>();
  for (const s of all) segLine.set(s, s.rotated ? null : lineOf(s, p.lines));
  const inZone = (s: Seg) => s.y > p.height * 0.9 || s.y < p.height * 0.1;
  // Running headers, footers and page numbers are not part of anything.
  const segs = all.filter((s) => !isRunning(s, lay) && (segLine.get(s) || s.rotated || !inZone(s)));
  return { segs, segLine, captions: findCaptions(p, segs, segLine, lay) };
}

function buildPageCtx(
  p: PageLines,
  segs: Seg[],
  captions: Caption[],
  graphics: Graphic[],
  lay: Layout,
): PageCtx {
  const segLine = new Map<Seg, Line | null>();
  for (const s of segs) segLine.set(s, s.rotated ? null : lineOf(s, p.lines));
  // Graphics in the header/footer zone that are thin rules belong to the page decoration.
  const deco = (g: Graphic) =>
    (!g.image &&
      g.y1 - g.y0 < 2 &&
      (g.y0 > p.height * 0.88 ||
        g.y1 < p.height * 0.1 ||
        (lay.headerY !== null && g.y0 > lay.headerY - 12)) &&
      g.x1 - g.x0 > p.width * 0.3) ||
    (lay.headerY !== null && g.y0 >= lay.headerY - 3) ||
    (lay.footerY !== null && g.y1 <= lay.footerY + 3);
  const gfx = graphics.filter((g) => !deco(g));

  const bs = lay.bodySize;
  const textWidth = lay.textRight - lay.textLeft;
  const captionSegs = new Set(captions.flatMap((c) => c.segs));

  // Body lines: body size, most of the text width, words in one run (no column gaps), not inside a drawing.
  const segsOfLine = new Map<Line, Seg[]>();
  for (const s of segs) {
    const l = segLine.get(s);
    if (l) segsOfLine.set(l, [...(segsOfLine.get(l) ?? []), s]);
  }
  const covered = (b: Box) => gfx.some((g) => covers(g, b));
  const barrierLines = new Set<Line>();
  const isBodySize = (l: Line) => Math.abs(l.size - bs) <= Math.max(0.6, bs * 0.06);
  // A body line holds words; a table row of symbols, units and numbers ("m,PD,1 mM 96,91 20,24") does not.
  const words = (l: Line) => (l.text.match(/\p{L}{3,}/gu) ?? []).length >= 4;
  const plain = (l: Line) => {
    const ss = segsOfLine.get(l) ?? [];
    return ss.length > 0 && ss.every((s) => !captionSegs.has(s)) && wideGaps(ss) === 0;
  };
  for (const l of p.lines) {
    const ss = segsOfLine.get(l) ?? [];
    if (ss.some((s) => captionSegs.has(s))) continue;
    const b = lineBox(l);
    if (l.size >= bs * 1.12 && plain(l) && !covered(b))
      barrierLines.add(l); // heading
    else if (isBodySize(l) && l.xEnd - l.x >= textWidth * 0.6 && plain(l) && words(l) && !covered(b))
      barrierLines.add(l);
  }
  // The short first and last lines of a paragraph belong to it.
  const ordered = [...p.lines].sort((a, b) => b.y - a.y);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < ordered.length; i++) {
      const l = ordered[i] as Line;
      if (barrierLines.has(l) || !isBodySize(l) || !plain(l) || covered(lineBox(l))) continue;
      const prev = ordered[i - 1];
      const next = ordered[i + 1];
      const joins = (o: Line | undefined) =>
        o !== undefined &&
        barrierLines.has(o) &&
        isBodySize(o) &&
        Math.abs(o.y - l.y) <= lay.lineGap * 1.25 &&
        Math.abs(o.x - l.x) < bs * 2.5;
      if (joins(prev) || joins(next)) barrierLines.add(l);
    }
  }
  const barriers: Box[] = [...barrierLines].map(lineBox);
  // Footnotes (runs not on any extracted line, outside the header zone) stop a figure too.
  for (const s of segs)
    if (!segLine.get(s) && !s.rotated && s.size < bs * 0.95 && s.y < p.height * 0.3 && !covered(s))
      barriers.push(s);
  return { page: p.page, width: p.width, height: p.height, segs, graphics: gfx, barriers, captions };
}

/** Number of gaps wider than 1.5 em between the runs of one line (table columns). */
function wideGaps(ss: Seg[]): number {
  const s = [...ss].sort((a, b) => a.x0 - b.x0);
  let n = 0;
  for (let i = 1; i < s.length; i++) {
    const a = s[i - 1] as Seg;
    const b = s[i] as Seg;
    if (b.x0 - a.x1 > Math.max(a.size, b.size) * 1.5) n++;
  }
  return n;
}

function findCaptions(p: PageLines, segs: Seg[], segLine: Map<Seg, Line | null>, lay: Layout): Caption[] {
  const out: Caption[] = [];
  const used = new Set<Seg>();
  const textWidth = lay.textRight - lay.textLeft;
  const byY = [...segs].filter((s) => !s.rotated).sort((a, b) => b.y - a.y || a.x0 - b.x0);
  for (const s of byY) {
    if (used.has(s)) continue;
    const label = parseCaptionStart(s.text);
    if (!label) continue;
    const line = segLine.get(s);
    if (!line) continue;
    if (LEADERS.test(line.text)) continue;
    // A paragraph line that happens to start with "Abbildung 3": the line above is body text right above it.
    const above = p.lines.find(
      (l) =>
        l !== line &&
        l.y > line.y &&
        l.y - line.y <= lay.lineGap * 1.2 &&
        Math.abs(l.x - line.x) < 2 &&
        Math.abs(l.size - line.size) < 0.5 &&
        l.xEnd - l.x > textWidth * 0.8 &&
        !/[.:!?]$/.test(l.text),
    );
    if (above && !label.separator) continue;
    if (above && /\($/.test(above.text)) continue;
    const block = [s];
    used.add(s);
    // Wrapped caption: following runs right below, same size, within the caption's column.
    let last = s;
    for (;;) {
      const next = byY.find(
        (o) =>
          !used.has(o) &&
          o.y < last.y &&
          last.y - o.y <= Math.max(last.size * 1.5, lay.lineGap * 1.15) &&
          Math.abs(o.size - last.size) < 0.6 &&
          overlapX(o, s) > (o.x1 - o.x0) * 0.6,
      );
      if (!next || parseCaptionStart(next.text)) break;
      const wrapped =
        /[-–]$/.test(last.text) ||
        /^[\p{Ll}(]/u.test(next.text) ||
        last.x1 - last.x0 >= Math.min(textWidth, (last.x1 - s.x0) * 1.0) * 0.7 ||
        (last.x1 - last.x0 >= (s.x1 - s.x0) * 0.9 && block.length > 1);
      if (!wrapped) break;
      // A body line right after a short caption is the next paragraph, not the caption.
      if (LEADERS.test(next.text)) {
        block.length = 0;
        break;
      }
      block.push(next);
      used.add(next);
      last = next;
    }
    if (block.length === 0) continue;
    if (LEADERS.test(last.text)) continue;
    const box = block.reduce<Box>((acc, b) => union(acc, b), block[0] as Box);
    const center = (box.x0 + box.x1) / 2;
    const centred =
      Math.abs(center - (lay.textLeft + lay.textRight) / 2) < lay.bodySize * 2 &&
      box.x1 - box.x0 < textWidth * 0.9;
    const ownSize = Math.abs(s.size - lay.bodySize) > 0.6;
    out.push({
      label,
      page: p.page,
      segs: block,
      box,
      text: joinLines(block.map((b) => b.text)),
      col: [0, p.width],
      strong: label.separator || centred || ownSize,
    });
  }
  // Captions side by side (subfigures in minipages): each gets its half of the page.
  for (const c of out) {
    for (const o of out) {
      if (o === c || Math.abs((o.segs[0] as Seg).y - (c.segs[0] as Seg).y) > (c.segs[0] as Seg).size * 0.5)
        continue;
      const mid = o.box.x0 > c.box.x1 ? (c.box.x1 + o.box.x0) / 2 : (o.box.x1 + c.box.x0) / 2;
      if (o.box.x0 > c.box.x1) c.col[1] = Math.min(c.col[1], mid);
      else c.col[0] = Math.max(c.col[0], mid);
    }
  }
  return out;
}

function walkSide(ctx: PageCtx, cap: Caption, side: Side, lay: Layout, stopAt?: number): Walk | null {
  const dir = side === "above" ? 1 : -1;
  const edge = side === "above" ? cap.box.y1 : cap.box.y0;
  const [cx0, cx1] = cap.col;
  const inCol = (b: Box) => {
    const mid = (b.x0 + b.x1) / 2;
    const split = cx0 > 0 || cx1 < ctx.width;
    return split ? mid >= cx0 && mid <= cx1 : b.x1 > cx0 && b.x0 < cx1;
  };
  // The nearest barrier on this side (body line, heading, footnote, other caption) limits the walk.
  let limit = side === "above" ? ctx.height * 0.95 : ctx.height * 0.05;
  const stops: Box[] = [...ctx.barriers, ...ctx.captions.filter((c) => c !== cap).map((c) => c.box)];
  for (const b of stops) {
    if (!inCol(b) && overlapX(b, { x0: cx0, x1: cx1, y0: 0, y1: 0 }) < 1) continue;
    if (side === "above" && b.y0 >= edge - 1) limit = Math.min(limit, b.y0);
    if (side === "below" && b.y1 <= edge + 1) limit = Math.max(limit, b.y1);
  }
  if (stopAt !== undefined) limit = side === "above" ? Math.min(limit, stopAt) : Math.max(limit, stopAt);
  const within = (b: Box) =>
    side === "above" ? b.y0 >= edge - 2 && b.y1 <= limit + 1 : b.y1 <= edge + 2 && b.y0 >= limit - 1;
  // A picture may reach under its caption with its white margin (the caption is set over it).
  const withinGraphic = (b: Box) =>
    within(b) ||
    (side === "above"
      ? b.y0 >= cap.box.y0 - 1 && (b.y0 + b.y1) / 2 > edge && b.y1 <= limit + 1
      : b.y1 <= cap.box.y1 + 1 && (b.y0 + b.y1) / 2 < edge && b.y0 >= limit - 1);
  const captionSegs = new Set(ctx.captions.flatMap((c) => c.segs));
  const items: RegionItem[] = [];
  for (const g of ctx.graphics) if (inCol(g) && withinGraphic(g)) items.push({ ...g, graphic: true });
  for (const s of ctx.segs) {
    if (captionSegs.has(s) || !inCol(s) || !within(s)) continue;
    items.push({ x0: s.x0, x1: s.x1, y0: s.y0, y1: s.y1, graphic: false, seg: s });
  }
  const bs = lay.bodySize;
  const walk = walkFrom(edge, dir, items, {
    firstGap: bs * 3.5,
    innerGap: bs * 3,
    textGap: Math.max(lay.lineGap * 1.6, bs * 1.5),
    tailGap: bs * 0.9,
    bodySize: bs,
    table: cap.label.kind === "table",
  });
  if (!walk) return null;
  if (walk.graphics === 0) {
    // Text only: keep it if it is a grid of at least two rows.
    const segs = walk.items.flatMap((it) => (it.seg ? [it.seg] : []));
    if (!tableCells(segs)) return null;
  }
  return walk;
}

/**
 * Where content between two captions is claimed by both (a table under its caption, then a figure over
 * its own caption), the widest empty band between them separates the two.
 */
function splitBetween(ctx: PageCtx, upper: Caption, lower: Caption): number | null {
  const top = upper.box.y0;
  const bottom = lower.box.y1;
  if (top <= bottom) return null;
  const x0 = Math.max(upper.col[0], lower.col[0]);
  const x1 = Math.min(upper.col[1], lower.col[1]);
  const spans: [number, number][] = [];
  for (const b of [...ctx.graphics, ...ctx.segs]) {
    if (b.x1 < x0 || b.x0 > x1 || b.y1 <= bottom || b.y0 >= top) continue;
    spans.push([Math.max(b.y0, bottom), Math.min(b.y1, top)]);
  }
  spans.sort((a, b) => b[1] - a[1]);
  let best: number | null = null;
  let bestGap = 0;
  let reach = top;
  for (const [lo, hi] of spans) {
    if (reach - hi > bestGap) {
      bestGap = reach - hi;
      best = (reach + hi) / 2;
    }
    reach = Math.min(reach, lo);
  }
  return best;
}

type Side = "above" | "below";

/** Candidate pages read and parsed ahead of the one being drawn (each holds its decoded images). */
const LOOKAHEAD = 2;

export async function extractPdfFigures(
  doc: PdfDoc,
  pages: PageLines[],
  opts: { bodySize: number },
): Promise<{ figures: RawFigure[]; skipped: number }> {
  try {
    return await findFigures(doc, pages, opts);
  } catch (err) {
    // Pictures are an extra: a failure here never fails the ingest.
    console.warn(`Abbildungen nicht gelesen: ${String((err as Error)?.message ?? err).slice(0, 160)}`);
    return { figures: [], skipped: 0 };
  }
}

async function findFigures(
  doc: PdfDoc,
  pages: PageLines[],
  { bodySize }: { bodySize: number },
): Promise<{ figures: RawFigure[]; skipped: number }> {
  let skipped = 0;
  const candidates = captionPages(pages);
  if (candidates.length === 0) return { figures: [], skipped };
  const lay = layoutOf(pages, bodySize);
  const pdfjs = await loadPdfjs();
  const OPS = pdfjs.OPS as unknown as Record<string, number>;
  const warn = (cap: Caption, reason: string) => {
    skipped++;
    const name = cap.label.kind === "table" ? "Tabelle" : "Abbildung";
    console.warn(`${name} ${cap.label.number} (S. ${cap.page}) nicht gerendert: ${reason}`);
  };
  const errText = (err: unknown) =>
    err instanceof RenderError ? err.message : String((err as Error)?.message ?? err).slice(0, 120);

  interface Entry {
    cap: Caption;
    ctx: PageCtx;
    above: Walk | null;
    below: Walk | null;
    /** Set when the side is decided only at the end: the pixels of both candidate regions. */
    snap: Snapshot | null;
  }
  /** Finished figures in page order; the PNG encoding runs on the thread pool meanwhile. */
  const done: Promise<RawFigure | null>[] = [];
  const finish = (e: Entry, side: Side, stopAt: number | undefined, crop: (box: Box) => Pixels) => {
    const { cap, ctx } = e;
    const walk =
      stopAt === undefined ? (side === "above" ? e.above : e.below) : walkSide(ctx, cap, side, lay, stopAt);
    if (!walk) {
      warn(cap, "Bildbereich mit der Nachbarbeschriftung geteilt");
      return;
    }
    // The region stops at the caption, even where a picture's margin reaches under it.
    const box = pad(walk.box, ctx, 2);
    if (side === "above") box.y0 = Math.max(box.y0, cap.box.y1 + 0.5);
    else box.y1 = Math.min(box.y1, cap.box.y0 - 0.5);
    let pixels: Pixels;
    try {
      pixels = crop(box);
    } catch (err) {
      warn(cap, errText(err));
      return;
    }
    const fig: RawFigure = {
      kind: cap.label.kind,
      number: cap.label.number,
      caption: cap.text,
      page: cap.page,
      image: null,
      region: { x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 },
    };
    if (cap.label.kind === "table") {
      const inside = ctx.segs.filter(
        (s) => !s.rotated && s.x0 >= box.x0 - 1 && s.x1 <= box.x1 + 1 && s.y >= box.y0 && s.y <= box.y1,
      );
      const cells = tableCells(inside);
      if (cells) fig.cells = cells;
    }
    const job = encodePng(pixels).then(
      (image) => ({ ...fig, image }),
      (err) => {
        warn(cap, `PNG: ${errText(err)}`);
        return null;
      },
    );
    done.push(job);
    inflight.add(job);
    void job.then(() => inflight.delete(job));
  };
  /** Encodings under way; the page loop waits when too many pixel buffers are held (memory). */
  const inflight = new Set<Promise<unknown>>();
  /** Captions facing each other (upper one's region below it, lower one's above it) whose regions overlap. */
  const facing = (a: Entry, b: Entry) =>
    a !== b &&
    a.ctx === b.ctx &&
    a.below !== null &&
    b.above !== null &&
    a.cap.box.y0 > b.cap.box.y1 &&
    a.below.box.y0 < b.above.box.y1 &&
    Math.min(a.below.box.x1, b.above.box.x1) > Math.max(a.below.box.x0, b.above.box.x0);
  /** Sides chosen, shared content split, pictures cut: for a group of entries of one page. */
  const settle = (group: Entry[], sideOf: (e: Entry) => Side, cropOf: (e: Entry) => (box: Box) => Pixels) => {
    const stop = new Map<Entry, number>();
    for (const a of group) {
      for (const b of group) {
        if (!facing(a, b) || sideOf(a) !== "below" || sideOf(b) !== "above") continue;
        const cut = splitBetween(a.ctx, a.cap, b.cap);
        if (cut === null) continue;
        stop.set(a, cut);
        stop.set(b, cut);
      }
    }
    for (const e of group) finish(e, sideOf(e), stop.get(e), cropOf(e));
  };

  const canvasCache: { canvas?: unknown } = {};
  const late: Entry[] = [];
  // Which side this document puts its captions on, per kind, from the captions with content on one side only.
  const votes = { figure: { above: 0, below: 0 }, table: { above: 0, below: 0 } };
  type PdfPage = Awaited<ReturnType<PdfDoc["getPage"]>>;
  type Read = { page: PdfPage; segs: Seg[]; captions: Caption[]; ops: Promise<unknown> };
  /**
   * A candidate page's captions, and its parse under way: pdf.js parses (and decodes the images of) the
   * next pages on its own thread while this one draws the current page.
   */
  const read = async (p: PageLines): Promise<Read | null> => {
    let page: PdfPage;
    let segs: Seg[];
    let captions: Caption[];
    try {
      page = await doc.getPage(p.page);
      const items = p.items ?? (await page.getTextContent()).items;
      ({ segs, captions } = pageCaptions(p, items, lay));
    } catch (err) {
      console.warn(`Seite ${p.page}: Beschriftungen nicht gelesen: ${errText(err)}`);
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
  };
  for (const [p, reading] of readAhead(candidates, LOOKAHEAD, read)) {
    const next = await reading;
    if (!next) continue;
    const { page, segs, captions } = next;
    try {
      const ops = await next.ops;
      const [vx0 = 0, vy0 = 0, vx1 = p.width, vy1 = p.height] = page.view as number[];
      const { graphics, textOps } = collectGraphics(ops as never, OPS, {
        x0: vx0,
        y0: vy0,
        x1: vx1,
        y1: vy1,
      });
      const ctx = buildPageCtx(p, segs, captions, graphics, lay);
      const entries: Entry[] = [];
      for (const cap of captions) {
        const above = walkSide(ctx, cap, "above", lay);
        const below = walkSide(ctx, cap, "below", lay);
        if (!above && !below) {
          if (cap.strong) warn(cap, "kein Bildbereich neben der Beschriftung gefunden");
          continue;
        }
        entries.push({ cap, ctx, above, below, snap: null });
        if (!above || !below) votes[cap.label.kind][above ? "above" : "below"]++;
      }
      if (entries.length === 0) continue;
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
      for (const e of waits) {
        let span: Box | null = null;
        for (const w of [e.above, e.below]) if (w) span = span ? union(span, w.box) : w.box;
        e.snap = rendered.snapshot(pad(span as Box, ctx, 4));
        late.push(e);
      }
      settle(
        entries.filter((e) => !waits.has(e)),
        (e) => (e.above ? "above" : "below"),
        () => (box) => cropSnapshot(rendered.snapshot(box), box),
      );
    } catch (err) {
      for (const cap of captions) warn(cap, errText(err));
    } finally {
      try {
        page.cleanup();
      } catch {
        // a render still under way keeps its resources; they go with the document
      }
    }
    while (inflight.size > 2) await Promise.race(inflight);
  }
  canvasCache.canvas = undefined;

  const preferred = (kind: "figure" | "table"): Side => {
    const v = votes[kind];
    if (v.above !== v.below) return v.above > v.below ? "above" : "below";
    return kind === "figure" ? "above" : "below";
  };
  const byPage = new Map<PageCtx, Entry[]>();
  for (const e of late) byPage.set(e.ctx, [...(byPage.get(e.ctx) ?? []), e]);
  for (const group of byPage.values()) {
    settle(
      group,
      (e) => (e.above && e.below ? preferred(e.cap.label.kind) : e.above ? "above" : "below"),
      (e) => (box) => cropSnapshot(e.snap as Snapshot, box),
    );
  }
  const figures = (await Promise.all(done)).filter((f): f is RawFigure => f !== null);
  figures.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
  return { figures, skipped };
}

function pad(b: Box, ctx: PageCtx, by: number): Box {
  return {
    x0: Math.max(0, b.x0 - by),
    y0: Math.max(0, b.y0 - by),
    x1: Math.min(ctx.width, b.x1 + by),
    y1: Math.min(ctx.height, b.y1 + by),
  };
}
