import { WITHDRAWAL_WAIVER_MISSING } from "@folienwerk/contracts";

/**
 * The student's consent to an early start and acknowledgement that the right of withdrawal then lapses
 * (AGB §9, § 356 Abs. 5 BGB): both are fields of the create-payment-session body (the shared contract),
 * each must be `true`; the moment is stored with the order (payments.withdrawal_waiver_at).
 */
export { WITHDRAWAL_WAIVER_MISSING };

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
