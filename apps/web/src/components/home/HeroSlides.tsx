import { slideSrcSet, useExampleManifest } from "./example-manifest.ts";

/** The front slide large on the left, the two others stacked on the right; widths at lg and below. */
const PLACES = ["col-start-1 row-span-2 row-start-1", "col-start-2 row-start-1", "col-start-2 row-start-2"];
export const HERO_SLIDE_SIZES = [
  "(min-width: 64rem) 400px, 64vw",
  "(min-width: 64rem) 200px, 32vw",
  "(min-width: 64rem) 200px, 32vw",
];

/**
 * Three real slides of the example deck (manifest `hero`, chosen by scripts/make-example.ts from the deck
 * our engine made of the CC BY sample paper), the first one large, with a link to the whole deck further down.
 * Every image loads lazily: on phones the slides come after the wizard. From lg the front slide is in the
 * first screen beside the wizard; the prerendered landing page preloads it for wide screens only
 * (entry-prerender.tsx), which markup shared by both widths cannot say.
 */
export function HeroSlides() {
  const state = useExampleManifest();
  if (state.status === "missing") return null;
  const manifest = state.status === "ready" ? state.manifest : undefined;
  const shown = (manifest?.hero ?? []).slice(0, 3).flatMap((i) => manifest?.slides[i] ?? []);
  if (manifest && shown.length === 0) return null;
  return (
    <figure id="hero-slides" aria-labelledby="hero-slides-caption">
      {/* The large slide's 16:9 box sets the height, so nothing below moves when the images arrive. */}
      <div className="grid grid-cols-[2fr_1fr] items-start gap-3">
        {shown.length === 0 ? (
          <div aria-hidden="true" className="aspect-video animate-pulse rounded-lg bg-slate-200/70" />
        ) : (
          shown.map((slide, i) => (
            <img
              key={slide.src}
              src={slide.medium ?? slide.src}
              srcSet={slideSrcSet(slide)}
              sizes={HERO_SLIDE_SIZES[i]}
              width={slide.width ?? 1280}
              height={slide.height ?? 720}
              alt={slide.alt}
              loading="lazy"
              decoding="async"
              className={`aspect-video h-auto w-full rounded-lg bg-white shadow-md ring-1 ring-slate-900/10 ${PLACES[i]}`}
            />
          ))
        )}
      </div>
      <figcaption id="hero-slides-caption" className="mt-4 text-sm leading-relaxed text-slate-600">
        Echte Folien aus unserem Beispiel: so hat Folienwerk eine frei lizenzierte Hausarbeit umgesetzt.{" "}
        <a
          href="#examples"
          className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
        >
          Ganzes Beispiel ansehen
        </a>
      </figcaption>
    </figure>
  );
}
