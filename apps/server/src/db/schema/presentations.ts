import {
  JOB_STATUSES,
  type JobStatus,
  type PipelineProgress,
  RESEARCH_TYPES,
  type ResearchType,
  STAGES,
  type Stage,
  type TitlePageFields,
} from "@folienwerk/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// The values the API shows are the shared contract's (packages/contracts).
export { JOB_STATUSES, type JobStatus, RESEARCH_TYPES, type ResearchType, STAGES, type Stage };

/**
 * What a stored file of a presentation is: the uploaded thesis ("source"), a generated deliverable
 * ("deliverable"), or a picture of one of the thesis's figures and tables ("artifact").
 */
export const FILE_KINDS = ["source", "deliverable", "artifact"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** SPEC §3 `presentations`, plus the job and retention bookkeeping the server needs. */
export const presentations = pgTable(
  "presentations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    pdfFilename: text("pdf_filename"),
    /** The thesis's title as read from its title page (null until read, or when none was found). */
    thesisTitle: text("thesis_title"),
    workType: text("work_type"),
    researchType: text("research_type").$type<ResearchType>(),
    presentationDuration: integer("presentation_duration"),
    methodology: text("methodology"),
    /** The student's corrections of the title page (issue 31.5), taken until payment; thesis content. */
    givenTitlePage: jsonb("given_title_page").$type<Partial<TitlePageFields>>(),
    stage: text("stage").$type<Stage>().notNull().default("questions_1"),
    isPaid: boolean("is_paid").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    analysisHtmlContent: text("analysis_html_content"),
    professorQuestionsJson: jsonb("professor_questions_json"),
    generatedImages: jsonb("generated_images"),
    freeAnalysisStatus: text("free_analysis_status").$type<JobStatus>().notNull().default("idle"),
    pipelineStatus: text("pipeline_status").$type<JobStatus>().notNull().default("idle"),
    pipelineProgress: jsonb("pipeline_progress").$type<PipelineProgress>(),
    pipelineError: text("pipeline_error"),
    filesDeletedAt: timestamp("files_deleted_at", { withTimezone: true }),
    analysisMailSentAt: timestamp("analysis_mail_sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    index("presentations_user_created_idx").on(t.userId, t.createdAt),
    index("presentations_created_idx").on(t.createdAt),
  ],
);

/**
 * The output of each finished pipeline stage ("ingest", "analysis", and the deck stages), so a retried
 * job resumes after the last finished stage instead of starting over.
 */
export const stageOutputs = pgTable(
  "presentation_stage_outputs",
  {
    presentationId: uuid("presentation_id")
      .notNull()
      .references(() => presentations.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    output: jsonb("output").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.presentationId, t.stage] })],
);

/**
 * The one record of where a presentation's files live (decision 017): one row per stored object. URLs are
 * derived from the presentation id and the file name when a response is made, never stored.
 * SPEC §3 `files`, without `file_url`; `file_type` became `kind` and `content_type`.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    presentationId: uuid("presentation_id")
      .notNull()
      .references(() => presentations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FileKind>().notNull(),
    /**
     * The file's name within its kind: the upload's original (cleaned) name; a deliverable's path in the
     * package ("praesentation.pptx", "bilder/slide-3.png"); an artifact's name ("figures/abb-3.png").
     */
    filename: text("filename").notNull(),
    /** BlobStore key of the bytes. */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    /** Bytes; null for the generated files and pictures recorded before migration 0006 (no size was kept). */
    fileSize: bigint("file_size", { mode: "number" }),
    /** Artifacts only: the document model refers to it (a figure's or table's picture); only those are served. */
    listed: boolean("listed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("files_presentation_kind_name_idx").on(t.presentationId, t.kind, t.filename),
    uniqueIndex("files_one_source_idx").on(t.presentationId).where(sql`${t.kind} = 'source'`),
  ],
);

/**
 * How long finished work took, for the times the product states („meist in unter einer Minute").
 * Holds nothing of the thesis or the student, so it outlives both.
 */
export const jobDurations = pgTable(
  "job_durations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "analysis": upload to free analysis ready; "delivery": payment to package delivered. */
    kind: text("kind").$type<"analysis" | "delivery">().notNull(),
    durationMs: integer("duration_ms").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_durations_kind_finished_idx").on(t.kind, t.finishedAt)],
);
