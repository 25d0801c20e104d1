import type { PaymentTracking } from "@folienwerk/contracts";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { StatedTime, usePublicConfig } from "../lib/public-config.ts";
import { toast } from "../lib/toast.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { pushEvent } from "../student/analytics.ts";
import { ApiError, api, startFullPipeline } from "../student/api.ts";
import { StatusPage } from "../student/StatusPage.tsx";

/** SPEC §9 timings. */
export const PROCESSING_SCREEN_MS = 2000;
export const PIPELINE_START_DELAY_MS = 2000;
export const TRACKING_TIMEOUT_MS = 800;
const NOT_PAID_RETRIES = 10;
const NOT_PAID_RETRY_MS = 3000;
export const PIPELINE_START_FAILED = "Fehler beim Starten der Vollanalyse. Bitte wende dich an den Support.";

// Once per page load, even if the component mounts twice (StrictMode, back/forward).
const tracked = new Set<string>();
const started = new Set<string>();

async function trackPurchase(sessionId: string) {
  if (tracked.has(sessionId)) return;
  tracked.add(sessionId);
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TRACKING_TIMEOUT_MS);
  try {
    const t = await api<PaymentTracking>(
      `/payment/checkout-session-tracking?session_id=${encodeURIComponent(sessionId)}`,
      { signal: controller.signal },
    );
    pushEvent("purchase", {
      ecommerce: {
        transaction_id: t.transaction_id,
        value: t.value,
        currency: t.currency,
        tax: t.tax,
        shipping: t.shipping,
        discount: t.discount,
        items: t.items,
      },
      presentation_id: t.presentation_id,
      customer_country: t.customer_country,
      email_hash: t.email_hash,
      first_name: t.first_name,
      last_name: t.last_name,
    });
  } catch (error) {
    // SPEC §8: a failure to fetch tracking data is only logged.
    console.warn("Tracking-Daten konnten nicht geladen werden", error);
  } finally {
    window.clearTimeout(timer);
  }
}

/** POST /core/process-full-pipeline once; while the payment confirmation is still on its way (402), wait and retry. */
async function startPipeline(presentationId: string) {
  if (started.has(presentationId)) return;
  started.add(presentationId);
  for (let attempt = 0; ; attempt++) {
    try {
      await startFullPipeline(presentationId);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 402 && attempt < NOT_PAID_RETRIES) {
        await new Promise((r) => window.setTimeout(r, NOT_PAID_RETRY_MS));
        continue;
      }
      // The server's German reason when it gave one (it then sends a code), else the SPEC §8 text.
      const reason = error instanceof ApiError && error.code ? error.message : PIPELINE_START_FAILED;
      toast.error("Fehler", { description: reason });
      return;
    }
  }
}

/** /success (SPEC §2): 'Zahlung wird verarbeitet...' for 2 s, then 'Zahlung erfolgreich!'. */
export default function Success() {
  usePageMeta("Zahlung erfolgreich", "Deine Zahlung ist eingegangen.");
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const presentationId = params.get("presentation_id");
  const { config } = usePublicConfig();
  const [done, setDone] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), PROCESSING_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (sessionId) void trackPurchase(sessionId);
  }, [sessionId]);

  useEffect(() => {
    if (!presentationId) return;
    const timer = window.setTimeout(() => void startPipeline(presentationId), PIPELINE_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [presentationId]);

  if (!done) {
    return (
      <div className="bg-gradient-to-b from-emerald-50 to-white">
        <div
          role="status"
          className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center"
        >
          <span
            aria-hidden="true"
            className="h-12 w-12 animate-spin rounded-full border-4 border-emerald-100 border-t-emerald-600"
          />
          <h1 className="text-2xl font-bold text-slate-900">Zahlung wird verarbeitet...</h1>
        </div>
      </div>
    );
  }
  return (
    <StatusPage
      icon="check"
      tone="green"
      title="Zahlung erfolgreich!"
      actions={[{ to: "/dashboard", label: "Zum Dashboard", primary: true }]}
    >
      {config?.paymentTestMode && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200">
          Testbestellung – es wurde kein Geld abgebucht.
        </p>
      )}
      <p className="mt-4 leading-relaxed text-slate-700">
        Vielen Dank! Deine Präsentation wird jetzt erstellt und ist <StatedTime kind="delivery" /> fertig. Wir
        schicken dir eine E-Mail, sobald sie bereitliegt. Den Fortschritt siehst du live in deinem Dashboard.
      </p>
      <p className="mt-4 text-sm text-slate-600">
        Zahlungs-ID:{" "}
        <span className="font-mono break-all text-slate-800" data-testid="payment-id">
          {sessionId ?? "–"}
        </span>
      </p>
    </StatusPage>
  );
}
