import { Link } from "react-router";
import { secondaryButton } from "../student/button-styles.ts";
import { PaymentMethodsLine, PurchaseOffer } from "../student/PurchaseOffer.tsx";

/**
 * Replaces the wizard after the questionnaire (SPEC §2): the purchase of this presentation (PurchaseOffer)
 * and the way to its free analysis.
 */
export function PurchaseCard({ presentationId }: { presentationId: string }) {
  return (
    <div
      data-testid="purchase-card"
      className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-900/5 sm:p-7"
    >
      <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
        Deine Angaben sind gespeichert
      </p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900">Deine Präsentation – bereit zur Erstellung</h2>
      <PurchaseOffer presentationId={presentationId} />
      <Link
        to={`/analysis-started?presentation_id=${encodeURIComponent(presentationId)}`}
        className={`${secondaryButton} mt-3 w-full`}
      >
        Kostenlose Analyse ansehen
      </Link>
      <PaymentMethodsLine />
    </div>
  );
}
