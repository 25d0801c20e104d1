import { useEffect, useState } from "react";
import { Link } from "react-router";
import { initConsent, onConsentChange, readConsent, setConsent } from "./analytics.ts";

/** Small German consent banner; until the user agrees, analytics data stays in the browser. */
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
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-slate-900/10 sm:p-5"
    >
      <p className="text-sm leading-relaxed text-slate-700">
        Wir möchten mit deiner Einwilligung anonyme Statistiken über Bestellungen erheben, um unser Angebot zu
        verbessern. Ohne Einwilligung werden keine Daten an Dritte übermittelt. Mehr dazu in der{" "}
        <Link to="/datenschutz" className="font-medium text-brand-700 underline underline-offset-2">
          Datenschutzerklärung
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => setConsent("denied")}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Nur notwendige
        </button>
        <button
          type="button"
          onClick={() => setConsent("granted")}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
        >
          Alle akzeptieren
        </button>
      </div>
    </section>
  );
}
