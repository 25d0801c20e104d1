import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { pushEvent } from "../student/analytics.ts";
import { StatusPage } from "../student/StatusPage.tsx";

const pushed = new Set<string>();

/** /cancel (SPEC §2): no costs, back to the dashboard, checkout_cancel event. */
export default function Cancel() {
  usePageMeta("Zahlung abgebrochen", "Die Zahlung wurde abgebrochen.");
  const [params] = useSearchParams();
  const presentationId = params.get("presentation_id");

  useEffect(() => {
    const key = presentationId ?? "";
    if (pushed.has(key)) return;
    pushed.add(key);
    pushEvent("checkout_cancel", { presentation_id: presentationId });
  }, [presentationId]);

  return (
    <StatusPage
      icon="cross"
      tone="neutral"
      title="Zahlung abgebrochen"
      actions={[
        { to: "/dashboard", label: "Zurück zum Dashboard" },
        { to: "/dashboard", label: "Erneut versuchen", primary: true },
      ]}
    >
      <p className="mt-4 leading-relaxed text-slate-700">
        Du hast die Zahlung abgebrochen. Es wurden keine Kosten berechnet. Deine Angaben bleiben gespeichert –
        du kannst den Kauf jederzeit über dein Dashboard abschließen.
      </p>
    </StatusPage>
  );
}
