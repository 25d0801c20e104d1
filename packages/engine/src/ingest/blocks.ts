/**
 * The intermediate form every extractor produces: a flat sequence of blocks in reading order.
 * `structure.ts` turns it into the document model, the same way for PDF, DOCX and DOC.
 */
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

export interface ExtractedDocument {
  blocks: Block[];
  footnotes: RawFootnote[];
  pageCount: number;
  pageCountEstimated: boolean;
  /** Title from document metadata, if any (often empty or a file name). */
  metadataTitle: string | null;
  /** Explicit link targets found in the file (PDF link annotations, DOCX hyperlinks). */
  links: string[];
  warnings: string[];
}
