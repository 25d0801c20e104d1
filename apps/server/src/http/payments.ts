import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { createPaymentSession } from "../payments/create-session.ts";
import { checkoutTracking } from "../payments/tracking.ts";
import { handleStripeWebhook } from "../payments/webhook.ts";
import { withdrawalWaiverFields } from "../payments/withdrawal.ts";
import { parseGerman } from "./presentations.ts";
import { registerTestCheckout } from "./test-checkout.ts";

const createBody = z.object({
  presentationId: z
    .string({ error: "Bitte eine Präsentations-ID angeben." })
    .min(1, "Bitte eine Präsentations-ID angeben."),
  // Accepted for SPEC §3 compatibility; the user comes from the session and the return URLs are built here.
  userId: z.string().optional(),
  successUrl: z.string().optional(),
  cancelUrl: z.string().optional(),
  // AGB §9: both statements ticked on the purchase card, else no checkout opens (400, German).
  ...withdrawalWaiverFields,
});
const trackingQuery = z.object({
  session_id: z
    .string({ error: "Bitte eine Sitzungs-ID angeben." })
    .min(1, "Bitte eine Sitzungs-ID angeben."),
});

/** SPEC §7 payment calls, the Stripe webhook and (in test mode only) the built-in test checkout. */
export async function registerPayments(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () =>
        new AppError(
          "rate_limited",
          "Zu viele Kaufversuche in kurzer Zeit. Bitte warte ein paar Minuten.",
          429,
        ),
    });
    scope.post(
      "/payment/create-payment-session",
      { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } } },
      async (req) => {
        const user = await requireUser(ctx, req);
        const body = parseGerman(createBody, req.body);
        return createPaymentSession(ctx, user, { ...body, withdrawalWaiverAt: new Date() });
      },
    );
  });

  app.get("/payment/checkout-session-tracking", async (req, reply) => {
    const user = await requireUser(ctx, req);
    const { session_id } = parseGerman(trackingQuery, req.query);
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
