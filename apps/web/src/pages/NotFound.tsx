import { Link } from "react-router";
import { usePageMeta } from "../lib/use-page-meta.ts";

export default function NotFound() {
  usePageMeta("Seite nicht gefunden", "Diese Seite gibt es bei Folienwerk nicht.");
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-6 bg-slate-50 px-6 py-20 text-center">
      <p className="text-7xl font-bold text-brand-900" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">Seite nicht gefunden</h1>
      <p className="max-w-md text-slate-700">
        Die Adresse ist falsch geschrieben oder die Seite existiert nicht mehr.
      </p>
      <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900">
        Zur Startseite
      </Link>
    </div>
  );
}
