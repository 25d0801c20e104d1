/** What the provider says about a checkout session; for Stripe always re-read, never taken from an event. */
export interface CheckoutOutcome {
  provider: "stripe" | "test";
  sessionId: string;
  state: "paid" | "open" | "expired";
  amountTotal: number | null;
  currency: string | null;
  /** metadata.presentation_id of the session, when the provider keeps one. */
  presentationId?: string | null;
}
