/**
 * The title slide and the closing slide, set on their masters from the layout cover-layout.ts measures.
 */
import type PptxGenJS from "pptxgenjs";
import type { SlideContent } from "../write/slide-content.ts";
import {
  boxHeight,
  type CoverLayout,
  type CoverText,
  DETAIL_SPACE_PT,
  TITLE_GAP_PT,
  titleParagraphs,
} from "./cover-layout.ts";
import { CLOSING_MASTER, CLOSING_TITLE, COVER_MASTER } from "./cover-masters.ts";
import { fitSize } from "./fit.ts";
import type { Box } from "./picture.ts";
import { TEXT_MARGIN as margin, SLIDE_H, SLIDE_W, THEME } from "./theme.ts";

function addLines(
  slide: PptxGenJS.Slide,
  lines: CoverText[],
  box: Box,
  align: "left" | "center",
  opts: { placeholder?: string; spaceAfter?: number } = {},
) {
  slide.addText(
    lines.map((l) => ({
      text: l.text,
      options: {
        fontSize: l.size,
        bold: l.bold,
        color: l.color,
        breakLine: true,
        paraSpaceAfter: opts.spaceAfter ?? DETAIL_SPACE_PT,
      },
    })),
    // pptxgenjs gives every paragraph's end mark the box's size (else the first line's): the smallest one, so
    // no line is measured (or set) taller than its own text.
    {
      ...(opts.placeholder ? { placeholder: opts.placeholder } : box),
      fontFace: THEME.font,
      fontSize: Math.min(...lines.map((l) => l.size)),
      align,
      valign: "top",
      margin,
      fit: "none",
    },
  );
}

export function addCoverSlide(pptx: PptxGenJS, s: SlideContent, layout: CoverLayout) {
  const slide = pptx.addSlide({ masterName: COVER_MASTER });
  slide.addShape("rect", {
    ...layout.rule,
    fill: { color: THEME.teal },
    line: { color: THEME.teal, width: 0 },
  });
  if (layout.kind) addLines(slide, [layout.kind.line], layout.kind.box, "left");
  addLines(
    slide,
    titleParagraphs(s, layout.title.size, layout.title.subtitleSize),
    layout.title.box,
    "left",
    {
      placeholder: "title",
      spaceAfter: TITLE_GAP_PT,
    },
  );
  if (layout.details) addLines(slide, layout.details.lines, layout.details.box, "left");
  slide.addNotes(s.notes);
}

/** Thanks (large), a short rule, the invitation to questions, and the authors at the foot. */
export function addClosingSlide(pptx: PptxGenJS, s: SlideContent) {
  const slide = pptx.addSlide({ masterName: CLOSING_MASTER });
  // Run-level bold: a placeholder's own options override the text object's.
  const size = fitSize([s.title], CLOSING_TITLE, [40, 36, 32, 28, 24], { bold: true, spaceAfter: 0 }).size;
  addLines(slide, [{ text: s.title, size, bold: true, color: THEME.white }], CLOSING_TITLE, "center", {
    placeholder: "title",
  });
  slide.addShape("rect", {
    x: SLIDE_W / 2 - 0.6,
    y: 4.1,
    w: 1.2,
    h: 0.06,
    fill: { color: THEME.teal },
    line: { color: THEME.teal, width: 0 },
  });
  if (s.subtitle)
    addLines(
      slide,
      [{ text: s.subtitle, size: 22, bold: false, color: THEME.mid }],
      { x: CLOSING_TITLE.x, y: 4.4, w: CLOSING_TITLE.w, h: 0.7 },
      "center",
    );
  const authors = s.cover?.authors;
  if (authors) {
    const line = { text: authors, size: 16, bold: false, color: THEME.mid };
    const h = boxHeight([line]);
    addLines(slide, [line], { x: CLOSING_TITLE.x, y: SLIDE_H - 0.6 - h, w: CLOSING_TITLE.w, h }, "center");
  }
  slide.addNotes(s.notes);
}
