/**
 * What a planned diagram shows, drawn only from content the bullets do not carry: process steps, the
 * comparison of what the thesis shows and where its limits are, a timeline, key figures, or the slide's
 * own title and points for a template; null when there is nothing new to show.
 */

import type { VisualKind } from "../plan/planner.ts";
import type { SlideContent } from "../write/content.ts";
import type { DiagramInput } from "./diagrams.ts";
import { keyFigureInput } from "./key-figures.ts";
import { repeatsBullets, short } from "./labels.ts";

export function inputFor(
  slide: SlideContent,
  kind: VisualKind,
  all: SlideContent[],
  language: "de" | "en",
  steps: string[] = [],
): DiagramInput | null {
  const topic = short(slide.title, 6);
  switch (kind) {
    // A process or cycle shows the steps the thesis tells and the bullets do not; a framework or a
    // breakdown would only put headings or the bullets themselves into boxes, so there is none.
    case "process":
    case "cycle":
      return steps.length >= 3 ? { kind, topic, items: steps } : null;
    case "framework":
    case "hierarchy":
      return null;
    case "comparison":
      return comparisonInput(slide, all, language);
    case "timeline":
      return timelineInput(slide);
    case "slide-layout":
      return { kind, topic: slide.title, items: slide.bullets, icon: slide.kind };
    case "key-figure":
      return keyFigureInput(slide);
  }
}

/** What the thesis shows beside where its limits are, when neither column repeats the deck's own bullets. */
function comparisonInput(
  slide: SlideContent,
  all: SlideContent[],
  language: "de" | "en",
): DiagramInput | null {
  const left = all
    .filter((s) => s.kind === "results" || s.kind === "conclusion" || s.kind === "discussion")
    .flatMap((s) => s.bullets)
    .slice(0, 3)
    .map((b) => short(b, 10));
  const right = slide.bullets.slice(0, 3).map((b) => short(b, 10));
  if (left.length < 2 || right.length < 2) return null;
  // Two columns of the deck's own bullets say nothing new.
  const said = all.flatMap((s) => s.bullets);
  if (repeatsBullets([...left, ...right], said)) return null;
  return {
    kind: "comparison",
    topic: short(slide.title, 6),
    items: left,
    right,
    columns:
      language === "de"
        ? ["Was die Arbeit zeigt", "Wo ihre Grenzen liegen"]
        : ["What the thesis shows", "Where its limits are"],
  };
}

/** The slide's dated bullets in order of their years, when they name three years or more. */
function timelineInput(slide: SlideContent): DiagramInput | null {
  const dated = slide.bullets
    .map((b) => ({ b, year: b.match(/\b(19|20)\d{2}\b/)?.[0] }))
    .filter((x): x is { b: string; year: string } => Boolean(x.year));
  const years = new Set(dated.map((d) => d.year));
  if (years.size < 3) return null;
  const sorted = dated.sort((a, b) => Number(a.year) - Number(b.year)).slice(0, 5);
  return {
    kind: "timeline",
    topic: short(slide.title, 6),
    items: sorted.map((d) => short(d.b)),
    marks: sorted.map((d) => d.year),
  };
}
