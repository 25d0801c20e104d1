import type { ReactNode } from "react";
import { StatedTime } from "../../lib/public-config.ts";
import { SectionHeading } from "./SectionHeading.tsx";

const STEPS: Array<{ title: string; text: ReactNode }> = [
  {
    title: "Arbeit hochladen",
    text: "Lade deine Arbeit als PDF, DOC oder DOCX hoch und beantworte fünf kurze Fragen: Art der Arbeit, Vorgehen, Redezeit und deine Methodik in eigenen Worten.",
  },
  {
    title: "Kostenlose Analyse ansehen",
    text: (
      <>
        <StatedTime kind="analysis" start /> liegt deine kostenlose Analyse bereit: Aufbau, Forschungsfrage,
        Methode, zentrale Ergebnisse und wie viele deiner Quellenlinks funktionieren.
      </>
    ),
  },
  {
    title: "Präsentation erhalten",
    text: (
      <>
        Nach der Bezahlung erstellen wir Folien, Sprechernotizen, Prüfungsfragen und Bildvorlagen –{" "}
        <StatedTime kind="delivery" /> fertig, per E-Mail und im Dashboard.
      </>
    ),
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" data-section="explainer" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="So funktioniert's"
          title="In drei Schritten zum fertigen Vortrag"
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-7">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
