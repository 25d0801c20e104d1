import { z } from "zod";
import { ExamQuestionSchema } from "./questions.ts";

export const STAGES = ["questions_1", "questions_2", "presentation_created"] as const;
export type Stage = (typeof STAGES)[number];
export const RESEARCH_TYPES = ["literature", "empirical", "mixed_methods"] as const;
export type ResearchType = (typeof RESEARCH_TYPES)[number];
export const JOB_STATUSES = ["idle", "queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const presentationId = z
  .string({ error: "Bitte eine Präsentations-ID angeben." })
  .min(1, "Bitte eine Präsentations-ID angeben.");

/** Body of the SPEC §7 calls that name one presentation (/core/*, /free/analysis). */
export const PresentationIdBodySchema = z.object({ presentationId });
export type PresentationIdBody = z.infer<typeof PresentationIdBodySchema>;

/** GET /api/presentations?order=… */
export const ListQuerySchema = z.object({
  order: z
    .enum(["asc", "desc"], {
      error: "Die Sortierung muss „asc“ (älteste zuerst) oder „desc“ (neueste zuerst) sein.",
    })
    .default("desc"),
});
export type SortOrder = z.infer<typeof ListQuerySchema>["order"];

/** The `work_type` field of the upload form (POST /api/presentations, multipart). */
export const WorkTypeSchema = z
  .string({ error: "Bitte wähle die Art deiner Arbeit." })
  .trim()
  .min(1, "Bitte wähle die Art deiner Arbeit.")
  .max(100, "Die Art der Arbeit darf höchstens 100 Zeichen lang sein.");

/**
 * PATCH /api/presentations/:id: the questionnaire's answers (SPEC §4). `work_type` is set at the upload;
 * it comes again only when the student went back to step 2 and changed it (no second upload).
 */
export const QuestionnaireAnswersSchema = z.object(
  {
    work_type: WorkTypeSchema.optional(),
    research_type: z.enum(RESEARCH_TYPES, { error: "Bitte wähle das methodische Vorgehen." }),
    presentation_duration: z.coerce
      .number({ error: "Bitte gib die Vortragsdauer an." })
      .int("Die Vortragsdauer muss eine ganze Zahl sein.")
      .min(5, "Die Vortragsdauer muss mindestens 5 Minuten betragen.")
      .max(45, "Die Vortragsdauer darf höchstens 45 Minuten betragen."),
    methodology: z
      .string({ error: "Bitte beschreibe deine Methodik." })
      .trim()
      .min(1, "Bitte beschreibe deine Methodik.")
      .max(5000, "Die Beschreibung der Methodik darf höchstens 5.000 Zeichen lang sein."),
  },
  { error: "Bitte beantworte die Fragen zu deiner Präsentation." },
);
/** The answers as the server reads them (duration a number). */
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswersSchema>;
/** The answers as a client sends them. */
export type QuestionnaireAnswersInput = z.input<typeof QuestionnaireAnswersSchema>;

export const PipelineProgressSchema = z.object({
  step: z.string(),
  percent: z.number(),
  label: z.string().optional(),
});
export type PipelineProgress = z.infer<typeof PipelineProgressSchema>;

/** An image template as stored with the presentation: file names inside its deliverables. */
export const StoredSlideImageSchema = z.object({
  /** The title of the slide the template belongs to; missing on decks made before it was stored. */
  slide_title: z.string().optional(),
  file: z.string(),
  file_no_text: z.string(),
  file_svg: z.string(),
  visualization_type: z.string(),
  visualization_description: z.string(),
});
export type StoredSlideImage = z.infer<typeof StoredSlideImageSchema>;

/** An image template as the browser gets it (SPEC §3 generated_images): app-relative download URLs. */
export const ServedSlideImageSchema = z.object({
  /** The slide's title; null on decks made before it was stored ("Folie 3" is shown then). */
  slide_title: z.string().nullable(),
  url: z.string(),
  url_no_text: z.string(),
  url_svg: z.string(),
  visualization_type: z.string(),
  visualization_description: z.string(),
});
export type ServedSlideImage = z.infer<typeof ServedSlideImageSchema>;

/** The presentation as the API returns it: SPEC §3 field names, plus our job and retention fields. */
export const PresentationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  pdf_url: z.string().nullable(),
  pdf_filename: z.string().nullable(),
  /** The title from the thesis's title page; null until read, when none was found, or past retention. */
  thesis_title: z.string().nullable(),
  work_type: z.string().nullable(),
  research_type: z.enum(RESEARCH_TYPES).nullable(),
  presentation_duration: z.number().int().nullable(),
  methodology: z.string().nullable(),
  stage: z.enum(STAGES),
  powerpoint_url: z.string().nullable(),
  is_paid: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  has_analysis: z.boolean(),
  /** The exam questions once the presentation is made (SPEC §3 also allows a JSON string; clients accept both). */
  professor_questions_json: z.array(ExamQuestionSchema).nullable(),
  professor_questions_pdf: z.string().nullable(),
  speaker_notes_pdf: z.string().nullable(),
  speaker_notes_docx: z.string().nullable(),
  /** The exam questions as a JSON file (pruefungsfragen.json), once the deck is made. */
  professor_questions_json_url: z.string().nullable(),
  /** Image templates by slide number, once the deck's files exist. */
  generated_images: z.record(z.string(), z.array(ServedSlideImageSchema)).nullable(),
  /** Every image template in one ZIP ("Alle Bildvorlagen"), once the deck has templates. */
  images_zip_url: z.string().nullable(),
  free_analysis_status: z.enum(JOB_STATUSES),
  pipeline_status: z.enum(JOB_STATUSES),
  pipeline_progress: PipelineProgressSchema.nullable(),
  pipeline_error: z.string().nullable(),
  files_deleted_at: z.string().nullable(),
});
export type Presentation = z.infer<typeof PresentationSchema>;

