import { useState } from "react";
import { formatRemaining, splitRemaining } from "../../lib/format.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { useCountdown } from "../../lib/use-countdown.ts";
import { CloseButton } from "../CloseButton.tsx";

const STORAGE_KEY = "folienwerk.offerBanner.closedFor";

function readClosed(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Limited-offer banner (SPEC §2, DESIGN): configured discount and real end time; hidden when there is
 * no end date, once it has passed, or after the visitor closed it (remembered per offer end date).
 */
export function OfferBanner() {
  const { config } = usePublicConfig();
  const endsAt = config?.offerEndsAt ?? null;
  const remaining = useCountdown(endsAt);
  const [closedFor, setClosedFor] = useState(readClosed);

  if (!config || remaining === null || !endsAt || closedFor === endsAt || config.offerDiscountEur <= 0)
    return null;

  const close = () => {
    try {
      window.localStorage.setItem(STORAGE_KEY, endsAt);
    } catch {
      // Private mode without storage: the banner stays closed for this page view.
    }
    setClosedFor(endsAt);
  };

  return (
    <aside aria-label="Zeitlich begrenztes Angebot" className="bg-brand-950 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
        <p className="flex-1 text-center">
          <span className="font-semibold">Angebot: Spare bis zu {config.offerDiscountEur} €</span>
          <span className="hidden sm:inline"> auf deine Präsentation</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">
            endet in{" "}
            <time dateTime={endsAt} className="font-mono font-semibold text-amber-300 tabular-nums">
              {formatRemaining(splitRemaining(remaining))}
            </time>
          </span>
        </p>
        <CloseButton
          label="Angebotshinweis schließen"
          onClick={close}
          className="rounded-full p-1.5 text-brand-100 hover:bg-white/10 hover:text-white"
          iconClassName="h-4 w-4"
        />
      </div>
    </aside>
  );
}
