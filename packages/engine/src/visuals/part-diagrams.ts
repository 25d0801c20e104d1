/**
 * Diagrams of parts: a grid of parts around a topic (framework, hierarchy) and a comparison in two
 * columns.
 */

import { titleBand } from "./layout-parts.ts";
import type { Scene } from "./scene.ts";
import { COLORS, H, W } from "./svg.ts";

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

export function framework(s: Scene, topic: string, items: string[]) {
  grid(s, topic, items, true);
}

export function hierarchy(s: Scene, topic: string, items: string[]) {
  grid(s, topic, items, false);
}

export function comparison(s: Scene, columns: [string, string], left: string[], right: string[]) {
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
