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
  const byPlace = [...objects].sort((a, b) => (a.figure.page ?? 0) - (b.figure.page ?? 0));
  const again = new Set<UsableFigure>();
  byPlace.forEach((c, i) => {
    if (byPlace.slice(0, i).some((earlier) => printedAgain(earlier.figure, c.figure))) again.add(c);
  });
  return objects.filter((c) => !again.has(c));
}

function printedAgain(a: ThesisFigure, b: ThesisFigure): boolean {
  const caption = (f: ThesisFigure) => words(captionBody(f.caption));
  const shape = (f: ThesisFigure) => (f.image ? f.image.width / Math.max(1, f.image.height) : null);
  const [ca, cb] = [caption(a), caption(b)];
  const [ra, rb] = [shape(a), shape(b)];
  return (
    ca.length >= 3 &&
    ca.join(" ").toLowerCase() === cb.join(" ").toLowerCase() &&
    ra !== null &&
    rb !== null &&
    Math.abs(ra - rb) <= 0.05 * Math.max(ra, rb)
  );
}
