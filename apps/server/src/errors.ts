/**
 * The server's errors in one place, like the engine's `errors.ts`: every code the API answers with (one
 * list), the one error type, and one factory per code with its HTTP status and German wording. A route
 * throws a factory's error; it never writes a code or a status by hand.
 */
import { REFUND_WINDOW_DAYS } from "@folienwerk/contracts";
import type { IngestErrorCode } from "@folienwerk/engine";

export const APP_ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "csrf_rejected",
  "not_found",
  "conflict",
  "not_paid",
  "presentation_expired",
  "files_deleted",
  "rate_limited",
  "upload_missing",
  "upload_empty",
  "upload_incomplete",
  "upload_too_large",
  "upload_too_many_files",
  "upload_too_many_fields",
  "upload_too_short",
  "upload_busy",
  "upload_rate_limited",
  "upload_check_rate_limited",
  "audio_missing",
  "audio_too_large",
  "audio_type",
  "checkout_busy",
  "checkout_closed",
  "payment_provider_failed",
  "provider_unreachable",
  "invalid_signature",
  "order_not_found",
  "invalid_id",
  "already_refunded",
  "refund_window_passed",
  "no_payment_intent",
  "refund_failed",
] as const;
/** A code of the list, or `upload_<code>` for a file the engine refused to read (its own list). */
export type AppErrorCode = (typeof APP_ERROR_CODES)[number] | `upload_${IngestErrorCode}`;

/** The one error type the API throws: a code, a German message for the user, an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
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

const RELOAD = "Bitte lade die Seite neu.";
const TRY_LATER = "Bitte warte ein paar Minuten.";

/** A 429 that tells the client when to try again. */
const tooMany = (code: AppErrorCode, message: string, retryAfterSeconds: number) =>
  new AppError(code, message, 429, { retryAfterSeconds });

// Requests and sign-in

export const badRequest = (message: string) => new AppError("bad_request", message, 400);
export const unauthorized = () => new AppError("unauthorized", "Bitte melde dich an, um fortzufahren.", 401);
export const csrfRejected = () =>
  new AppError("csrf_rejected", `Die Anfrage wurde aus Sicherheitsgründen abgelehnt. ${RELOAD}`, 403);
/** `what` names the missing thing ("Die Präsentation"); without it the bare "Nicht gefunden.". */
export const notFound = (what?: string) =>
  new AppError("not_found", what ? `${what} wurde nicht gefunden.` : "Nicht gefunden.", 404);
export const conflict = (message: string) => new AppError("conflict", message, 409);

const RATE_LIMITED = {
  purchase: "Zu viele Kaufversuche in kurzer Zeit.",
  voice: "Zu viele Spracheingaben in kurzer Zeit.",
} as const;
/** The answer of a route's rate limit (purchases, voice input). */
export const rateLimited = (what: keyof typeof RATE_LIMITED) =>
  new AppError("rate_limited", `${RATE_LIMITED[what]} ${TRY_LATER}`, 429);

// Presentations

const NOT_PAID = {
  deck: {
    status: 402,
    message: "Diese Präsentation ist noch nicht bezahlt. Die Erstellung startet nach der Zahlung.",
  },
  stage: { status: 402, message: "Diese Folien-Stufe steht erst nach der Bezahlung zur Verfügung." },
  refund: { status: 409, message: "Für diese Präsentation gibt es keine bezahlte Bestellung." },
} as const;
/** Something that needs the payment: the deck, one of its stages, or a refund (nothing paid to refund). */
export const notPaid = (what: keyof typeof NOT_PAID) =>
  new AppError("not_paid", NOT_PAID[what].message, NOT_PAID[what].status);

export const presentationExpired = (retentionDays: number) =>
  new AppError(
    "presentation_expired",
    `Diese Präsentation ist abgelaufen: Alle Inhalte wurden nach ${retentionDays} Tagen automatisch gelöscht. ` +
      "Lade deine Arbeit erneut hoch, um eine neue Präsentation zu erstellen.",
    410,
  );
/** A file of a presentation past retention. */
export const filesDeleted = (ctx: { config: { RETENTION_DAYS: number } }) =>
  new AppError(
    "files_deleted",
    `Die Dateien dieser Präsentation wurden nach ${ctx.config.RETENTION_DAYS} Tagen automatisch gelöscht.`,
    410,
  );

// Uploads

export const uploadMissing = () => new AppError("upload_missing", "Bitte lade eine Datei hoch.", 422);
export const uploadEmpty = () => new AppError("upload_empty", "Die Datei ist leer.", 422);
export const uploadIncomplete = () =>
  new AppError(
    "upload_incomplete",
    "Die Datei ist nicht vollständig angekommen. Bitte lade sie noch einmal hoch.",
    400,
  );
export const uploadTooLarge = (maxUploadMb: number) =>
  new AppError("upload_too_large", `Die Datei ist zu groß. Erlaubt sind höchstens ${maxUploadMb} MB.`, 413);
export const uploadTooManyFiles = () =>
  new AppError("upload_too_many_files", "Bitte lade genau eine Datei hoch.", 400);
export const uploadTooManyFields = () =>
  new AppError("upload_too_many_fields", "Das Formular enthält zu viele Felder.", 400);

