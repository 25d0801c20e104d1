import { useEffect, useState } from "react";
import { Link } from "react-router";
import { initConsent, onConsentChange, readConsent, setConsent } from "./analytics.ts";

/** Both answers look the same: declining is as easy and as visible as agreeing (no nudging). */
const choice =
  "min-h-10 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Small German consent banner, a slim bar at the bottom: one short line and two equal buttons, so the
 * wizard's first step stays visible on a phone. Until the user agrees, analytics data stays in the browser.
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    initConsent();
    setOpen(readConsent() === null);
    return onConsentChange((c) => setOpen(c === null));
  }, []);
  if (!open) return null;
  return (
    <section
      aria-label="Cookie-Einstellungen"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-3 py-2.5 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur sm:px-6"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="text-xs leading-snug text-slate-700 sm:flex-1 sm:text-sm">
          Anonyme Statistiken nur mit deiner Einwilligung – ohne sie gehen keine Daten an Dritte.{" "}
          <Link
            to="/datenschutz"
            className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
          >
            Datenschutz
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2">
          <button type="button" onClick={() => setConsent("denied")} className={choice}>
            Nur notwendige
          </button>
          <button type="button" onClick={() => setConsent("granted")} className={choice}>
            Alle akzeptieren
          </button>
        </div>
      </div>
    </section>
  );
}
