/** Calls to our auth API (/api/auth/*, /api/account/*). Errors carry the server's German message. */

export const GENERIC_ERROR = "Etwas ist schief gelaufen. Bitte versuche es erneut.";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function postJson<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(GENERIC_ERROR, 0);
  }
  const data = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
  if (!res.ok) throw new ApiError(data?.error || GENERIC_ERROR, res.status, data?.code);
  return data as T;
}

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : GENERIC_ERROR);

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_HINT = "Mindestens 8 Zeichen.";
export const PASSWORD_TOO_SHORT = "Das Passwort muss mindestens 8 Zeichen lang sein.";

/** Where the link in a confirmation mail leads after confirming (AuthProvider announces it). */
export const VERIFIED_CALLBACK = "/?auth=verified";

/**
 * Asks the server to send the confirmation link again. It answers the same for every address, so the
 * caller cannot tell (and must not say) whether a mail really went out.
 */
export const resendConfirmation = (email: string) =>
  postJson("/api/auth/send-verification-email", { email, callbackURL: VERIFIED_CALLBACK });
