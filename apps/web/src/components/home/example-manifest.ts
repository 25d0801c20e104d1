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
}

function parseManifest(value: unknown): ExampleManifest | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as { slides?: unknown; downloads?: unknown };
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
  return slides.length > 0 ? { slides, downloads } : null;
}

export type ManifestState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "ready"; manifest: ExampleManifest };

/** Loads the example manifest; "missing" while the example deck has not been generated yet. */
export function useExampleManifest(): ManifestState {
  const [state, setState] = useState<ManifestState>({ status: "loading" });
  useEffect(() => {
    let alive = true;
    fetch("/example/manifest.json", { headers: { accept: "application/json" } })
      .then(async (res) => {
        const isJson = res.headers.get("content-type")?.includes("json");
        return res.ok && isJson ? parseManifest(await res.json()) : null;
      })
      .catch(() => null)
      .then((manifest) => {
        if (alive) setState(manifest ? { status: "ready", manifest } : { status: "missing" });
      });
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
