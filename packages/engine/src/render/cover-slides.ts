/**
 * The title slide and the closing slide. The title slide sets the full thesis title (never cut: the type gets
 * smaller until it fits), the subtitle, the kind of work, authors, institution, supervision and date, stacked
 * without gaps for what the title page lacks. Every box is sized from measured text, so nothing overflows.
 */
import type PptxGenJS from "pptxgenjs";
import type { SlideContent } from "../write/slide-content.ts";
import { fitSize } from "./fit.ts";
import { textHeight, wrap } from "./measure.ts";
import { INSET_PT, LINE_SPACING, SLIDE_H, SLIDE_W, THEME } from "./theme.ts";

export const COVER_MASTER = "FOLIENWERK_TITEL";
export const CLOSING_MASTER = "FOLIENWERK_SCHLUSS";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CoverText {
  text: string;
  size: number;
  bold: boolean;
  color: string;
}

export interface CoverLayout {
  /** The kind of work above the title. */
  kind: { box: Box; line: CoverText } | null;
  /** Title and subtitle share the title placeholder, so the subtitle follows the title's last line wherever it ends. */
  title: { box: Box; size: number; subtitleSize: number | null };
  /** Authors, affiliation, supervision and date, one paragraph each, at the foot of the slide. */
  details: { box: Box; lines: CoverText[] } | null;
  /** The accent rule above the group (its top is the one edge that does not depend on how text wraps). */
  rule: Box;
}

const margin: [number, number, number, number] = [INSET_PT.lr, INSET_PT.lr, INSET_PT.tb, INSET_PT.tb];
const LEFT = 1.15;
const WIDTH = 11.2;
const TOP = 0.7;
const BOTTOM = 6.9;
/** Space between the title group and the details, inches. */
const GROUP_GAP = 0.55;
const DETAIL_SPACE_PT = 4;
/** Space between title and subtitle, points. */
const TITLE_GAP_PT = 6;
/** Largest first; a title gets smaller type, never a cut. */
const TITLE_SIZES = [40, 36, 32, 30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 11, 10, 9, 8];
/** A title of more lines than this looks like a paragraph: smaller type first, down to LONG_TITLE_SIZE. */
const TITLE_MAX_LINES = 4;
/** Below this size a long title rather takes more lines (it stays readable from the back row). */
const LONG_TITLE_SIZE = 24;
const KIND_SIZE = 16;

/** Height in inches of a box holding `lines` (one paragraph each) at the box's inner width. */
function boxHeight(lines: Array<{ text: string; size: number; bold?: boolean }>, spaceAfter = 0): number {
  const inner = WIDTH * 72 - 2 * INSET_PT.lr;
  const pt = textHeight(
    lines.map((l, i) => ({ ...l, spaceAfter: i < lines.length - 1 ? spaceAfter : 0 })),
    inner,
    LINE_SPACING,
  );
  // One point of slack against rounding in the file.
  return (pt + 2 * INSET_PT.tb + 1) / 72;
}

/** Lines `text` takes across the cover's width. */
const lineCount = (text: string, size: number, bold = true) =>
  wrap(text, WIDTH * 72 - 2 * INSET_PT.lr, size, bold).length;

/** The subtitle's size for a title size: clearly smaller, readable. */
function subtitleSizeFor(titleSize: number): number {
  return Math.max(12, Math.min(24, Math.round(titleSize * 0.6)));
}

function detailLines(s: SlideContent): CoverText[] {
  const c = s.cover;
  if (!c) return [];
  const lines: Array<CoverText | null> = [
    c.authors ? { text: c.authors, size: 20, bold: true, color: THEME.white } : null,
    c.affiliation ? { text: c.affiliation, size: 16, bold: false, color: THEME.mid } : null,
    // Supervision is a courtesy line: one line or none.
    c.supervision && lineCount(c.supervision, 14, false) === 1
      ? { text: c.supervision, size: 14, bold: false, color: THEME.mid }
      : null,
    c.date ? { text: c.date, size: 14, bold: false, color: THEME.mid } : null,
  ];
  return lines.filter((l): l is CoverText => l !== null);
}

