import { createHash, randomUUID } from "node:crypto";
import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
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
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "eine Minute" : `${minutes} Minuten`;
  return `Zu viele fehlgeschlagene Anmeldeversuche mit dieser E-Mail-Adresse. Bitte warte ${wait} oder setze dein Passwort über „Passwort vergessen?“ zurück.`;
}

/**
 * Counts a sign-in attempt before the password is checked (so parallel guesses cannot slip past the
 * count) and refuses it once the account has used up its attempts in the current window.
 */
export async function countSignInAttempt(database: Database, email: string, now = Date.now()): Promise<void> {
  const windowStart = now - LOCKOUT_WINDOW_MS;
  const expired = sql`${rateLimit.lastRequest} < ${windowStart}`;
  const [row] = await database.db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: lockoutKey(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      // lastRequest holds the start of the window here.
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, since: rateLimit.lastRequest });
  if (!row || row.count <= LOCKOUT_MAX_ATTEMPTS) return;
  const retryAfter = Math.ceil((row.since + LOCKOUT_WINDOW_MS - now) / 1000);
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: ACCOUNT_LOCKED_CODE, message: accountLockedMessage(retryAfter) },
    { "x-retry-after": String(retryAfter) },
  );
}

/** A successful sign-in or a password reset starts the count afresh. */
export async function clearSignInAttempts(database: Database, email: string): Promise<void> {
  await database.db.delete(rateLimit).where(eq(rateLimit.key, lockoutKey(email)));
}
