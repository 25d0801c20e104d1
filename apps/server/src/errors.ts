/** The one error type the API throws: a code, a German message for the user, an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly userMessage: string,
    readonly status: number,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(`${code}: ${userMessage}`, options);
    this.name = "AppError";
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
  /** For 429: sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;
}

export const notFound = (what = "Der Eintrag") =>
  new AppError("not_found", `${what} wurde nicht gefunden.`, 404);
export const unauthorized = () => new AppError("unauthorized", "Bitte melde dich an, um fortzufahren.", 401);
export const badRequest = (message: string) => new AppError("bad_request", message, 400);
export const conflict = (message: string) => new AppError("conflict", message, 409);
