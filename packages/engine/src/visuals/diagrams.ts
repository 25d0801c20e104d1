/**
 * Diagram layouts built from a slide's own content: process, cycle, framework, hierarchy, comparison,
 * timeline and key figure, and the plain template of a slide without a diagram. Every label is text from the slide (bullets, title, printed numbers).
 */
import type { VisualKind } from "../plan/planner.ts";
import { type IconName, iconSvg } from "./icons.ts";
import { centreCard, pointCards, titleBand } from "./layout-parts.ts";
import { COLORS, H, Scene, W } from "./svg.ts";

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

/** Steps top to bottom: numbered markers on a line, each step a full-width box (readable at half a slide). */
function process(s: Scene, items: string[]) {
  const k = items.length;
  const gap = 36;
  const top = 50;
  const bh = (H - 2 * top - gap * (k - 1)) / k;
  s.line(110, top + bh / 2, 110, top + (k - 1) * (bh + gap) + bh / 2, COLORS.mid, 10);
  items.forEach((item, i) => {
    const y = top + i * (bh + gap);
    const color = i % 2 === 0 ? COLORS.navy : COLORS.teal;
    s.circle(110, y + bh / 2, Math.min(62, bh / 2 - 4), color);
    s.text(
      `${i + 1}`,
      { x: 60, y: y + bh / 2 - 50, w: 100, h: 100 },
      { size: 56, bold: true, color: COLORS.white },
    );
    s.rect(210, y, W - 260, bh, COLORS.light);
    s.rect(210, y, 14, bh, color, { rx: 0 });
    s.text(item, { x: 260, y: y + 8, w: W - 340, h: bh - 16 }, { size: 58, minSize: 34, align: "start" });
    if (i < k - 1) s.line(110, y + bh - 2, 110, y + bh + gap + 2, COLORS.teal, 8);
  });
}

function cycle(s: Scene, items: string[]) {
  const k = items.length;
  const cx = W / 2;
  const cy = H / 2;
  const rx = 520;
  const ry = 300;
  s.shape(
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${COLORS.mid}" stroke-width="10" stroke-dasharray="28 18"/>`,
  );
  const bw = Math.min(560, 1700 / Math.max(3, k) + 60);
  const bh = 210;
  items.forEach((item, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / k;
    const x = cx + rx * Math.cos(a) - bw / 2;
    const y = cy + ry * Math.sin(a) - bh / 2;
    s.rect(x, y, bw, bh, i % 2 === 0 ? COLORS.navy : COLORS.teal);
    s.text(
      item,
      { x: x + 18, y: y + 12, w: bw - 36, h: bh - 24 },
      { size: 36, minSize: 24, color: COLORS.white },
    );
  });
}

/** Items in a grid below a topic bar: parts of a framework or breakdown (readable at half a slide). */
function grid(s: Scene, topic: string, items: string[], filled: boolean) {
  const bar = { x: 60, y: 40, w: W - 120, h: 190 };
  titleBand(s, bar, topic, filled ? "framework" : "hierarchy");
  const cols = Math.min(items.length, 2);
  const rows = Math.ceil(items.length / cols);
  const gap = 36;
  const top = bar.y + bar.h + 60;
  const cw = (W - 120 - gap * (cols - 1)) / cols;
  const ch = (H - top - 40 - gap * (rows - 1)) / rows;
  s.line(W / 2, bar.y + bar.h, W / 2, top - 6, COLORS.teal, 8, true);
  items.forEach((item, i) => {
    const x = 60 + (i % cols) * (cw + gap);
    const y = top + Math.floor(i / cols) * (ch + gap);
    s.rect(x, y, cw, ch, filled ? (i % 2 === 0 ? COLORS.teal : COLORS.light) : COLORS.light, {
      stroke: COLORS.teal,
    });
    s.text(
      item,
      { x: x + 30, y: y + 10, w: cw - 60, h: ch - 20 },
      {
        size: 52,
        minSize: 32,
        color: filled && i % 2 === 0 ? COLORS.white : COLORS.text,
      },
    );
  });
}

