import { randomBytes, randomUUID } from "node:crypto";
import { trustedOrigins } from "../auth/origins.ts";
import type { RequestUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { payments } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import { findOwned, type PresentationRow } from "../presentations/repository.ts";
import { ITEM_NAME } from "./order.ts";
import { paymentsOf } from "./repository.ts";
import { paymentProviderFailed, stripeClient } from "./stripe-client.ts";

export interface CreatedSession {
  checkout_url: string;
  session_id: string;
  test_mode: boolean;
}

/** Stripe keeps a checkout session open for 24 h; an older one is not worth re-reading. */
const REUSE_WINDOW_MS = 23 * 3600 * 1000;

/**
 * Starts checkout for the caller's own presentation at stage questions_2 that is not paid yet
 * (SPEC §7 create-payment-session). The user comes from the session, never from the request body.
 */
export async function createPaymentSession(
  ctx: AppContext,
  user: RequestUser,
  input: { presentationId: string; successUrl?: string; cancelUrl?: string },
): Promise<CreatedSession> {
  const presentation = await findOwned(ctx.database.db, user.id, input.presentationId);
  if (presentation.isPaid) throw conflict("Diese Präsentation ist bereits bezahlt.");
  if (presentation.stage !== "questions_2") {
    throw conflict("Bitte beantworte zuerst alle Fragen zu deiner Arbeit, bevor du die Präsentation kaufst.");
  }
  const origin = returnOrigin(ctx, input.successUrl ?? input.cancelUrl);
  return ctx.config.paymentTestMode
    ? createTestSession(ctx, user, presentation, origin)
    : createStripeSession(ctx, user, presentation, origin);
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

async function createTestSession(
  ctx: AppContext,
  user: RequestUser,
  presentation: PresentationRow,
  origin: string,
): Promise<CreatedSession> {
  const sessionId = `test_cs_${randomBytes(18).toString("base64url")}`;
  await ctx.database.db.insert(payments).values({
    presentationId: presentation.id,
    userId: user.id,
    provider: "test",
    providerSessionId: sessionId,
    amountCents: ctx.config.PRICE_CENTS,
    currency: "eur",
    isTest: true,
  });
  return {
    checkout_url: `${origin}/payment/test-checkout/${sessionId}`,
    session_id: sessionId,
    test_mode: true,
  };
}

async function createStripeSession(
  ctx: AppContext,
  user: RequestUser,
  presentation: PresentationRow,
  origin: string,
): Promise<CreatedSession> {
  const stripe = stripeClient(ctx.config);
  const reusable = await reusableSession(ctx, user, presentation);
  if (reusable) return reusable;

  const urls = returnUrls(origin, presentation.id);
  const attempt = randomUUID();
  const metadata = { presentation_id: presentation.id, user_id: user.id, attempt };
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
              unit_amount: ctx.config.PRICE_CENTS,
              tax_behavior: "inclusive",
              product_data: {
                name: ITEM_NAME,
                description:
                  `Präsentation mit Sprechernotizen, Prüfungsfragen und Bildvorlagen zu „${presentation.pdfFilename ?? "deiner Arbeit"}“`.slice(
                    0,
                    500,
                  ),
              },
            },
          },
        ],
        locale: "de",
        customer_email: user.email,
        client_reference_id: presentation.id,
        metadata,
        payment_intent_data: { metadata, description: `${ITEM_NAME} ${presentation.id}` },
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey: `fw-checkout-${attempt}` },
    );
  } catch (error) {
    ctx.logger.error({ err: error, presentationId: presentation.id }, "stripe checkout session not created");
    throw paymentProviderFailed(error);
  }
  if (!session.url) throw paymentProviderFailed(new Error(`checkout session ${session.id} has no url`));
  await ctx.database.db.insert(payments).values({
    presentationId: presentation.id,
    userId: user.id,
    provider: "stripe",
    providerSessionId: session.id,
    amountCents: ctx.config.PRICE_CENTS,
    currency: "eur",
    isTest: !session.livemode,
  });
  return { checkout_url: session.url, session_id: session.id, test_mode: false };
}

/**
 * A second click (or a second tab) returns the still-open session instead of opening another one, so a
 * student cannot pay the same presentation twice.
 */
async function reusableSession(
  ctx: AppContext,
  user: RequestUser,
  presentation: PresentationRow,
): Promise<CreatedSession | null> {
  const open = (await paymentsOf(ctx.database.db, presentation.id)).find(
    (p) =>
      p.provider === "stripe" &&
      p.status === "open" &&
      p.userId === user.id &&
      p.amountCents === ctx.config.PRICE_CENTS &&
      Date.now() - p.createdAt.getTime() < REUSE_WINDOW_MS,
  );
  if (!open) return null;
  try {
    const session = await stripeClient(ctx.config).checkout.sessions.retrieve(open.providerSessionId);
    if (session.status === "open" && session.url) {
      return { checkout_url: session.url, session_id: session.id, test_mode: false };
    }
  } catch (error) {
    ctx.logger.warn(
      { err: error, checkoutSession: open.providerSessionId },
      "open checkout session not re-read",
    );
  }
  return null;
}
