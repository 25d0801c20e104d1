/** Deleting an account: its jobs cancelled, its files deleted, then the user (rows cascade). */
import { eq } from "drizzle-orm";
import { forgetSessions } from "../auth/session-cache.ts";
import type { AppContext } from "../context.ts";
import { user } from "../db/schema/auth.ts";
import { presentations } from "../db/schema/presentations.ts";
import { cancelPresentationJobs } from "../jobs/queue.ts";
import { storageKeysOf } from "../presentations/repository.ts";

/** Every storage key that belongs to the user's presentations (uploads, generated files, thesis pictures). */
export async function blobKeysForUser(ctx: AppContext, userId: string): Promise<string[]> {
  const db = ctx.database.db;
  const ids = (
    await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.userId, userId))
  ).map((p) => p.id);
  return storageKeysOf(db, ids);
}

/**
 * „Konto löschen“: cancels the user's jobs, deletes their files, then the account (rows cascade). The
 * payment rows stay for bookkeeping, unlinked from the person and the thesis (ON DELETE SET NULL).
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const db = ctx.database.db;
  const ids = (
    await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.userId, userId))
  ).map((p) => p.id);
  const cancelled = await cancelPresentationJobs(ctx, ids);
  const keys = await blobKeysForUser(ctx, userId);
  for (const key of keys) {
    try {
      await ctx.blobs.delete(key);
    } catch (error) {
      ctx.logger.warn({ err: error, key }, "could not delete file of deleted account");
    }
  }
  await db.delete(user).where(eq(user.id, userId));
  forgetSessions(ctx.auth);
  ctx.logger.info({ presentations: ids.length, files: keys.length, jobs: cancelled }, "account deleted");
}
