/**
 * The document model: everything the engine knows about one thesis after ingest and recognition.
 * Plain, JSON-serialisable data; every type has a zod schema so a stored model can be re-validated.
 * Pages are 1-based physical pages of the file (PDF page index; for DOCX/DOC an estimate or null).
 *
 * Stability: later additions are fine, renames are not (the deck builder depends on these names).
 */
import { z } from "zod";

export const SourceFormatSchema = z.enum(["pdf", "docx", "doc"]);
export type SourceFormat = z.infer<typeof SourceFormatSchema>;

export const LanguageSchema = z.enum(["de", "en"]);
export type Language = z.infer<typeof LanguageSchema>;

/** A 1-based page number, or null when the format has no reliable pages (DOCX/DOC without breaks). */
const PageSchema = z.number().int().positive().nullable();

/** A heading with its children: chapters (level 1), sections (2), subsections (3+). */
export interface Heading {
  /** Stable id within the document, e.g. "h12". Paragraphs point at it via `sectionId`. */
  id: string;
  level: number;
  /** Section number as printed ("2.3.1"), or null for unnumbered headings. */
  number: string | null;
  /** The heading text without the number. */
  title: string;
  page: number | null;
  children: Heading[];
}
export const HeadingSchema: z.ZodType<Heading> = z.lazy(() =>
  z.object({
    id: z.string(),
    level: z.number().int().min(1).max(6),
    number: z.string().nullable(),
    title: z.string(),
    page: PageSchema,
    children: z.array(HeadingSchema),
  }),
);

export const ParagraphSchema = z.object({
  /** Normalised text (de-hyphenated, NFKC, no running headers/footers). */
  text: z.string(),
  page: PageSchema,
  /** Id of the innermost heading the paragraph belongs to, null before the first heading. */
  sectionId: z.string().nullable(),
});
export type Paragraph = z.infer<typeof ParagraphSchema>;

export const TableSchema = z.object({
  /** Rows of cells (plain text). Empty when the format only gives a caption (table as image). */
  cells: z.array(z.array(z.string())),
  caption: z.string().nullable(),
  page: PageSchema,
  sectionId: z.string().nullable(),
});
export type Table = z.infer<typeof TableSchema>;

export const FigureSchema = z.object({
  /** Caption as printed, e.g. "Abbildung 3: Ablauf der Messung". */
  caption: z.string(),
  /** Label number as printed ("3", "2.1"), null if none. */
  number: z.string().nullable(),
  page: PageSchema,
  sectionId: z.string().nullable(),
});
export type Figure = z.infer<typeof FigureSchema>;

export const FootnoteSchema = z.object({
  /** Marker as printed ("1", "*"). */
  marker: z.string(),
  text: z.string(),
  page: PageSchema,
});
export type Footnote = z.infer<typeof FootnoteSchema>;

export const ReferenceSchema = z.object({
  /** The entry as printed in the bibliography, normalised whitespace. */
  raw: z.string(),
  urls: z.array(z.string()),
  /** Bare DOIs ("10.1000/xyz"), without resolver prefix. */
  dois: z.array(z.string()),
  /** Publication year if recognisable. */
  year: z.number().int().nullable(),
});
export type Reference = z.infer<typeof ReferenceSchema>;

/** Which front-matter parts were recognised (and kept out of the body). */
export const FrontMatterSchema = z.object({
  titlePage: z.boolean(),
  declaration: z.boolean(),
  tableOfContents: z.boolean(),
  listOfFigures: z.boolean(),
  listOfTables: z.boolean(),
  listOfAbbreviations: z.boolean(),
  abstract: z.boolean(),
  /** Acknowledgements / Danksagung / Vorwort. */
  acknowledgements: z.boolean(),
});
export type FrontMatter = z.infer<typeof FrontMatterSchema>;

/** A piece of text recognised in the thesis, always with where it was found. */
export const PassageSchema = z.object({
  text: z.string(),
  page: PageSchema,
  sectionId: z.string().nullable(),
});
export type Passage = z.infer<typeof PassageSchema>;

export const MethodKindSchema = z.enum(["literature", "empirical", "mixed"]);
export type MethodKind = z.infer<typeof MethodKindSchema>;

