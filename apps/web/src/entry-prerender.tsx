// Built for Node by scripts/build.ts, never shipped to the browser: renders the landing page at build time
// into dist/landing.html, which main.tsx then hydrates.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./App.tsx";
import {
  EMBEDDED_MANIFEST_ID,
  type ExampleManifest,
  parseManifest,
  setEmbeddedManifest,
  slideSrcSet,
} from "./components/home/example-manifest.ts";
import { HERO_SLIDE_SIZES } from "./components/home/HeroSlides.tsx";

const attr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The front hero slide, fetched early and with high priority where it is in the first screen (from lg,
 * beside the wizard). On phones it comes after the wizard, so the media query leaves it to lazy loading.
 */
function heroPreload(manifest: ExampleManifest | null): string {
  const at = manifest?.hero[0];
  const slide = at === undefined ? undefined : manifest?.slides[at];
  if (!slide) return "";
  const srcset = slideSrcSet(slide);
  return (
    `<link rel="preload" as="image" href="${attr(slide.medium ?? slide.src)}"` +
    (srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(HERO_SLIDE_SIZES[0] ?? "")}"` : "") +
    ` fetchpriority="high" media="(min-width: 64rem)">`
  );
}

/**
 * The landing page's markup, what goes into <head> with it, and the example manifest it was rendered
 * from as a JSON data block (not a script: the CSP allows it), which the browser's first render reads.
 */
export function renderLanding(manifestJson: string | null): { html: string; head: string; data: string } {
  const manifest = manifestJson ? parseManifest(JSON.parse(manifestJson)) : null;
  setEmbeddedManifest(manifest);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const data = manifest
    ? `<script type="application/json" id="${EMBEDDED_MANIFEST_ID}">${JSON.stringify(manifest).replace(/</g, "\\u003c")}</script>`
    : "";
  return { html, head: heroPreload(manifest), data };
}
