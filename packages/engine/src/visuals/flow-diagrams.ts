/**
 * Diagrams of a sequence: a process (steps top to bottom) and a cycle (steps around a circle).
 */

import type { Scene } from "./scene.ts";
import { COLORS, H, W } from "./svg.ts";

/** Steps top to bottom: numbered markers on a line, each step a full-width box (readable at half a slide). */
export function process(s: Scene, items: string[]) {
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

export function cycle(s: Scene, items: string[]) {
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
