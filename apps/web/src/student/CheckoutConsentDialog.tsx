import { useEffect, useId, useState } from "react";
import { Dialog } from "../components/Dialog.tsx";
import { formatEuro } from "../lib/format.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { primaryButton, secondaryButton } from "./button-styles.ts";
import { WithdrawalConsent } from "./WithdrawalConsent.tsx";
import { consentGiven, NO_CONSENT, type WithdrawalConsentState } from "./withdrawal-consent.ts";

interface Props {
  /** The presentation to buy; null keeps the dialog closed. */
  presentationId: string | null;
  pending: boolean;
  onBuy: (presentationId: string, consent: WithdrawalConsentState) => void;
  onClose: () => void;
}

/** 'Jetzt kaufen' on the dashboard: the same AGB §9 consent as the purchase card before the checkout opens. */
export function CheckoutConsentDialog({ presentationId, pending, onBuy, onClose }: Props) {
  const { config } = usePublicConfig();
  const [consent, setConsent] = useState(NO_CONSENT);
  const hintId = useId();
  const ready = consentGiven(consent);
  // Every purchase asks afresh: the boxes start unticked each time the dialog opens.
  useEffect(() => {
    if (presentationId) setConsent(NO_CONSENT);
  }, [presentationId]);

  return (
    <Dialog open={presentationId !== null} onClose={onClose} title="Präsentation kaufen">
      <p className="leading-relaxed text-slate-700">
        Präsentation mit Sprechernotizen, Prüfungsfragen und Bildvorlagen für{" "}
        <strong className="text-slate-900">{formatEuro(config?.priceCents ?? 1900)}</strong> inkl. MwSt.
      </p>
      <WithdrawalConsent value={consent} onChange={setConsent} disabled={pending} hintId={hintId} />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onClose} disabled={pending}>
          Abbrechen
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={pending || !ready}
          aria-describedby={ready ? undefined : hintId}
          onClick={() => presentationId && onBuy(presentationId, consent)}
        >
          {pending ? "Weiterleitung zur Zahlung …" : "Jetzt kaufen"}
        </button>
      </div>
    </Dialog>
  );
}
