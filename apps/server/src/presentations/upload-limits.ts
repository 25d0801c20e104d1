/**
 * Upload limits per account and per client address (audit finding 2: 25 of 25 uploads were accepted,
 * and each one starts an expensive read of the thesis). Every attempt counts, before the body is read.
 *
 * The counters live in the database (better-auth's `rate_limit` table, under our own `upload:` keys), so
 * every web process of a scale-out shares them; one atomic upsert per counter, no read-then-write race.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { rateLimit } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";

const WINDOW_MS = 60 * 60 * 1000;

/** Counts one attempt in the fixed window of `key`; `lastRequest` holds the window's start. */
async function countAttempt(ctx: AppContext, key: string, now: number) {
  const expired = sql`${rateLimit.lastRequest} <= ${now - WINDOW_MS}`;
  const [row] = await ctx.database.db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  if (!row) throw new Error(`rate counter ${key} returned nothing`);
  return { count: row.count, retryAfterSeconds: Math.ceil((row.windowStart + WINDOW_MS - now) / 1000) };
}

const minutes = (seconds: number) => (seconds <= 60 ? "eine Minute" : `${Math.ceil(seconds / 60)} Minuten`);

/** Throws a German 429 (with Retry-After) when the account or the address has used up its uploads. */
export async function enforceUploadLimits(ctx: AppContext, userId: string, ip: string): Promise<void> {
  const now = Date.now();
  const account = await countAttempt(ctx, `upload:account:${userId}`, now);
  const address = await countAttempt(ctx, `upload:ip:${ip}`, now);
  if (account.count > ctx.config.UPLOADS_PER_HOUR_ACCOUNT) {
    throw new AppError(
      "upload_rate_limited",
      `Du hast in der letzten Stunde zu viele Dateien hochgeladen. Bitte warte ${minutes(account.retryAfterSeconds)} und versuche es dann erneut.`,
      429,
      { retryAfterSeconds: account.retryAfterSeconds },
    );
  }
  if (address.count > ctx.config.UPLOADS_PER_HOUR_IP) {
    throw new AppError(
      "upload_rate_limited",
      `Von deinem Netzwerk wurden in der letzten Stunde zu viele Dateien hochgeladen. Bitte warte ${minutes(address.retryAfterSeconds)} und versuche es dann erneut.`,
      429,
      { retryAfterSeconds: address.retryAfterSeconds },
    );
  }
}
