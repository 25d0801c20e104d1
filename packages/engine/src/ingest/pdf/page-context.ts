/**
 * One caption page as the figure walk sees it: its text runs, the graphics that may be figure content (page
 * decoration left out), its captions, and the barriers a figure never reaches over (body text lines,
 * headings, footnotes).
 */
import { type Box, covers, type Graphic } from "./boxes.ts";
import type { Layout } from "./figure-layout.ts";
import { type Caption, lineOf } from "./page-captions.ts";
import type { Line, PageLines } from "./page-lines.ts";
import type { Seg } from "./text-runs.ts";

export interface PageCtx {
  page: number;
  width: number;
  height: number;
  segs: Seg[];
  graphics: Graphic[];
  /** Runs that stop a figure: body text lines, headings, footnotes. */
  barriers: Box[];
  captions: Caption[];
}

/**
 * An axis title's unit at the end of a line: in brackets ("Zeit [min]", "Reaktionsrate [U mL−1]") or a unit
 * symbol in parentheses ("Time (s)", "Temperatur (°C)", "Flux (W/m²)"); an abbreviation ("(LDA)") is none.
 */
const AXIS_UNIT =
  /\[[^\]]{1,16}\]\s*$|\((?!\p{Lu}{2,}\))(?:%|°\s?C|[µμ]?\p{L}{1,3}(?:\s?[/·⋅ ]\s?\p{L}{1,3}[\d²³⁻−-]*)*[\d²³⁻−-]*)\)\s*$/u;

const lineBox = (l: Line): Box => ({ x0: l.x, x1: l.xEnd, y0: l.y - l.size * 0.25, y1: l.y + l.size * 0.8 });

export function buildPageCtx(
  p: PageLines,
  segs: Seg[],
  captions: Caption[],
  graphics: Graphic[],
  lay: Layout,
): PageCtx {
  const segLine = new Map<Seg, Line | null>();
  for (const s of segs) segLine.set(s, s.rotated ? null : lineOf(s, p.lines));
  const gfx = graphics.filter((g) => !isDecoration(g, p, lay));
  const covered = (b: Box) => gfx.some((g) => covers(g, b));
  const barriers: Box[] = [...barrierLines(p, segs, segLine, captions, covered, lay)].map(lineBox);
  // Footnotes (runs not on any extracted line, outside the header zone) stop a figure too.
  const bs = lay.bodySize;
  for (const s of segs)
    if (!segLine.get(s) && !s.rotated && s.size < bs * 0.95 && s.y < p.height * 0.3 && !covered(s))
      barriers.push(s);
  return { page: p.page, width: p.width, height: p.height, segs, graphics: gfx, barriers, captions };
}

/** Graphics in the header/footer zone that are thin rules belong to the page decoration. */
function isDecoration(g: Graphic, p: PageLines, lay: Layout): boolean {
  return (
    (!g.image &&
      g.y1 - g.y0 < 2 &&
      (g.y0 > p.height * 0.88 ||
        g.y1 < p.height * 0.1 ||
        (lay.headerY !== null && g.y0 > lay.headerY - 12)) &&
      g.x1 - g.x0 > p.width * 0.3) ||
    (lay.headerY !== null && g.y0 >= lay.headerY - 3) ||
    (lay.footerY !== null && g.y1 <= lay.footerY + 3)
  );
}

/**
 * Body lines and headings: body size, most of the text width, words in one run (no column gaps), not inside
 * a drawing; headings larger. The short first and last lines of a paragraph belong to it.
 */
function barrierLines(
  p: PageLines,
  segs: Seg[],
  segLine: Map<Seg, Line | null>,
  captions: Caption[],
  covered: (b: Box) => boolean,
  lay: Layout,
): Set<Line> {
  const bs = lay.bodySize;
  const textWidth = lay.textRight - lay.textLeft;
  const captionSegs = new Set(captions.flatMap((c) => c.segs));
  const segsOfLine = new Map<Line, Seg[]>();
  for (const s of segs) {
    const l = segLine.get(s);
    if (l) segsOfLine.set(l, [...(segsOfLine.get(l) ?? []), s]);
  }
  const lines = new Set<Line>();
  const isBodySize = (l: Line) => Math.abs(l.size - bs) <= Math.max(0.6, bs * 0.06);
  // A body line holds words; a table row of symbols, units and numbers ("m,PD,1 mM 96,91 20,24") does not.
  const words = (l: Line) => (l.text.match(/\p{L}{3,}/gu) ?? []).length >= 4;
  const plain = (l: Line) => {
    const ss = segsOfLine.get(l) ?? [];
    return ss.length > 0 && ss.every((s) => !captionSegs.has(s)) && wideGaps(ss) === 0;
  };
  for (const l of p.lines) {
    if (plain(l) && isBodySize(l) && l.xEnd - l.x >= textWidth * 0.6 && words(l) && !covered(lineBox(l)))
      lines.add(l);
  }
  // The left edges text starts at on this page: the text column's and those of its body lines.
  const lefts = [lay.textLeft, ...[...lines].map((l) => l.x)];
  const middle = (lay.textLeft + lay.textRight) / 2;
  // A heading has a word and starts where the text does or stands centred, and does not end on a unit. A
  // panel letter ("A") or an axis title set larger inside a vector chart ("Zeit [min]") is no heading: a
  // chart drawn in lines covers none of its text.
  const headingLike = (l: Line) =>
    /\p{L}{2,}/u.test(l.text) &&
    !AXIS_UNIT.test(l.text) &&
    (lefts.some((x) => Math.abs(l.x - x) <= bs * 2.5) || Math.abs((l.x + l.xEnd) / 2 - middle) <= bs * 2);
  for (const l of p.lines) {
    if (plain(l) && l.size >= bs * 1.12 && headingLike(l) && !covered(lineBox(l))) lines.add(l);
  }
  const ordered = [...p.lines].sort((a, b) => b.y - a.y);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < ordered.length; i++) {
      const l = ordered[i] as Line;
      if (lines.has(l) || !isBodySize(l) || !plain(l) || covered(lineBox(l))) continue;
      const joins = (o: Line | undefined) =>
        o !== undefined &&
        lines.has(o) &&
        isBodySize(o) &&
        Math.abs(o.y - l.y) <= lay.lineGap * 1.25 &&
        Math.abs(o.x - l.x) < bs * 2.5;
      if (joins(ordered[i - 1]) || joins(ordered[i + 1])) lines.add(l);
    }
  }
  return lines;
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
