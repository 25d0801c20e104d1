/**
 * Where everything on the title slide goes: the full thesis title (never cut: the type gets smaller
 * until it fits), the subtitle, the kind of work, and authors, institution, supervision and date stacked
 * without gaps for what the title page lacks. Every box is sized from measured text, so nothing overflows.
 */

import type { SlideContent } from "../write/slide-content.ts";
import { textHeight, wrap } from "./measure.ts";
import type { Box } from "./picture.ts";
import { INSET_PT, LINE_SPACING, THEME } from "./theme.ts";

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

export const LEFT = 1.15;

export const WIDTH = 11.2;

const TOP = 0.7;

const BOTTOM = 6.9;

/** Space between the title group and the details, inches. */
const GROUP_GAP = 0.55;

export const DETAIL_SPACE_PT = 4;

/** Space between title and subtitle, points. */
export const TITLE_GAP_PT = 6;

/** Largest first; a title gets smaller type, never a cut. */
const TITLE_SIZES = [40, 36, 32, 30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 11, 10, 9, 8];

/** A title of more lines than this looks like a paragraph: smaller type first, down to LONG_TITLE_SIZE. */
const TITLE_MAX_LINES = 4;

/** Below this size a long title rather takes more lines (it stays readable from the back row). */
const LONG_TITLE_SIZE = 24;

const KIND_SIZE = 16;

/** Height in inches of a box holding `lines` (one paragraph each) at the box's inner width. */
export function boxHeight(
  lines: Array<{ text: string; size: number; bold?: boolean }>,
  spaceAfter = 0,
): number {
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
export function titleParagraphs(s: SlideContent, size: number, subtitleSize: number | null): CoverText[] {
  const title = { text: s.title, size, bold: true, color: THEME.white };
  return s.subtitle && subtitleSize
    ? [title, { text: s.subtitle, size: subtitleSize, bold: false, color: THEME.mid }]
    : [title];
}
