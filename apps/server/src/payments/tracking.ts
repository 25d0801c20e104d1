import type { PaymentTracking } from "@folienwerk/contracts";
import type { RequestUser } from "../auth/request-user.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { applyCheckoutOutcome } from "./fulfil.ts";
import { emailHash, euros, ITEM_ID, ITEM_NAME, includedVatCents, splitName } from "./order.ts";
import { findOwnedBySessionId } from "./repository.ts";
import { outcomeOf, retrieveStripeSession, type StripeSession } from "./stripe-session.ts";

/**
 * GET /payment/checkout-session-tracking: the purchase facts of the caller's own checkout session.
 * For Stripe the session is re-read; a paid one is applied right here, so /success works even when the
 * webhook is late (same idempotent path as the webhook).
 */
export async function checkoutTracking(
  ctx: AppContext,
  user: RequestUser,
  sessionId: string,
): Promise<PaymentTracking> {
  let payment = await findOwnedBySessionId(ctx.database.db, user.id, sessionId);
  if (!payment) throw notFound("Die Zahlung");

  let session: StripeSession | null = null;
  if (payment.provider === "stripe") {
    try {
      session = await retrieveStripeSession(ctx, sessionId);
      const applied = await applyCheckoutOutcome(ctx, outcomeOf(session));
      payment = applied.payment ?? payment;
    } catch (error) {
      // Tracking must not fail on a slow provider: answer with what we know.
      ctx.logger.warn(
        { err: error, checkoutSession: sessionId },
        "checkout session re-read for tracking failed",
      );
    }
  }

  const discountCents = session?.total_details?.amount_discount ?? 0;
  const names = splitName(user.name ?? session?.customer_details?.name);
  return {
    transaction_id: payment.id,
    value: euros(payment.amountCents),
    currency: "EUR",
    tax: euros(includedVatCents(payment.amountCents)),
    shipping: 0,
    discount: euros(discountCents),
    items: [
      {
        item_id: ITEM_ID,
        item_name: ITEM_NAME,
        price: euros(payment.amountCents + discountCents),
        quantity: 1,
      },
    ],
    presentation_id: payment.presentationId,
    customer_country: session?.customer_details?.address?.country ?? null,
    email_hash: emailHash(user.email),
    first_name: names.first_name,
    last_name: names.last_name,
    status: payment.status,
    is_test: payment.isTest,
  };
}
