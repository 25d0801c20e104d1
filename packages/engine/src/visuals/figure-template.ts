/**
 * The image template of a slide that shows a thesis figure or table: the title band, the slide's points as
 * cards and the thesis's own picture (aspect ratio kept) with its caption and source line. The picture is
 * no text: the template without text keeps it.
 */
import { fitPicture } from "../render/picture.ts";
import type { ThesisFigure } from "../understand/schema.ts";
import { captionLead, sourceLine } from "../write/figure-caption.ts";
import { pointCards, titleBand } from "./layout-parts.ts";
import { Scene } from "./scene.ts";
import { COLORS, H, W } from "./svg.ts";

const MARGIN = 60;
const BAND = { x: MARGIN, y: 40, w: W - 2 * MARGIN, h: 170 };
const TOP = BAND.y + BAND.h + 36;
const CAPTION_H = 96;

type Rect = { x: number; y: number; w: number; h: number };

/** The picture area: beside the points, or under them when that shows a wide picture larger. */
function pictureArea(
  image: { width: number; height: number },
  points: number,
): { cards: Rect | null; area: Rect } {
  const body = { x: MARGIN, y: TOP, w: W - 2 * MARGIN, h: H - TOP - 30 };
  if (points === 0) return { cards: null, area: body };
  const half = (body.w - 40) / 2;
  const side = { cards: { ...body, w: half }, area: { ...body, x: body.x + half + 40, w: half } };
  const bandH = Math.min(body.h * 0.4, points * 78);
  const stacked = {
    cards: { ...body, h: bandH },
    area: { ...body, y: body.y + bandH + 24, h: body.h - bandH - 24 },
  };
  const size = (r: Rect) => {
    const p = fitPicture(image, { ...r, h: r.h - CAPTION_H });
    return p.w * p.h;
  };
  return size(stacked.area) > size(side.area) * 1.15 ? stacked : side;
}

export function figureTemplate(
  title: string,
  points: string[],
  figure: ThesisFigure & { image: NonNullable<ThesisFigure["image"]> },
  /** Where the figure stands, as the student finds it ("S. 12", "Kap. 4.2"). */
  place: string,
  language: "de" | "en",
): Scene {
  const s = new Scene();
  titleBand(s, BAND, title, "figure");
  const items = points.slice(0, 5);
  const { cards, area } = pictureArea(figure.image, items.length);
  if (cards) pointCards(s, cards, items, { gap: 20, size: 40, minSize: 22 });
  const pad = 8;
  const picture = fitPicture(figure.image, {
    x: area.x + pad,
    y: area.y + pad,
    w: area.w - 2 * pad,
    h: area.h - CAPTION_H - 2 * pad,
  });
  s.rect(picture.x - 6, picture.y - 6, picture.w + 12, picture.h + 12, COLORS.white, {
    rx: 6,
    stroke: COLORS.mid,
  });
  s.picture(picture, figure.image.artifact);
  const captionY = picture.y + picture.h + 14;
  s.text(
    captionLead(figure.caption),
    { x: area.x, y: captionY, w: area.w, h: 50 },
    { size: 28, minSize: 20, color: COLORS.grey },
  );
  s.text(
    sourceLine(figure, place, language),
    { x: area.x, y: captionY + 50, w: area.w, h: 32 },
    { size: 22, minSize: 18, color: COLORS.grey },
  );
  return s;
}
