import { useEffect, useState } from "react";

/**
 * Format of apps/web/public/example/manifest.json, written by the engine's example-deck script
 * (the deck our engine makes from the CC BY sample paper). Paths are site-absolute ("/example/...").
 */
export interface ExampleManifest {
  /**
   * src: the preview at `width` (1280 px); medium: the same at 640 px, thumb at 320 px (thumbnail strip,
   * and together with the others the srcset of the hero).
   */
  slides: Array<{
    src: string;
    medium?: string;
    thumb?: string;
    alt: string;
    width?: number;
    height?: number;
  }>;
  /** label is the whole link text; format a short hint such as "PDF, 45 KB". */
  downloads: Array<{ href: string; label: string; format?: string }>;
  /**
   * What the "Was Studierende bekommen" cards show, all taken from the same generated deck: one slide
   * (index into `slides`), the start of that slide's speaker notes, and one generated exam question.
   */
  featured?: ExampleFeatured;
  /** The slides the hero shows (indexes into `slides`), the first one in front. */
  hero: number[];
}

export interface ExampleFeatured {
  slide: number;
  notes: { text: string; meta: string };
  question: { group: string; question: string; answer: string };
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;
const isPath = (v: unknown) => v === undefined || (typeof v === "string" && v.startsWith("/"));

function parseFeatured(value: unknown, slideCount: number): ExampleFeatured | undefined {
  if (!value || typeof value !== "object") return undefined;
  const raw = value as { slide?: unknown; notes?: unknown; question?: unknown };
  const notes = raw.notes as { text?: unknown; meta?: unknown } | undefined;
  const question = raw.question as { group?: unknown; question?: unknown; answer?: unknown } | undefined;
  if (
    typeof raw.slide !== "number" ||
    !Number.isInteger(raw.slide) ||
    raw.slide < 0 ||
    raw.slide >= slideCount ||
    !isText(notes?.text) ||
    !isText(notes?.meta) ||
    !isText(question?.group) ||
    !isText(question?.question) ||
    !isText(question?.answer)
  )
    return undefined;
  return {
    slide: raw.slide,
    notes: { text: notes.text, meta: notes.meta },
    question: { group: question.group, question: question.question, answer: question.answer },
  };
}

export function parseManifest(value: unknown): ExampleManifest | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as { slides?: unknown; downloads?: unknown; featured?: unknown; hero?: unknown };
  if (!Array.isArray(raw.slides)) return null;
  const slides = raw.slides.filter(
    (s): s is ExampleManifest["slides"][number] =>
      !!s &&
      typeof s.src === "string" &&
      s.src.startsWith("/") &&
      typeof s.alt === "string" &&
      isPath(s.thumb) &&
      isPath(s.medium),
  );
  const downloads = Array.isArray(raw.downloads)
    ? raw.downloads.filter(
        (d): d is ExampleManifest["downloads"][number] =>
          !!d &&
          typeof d.href === "string" &&
          d.href.startsWith("/") &&
          typeof d.label === "string" &&
          (d.format === undefined || typeof d.format === "string"),
      )
    : [];
  if (slides.length === 0) return null;
  const hero = Array.isArray(raw.hero)
    ? raw.hero.filter((i): i is number => Number.isInteger(i) && i >= 0 && i < slides.length)
    : [];
  return { slides, downloads, featured: parseFeatured(raw.featured, slides.length), hero };
}

export type ManifestState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "ready"; manifest: ExampleManifest };

/** Id of the JSON block in which the prerendered landing page carries the manifest it was rendered with. */
export const EMBEDDED_MANIFEST_ID = "example-manifest";

/** The manifest embedded in this page (prerendered landing page only), so hydration starts from it. */
function readEmbedded(): ExampleManifest | null {
  const text =
    typeof document === "undefined" ? null : document.getElementById(EMBEDDED_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    return parseManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

let embedded: ExampleManifest | null = readEmbedded();

/** For the prerender (entry-prerender.tsx): the manifest the server-side render starts from. */
export function setEmbeddedManifest(manifest: ExampleManifest | null): void {
  embedded = manifest;
}

/** One request per page load, shared by every section that shows the example deck. */
let request: Promise<ExampleManifest | null> | null = null;

function loadManifest(): Promise<ExampleManifest | null> {
  request ??= fetch("/example/manifest.json", { headers: { accept: "application/json" } })
    .then(async (res) => {
      const isJson = res.headers.get("content-type")?.includes("json");
      const manifest = res.ok && isJson ? parseManifest(await res.json()) : null;
      // The same as the embedded copy: hand back that one, which the sections already show.
      return manifest && JSON.stringify(manifest) === JSON.stringify(embedded) ? embedded : manifest;
    })
    .catch(() => null);
  return request;
}

/**
 * The example manifest; "missing" while the example deck has not been generated yet. On the prerendered
 * landing page it starts from the embedded copy (the same file at build time), so the first render
 * matches the server's markup; the request still decides, as on every other page.
 */
export function useExampleManifest(): ManifestState {
  const [state, setState] = useState<ManifestState>(() =>
    embedded ? { status: "ready", manifest: embedded } : { status: "loading" },
  );
  useEffect(() => {
    let alive = true;
    loadManifest().then((manifest) => {
      if (!alive) return;
      if (manifest !== null && manifest === embedded) return; // already shown
      setState(manifest ? { status: "ready", manifest } : { status: "missing" });
    });
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

type Slide = ExampleManifest["slides"][number];

/** The srcset of a slide preview: the 320, 640 and full-size JPEGs the example script writes. */
export function slideSrcSet(slide: Slide): string | undefined {
  const width = slide.width ?? 1280;
  const sizes: Array<[string | undefined, number]> = [
    [slide.thumb, 320],
    [slide.medium, 640],
    [slide.src, width],
  ];
  const known = sizes.filter((entry): entry is [string, number] => !!entry[0]);
  return known.length > 1 ? known.map(([src, w]) => `${src} ${w}w`).join(", ") : undefined;
}
