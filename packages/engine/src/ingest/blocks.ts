/**
 * The intermediate form every extractor produces: a flat sequence of blocks in reading order.
 * `structure.ts` turns it into the document model, the same way for PDF, DOCX and DOC.
 */
import type { DocumentModel, PageLabels } from "../document.ts";

export type BlockHint = "toc" | "caption" | "list" | "title" | "reference";

export interface HeadingBlock {
  kind: "heading";
  text: string;
  /** Level if the format states it (outline depth, Word style level), otherwise null (derived from numbering). */
  level: number | null;
  /** Number from automatic numbering (DOCX), if the text itself has none. */
  number?: string | null;
  page: number | null;
}

export interface ParagraphBlock {
  kind: "paragraph";
  text: string;
  page: number | null;
  hint?: BlockHint;
  /** PDF only: the lines with their left edge, used to split reference lists. */
  lines?: { text: string; x: number }[];
}

export interface TableBlock {
  kind: "table";
  rows: string[][];
  page: number | null;
}

export type Block = HeadingBlock | ParagraphBlock | TableBlock;

export interface RawFootnote {
  marker: string;
  text: string;
  page: number | null;
}

/**
 * One line (PDF) or paragraph (DOCX/DOC) of the first pages, with what a reader of the title page sees:
 * size, position and weight. `ingest/title-page/` reads the title page fields from these.
 */
export interface TitleLine {
  text: string;
  /** 1-based page (PDF); for DOCX/DOC the page estimated from explicit page breaks. */
  page: number;
  /** Font size in pt, null when the format does not say (DOC). */
  size: number | null;
  /** Distance of the baseline from the top of the page as a share of its height (0 = top); null if unknown. */
  top: number | null;
  /** Horizontal centre of the line as a share of the page width; null if unknown. DOCX: 0.5 when centred. */
  center: number | null;
  /** True when the whole line is bold, null if unknown. */
  bold: boolean | null;
  /** Word paragraph style name (DOCX), if any. */
  style?: string | null;
}

/** A file stored beside the document model (figure and table pictures), named as the model refers to it. */
export interface Artifact {
  name: string;
  contentType: string;
  data: Uint8Array;
}

/** What ingest gives: the document model (plain JSON) and the artifacts it refers to by name. */
export interface IngestResult {
  doc: DocumentModel;
  artifacts: Artifact[];
}

/** A picture of a figure or table: PNG or JPEG bytes with their pixel size. */
export interface RawImage {
  data: Uint8Array;
  contentType: "image/png" | "image/jpeg" | "image/gif";
  width: number;
  height: number;
}

/**
 * A figure or table as the extractor found it: its caption and, where the format allows, its picture
 * (PDF: the rendered region of the page; DOCX: the embedded image) and cells (tables rebuilt from a PDF
 * grid). `structure.ts` matches these to the captions in the text by kind and number.
 */
export interface RawFigure {
  kind: "figure" | "table";
  /** Label number as printed ("3", "2.1"), null if none. */
  number: string | null;
  caption: string;
  page: number | null;
  image: RawImage | null;
  /** Table cells rebuilt from text positions, when the region is a grid. */
  cells?: string[][];
  /**
   * PDF only: the figure's region on its page (PDF user space, y upwards). Text inside it (axis labels,
   * table cells) belongs to the figure, not to the body text.
   */
  region?: { x0: number; y0: number; x1: number; y1: number };
}

export interface ExtractedDocument {
  blocks: Block[];
  footnotes: RawFootnote[];
  pageCount: number;
  pageCountEstimated: boolean;
  /** What each page is called in print; `{ source: "none" }` where the format has no real pages. */
  pageLabels: PageLabels;
  /** Title from document metadata, if any (often empty or a file name). */
  metadataTitle: string | null;
  /** Explicit link targets found in the file (PDF link annotations, DOCX hyperlinks). */
  links: string[];
  warnings: string[];
  /** Lines of the first pages (before the body) for the title page reader. */
  titleLines: TitleLine[];
  /** Figures and tables with pictures, where the format gives them. */
  figures: RawFigure[];
  /** Images that could not be used (formats a browser cannot show, such as EMF/WMF; failed renders). */
  skippedImages: number;
  /** Set when the figures and tables were left for a later read (text first). */
  picturesPending?: boolean;
  /** Technical notes from reading (a figure not rendered, the parsing thread lost); absent when none. */
  diagnostics?: string[];
}
