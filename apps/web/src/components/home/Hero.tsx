import { formatEuro } from "../../lib/format.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { UploadWizard } from "../../wizard/UploadWizard.tsx";
import { CheckIcon } from "../icons.tsx";
import { EarlierPrice } from "./EarlierPrice.tsx";
import { HeroSlides } from "./HeroSlides.tsx";

const POINTS = [
  "Kostenlose Analyse deiner Arbeit, bevor du bezahlst",
  "Folien, Sprechernotizen und Prüfungsfragen in einem Paket",
  "Inhalte aus deiner Arbeit – mit Seitenangaben zum Nachschlagen",
];

/** Price and delivery time; rendered before the configuration arrives (a placeholder of the same height),
 * so the slides below it do not jump down when the price appears. */
function HeroPrice() {
  const { config, status } = usePublicConfig();
  if (status === "error") return null;
  return (
    <p className="mt-8 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700">
      {config ? (
        <>
          <span className="text-3xl font-bold text-slate-900">{formatEuro(config.priceCents)}</span>
          <EarlierPrice className="text-lg text-slate-500" />
        </>
      ) : (
        <span aria-hidden="true" className="inline-block h-9 w-32 animate-pulse rounded-md bg-slate-200/70" />
      )}
      <span className="basis-full text-sm">
        pro Präsentation, inkl. MwSt.{config && ` · ${config.times.delivery} fertig`}
      </span>
    </p>
  );
}

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      // One solid colour behind the text: over a gradient or a blurred shape its contrast cannot be checked
      // (axe leaves it "for review"), and a reader on a dim phone screen gets the same doubt (issue 31.9).
      className="relative overflow-hidden border-b border-brand-100 bg-brand-50"
    >
      {/* On phones the wizard follows the headline directly (its first step within the first screen), then
          the text and the example slides; from lg the wizard spans all three rows on the right. */}
      <div className="relative mx-auto grid max-w-6xl items-start gap-x-14 gap-y-8 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[1.2fr_1fr] lg:gap-y-0 lg:pt-12 lg:pb-24">
        <div className="lg:pt-4">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            Für Haus- und Abschlussarbeiten
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-[2.8rem]"
          >
            Aus deiner Arbeit wird <span className="text-brand-700">deine Präsentation</span>
          </h1>
        </div>
        <div id="try-form" className="scroll-mt-24 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <UploadWizard />
        </div>
        <div className="lg:col-start-1 lg:row-start-2 lg:pt-5">
          <p className="max-w-xl text-lg leading-relaxed text-slate-700">
            Lade deine Arbeit hoch und beantworte fünf kurze Fragen. Du bekommst eine fertige PowerPoint mit
            Sprechernotizen, möglichen Prüfungsfragen samt Antworten und bearbeitbaren Bildvorlagen – passend
            zu deiner Redezeit.
          </p>
          <ul className="mt-7 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-800">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <HeroPrice />
        </div>
        <div className="lg:col-start-1 lg:row-start-3 lg:pt-8">
          <HeroSlides />
        </div>
      </div>
    </section>
  );
}
