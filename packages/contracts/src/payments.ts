import { z } from "zod";

/**
 * The student's consent to an early start and acknowledgement that the right of withdrawal then lapses
 * (AGB §9, § 356 Abs. 5 BGB). Both are asked on our purchase card, unchecked by default; a checkout
 * opens only with both.
 */
export const WITHDRAWAL_WAIVER_MISSING =
  "Bitte stimme zu, dass wir vor Ablauf der Widerrufsfrist mit der Erstellung beginnen, und bestätige, dass dein Widerrufsrecht damit erlischt.";

const ticked = z.literal(true, { error: WITHDRAWAL_WAIVER_MISSING });

/** POST /payment/create-payment-session */
export const CreatePaymentSessionBodySchema = z.object({
  presentationId: z
    .string({ error: "Bitte eine Präsentations-ID angeben." })
    .min(1, "Bitte eine Präsentations-ID angeben."),
  // Accepted for SPEC §3 compatibility; the user comes from the session and the return URLs are built there.
  userId: z.string().optional(),
  successUrl: z.string().optional(),
  cancelUrl: z.string().optional(),
  /** „Ich stimme ausdrücklich zu, dass ihr vor Ablauf der Widerrufsfrist mit der Erstellung beginnt.“ */
  consentToEarlyStart: ticked,
  /** „Mir ist bekannt, dass ich damit mein Widerrufsrecht verliere.“ */
  acknowledgeWithdrawalLapse: ticked,
});
export type CreatePaymentSessionBody = z.infer<typeof CreatePaymentSessionBodySchema>;

/** The checkout the browser is sent to (in test mode our own test checkout page). */
export const CreatedSessionSchema = z.object({
  checkout_url: z.string(),
  /** The provider's session id; the success page asks the tracking route about it. */
  session_id: z.string().min(1),
  /** True for our own test checkout (no payment provider configured): no money is taken. */
  test_mode: z.boolean(),
});
export type CreatedSession = z.infer<typeof CreatedSessionSchema>;

/** GET /payment/checkout-session-tracking?session_id=… */
export const TrackingQuerySchema = z.object({
  session_id: z
    .string({ error: "Bitte eine Sitzungs-ID angeben." })
    .min(1, "Bitte eine Sitzungs-ID angeben."),
});

export const PAYMENT_STATUSES = ["open", "paid", "expired", "refunded", "duplicate"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** SPEC §3 payment tracking response (GA4 `purchase` fields), plus the order status. */
export const PaymentTrackingSchema = z.object({
  transaction_id: z.string(),
  value: z.number(),
  currency: z.literal("EUR"),
  tax: z.number(),
  shipping: z.number(),
  discount: z.number(),
  items: z.array(
    z.object({ item_id: z.string(), item_name: z.string(), price: z.number(), quantity: z.number() }),
  ),
  /** null once the presentation is deleted (the order record stays for bookkeeping). */
  presentation_id: z.string().nullable(),
  customer_country: z.string().nullable(),
  email_hash: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  is_test: z.boolean(),
});
export type PaymentTracking = z.infer<typeof PaymentTrackingSchema>;
