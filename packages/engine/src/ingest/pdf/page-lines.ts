/**
 * What the PDF reader hands between its steps: the text lines of each page (PDF user space, y upwards) and
 * the pdf.js document they came from. Its own file so the reader, the figure finder and the running-line
 * remover share the shapes without importing each other.
 */

export interface Line {
  page: number;
  x: number;
  xEnd: number;
  y: number;
  size: number;
  text: string;
  /** Where the last word ends, when blank items after it reach further (xEnd); absent when the two agree. */
  inkEnd?: number;
  /**
   * The baseline of the line's own size where the line opens with a super- or subscript (y is that of its
   * first item, which the figure reader measures from); absent when the two agree.
   */
  baseline?: number;
}

export interface PageLines {
  page: number;
  height: number;
  width: number;
  lines: Line[];
  /** pdf.js text items, kept only for pages that print a caption (the figure reader needs positions). */
  items?: unknown[];
}

export type PdfDoc = Awaited<
  ReturnType<typeof import("pdfjs-dist/legacy/build/pdf.mjs").getDocument>["promise"]
>;
