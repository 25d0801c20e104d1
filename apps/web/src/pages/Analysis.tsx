import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { offeredPurchase, PURCHASE_ANCHOR } from "../components/layout/order-link.ts";
import { Panel } from "../components/Panel.tsx";
import { StatedTime } from "../lib/public-config.ts";
import { toast } from "../lib/toast.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { getAnalysis, getPresentation, messageOf, startFreeAnalysis } from "../student/api.ts";
import { primaryButton } from "../student/button-styles.ts";
import { DashboardSubpage } from "../student/DashboardSubpage.tsx";
import { LoadFailed, LoadingState } from "../student/LoadingState.tsx";
import { PaymentMethodsLine, PurchaseOffer } from "../student/PurchaseOffer.tsx";
import { canBuy } from "../student/stage.ts";
import { TitlePageForm } from "../student/TitlePageForm.tsx";
import type { AnalysisResult, Presentation } from "../student/types.ts";
import { useLiveResource } from "../student/use-live-resource.ts";
import { useSignedInUser } from "../student/use-signed-in.ts";
// Typography of the server-sanitised analysis HTML (loaded with this page only).
import "./analysis.css";

/** /analysis/{id} (SPEC §2): 'Kostenlose Analyse', the stored HTML, updated live when it arrives. */
export default function Analysis() {
  usePageMeta("Kostenlose Analyse", "Die kostenlose Analyse deiner Arbeit.");
  const { id = "" } = useParams();
  const { user } = useSignedInUser("/");
  const presentation = usePresentation(id, Boolean(user));
  const {
    data: result,
    failed,
    gone,
    load,
    setData: setResult,
  } = useLiveResource<AnalysisResult>({
    id,
    enabled: Boolean(user),
    fetcher: getAnalysis,
    failMessage: "Analyse konnte nicht geladen werden.",
    onChange: (p, current, { reload }) => {
      presentation.set(p);
      if (p.has_analysis !== Boolean(current?.html) || p.free_analysis_status !== current?.status) reload();
      // Shown from the text alone, its figures and tables still being read: the next change brings them.
      else if (current?.html?.includes('class="fw-pending"')) reload();
    },
  });
  const [restarting, setRestarting] = useState(false);

  const restart = async () => {
    setRestarting(true);
    try {
      await startFreeAnalysis(id);
      setResult({ html: result?.html ?? null, status: "queued" });
    } catch (error) {
      toast.error("Fehler", { description: messageOf(error) });
    } finally {
      setRestarting(false);
    }
  };

  const pending = result?.status === "queued" || result?.status === "running";
  return (
    <DashboardSubpage title="Kostenlose Analyse">
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8">
        {!result && !failed && <LoadingState label="Analyse wird geladen …" />}
        {gone && !result && (
          <p role="alert" className="text-center text-slate-800">
            {gone}
          </p>
        )}
        {failed && !gone && !result && (
          <LoadFailed
            message="Analyse konnte nicht geladen werden."
            onRetry={() => void load()}
            className="text-center"
          />
        )}
        {result?.html && (
          <div
            data-testid="analysis-html"
            className="fw-prose"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the analysis HTML (allow-list) before storing it
            dangerouslySetInnerHTML={{ __html: result.html }}
          />
        )}
        {result && !result.html && (
          <div className="py-6 text-center">
            <p className="text-lg text-slate-800">Für diese Präsentation ist noch keine Analyse verfügbar.</p>
            {pending && (
              <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
                />
                Die Analyse läuft gerade und ist <StatedTime kind="analysis" /> fertig. Diese Seite
                aktualisiert sich von selbst.
              </p>
            )}
            {(result.status === "failed" || result.status === "idle") && (
              <div className="mt-4">
                {result.status === "failed" && (
                  <p className="text-sm text-slate-600">Bei der Analyse ist ein Fehler aufgetreten.</p>
                )}
                <button
                  type="button"
                  className={`${primaryButton} mt-3`}
                  disabled={restarting}
                  onClick={() => void restart()}
                >
                  {restarting ? "Wird gestartet …" : "Analyse starten"}
                </button>
              </div>
            )}
          </div>
        )}
      </div>
      {presentation.value && canBuy(presentation.value) && result?.html && (
        // Read again once the figures are read too: the analysis of the text alone stores no title page.
        <TitlePageForm
          key={result.html.includes('class="fw-pending"') ? "text" : "whole"}
          presentationId={id}
        />
      )}
      {presentation.value && canBuy(presentation.value) && <PurchaseSection presentationId={id} />}
      {presentation.value?.is_paid && (
        <p className="mt-6 text-center text-slate-700">
          Du hast diese Präsentation gekauft.{" "}
          <Link to="/dashboard" className="font-medium text-brand-700 hover:underline">
            Zum Dashboard
          </Link>
        </p>
      )}
    </DashboardSubpage>
  );
}

/** The presentation itself (paid or not), loaded once and then kept current by the page's live events. */
function usePresentation(id: string, enabled: boolean) {
  const [value, set] = useState<Presentation | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Without it the page only lacks the offer; the analysis itself reports its own errors.
    getPresentation(id).then(
      (p) => current && set(p),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, enabled]);
  return { value, set };
}

/** The purchase below the analysis; while it is shown, the header's order link leads here. */
function PurchaseSection({ presentationId }: { presentationId: string }) {
  useEffect(() => {
    offeredPurchase.set(presentationId);
    return () => offeredPurchase.set(null);
  }, [presentationId]);
  return (
    <Panel
      look="main"
      title="Deine Präsentation kaufen"
      headingId="kaufen-heading"
      id={PURCHASE_ANCHOR}
      testId="analysis-purchase"
      className="mt-8 scroll-mt-24"
    >
      <p className="mt-2 text-slate-700">
        Aus dieser Arbeit erstellen wir nach dem Kauf alles für deine Verteidigung:
      </p>
      <PurchaseOffer presentationId={presentationId} />
      <PaymentMethodsLine />
    </Panel>
  );
}
