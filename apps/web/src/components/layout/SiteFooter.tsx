import { type ReactNode, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { TEST_INSTALLATION_NOTICE, usePublicConfig } from "../../lib/public-config.ts";
import { useSupport } from "../support/SupportContext.tsx";
import { Logo } from "./Logo.tsx";

const linkClass = "rounded text-slate-300 hover:text-white hover:underline underline-offset-4";

type FooterLink = { to: string; label: string };

const PRODUCT_LINKS: FooterLink[] = [
  { to: "/", label: "Startseite" },
  { to: "/#pricing", label: "Preise" },
  { to: "/#examples", label: "Beispiele" },
  { to: "/#faq", label: "Häufige Fragen" },
];
const COMPANY_LINKS: FooterLink[] = [{ to: "/#about", label: "Über uns" }];
const LEGAL_LINKS: FooterLink[] = [
  { to: "/impressum", label: "Impressum" },
  { to: "/agb", label: "AGB" },
  { to: "/datenschutz", label: "Datenschutz" },
];

/** One column of the footer: a titled navigation of links (and, after them, any further items). */
function FooterNav({ title, links, children }: { title: string; links: FooterLink[]; children?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

const noSubscription = () => () => {};

/** This year in the browser; none in the prerendered page (built once, served for years), so it cannot go stale. */
function useYear(): number | null {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => null,
  );
}

/** The copyright line: it follows the configuration (operator name) and the year, and nothing else does. */
function Copyright() {
  const { config } = usePublicConfig();
  const year = useYear();
  return (
    <>
      © {year && `${year} `}
      {config?.company.name ?? "Folienwerk"} · Alle Preise inkl. MwSt.
      {config && !config.company.configured && (
        <span data-testid="test-installation-footer" className="mt-1 block text-amber-200 sm:mt-0 sm:inline">
          <span className="hidden sm:inline"> · </span>
          {TEST_INSTALLATION_NOTICE}
        </span>
      )}
    </>
  );
}

/** Footer links per SPEC §2: legal pages, start page, the landing-page anchors and Support. */
export function SiteFooter() {
  const { openSupport } = useSupport();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo light />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-300">
            Aus deiner Hausarbeit oder Abschlussarbeit wird eine Präsentation mit Sprechernotizen,
            Prüfungsfragen und Bildvorlagen – auf Deutsch.
          </p>
        </div>
        <FooterNav title="Produkt" links={PRODUCT_LINKS} />
        <FooterNav title="Unternehmen" links={COMPANY_LINKS}>
          <li>
            <button type="button" onClick={openSupport} className={linkClass}>
              Support
            </button>
          </li>
        </FooterNav>
        <FooterNav title="Rechtliches" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          <Copyright />
        </p>
      </div>
    </footer>
  );
}
