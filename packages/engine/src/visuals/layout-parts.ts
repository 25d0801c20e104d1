/**
 * The parts the slide templates share: a title band with the slide kind's icon, numbered point cards and
 * the centred card of a title or closing slide. Every part carries shapes of its own (badges, icons,
 * stripes, rings), so the template without text still shows the whole layout for the student's own words.
 */
import { type IconName, iconSvg } from "./icons.ts";
import type { Scene } from "./scene.ts";
import { COLORS } from "./svg.ts";

export type Box = { x: number; y: number; w: number; h: number };

/** The navy title band: an icon badge on the left, the title beside it, an accent line under it. */
export function titleBand(s: Scene, band: Box, title: string, icon: IconName): void {
  s.rect(band.x, band.y, band.w, band.h, COLORS.navy);
  const r = Math.min(56, band.h * 0.33);
  const cx = band.x + 36 + r;
  const cy = band.y + band.h / 2;
  s.circle(cx, cy, r, COLORS.teal);
  s.shape(iconSvg(icon, cx, cy, r * 1.15, COLORS.white));
  const textX = cx + r + 36;
  // The accent line sits under the title's box, clear of a title on two lines.
  s.rect(textX, band.y + band.h - 26, 140, 8, COLORS.accent, { rx: 4 });
  s.text(
    title,
    { x: textX, y: band.y + 8, w: band.x + band.w - 40 - textX, h: band.h - 62 },
    { size: 60, minSize: 34, bold: true, color: COLORS.white, align: "start" },
  );
}

/** One card per point in the area: a coloured stripe, a numbered badge and the point's text. */
export function pointCards(
  s: Scene,
  area: Box,
  items: string[],
  opts: { gap: number; size: number; minSize: number },
): void {
  const k = items.length;
  const ch = (area.h - opts.gap * (k - 1)) / k;
  items.forEach((item, i) => {
    const y = area.y + i * (ch + opts.gap);
    const color = i % 2 === 0 ? COLORS.teal : COLORS.navy;
    s.rect(area.x, y, area.w, ch, COLORS.light);
    s.rect(area.x, y, 14, ch, color, { rx: 0 });
    const r = Math.max(12, Math.min(34, ch / 2 - 8));
    const cx = area.x + 40 + r;
    s.circle(cx, y + ch / 2, r, color);
    s.text(
      `${i + 1}`,
      { x: cx - r, y: y + ch / 2 - r, w: 2 * r, h: 2 * r },
      { size: Math.round(r * 1.1), minSize: 12, bold: true, color: COLORS.white },
    );
    const textX = cx + r + 24;
    s.text(
      item,
      { x: textX, y: y + 6, w: area.x + area.w - 30 - textX, h: ch - 12 },
      { size: opts.size, minSize: opts.minSize, align: "start" },
    );
  });
}

/**
 * The centred card of a slide without points (title, chapter, thanks): icon badge, rings, accent line.
 * One per scene (its clip path has a fixed id).
 */
export function centreCard(s: Scene, card: Box, title: string, icon: IconName): void {
  s.rect(card.x, card.y, card.w, card.h, COLORS.navy);
  // Quiet rings in the card's right corner, cut at its edge.
  const id = "card-clip";
  const rings = [150, 230, 310]
    .map(
      (r) =>
        `<circle cx="${card.x + card.w}" cy="${card.y + card.h}" r="${r}" fill="none" stroke="${COLORS.teal}" stroke-width="18" opacity="0.55"/>`,
    )
    .join("");
  s.shape(
    `<clipPath id="${id}"><rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="18"/></clipPath><g clip-path="url(#${id})">${rings}<circle cx="${card.x}" cy="${card.y}" r="120" fill="${COLORS.teal}" opacity="0.35"/></g>`,
  );
  const r = 74;
  s.circle(card.x + card.w / 2, card.y, r, COLORS.white, COLORS.teal);
  s.shape(iconSvg(icon, card.x + card.w / 2, card.y, r * 1.1, COLORS.navy));
  s.rect(card.x + card.w / 2 - 90, card.y + card.h - 70, 180, 12, COLORS.accent, { rx: 6 });
  s.text(
    title,
    { x: card.x + 80, y: card.y + r + 30, w: card.w - 160, h: card.h - r - 130 },
    { size: 84, minSize: 44, bold: true, color: COLORS.white },
  );
}
