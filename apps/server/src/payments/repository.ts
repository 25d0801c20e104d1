import { and, desc, eq, isNull, like, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { paymentEvents, payments } from "../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** provider_session_id of a claimed Stripe checkout whose session is still being created. */
export const PENDING_SESSION = "pending_";
export const isPending = (row: PaymentRow) => row.providerSessionId.startsWith(PENDING_SESSION);

/**
 * The next order number, "FW-2026-000123": the year of payment (German time) and the installation's running
 * number, at least six digits. One SQL expression, so it is taken inside the UPDATE that marks the payment paid.
 */
export const nextOrderNumber = sql<string>`(SELECT 'FW-' || to_char(now() AT TIME ZONE 'Europe/Berlin', 'YYYY') || '-' || lpad(v::text, greatest(6, length(v::text)), '0') FROM nextval('order_number_seq') AS v)`;

export async function findBySessionId(db: Db, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
  return row;
}

/** The payment behind a checkout session, only if it belongs to `userId` (else undefined, like a missing one). */
export async function findOwnedBySessionId(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerSessionId, sessionId), eq(payments.userId, userId)));
  return row;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The presentation's open checkout attempt, if any (the partial unique index allows one at most). */
export async function openCheckoutOf(db: Db, presentationId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.presentationId, presentationId), eq(payments.status, "open")));
  return row;
}

/**
 * Inserts the presentation's open checkout unless one is open already; the partial unique index decides
 * atomically, so of concurrent calls exactly one creates. Returns the new row (`created`), the open row
 * another request holds, or null when that one closed in between (the caller tries again).
 */
export async function claimOpenCheckout(
  db: Db,
  values: typeof payments.$inferInsert & { presentationId: string },
): Promise<{ row: PaymentRow; created: boolean } | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: "open" })
    .onConflictDoNothing({ target: payments.presentationId, where: sql`status = 'open'` })
    .returning();
  if (row) return { row, created: true };
  const open = await openCheckoutOf(db, values.presentationId);
  return open ? { row: open, created: false } : null;
}

/** Closes a checkout that is still open (its session expired or was never created); false if it was not open. */
export async function closeOpenCheckout(db: Db, id: string): Promise<boolean> {
  const moved = await db
    .update(payments)
    .set({ status: "expired" })
    .where(and(eq(payments.id, id), eq(payments.status, "open")))
    .returning({ id: payments.id });
  return moved.length > 0;
}

/** A checkout whose provider session could not be created is no attempt at all: removed again. */
export async function dropUnstartedCheckout(db: Db, id: string): Promise<void> {
  await db
    .delete(payments)
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, "open"),
        like(payments.providerSessionId, `${PENDING_SESSION}%`),
      ),
    );
}

/** The Stripe session now exists for the claimed checkout. */
export async function recordProviderSession(db: Db, id: string, sessionId: string, isTest: boolean) {
  await db.update(payments).set({ providerSessionId: sessionId, isTest }).where(eq(payments.id, id));
}

/** Stores the AGB §9 consent on an order that has none yet; the first consent given stays. */
export async function recordWithdrawalWaiver(db: Db, row: PaymentRow, at: Date): Promise<PaymentRow> {
  const [updated] = await db
    .update(payments)
    .set({ withdrawalWaiverAt: at })
    .where(and(eq(payments.id, row.id), isNull(payments.withdrawalWaiverAt)))
    .returning();
  return updated ?? (await findPayment(db, row.id)) ?? row;
}

/** Every checkout attempt for a presentation, newest first. */
export async function paymentsOf(db: Db, presentationId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.presentationId, presentationId))
    .orderBy(desc(payments.createdAt));
}

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return Boolean(row);
}

/** Records a handled provider event; a second insert of the same id is a no-op. */
export async function recordEvent(db: Db, eventId: string, type: string, paymentId: string | null) {
  await db.insert(paymentEvents).values({ eventId, type, paymentId }).onConflictDoNothing();
}

// The paid moment is read by presentations/ too (delivery durations), so it lives there.
export { orderNumberOf, paidAt, paidEventId, paidOrderOf } from "../presentations/owner.ts";
