import { DownloadIcon } from "../icons.tsx";
import { useExampleManifest } from "./example-manifest.ts";
import { SectionHeading } from "./SectionHeading.tsx";
import { SlideCarousel } from "./SlideCarousel.tsx";
import { SAMPLE_PAPER } from "./sample-paper.ts";

/*
 * "Vorher": page 6 (Ergebnisse) of the sample paper, rendered with
 *   pdftoppm -f 12 -l 12 -png -scale-to-x 720 -scale-to-y -1 \
 *     ../shared/corpus/de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf out
 * and saved as apps/web/public/example/kresse-seite-6.png (no personal data on that page).
 * "Nachher": the deck in apps/web/public/example/manifest.json, made by our engine with
 * `npx tsx scripts/make-example.ts` (committed; the pending note only shows if the manifest is missing).
 */
export function Examples() {
  const state = useExampleManifest();
  return (
    <section id="examples" aria-labelledby="examples-title" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="examples-title" eyebrow="Beispiele" title="Vorher und nachher">
          Aus einer echten, frei lizenzierten Hausarbeit wird ein Foliensatz – so siehst du, was dich
          erwartet.
        </SectionHeading>

        <div className="mt-14 grid items-start gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <figure>
            <p className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Vorher: die Arbeit
            </p>
            <div className="mx-auto max-w-sm overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-200">
              <img
                src="/example/kresse-seite-6.png"
                width={720}
                height={1019}
                loading="lazy"
                alt="Seite 6 der Beispiel-Hausarbeit: Kapitel 3 Ergebnisse mit Tabelle 2 (t-Test-Ergebnisse für saures und salziges Medium) und Abbildung 2 mit zwei t-Verteilungen."
                className="h-auto w-full"
              />
            </div>
            <figcaption className="mx-auto mt-4 max-w-sm text-sm leading-relaxed text-slate-600">
              <span className="font-medium text-slate-800">„{SAMPLE_PAPER.title}“</span> –{" "}
              {SAMPLE_PAPER.subtitle}. {SAMPLE_PAPER.kind}, {SAMPLE_PAPER.pages} Seiten. Quelle:{" "}
              <a
                href={SAMPLE_PAPER.sourceUrl}
                className="break-words text-brand-700 underline underline-offset-2"
              >
                {SAMPLE_PAPER.sourceLabel}
              </a>
              , Lizenz{" "}
              <a href={SAMPLE_PAPER.licenseUrl} className="text-brand-700 underline underline-offset-2">
                {SAMPLE_PAPER.license}
              </a>
              .
            </figcaption>
          </figure>

          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Nachher: die Präsentation
            </p>
            {state.status === "ready" ? (
              <>
                <SlideCarousel slides={state.manifest.slides} />
                {state.manifest.downloads.length > 0 && (
                  <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
                    {state.manifest.downloads.map((download) => (
                      <li key={download.href}>
                        <a
                          href={download.href}
                          download
                          className="flex items-center gap-3 px-4 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:bg-brand-50"
                        >
                          <DownloadIcon className="h-4 w-4 shrink-0" />
                          <span className="flex-1">{download.label}</span>
                          {download.format && (
                            <span className="font-normal whitespace-nowrap text-slate-600">{` (${download.format})`}</span>
                          )}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <div
                className="flex aspect-video flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-8 text-center"
                data-testid="example-pending"
              >
                {state.status === "loading" ? (
                  <p className="text-slate-600">Beispiel wird geladen …</p>
                ) : (
                  <>
                    <p className="text-lg font-semibold text-slate-900">
                      Die Beispielpräsentation wird gerade vorbereitet
                    </p>
                    <p className="mt-2 max-w-md leading-relaxed text-slate-700">
                      Hier erscheinen bald die Folien, die unser System aus dieser Hausarbeit erstellt – zum
                      Durchblättern und mit PowerPoint, Sprechernotizen und Prüfungsfragen zum Herunterladen.
                    </p>
                  </>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
