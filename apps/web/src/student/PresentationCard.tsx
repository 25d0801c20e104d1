import { Link } from "react-router";
import { dangerButton, primaryButton, secondaryButton } from "./button-styles.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { StageBadge } from "./StageBadge.tsx";
import {
  canContinue,
  canDelete,
  cardHeading,
  formatCreatedAt,
  pipelineActive,
  shownPercent,
} from "./stage.ts";
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

/** One presentation on the dashboard: title and file name, date, badge, live progress and the actions of its stage (SPEC §4). */
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
  const percent = shownPercent(p);
  const heading = cardHeading(p);
  const showAnalysisLink =
    p.has_analysis || p.free_analysis_status === "queued" || p.free_analysis_status === "running";

  return (
    <article
      data-testid="presentation-card"
      data-id={p.id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col items-start gap-3">
        <StageBadge presentation={p} />
        <div className="w-full min-w-0">
          {/* A long title stops after three lines; the whole one is in the tooltip. */}
          <h2
            className="line-clamp-3 font-semibold [overflow-wrap:anywhere] text-slate-900"
            title={p.thesis_title ?? p.pdf_filename ?? undefined}
          >
            {heading.title}
          </h2>
          {heading.secondary && (
            <p
              data-testid="card-filename"
              className="mt-1 truncate text-xs text-slate-500"
              title={p.pdf_filename ?? undefined}
            >
              {heading.secondary}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-600">
            Erstellt am <time dateTime={p.created_at}>{formatCreatedAt(p.created_at)}</time>
            {p.work_type ? ` · ${p.work_type}` : ""}
          </p>
        </div>
      </div>

      {!finished && pipelineActive(p) && (
        <div data-testid="live-progress" className="rounded-xl bg-brand-50 p-3">
          {/* One line at any width: the label gives way (ellipsis), the percentage never wraps. */}
          <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
            <span
              data-testid="progress-label"
              className="min-w-0 truncate font-medium text-brand-900"
              title={progress?.label}
            >
              {progress?.label ?? "Wird vorbereitet …"}
            </span>
            {percent !== null && (
              <span
                data-testid="progress-percent"
                className="shrink-0 whitespace-nowrap tabular-nums text-brand-800"
              >
                {percent} %
              </span>
            )}
          </div>
          <ProgressBar value={percent} label="Fortschritt der Erstellung" />
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
            Präsentation weiter erstellen
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
