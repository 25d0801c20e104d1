import { useEffect, useState } from "react";

/**
 * Format of apps/web/public/example/manifest.json, written by the engine's example-deck script
 * (the deck our engine makes from the CC BY sample paper). Paths are site-absolute ("/example/...").
 */
export interface ExampleManifest {
  /** thumb: a small preview of the same slide for the thumbnail strip. */
  slides: Array<{ src: string; thumb?: string; alt: string; width?: number; height?: number }>;
  /** label is the whole link text; format a short hint such as "PDF, 45 KB". */
  downloads: Array<{ href: string; label: string; format?: string }>;
  /**
   * What the "Was Studierende bekommen" cards show, all taken from the same generated deck: one slide
   * (index into `slides`), the start of that slide's speaker notes, and one generated exam question.
   */
  featured?: ExampleFeatured;
}

export interface ExampleFeatured {
  slide: number;
  notes: { text: string; meta: string };
  question: { group: string; question: string; answer: string };
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;

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

function parseManifest(value: unknown): ExampleManifest | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as { slides?: unknown; downloads?: unknown; featured?: unknown };
  if (!Array.isArray(raw.slides)) return null;
  const slides = raw.slides.filter(
    (s): s is ExampleManifest["slides"][number] =>
      !!s &&
      typeof s.src === "string" &&
      s.src.startsWith("/") &&
      typeof s.alt === "string" &&
      (s.thumb === undefined || (typeof s.thumb === "string" && s.thumb.startsWith("/"))),
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
  return { slides, downloads, featured: parseFeatured(raw.featured, slides.length) };
}

export type ManifestState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "ready"; manifest: ExampleManifest };

/** One request per page load, shared by every section that shows the example deck. */
let request: Promise<ExampleManifest | null> | null = null;

function loadManifest(): Promise<ExampleManifest | null> {
  request ??= fetch("/example/manifest.json", { headers: { accept: "application/json" } })
    .then(async (res) => {
      const isJson = res.headers.get("content-type")?.includes("json");
      return res.ok && isJson ? parseManifest(await res.json()) : null;
    })
    .catch(() => null);
  return request;
}

/** Loads the example manifest; "missing" while the example deck has not been generated yet. */
export function useExampleManifest(): ManifestState {
  const [state, setState] = useState<ManifestState>({ status: "loading" });
  useEffect(() => {
    let alive = true;
    loadManifest().then((manifest) => {
      if (alive) setState(manifest ? { status: "ready", manifest } : { status: "missing" });
    });
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
