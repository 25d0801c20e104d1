import { randomBytes } from "node:crypto";
import { REFUND_WINDOW_DAYS } from "@folienwerk/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { payments } from "../db/schema/index.ts";
import {
  alreadyRefunded,
  invalidId,
  noPaymentIntent,
  notPaid,
  orderNotFound,
  refundFailed,
  refundWindowPassed,
} from "../errors.ts";
import { ownerEmail } from "../presentations/owner.ts";
import { findById, UUID } from "../presentations/repository.ts";
import { refundMail } from "./mails.ts";
import { orderNumberOf, type PaymentRow, paidAt, paymentsOf, recordEvent } from "./repository.ts";
import { stripeClient } from "./stripe-client.ts";
import { paymentIntentId, retrieveStripeSession } from "./stripe-session.ts";

export type RefundDeps = Pick<AppContext, "config" | "database" | "logger" | "mailer">;

export interface RefundResult {
  paymentId: string;
  /** "FW-2026-000123": what the customer quotes. */
  orderNumber: string;
  presentationId: string;
  provider: "stripe" | "test";
  refundId: string;
  amountCents: number;
  isTest: boolean;
  daysSincePayment: number;
  /** Stripe's refund status (pending, succeeded); "succeeded" for a test order. */
  refundStatus: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** An order number as customers quote it ("FW-2026-000123"). */
export const ORDER_NUMBER = /^FW-\d{4}-\d{6,}$/;

/** The presentation of an order number (the operator gets the number from the customer's mail). */
export async function presentationOfOrder(deps: RefundDeps, orderNumber: string): Promise<string> {
  const [row] = await deps.database.db
    .select({ presentationId: payments.presentationId })
    .from(payments)
    .where(eq(payments.orderNumber, orderNumber));
  if (!row?.presentationId) throw orderNotFound(orderNumber);
  return row.presentationId;
}

/**
 * Refunds the paid order of a presentation (SPEC §1: within 14 days; later only with `force`): through
 * Stripe, or just marked for a test order. Records the refund (payment status "refunded" and a
 * payment_events row of type "refund") and tells the customer by e-mail.
 */
export async function refundPresentation(
  deps: RefundDeps,
  presentationId: string,
  opts: { force?: boolean; reason?: string; now?: Date } = {},
): Promise<RefundResult> {
  if (!UUID.test(presentationId)) throw invalidId(presentationId);
  const all = await paymentsOf(deps.database.db, presentationId);
  const payment = all.find((p) => p.status === "paid");
  if (!payment) {
    if (all.some((p) => p.status === "refunded")) {
      throw alreadyRefunded();
    }
    throw notPaid("refund");
  }

  const now = opts.now ?? new Date();
  const days = Math.floor((now.getTime() - (await paidAt(deps.database.db, payment)).getTime()) / DAY_MS);
  if (days >= REFUND_WINDOW_DAYS && !opts.force) {
    throw refundWindowPassed(days);
  }

  const { refundId, refundStatus } = await refundPayment(deps, payment, {
    reason: "requested_by_customer",
    note: opts.reason,
  });
  deps.logger.info(
    { paymentId: payment.id, presentationId, refundId, force: Boolean(opts.force) },
    "payment refunded",
  );

  await notifyCustomer(deps, payment);
  return {
    paymentId: payment.id,
    orderNumber: orderNumberOf(payment),
    presentationId,
    provider: payment.provider,
    refundId,
    amountCents: payment.amountCents,
    isTest: payment.isTest,
    daysSincePayment: days,
    refundStatus,
  };
}

/**
 * Pays one payment back: through Stripe (idempotent per payment), or just marked for a test order.
 * Records the refund (status "refunded", a payment_events row of type "refund").
 */
export async function refundPayment(
  deps: RefundDeps,
  payment: PaymentRow,
  opts: { reason: "requested_by_customer" | "duplicate"; note?: string },
): Promise<{ refundId: string; refundStatus: string; recorded: boolean }> {
  let refundId = `test_re_${randomBytes(12).toString("base64url")}`;
  let refundStatus = "succeeded";
  if (payment.provider === "stripe") {
    const session = await retrieveStripeSession(deps, payment.providerSessionId);
    const intent = paymentIntentId(session);
    if (!intent) throw noPaymentIntent();
    const refund = await (await stripeClient(deps.config)).refunds.create(
      {
        payment_intent: intent,
        reason: opts.reason,
        metadata: {
          presentation_id: payment.presentationId ?? "",
          payment_id: payment.id,
          note: (opts.note ?? "").slice(0, 500),
        },
      },
      { idempotencyKey: `fw-refund-${payment.id}` },
    );
    if (refund.status === "failed" || refund.status === "canceled") {
      throw refundFailed(refund.status);
    }
    refundId = refund.id;
    refundStatus = refund.status ?? "pending";
  }
  // Only one caller records the refund (Stripe's idempotency key makes the money move once anyway).
  const recorded = await deps.database.db.transaction(async (tx) => {
    const moved = await tx
      .update(payments)
      .set({ status: "refunded" })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["paid", "duplicate"])))
      .returning({ id: payments.id });
    if (moved.length > 0) await recordEvent(tx, refundId, "refund", payment.id);
    return moved.length > 0;
  });
  return { refundId, refundStatus, recorded };
}

/** Tells the customer about a refund; a lost mail does not undo it. */
export async function notifyCustomer(
  deps: RefundDeps,
  payment: PaymentRow,
  opts: { duplicate?: boolean } = {},
) {
  try {
    const to = payment.userId ? await ownerEmail(deps.database.db, payment.userId) : undefined;
    if (!to) return;
    const presentation = payment.presentationId
      ? await findById(deps.database.db, payment.presentationId)
      : undefined;
    const filename = presentation?.pdfFilename ?? "deine Arbeit";
    await deps.mailer.send(
      refundMail({
        to,
        orderNumber: orderNumberOf(payment),
        filename,
        amountCents: payment.amountCents,
        isTest: payment.isTest,
        duplicate: opts.duplicate,
      }),
    );
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: payment.id }, "refund mail failed");
  }
}
