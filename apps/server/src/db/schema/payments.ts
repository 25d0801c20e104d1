import { PAYMENT_STATUSES, type PaymentStatus } from "@folienwerk/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { presentations } from "./presentations.ts";

/**
 * "duplicate": paid for a presentation that was already paid (or is gone or expired); refunded at once,
 * and left in this state only when that refund failed and the operator has to act.
 */
export { PAYMENT_STATUSES, type PaymentStatus };

/**
 * The running number of this installation's orders: "FW-2026-000123" is the year of payment and the next
 * value, taken once when a payment is marked paid. Never reset, so an order number (and the invoice number
 * it is) stays unique across years.
 */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1 });

/**
 * One checkout attempt at the payment provider ("stripe" or our own "test" checkout). A bookkeeping
 * record: it outlives its presentation and its account (the links become null), and it holds nothing of
 * the thesis. At most one attempt per presentation is open at a time (partial unique index).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    presentationId: uuid("presentation_id").references(() => presentations.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    provider: text("provider").$type<"stripe" | "test">().notNull(),
    providerSessionId: text("provider_session_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    status: text("status").$type<PaymentStatus>().notNull().default("open"),
    isTest: boolean("is_test").notNull().default(false),
    /**
     * When the student asked us to start before the withdrawal period ends and acknowledged that the
     * right of withdrawal then lapses (AGB §9); required before a checkout opens.
     */
    withdrawalWaiverAt: timestamp("withdrawal_waiver_at", { withTimezone: true }),
    /** "FW-2026-000123": set once, when the payment is marked paid; the invoice number is the same. */
    orderNumber: text("order_number").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    uniqueIndex("payments_one_open_per_presentation").on(t.presentationId).where(sql`${t.status} = 'open'`),
  ],
);

/** Provider event ids already handled: a replayed webhook event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
