/**
 * The document model: everything the engine knows about one thesis after ingest and recognition.
 * Plain, JSON-serialisable data; every type has a zod schema so a stored model can be re-validated.
 * Pages are 1-based physical pages of the file (PDF page index; for DOCX/DOC an estimate or null). They are
 * never shown as they are: `pageLabels` says what each page is called in print (`text/page-label.ts`).
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

/**
 * A picture of a figure or table, stored beside the model as a stage artifact (never inside the JSON):
 * `artifact` is its name in the ingest result's `artifacts`, e.g. "figures/abbildung-3.png".
 */
export const FigureImageSchema = z.object({
  artifact: z.string(),
  contentType: z.enum(["image/png", "image/jpeg", "image/gif"]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type FigureImage = z.infer<typeof FigureImageSchema>;

export const TableSchema = z.object({
  /** Rows of cells (plain text). Empty when the format only gives a caption (table as image). */
  cells: z.array(z.array(z.string())),
  caption: z.string().nullable(),
  /** Label number as printed ("3", "2.1"), null if none. */
  number: z.string().nullable(),
  page: PageSchema,
  sectionId: z.string().nullable(),
  /** The table as the thesis shows it (PDF: rendered region), null when there is none. */
  image: FigureImageSchema.nullable(),
});
export type Table = z.infer<typeof TableSchema>;

export const FigureSchema = z.object({
  /** Caption as printed, e.g. "Abbildung 3: Ablauf der Messung". */
  caption: z.string(),
  /** Label number as printed ("3", "2.1"), null if none. */
  number: z.string().nullable(),
  page: PageSchema,
  sectionId: z.string().nullable(),
  /** The figure's picture, null when the file does not give one (DOC, EMF/WMF, render failure). */
  image: FigureImageSchema.nullable(),
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

/**
 * The title page as printed. A field the title page does not show is null (or empty), never guessed.
 * Matriculation numbers, addresses, e-mail addresses and birth data are never read into any field.
 */
export const TitlePageSchema = z.object({
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  /** "Bachelorarbeit", "Seminararbeit", "Master Thesis", … as printed. */
  kindOfWork: z.string().nullable(),
  /** "Bachelor of Science (B.Sc.)", … */
  degree: z.string().nullable(),
  institution: z.string().nullable(),
  faculty: z.string().nullable(),
  /** Institute, chair, department or programme, if printed as such. */
  institute: z.string().nullable(),
  authors: z.array(z.string()),
  /** Supervisors and examiners. */
  supervisors: z.array(z.string()),
  /** Date as printed ("30. August 2022", "SS 2023"). */
  date: z.string().nullable(),
  place: z.string().nullable(),
});
export type TitlePage = z.infer<typeof TitlePageSchema>;

/**
 * Where the document's title was read: the title page (or the title block at the top of a document without one),
 * the file's metadata, or a heading. Only the first is what the student printed as the title.
 */
export const TitleSourceSchema = z.enum(["title-page", "metadata", "heading"]);
export type TitleSource = z.infer<typeof TitleSourceSchema>;

export const EMPTY_TITLE_PAGE: TitlePage = {
  title: null,
  subtitle: null,
  kindOfWork: null,
  degree: null,
  institution: null,
  faculty: null,
  institute: null,
  authors: [],
  supervisors: [],
  date: null,
  place: null,
};

/**
 * What each physical page is called where the thesis prints it, so a reference names the page a reader
 * finds ("S. iv", "S. 27" where the file's 30th page prints 27). Decision 028.
 * - "pdf": the PDF's own page labels (what a PDF viewer shows);
 * - "printed": the number printed in the running head or foot, where it counts up with the pages;
 * - "index": a PDF with neither: the physical page, which a viewer shows too;
 * - "none": DOCX/DOC, whose pages are estimates: no page is named (references name the chapter).
 */
export const PageLabelsSchema = z.object({
  source: z.enum(["pdf", "printed", "index", "none"]),
  /** Label of physical page i + 1 at index i ("iv", "27"); null for a page that prints none. Empty for "none". */
  labels: z.array(z.string().min(1).nullable()),
});
export type PageLabels = z.infer<typeof PageLabelsSchema>;

/** Pages of a format that has none (DOCX, DOC): references name the chapter instead. */
export const NO_PAGE_LABELS: PageLabels = { source: "none", labels: [] };

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
  schemaVersion: z.literal(2),
  source: z.object({
    format: SourceFormatSchema,
    filename: z.string(),
    bytes: z.number().int().nonnegative(),
  }),
  /** The full title (all its lines), null when neither the title page, the metadata nor a heading gives one. */
  title: z.string().nullable(),
  /** Where `title` was read (ingest/title-page/title-choice.ts); absent in models stored before it, whose title is the title page's. */
  titleSource: TitleSourceSchema.nullable().optional(),
  /** What the title page shows. Personal data (names): never log. */
  titlePage: TitlePageSchema,
  language: LanguageSchema,
  pageCount: z.number().int().nonnegative(),
  /** True when pageCount comes from document metadata or an estimate rather than real pages. */
  pageCountEstimated: z.boolean(),
  /** The printed name of every physical page (a stored model without it is read again). */
  pageLabels: PageLabelsSchema,
  /** Words in the body (without front matter and references). */
  wordCount: z.number().int().nonnegative(),
  frontMatter: FrontMatterSchema,
  abstract: z.string().nullable(),
  /** Heading tree of the body (front matter and reference list excluded). */
  headings: z.array(HeadingSchema),
  /** Main chapters (top level of `headings`) with recognised roles and sizes. */
  chapters: z.array(ChapterSchema),
  /** Headings of the appendix region ("Anhang", "A Fragebogen", …): kept out of the body, listed here. */
  appendix: z.array(z.object({ title: z.string(), page: PageSchema })),
  paragraphs: z.array(ParagraphSchema),
  tables: z.array(TableSchema),
  figures: z.array(FigureSchema),
  footnotes: z.array(FootnoteSchema),
  references: z.array(ReferenceSchema),
  /** Embedded images that could not be used (EMF/WMF, failed renders). */
  skippedImages: z.number().int().nonnegative(),
  /**
   * True when only the text was read (text first, for a quick free analysis): the figures and tables, and
   * the text inside their regions, come with a second read (`ingest` with `pictures`) before a deck is built.
   */
  picturesPending: z.boolean().optional(),
  /** Non-fatal issues found while reading (German, user-facing), e.g. "Kein Literaturverzeichnis gefunden". */
  warnings: z.array(z.string()),
  /**
   * Technical notes from reading, for the log and not for the student: a figure that could not be rendered,
   * a page whose captions could not be read, pdf.js's parsing thread lost. Absent when there are none; the
   * engine never prints them, whoever reads the document decides.
   */
  diagnostics: z.array(z.string()).optional(),
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
