/**
 * Where a thesis picture goes on a content slide: beside the bullets, or across the slide under a few
 * bullets, or alone; its caption and source line under it. Aspect ratio kept, nothing leaves the body box.
 */

import { captionBody, captionLead } from "../write/figure-caption.ts";
import type { SlideFigure } from "../write/tables.ts";
import { textHeight, wrap } from "./measure.ts";
import { type Box, fitPicture } from "./picture.ts";
import { BOX, BULLET_INDENT_PT, INSET_PT, LINE_SPACING, PARA_SPACE_PT } from "./theme.ts";

export const SOURCE_H = 0.3;
const FIGURE_GAP = 0.15;
/** Bullets above a picture may take at most this share of the body height. */
const BAND_SHARE = 0.45;

/** Where a thesis picture, its caption and source line, and the slide's bullets go. */
export interface FigureLayout {
  bullets: Box | null;
  picture: Box;
  caption: { box: Box; text: string; size: number } | null;
  source: Box;
  /**
   * Set when only the top of the picture is shown: the size of the whole picture at that scale (inches);
   * `picture` is the part on the slide.
   */
  crop?: { w: number; h: number };
}

/** A table picture narrower than this share of the body is too small to read when fitted whole. */
const TALL_SHARE = 0.6;
/** A tall table picture is enlarged at most this much over its fitted size, and cut at the foot of the body. */
const TALL_ZOOM = 2;

/**
 * A table shown as its picture, alone on the slide: fitted into the body; a tall one (a long regression
 * table) that would stand as a narrow strip is enlarged up to twice and up to the body's width, and only
 * its top (header and first rows) is shown, the rest cut at the foot.
 */
export function wholeTableLayout(fig: Pick<SlideFigure, "image" | "caption">): FigureLayout {
  const fitted = pictureColumn(BOX.body, fig.image, fig.caption);
  if (fitted.picture.w >= BOX.body.w * TALL_SHARE) return { bullets: null, ...fitted };
  const w = Math.min(BOX.body.w, fitted.picture.w * TALL_ZOOM);
  const h = (w * fig.image.height) / fig.image.width;
  const shown = fitted.picture.h;
  const picture = { x: BOX.body.x + (BOX.body.w - w) / 2, y: BOX.body.y, w, h: Math.min(h, shown) };
  const capY = picture.y + picture.h + 0.05;
  const capH = fitted.caption?.box.h ?? 0;
  return {
    bullets: null,
    picture,
    caption: fitted.caption ? { ...fitted.caption, box: { ...fitted.caption.box, y: capY } } : null,
    source: { ...fitted.source, y: capY + capH },
    crop: h > shown ? { w, h } : undefined,
  };
}

/**
 * The caption under a picture: up to two lines at 12–11 pt or three at 10 pt; a caption of several
 * sentences is cut to its first one, a longer caption to its first clause, and only beyond that shortened at a word boundary; null without a caption.
 */
export function captionFit(text: string, width: number): FigureLayout["caption"] {
  if (!text) return null;
  const widthPt = width * 72 - 2 * INSET_PT.lr;
  const heightOf = (lines: number, size: number) => (lines * size * LINE_SPACING + 2 * INSET_PT.tb + 2) / 72;
  // A caption of several sentences ("… Die Abbildung zeigt … Dargestellt sind …") describes the picture at
  // length: on the slide its first sentence names it, the alt text keeps the whole caption.
  const lead = captionLead(text);
  const several = lead.length < captionBody(text).length - 2 && /[.!?]\s+\p{Lu}/u.test(text);
  for (const candidate of several ? [lead] : [text, lead])
    for (const [size, maxLines] of [
      [12, 2],
      [11, 2],
      [10, 3],
    ] as const) {
      const lines = wrap(candidate, widthPt, size).length;
      if (lines <= maxLines)
        return { box: { x: 0, y: 0, w: width, h: heightOf(lines, size) }, text: candidate, size };
    }
  let short = captionLead(text);
  while (wrap(`${short} …`, widthPt, 10).length > 3 && short.includes(" "))
    short = short.replace(/\s+\S+$/, "");
  return { box: { x: 0, y: 0, w: width, h: heightOf(3, 10) }, text: `${short} …`, size: 10 };
}

/** Height in inches the bullets take across `width` at `size` pt. */
function bulletsHeight(bullets: string[], width: number, size: number): number {
  const h = textHeight(
    bullets.map((text) => ({ text, size, indent: BULLET_INDENT_PT, spaceAfter: PARA_SPACE_PT })),
    width * 72 - 2 * INSET_PT.lr,
    LINE_SPACING,
  );
  return (h + 2 * INSET_PT.tb) / 72;
}

/** The picture with its caption and source line stacked at the top of `column`. */
function pictureColumn(column: Box, image: { width: number; height: number }, caption: string) {
  const cap = captionFit(caption, column.w);
  const capH = cap?.box.h ?? 0;
  const picture = fitPicture(image, { ...column, h: Math.max(0.5, column.h - capH - SOURCE_H - 0.05) });
  const capY = picture.y + picture.h + 0.05;
  return {
    picture,
    caption: cap ? { ...cap, box: { ...cap.box, x: column.x, y: capY } } : null,
    source: { x: column.x, y: capY + capH, w: column.w, h: SOURCE_H },
  };
}

/**
 * Picture beside the bullets, or across the slide's width under them when that shows the picture larger
 * (wide pictures) or the slide has few bullets; the whole body without bullets. The aspect ratio is kept and
 * nothing leaves the body box.
 */
export function figureLayout(bullets: string[], fig: Pick<SlideFigure, "image" | "caption">): FigureLayout {
  if (bullets.length === 0) return { bullets: null, ...pictureColumn(BOX.body, fig.image, fig.caption) };
  const side = { bullets: BOX.bodyLeft, ...pictureColumn(BOX.side, fig.image, fig.caption) };
  const band = bulletsHeight(bullets, BOX.body.w, 20);
  if (band > BOX.body.h * BAND_SHARE) return side;
  const bulletsBox = { ...BOX.body, h: band };
  const below = { ...BOX.body, y: BOX.body.y + band + FIGURE_GAP, h: BOX.body.h - band - FIGURE_GAP };
  const stacked = { bullets: bulletsBox, ...pictureColumn(below, fig.image, fig.caption) };
  const area = (l: FigureLayout) => l.picture.w * l.picture.h;
  const preferStacked = bullets.length <= 2 ? 0.8 : 1.15;
  return area(stacked) >= area(side) * preferStacked ? stacked : side;
}
