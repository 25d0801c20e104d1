import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CheckIcon } from "../components/home/icons.tsx";
import { usePackageFeatures } from "../components/home/Pricing.tsx";
import { formatEuro } from "../lib/format.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { primaryButton, secondaryButton } from "../student/button-styles.ts";
import { useCheckout } from "../student/use-checkout.ts";
import { WithdrawalConsent } from "../student/WithdrawalConsent.tsx";
import { consentGiven, NO_CONSENT } from "../student/withdrawal-consent.ts";

/**
 * Replaces the wizard after 'Kostenlose Analyse starten' (SPEC §2): 8 features, 19 € instead of 79 €, the
 * AGB §9 consent (two boxes, unticked) and 'Jetzt kaufen', which stays disabled until both are ticked.
 * Until the purchase, 'Angaben ändern' (`onEdit`) reopens the wizard with every answer kept. The focus
 * moves to the card's heading when it appears.
 */
export function PurchaseCard({ presentationId, onEdit }: { presentationId: string; onEdit?: () => void }) {
  const { config } = usePublicConfig();
  const { buy, pending } = useCheckout();
  const features = usePackageFeatures();
  const [consent, setConsent] = useState(NO_CONSENT);
  const hintId = useId();
  const ready = consentGiven(consent);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const price = config?.priceCents ?? 1900;
  const original = config?.priceOriginalCents ?? 7900;
  return (
    <div
      data-testid="purchase-card"
      className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-900/5 sm:p-7"
    >
      <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
        Deine Angaben sind gespeichert
      </p>
      <h2 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold text-slate-900">
        Deine Präsentation – bereit zur Erstellung
      </h2>
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
        {original > price && (
          <>
            <span className="sr-only">statt</span>
            <s className="text-xl text-slate-500">{formatEuro(original)}</s>
          </>
        )}
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
      <Link
        to={`/analysis-started?presentation_id=${encodeURIComponent(presentationId)}`}
        className={`${secondaryButton} mt-3 w-full`}
      >
        Kostenlose Analyse ansehen
      </Link>
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          disabled={pending !== null}
          className="mt-3 w-full rounded-lg px-4 py-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline disabled:text-slate-500"
        >
          Angaben ändern
        </button>
      )}
      <p className="mt-4 text-center text-xs text-slate-500">
        Sichere Zahlung per PayPal, Klarna oder Kreditkarte.
      </p>
    </div>
  );
}
