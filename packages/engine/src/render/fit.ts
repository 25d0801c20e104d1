/**
 * Picks the largest font size at which text fits its box (measured with real glyph metrics),
 * so no text box ever overflows its slide; the evaluator checks the result independently.
 */
import { textHeight } from "./measure.ts";
import { BULLET_INDENT_PT, INSET_PT, LINE_SPACING, PARA_SPACE_PT } from "./theme.ts";

export interface FitResult {
  size: number;
  fits: boolean;
}

/** Largest size from `sizes` (descending) at which `items` fit a box of w × h inches. */
export function fitSize(
  items: string[],
  box: { w: number; h: number },
  sizes: number[],
  opts: { bullet?: boolean; bold?: boolean; spaceAfter?: number } = {},
): FitResult {
  const width = box.w * 72 - 2 * INSET_PT.lr;
  const height = box.h * 72 - 2 * INSET_PT.tb;
  for (const size of sizes) {
    const h = textHeight(
      items.map((text) => ({
        text,
        size,
        bold: opts.bold,
        indent: opts.bullet ? BULLET_INDENT_PT : 0,
        spaceAfter: opts.spaceAfter ?? PARA_SPACE_PT,
      })),
      width,
      LINE_SPACING,
    );
    if (h <= height) return { size, fits: true };
  }
  return { size: sizes.at(-1) ?? 12, fits: false };
}
