/**
 * The understanding of one thesis: what the free analysis, the planner, the writer and the exam questions
 * all work from. Built once by `understand()` from the document model and stored as the "analyze-paper"
 * stage output. Plain JSON, checked by zod when a stored copy is read back.
 */
import { z } from "zod";
import {
  ChapterRoleSchema,
  FigureImageSchema,
  LanguageSchema,
  PageLabelsSchema,
  TitlePageSchema,
  TitleSourceSchema,
} from "../document.ts";
import { SentenceRoleSchema } from "./sentence-role/roles.ts";

const PageSchema = z.number().int().positive().nullable();

/**
 * What the student states about the title page (issue 30.4: "a title, author, institution and date given by the
 * student always win over what was read"; issue 31.5 adds the supervisors). Every field is optional; one given
 * replaces the one read.
 */
export const GivenTitlePageSchema = z
  .object({
    title: z.string().trim().min(1).max(300),
    /** Empty: the student removed the subtitle that was read. */
    subtitle: z.string().trim().max(300),
    authors: z.array(z.string().trim().min(1).max(200)).min(1).max(12),
    institution: z.string().trim().min(1).max(300),
    supervisors: z.array(z.string().trim().min(1).max(200)).min(1).max(12),
    date: z.string().trim().min(1).max(100),
  })
  .partial()
  .strict();
export type GivenTitlePage = z.infer<typeof GivenTitlePageSchema>;

/**
 * Where the deck's title comes from: given by the student, read from the document (ingest/title-page/title-choice.ts), the
 * research question, or the file name. All but "given" and "title-page" are weak: the plan asks to check them.
 */
export const DeckTitleSourceSchema = z.union([TitleSourceSchema, z.enum(["given", "question", "file-name"])]);
export type DeckTitleSource = z.infer<typeof DeckTitleSourceSchema>;

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

export const KeyResultSchema = PassageSchema.extend({
  /** The numbers as printed in `text` (e.g. "84,3 %", "p < 0,05", "n = 120"). */
  numbers: z.array(z.string()),
});
export type KeyResult = z.infer<typeof KeyResultSchema>;

/**
 * What a finding states (understand/findings.ts reads it from the wording): the answer to the research
 * question, a hypothesis decided, a comparison, an effect, an outcome with its number or direction, or a
 * description of the data (a mean, a share), which never heads a results slide.
 */
export const FINDING_KINDS = [
  "answer",
  "hypothesis",
  "comparison",
  "effect",
  "outcome",
  "descriptive",
] as const;
export const FindingKindSchema = z.enum(FINDING_KINDS);
export type FindingKind = z.infer<typeof FindingKindSchema>;

/**
 * A finding of the thesis: a sentence stating an outcome, comparison or effect with its number or direction
 * (understand/findings.ts). Never a setting, definition, method parameter or diagnostic.
 */
export const FindingSchema = PassageSchema.extend({
  /** Id of the body sentence (`Understanding.sentences`), null when it stands in the abstract. */
  sentenceId: z.number().int().nullable(),
  /** answer (answers the question) and hypothesis (decided) rank first, descriptive statistics last. */
  kind: FindingKindSchema,
  /** The numbers as printed in `text`. */
  numbers: z.array(z.string()),
  /** Rank of the finding: kind, where it stands, numbers; higher is better. */
  score: z.number(),
});
export type Finding = z.infer<typeof FindingSchema>;

/** The thesis's own sentence(s) answering its research question. */
export const ResearchAnswerSchema = PassageSchema.extend({
  /** Ids of the body sentences; empty when the answer stands in the abstract. */
  sentenceIds: z.array(z.number().int()),
  fromAbstract: z.boolean(),
});
export type ResearchAnswer = z.infer<typeof ResearchAnswerSchema>;

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

/** The recognised parts with the findings and the answer to the research question (understand/finding-rank.ts, research-answer.ts). */
export const ThesisPartsSchema = RecognizedPartsSchema.extend({
  /** The findings, best first. */
  findings: z.array(FindingSchema),
  /** The answer to the research question, null when the thesis states none that can be found. */
  answer: ResearchAnswerSchema.nullable(),
});
export type ThesisParts = z.infer<typeof ThesisPartsSchema>;

/** Nothing recognised (a thesis without any of the parts; also a starting point for tests). */
export const EMPTY_PARTS: ThesisParts = {
  researchQuestions: [],
  hypotheses: [],
  goal: null,
  method: null,
  keyResults: [],
  discussion: [],
  limitations: [],
  conclusion: [],
  outlook: [],
  findings: [],
  answer: null,
};

