import type {
  AnalysisResult,
  JobStart,
  Presentation,
  PresentationDetail,
  PresentationIdBody,
  SortOrder,
  TitlePageAnswer,
  TitlePageFields,
  TranscriptionAnswer,
  UploadCheck,
} from "@folienwerk/contracts";
import { ApiError, api, errorOf, OFFLINE_MESSAGE } from "../lib/api.ts";
import type { QuestionnaireAnswers } from "./types.ts";

export { ApiError, api, messageOf } from "../lib/api.ts";

export const listPresentations = (order: SortOrder) =>
  api<Presentation[]>(`/api/presentations?order=${order}`);
export const getPresentation = (id: string) =>
  api<PresentationDetail>(`/api/presentations/${encodeURIComponent(id)}`);
export const deletePresentation = (id: string) =>
  api<void>(`/api/presentations/${encodeURIComponent(id)}`, { method: "DELETE" });
export const saveAnswers = (id: string, answers: QuestionnaireAnswers) =>
  api<Presentation>(`/api/presentations/${encodeURIComponent(id)}`, { method: "PATCH", json: answers });
export const getAnalysis = (id: string) =>
  api<AnalysisResult>(`/api/presentations/${encodeURIComponent(id)}/analysis`);
export const getTitlePage = (id: string) =>
  api<TitlePageAnswer>(`/api/presentations/${encodeURIComponent(id)}/title-page`);
export const saveTitlePage = (id: string, fields: TitlePageFields) =>
  api<TitlePageAnswer>(`/api/presentations/${encodeURIComponent(id)}/title-page`, {
    method: "PUT",
    json: fields,
  });
export const retryPipeline = (id: string) =>
  api<JobStart>(`/api/presentations/${encodeURIComponent(id)}/retry`, { method: "POST" });
export const startFreeAnalysis = (presentationId: string) =>
  api<JobStart>("/free/analysis", { json: { presentationId } satisfies PresentationIdBody });
export const startFullPipeline = (presentationId: string) =>
  api<JobStart>("/core/process-full-pipeline", { json: { presentationId } satisfies PresentationIdBody });

/** POST /api/uploads/check: reads the chosen file before any account (nothing is kept); German reason on refusal. */
export function checkUpload(file: File): Promise<UploadCheck> {
  const form = new FormData();
  form.append("file", file, file.name);
  return api<UploadCheck>("/api/uploads/check", { form });
}

/** Whether a session cookie is valid right now (better-auth answers null when signed out). */
export async function hasSession(): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/get-session", { credentials: "same-origin" });
    if (!res.ok) return false;
    const body = (await res.json()) as { user?: unknown } | null;
    return Boolean(body?.user);
  } catch {
    return false;
  }
}

/**
 * POST /api/presentations as multipart through XMLHttpRequest, so the upload reports real progress
 * (fetch cannot). `onProgress` gets 0–1 of the bytes sent; the server then checks the file.
 */
export function uploadPresentation(
  file: File,
  workType: string,
  onProgress: (fraction: number) => void,
): Promise<Presentation> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/presentations");
    xhr.responseType = "text";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new ApiError(OFFLINE_MESSAGE, 0, "offline"));
    xhr.onabort = () => reject(new ApiError("Der Upload wurde abgebrochen.", 0, "aborted"));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as Presentation);
        return;
      }
      const fallback = xhr.status === 413 ? "Die Datei ist zu groß." : "Ein Fehler ist aufgetreten.";
      reject(errorOf(body, xhr.status, fallback));
    };
    const form = new FormData();
    form.append("work_type", workType);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export function transcribe(recording: Blob): Promise<TranscriptionAnswer> {
  const form = new FormData();
  const extension = recording.type.includes("mp4") ? "mp4" : recording.type.includes("ogg") ? "ogg" : "webm";
  form.append("audio_file", recording, `aufnahme.${extension}`);
  return api<TranscriptionAnswer>("/helper/transcribe-upload", { form });
}
