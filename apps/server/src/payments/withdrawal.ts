import { z } from "zod";

/**
 * The student's consent to an early start and acknowledgement that the right of withdrawal then lapses
 * (AGB §9, § 356 Abs. 5 BGB). Both are asked on our purchase card, unchecked by default; a checkout
 * opens only with both, and the moment is stored with the order (payments.withdrawal_waiver_at).
 */
export const WITHDRAWAL_WAIVER_MISSING =
  "Bitte stimme zu, dass wir vor Ablauf der Widerrufsfrist mit der Erstellung beginnen, und bestätige, dass dein Widerrufsrecht damit erlischt.";

const ticked = z.literal(true, { error: WITHDRAWAL_WAIVER_MISSING });

/** The two statements as fields of the create-payment-session body; each must be `true`. */
export const withdrawalWaiverFields = {
  /** „Ich stimme ausdrücklich zu, dass ihr vor Ablauf der Widerrufsfrist mit der Erstellung beginnt.“ */
  consentToEarlyStart: ticked,
  /** „Mir ist bekannt, dass ich damit mein Widerrufsrecht verliere.“ */
  acknowledgeWithdrawalLapse: ticked,
};

const berlin = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", ...options });
const dayFormat = berlin({ day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = berlin({ hour: "2-digit", minute: "2-digit" });

/** "25.11.2026 um 15:03 Uhr", German time, as the student saw the clock when ticking the boxes. */
export function waiverMoment(at: Date): string {
  return `${dayFormat.format(at)} um ${timeFormat.format(at)} Uhr`;
}

/** What the student declared, with the moment: shown on the test checkout and in the confirmation mail. */
export function waiverStatement(at: Date): string {
  return `Du hast am ${waiverMoment(at)} ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Erstellung deiner Präsentation beginnen, und bestätigt, dass du damit dein Widerrufsrecht verlierst.`;
}
