import { Link } from "react-router";
import { dangerButton, primaryButton, secondaryButton } from "./button-styles.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { StageBadge } from "./StageBadge.tsx";
import { canContinue, canDelete, cutFilename, formatCreatedAt, pipelineActive } from "./stage.ts";
import type { Presentation } from "./types.ts";

interface CardProps {
  presentation: Presentation;
  retentionDays: number;
  buying: boolean;
  retrying: boolean;
  onBuy: (id: string) => void;
  onDelete: (p: Presentation) => void;
  onRetry: (id: string) => void;
}

/** One presentation on the dashboard: name, date, badge, live progress and the actions of its stage (SPEC §4). */
export function PresentationCard({
  presentation: p,
  retentionDays,
  buying,
  retrying,
  onBuy,
  onDelete,
  onRetry,
}: CardProps) {
  const finished = p.stage === "presentation_created";
  const filesGone = Boolean(p.files_deleted_at);
  const progress = p.pipeline_progress;
  const showAnalysisLink =
    p.has_analysis || p.free_analysis_status === "queued" || p.free_analysis_status === "running";

  return (
    <article
      data-testid="presentation-card"
      data-id={p.id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            className="font-semibold [overflow-wrap:anywhere] text-slate-900"
            title={p.pdf_filename ?? undefined}
          >
            {cutFilename(p.pdf_filename)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Erstellt am <time dateTime={p.created_at}>{formatCreatedAt(p.created_at)}</time>
            {p.work_type ? ` · ${p.work_type}` : ""}
          </p>
        </div>
        <StageBadge presentation={p} />
      </div>

      {!finished && pipelineActive(p) && (
        <div data-testid="live-progress" className="rounded-xl bg-brand-50 p-3">
          <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-brand-900">{progress?.label ?? "Wird vorbereitet …"}</span>
            {progress && (
              <span className="tabular-nums text-brand-800">{Math.round(progress.percent)} %</span>
            )}
          </div>
          <ProgressBar value={progress?.percent ?? null} label="Fortschritt der Erstellung" />
        </div>
      )}

      {!finished && p.pipeline_status === "failed" && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">Die Erstellung ist fehlgeschlagen.</p>
          <p className="mt-1">{p.pipeline_error ?? "Ein unerwarteter Fehler ist aufgetreten."}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            disabled={retrying}
            onClick={() => onRetry(p.id)}
          >
            {retrying ? "Wird neu gestartet …" : "Erneut versuchen"}
          </button>
        </div>
      )}

      {filesGone && (
        <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          Die Dateien dieser Präsentation wurden nach Ablauf der Aufbewahrungsfrist von {retentionDays} Tagen
          gelöscht.
        </p>
      )}

      <div className="mt-auto flex flex-wrap gap-2">
        {/* Past retention nothing is left to continue or buy. */}
        {filesGone ? null : finished ? (
          !filesGone && (
            <>
              <Link to={`/downloads/${p.id}`} className={primaryButton}>
                Alle Downloads
              </Link>
              {p.powerpoint_url && (
                <a href={p.powerpoint_url} target="_blank" rel="noopener" className={secondaryButton}>
                  PowerPoint herunterladen
                </a>
              )}
            </>
          )
        ) : canContinue(p) && !p.is_paid ? (
          <Link to={`/continue-questionnaire/${p.id}`} className={primaryButton}>
            Erstellung Präsentation fortsetzen
          </Link>
        ) : p.is_paid ? (
          <button type="button" disabled className={secondaryButton}>
            Präsentation in Bearbeitung
          </button>
        ) : (
          <button type="button" className={primaryButton} disabled={buying} onClick={() => onBuy(p.id)}>
            {buying ? "Weiterleitung …" : "Jetzt kaufen"}
          </button>
        )}
        {showAnalysisLink && !filesGone && (
          <Link to={`/analysis/${p.id}`} className={secondaryButton}>
            Kostenlose Analyse
          </Link>
        )}
        {canDelete(p) && (
          <button type="button" className={dangerButton} onClick={() => onDelete(p)}>
            Löschen
          </button>
        )}
      </div>
    </article>
  );
}
