import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { CreatedSession } from "@folienwerk/contracts";
import { trustedOrigins } from "../auth/origins.ts";
import type { RequestUser } from "../auth/request-user.ts";
import type { AppContext } from "../context.ts";
import { checkoutBusy, conflict, paymentProviderFailed } from "../errors.ts";
import { assertNotExpired, findOwned, type PresentationRow } from "../presentations/repository.ts";
import { allows } from "../presentations/state.ts";
import { applyCheckoutOutcome } from "./fulfil.ts";
import { ITEM_NAME } from "./order.ts";
import {
  claimOpenCheckout,
  closeOpenCheckout,
  dropUnstartedCheckout,
  findPayment,
  isPending,
  type PaymentRow,
  PENDING_SESSION,
  recordProviderSession,
  recordWithdrawalWaiver,
} from "./repository.ts";
import { stripeClient } from "./stripe-client.ts";
import { outcomeOf, retrieveStripeSession } from "./stripe-session.ts";
import { waiverStatement } from "./withdrawal.ts";

/** A claimed checkout whose Stripe session never arrived (its process died) is given up after this. */
const PENDING_TIMEOUT_MS = 90_000;
/** How long a second request waits for the first to finish creating the session they share. */
const JOIN_WAIT_MS = 30_000;
const POLL_MS = 100;
const CLAIM_ROUNDS = 3;

export const ALREADY_PAID = "Diese Präsentation ist bereits bezahlt.";

/**
 * Starts checkout for the caller's own presentation at stage questions_2 that is not paid yet
 * (SPEC §7 create-payment-session). The user comes from the session, never from the request body.
 * A presentation has at most one open checkout: a second click or tab gets the same one back, so a
 * student cannot pay twice.
 */
export async function createPaymentSession(
  ctx: AppContext,
  user: RequestUser,
  input: { presentationId: string; successUrl?: string; cancelUrl?: string; withdrawalWaiverAt: Date },
): Promise<CreatedSession> {
  const presentation = await findOwned(ctx.database.db, user.id, input.presentationId);
  assertNotExpired(presentation, ctx.config.RETENTION_DAYS);
  if (presentation.isPaid) throw conflict(ALREADY_PAID);
  if (!allows("pay", presentation)) {
    throw conflict("Bitte beantworte zuerst alle Fragen zu deiner Arbeit, bevor du die Präsentation kaufst.");
  }
  const origin = returnOrigin(ctx, input.successUrl ?? input.cancelUrl);
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const claim = await claimOpenCheckout(
      ctx.database.db,
      newCheckout(ctx, user, presentation, input.withdrawalWaiverAt),
    );
    if (!claim) continue;
    if (!claim.row.withdrawalWaiverAt) {
      // An order opened before consent was asked for: it holds this request's consent from now on.
      claim.row = await recordWithdrawalWaiver(ctx.database.db, claim.row, input.withdrawalWaiverAt);
    }
    const session = await sessionOf(ctx, user, presentation, origin, claim);
    if (session) return session;
  }
  throw checkoutBusy();
}

/** The row that claims the presentation's open checkout; a Stripe one gets its session id once created. */
function newCheckout(
  ctx: AppContext,
  user: RequestUser,
  presentation: PresentationRow,
  withdrawalWaiverAt: Date,
) {
  const test = ctx.config.paymentTestMode;
  return {
    presentationId: presentation.id,
    userId: user.id,
    provider: test ? ("test" as const) : ("stripe" as const),
    providerSessionId: test
      ? `test_cs_${randomBytes(18).toString("base64url")}`
      : `${PENDING_SESSION}${randomUUID()}`,
    amountCents: ctx.config.PRICE_CENTS,
    currency: "eur",
    isTest: true,
    withdrawalWaiverAt,
  };
}

async function sessionOf(
  ctx: AppContext,
  user: RequestUser,
  presentation: PresentationRow,
  origin: string,
  claim: { row: PaymentRow; created: boolean },
): Promise<CreatedSession | null> {
  if (claim.row.provider === "test") {
    const sessionId = claim.row.providerSessionId;
    return {
      checkout_url: `${origin}/payment/test-checkout/${sessionId}`,
      session_id: sessionId,
      test_mode: true,
    };
  }
  return claim.created
    ? startStripeSession(ctx, user, presentation, origin, claim.row)
    : joinStripeSession(ctx, claim.row);
}

/**
 * Where the provider sends the browser back to: the origin the browser sent in successUrl when it is one
 * of ours (the Vite dev server, say), else PUBLIC_URL. Never a foreign site (no open redirect).
 */
function returnOrigin(ctx: AppContext, url: string | undefined): string {
  const fallback = new URL(ctx.config.publicUrl).origin;
  if (!url) return fallback;
  try {
    const origin = new URL(url).origin;
    return trustedOrigins(ctx.config).includes(origin) ? origin : fallback;
  } catch {
    return fallback;
  }
}

