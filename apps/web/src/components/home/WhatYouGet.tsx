import { SectionHeading } from "./SectionHeading.tsx";
import { SAMPLE_PAPER } from "./sample-paper.ts";

/**
 * In place of testimonials: Folienwerk is new and has no customer reviews yet, so this section shows
 * what the deliverables look like, with excerpts written by hand from the CC BY sample paper.
 * Every number below occurs in that paper (pages given).
 */
export function WhatYouGet() {
  return (
    <section aria-labelledby="get-title" data-section="what-you-get" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="get-title" eyebrow="Statt Bewertungen" title="Was Studierende bekommen">
          Folienwerk ist neu – statt Kundenstimmen zeigen wir dir lieber echte Inhalte. So sehen die Bausteine
          deines Pakets aus, hier am Beispiel einer frei lizenzierten Hausarbeit über Gartenkresse.
        </SectionHeading>

        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          <figure className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <figcaption className="text-sm font-semibold text-brand-800">Folie</figcaption>
            <div className="mt-3 flex aspect-video flex-col rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="text-[0.95rem] leading-snug font-bold text-brand-900">
                Ergebnisse: Salz hemmt das Wachstum
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-4 text-[0.8rem] leading-snug text-slate-700">
                <li>3 Gruppen à 20 Samen, 14 Tage gemessen</li>
                <li>Salzwasser (0,1 mol/l): in allen t-Tests signifikant weniger Wachstum</li>
                <li>Saures Medium (pH 5): nur knapp 30 % signifikant</li>
                <li>Signifikanzniveau α = 5 %</li>
              </ul>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-slate-700">
              Native PowerPoint-Folien mit echten Textfeldern, Tabellen und Diagrammen – höchstens sechs kurze
              Punkte pro Folie.
            </p>
          </figure>

          <figure className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <figcaption className="text-sm font-semibold text-brand-800">Sprechernotiz</figcaption>
            <div className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="text-xs font-medium text-slate-600">Folie 6 · ca. 1:30 Min. · S. 6, S. 9</p>
              <blockquote className="mt-2 text-sm leading-relaxed text-slate-800">
                „Beim Salzwasser ist das Bild eindeutig: In allen t-Tests wächst die Kresse signifikant
                schlechter als mit Leitungswasser. Beim sauren Medium ist es weniger klar – nur knapp 30
                Prozent der Vergleiche zeigen einen signifikanten Unterschied.“
              </blockquote>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-slate-700">
              Was du zu jeder Folie sagst, mit Zeitbudget und Seitenangaben – als PDF und Word.
            </p>
          </figure>

          <figure className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <figcaption className="text-sm font-semibold text-brand-800">
              Prüfungsfrage mit Antwort
            </figcaption>
            <div className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="text-xs font-medium text-slate-600">Grenzen</p>
              <p className="mt-2 text-sm font-semibold text-slate-900">
                Warum weichen Ihre Werte für das saure Medium so stark von den Referenzdaten ab?
              </p>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">
                Die Arbeit nennt zwei mögliche Ursachen: die Lagerung des Essigs und nicht gründlich genug
                gereinigte Gläser, deren Nährstoffreste düngend gewirkt haben könnten (S. 9–10). Vorgeschlagen
                wird eine Wiederholung mit sterilen Gefäßen (S. 10).
              </p>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-slate-700">
              Fragen, die Prüfende wirklich stellen – zu Methodik, Ergebnissen, Grenzen und Einordnung.
            </p>
          </figure>
        </div>

        <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-slate-600">
          Auszüge zur Veranschaulichung, von uns aus der Hausarbeit „{SAMPLE_PAPER.title}“ (
          {SAMPLE_PAPER.kind}, Lizenz {SAMPLE_PAPER.license}) formuliert. Dein Paket erstellt unser System aus
          deiner eigenen Arbeit.
        </p>
      </div>
    </section>
  );
}
