/**
 * A tiny SVG scene builder: shapes and wrapped text boxes on a 1600 × 900 (16:9) canvas. Text is fitted
 * with real glyph metrics (shrinks until it fits its box), and a scene can be serialised with or without
 * its text, which gives the "image template without text".
 */

import { FONT_FAMILY } from "../render/fonts.ts";
import { wrap } from "../render/measure.ts";
import { ARTIFACT_HREF, COLORS, esc, H, W } from "./svg.ts";

type Element = { text: boolean; svg: string };

export class Scene {
  private readonly elements: Element[] = [];

  shape(svg: string): this {
    this.elements.push({ text: false, svg });
    return this;
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    opts: { rx?: number; stroke?: string } = {},
  ): this {
    return this.shape(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${opts.rx ?? 18}" fill="${fill}"${opts.stroke ? ` stroke="${opts.stroke}" stroke-width="4"` : ""}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): this {
    return this.shape(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="5"` : ""}/>`,
    );
  }

  /**
   * A thesis picture, referred to by its artifact name until `embedPictures` puts its bytes in (the stage
   * output stays small); it is no text, so the template without text keeps it.
   */
  picture(box: { x: number; y: number; w: number; h: number }, artifact: string): this {
    return this.shape(
      `<image x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" preserveAspectRatio="xMidYMid meet" href="${ARTIFACT_HREF}${esc(artifact)}"/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 6, arrow = false): this {
    return this.shape(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${arrow ? ' marker-end="url(#arrow)"' : ""}/>`,
    );
  }

  /**
   * Text wrapped into the box (x, y, w, h), centred unless `align` says otherwise, shrinking from `size`
   * down to `minSize`; if it still does not fit, the last line ends with "…" (nothing spills out).
   */
  text(
    content: string,
    box: { x: number; y: number; w: number; h: number },
    opts: { size: number; minSize?: number; bold?: boolean; color?: string; align?: "start" | "middle" } = {
      size: 40,
    },
  ): this {
    const min = opts.minSize ?? 24;
    let size = opts.size;
    let lines = wrap(content, box.w, size, opts.bold);
    while (lines.length * size * 1.2 > box.h && size > min) {
      size -= 2;
      lines = wrap(content, box.w, size, opts.bold);
    }
    const maxLines = Math.max(1, Math.floor(box.h / (size * 1.2)));
    if (lines.length > maxLines) {
      lines = lines.slice(0, maxLines);
      lines[maxLines - 1] = `${(lines[maxLines - 1] ?? "").replace(/\s+\S*$/, "")} …`;
    }
    const align = opts.align ?? "middle";
    const x = align === "middle" ? box.x + box.w / 2 : box.x;
    const blockH = lines.length * size * 1.2;
    const y0 = box.y + (box.h - blockH) / 2 + size * 0.95;
    const tspans = lines
      .map((l, i) => `<tspan x="${x.toFixed(1)}" y="${(y0 + i * size * 1.2).toFixed(1)}">${esc(l)}</tspan>`)
      .join("");
    this.elements.push({
      text: true,
      svg: `<text font-family="${FONT_FAMILY}, Arial, sans-serif" font-size="${size}" font-weight="${opts.bold ? 700 : 400}" fill="${opts.color ?? COLORS.text}" text-anchor="${align}">${tspans}</text>`,
    });
    return this;
  }

  toSvg(withText: boolean, label: string): string {
    const body = this.elements
      .filter((e) => withText || !e.text)
      .map((e) => e.svg)
      .join("\n  ");
    return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">
  <defs><marker id="arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="${COLORS.teal}"/></marker></defs>
  <rect x="0" y="0" width="${W}" height="${H}" fill="${COLORS.white}"/>
  ${body}
</svg>
`;
  }
}
