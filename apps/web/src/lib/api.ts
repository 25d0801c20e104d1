import type { ApiErrorBody } from "@folienwerk/contracts";

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

/**
 * The ApiError of a failed response body: our API answers `{ error, code }`, better-auth `{ message, code }`.
 * `fallback` is the message when the body names none.
 */
export function errorOf(body: unknown, status: number, fallback = UNEXPECTED_MESSAGE): ApiError {
  const b = (body && typeof body === "object" ? body : {}) as Partial<ApiErrorBody> & { message?: unknown };
  const text = typeof b.error === "string" ? b.error : typeof b.message === "string" ? b.message : "";
  return new ApiError(text || fallback, status, typeof b.code === "string" ? b.code : null);
}

async function errorFrom(res: Response): Promise<ApiError> {
  return errorOf(await res.json().catch(() => null), res.status);
}

/** fetch against our API: cookies included, JSON in and out (or a form), German errors. */
export async function api<T>(
  path: string,
  init: { method?: string; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<T> {
  const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
      },
      body,
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(OFFLINE_MESSAGE, 0, "offline");
  }
  if (!res.ok) throw await errorFrom(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
