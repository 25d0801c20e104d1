import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { countInWindow, waitText } from "../db/rate-counter.ts";
import { rateLimit } from "../db/schema/auth.ts";

/**
 * Per-account sign-in lockout, on top of the per-IP limits: an attacker with many addresses still gets
 * at most MAX_ATTEMPTS guesses per account and window. Counted per typed address, whether or not it has
 * an account, so the lockout tells nothing about which addresses are registered. Kept in better-auth's
 * rate_limit table (shared by every web process) under our own key prefix; the address is hashed.
 */
export const LOCKOUT_MAX_ATTEMPTS = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LOCKED_CODE = "ACCOUNT_LOCKED";

export const lockoutKey = (email: string) =>
  `signin-lockout:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

export function accountLockedMessage(retryAfterSeconds: number): string {
  return `Zu viele fehlgeschlagene Anmeldeversuche mit dieser E-Mail-Adresse. Bitte warte ${waitText(retryAfterSeconds)} oder setze dein Passwort über „Passwort vergessen?“ zurück.`;
}

/**
 * Counts a sign-in attempt before the password is checked (so parallel guesses cannot slip past the
 * count) and refuses it once the account has used up its attempts in the current window.
 */
export async function countSignInAttempt(database: Database, email: string, now = Date.now()): Promise<void> {
  const { count, retryAfterSeconds } = await countInWindow(
    database.db,
    lockoutKey(email),
    LOCKOUT_WINDOW_MS,
    now,
  );
  if (count <= LOCKOUT_MAX_ATTEMPTS) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: ACCOUNT_LOCKED_CODE, message: accountLockedMessage(retryAfterSeconds) },
    { "x-retry-after": String(retryAfterSeconds) },
  );
}

/** A successful sign-in or a password reset starts the count afresh. */
export async function clearSignInAttempts(database: Database, email: string): Promise<void> {
  await database.db.delete(rateLimit).where(eq(rateLimit.key, lockoutKey(email)));
}
