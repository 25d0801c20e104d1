import {
  type ExamQuestion,
  type Presentation,
  type PresentationDetail,
  PresentationDetailSchema,
  type ServedSlideImage,
  type StoredSlideImage,
} from "@folienwerk/contracts";
import type { Db } from "../db/client.ts";
import { INVOICE_FILENAME, storedNames, TEMPLATES_ZIP } from "./files.ts";
import { orderNumberOf, paidOrderOf } from "./owner.ts";
import { getStageOutput, type PresentationRow } from "./repository.ts";

/** App-relative URL of a stored file of a presentation; the route checks the owner and redirects to a signed URL. */
export const fileUrl = (id: string, name: string) =>
  `/api/presentations/${id}/files/${name.split("/").map(encodeURIComponent).join("/")}`;

/** The deliverables the presentation gives a URL of its own. */
const LINKED = [
  "praesentation.pptx",
  "pruefungsfragen.pdf",
  "pruefungsfragen.json",
  "sprechernotizen.pdf",
  "sprechernotizen.docx",
];

/** The URL of the invoice PDF of the presentation's paid order (the route checks the owner). */
export const invoiceUrl = (id: string) => `/api/presentations/${id}/${INVOICE_FILENAME}`;

/** The presentations as the browser sees them, with the URLs of the files each has (one query for all). */
export async function presentPresentations(db: Db, rows: PresentationRow[]): Promise<Presentation[]> {
  const stored = await storedNames(
    db,
    rows.map((row) => row.id),
    LINKED,
  );
  return rows.map((row) => present(row, stored.get(row.id) ?? new Set()));
}

export async function presentPresentation(db: Db, row: PresentationRow): Promise<Presentation> {
  const stored = await storedNames(db, [row.id], LINKED);
  return present(row, stored.get(row.id) ?? new Set());
}

/**
 * SPEC §3 field names, plus our job and retention fields. `names`: which files the presentation has
 * ("source", deliverable names); their URLs are derived here, never stored.
 */
function present(row: PresentationRow, names: ReadonlySet<string>): Presentation {
  // Deliverables are offered once the presentation is finished: nothing half-stored is shown as done.
  const has = (name: string) =>
    row.stage === "presentation_created" && !row.filesDeletedAt && names.has(name);
  const stored = (row.generatedImages ?? {}) as Record<string, StoredSlideImage[]>;
  const images: Record<string, ServedSlideImage[]> | null = has("praesentation.pptx")
    ? Object.fromEntries(
        Object.entries(stored).map(([slide, list]) => [
          slide,
          list.map((img) => ({
            slide_title: img.slide_title?.trim() || null,
            url: fileUrl(row.id, img.file),
            url_no_text: fileUrl(row.id, img.file_no_text),
            url_svg: fileUrl(row.id, img.file_svg),
            visualization_type: img.visualization_type,
            visualization_description: img.visualization_description,
          })),
        ]),
      )
    : null;
  return {
    id: row.id,
    user_id: row.userId,
    pdf_url: names.has("source") && !row.filesDeletedAt ? fileUrl(row.id, "source") : null,
    pdf_filename: row.pdfFilename,
    thesis_title: row.filesDeletedAt ? null : row.thesisTitle,
    work_type: row.workType,
    research_type: row.researchType,
    presentation_duration: row.presentationDuration,
    methodology: row.methodology,
    stage: row.stage,
    powerpoint_url: has("praesentation.pptx") ? fileUrl(row.id, "praesentation.pptx") : null,
    is_paid: row.isPaid,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    has_analysis: Boolean(row.analysisHtmlContent),
    professor_questions_json:
      row.stage === "presentation_created"
        ? ((row.professorQuestionsJson as ExamQuestion[] | null) ?? null)
        : null,
    professor_questions_pdf: has("pruefungsfragen.pdf") ? fileUrl(row.id, "pruefungsfragen.pdf") : null,
    speaker_notes_pdf: has("sprechernotizen.pdf") ? fileUrl(row.id, "sprechernotizen.pdf") : null,
    speaker_notes_docx: has("sprechernotizen.docx") ? fileUrl(row.id, "sprechernotizen.docx") : null,
    professor_questions_json_url: has("pruefungsfragen.json")
      ? fileUrl(row.id, "pruefungsfragen.json")
      : null,
    generated_images: images,
    images_zip_url: images && Object.keys(images).length > 0 ? fileUrl(row.id, TEMPLATES_ZIP) : null,
    free_analysis_status: row.freeAnalysisStatus,
    pipeline_status: row.pipelineStatus,
    pipeline_progress: row.pipelineProgress ?? null,
    pipeline_error: row.pipelineError,
    files_deleted_at: row.filesDeletedAt?.toISOString() ?? null,
  };
}

const planWarnings = PresentationDetailSchema.shape.plan_warnings;

/**
 * One presentation with the planner's notes on the limits of its deck (a thesis shorter than the talk,
 * fewer slides than usual, …): read from the stored plan, shown with the finished files until retention.
 */
export async function presentDetail(db: Db, row: PresentationRow): Promise<PresentationDetail> {
  const made = row.stage === "presentation_created" && !row.filesDeletedAt;
  const plan = made ? await getStageOutput<{ warnings?: unknown }>(db, row.id, "slide-planner") : undefined;
  const warnings = planWarnings.safeParse(plan?.warnings);
  const order = row.isPaid ? await paidOrderOf(db, row.id) : undefined;
  return {
    ...(await presentPresentation(db, row)),
    plan_warnings: warnings.success ? warnings.data : [],
    order_number: order ? orderNumberOf(order) : null,
    invoice_url: order ? invoiceUrl(row.id) : null,
  };
}