/** Where everything on the title slide goes, and at which size the title fits. */
export function coverLayout(s: SlideContent): CoverLayout {
  const lines = detailLines(s);
  const detailsH = lines.length ? boxHeight(lines, DETAIL_SPACE_PT) : 0;
  const details = lines.length
    ? { box: { x: LEFT, y: BOTTOM - detailsH, w: WIDTH, h: detailsH }, lines }
    : null;
  const regionBottom = details ? details.box.y - GROUP_GAP : BOTTOM;
  const region = regionBottom - TOP;

  const kindLine = s.cover?.kind
    ? { text: s.cover.kind, size: KIND_SIZE, bold: true, color: THEME.mid }
    : null;
  const kindH = kindLine ? boxHeight([kindLine]) : 0;
  const sized = TITLE_SIZES.map((size) => {
    const subtitleSize = s.subtitle ? subtitleSizeFor(size) : null;
    const h = boxHeight(titleParagraphs(s, size, subtitleSize), TITLE_GAP_PT);
    return { size, subtitleSize, h, total: kindH + h, lines: lineCount(s.title, size) };
  });
  const pick =
    sized.find((x) => x.total <= region && (x.lines <= TITLE_MAX_LINES || x.size <= LONG_TITLE_SIZE)) ??
    sized.find((x) => x.total <= region) ??
    (sized.at(-1) as (typeof sized)[number]);

  // The group sits in the middle of the room above the details.
  const top = TOP + Math.max(0, (region - pick.total) / 2);
  const kind = kindLine ? { box: { x: LEFT, y: top, w: WIDTH, h: kindH }, line: kindLine } : null;
  const title = {
    box: { x: LEFT, y: top + kindH, w: WIDTH, h: pick.h },
    size: pick.size,
    subtitleSize: pick.subtitleSize,
  };
  return {
    kind,
    title,
    details,
    rule: { x: LEFT + INSET_PT.lr / 72, y: top - 0.14, w: 1.1, h: 0.06 },
  };
}

/** The title (bold) and, below it, the subtitle, as paragraphs of the title placeholder. */
function titleParagraphs(s: SlideContent, size: number, subtitleSize: number | null): CoverText[] {
  const title = { text: s.title, size, bold: true, color: THEME.white };
  return s.subtitle && subtitleSize
    ? [title, { text: s.subtitle, size: subtitleSize, bold: false, color: THEME.mid }]
    : [title];
}

const CLOSING_TITLE: Box = { x: 1.0, y: 2.3, w: 11.33, h: 1.6 };
/** The cover title's place in a deck without a title slide (the master still offers one). */
const DEFAULT_TITLE: Box = { x: LEFT, y: 1.9, w: WIDTH, h: 2.6 };

/** The cover master's title placeholder sits exactly where this deck's title goes. */
export function defineCoverMasters(pptx: PptxGenJS, titleBox: Box = DEFAULT_TITLE) {
  const titlePlaceholder = (box: Box, align: "left" | "center", valign: "top" | "middle") => ({
    placeholder: {
      options: {
        name: "title",
        type: "title" as const,
        ...box,
        fontFace: THEME.font,
        // Not bold here: a run without "b" inherits this, and the subtitle below the title is regular.
        bold: false,
        color: THEME.white,
        align,
        valign,
        margin,
      },
      text: "",
    },
  });
  pptx.defineSlideMaster({
    title: COVER_MASTER,
    background: { color: THEME.navy },
    objects: [titlePlaceholder(titleBox, "left", "top")],
  });
  pptx.defineSlideMaster({
    title: CLOSING_MASTER,
    background: { color: THEME.navy },
    objects: [titlePlaceholder(CLOSING_TITLE, "center", "middle")],
  });
}

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
