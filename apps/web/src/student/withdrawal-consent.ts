/**
 * AGB §9 / § 356 Abs. 5 BGB: before paying, the student asks us to start before the withdrawal period
 * ends and acknowledges that the right of withdrawal then lapses. Two separate statements, unchecked by
 * default; the server refuses a checkout without both (POST /payment/create-payment-session).
 */
export interface WithdrawalConsentState {
  earlyStart: boolean;
  lapseAcknowledged: boolean;
}

export const NO_CONSENT: WithdrawalConsentState = { earlyStart: false, lapseAcknowledged: false };
export const consentGiven = (c: WithdrawalConsentState) => c.earlyStart && c.lapseAcknowledged;

export const EARLY_START_LABEL =
  "Ich stimme ausdrücklich zu, dass Folienwerk vor Ablauf der Widerrufsfrist mit der Erstellung meiner Präsentation beginnt.";
export const LAPSE_LABEL =
  "Mir ist bekannt, dass ich mit Beginn der Erstellung mein Widerrufsrecht verliere.";
export const CONSENT_MISSING = "Bitte bestätige beide Punkte zum Widerrufsrecht, um fortzufahren.";
