import { setTimeout as sleep } from "node:timers/promises";

/**
 * Endpoints whose answer must not tell whether an address has an account: they answer the same body
 * for a known and an unknown address, and never sooner than ANSWER_FLOOR_MS after the request arrived.
 * Mail goes out in the background (auth/background.ts); the floor hides what remains (a user row
 * inserted for a new address, a reset token stored for a known one), which measured 5–60 ms under load
 * against a password hash of 50–700 ms that both paths do.
 */
const EQUAL_TIME_PATHS = new Set(["POST /api/auth/sign-up/email", "POST /api/auth/request-password-reset"]);

export const ANSWER_FLOOR_MS = 500;

export const needsEqualTime = (method: string, pathname: string) =>
  EQUAL_TIME_PATHS.has(`${method} ${pathname}`);

/** Waits until ANSWER_FLOOR_MS have passed since `startedAt` (a performance.now() reading). */
export async function waitForAnswerFloor(startedAt: number): Promise<void> {
  const left = startedAt + ANSWER_FLOOR_MS - performance.now();
  if (left > 0) await sleep(left);
}
