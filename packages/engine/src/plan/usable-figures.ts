/**
 * The figures and tables that may go on a slide. Never: tiny or decorative pictures, pictures from the front
 * matter (logos on the title page), code listings outside slides about the implementation, and appendix
 * objects, unless the main text has too few of its own and refers to them from the slide.
 */

import type { ThesisFigure, Understanding } from "../understand/schema.ts";
import { nativeTableIndex } from "./table-choice.ts";

export const PLENTY = 5;

/** At most this share of the content slides shows an object its own sentences do not refer to. */
export const UNREFERENCED_SHARE = 0.5;

/** Slides that keep their own shape: the question verbatim, the conclusion's answer, the fixed slides. */
export const NO_FIGURE_KINDS: readonly string[] = [
  "title",
  "agenda",
  "question",
  "limitations",
  "conclusion",
  "outlook",
  "sources",
  "thanks",
];
const CODE =
  /\b(?:(?:quell|programm|pseudo)?codes?|quelltexte?|listings?|snippets?|skripte?|scripts?|abfragen?|quer(?:y|ies))\b/iu;
export const IMPLEMENTATION =
  /implementier|implementation|umsetzung|realisierung|realization|prototyp|programmier|programming|entwicklung|development|architektur|architecture/iu;

export interface UsableFigure {
  figure: ThesisFigure;
  /** Index into the document's tables when shown as a native table, else null (shown as picture). */
  native: number | null;
  appendix: boolean;
  code: boolean;
}

/** Below this size, or this elongated, a picture is a logo, icon or rule, not a figure to show. */
export function isDecorative(image: { width: number; height: number }): boolean {
  const short = Math.min(image.width, image.height);
  const long = Math.max(image.width, image.height);
  return short < 48 || image.width * image.height < 90 * 90 || long / short > 12;
}

/** After the main text: outside the main chapters, on or after the appendix's first page, or past the last chapter. */
export function isInAppendix(
  figure: ThesisFigure,
  thesis: Pick<Understanding, "chapters" | "appendix">,
): boolean {
  if (figure.chapter < 0) return true;
  if (figure.page === null) return false;
  const starts = thesis.appendix.map((a) => a.pageStart).filter((p): p is number => p !== null);
  if (starts.length && figure.page >= Math.min(...starts)) return true;
  const ends = thesis.chapters.map((c) => c.pageEnd).filter((p): p is number => p !== null);
  return ends.length > 0 && figure.page > Math.max(...ends);
}

/** The objects that could go on a slide: a native table, or a picture that is not decorative. */
export function usableFigures(thesis: Understanding): UsableFigure[] {
  const firstPage = thesis.chapters[0]?.pageStart ?? null;
  return thesis.figures.flatMap((figure) => {
    const native = nativeTableIndex(figure, thesis);
    const picture = figure.image !== null && !isDecorative(figure.image);
    if (native === null && !picture) return [];
    if (firstPage !== null && figure.page !== null && figure.page < firstPage) return [];
    return [{ figure, native, appendix: isInAppendix(figure, thesis), code: CODE.test(figure.caption) }];
  });
}