export function returnUrls(origin: string, presentationId: string) {
  const id = encodeURIComponent(presentationId);
  return {
    success: `${origin}/success?session_id={CHECKOUT_SESSION_ID}&presentation_id=${id}`,
    cancel: `${origin}/cancel?presentation_id=${id}`,
  };
}

/** Creates the Stripe session for the checkout this request claimed, and records its id. */
async function startStripeSession(
  ctx: AppContext,
  user: RequestUser,
  presentation: PresentationRow,
  origin: string,
  claimed: PaymentRow,
): Promise<CreatedSession> {
  const stripe = await stripeClient(ctx.config);
  const urls = returnUrls(origin, presentation.id);
  const metadata = {
    presentation_id: presentation.id,
    user_id: user.id,
    payment_id: claimed.id,
    // The consent was taken on our purchase card (AGB §9); Stripe keeps the moment with the payment too.
    ...(claimed.withdrawalWaiverAt && { withdrawal_waiver_at: claimed.withdrawalWaiverAt.toISOString() }),
  };
  let session: Awaited<ReturnType<typeof stripe.checkout.sessions.create>>;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        // Dashboard-controlled methods, filtered to the ones the AGB name (docs/decisions/005-payments.md).
        allowed_payment_method_types: ["card", "paypal", "klarna"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: claimed.amountCents,
              tax_behavior: "inclusive",
              product_data: {
                name: ITEM_NAME,
                // Never the thesis's name: Stripe keeps it after our retention has deleted the thesis.
                description:
                  "Präsentation mit Sprechernotizen, Prüfungsfragen und Bildvorlagen zu deiner Arbeit",
              },
            },
          },
        ],
        locale: "de",
        // Above Stripe's pay button: the AGB §9 consent given on our purchase card before the redirect.
        ...(claimed.withdrawalWaiverAt && {
          custom_text: { submit: { message: waiverStatement(claimed.withdrawalWaiverAt) } },
        }),
        customer_email: user.email,
        client_reference_id: presentation.id,
        metadata,
        payment_intent_data: { metadata, description: `${ITEM_NAME} ${presentation.id}` },
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey: `fw-checkout-${claimed.id}` },
    );
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  } catch (error) {
    await dropUnstartedCheckout(ctx.database.db, claimed.id);
    ctx.logger.error({ err: error, presentationId: presentation.id }, "stripe checkout session not created");
    throw paymentProviderFailed(error);
  }
  await recordProviderSession(ctx.database.db, claimed.id, session.id, !session.livemode);
  return { checkout_url: session.url, session_id: session.id, test_mode: false };
}

/**
 * Another request holds the open checkout: wait until its session exists, then hand out the same one
 * while Stripe still offers it. A session that ended is closed here and null asks for a new claim; a
 * paid or still-clearing one means there is nothing to buy.
 */
async function joinStripeSession(ctx: AppContext, open: PaymentRow): Promise<CreatedSession | null> {
  const current = await createdSession(ctx, open);
  if (!current) return null;
  let session: Awaited<ReturnType<typeof retrieveStripeSession>>;
  try {
    session = await retrieveStripeSession(ctx, current.providerSessionId);
  } catch (error) {
    ctx.logger.warn({ err: error, checkoutSession: current.providerSessionId }, "open checkout not re-read");
    throw paymentProviderFailed(error);
  }
  if (session.status === "open" && session.url) {
    return { checkout_url: session.url, session_id: session.id, test_mode: false };
  }
  const outcome = outcomeOf(session);
  if (outcome.state === "paid") {
    await applyCheckoutOutcome(ctx, outcome);
    throw conflict(ALREADY_PAID);
  }
  if (session.status === "complete") {
    throw conflict(
      "Deine Zahlung für diese Präsentation wird noch bestätigt. Du bekommst eine E-Mail, sobald sie eingegangen ist.",
    );
  }
  await closeOpenCheckout(ctx.database.db, current.id);
  return null;
}

/** The open checkout once its Stripe session id is recorded; null when it closed or its creator died. */
async function createdSession(ctx: AppContext, open: PaymentRow): Promise<PaymentRow | null> {
  const deadline = Date.now() + JOIN_WAIT_MS;
  let current: PaymentRow | undefined = open;
  while (current?.status === "open" && isPending(current)) {
    if (Date.now() - current.createdAt.getTime() > PENDING_TIMEOUT_MS) {
      ctx.logger.warn({ paymentId: current.id }, "abandoned checkout claim released");
      await dropUnstartedCheckout(ctx.database.db, current.id);
      return null;
    }
    if (Date.now() > deadline) throw checkoutBusy();
    await sleep(POLL_MS);
    current = await findPayment(ctx.database.db, current.id);
  }
  return current?.status === "open" ? current : null;
}
