/**
 * The key figures of a slide: findings with their numbers, not a chosen threshold, a setting or a step
 * of the method told with its count.
 */

import { statesProcedure } from "../understand/findings.ts";
import type { SlideContent } from "../write/content.ts";
import type { DiagramInput } from "./diagrams.ts";
import { short } from "./labels.ts";

// A unit only where the word ends ("1 s", not the "s" of "1 suchen"); "%" and "€" end by themselves.
const FIGURE_RE =
  /(?<![\p{L}\d])[-−]?\d+(?:[.,]\d+)*(?:\s?(?:%|€|(?:Prozent|percent|ms|s|MB|GB|kg|g|cm|mm|h|min|kWh|Wh|gCO2e?)(?![\p{L}\d])))?/u;

const THRESHOLD_RE =
  /signifikanzniveau|irrtumswahrscheinlichkeit|significance level|\b(?:alpha|α)\s*(?:=|von|of)/iu;

/** A step of the method told with its count ("eine Stichprobe von 100 Netzwerken wird simuliert"). */
const PROCEDURE =
  /\b(?:wird|werden|wurde|wurden|is|are|was|were)\b[^.;]{0,80}\b(?:simuliert|erzeugt|generiert|gezogen|befragt|erhoben|durchgeführt|simulated|generated|drawn|sampled|surveyed|collected|conducted)\b/iu;

/** Up to three findings of the slide with their numbers, the figures shown large. */
export function keyFigureInput(slide: SlideContent): DiagramInput | null {
  const figures = slide.bullets
    // A chosen threshold (α = 5 %) is a setting of the method, not a finding worth a key figure; nor is
    // any number of a sentence that states no finding ("eine Stichprobe von 100 Netzwerken wird simuliert").
    .filter((b) => !THRESHOLD_RE.test(b) && !statesProcedure(b) && !PROCEDURE.test(b))
    .map((b) => ({ b, all: figuresOf(b) }))
    // A bullet with two figures ("0.90 auf den Trainingsdaten und 0.86 auf den Testdaten", "von 10 auf
    // 25 %") compares them: a card shows one number, and the first is often the lesser one.
    .flatMap(({ b, all }) => (all.length === 1 ? [{ b, m: all[0] as string }] : []));
  if (figures.length === 0) return null;
  return {
    kind: "key-figure",
    topic: short(slide.title, 6),
    items: figures.slice(0, 3).map((f) => short(f.b, 12)),
    marks: figures.slice(0, 3).map((f) => f.m),
  };
}

/**
 * The figures a bullet states: its numbers with their units, not a year and not a bare small count ("nahe 1",
 * "3 Gruppen"), which says nothing on its own as a key figure.
 */
function figuresOf(bullet: string): string[] {
  const all = bullet.match(new RegExp(FIGURE_RE.source, "gu")) ?? [];
  return all.filter((m) => !/^(19|20)\d{2}$/.test(m) && !/^[-−]?\d$/.test(m));
}
