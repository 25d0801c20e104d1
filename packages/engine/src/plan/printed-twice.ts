/** A picture the thesis prints twice (the same caption, the same shape): the deck shows it once. */
import { captionBody } from "../text/caption-label.ts";
import { words } from "../text/words.ts";
import type { ThesisFigure } from "../understand/schema.ts";
import type { UsableFigure } from "./usable-figures.ts";

/**
 * The objects without the ones the thesis prints a second time (a reaction scheme in the aim and again in the
 * results): the same caption of three words or more and a picture of the same shape. The deck shows it once,
 * where the thesis introduced it. A short caption ("Screenshot") may stand under different pictures.
 */
export function firstPrints(objects: UsableFigure[]): UsableFigure[] {
  const printed = objects
    .map((c) => ({ c, caption: words(captionBody(c.figure.caption)), shape: shapeOf(c.figure) }))
    .sort((a, b) => (a.c.figure.page ?? 0) - (b.c.figure.page ?? 0));
  const again = new Set<UsableFigure>();
  printed.forEach((p, i) => {
    if (printed.slice(0, i).some((earlier) => printedAgain(earlier, p))) again.add(p.c);
  });
  return objects.filter((c) => !again.has(c));
}

interface Printed {
  caption: string[];
  shape: number | null;
}

const shapeOf = (f: ThesisFigure) => (f.image ? f.image.width / Math.max(1, f.image.height) : null);

function printedAgain(a: Printed, b: Printed): boolean {
  return (
    a.caption.length >= 3 &&
    a.caption.join(" ").toLowerCase() === b.caption.join(" ").toLowerCase() &&
    a.shape !== null &&
    b.shape !== null &&
    Math.abs(a.shape - b.shape) <= 0.05 * Math.max(a.shape, b.shape)
  );
}