export const MethodSchema = z.object({
  kind: MethodKindSchema,
  /** Design as stated (e.g. "Querschnittsbefragung", "Experiment", "Fallstudie"), null if not found. */
  design: z.string().nullable(),
  /** Sample size n as stated in the thesis, null if none found. */
  sampleSize: z.number().int().nonnegative().nullable(),
  /** The sentence the sample size was taken from. */
  sampleSizeEvidence: PassageSchema.nullable(),
  /** Instruments / tools / materials (questionnaires, scales, software, datasets). */
  instruments: z.array(z.string()),
  /** Statistical procedures named (t-Test, Regression, Cronbach's α, ...). */
  statistics: z.array(z.string()),
  /** Sentences describing the method, in document order. */
  passages: z.array(PassageSchema),
});
export type Method = z.infer<typeof MethodSchema>;

export const KeyResultSchema = z.object({
  /** The sentence as written in the thesis; numbers are kept exactly as printed. */
  text: z.string(),
  /** The numbers as printed in `text` (e.g. "84,3 %", "p < 0,05", "n = 120"). */
  numbers: z.array(z.string()),
  page: PageSchema,
  sectionId: z.string().nullable(),
});
export type KeyResult = z.infer<typeof KeyResultSchema>;

/** The parts a defence talk needs. Every list is empty (and every field null) when not found. */
export const RecognizedPartsSchema = z.object({
  researchQuestions: z.array(PassageSchema),
  hypotheses: z.array(PassageSchema),
  goal: PassageSchema.nullable(),
  method: MethodSchema.nullable(),
  keyResults: z.array(KeyResultSchema),
  discussion: z.array(PassageSchema),
  limitations: z.array(PassageSchema),
  conclusion: z.array(PassageSchema),
  outlook: z.array(PassageSchema),
});
export type RecognizedParts = z.infer<typeof RecognizedPartsSchema>;

/** Role of a main chapter, recognised from its title (and content). */
export const ChapterRoleSchema = z.enum([
  "introduction",
  "theory",
  "method",
  "results",
  "discussion",
  "conclusion",
  "outlook",
  "other",
]);
export type ChapterRole = z.infer<typeof ChapterRoleSchema>;

export const ChapterSchema = z.object({
  headingId: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  role: ChapterRoleSchema,
  pageStart: PageSchema,
  pageEnd: PageSchema,
  wordCount: z.number().int().nonnegative(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const DocumentModelSchema = z.object({
  /** Version of this schema; bump on incompatible changes. */
  schemaVersion: z.literal(1),
  source: z.object({
    format: SourceFormatSchema,
    filename: z.string(),
    bytes: z.number().int().nonnegative(),
  }),
  title: z.string().nullable(),
  /** Author names if found on the title page. Personal data: never log. */
  authors: z.array(z.string()),
  language: LanguageSchema,
  pageCount: z.number().int().nonnegative(),
  /** True when pageCount comes from document metadata or an estimate rather than real pages. */
  pageCountEstimated: z.boolean(),
  /** Words in the body (without front matter and references). */
  wordCount: z.number().int().nonnegative(),
  frontMatter: FrontMatterSchema,
  abstract: z.string().nullable(),
  /** Heading tree of the body (front matter and reference list excluded). */
  headings: z.array(HeadingSchema),
  /** Main chapters (top level of `headings`) with recognised roles and sizes. */
  chapters: z.array(ChapterSchema),
  paragraphs: z.array(ParagraphSchema),
  tables: z.array(TableSchema),
  figures: z.array(FigureSchema),
  footnotes: z.array(FootnoteSchema),
  references: z.array(ReferenceSchema),
  parts: RecognizedPartsSchema,
  /** Non-fatal issues found while reading (German, user-facing), e.g. "Kein Literaturverzeichnis gefunden". */
  warnings: z.array(z.string()),
});
export type DocumentModel = z.infer<typeof DocumentModelSchema>;

/** Walks the heading tree depth-first. */
export function flattenHeadings(headings: Heading[]): Heading[] {
  const out: Heading[] = [];
  const walk = (list: Heading[]) => {
    for (const h of list) {
      out.push(h);
      walk(h.children);
    }
  };
  walk(headings);
  return out;
}
