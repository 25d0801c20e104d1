/**
 * The captions on a PDF page, found in its text runs: a run that opens with a caption label, its wrapped
 * lines below it, and for captions side by side (subfigures) the part of the page each one may claim.
 */
import { joinLines } from "../normalize.ts";
import { type Box, overlapX, union } from "./boxes.ts";
import { type CaptionLabel, LEADERS, parseCaptionStart } from "./caption-start.ts";
import { isRunning, type Layout } from "./figure-layout.ts";
import type { Line, PageLines } from "./page-lines.ts";
import { buildSegments, type Seg } from "./text-runs.ts";

export interface Caption {
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

/** Assigns each run to the extracted line it belongs to (null: running header/footer or footnote). */
export function lineOf(seg: Seg, lines: Line[]): Line | null {
  for (const l of lines) {
    if (Math.abs(l.y - seg.y) < Math.max(1, l.size * 0.3) && seg.x0 >= l.x - 1.5 && seg.x1 <= l.xEnd + 1.5)
      return l;
  }
  return null;
}

/** Text runs of a caption page and its captions. */
export function pageCaptions(p: PageLines, items: unknown[], lay: Layout) {
  const all = buildSegments(items as never[]);
  const segLine = new Map<Seg, Line | null>();
  for (const s of all) segLine.set(s, s.rotated ? null : lineOf(s, p.lines));
  const inZone = (s: Seg) => s.y > p.height * 0.9 || s.y < p.height * 0.1;
  // Running headers, footers and page numbers are not part of anything.
  const segs = all.filter((s) => !isRunning(s, lay) && (segLine.get(s) || s.rotated || !inZone(s)));
  return { segs, segLine, captions: findCaptions(p, segs, segLine, lay) };
}

function findCaptions(p: PageLines, segs: Seg[], segLine: Map<Seg, Line | null>, lay: Layout): Caption[] {
  const out: Caption[] = [];
  const used = new Set<Seg>();
  const byY = [...segs].filter((s) => !s.rotated).sort((a, b) => b.y - a.y || a.x0 - b.x0);
  for (const s of byY) {
    if (used.has(s)) continue;
    const label = parseCaptionStart(s.text);
    if (!label) continue;
    const line = segLine.get(s);
    if (!line) continue;
    if (LEADERS.test(line.text)) continue;
    if (inParagraph(p, line, label, lay)) continue;
    const block = captionRuns(s, byY, used, lay);
    if (block.length === 0) continue;
    if (LEADERS.test((block.at(-1) as Seg).text)) continue;
    out.push(captionOf(p, label, block, lay));
  }
  splitSideBySide(out);
  return out;
}

/** A paragraph line that happens to start with "Abbildung 3": the line above is body text right above it. */
function inParagraph(p: PageLines, line: Line, label: CaptionLabel, lay: Layout): boolean {
  const textWidth = lay.textRight - lay.textLeft;
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
  if (above && !label.separator) return true;
  return above !== undefined && /\($/.test(above.text);
}

/**
 * The runs of a caption opened by `s`: following runs right below, same size, within the caption's column
 * (a wrapped caption); empty when a list-of-figures entry follows.
 */
function captionRuns(s: Seg, byY: Seg[], used: Set<Seg>, lay: Layout): Seg[] {
  const textWidth = lay.textRight - lay.textLeft;
  const block = [s];
  used.add(s);
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
    if (LEADERS.test(next.text)) return [];
    block.push(next);
    used.add(next);
    last = next;
  }
  return block;
}

/** The caption of these runs; strong when it has a separator, is centred or has its own font size. */
function captionOf(p: PageLines, label: CaptionLabel, block: Seg[], lay: Layout): Caption {
  const s = block[0] as Seg;
  const textWidth = lay.textRight - lay.textLeft;
  const box = block.reduce<Box>((acc, b) => union(acc, b), s as Box);
  const center = (box.x0 + box.x1) / 2;
  const centred =
    Math.abs(center - (lay.textLeft + lay.textRight) / 2) < lay.bodySize * 2 &&
    box.x1 - box.x0 < textWidth * 0.9;
  const ownSize = Math.abs(s.size - lay.bodySize) > 0.6;
  return {
    label,
    page: p.page,
    segs: block,
    box,
    text: joinLines(block.map((b) => b.text)),
    col: [0, p.width],
    strong: label.separator || centred || ownSize,
  };
}

/** Captions side by side (subfigures in minipages): each gets its half of the page. */
function splitSideBySide(captions: Caption[]): void {
  for (const c of captions) {
    for (const o of captions) {
      if (o === c || Math.abs((o.segs[0] as Seg).y - (c.segs[0] as Seg).y) > (c.segs[0] as Seg).size * 0.5)
        continue;
      const mid = o.box.x0 > c.box.x1 ? (c.box.x1 + o.box.x0) / 2 : (o.box.x1 + c.box.x0) / 2;
      if (o.box.x0 > c.box.x1) c.col[1] = Math.min(c.col[1], mid);
      else c.col[0] = Math.max(c.col[0], mid);
    }
  }
}
