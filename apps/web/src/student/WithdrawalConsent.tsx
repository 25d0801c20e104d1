import { REFUND_CONDITION } from "@folienwerk/contracts/terms";
import { useId } from "react";

import {
  CONSENT_MISSING,
  consentGiven,
  EARLY_START_LABEL,
  LAPSE_LABEL,
  type WithdrawalConsentState,
} from "./withdrawal-consent.ts";

/** The two AGB §9 boxes of the purchase card and the dashboard's buy dialog. */
interface Props {
  value: WithdrawalConsentState;
  onChange: (next: WithdrawalConsentState) => void;
  disabled?: boolean;
  /** id of the hint shown while a box is unticked; the pay button points at it with aria-describedby. */
  hintId: string;
}

export function WithdrawalConsent({ value, onChange, disabled, hintId }: Props) {
  const id = useId();
  return (
    <fieldset className="mt-6 space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" disabled={disabled}>
      <legend className="sr-only">Widerrufsrecht</legend>
      <Statement
        id={`${id}-start`}
        text={EARLY_START_LABEL}
        checked={value.earlyStart}
        onChange={(earlyStart) => onChange({ ...value, earlyStart })}
      />
      <Statement
        id={`${id}-lapse`}
        text={LAPSE_LABEL}
        checked={value.lapseAcknowledged}
        onChange={(lapseAcknowledged) => onChange({ ...value, lapseAcknowledged })}
      />
      <p className="pl-8 text-xs text-slate-600">
        Die Erstattung gilt trotzdem: {REFUND_CONDITION} Mehr dazu in unseren{" "}
        <a href="/agb" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
          AGB (§ 8 Erstattung, § 9 Widerrufsbelehrung)
        </a>
        .
      </p>
      {!consentGiven(value) && (
        <p id={hintId} className="pl-8 text-xs font-medium text-amber-800">
          {CONSENT_MISSING}
        </p>
      )}
    </fieldset>
  );
}

/** One statement: a checkbox with its whole sentence as the label. */
function Statement(props: {
  id: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={props.id} className="flex items-start gap-3 text-sm leading-relaxed text-slate-800">
      <input
        id={props.id}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.text}</span>
    </label>
  );
}
