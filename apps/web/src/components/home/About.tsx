import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConfigText } from "../../lib/public-config.ts";
import { SectionHeading } from "./SectionHeading.tsx";

const PRINCIPLES: Array<{ title: string; text: ReactNode }> = [
  {
    title: "Nur aus deiner Arbeit",
    text: "Zahlen, Aussagen und Antworten stammen aus deinem Text – mit Seitenangaben, damit du alles in Sekunden nachschlagen kannst.",
  },
  {
    title: "Voll bearbeitbar",
    text: "Du bekommst eine native PowerPoint mit echten Textfeldern, Tabellen und Diagrammen. Passe alles an, bis es dein Vortrag ist.",
  },
  {
    title: "Datensparsam",
    text: (
      <>
        Deine Dateien speichern wir nur so lange, wie deine Bestellung es braucht, und löschen sie automatisch
        nach <ConfigText show={(config) => config?.retentionDays ?? 28} /> Tagen.
      </>
    ),
  },
  {
    title: "Ehrlich",
    text: "Die Präsentation wird automatisch erstellt und nicht von Menschen geprüft. Eine Notengarantie gibt es nicht – du bleibst Autor:in deines Vortrags.",
  },
];

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="about-title" eyebrow="Über uns" title="Vom fertigen Text zum sicheren Vortrag" />
        <div className="mx-auto mt-8 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            Nach Wochen am Text kommt oft der Teil, für den kaum Zeit bleibt: die Präsentation für Kolloquium,
            Seminar oder Verteidigung. Folienwerk nimmt dir die Fleißarbeit ab – die Gliederung der Folien,
            das Verdichten der Ergebnisse, die Notizen und die Vorbereitung auf Rückfragen.
          </p>
          <p>
            Folienwerk ist ein deutschsprachiger Dienst: Wir arbeiten ausschließlich auf Deutsch und richten
            uns an Studierende ab 18 Jahren. Wer hinter Folienwerk steht, findest du im{" "}
            <Link
              to="/impressum"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Impressum
            </Link>
            .
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 text-[0.95rem] leading-relaxed text-slate-700">{principle.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
