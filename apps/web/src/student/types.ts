/** The presentation as GET /api/presentations returns it (docs/API.md; SPEC §3 field names). */

export type Stage = "questions_1" | "questions_2" | "presentation_created";
export type ResearchType = "literature" | "empirical" | "mixed_methods";
export type JobStatus = "idle" | "queued" | "running" | "done" | "failed";

export interface PipelineProgress {
  step: string;
  percent: number;
  label?: string;
}

export interface Presentation {
  id: string;
  user_id: string;
  pdf_url: string | null;
  pdf_filename: string | null;
  /** The title from the thesis's title page; null until read or when none was found. */
  thesis_title: string | null;
  work_type: string | null;
  research_type: ResearchType | null;
  presentation_duration: number | null;
  methodology: string | null;
  /** One of Stage; anything else is shown as 'In Bearbeitung' (SPEC §4). */
  stage: string;
  powerpoint_url: string | null;
  is_paid: boolean;
  created_at: string;
  updated_at: string;
  has_analysis: boolean;
  /** SPEC §3: a JSON string or object; an array, or an object with a professor_questions array. */
  professor_questions_json: unknown;
  professor_questions_pdf: string | null;
  speaker_notes_pdf: string | null;
  speaker_notes_docx: string | null;
  /** SPEC §3: a JSON string or object keyed by slide number. */
  generated_images: unknown;
  free_analysis_status: JobStatus;
  pipeline_status: JobStatus;
  pipeline_progress: PipelineProgress | null;
  pipeline_error: string | null;
  files_deleted_at: string | null;
}

export interface AnalysisResult {
  status: JobStatus;
  html: string | null;
}

export interface QuestionnaireAnswers {
  research_type: ResearchType;
  presentation_duration: number;
  methodology: string;
}
