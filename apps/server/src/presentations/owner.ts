import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { paymentEvents, payments, user } from "../db/schema/index.ts";

export async function ownerEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

/** True when the presentation was paid through the built-in test checkout (marks mails and pages). */
export async function isTestOrder(db: Db, presentationId: string): Promise<boolean> {
  const [row] = await db
    .select({ isTest: payments.isTest })
    .from(payments)
    .where(and(eq(payments.presentationId, presentationId), eq(payments.status, "paid")));
  return row?.isTest ?? false;
}

/** The id of the bookkeeping event written when a payment becomes paid (its time starts the refund window). */
export const paidEventId = (paymentId: string) => `paid_${paymentId}`;

/** When the payment became paid: its paid event, else its last change. */
export async function paidAt(db: Db, payment: { id: string; updatedAt: Date }): Promise<Date> {
  const [row] = await db
    .select({ at: paymentEvents.receivedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, paidEventId(payment.id)));
  return row?.at ?? payment.updatedAt;
}

/** When the presentation's order was paid; undefined without a paid payment. */
export async function orderPaidAt(db: Db, presentationId: string): Promise<Date | undefined> {
  const [payment] = await db
    .select({ id: payments.id, updatedAt: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.presentationId, presentationId), eq(payments.status, "paid")));
  return payment ? paidAt(db, payment) : undefined;
}

type Payment = typeof payments.$inferSelect;

/** The number support, mails and the invoice name; only a payment that never became paid has none. */
export const orderNumberOf = (payment: Pick<Payment, "orderNumber" | "id">) =>
  payment.orderNumber ?? payment.id;

/** The presentation's paid order (a refunded one has no invoice to offer any more). */
export async function paidOrderOf(db: Db, presentationId: string): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.presentationId, presentationId), eq(payments.status, "paid")));
  return payment;
}
