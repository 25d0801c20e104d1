import type { PublicConfig } from "@folienwerk/contracts";
import type { ReactNode } from "react";
import { TEST_INSTALLATION_NOTICE, usePublicConfig } from "../../lib/public-config.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";

interface LegalPageProps {
  title: string;
  description: string;
  /** Shown under the heading, e.g. "Stand: 20.05.2025". */
  meta?: (config: PublicConfig) => ReactNode;
  children: (config: PublicConfig) => ReactNode;
}

/** Frame of the legal pages; their text needs the operator details from /api/config. */
export function LegalPage({ title, description, meta, children }: LegalPageProps) {
  usePageMeta(title, description);
  const state = usePublicConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {state.status === "ready" ? (
        <>
          {meta && <p className="mt-3 text-slate-600">{meta(state.config)}</p>}
          {!state.config.company.configured && <TestInstallationNotice />}
          <div className="prose-legal mt-8">{children(state.config)}</div>
        </>
      ) : state.status === "error" ? (
        <p role="alert" className="mt-8 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          Die Angaben zum Anbieter konnten nicht geladen werden. Bitte lade die Seite neu.
        </p>
      ) : (
        <p role="status" className="mt-8 text-slate-600">
          Wird geladen …
        </p>
      )}
    </article>
  );
}

/** Said on every legal page of an installation without operator data (allowed outside production only). */
function TestInstallationNotice() {
  return (
    <div
      role="note"
      data-testid="test-installation-notice"
      className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-semibold">{TEST_INSTALLATION_NOTICE}</p>
      <p className="mt-1 text-sm">
        Diese Installation dient nur zum Ausprobieren und wird nicht öffentlich betrieben. Wer sie öffentlich
        betreibt, muss Name, Anschrift und Kontakt hinterlegen (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_EMAIL);
        ohne diese Angaben startet der Server im Produktivbetrieb nicht.
      </p>
    </div>
  );
}

/** The operator within a sentence: "Name, Anschrift", or who it is on a test installation. */
export function operatorInline(config: PublicConfig): string {
  const { company } = config;
  return company.configured && company.address
    ? `${company.name}, ${company.address}`
    : "dem Betreiber dieser Testinstallation";
}

/** Operator block: name, address, representative, contact – as configured. */
export function OperatorAddress({ config }: { config: PublicConfig }) {
  const { company } = config;
  return (
    <address>
      {company.configured ? (
        <>
          <strong className="text-slate-900">{company.name}</strong>
          {(company.address ?? "").split(/\s*[,\n]\s*/).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </>
      ) : (
        <strong className="block text-slate-900">{TEST_INSTALLATION_NOTICE}</strong>
      )}
      <span className="block">
        E-Mail: <a href={`mailto:${company.email}`}>{company.email}</a>
      </span>
    </address>
  );
}