const number = (n: number) => n.toLocaleString("de-DE");
/** A file whose body has fewer than `minWords` words: too short for a presentation. */
export const uploadTooShort = (words: number, minWords: number) =>
  new AppError(
    "upload_too_short",
    `Deine Datei hat nur ${number(words)} ${words === 1 ? "Wort" : "Wörter"} – für eine Präsentation brauchen wir mindestens ${number(minWords)}. Bitte lade deine vollständige Arbeit hoch.`,
    422,
  );

/** The engine's reason for not reading a file, as the upload's answer (413 when too large, else 422). */
export const uploadRefused = (error: { code: IngestErrorCode; userMessage: string }) =>
  new AppError(`upload_${error.code}`, error.userMessage, error.code === "too_large" ? 413 : 422);

/** Too many uploads running at once for the account (`atOnce` of them) or from the network. */
export const uploadBusy = (who: "account" | "network", atOnce: number, retryAfterSeconds: number) =>
  tooMany(
    "upload_busy",
    who === "account"
      ? `Du lädst gerade schon ${atOnce === 1 ? "eine Datei" : "mehrere Dateien"} hoch. Bitte warte, bis sie eingelesen ${atOnce === 1 ? "ist" : "sind"}, und versuche es in ${retryAfterSeconds} Sekunden erneut.`
      : `Aus deinem Netzwerk werden gerade zu viele Dateien gleichzeitig hochgeladen. Bitte versuche es in ${retryAfterSeconds} Sekunden erneut.`,
    retryAfterSeconds,
  );

/** The hourly upload limit of the account or the network is used up; `wait` is worded ("5 Minuten"). */
export const uploadRateLimited = (who: "account" | "network", wait: string, retryAfterSeconds: number) =>
  tooMany(
    "upload_rate_limited",
    `${who === "account" ? "Du hast" : "Von deinem Netzwerk wurden"} in der letzten Stunde zu viele Dateien hochgeladen. Bitte warte ${wait} und versuche es dann erneut.`,
    retryAfterSeconds,
  );
/** The hourly limit of anonymous file checks of the network is used up. */
export const uploadCheckRateLimited = (wait: string, retryAfterSeconds: number) =>
  tooMany(
    "upload_check_rate_limited",
    `Von deinem Netzwerk wurden in der letzten Stunde zu viele Dateien geprüft. Bitte warte ${wait} und versuche es dann erneut.`,
    retryAfterSeconds,
  );

// Voice input

export const audioMissing = () => new AppError("audio_missing", "Es wurde keine Aufnahme gesendet.", 400);
export const audioTooLarge = () =>
  new AppError(
    "audio_too_large",
    "Die Aufnahme ist zu lang. Bitte sprich höchstens drei Minuten am Stück.",
    413,
  );
export const audioType = () =>
  new AppError("audio_type", "Dieses Aufnahmeformat wird nicht unterstützt.", 415);

// Payments

export const checkoutBusy = () =>
  new AppError(
    "checkout_busy",
    "Dein Kauf wird gerade in einem anderen Fenster vorbereitet. Bitte versuche es in einer Minute erneut.",
    409,
  );
export const checkoutClosed = () =>
  new AppError(
    "checkout_closed",
    "Diese Testzahlung wurde abgebrochen. Bitte starte den Kauf im Dashboard erneut.",
    409,
  );
/** Stripe could not be reached or refused the call; the user gets the SPEC §8 payment failure text. */
export const paymentProviderFailed = (cause: unknown) =>
  new AppError(
    "payment_provider_failed",
    "Fehler beim Erstellen der Zahlungssitzung. Bitte versuche es erneut.",
    502,
    { cause },
  );
export const providerUnreachable = (cause: unknown) =>
  new AppError("provider_unreachable", "Der Zahlungsanbieter ist gerade nicht erreichbar.", 503, { cause });
export const invalidSignature = () =>
  new AppError("invalid_signature", "Die Signatur der Zahlungsbenachrichtigung ist ungültig.", 400);

// Refunds (the operator's command line; every refusal is a 409)

export const orderNotFound = (orderNumber: string) =>
  new AppError("order_not_found", `Keine Bestellung mit der Nummer „${orderNumber}“ gefunden.`, 409);
export const invalidId = (presentationId: string) =>
  new AppError("invalid_id", `„${presentationId}“ ist keine gültige Präsentations-ID.`, 409);
export const alreadyRefunded = () =>
  new AppError("already_refunded", "Die Zahlung für diese Präsentation wurde bereits erstattet.", 409);
export const refundWindowPassed = (days: number) =>
  new AppError(
    "refund_window_passed",
    `Die Zahlung liegt ${days} Tage zurück; die Erstattungsfrist beträgt ${REFUND_WINDOW_DAYS} Tage. ` +
      "Mit --force wird trotzdem erstattet.",
    409,
  );
export const noPaymentIntent = () =>
  new AppError("no_payment_intent", "Stripe kennt zu dieser Bestellung keine Zahlung.", 409);
export const refundFailed = (status: string) =>
  new AppError("refund_failed", `Stripe hat die Erstattung abgelehnt (Status ${status}).`, 409);
