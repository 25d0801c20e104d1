import { REFUND_CONDITION, refundRequest, WITHDRAWAL_LAPSES } from "@folienwerk/contracts/terms";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatEuro, splitRemaining } from "../../lib/format.ts";
import { StatedTime, usePublicConfig, useStatedTimes } from "../../lib/public-config.ts";
import { useCountdown } from "../../lib/use-countdown.ts";
import { CheckIcon } from "../icons.tsx";
import { EarlierPrice, useEarlierPrice } from "./EarlierPrice.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

/** The 8 features of the package: what DESIGN.md says the student gets; the last states the delivery time. */
const FEATURES = [
  "Fertige PowerPoint (.pptx) im 16:9-Format – vollständig bearbeitbar",
  "Foliensatz passend zu deiner Redezeit (5 bis 45 Minuten)",
  "Sprechernotizen als PDF und Word mit Zeitplan pro Folie",
  "Seitenangaben zu deiner Arbeit in den Notizen",
  "Mögliche Prüfungsfragen mit Musterantworten als PDF",
  "Bearbeitbare Bildvorlagen pro Folie (PNG mit und ohne Text, SVG)",
  "Kostenlose Analyse deiner Arbeit inklusive Quellenlink-Prüfung",
] as const;

const DELIVERY = "Lieferung per E-Mail und im Dashboard";

/** The package features, the delivery line with the stated (measured) time. */
export function usePackageFeatures(): string[] {
  const { delivery } = useStatedTimes();
  return [...FEATURES, `${DELIVERY}, ${delivery}`];
}

function Countdown({ endsAt }: { endsAt: string | null }) {
  const remaining = useCountdown(endsAt);
  if (remaining === null || !endsAt) return null;
  const r = splitRemaining(remaining);
  const parts = [
    { value: r.days, label: r.days === 1 ? "Tag" : "Tage" },
    { value: r.hours, label: "Std." },
    { value: r.minutes, label: "Min." },
    { value: r.seconds, label: "Sek." },
  ];
  return (
    <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="pricing-countdown">
      <p className="text-center text-sm font-semibold text-amber-950">Angebotspreis endet in</p>
      <time dateTime={endsAt} className="mt-2 grid grid-cols-4 gap-2 text-center">
        {parts.map((part) => (
          <span key={part.label} className="rounded-lg bg-white py-2 ring-1 ring-amber-200">
            <span className="block font-mono text-xl font-bold text-slate-900 tabular-nums">
              {String(part.value).padStart(2, "0")}
            </span>
            <span className="block text-xs text-slate-600">{part.label}</span>
          </span>
        ))}
      </time>
    </div>
  );
}

/* The parts that follow the configuration are small components of their own: only they render again
   when it arrives, not the whole card (decision 014). */

function Savings() {
  const earlier = useEarlierPrice();
  if (!earlier) return null;
  return (
    <span
      className="shrink-0 rounded-full bg-emerald-100 px-3 py-1 text-sm whitespace-nowrap font-semibold text-emerald-800"
      data-testid="price-saving"
    >
      Du sparst {formatEuro(earlier.savingCents)}
    </span>
  );
}

function Price() {
  const { config, status } = usePublicConfig();
  if (!config)
    return (
      <p className="mt-4 h-12 text-slate-600" role="status">
        {status === "error" ? "Der Preis konnte nicht geladen werden." : ""}
      </p>
    );
  return (
    <p className="mt-4 flex items-baseline gap-3">
      <span className="text-5xl font-bold tracking-tight text-slate-900" data-testid="price">
        {formatEuro(config.priceCents)}
      </span>
      <EarlierPrice className="text-xl text-slate-500" />
    </p>
  );
}

function OfferCountdown() {
  return <Countdown endsAt={usePublicConfig().config?.offerEndsAt ?? null} />;
}

function Feature({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-slate-800">
      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <span>{children}</span>
    </li>
  );
}

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Preis" title="Ein Preis, alles drin">
          Du zahlst einmal pro Präsentation – kein Abo, keine versteckten Kosten. Die Analyse vorab ist
          kostenlos.
        </SectionHeading>
        <div className="mx-auto mt-12 max-w-lg rounded-3xl bg-white p-7 shadow-xl ring-1 ring-slate-900/5 sm:p-10">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h3 className="text-lg font-semibold text-slate-900">Präsentationspaket</h3>
            <Savings />
          </div>
          <Price />
          <p className="mt-1 text-sm text-slate-600">einmalig pro Präsentation, inkl. MwSt.</p>
          <ul className="mt-7 space-y-3" aria-label="Im Paket enthalten">
            {FEATURES.map((feature) => (
              <Feature key={feature}>{feature}</Feature>
            ))}
            <Feature>
              {DELIVERY}, <StatedTime kind="delivery" />
            </Feature>
          </ul>
          <OfferCountdown />
          <Link
            to="/#try-form"
            className="mt-7 block rounded-xl bg-brand-700 px-6 py-3.5 text-center text-lg font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Jetzt Präsentation erstellen
          </Link>
          <p className="mt-4 text-sm text-slate-600" data-testid="pricing-refund">
            {REFUND_CONDITION} {refundRequest()} {WITHDRAWAL_LAPSES} Einzelheiten stehen in unseren{" "}
            <Link
              to="/agb"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              AGB
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
