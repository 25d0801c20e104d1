import { Link } from "react-router";
import { StatedTime } from "../lib/public-config.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { primaryButton, secondaryButton } from "../student/button-styles.ts";
import { StatusPage } from "../student/StatusPage.tsx";

/** /analysis-started (SPEC §2): the free analysis is running. */
export default function AnalysisStarted() {
  usePageMeta("Analyse gestartet", "Deine kostenlose Analyse wurde gestartet.");
  return (
    <StatusPage
      icon="clock"
      tone="green"
      title="Deine kostenlose Analyse läuft"
      actions={
        <>
          <Link to="/dashboard" className={primaryButton}>
            Zum Dashboard
          </Link>
          <Link to="/" className={secondaryButton}>
            Zur Startseite
          </Link>
        </>
      }
    >
      <p className="mt-4 leading-relaxed text-slate-700">
        Wir analysieren jetzt deine Arbeit; die Analyse ist <StatedTime kind="analysis" /> fertig. Sobald sie
        bereitliegt, bekommst du eine E-Mail – oder du öffnest sie direkt in deinem Dashboard.
      </p>
    </StatusPage>
  );
}