/**
 * GET /api/presentations/:id: the presentation with the planner's notes on the limits of the made deck
 * (German, e.g. a thesis shorter than the talk). Empty until the deck is made and after retention.
 */
export const PresentationDetailSchema = PresentationSchema.extend({
  plan_warnings: z.array(z.string()),
  /** "FW-2026-000123" once paid: what support and refunds refer to; also the invoice number. */
  order_number: z.string().nullable(),
  /** The invoice PDF of the paid order; null until paid. */
  invoice_url: z.string().nullable(),
});
export type PresentationDetail = z.infer<typeof PresentationDetailSchema>;

/** GET /api/presentations/:id/analysis */
export const AnalysisResultSchema = z.object({
  status: z.enum(JOB_STATUSES),
  html: z.string().nullable(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** Answer of the calls that start a job: "queued" when this call started it, "already" when it runs or ran. */
export const JobStartSchema = z.object({
  status: z.enum(["queued", "already", "done"]),
  presentationId: z.string(),
});
export type JobStart = z.infer<typeof JobStartSchema>;

/** Server-sent events on GET /api/presentations/events. */
export interface PresentationEvents {
  presentation: Presentation;
  deleted: { id: string };
  /** The server lost its view of changes for a moment (database reconnect): re-read everything. */
  resync: Record<string, never>;
}

/**
 * The title slide's details (issue 31.5): title, subtitle, authors, institution, supervisors and date. What the
 * engine read from the thesis, and what the student corrected before paying; the deck's title slide and footers
 * use the corrections. Names are lists; an empty subtitle removes the one read, any other empty field keeps it.
 */
export const TitlePageFieldsSchema = z.object({
  title: z.string().trim().max(300, { error: "Der Titel darf höchstens 300 Zeichen lang sein." }),
  subtitle: z.string().trim().max(300, { error: "Der Untertitel darf höchstens 300 Zeichen lang sein." }),
  authors: z
    .array(z.string().trim().min(1).max(200, { error: "Ein Name darf höchstens 200 Zeichen lang sein." }))
    .max(12, { error: "Bitte höchstens 12 Namen angeben." }),
  institution: z.string().trim().max(300, { error: "Die Hochschule darf höchstens 300 Zeichen lang sein." }),
  supervisors: z
    .array(z.string().trim().min(1).max(200, { error: "Ein Name darf höchstens 200 Zeichen lang sein." }))
    .max(12, { error: "Bitte höchstens 12 Namen angeben." }),
  date: z.string().trim().max(100, { error: "Das Datum darf höchstens 100 Zeichen lang sein." }),
});
export type TitlePageFields = z.infer<typeof TitlePageFieldsSchema>;

/** GET and PUT /api/presentations/:id/title-page */
export const TitlePageAnswerSchema = z.object({
  /** As read from the thesis; null until the free analysis has read it. */
  read: TitlePageFieldsSchema.nullable(),
  /** The student's corrections (only the fields that differ from what was read). */
  given: TitlePageFieldsSchema.partial(),
  /** Corrections are taken until the presentation is paid. */
  editable: z.boolean(),
});
export type TitlePageAnswer = z.infer<typeof TitlePageAnswerSchema>;

/**
 * POST /api/uploads/check (anonymous, multipart `file`): what the pre-check read from a file it kept
 * nowhere. `pages` is null for Word files, whose pages are only an estimate; `words` counts the body
 * (without front matter and references).
 */
export const UploadCheckSchema = z.object({
  pages: z.number().int().nonnegative().nullable(),
  words: z.number().int().nonnegative(),
});
export type UploadCheck = z.infer<typeof UploadCheckSchema>;
