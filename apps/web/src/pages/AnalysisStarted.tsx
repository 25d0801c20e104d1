import { Link, useSearchParams } from "react-router";
import { useAuth } from "../auth/AuthProvider.tsx";
import { StatedTime } from "../lib/public-config.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { getPresentation } from "../student/api.ts";
import { StatusPage } from "../student/StatusPage.tsx";
import type { Presentation } from "../student/types.ts";
import { useLiveResource } from "../student/use-live-resource.ts";

/**
 * /analysis-started (SPEC §2): the free analysis is running. Reached from the wizard's purchase card with
 * `?presentation_id=`: then the page follows that analysis live and leads on to /analysis/{id} when it is
 * ready. Without an id (or signed out) it is the plain confirmation.
 */
export default function AnalysisStarted() {
  usePageMeta("Analyse gestartet", "Deine kostenlose Analyse wurde gestartet.");
  const [params] = useSearchParams();
  const id = params.get("presentation_id") ?? "";
  const { user } = useAuth();
  const live = useLiveResource<Presentation>({
    id,
    enabled: Boolean(user && id),
    fetcher: getPresentation,
    failMessage: "Analyse konnte nicht geladen werden.",
    onChange: (p, _current, { set }) => set(p),
  });
  const row = id && user ? live.data : null;
  const ready = Boolean(row?.has_analysis && row.free_analysis_status === "done");
  return (
    <StatusPage
      icon={ready ? "check" : "clock"}
      tone="green"
      title={ready ? "Deine kostenlose Analyse ist fertig" : "Deine kostenlose Analyse läuft"}
      actions={[
        ...(ready
          ? [{ to: `/analysis/${encodeURIComponent(id)}`, label: "Analyse ansehen", primary: true }]
          : []),
        { to: "/dashboard", label: "Zum Dashboard", primary: !ready },
        { to: "/", label: "Zur Startseite" },
      ]}
    >
      <p className="mt-4 leading-relaxed text-slate-700">
        {ready ? (
          <>Deine Analyse liegt bereit. Du findest sie auch jederzeit in deinem Dashboard.</>
        ) : (
          <>
            Wir analysieren jetzt deine Arbeit; die Analyse ist <StatedTime kind="analysis" /> fertig. Sobald
            sie bereitliegt, bekommst du eine E-Mail – oder du öffnest sie direkt in deinem Dashboard.
          </>
        )}
      </p>
      {row && <AnalysisState row={row} />}
    </StatusPage>
  );
}

/** The live state of this presentation's analysis, announced to screen readers as it changes. */
function AnalysisState({ row }: { row: Presentation }) {
  const ready = row.has_analysis && row.free_analysis_status === "done";
  return (
    <p
      role="status"
      data-testid="analysis-state"
      className="mt-5 flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200"
    >
      {ready ? (
        row.presentation_duration ? (
          <>Die Gliederung ist auf deinen Vortrag von {row.presentation_duration} Minuten abgestimmt.</>
        ) : (
          <>Du kannst sie jetzt ansehen.</>
        )
      ) : row.free_analysis_status === "failed" ? (
        <>
          Bei der Analyse ist ein Fehler aufgetreten.{" "}
          <Link
            to={`/analysis/${encodeURIComponent(row.id)}`}
            className="font-medium text-brand-700 underline"
          >
            Erneut starten
          </Link>
        </>
      ) : (
        <>
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
          />
          Deine Analyse wird gerade erstellt. Diese Seite zeigt dir, sobald sie fertig ist.
        </>
      )}
    </p>
  );
}
