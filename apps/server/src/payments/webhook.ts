import type Stripe from "stripe";
import type { AppContext } from "../context.ts";
import { invalidSignature, notFound, providerUnreachable } from "../errors.ts";
import type { CheckoutOutcome } from "./checkout-outcome.ts";
import { type AppliedOutcome, applyCheckoutOutcome } from "./fulfil.ts";
import { eventSeen, recordEvent } from "./repository.ts";
import { stripeClient } from "./stripe-client.ts";
import { outcomeOf, retrieveStripeSession } from "./stripe-session.ts";

const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

export interface WebhookResult {
  received: true;
  duplicate?: true;
  ignored?: true;
}

/**
 * POST /payment/webhook: verifies Stripe's signature on the raw body, handles each event id once and
 * acts only on the checkout session as re-read from Stripe (the event is a signal, not the truth).
 * A failure before the event is recorded answers 5xx, so Stripe delivers it again.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw notFound();
  const stripe = await stripeClient(ctx.config);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing Stripe-Signature header");
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    ctx.logger.warn({ reason: (error as Error).message }, "stripe webhook rejected: bad signature");
    throw invalidSignature();
  }

  const log = ctx.logger.child({ stripeEvent: event.id, type: event.type });
  if (await eventSeen(ctx.database.db, event.id)) {
    log.info("stripe event already handled");
    return { received: true, duplicate: true };
  }
  if (!CHECKOUT_EVENTS.has(event.type)) {
    await recordEvent(ctx.database.db, event.id, event.type, null);
    return { received: true, ignored: true };
  }

  const sessionId = (event.data.object as { id?: unknown }).id;
  if (typeof sessionId !== "string") {
    log.warn("checkout event without a session id");
    await recordEvent(ctx.database.db, event.id, event.type, null);
    return { received: true, ignored: true };
  }
  let session: Awaited<ReturnType<typeof retrieveStripeSession>>;
  try {
    session = await retrieveStripeSession(ctx, sessionId);
  } catch (error) {
    log.warn(
      { err: error, checkoutSession: sessionId },
      "checkout session re-read failed; Stripe will retry",
    );
    throw providerUnreachable(error);
  }
  const outcome = outcomeOf(session, {
    asyncPaymentFailed: event.type === "checkout.session.async_payment_failed",
  });
  const applied = await processCheckoutEvent(ctx, { eventId: event.id, type: event.type, outcome });
  log.info(
    { checkoutSession: sessionId, state: outcome.state, changed: applied.changed },
    "stripe event handled",
  );
  return { received: true };
}

/**
 * A verified checkout event (a Stripe webhook after the re-read, or a confirmation on our own test
 * checkout): apply the outcome, then remember the event id.
 */
export async function processCheckoutEvent(
  ctx: AppContext,
  event: { eventId: string; type: string; outcome: CheckoutOutcome },
): Promise<AppliedOutcome> {
  const applied = await applyCheckoutOutcome(ctx, event.outcome);
  await recordEvent(ctx.database.db, event.eventId, event.type, applied.payment?.id ?? null);
  return applied;
}
