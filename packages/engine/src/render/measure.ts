/**
 * Text measurement with real glyph metrics (DejaVu Sans via pdfkit's font engine). The deck uses Arial
 * (Liberation Sans on Linux), which is narrower than DejaVu Sans, so fits computed here are conservative.
 * Used by the PPTX layout, the diagrams and the evaluator's overflow check alike.
 */
import type PDFKitDocument from "pdfkit";
import { lazyRequire } from "../lazy-require.ts";
import { memoized } from "../text/memo.ts";
import { registerFaces } from "./fonts.ts";

const pdfkit = lazyRequire<typeof PDFKitDocument>("pdfkit");
let measurer: PDFKit.PDFDocument | null = null;

function doc(): PDFKit.PDFDocument {
  if (!measurer) {
    const PDFDocument = pdfkit();
    measurer = new PDFDocument({ autoFirstPage: false });
    registerFaces(measurer, ["regular", "bold"]);
  }
  return measurer;
}

/** Width of `text` at 1 pt (widths grow linearly with the size), remembered per text and weight. */
const unitWidth = {
  regular: memoized((text: string) => doc().font("regular").fontSize(1).widthOfString(text)),
  bold: memoized((text: string) => doc().font("bold").fontSize(1).widthOfString(text)),
};

/** Width of `text` in points at `size` pt. */
export function textWidth(text: string, size: number, bold = false): number {
  return unitWidth[bold ? "bold" : "regular"](text) * size;
}

/**
 * Greedy word wrap into lines no wider than `width` points (long words are split). A line's width is the sum
 * of its words and spaces, each measured once, so wrapping a paragraph costs one measurement per word.
 */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  const space = textWidth(" ", size, bold);
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = textWidth(word, size, bold);
      const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
      if (candidateWidth <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidateWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // A word longer than the line: split by characters.
      let piece = "";
      for (const ch of word) {
        if (textWidth(piece + ch, size, bold) > width && piece) {
          lines.push(piece);
          piece = ch;
        } else piece += ch;
      }
      line = piece;
      lineWidth = textWidth(piece, size, bold);
    }
    lines.push(line);
  }
  return lines;
}

export interface Paragraph {
  text: string;
  size: number;
  bold?: boolean;
  /** Extra indent (points) for bullets. */
  indent?: number;
  /** Space after the paragraph, points. */
  spaceAfter?: number;
}

/** Height in points of paragraphs set in a box `width` points wide (line height 1.2 × size). */
export function textHeight(paragraphs: Paragraph[], width: number, lineSpacing = 1.2): number {
  let h = 0;
  for (const p of paragraphs) {
    const lines = wrap(p.text, Math.max(10, width - (p.indent ?? 0)), p.size, p.bold).length;
    h += lines * p.size * lineSpacing + (p.spaceAfter ?? 0);
  }
  return h;
}
