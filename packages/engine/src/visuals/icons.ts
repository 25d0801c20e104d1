/**
 * Line icons for the image templates, one per slide kind and diagram part. They are shapes, not words:
 * the template without text keeps them, so its layout still says what kind of slide it is. Each icon is
 * drawn in a 100 × 100 box with round strokes and scaled into place.
 */
import type { SlideKind } from "../plan/schema.ts";

export type IconName = SlideKind | "framework" | "hierarchy" | "figure" | "chart" | "steps" | "point";

/** Stroked path data in a 100 × 100 box; a "•" entry is a filled dot (cx, cy, r). */
type Icon = { paths: string[]; dots?: Array<[number, number, number]> };

const ICONS: Record<IconName, Icon> = {
  // Mortarboard: the talk about a thesis.
  title: { paths: ["M8 40 L50 22 L92 40 L50 58 Z", "M26 48 V70 C38 82 62 82 74 70 V48", "M92 40 V66"] },
  agenda: {
    paths: ["M36 26 H86", "M36 50 H86", "M36 74 H86"],
    dots: [
      [18, 26, 6],
      [18, 50, 6],
      [18, 74, 6],
    ],
  },
  // Light bulb: why the topic matters.
  motivation: {
    paths: ["M36 66 C36 54 22 48 22 32 A28 28 0 0 1 78 32 C78 48 64 54 64 66 Z", "M38 78 H62", "M42 90 H58"],
  },
  // Question mark drawn as a curve and a dot.
  question: { paths: ["M32 32 A18 18 0 1 1 58 48 C50 54 50 58 50 66"], dots: [[50, 84, 6]] },
  // Open book.
  theory: {
    paths: [
      "M50 26 C40 18 22 18 10 22 V80 C22 76 40 76 50 84 C60 76 78 76 90 80 V22 C78 18 60 18 50 26 Z",
      "M50 26 V84",
    ],
  },
  // Three nodes joined in order: the method's steps.
  method: {
    paths: ["M28 28 H72 V50 H28 V72 H72"],
    dots: [
      [28, 28, 10],
      [72, 50, 10],
      [72, 72, 10],
    ],
  },
  // Bar chart.
  results: { paths: ["M12 88 H88", "M24 88 V58", "M44 88 V36", "M64 88 V48", "M84 88 V18"] },
  // Two speech bubbles.
  discussion: {
    paths: ["M10 16 H62 V52 H32 L20 64 V52 H10 Z", "M72 36 H90 V72 H80 V84 L68 72 H40 V62"],
  },
  // Warning triangle with its mark.
  limitations: { paths: ["M50 12 L92 86 H8 Z", "M50 40 V62"], dots: [[50, 74, 5]] },
  // Check mark in a circle.
  conclusion: { paths: ["M50 8 A42 42 0 1 1 49.9 8", "M30 52 L44 66 L72 36"] },
  // Rising arrow: what comes next.
  outlook: { paths: ["M10 82 L38 54 L56 68 L88 30", "M66 28 H88 V50"] },
  // Bookmark.
  chapter: { paths: ["M26 10 H74 V90 L50 72 L26 90 Z"] },
  // Page with lines: the literature.
  sources: {
    paths: ["M20 8 H64 L80 24 V92 H20 Z", "M64 8 V24 H80", "M32 44 H68", "M32 60 H68", "M32 76 H56"],
  },
  // Smile: thanks for listening.
  thanks: {
    paths: ["M50 8 A42 42 0 1 1 49.9 8", "M30 58 C38 72 62 72 70 58"],
    dots: [
      [36, 38, 5],
      [64, 38, 5],
    ],
  },
  // Archive box.
  backup: { paths: ["M8 18 H92 V36 H8 Z", "M16 36 V86 H84 V36", "M40 52 H60"] },
  // Grid of building blocks.
  framework: {
    paths: ["M10 10 H44 V44 H10 Z", "M56 10 H90 V44 H56 Z", "M10 56 H44 V90 H10 Z", "M56 56 H90 V90 H56 Z"],
  },
  // Tree: one node above three.
  hierarchy: {
    paths: [
      "M36 8 H64 V30 H36 Z",
      "M50 30 V48 M16 48 H84 M16 48 V62 M50 48 V62 M84 48 V62",
      "M6 62 H26 V84 H6 Z",
      "M40 62 H60 V84 H40 Z",
      "M74 62 H94 V84 H74 Z",
    ],
  },
  // Framed picture with a mountain and sun.
  figure: { paths: ["M8 16 H92 V84 H8 Z", "M8 72 L34 46 L54 64 L68 52 L92 74"], dots: [[70, 34, 8]] },
  // Pie chart: a key figure.
  chart: { paths: ["M50 8 A42 42 0 1 1 49.9 8", "M50 8 V50 H92"] },
  steps: { paths: ["M10 80 H34 V58 H58 V36 H82 V14"] },
  // A plain arrow for a single point.
  point: { paths: ["M14 50 H82", "M60 28 L84 50 L60 72"] },
};

/** The icon for a slide of this kind, centred on (cx, cy), `size` wide, drawn in `color`. */
export function iconSvg(name: IconName, cx: number, cy: number, size: number, color: string): string {
  const icon = ICONS[name];
  const k = size / 100;
  const x = cx - size / 2;
  const y = cy - size / 2;
  const paths = icon.paths
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
  const dots = (icon.dots ?? [])
    .map(([dx, dy, r]) => `<circle cx="${dx}" cy="${dy}" r="${r}" fill="${color}"/>`)
    .join("");
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(3)})">${paths}${dots}</g>`;
}
