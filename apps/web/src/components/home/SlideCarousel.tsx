import { type KeyboardEvent, useState } from "react";
import { LineIcon } from "../icons.tsx";
import { type ExampleManifest, slideSrcSet } from "./example-manifest.ts";

const navButton =
  "flex h-10 w-10 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40";

/** Accessible carousel (WAI-ARIA carousel pattern): one slide visible, previous/next, position announced. */
export function SlideCarousel({ slides }: { slides: ExampleManifest["slides"] }) {
  const [index, setIndex] = useState(0);
  const total = slides.length;
  const slide = slides[index];
  const go = (next: number) => setIndex((next + total) % total);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(index + 1);
    if (event.key === "ArrowLeft") go(index - 1);
  };
  if (!slide) return null;
  return (
    <section aria-roledescription="Karussell" aria-label="Beispielfolien" onKeyDown={onKey}>
      {/* biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern; a fieldset would be wrong here */}
      <div
        role="group"
        aria-roledescription="Folie"
        aria-label={`${index + 1} von ${total}`}
        className="overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
      >
        <img
          src={slide.src}
          srcSet={slideSrcSet(slide)}
          sizes="(min-width: 64rem) 650px, 92vw"
          alt={slide.alt}
          width={slide.width ?? 1280}
          height={slide.height ?? 720}
          loading="lazy"
          className="aspect-video h-auto w-full object-contain"
        />
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          className={navButton}
          onClick={() => go(index - 1)}
          aria-label="Vorherige Folie"
        >
          <LineIcon className="h-5 w-5">
            <path d="M12.5 4.5L7 10l5.5 5.5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </button>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          Folie {index + 1} von {total}
        </p>
        <button type="button" className={navButton} onClick={() => go(index + 1)} aria-label="Nächste Folie">
          <LineIcon className="h-5 w-5">
            <path d="M7.5 4.5L13 10l-5.5 5.5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </button>
      </div>
      {slides.every((s) => s.thumb) && (
        <ol className="mt-3 flex gap-2 overflow-x-auto p-1">
          {slides.map((s, i) => (
            <li key={s.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Folie ${i + 1} anzeigen`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md ring-2 transition ${
                  i === index ? "ring-brand-600" : "ring-slate-200 opacity-75 hover:opacity-100"
                }`}
              >
                <img src={s.thumb} alt="" width={96} height={54} loading="lazy" className="h-[54px] w-24" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
