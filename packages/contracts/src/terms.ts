/**
 * The refund and withdrawal terms in the words every place uses: the price card, the FAQ, the checkout,
 * the AGB (§ 8 and § 9) and the mails. AGB § 8 defines the rule; the other places quote these sentences
 * instead of paraphrasing them, so none promises more than the AGB (issue 31). Plain strings without zod:
 * the web app imports this module as a value through `@folienwerk/contracts/terms` (decision 036).
 */

/** Days after delivery within which a refund can be requested (AGB § 8). */
export const REFUND_WINDOW_DAYS = 14;
/** A refund is due when fewer than this share of the source links in the delivered files work (AGB § 8). */
export const REFUND_WORKING_LINKS_PERCENT = 80;

/** When the price is paid back. */
export const REFUND_CONDITION = `Funktionieren weniger als ${REFUND_WORKING_LINKS_PERCENT} % der Quellenlinks in deinen gelieferten Unterlagen, erstatten wir dir den vollen Preis.`;

/** How to ask for it; without an address ("per E-Mail") where the address is not known yet. */
export function refundRequest(email?: string | null): string {
  return `Den Antrag stellst du innerhalb von ${REFUND_WINDOW_DAYS} Tagen nach der Lieferung per E-Mail${email ? ` an ${email}` : ""} mit deiner Bestellnummer und dem Grund.`;
}

/** The right of withdrawal lapses when the making starts (AGB § 9, § 356 Abs. 5 BGB); the refund stays. */
export const WITHDRAWAL_LAPSES =
  "Dein Widerrufsrecht erlischt, sobald wir mit der Erstellung beginnen – dem stimmst du beim Kauf ausdrücklich zu. Die Erstattung bei nicht funktionierenden Quellenlinks gilt trotzdem.";
