import { waitText } from "../db/rate-counter.ts";

/**
 * German texts for better-auth's error codes. The sign-in dialog and the settings page show these
 * as they come ("the authentication error message as given by the service", SPEC §8). Texts never
 * tell whether an address has an account.
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-Mail-Adresse oder Passwort ist falsch.",
  INVALID_PASSWORD: "Das aktuelle Passwort ist falsch.",
  INVALID_EMAIL: "Bitte gib eine gültige E-Mail-Adresse ein.",
  PASSWORD_TOO_SHORT: "Das Passwort muss mindestens 8 Zeichen lang sein.",
  PASSWORD_TOO_LONG: "Das Passwort darf höchstens 128 Zeichen lang sein.",
  EMAIL_NOT_VERIFIED:
    "Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir den Bestätigungslink erneut geschickt – schau auch im Spam-Ordner nach.",
  INVALID_TOKEN: "Der Link ist ungültig oder wurde bereits verwendet. Bitte fordere einen neuen an.",
  TOKEN_EXPIRED: "Der Link ist abgelaufen. Bitte fordere einen neuen an.",
  SESSION_EXPIRED: "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
  SESSION_NOT_FRESH: "Bitte melde dich aus Sicherheitsgründen erneut an und versuche es dann noch einmal.",
  USER_NOT_FOUND: "Der Link ist ungültig oder wurde bereits verwendet. Bitte fordere einen neuen an.",
  CREDENTIAL_ACCOUNT_NOT_FOUND:
    "Dein Konto ist mit Google verbunden; das Passwort wird von Google verwaltet.",
  USER_ALREADY_HAS_PASSWORD: "Für dieses Konto ist bereits ein Passwort gesetzt.",
  EMAIL_CAN_NOT_BE_UPDATED: "Die E-Mail-Adresse kann nicht geändert werden.",
  INVALID_ORIGIN: "Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu.",
  MISSING_OR_NULL_ORIGIN: "Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED:
    "Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu.",
  INVALID_CALLBACK_URL: "Die Weiterleitungsadresse ist nicht erlaubt.",
  INVALID_REDIRECT_URL: "Die Weiterleitungsadresse ist nicht erlaubt.",
  PROVIDER_NOT_FOUND: "Die Anmeldung mit Google ist nicht eingerichtet.",
  VALIDATION_ERROR: "Die Eingaben sind ungültig.",
  MISSING_FIELD: "Bitte fülle alle Felder aus.",
  FIELD_NOT_ALLOWED: "Die Eingaben sind ungültig.",
  // Ours (auth/email-change.ts).
  PASSWORD_REQUIRED: "Bitte gib dein aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.",
  EMAIL_CHANGE_NEEDS_PASSWORD:
    "Dein Konto ist mit Google verbunden und hat kein Passwort. Ohne Passwort kannst du die E-Mail-Adresse hier nicht ändern.",
};

/** Our own hook errors whose message is already German (the text depends on the case). */
const GERMAN_AS_GIVEN = new Set(["CONSENT_REQUIRED", "ACCOUNT_LOCKED"]);

/** "Email is the same" and friends come without a code. */
const BY_MESSAGE: Record<string, string> = {
  "Email is the same": "Das ist bereits deine E-Mail-Adresse.",
};

export const GENERIC_AUTH_ERROR = "Etwas ist schief gelaufen. Bitte versuche es erneut.";

export function rateLimitMessage(retryAfterSeconds: number | null): string {
  return `Zu viele Versuche. Bitte warte ${waitText(retryAfterSeconds)} und versuche es dann erneut.`;
}

/** The German message for an error body of better-auth ({code, message}). */
export function germanAuthMessage(status: number, body: { code?: string; message?: string } | null): string {
  if (body?.code && GERMAN_AS_GIVEN.has(body.code) && body.message) return body.message;
  if (status === 429) return rateLimitMessage(null);
  if (body?.code && MESSAGES[body.code]) return MESSAGES[body.code] as string;
  if (body?.message && BY_MESSAGE[body.message]) return BY_MESSAGE[body.message] as string;
  if (status === 401) return "Bitte melde dich an, um fortzufahren.";
  if (status === 403) return "Dafür fehlt dir die Berechtigung.";
  if (status >= 500) return GENERIC_AUTH_ERROR;
  return "Die Eingaben sind ungültig.";
}
