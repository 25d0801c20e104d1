import type { AnalysisResult, Presentation, QuestionnaireAnswers } from "./types.ts";

/** A failed API call with the server's German message (docs/API.md error shape) or a German fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const OFFLINE_MESSAGE = "Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.";
export const UNEXPECTED_MESSAGE = "Ein unerwarteter Fehler ist aufgetreten.";

/** The user-facing text of any thrown value: the API's message, else the given fallback. */
export function messageOf(error: unknown, fallback = UNEXPECTED_MESSAGE): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

async function errorFrom(res: Response): Promise<ApiError> {
  let body: { error?: unknown; message?: unknown; code?: unknown } | null = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const text =
    typeof body?.error === "string" ? body.error : typeof body?.message === "string" ? body.message : "";
  return new ApiError(
    text || UNEXPECTED_MESSAGE,
    res.status,
    typeof body?.code === "string" ? body.code : null,
  );
}

/** fetch against our API: cookies included, JSON in and out, German errors. */
export async function api<T>(
  path: string,
  init: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(OFFLINE_MESSAGE, 0, "offline");
  }
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const listPresentations = (order: "asc" | "desc") =>
  api<Presentation[]>(`/api/presentations?order=${order}`);
export const getPresentation = (id: string) =>
  api<Presentation>(`/api/presentations/${encodeURIComponent(id)}`);
export const deletePresentation = (id: string) =>
  api<void>(`/api/presentations/${encodeURIComponent(id)}`, { method: "DELETE" });
export const saveAnswers = (id: string, answers: QuestionnaireAnswers) =>
  api<Presentation>(`/api/presentations/${encodeURIComponent(id)}`, { method: "PATCH", json: answers });
export const getAnalysis = (id: string) =>
  api<AnalysisResult>(`/api/presentations/${encodeURIComponent(id)}/analysis`);
export const retryPipeline = (id: string) =>
  api<{ status: string }>(`/api/presentations/${encodeURIComponent(id)}/retry`, { method: "POST" });
export const startFreeAnalysis = (presentationId: string) =>
  api<{ status: string }>("/free/analysis", { json: { presentationId } });
export const startFullPipeline = (presentationId: string) =>
  api<{ status: string }>("/core/process-full-pipeline", { json: { presentationId } });

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
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as unknown as Presentation);
        return;
      }
      const message = typeof body?.error === "string" ? body.error : "";
      const fallback = xhr.status === 413 ? "Die Datei ist zu groß." : "Ein Fehler ist aufgetreten.";
      reject(
        new ApiError(message || fallback, xhr.status, typeof body?.code === "string" ? body.code : null),
      );
    };
    const form = new FormData();
    form.append("work_type", workType);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** SPEC §3 transcription response. */
export interface TranscriptionAnswer {
  status: string;
  text: string;
  message: string;
}

export async function transcribe(recording: Blob): Promise<TranscriptionAnswer> {
  const form = new FormData();
  const extension = recording.type.includes("mp4") ? "mp4" : recording.type.includes("ogg") ? "ogg" : "webm";
  form.append("audio_file", recording, `aufnahme.${extension}`);
  let res: Response;
  try {
    res = await fetch("/helper/transcribe-upload", {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(OFFLINE_MESSAGE, 0, "offline");
  }
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as TranscriptionAnswer;
}
