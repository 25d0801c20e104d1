/**
 * Which content belongs to a caption on one side of it (above or below): the walk over the page limited by
 * the nearest barrier, and where two facing captions claim the same content, the empty band that splits it.
 */
import { type Box, overlapX } from "./boxes.ts";
import type { Layout } from "./figure-layout.ts";
import { type RegionItem, type Walk, walkFrom } from "./figure-walk.ts";
import type { Caption } from "./page-captions.ts";
import type { PageCtx } from "./page-context.ts";
import { tableCells } from "./pdf-table-cells.ts";

export type Side = "above" | "below";

export function walkSide(ctx: PageCtx, cap: Caption, side: Side, lay: Layout, stopAt?: number): Walk | null {
  const dir = side === "above" ? 1 : -1;
  const edge = side === "above" ? cap.box.y1 : cap.box.y0;
  const [cx0, cx1] = cap.col;
  const inCol = (b: Box) => {
    const mid = (b.x0 + b.x1) / 2;
    const split = cx0 > 0 || cx1 < ctx.width;
    return split ? mid >= cx0 && mid <= cx1 : b.x1 > cx0 && b.x0 < cx1;
  };
  const limit = walkLimit(ctx, cap, side, edge, inCol, stopAt);
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

/** The nearest barrier on this side (body line, heading, footnote, other caption) limits the walk. */
function walkLimit(
  ctx: PageCtx,
  cap: Caption,
  side: Side,
  edge: number,
  inCol: (b: Box) => boolean,
  stopAt: number | undefined,
): number {
  const [cx0, cx1] = cap.col;
  let limit = side === "above" ? ctx.height * 0.95 : ctx.height * 0.05;
  const stops: Box[] = [...ctx.barriers, ...ctx.captions.filter((c) => c !== cap).map((c) => c.box)];
  for (const b of stops) {
    if (!inCol(b) && overlapX(b, { x0: cx0, x1: cx1, y0: 0, y1: 0 }) < 1) continue;
    if (side === "above" && b.y0 >= edge - 1) limit = Math.min(limit, b.y0);
    if (side === "below" && b.y1 <= edge + 1) limit = Math.max(limit, b.y1);
  }
  if (stopAt !== undefined) limit = side === "above" ? Math.min(limit, stopAt) : Math.max(limit, stopAt);
  return limit;
}

/**
 * Where content between two captions is claimed by both (a table under its caption, then a figure over
 * its own caption), the widest empty band between them separates the two.
 */
export function splitBetween(ctx: PageCtx, upper: Caption, lower: Caption): number | null {
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

/** The box grown by `by` on every side, within the page. */
export function pad(b: Box, ctx: PageCtx, by: number): Box {
  return {
    x0: Math.max(0, b.x0 - by),
    y0: Math.max(0, b.y0 - by),
    x1: Math.min(ctx.width, b.x1 + by),
    y1: Math.min(ctx.height, b.y1 + by),
  };
}
