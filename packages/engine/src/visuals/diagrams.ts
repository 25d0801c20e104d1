/**
 * Diagram layouts built from a slide's own content: process, cycle, framework, hierarchy, comparison,
 * timeline and key figure, and the plain template of a slide without a diagram. Every label is text from the slide (bullets, title, printed numbers).
 */

import type { VisualKind } from "../plan/planner.ts";
import { cycle, process } from "./flow-diagrams.ts";
import type { IconName } from "./icons.ts";
import { centreCard, pointCards, titleBand } from "./layout-parts.ts";
import { keyFigure, timeline } from "./mark-diagrams.ts";
import { comparison, framework, hierarchy } from "./part-diagrams.ts";
import { Scene } from "./scene.ts";
import { H, W } from "./svg.ts";

export interface DiagramInput {
  kind: VisualKind;
  /** Centre / top label (the slide's topic). */
  topic: string;
  /** Items in order (steps, parts, points in time). */
  items: string[];
  /** Per item a short label shown above it (years on a timeline, figures on a key-figure slide). */
  marks?: string[];
  /** Column headings for comparisons. */
  columns?: [string, string];
  /** Right-hand items for comparisons. */
  right?: string[];
  /** The icon of a slide template (its slide's kind). */
  icon?: IconName;
}

/**
 * The template of a slide without a diagram: a title band with the slide kind's icon and one numbered card
 * per point (or, for title and closing slides without points, one centred title card), in the deck's colours.
 */
function slideLayout(s: Scene, topic: string, items: string[], icon: IconName) {
  if (items.length === 0) {
    centreCard(s, { x: 120, y: 200, w: W - 240, h: 560 }, topic, icon);
    return;
  }
  const band = { x: 60, y: 40, w: W - 120, h: 170 };
  titleBand(s, band, topic, icon);
  const top = band.y + band.h + 40;
  pointCards(s, { x: 60, y: top, w: W - 120, h: H - top - 40 }, items, { gap: 24, size: 46, minSize: 26 });
}

export function buildScene(input: DiagramInput): Scene {
  const s = new Scene();
  const items = input.items;
  switch (input.kind) {
    case "process":
      process(s, items);
      break;
    case "cycle":
      cycle(s, items);
      break;
    case "framework":
      framework(s, input.topic, items);
      break;
    case "hierarchy":
      hierarchy(s, input.topic, items);
      break;
    case "comparison":
      comparison(s, input.columns ?? ["", ""], items, input.right ?? []);
      break;
    case "timeline":
      timeline(s, items, input.marks ?? []);
      break;
    case "key-figure":
      keyFigure(s, items, input.marks ?? []);
      break;
    case "slide-layout":
      slideLayout(s, input.topic, items.slice(0, 6), input.icon ?? "point");
      break;
  }
  return s;
}
