import { LineIcon } from "../components/icons.tsx";
import { secondaryButton } from "./button-styles.ts";
import { type ImageTemplate, type SlideImages, slideHeading } from "./downloads-data.ts";

function Preview({
  src,
  alt,
  label,
  download,
}: {
  src: string | null;
  alt: string;
  label: string;
  download: string;
}) {
  if (!src) return null;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700">{label}</figcaption>
      <div className="aspect-video overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        <img src={src} alt={alt} loading="lazy" className="h-full w-full object-contain" />
      </div>
      <a href={src} download={download} className={`${secondaryButton} self-start`}>
        {label} herunterladen
      </a>
    </figure>
  );
}

function Template({ image, slide, n }: { image: ImageTemplate; slide: SlideImages; n: number }) {
  const base = `folie-${slide.slide}${n > 0 ? `-${n + 1}` : ""}`;
  const heading = slideHeading(slide);
  return (
    <div className="flex flex-col gap-4">
      {image.visualization_type && (
        <span
          data-testid="type-badge"
          className="self-start rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-900"
        >
          {image.visualization_type}
        </span>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <Preview
          src={image.url}
          alt={`Bildvorlage zu ${heading}, mit Text`}
          label="Mit Text"
          download={`${base}.png`}
        />
        <Preview
          src={image.url_no_text}
          alt={`Bildvorlage zu ${heading}, ohne Text`}
          label="Ohne Text"
          download={`${base}-ohne-text.png`}
        />
      </div>
      {image.url_svg && (
        <a
          href={image.url_svg}
          download={`${base}.svg`}
          className="self-start text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          SVG-Vorlage herunterladen (bearbeitbar in PowerPoint oder Inkscape)
        </a>
      )}
      {(image.visualization_type || image.visualization_description) && (
        <dl className="text-sm text-slate-700">
          {image.visualization_type && (
            <>
              <dt className="font-semibold text-slate-900">Diagrammtyp</dt>
              <dd className="mb-2">{image.visualization_type}</dd>
            </>
          )}
          {image.visualization_description && (
            <>
              <dt className="font-semibold text-slate-900">Beschreibung</dt>
              <dd className="whitespace-pre-line">{image.visualization_description}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/** One panel per slide, titled "Folie 3: Methodik", the first open (SPEC §2); 16:9 previews, each file downloadable. */
export function ImagePanels({ slides }: { slides: SlideImages[] }) {
  return (
    <div className="flex flex-col gap-3" data-testid="image-panels">
      {slides.map((s, i) => (
        <details
          key={s.slide}
          open={i === 0}
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 font-semibold text-slate-900">
            <span className="[overflow-wrap:anywhere]">{slideHeading(s)}</span>
            <LineIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180">
              <path d="M5 8l5 5 5-5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </LineIcon>
          </summary>
          <div className="flex flex-col gap-8 border-t border-slate-100 p-5">
            {s.images.map((image, n) => (
              <Template key={`${image.url ?? image.url_no_text}`} image={image} slide={s} n={n} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
