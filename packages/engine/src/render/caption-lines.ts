/**
 * The lines under a table or picture: its caption (small, italic, grey) and its source line.
 */
import type PptxGenJS from "pptxgenjs";
import type { FigureLayout } from "./figure-layout.ts";
import type { Box } from "./picture.ts";
import { TEXT_MARGIN as margin, THEME } from "./theme.ts";

/** A table's or picture's caption: small, italic, grey. */
export function addCaption(
  slide: PptxGenJS.Slide,
  caption: NonNullable<FigureLayout["caption"]>,
  align: "left" | "center",
) {
  slide.addText(caption.text, {
    ...caption.box,
    fontFace: THEME.font,
    fontSize: caption.size,
    italic: true,
    color: THEME.grey,
    align,
    margin,
    valign: "top",
    fit: "none",
  });
}

/**
 * The source line ("Quelle: Tab. 2, S. 9 (Auszug)") as its own small text box: at the foot of a table's box,
 * right under a picture's caption.
 */
export function addSourceLine(slide: PptxGenJS.Slide, text: string, box: Box, under: "table" | "picture") {
  slide.addText(text, {
    ...box,
    fontFace: THEME.font,
    fontSize: 10,
    color: THEME.grey,
    align: under === "picture" ? "center" : "left",
    margin,
    valign: under === "picture" ? "top" : "bottom",
    fit: "none",
  });
}
