/** GET /api/config: the values of the server's configuration the browser may see (SPEC §7). */
import { z } from "zod";

/** The times the product states, worded (apps/server/src/presentations/durations.ts). */
export const StatedTimesSchema = z.object({
  /** Free analysis, completes "… fertig": "meist in unter einer Minute". */
  analysis: z.string(),
  /** Payment to delivered package: "meist in etwa 3 Minuten". */
  delivery: z.string(),
  /** True when the wording comes from measurements rather than the configured fallback text. */
  measured: z.object({ analysis: z.boolean(), delivery: z.boolean() }),
});
export type StatedTimes = z.infer<typeof StatedTimesSchema>;

/** The operator as the footer and the legal pages name it. */
export const OperatorSchema = z.object({
  /** False on a local test installation without operator data (never in production). */
  configured: z.boolean(),
  name: z.string(),
  address: z.string().nullable(),
  representative: z.string().nullable(),
  register: z.string().nullable(),
  vatId: z.string().nullable(),
  email: z.string(),
});
export type Operator = z.infer<typeof OperatorSchema>;

/** What GET /api/config returns (apps/server/src/config.ts `publicConfig`). */
export const PublicConfigSchema = z.object({
  priceCents: z.number().int(),
  /** The earlier price to show crossed out: null (one price) unless the operator configured a real, higher one. */
  priceOriginalCents: z.number().int().nullable(),
  offerEndsAt: z.string().nullable(),
  offerDiscountEur: z.number(),
  /** The times the product states, from the measured medians. */
  times: StatedTimesSchema,
  retentionDays: z.number().int(),
  maxUploadMb: z.number(),
  supportEmail: z.string(),
  googleEnabled: z.boolean(),
  transcriptionEnabled: z.boolean(),
  paymentTestMode: z.boolean(),
  mailOutbox: z.boolean(),
  company: OperatorSchema,
  termsDate: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
