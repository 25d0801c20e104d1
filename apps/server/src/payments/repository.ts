import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { paymentEvents, payments } from "../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;

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

/** The id of the bookkeeping event written when a payment becomes paid (its time starts the refund window). */
export const paidEventId = (paymentId: string) => `paid_${paymentId}`;

export async function paidAt(db: Db, payment: PaymentRow): Promise<Date> {
  const [row] = await db
    .select({ at: paymentEvents.receivedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, paidEventId(payment.id)));
  return row?.at ?? payment.updatedAt;
}
