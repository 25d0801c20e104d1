import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { payments } from "../db/schema/index.ts";
import { statedTimes } from "../presentations/durations.ts";
import { ownerEmail } from "../presentations/owner.ts";
import { findById } from "../presentations/repository.ts";
import { enqueueFullPipeline } from "../presentations/start.ts";
import { transition } from "../presentations/state.ts";
import type { CheckoutOutcome } from "./checkout-outcome.ts";
import { invoicePdf } from "./invoice.ts";
import { paymentConfirmationMail } from "./mails.ts";
import { notifyCustomer, refundPayment } from "./refund.ts";
import {
  findBySessionId,
  nextOrderNumber,
  orderNumberOf,
  type PaymentRow,
  paidEventId,
  recordEvent,
} from "./repository.ts";

export interface AppliedOutcome {
  payment: PaymentRow | null;
  /** True for the one call that moved the payment to paid (or expired). */
  changed: boolean;
  pipeline: "queued" | "already" | null;
}

/**
 * The one code path that turns a provider's verified answer into our state: a paid session marks the
 * payment paid and the presentation is_paid, and starts the full pipeline once. Safe to call any number
 * of times, concurrently: the conditional UPDATE lets exactly one caller win the transition.
 */
export async function applyCheckoutOutcome(
  ctx: AppContext,
  outcome: CheckoutOutcome,
): Promise<AppliedOutcome> {
  const log = ctx.logger.child({ provider: outcome.provider, checkoutSession: outcome.sessionId });
  const payment = await findBySessionId(ctx.database.db, outcome.sessionId);
  if (!payment || payment.provider !== outcome.provider) {
    if (outcome.state === "paid")
      log.error("paid checkout session without a matching order (deleted presentation?)");
    else log.warn("checkout session without a matching order ignored");
    return { payment: null, changed: false, pipeline: null };
  }

  if (outcome.state === "expired") {
    const moved = await ctx.database.db
      .update(payments)
      .set({ status: "expired" })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "open")))
      .returning();
    return { payment: moved[0] ?? payment, changed: moved.length > 0, pipeline: null };
  }
  if (outcome.state !== "paid") return { payment, changed: false, pipeline: null };

  const mismatch =
    outcome.amountTotal !== payment.amountCents ||
    outcome.currency?.toLowerCase() !== payment.currency ||
    (outcome.presentationId != null &&
      payment.presentationId !== null &&
      outcome.presentationId !== payment.presentationId);
  if (mismatch) {
    log.error(
      { amountTotal: outcome.amountTotal, currency: outcome.currency, expected: payment.amountCents },
      "paid checkout session does not match the order; not fulfilled",
    );
    return { payment, changed: false, pipeline: null };
  }

  const won = await markPaid(ctx, payment);
  if (won?.status === "duplicate") {
    await refundSecondPayment(ctx, won);
    return {
      payment: (await findBySessionId(ctx.database.db, outcome.sessionId)) ?? won,
      changed: true,
      pipeline: null,
    };
  }
  if (won?.presentationId) {
    log.info({ paymentId: payment.id, presentationId: payment.presentationId }, "payment received");
    const pipeline = await enqueueFullPipeline(ctx, won.presentationId);
    await sendConfirmation(ctx, won);
    return { payment: won, changed: true, pipeline };
  }

  // Already paid earlier. If that caller died between marking paid and queueing, queue now; a pipeline
  // that ran and failed is only restarted by the user ("Erneut versuchen"), not by a late provider event.
  const fresh = (await findBySessionId(ctx.database.db, outcome.sessionId)) ?? payment;
  if (fresh.status === "duplicate") {
    // The caller that marked it died before refunding (the event was not recorded, so it came again).
    await refundSecondPayment(ctx, fresh);
    return {
      payment: (await findBySessionId(ctx.database.db, outcome.sessionId)) ?? fresh,
      changed: false,
      pipeline: null,
    };
  }
  const current = fresh.presentationId ? await findById(ctx.database.db, fresh.presentationId) : undefined;
  if (fresh.status === "paid" && current?.isPaid && current.pipelineStatus === "idle") {
    return { payment: fresh, changed: false, pipeline: await enqueueFullPipeline(ctx, current.id) };
  }
  return { payment: fresh, changed: false, pipeline: null };
}

/**
 * Moves an open (or expired) payment to paid and its presentation to is_paid, in one transaction. A
 * presentation that is paid already (another tab's payment won), past retention or deleted is not sold
 * twice: the payment becomes "duplicate" instead. Returns null when another call moved it first.
 */
async function markPaid(ctx: AppContext, payment: PaymentRow): Promise<PaymentRow | null> {
  return ctx.database.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      // The order number is taken once, by the one call that moves the payment (a second payment for the
      // same presentation gets its own: it is refunded under it).
      .set({ status: "paid", orderNumber: nextOrderNumber })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["open", "expired"])))
      .returning();
    if (!moved) return null;
    // The row lock on the presentation orders concurrent payments: the second sees is_paid already true.
    const sold = moved.presentationId ? await transition(tx, "pay", moved.presentationId) : undefined;
    if (!sold) {
      const [duplicate] = await tx
        .update(payments)
        .set({ status: "duplicate" })
        .where(eq(payments.id, moved.id))
        .returning();
      await recordEvent(tx, `duplicate_${moved.id}`, "payment.duplicate", moved.id);
      return duplicate ?? null;
    }
    await recordEvent(tx, paidEventId(moved.id), "payment.paid", moved.id);
    return moved;
  });
}

/** A second payment is paid back at once; if the refund fails it stays "duplicate" for the operator. */
async function refundSecondPayment(ctx: AppContext, payment: PaymentRow): Promise<void> {
  const log = ctx.logger.child({ paymentId: payment.id, presentationId: payment.presentationId });
  try {
    const { refundId, recorded } = await refundPayment(ctx, payment, { reason: "duplicate" });
    if (!recorded) return;
    log.warn({ refundId }, "second payment for an already paid presentation refunded");
    await notifyCustomer(ctx, payment, { duplicate: true });
  } catch (error) {
    log.error(
      { err: error },
      "second payment for an already paid presentation NOT refunded: refund it by hand (status duplicate)",
    );
  }
}

async function sendConfirmation(ctx: AppContext, payment: PaymentRow): Promise<void> {
  try {
    const [to, presentation] = await Promise.all([
      payment.userId ? ownerEmail(ctx.database.db, payment.userId) : undefined,
      payment.presentationId ? findById(ctx.database.db, payment.presentationId) : undefined,
    ]);
    if (!to) return;
    await ctx.mailer.send(
      paymentConfirmationMail({
        invoice: await invoicePdf(ctx, payment).catch((error: unknown) => {
          // The confirmation still goes out; the invoice stays on the downloads page.
          ctx.logger.warn({ err: error, paymentId: payment.id }, "invoice for the confirmation mail failed");
          return null;
        }),
        to,
        orderNumber: orderNumberOf(payment),
        filename: presentation?.pdfFilename ?? "deine Arbeit",
        deliveryTime: (await statedTimes(ctx)).delivery,
        amountCents: payment.amountCents,
        isTest: payment.isTest,
        dashboardUrl: `${ctx.config.publicUrl}/dashboard`,
        supportEmail: ctx.config.SUPPORT_EMAIL,
        withdrawalWaiverAt: payment.withdrawalWaiverAt,
      }),
    );
  } catch (error) {
    // The payment stands; a lost confirmation mail must not fail the webhook (Stripe would retry it).
    ctx.logger.warn({ err: error, paymentId: payment.id }, "payment confirmation mail failed");
  }
}
