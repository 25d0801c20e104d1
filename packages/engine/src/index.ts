/**
 * @folienwerk/engine: thesis → document model (ingest) → understanding → free analysis / slide plan →
 * content → visuals → files. A pure library; it knows nothing of HTTP, the database or users.
 */
export const ENGINE_VERSION = "0.1.0";

export { analyze } from "./analysis/analysis.ts";
export type { ExaminerQuestion, QuestionTopic } from "./analysis/examiner-questions.ts";
export type { OutlineSegment, TalkOutline } from "./analysis/outline.ts";
export { renderAnalysisHtml } from "./analysis/render-html.ts";
export type { Analysis, AnalysisFigure, StructureEntry } from "./analysis/schema.ts";
export { checkSources } from "./analysis/source-check.ts";
export type {
  SourceCheckItem,
  SourceCheckOptions,
  SourceCheckResult,
  SourceStatus,
} from "./analysis/source-status.ts";
export { LINK_CHECK_UNAVAILABLE, REFUND_THRESHOLD } from "./analysis/source-status.ts";
export { readSourceCheck } from "./analysis/stored-source-check.ts";
export * from "./document.ts";
export { INGEST_ERROR_CODES, IngestError, type IngestErrorCode } from "./errors.ts";
export { evaluateDeck } from "./eval/evaluate.ts";
export { type DeckEvaluation, type EvaluateOptions, THRESHOLDS } from "./eval/evaluation.ts";
export { formatEvaluation } from "./eval/format-evaluation.ts";
export { readPptx } from "./eval/pptx/read-pptx.ts";
export { rouge } from "./eval/rouge.ts";
export type { Artifact, IngestResult } from "./ingest/blocks.ts";
export { checkHead, HEAD_BYTES } from "./ingest/detect.ts";
export {
  closeIngestWorkers,
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  type IngestOptions,
  type IngestSource,
  ingest,
  warmIngestWorkers,
} from "./ingest/index.ts";
export * from "./pipeline.ts";
export type { Questionnaire, SlidePlan } from "./plan/planner.ts";
export { slideRange, targetSlideCount } from "./plan/slide-count.ts";
export { type Invoice, InvoiceSchema, renderInvoicePdf } from "./render/invoice-pdf.ts";
export { type ZipEntry, zipFiles } from "./render/zip.ts";
export * from "./understand/schema.ts";
export { understand, withGivenTitle } from "./understand/understand.ts";
export type { ContentStage, SlideContent } from "./write/content.ts";
export { createExtractiveModel } from "./write/model/extractive.ts";
export {
  createOpenAICompatibleModel,
  createTextModel,
  type TextModelEnv,
} from "./write/model/openai-compatible.ts";
export type {
  Passage as SlidePassage,
  SlideDraft,
  SlideRequest,
  TextModel,
} from "./write/model/text-model.ts";
export { type ExamQuestion, QUESTION_GROUPS } from "./write/questions.ts";
