/** The user's own data as one JSON download (SPEC: „Meine Daten herunterladen“). */
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { account, session, user } from "../db/schema/auth.ts";
import { payments } from "../db/schema/payments.ts";
import { files, presentations, stageOutputs } from "../db/schema/presentations.ts";

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
