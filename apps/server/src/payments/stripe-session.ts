import type Stripe from "stripe";
import type { AppContext } from "../context.ts";
import type { CheckoutOutcome } from "./checkout-outcome.ts";
import { stripeClient } from "./stripe-client.ts";

export type StripeSession = Stripe.Checkout.Session;

/** Reads the checkout session from Stripe: the truth a webhook event only hints at. */
export async function retrieveStripeSession(
  ctx: Pick<AppContext, "config">,
  sessionId: string,
): Promise<StripeSession> {
  return (await stripeClient(ctx.config)).checkout.sessions.retrieve(sessionId);
}

/**
 * A session is paid when Stripe says so (`payment_status` paid); an expired session, or a completed one
 * whose delayed payment failed, can never be paid.
 */
export function outcomeOf(
  session: StripeSession,
  opts: { asyncPaymentFailed?: boolean } = {},
): CheckoutOutcome {
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const dead =
    session.status === "expired" || (session.status === "complete" && !paid && opts.asyncPaymentFailed);
  return {
    provider: "stripe",
    sessionId: session.id,
    state: paid ? "paid" : dead ? "expired" : "open",
    amountTotal: session.amount_total,
    currency: session.currency,
    presentationId: session.metadata?.presentation_id ?? null,
  };
}

export function paymentIntentId(session: StripeSession): string | null {
  const pi = session.payment_intent;
  if (!pi) return null;
  return typeof pi === "string" ? pi : pi.id;
}
