import { setTimeout as sleep } from "node:timers/promises";

/**
 * Endpoints whose answer must not tell whether an address has an account: they answer the same body
 * for a known and an unknown address, and never sooner than ANSWER_FLOOR_MS after the request arrived.
 * Mail goes out in the background (auth/background.ts); the floor hides what remains: a user row
 * inserted for a new address and a reset token stored for a known one, a few milliseconds against
 * the floor (sign-up hashes the password on both paths, 50–700 ms measured on a loaded test machine).
 */
const EQUAL_TIME_PATHS = new Set([
  "POST /api/auth/sign-up/email",
  "POST /api/auth/request-password-reset",
  // "Erneut senden" in the sign-in dialog: sends only for an address that waits for its confirmation.
  "POST /api/auth/send-verification-email",
]);

export const ANSWER_FLOOR_MS = 500;

export const needsEqualTime = (method: string, pathname: string) =>
  EQUAL_TIME_PATHS.has(`${method} ${pathname}`);

/** Waits until ANSWER_FLOOR_MS have passed since `startedAt` (a performance.now() reading). */
export async function waitForAnswerFloor(startedAt: number): Promise<void> {
  const left = startedAt + ANSWER_FLOOR_MS - performance.now();
  if (left > 0) await sleep(left);
}
