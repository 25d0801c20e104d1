import { useMemo } from "react";
import { useParams } from "react-router";
import { DownloadIcon } from "../components/icons.tsx";
import { Panel } from "../components/Panel.tsx";
import { usePublicConfig } from "../lib/public-config.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { getPresentation } from "../student/api.ts";
import { primaryButton, secondaryButton } from "../student/button-styles.ts";
import { DashboardSubpage } from "../student/DashboardSubpage.tsx";
import { examQuestions, slideImages } from "../student/downloads-data.ts";
import { ImagePanels } from "../student/ImagePanels.tsx";
import { LoadFailed, LoadingState } from "../student/LoadingState.tsx";
import { ProgressBar } from "../student/ProgressBar.tsx";
import { QuestionViewer } from "../student/QuestionViewer.tsx";
import { StageBadge } from "../student/StageBadge.tsx";
import { cutFilename, pipelineActive } from "../student/stage.ts";
import type { PresentationDetail } from "../student/types.ts";
import { useLiveResource } from "../student/use-live-resource.ts";
import { useSignedInUser } from "../student/use-signed-in.ts";

function FileButton({
  href,
  label,
  primary = false,
}: {
  href: string | null;
  label: string;
  primary?: boolean;
}) {
  if (!href) return null;
  return (
    <a href={href} download className={primary ? primaryButton : secondaryButton}>
      <DownloadIcon className="h-4 w-4" />
      {label}
    </a>
  );
}

/** The planner's notes on the limits of the deck (e.g. a thesis shorter than the talk), above the files. */
function PlanNotes({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Panel
      look="note"
      title="Gut zu wissen, bevor du loslegst"
      headingId="notes-title"
      testId="plan-notes"
      className="mt-8"
    >
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Panel>
  );
}

/** The order behind the files: its number (what support and refunds refer to) and the invoice. */
function OrderSection({
  orderNumber,
  invoiceUrl,
}: {
  orderNumber: string | null;
  invoiceUrl: string | null;
}) {
  if (!orderNumber) return null;
  return (
    <Panel title="Deine Bestellung" headingId="order-title" testId="order" className="mt-10">
      <p className="mt-2 text-slate-700">
        Bestellnummer: <span className="font-medium text-slate-900">{orderNumber}</span>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <FileButton href={invoiceUrl} label="Rechnung (PDF)" />
      </div>
    </Panel>
  );
}

/** /downloads/{id} (SPEC §2): every deliverable, the exam-question viewer and the image templates. */
export default function Downloads() {
  usePageMeta("Alle Downloads", "Deine Präsentation, Sprechernotizen, Prüfungsfragen und Bildvorlagen.");
  const { id = "" } = useParams();
  const { user } = useSignedInUser("/");
  const { config } = usePublicConfig();
  const {
    data: p,
    failed,
    load,
  } = useLiveResource<PresentationDetail>({
    id,
    enabled: Boolean(user),
    fetcher: getPresentation,
    failMessage: "Downloads konnten nicht geladen werden.",
    // The planner's notes come only with GET /api/presentations/:id: reloaded when the deck is made.
    // The order number and invoice come with it too; an event's presentation keeps the ones already read.
    onChange: (next, current, { set, reload }) => {
      if (next.stage === "presentation_created" && current?.stage !== next.stage) reload();
      else
        set({
          ...next,
          plan_warnings: current?.plan_warnings ?? [],
          order_number: current?.order_number ?? null,
          invoice_url: current?.invoice_url ?? null,
        });
    },
  });

  const questions = useMemo(() => examQuestions(p?.professor_questions_json), [p?.professor_questions_json]);
  const slides = useMemo(() => slideImages(p?.generated_images), [p?.generated_images]);

  return (
    <DashboardSubpage title="Alle Downloads" wide>
      {!p && !failed && <LoadingState label="Downloads werden geladen …" />}
      {!p && failed && (
        <LoadFailed
          message="Downloads konnten nicht geladen werden."
          onRetry={() => void load()}
          className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-red-200"
        />
      )}
      {p && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="[overflow-wrap:anywhere] text-slate-600">{cutFilename(p.pdf_filename)}</p>
            <StageBadge presentation={p} />
          </div>
          {p.files_deleted_at ? (
            <p className="mt-8 rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              Die Dateien dieser Präsentation wurden nach Ablauf der Aufbewahrungsfrist von{" "}
              {config?.retentionDays ?? 28} Tagen gelöscht und können nicht mehr heruntergeladen werden.
            </p>
          ) : p.stage !== "presentation_created" ? (
            <div className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">Deine Präsentation wird noch erstellt.</p>
              {pipelineActive(p) && (
                <div className="mt-4">
                  <p className="mb-2 text-sm text-slate-700">
                    {p.pipeline_progress?.label ?? "Wird vorbereitet …"}
                  </p>
                  <ProgressBar
                    value={p.pipeline_progress?.percent ?? null}
                    label="Fortschritt der Erstellung"
                  />
                </div>
              )}
              {p.pipeline_status === "failed" && (
                <p className="mt-3 text-sm text-red-800">{p.pipeline_error}</p>
              )}
              <p className="mt-3 text-sm text-slate-600">
                Sobald sie fertig ist, erscheinen hier alle Dateien – diese Seite aktualisiert sich von
                selbst.
              </p>
            </div>
          ) : (
            <>
              <PlanNotes warnings={p.plan_warnings} />
              <Panel title="Deine Dateien" headingId="files-title" className="mt-8">
                <div className="mt-4 flex flex-wrap gap-3">
                  <FileButton href={p.powerpoint_url} label="PowerPoint herunterladen" primary />
                  <FileButton href={p.speaker_notes_pdf} label="Sprechernotizen (PDF)" />
                  <FileButton href={p.speaker_notes_docx} label="Sprechernotizen (Word)" />
                  <FileButton href={p.professor_questions_pdf} label="Prüfungsfragen (PDF)" />
                  <FileButton href={p.professor_questions_json_url} label="Prüfungsfragen (JSON)" />
                  <FileButton href={p.images_zip_url} label="Alle Bildvorlagen (ZIP)" />
                </div>
                <p className="mt-4 text-xs text-slate-500">
                  Deine Dateien stehen {config?.retentionDays ?? 28} Tage nach der Erstellung zum Download
                  bereit.
                </p>
              </Panel>
              {questions.length > 0 && (
                <section aria-labelledby="questions-title" className="mt-10">
                  <h2 id="questions-title" className="mb-4 text-xl font-semibold text-slate-900">
                    Mögliche Prüfungsfragen
                  </h2>
                  <QuestionViewer questions={questions} />
                </section>
              )}
              {slides.length > 0 && (
                <section aria-labelledby="images-title" className="mt-10">
                  <h2 id="images-title" className="mb-4 text-xl font-semibold text-slate-900">
                    Bildvorlagen zum Bearbeiten
                  </h2>
                  <ImagePanels slides={slides} />
                </section>
              )}
            </>
          )}
          <OrderSection orderNumber={p.order_number} invoiceUrl={p.invoice_url} />
        </>
      )}
    </DashboardSubpage>
  );
}
