import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { secondaryButton } from "../student/button-styles.ts";
import { PaymentMethodsLine, PurchaseOffer } from "../student/PurchaseOffer.tsx";

/**
 * Replaces the wizard after 'Kostenlose Analyse starten' (SPEC §2): the purchase of this presentation
 * (PurchaseOffer) and the way to its free analysis. Until the purchase, 'Angaben ändern' (`onEdit`) reopens
 * the wizard with every answer kept. The focus moves to the card's heading when it appears.
 */
export function PurchaseCard({ presentationId, onEdit }: { presentationId: string; onEdit?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
      <PurchaseOffer presentationId={presentationId} />
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
          className="mt-3 w-full rounded-lg px-4 py-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Angaben ändern
        </button>
      )}
      <PaymentMethodsLine />
    </div>
  );
}
