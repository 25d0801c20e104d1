/**
 * Text boxes, tables, pictures and charts that leave the slide, and text that needs more room than its box
 * gives it (measured with the renderer's own text metrics).
 */
import { textHeight, wrap } from "../render/measure.ts";
import type { Failure } from "./content/failure.ts";
import type { ReadDeck, ReadSlide } from "./pptx/deck-types.ts";

export type Overflow = Array<{ slide: number; what: string }>;

export function overflowOf(deck: ReadDeck, slide: ReadSlide): Array<{ slide: number; what: string }> {
  const out: Array<{ slide: number; what: string }> = [];
  const tol = 1;
  const outside = (b: { x: number; y: number; w: number; h: number }) =>
    b.x < -tol || b.y < -tol || b.x + b.w > deck.width + tol || b.y + b.h > deck.height + tol;
  for (const s of [...slide.textShapes, ...(slide.navigation ? [slide.navigation] : [])]) {
    if (outside(s.box))
      out.push({
        slide: slide.index,
        what: `Textfeld außerhalb der Folie: „${s.paragraphs[0]?.text.slice(0, 40) ?? ""}“`,
      });
    const width = s.box.w - s.insets.l - s.insets.r;
    const need = textHeight(
      s.paragraphs.map((p, i) => ({
        text: p.text,
        size: p.size,
        bold: p.bold,
        indent: p.indent,
        spaceAfter: i < s.paragraphs.length - 1 ? p.spaceAfter : 0,
      })),
      width,
    );
    const room = s.box.h - s.insets.t - s.insets.b;
    if (need > room + tol) {
      out.push({
        slide: slide.index,
        what: `Text passt nicht ins Feld (${Math.round(need)} pt Text in ${Math.round(room)} pt): „${s.paragraphs[0]?.text.slice(0, 40) ?? ""}“`,
      });
    }
  }
  for (const t of slide.tables) {
    let height = 0;
    for (const row of t.rows) {
      const needed = Math.max(
        ...row.cells.map((c, i) => {
          const w = (t.colWidths[i] ?? t.box.w / row.cells.length) - c.margin.l - c.margin.r;
          return wrap(c.text, Math.max(10, w), c.size).length * c.size * 1.2 + c.margin.t + c.margin.b;
        }),
      );
      height += Math.max(row.h, needed);
    }
    if (t.box.y + height > deck.height + tol)
      out.push({ slide: slide.index, what: "Tabelle ragt über den Folienrand" });
  }
  for (const b of [...slide.images, ...slide.charts.map((c) => c.box)]) {
    if (outside(b)) out.push({ slide: slide.index, what: "Bild oder Diagramm außerhalb der Folie" });
  }
  return out;
}

/** The overflow of every slide, failed when there is any. */
export function checkOverflow(deck: ReadDeck): { overflow: Overflow; failures: Failure[] } {
  const overflow = deck.slides.flatMap((s) => overflowOf(deck, s));
  const failures = overflow.length
    ? [
        {
          check: "overflow",
          message: `Überlauf auf ${overflow.length} Feld(ern): ${overflow
            .slice(0, 3)
            .map((o) => `Folie ${o.slide}: ${o.what}`)
            .join("; ")}.`,
        },
      ]
    : [];
  return { overflow, failures };
}
