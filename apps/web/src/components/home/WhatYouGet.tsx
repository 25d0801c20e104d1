import {
  type ExampleFeatured,
  type ExampleManifest,
  slideSrcSet,
  useExampleManifest,
} from "./example-manifest.ts";
import { SectionHeading } from "./SectionHeading.tsx";
import { SAMPLE_PAPER } from "./sample-paper.ts";

/**
 * In place of testimonials: Folienwerk is new and has no customer reviews yet, so this section shows
 * what the deliverables look like. All three cards come from the example deck our engine made from the
 * CC BY sample paper (apps/web/public/example/manifest.json, `featured`, written by
 * scripts/make-example.ts): a real slide, the start of its real speaker notes, one real exam question.
 */
export function WhatYouGet() {
  const state = useExampleManifest();
  const featured = state.status === "ready" ? state.manifest.featured : undefined;
  return (
    <section aria-labelledby="get-title" data-section="what-you-get" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="get-title" eyebrow="Statt Bewertungen" title="Was Studierende bekommen">
          Folienwerk ist neu – statt Kundenstimmen zeigen wir dir lieber echte Ergebnisse. So sehen die
          Bausteine deines Pakets aus, hier am Beispiel einer frei lizenzierten Hausarbeit über Gartenkresse.
        </SectionHeading>

        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          <figure className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <figcaption className="text-sm font-semibold text-brand-800">Folie</figcaption>
            <div className="mt-3 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
              {featured && state.status === "ready" ? (
                <FeaturedSlide manifest={state.manifest} featured={featured} />
              ) : (
                <Pending loading={state.status === "loading"} />
              )}
            </div>
            <p className="mt-4 text-sm leading-relaxed text-slate-700">
              Native PowerPoint-Folien mit echten Textfeldern, den Abbildungen und Tabellen deiner Arbeit –
              höchstens sechs kurze Punkte pro Folie.
            </p>
          </figure>

          <figure className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <figcaption className="text-sm font-semibold text-brand-800">Sprechernotiz</figcaption>
            <div className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              {featured ? (
                <>
                  <p className="text-xs font-medium text-slate-600">{featured.notes.meta}</p>
                  <blockquote className="mt-2 text-sm leading-relaxed text-slate-800">
                    „{featured.notes.text}“
                  </blockquote>
                </>
              ) : (
                <Pending loading={state.status === "loading"} />
              )}
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
              {featured ? (
                <>
                  <p className="text-xs font-medium text-slate-600">{featured.question.group}</p>
                  <p className="mt-2 text-sm font-semibold text-slate-900">{featured.question.question}</p>
                  <p className="mt-2 text-sm leading-relaxed text-slate-700">{featured.question.answer}</p>
                </>
              ) : (
                <Pending loading={state.status === "loading"} />
              )}
            </div>
            <p className="mt-4 text-sm leading-relaxed text-slate-700">
              Fragen, die Prüfende wirklich stellen – zu Methodik, Ergebnissen, Grenzen und Einordnung.
            </p>
          </figure>
        </div>

        <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-slate-600">
          Unverändert aus der Beispielpräsentation, die unser System aus der Hausarbeit „{SAMPLE_PAPER.title}“
          ({SAMPLE_PAPER.kind}, Lizenz {SAMPLE_PAPER.license}) erstellt hat – weiter unten zum Durchblättern.
          Dein Paket erstellt es aus deiner eigenen Arbeit.
        </p>
      </div>
    </section>
  );
}

function FeaturedSlide({ manifest, featured }: { manifest: ExampleManifest; featured: ExampleFeatured }) {
  const slide = manifest.slides[featured.slide];
  if (!slide) return <Pending loading={false} />;
  return (
    <img
      src={slide.src}
      srcSet={slideSrcSet(slide)}
      sizes="(min-width: 64rem) 340px, 90vw"
      width={slide.width ?? 1280}
      height={slide.height ?? 720}
      loading="lazy"
      alt={slide.alt}
      className="aspect-video h-auto w-full"
      data-testid="featured-slide"
    />
  );
}

function Pending({ loading }: { loading: boolean }) {
  return (
    <p className="flex aspect-video items-center justify-center p-4 text-center text-sm text-slate-600">
      {loading ? "Beispiel wird geladen …" : "Die Beispielpräsentation wird gerade vorbereitet."}
    </p>
  );
}
