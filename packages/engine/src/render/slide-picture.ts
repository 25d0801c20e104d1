/**
 * Pictures on a slide: the thesis's own picture (whole, or the top of a tall one cropped) with caption,
 * source line and alt text, and a diagram image beside the points.
 */
import type PptxGenJS from "pptxgenjs";
import type { SlideFigure } from "../write/tables.ts";
import { addCaption, addSourceLine } from "./caption-lines.ts";
import type { FigureLayout } from "./figure-layout.ts";
import { pictureType } from "./picture.ts";

/** The thesis picture with its caption, source line and alt text (the caption as printed). */
export function addFigure(slide: PptxGenJS.Slide, fig: SlideFigure, bytes: Uint8Array, layout: FigureLayout) {
  const data = `${pictureType(bytes) ?? "image/png"};base64,${Buffer.from(bytes).toString("base64")}`;
  if (layout.crop) {
    // Only the top of a tall table: the whole picture at its scale, cropped to the part on the slide.
    const { x, y, w, h } = layout.picture;
    slide.addImage({
      data,
      x,
      y,
      ...layout.crop,
      sizing: { type: "crop", x: 0, y: 0, w, h },
      altText: fig.altText,
    });
  } else slide.addImage({ data, ...layout.picture, altText: fig.altText });
  if (layout.caption) addCaption(slide, layout.caption, "center");
  addSourceLine(slide, layout.crop ? fig.excerptSource : fig.source, layout.source, "picture");
}

export function addImage(
  slide: PptxGenJS.Slide,
  png: Uint8Array,
  box: { x: number; y: number; w: number; h: number },
) {
  const w = box.w;
  const h = (w * 9) / 16;
  slide.addImage({
    data: `image/png;base64,${Buffer.from(png).toString("base64")}`,
    x: box.x,
    y: box.y + Math.max(0, (box.h - h) / 2),
    w,
    h,
  });
}
