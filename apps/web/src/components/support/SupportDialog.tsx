import { usePublicConfig } from "../../lib/public-config.ts";
import { Dialog } from "../Dialog.tsx";
import { LineIcon } from "../icons.tsx";

export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { config, status } = usePublicConfig();
  return (
    <Dialog open={open} onClose={onClose} title="Support">
      <p className="text-slate-700">
        Du hast eine Frage zu deiner Bestellung, deiner Präsentation oder deinem Konto? Schreib uns eine
        E-Mail – gern mit Bestellnummer, wenn es um eine Bestellung geht.
      </p>
      {config ? (
        <a
          href={`mailto:${config.supportEmail}`}
          className="mt-5 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-800 hover:border-brand-600"
        >
          <LineIcon viewBox="0 0 24 24" className="h-5 w-5 shrink-0">
            <path d="M3 6h18v12H3z M3 7l9 6 9-6" strokeWidth="1.8" strokeLinejoin="round" />
          </LineIcon>
          <span className="break-all">{config.supportEmail}</span>
        </a>
      ) : (
        <p className="mt-5 rounded-xl bg-slate-100 px-4 py-3 text-slate-700" role="status">
          {status === "error"
            ? "Die Support-Adresse konnte gerade nicht geladen werden. Bitte lade die Seite neu."
            : "Support-Adresse wird geladen …"}
        </p>
      )}
      <p className="mt-4 text-sm text-slate-600">
        Wir antworten in der Regel innerhalb von 24 Stunden an Werktagen (Mo–Fr, 9–17 Uhr).
      </p>
    </Dialog>
  );
}
