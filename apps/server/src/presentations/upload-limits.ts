/**
 * Upload limits per account and per client address (audit finding 2: 25 of 25 uploads were accepted,
 * and each one starts an expensive read of the thesis). Every attempt counts, before the body is read.
 * The counters are shared by every web process (db/rate-counter.ts, under `upload:` keys).
 */
import type { AppContext } from "../context.ts";
import { countInWindow, waitText } from "../db/rate-counter.ts";
import { uploadCheckRateLimited, uploadRateLimited } from "../errors.ts";

const WINDOW_MS = 60 * 60 * 1000;

/** Throws a German 429 (with Retry-After) when the account or the address has used up its uploads. */
export async function enforceUploadLimits(ctx: AppContext, userId: string, ip: string): Promise<void> {
  const now = Date.now();
  const account = await countInWindow(ctx.database.db, `upload:account:${userId}`, WINDOW_MS, now);
  const address = await countInWindow(ctx.database.db, `upload:ip:${ip}`, WINDOW_MS, now);
  if (account.count > ctx.config.UPLOADS_PER_HOUR_ACCOUNT) {
    throw uploadRateLimited("account", waitText(account.retryAfterSeconds), account.retryAfterSeconds);
  }
  if (address.count > ctx.config.UPLOADS_PER_HOUR_IP) {
    throw uploadRateLimited("network", waitText(address.retryAfterSeconds), address.retryAfterSeconds);
  }
}

/**
 * The anonymous file check before sign-in (upload-check.ts) has only the address to count: a German 429
 * (with Retry-After) past UPLOAD_CHECKS_PER_HOUR_IP checks in the hour. Counted apart from the uploads, so
 * checking a file does not use up the upload that follows it.
 */
export async function enforceCheckLimit(ctx: AppContext, ip: string): Promise<void> {
  const address = await countInWindow(ctx.database.db, `upload-check:ip:${ip}`, WINDOW_MS);
  if (address.count > ctx.config.UPLOAD_CHECKS_PER_HOUR_IP) {
    throw uploadCheckRateLimited(waitText(address.retryAfterSeconds), address.retryAfterSeconds);
  }
}