/** Kinds of sentence the planner and writer select by (derived from the sentence role). */
export const SENTENCE_FLAGS = [
  "question",
  "goal",
  "hypothesis",
  "method",
  "result",
  "limitation",
  "discussion",
  "conclusion",
  "outlook",
  // A finding of the thesis (parts.findings) and its answer to the research question (parts.answer).
  "finding",
  "answer",
] as const;
export type SentenceFlag = (typeof SENTENCE_FLAGS)[number];

export const ThesisSentenceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  page: z.number().int().nullable(),
  /** Index into `chapters` (main chapters only). */
  chapter: z.number().int(),
  /** The level-2 section the sentence belongs to, null directly under the chapter heading. */
  sectionId: z.string().nullable(),
  /** The title of the level-3 heading the sentence stands under, when there is one (absent in stages
   *  stored before it). */
  subsection: z.string().optional(),
  /** Centrality within its chapter, with penalties for formulas, code and pointers. */
  score: z.number(),
  words: z.number().int(),
  role: SentenceRoleSchema,
  flags: z.array(z.enum(SENTENCE_FLAGS)),
});
export type ThesisSentence = z.infer<typeof ThesisSentenceSchema>;

export const SectionSchema = z.object({
  headingId: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  page: z.number().int().nullable(),
  words: z.number().int(),
});

export const ChapterKindSchema = z.enum(["main", "appendix"]);

export const MainChapterSchema = z.object({
  headingId: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  role: ChapterRoleSchema,
  pageStart: z.number().int().nullable(),
  pageEnd: z.number().int().nullable(),
  words: z.number().int(),
  sections: z.array(SectionSchema),
});
export type MainChapter = z.infer<typeof MainChapterSchema>;

/** A chapter outside the main text the talk must cover: appendix material, kept for backup slides. */
export const AppendixChapterSchema = z.object({
  headingId: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  pageStart: z.number().int().nullable(),
  words: z.number().int(),
  /** Why it counts as appendix: lettered ("A", "B.1"), or placed after the conclusion or bibliography. */
  reason: z.enum(["lettered", "after-conclusion", "appendix-heading"]),
});
export type AppendixChapter = z.infer<typeof AppendixChapterSchema>;

/** A figure or table of the thesis as a real object: where it is, what refers to it, its picture. */
export const ThesisFigureSchema = z.object({
  /** Stable id within the thesis: "abb-3", "tab-2.1", or "abb-x4" when unnumbered. */
  id: z.string(),
  kind: z.enum(["figure", "table"]),
  number: z.string().nullable(),
  caption: z.string(),
  page: z.number().int().nullable(),
  /** Index into `chapters`, -1 when outside the main chapters (appendix). */
  chapter: z.number().int(),
  sectionId: z.string().nullable(),
  /** Sentence ids that refer to it ("Abbildung 3 zeigt …", "(vgl. Tab. 2)"). */
  refs: z.array(z.number().int()),
  image: FigureImageSchema.nullable(),
  /** Index into the document model's tables when the cells are known. */
  tableIndex: z.number().int().nullable(),
});
export type ThesisFigure = z.infer<typeof ThesisFigureSchema>;

export const UnderstandingSchema = z.object({
  language: LanguageSchema,
  /** The full title (all its lines), never cut. */
  title: z.string(),
  /** A short form for footers: at most 80 characters, cut at a word boundary. */
  shortTitle: z.string(),
  /** True when the thesis had no recognisable title and the file name stands in for it. */
  titleFromFilename: z.boolean(),
  /** Where the title comes from; absent in understandings stored before it (title page or file name). */
  titleSource: DeckTitleSourceSchema.optional(),
  titlePage: TitlePageSchema,
  pageCount: z.number().int(),
  /** What each page is called in print (the document model's); every page printed goes through it. */
  pageLabels: PageLabelsSchema,
  wordCount: z.number().int(),
  chapters: z.array(MainChapterSchema),
  appendix: z.array(AppendixChapterSchema),
  sentences: z.array(ThesisSentenceSchema),
  parts: ThesisPartsSchema,
  figures: z.array(ThesisFigureSchema),
  /** Tables usable on a slide (index into the document's tables). */
  tables: z.array(
    z.object({
      index: z.number().int(),
      chapter: z.number().int(),
      page: z.number().int().nullable(),
      rows: z.number().int(),
      cols: z.number().int(),
      numeric: z.boolean(),
      caption: z.string().nullable(),
    }),
  ),
  /** Bibliography entries as printed (for the sources slide). */
  references: z.array(z.string()),
  /** Design, instruments and sample size (for method slides and questions). */
  method: z.object({
    design: z.string().nullable(),
    sampleSize: z.number().nullable(),
    instruments: z.array(z.string()),
  }),
});
export type Understanding = z.infer<typeof UnderstandingSchema>;
