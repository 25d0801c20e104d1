import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { RequestUser } from "../auth/request-user.ts";
import type { AppContext } from "../context.ts";
import { checkoutClosed, csrfRejected, notFound } from "../errors.ts";
import { findById } from "../presentations/repository.ts";
import { findOwnedBySessionId, type PaymentRow } from "./repository.ts";
import { processCheckoutEvent } from "./webhook.ts";

/** The built-in checkout of payment test mode (no STRIPE_SECRET_KEY): no money moves. */

export async function loadTestCheckout(ctx: AppContext, user: RequestUser, sessionId: string) {
  const payment = await findOwnedBySessionId(ctx.database.db, user.id, sessionId);
  if (payment?.provider !== "test") throw notFound("Die Testzahlung");
  const presentation = payment.presentationId
    ? await findById(ctx.database.db, payment.presentationId)
    : undefined;
  if (!presentation) throw notFound("Die Präsentation");
  return { payment, presentation };
}

/** Binds the confirm/cancel form to this session and this user (CSRF): HMAC over both with the app secret. */
export function formToken(ctx: AppContext, sessionId: string, userId: string): string {
  return createHmac("sha256", ctx.secret)
    .update(`test-checkout\0${sessionId}\0${userId}`)
    .digest("base64url");
}

export function assertFormToken(ctx: AppContext, sessionId: string, userId: string, token: unknown): void {
  const expected = Buffer.from(formToken(ctx, sessionId, userId));
  const given = Buffer.from(typeof token === "string" ? token : "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw csrfRejected();
  }
}

/** „Zahlung bestätigen“: the same path as a verified Stripe webhook for a paid session. */
export async function confirmTestCheckout(ctx: AppContext, user: RequestUser, sessionId: string) {
  const { payment } = await loadTestCheckout(ctx, user, sessionId);
  if (payment.status === "expired") {
    throw checkoutClosed();
  }
  return settle(ctx, payment, "paid");
}

/** „Abbrechen“: the session can no longer be paid (like an expired Stripe session). */
export async function cancelTestCheckout(ctx: AppContext, user: RequestUser, sessionId: string) {
  const { payment } = await loadTestCheckout(ctx, user, sessionId);
  return settle(ctx, payment, "expired");
}

/** Our checkout is its own provider: the outcome is what the student clicked, delivered as an event. */
function settle(ctx: AppContext, payment: PaymentRow, state: "paid" | "expired") {
  return processCheckoutEvent(ctx, {
    eventId: `test_evt_${randomBytes(12).toString("base64url")}`,
    type: state === "paid" ? "checkout.session.completed" : "checkout.session.expired",
    outcome: {
      provider: "test",
      sessionId: payment.providerSessionId,
      state,
      amountTotal: payment.amountCents,
      currency: payment.currency,
      presentationId: payment.presentationId,
    },
  });
}
