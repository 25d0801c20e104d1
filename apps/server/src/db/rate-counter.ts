import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rateLimit } from "./schema/auth.ts";

/**
 * A fixed-window counter under our own key in better-auth's `rate_limit` table, so every web process of a
 * scale-out shares it: one atomic upsert per attempt, no read-then-write race. `lastRequest` holds the
 * start of the window here. Used by the sign-in lockout and the upload limits.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; retryAfterSeconds: number }> {
  const expired = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
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
  return { count: row.count, retryAfterSeconds: Math.ceil((row.windowStart + windowMs - now) / 1000) };
}

/** How long to wait, in the words of our 429 messages: „eine Minute“ or „12 Minuten“. */
export function waitText(retryAfterSeconds: number | null): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 60) return "eine Minute";
  return `${Math.ceil(retryAfterSeconds / 60)} Minuten`;
}
