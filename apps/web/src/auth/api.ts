/** Calls to our auth API (/api/auth/*, /api/account/*). Errors carry the server's German message. */
import { ApiError, api } from "../lib/api.ts";

export { ApiError } from "../lib/api.ts";

export const GENERIC_ERROR = "Etwas ist schief gelaufen. Bitte versuche es erneut.";

export const postJson = <T = unknown>(path: string, body: unknown = {}): Promise<T> =>
  api<T>(path, { json: body });

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
