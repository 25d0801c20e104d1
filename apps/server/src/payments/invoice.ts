/**
 * The invoice of a paid order (rechnung.pdf): drawn from the payment row and the operator's data whenever
 * it is asked for, never stored, so it needs no retention of its own and always names the operator as
 * configured. The invoice number is the order number; net and VAT are taken out of the gross price.
 */
import { renderInvoicePdf } from "@folienwerk/engine";
import { eq } from "drizzle-orm";
import { operator } from "../config.ts";
import type { AppContext } from "../context.ts";
import { user } from "../db/schema/index.ts";
import { notFound } from "../errors.ts";
import { findById, findOwned } from "../presentations/repository.ts";
import { ITEM_NAME, includedVatCents, VAT_RATE } from "./order.ts";
import { orderNumberOf, type PaymentRow, paidAt, paidOrderOf } from "./repository.ts";

const PAYMENT_METHODS: Record<PaymentRow["provider"], string> = {
  stripe: "Online-Zahlung über Stripe",
  test: "Testkauf über die Test-Kasse (es wurde kein Geld abgebucht)",
};

/** The invoice PDF of a paid payment. */
export async function invoicePdf(ctx: AppContext, payment: PaymentRow): Promise<Uint8Array> {
  const db = ctx.database.db;
  const [buyer] = payment.userId
    ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, payment.userId))
    : [];
  const presentation = payment.presentationId ? await findById(db, payment.presentationId) : undefined;
  const filename = presentation?.pdfFilename;
  const seller = operator(ctx.config);
  const vatCents = includedVatCents(payment.amountCents);
  return renderInvoicePdf({
    number: orderNumberOf(payment),
    date: await paidAt(db, payment),
    seller: { name: seller.name, address: seller.address, email: seller.email, vatId: seller.vatId },
    buyer: { name: buyer?.name?.trim() || null, email: buyer?.email ?? "–" },
    item: filename ? `${ITEM_NAME} zu „${filename}“` : ITEM_NAME,
    netCents: payment.amountCents - vatCents,
    vatCents,
    grossCents: payment.amountCents,
    vatPercent: Math.round(VAT_RATE * 100),
    paymentMethod: PAYMENT_METHODS[payment.provider],
    note: payment.isTest ? "Testbestellung: Diese Rechnung belegt keine echte Zahlung." : null,
  });
}

/** The invoice of the owner's presentation's paid order; another user's, an unpaid or a refunded one: 404. */
export async function ownedInvoicePdf(ctx: AppContext, userId: string, id: string): Promise<Uint8Array> {
  await findOwned(ctx.database.db, userId, id);
  const payment = await paidOrderOf(ctx.database.db, id);
  if (!payment) throw notFound("Die Rechnung");
  return invoicePdf(ctx, payment);
}
