import rateLimit from "@fastify/rate-limit";
import {
  type CreatedSession,
  CreatePaymentSessionBodySchema,
  type PaymentTracking,
  TrackingQuerySchema,
} from "@folienwerk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { rateLimited } from "../errors.ts";
import { createPaymentSession } from "../payments/create-session.ts";
import { checkoutTracking } from "../payments/tracking.ts";
import { handleStripeWebhook } from "../payments/webhook.ts";
import { parseGerman } from "./parse.ts";
import { registerTestCheckout } from "./test-checkout.ts";

/** SPEC §7 payment calls, the Stripe webhook and (in test mode only) the built-in test checkout. */
export async function registerPayments(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => rateLimited("purchase"),
    });
    scope.post(
      "/payment/create-payment-session",
      { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } } },
      async (req): Promise<CreatedSession> => {
        const user = await requireUser(ctx, req);
        const body = parseGerman(CreatePaymentSessionBodySchema, req.body);
        return createPaymentSession(ctx, user, { ...body, withdrawalWaiverAt: new Date() });
      },
    );
  });

  app.get("/payment/checkout-session-tracking", async (req, reply): Promise<PaymentTracking> => {
    const user = await requireUser(ctx, req);
    const { session_id } = parseGerman(TrackingQuerySchema, req.query);
    reply.header("cache-control", "no-store");
    return checkoutTracking(ctx, user, session_id);
  });

  if (!ctx.config.paymentTestMode) {
    // Own scope: Stripe signs the exact bytes, so this route gets the body unparsed.
    await app.register(async (scope) => {
      scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
        done(null, body),
      );
      scope.post("/payment/webhook", async (req) => {
        const signature = req.headers["stripe-signature"];
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return handleStripeWebhook(ctx, raw, typeof signature === "string" ? signature : undefined);
      });
    });
  } else {
    await registerTestCheckout(app, ctx);
  }
}
