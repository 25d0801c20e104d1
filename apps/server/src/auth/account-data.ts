import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { account, session, user } from "../db/schema/auth.ts";
import { payments } from "../db/schema/payments.ts";
import { files, presentations, stageOutputs } from "../db/schema/presentations.ts";
import { storageKeysOf } from "../presentations/repository.ts";
import { forgetSessions } from "./session-cache.ts";

/** „Meine Daten herunterladen“: everything we hold about the user, without secrets. */
export async function exportAccountData(ctx: AppContext, userId: string) {
  const db = ctx.database.db;
  const [profile] = await db.select().from(user).where(eq(user.id, userId));
  if (!profile) return null;
  const logins = await db
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const rows = await db.select().from(presentations).where(eq(presentations.userId, userId));
  const ids = rows.map((p) => p.id);
  const fileRows = ids.length ? await db.select().from(files).where(inArray(files.presentationId, ids)) : [];
  // What the pipeline derived from the thesis (document model, understanding, slide stages) is the user's too.
  const outputRows = ids.length
    ? await db.select().from(stageOutputs).where(inArray(stageOutputs.presentationId, ids))
    : [];
  const paymentRows = await db
    .select({
      presentationId: payments.presentationId,
      provider: payments.provider,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: profile.id,
      email: profile.email,
      name: profile.name || null,
      emailVerified: profile.emailVerified,
      createdAt: profile.createdAt,
      termsAcceptedAt: profile.termsAcceptedAt,
      ageConfirmedAt: profile.ageConfirmedAt,
      logins,
      sessions,
    },
    presentations: rows.map((p) => ({
      ...p,
      files: fileRows.filter((f) => f.presentationId === p.id),
      payments: paymentRows.filter((pay) => pay.presentationId === p.id),
      stageOutputs: Object.fromEntries(
        outputRows.filter((o) => o.presentationId === p.id).map((o) => [o.stage, o.output]),
      ),
    })),
  };
}

/** Every storage key that belongs to the user's presentations (uploads, generated files, thesis pictures). */
export async function blobKeysForUser(ctx: AppContext, userId: string): Promise<string[]> {
  const db = ctx.database.db;
  const ids = (
    await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.userId, userId))
  ).map((p) => p.id);
  return storageKeysOf(db, ids);
}

/**
 * Cancels queued, retrying and running jobs of any queue whose payload names one of the presentations.
 * Running handlers see their abort signal.
 */
export async function cancelJobsForUser(ctx: AppContext, presentationIds: string[]): Promise<number> {
  if (presentationIds.length === 0) return 0;
  const result = await ctx.database.db.execute(sql`
    select name, id from pgboss.job
    where state in ('created', 'retry', 'active')
      and data->>'presentationId' in (${sql.join(
        presentationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const rows = (result as unknown as { rows: Array<{ name: string; id: string }> }).rows;
  const byQueue = new Map<string, string[]>();
  for (const row of rows) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
  for (const [name, ids] of byQueue) await ctx.boss.cancel(name, ids);
  return rows.length;
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
  const cancelled = await cancelJobsForUser(ctx, ids);
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
