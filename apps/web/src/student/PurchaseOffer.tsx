import { useId, useState } from "react";
import { EarlierPrice } from "../components/home/EarlierPrice.tsx";
import { usePackageFeatures } from "../components/home/Pricing.tsx";
import { CheckIcon } from "../components/icons.tsx";
import { formatEuro } from "../lib/format.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { primaryButton } from "./button-styles.ts";
import { useCheckout } from "./use-checkout.ts";
import { WithdrawalConsent } from "./WithdrawalConsent.tsx";
import { consentGiven, NO_CONSENT } from "./withdrawal-consent.ts";

/**
 * The purchase of one presentation: what the package holds, the price, the AGB §9 consent (two boxes,
 * unticked) and 'Jetzt kaufen', disabled until both are ticked. Shown after the questionnaire (the
 * wizard's purchase card) and below the free analysis.
 */
export function PurchaseOffer({ presentationId }: { presentationId: string }) {
  const { config } = usePublicConfig();
  const { buy, pending } = useCheckout();
  const features = usePackageFeatures();
  const [consent, setConsent] = useState(NO_CONSENT);
  const hintId = useId();
  const ready = consentGiven(consent);
  const price = config?.priceCents ?? 1900;
  return (
    <>
      <ul className="mt-5 space-y-2.5">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-800">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-baseline gap-3">
        <span className="text-4xl font-bold text-slate-900" data-testid="price">
          {formatEuro(price)}
        </span>
        <EarlierPrice className="text-xl text-slate-500" />
        <span className="text-sm text-slate-600">inkl. MwSt.</span>
      </p>
      {config?.paymentTestMode && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          Testmodus: Es ist kein Zahlungsanbieter eingerichtet. Die Bestellung ist eine Testbestellung, es
          wird kein Geld abgebucht.
        </p>
      )}
      <WithdrawalConsent value={consent} onChange={setConsent} disabled={pending !== null} hintId={hintId} />
      <button
        type="button"
        className={`${primaryButton} mt-4 w-full py-3 text-base`}
        disabled={pending !== null || !ready}
        aria-describedby={ready ? undefined : hintId}
        onClick={() => void buy(presentationId, consent)}
      >
        {pending ? "Weiterleitung zur Zahlung …" : "Jetzt kaufen"}
      </button>
    </>
  );
}

/** 'Sichere Zahlung …' under the offer. */
export function PaymentMethodsLine() {
  return (
    <p className="mt-4 text-center text-xs text-slate-500">
      Sichere Zahlung per PayPal, Klarna oder Kreditkarte.
    </p>
  );
}