function framework(s: Scene, topic: string, items: string[]) {
  grid(s, topic, items, true);
}

function hierarchy(s: Scene, topic: string, items: string[]) {
  grid(s, topic, items, false);
}

function comparison(s: Scene, columns: [string, string], left: string[], right: string[]) {
  const colW = 680;
  const xs = [80, W - 80 - colW];
  [left, right].forEach((list, c) => {
    const x = xs[c] as number;
    s.rect(x, 50, colW, 130, c === 0 ? COLORS.navy : COLORS.teal);
    s.text(
      columns[c] ?? "",
      { x: x + 20, y: 60, w: colW - 40, h: 110 },
      { size: 44, bold: true, color: COLORS.white },
    );
    const rows = list.slice(0, 4);
    const rh = (H - 240 - 20 * (rows.length - 1)) / Math.max(1, rows.length);
    rows.forEach((item, i) => {
      const y = 210 + i * (rh + 20);
      s.rect(x, y, colW, rh, COLORS.light);
      s.text(
        item,
        { x: x + 24, y: y + 10, w: colW - 48, h: rh - 20 },
        { size: 34, minSize: 22, align: "start" },
      );
    });
  });
  s.circle(W / 2, H / 2 + 60, 56, COLORS.white, COLORS.mid);
  s.text(
    "vs.",
    { x: W / 2 - 50, y: H / 2 + 20, w: 100, h: 80 },
    { size: 40, bold: true, color: COLORS.grey },
  );
}

function timeline(s: Scene, items: string[], marks: string[]) {
  const k = items.length;
  const y = 380;
  s.line(80, y, W - 80, y, COLORS.navy, 10, true);
  // Boxes side by side inside the margins; the points in time sit above their boxes' centres.
  const bw = Math.min(360, (W - 160 - 24 * (k - 1)) / Math.max(1, k));
  const step = (W - 160 - bw) / Math.max(1, k - 1);
  items.forEach((item, i) => {
    const x = k === 1 ? W / 2 : 80 + bw / 2 + i * step;
    s.line(x, y, x, y + 70, COLORS.mid, 6);
    s.circle(x, y, 26, COLORS.teal, COLORS.white);
    s.text(
      marks[i] ?? "",
      { x: x - 150, y: y - 150, w: 300, h: 100 },
      { size: 48, bold: true, color: COLORS.navy },
    );
    s.rect(x - bw / 2, y + 70, bw, 380, COLORS.light);
    s.rect(x - bw / 2, y + 70, bw, 12, i % 2 === 0 ? COLORS.teal : COLORS.navy, { rx: 0 });
    s.text(item, { x: x - bw / 2 + 16, y: y + 94, w: bw - 32, h: 342 }, { size: 42, minSize: 28 });
  });
}

function keyFigure(s: Scene, items: string[], marks: string[]) {
  const k = Math.min(3, items.length);
  const bw = (W - 120 - 40 * (k - 1)) / k;
  for (let i = 0; i < k; i++) {
    const x = 60 + i * (bw + 40);
    s.rect(x, 90, bw, 720, i === 0 ? COLORS.navy : COLORS.light);
    s.circle(x + bw / 2, 90, 50, i === 0 ? COLORS.accent : COLORS.teal, COLORS.white);
    s.shape(iconSvg("chart", x + bw / 2, 90, 56, COLORS.white));
    s.text(
      marks[i] ?? "",
      { x: x + 20, y: 150, w: bw - 40, h: 220 },
      {
        size: k === 1 ? 190 : 130,
        minSize: 60,
        bold: true,
        color: i === 0 ? COLORS.white : COLORS.navy,
      },
    );
    s.rect(x + bw / 2 - 60, 400, 120, 10, i === 0 ? COLORS.accent : COLORS.teal, { rx: 5 });
    s.text(
      items[i] ?? "",
      { x: x + 30, y: 440, w: bw - 60, h: 340 },
      {
        size: 40,
        minSize: 24,
        color: i === 0 ? COLORS.white : COLORS.text,
      },
    );
  }
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
