import {
  JOB_STATUSES,
  type JobStatus,
  RESEARCH_TYPES,
  type ResearchType,
  STAGES,
  type Stage,
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
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// The values the API shows are the shared contract's (packages/contracts).
export { JOB_STATUSES, type JobStatus, RESEARCH_TYPES, type ResearchType, STAGES, type Stage };

/** A stored picture of the thesis (ingest artifact): where it lives and what it is. */
export interface StoredArtifact {
  /** BlobStore key, `artifacts/<presentationId>/<name>`. */
  key: string;
  contentType: string;
  /** True when the document model refers to it (a figure's or table's picture): only those are served. */
  listed: boolean;
}

export interface PipelineProgress {
  step: string;
  percent: number;
  label?: string;
}

/** SPEC §3 `presentations`, plus the job and retention bookkeeping the server needs. */
export const presentations = pgTable(
  "presentations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    pdfUrl: text("pdf_url"),
    pdfFilename: text("pdf_filename"),
    /** The thesis's title as read from its title page (null until read, or when none was found). */
    thesisTitle: text("thesis_title"),
    /** BlobStore key of the uploaded paper (pdf_url is what the browser sees). */
    sourceKey: text("source_key"),
    workType: text("work_type"),
    researchType: text("research_type").$type<ResearchType>(),
    presentationDuration: integer("presentation_duration"),
    methodology: text("methodology"),
    stage: text("stage").$type<Stage>().notNull().default("questions_1"),
    powerpointUrl: text("powerpoint_url"),
    isPaid: boolean("is_paid").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    analysisHtmlContent: text("analysis_html_content"),
    professorQuestionsJson: jsonb("professor_questions_json"),
    professorQuestionsPdf: text("professor_questions_pdf"),
    speakerNotesPdf: text("speaker_notes_pdf"),
    generatedImages: jsonb("generated_images"),
    freeAnalysisStatus: text("free_analysis_status").$type<JobStatus>().notNull().default("idle"),
    pipelineStatus: text("pipeline_status").$type<JobStatus>().notNull().default("idle"),
    pipelineProgress: jsonb("pipeline_progress").$type<PipelineProgress>(),
    pipelineError: text("pipeline_error"),
    filesDeletedAt: timestamp("files_deleted_at", { withTimezone: true }),
    /** Storage keys of the generated deliverables, by file name (praesentation.pptx, bilder/slide-3.png …). */
    deliverables: jsonb("deliverables").$type<Record<string, string>>(),
    /** Pictures of the thesis's figures and tables, by artifact name ("figures/abb-3.png"). */
    artifacts: jsonb("artifacts").$type<Record<string, StoredArtifact>>(),
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

/** SPEC §3 `files`. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    presentationId: uuid("presentation_id")
      .notNull()
      .references(() => presentations.id, { onDelete: "cascade" }),
    fileType: text("file_type").notNull(),
    fileUrl: text("file_url").notNull(),
    filename: text("filename").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_presentation_idx").on(t.presentationId)],
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
