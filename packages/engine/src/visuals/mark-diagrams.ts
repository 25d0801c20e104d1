/**
 * Diagrams whose items carry a mark above them: a timeline (years) and key figures (numbers shown large).
 */

import { iconSvg } from "./icons.ts";
import type { Scene } from "./scene.ts";
import { COLORS, W } from "./svg.ts";

export function timeline(s: Scene, items: string[], marks: string[]) {
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

export function keyFigure(s: Scene, items: string[], marks: string[]) {
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
