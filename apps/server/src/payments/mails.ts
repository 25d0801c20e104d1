import { REFUND_CONDITION, refundRequest } from "@folienwerk/contracts";
import type { MailAttachment, MailMessage } from "../mail/mailer.ts";
import { orderSubject, renderMail, TEST_ORDER_NOTE } from "../mail/templates.ts";
import { INVOICE_FILENAME } from "../presentations/files.ts";
import { formatEuro, includedVatCents } from "./order.ts";
import { waiverStatement } from "./withdrawal.ts";

interface OrderFacts {
  to: string;
  orderNumber: string;
  filename: string;
  amountCents: number;
  isTest: boolean;
}

/** Order confirmation after a verified payment; the order number is what support and refunds refer to. */
export function paymentConfirmationMail(
  order: OrderFacts & {
    dashboardUrl: string;
    supportEmail: string;
    /** The stated delivery time (presentations/durations.ts), e.g. "meist in etwa 3 Minuten". */
    deliveryTime: string;
    withdrawalWaiverAt?: Date | null;
    /** The invoice PDF (rechnung.pdf), attached when it could be drawn. */
    invoice?: Uint8Array | null;
  },
): MailMessage {
  const content = renderMail({
    subject: orderSubject(order.isTest, "Zahlungsbestätigung – deine Präsentation wird erstellt"),
    intro: [
      `vielen Dank für deine Bestellung! Wir haben deine Zahlung über ${formatEuro(order.amountCents)} (inkl. ${formatEuro(includedVatCents(order.amountCents))} MwSt.) erhalten.`,
      `Bestellnummer: ${order.orderNumber}${order.invoice ? " – die Rechnung findest du im Anhang." : ""}`,
      `Deine Präsentation zu „${order.filename}“ wird jetzt erstellt und ist ${order.deliveryTime} fertig. Sobald sie bereit ist, schicken wir dir eine E-Mail mit allen Dateien; den Fortschritt siehst du in deinem Dashboard.`,
      // § 312f Abs. 3 BGB: the confirmation names the consent and the acknowledgement (AGB §9).
      ...(order.withdrawalWaiverAt
        ? [`${waiverStatement(order.withdrawalWaiverAt)} Dein Widerrufsrecht ist damit erloschen.`]
        : []),
      ...(order.isTest ? [TEST_ORDER_NOTE] : []),
    ],
    button: { label: "Zum Dashboard", url: order.dashboardUrl },
    outro: [`${REFUND_CONDITION} ${refundRequest(order.supportEmail)}`],
  });
  const attachments: MailAttachment[] = order.invoice
    ? [{ filename: INVOICE_FILENAME, content: Buffer.from(order.invoice), contentType: "application/pdf" }]
    : [];
  return { to: order.to, ...content, attachments };
}

/** A refund; `duplicate` when we paid back a second payment for a presentation that needed none. */
export function refundMail(order: OrderFacts & { duplicate?: boolean }) {
  const content = renderMail({
    subject: orderSubject(
      order.isTest,
      order.duplicate ? "Doppelte Zahlung erstattet" : "Deine Zahlung wurde erstattet",
    ),
    intro: [
      order.duplicate
        ? `für die Präsentation zu „${order.filename}“ ist eine zweite Zahlung eingegangen, obwohl sie bereits bezahlt (oder nicht mehr kaufbar) war. Diese Zahlung haben wir sofort erstattet (Bestellnummer ${order.orderNumber}). Deine Präsentation ist davon nicht betroffen.`
        : `wir haben deine Zahlung für die Präsentation zu „${order.filename}“ erstattet (Bestellnummer ${order.orderNumber}).`,
      order.isTest
        ? TEST_ORDER_NOTE
        : `Der Betrag von ${formatEuro(order.amountCents)} wird dir über deine ursprüngliche Zahlungsart gutgeschrieben. Je nach Anbieter dauert das einige Werktage.`,
    ],
    outro: [],
  });
  return { to: order.to, ...content };
}
