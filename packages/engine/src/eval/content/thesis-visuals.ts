/**
 * Slides that show a thesis figure or table with its source line, and their pictures without alt text.
 */

import { isSourceLine, sourceCited } from "../lines/captions.ts";
import { foldText } from "../lines/fold-text.ts";
import type { ReadDeck, ReadSlide } from "../pptx/deck-types.ts";

export function hasVisual(slide: ReadSlide): boolean {
  return slide.images.length > 0 || slide.tables.length > 0 || slide.charts.length > 0;
}

/** A source line that names a thesis object: by number or page, or by the start of one of its captions. */
function namesThesisObject(line: string, captions: string[]): boolean {
  if (isSourceLine(line)) return true;
  const cited = foldText(sourceCited(line) ?? "");
  return cited.split(" ").length >= 2 && captions.some((c) => foldText(c).includes(cited));
}

function hasSourceLine(slide: ReadSlide, captions: string[]): boolean {
  return slide.textShapes.some((t) => t.paragraphs.some((p) => namesThesisObject(p.text, captions)));
}

export function thesisVisualSlides(deck: ReadDeck, captions: string[]): number[] {
  return deck.slides.filter((s) => hasVisual(s) && hasSourceLine(s, captions)).map((s) => s.index);
}

/** A `descr` that is empty or only a file name (pptxgenjs writes "preencoded.png" when none is given). */
function lacksAltText(descr: string): boolean {
  return !descr || /^[\w.-]+\.(?:png|jpe?g|gif|svg|emf|wmf|bmp|tiff?)$/iu.test(descr);
}

/** Pictures on the slides that show a thesis figure (they carry a source line) without alt text. */
export function picturesWithoutAltText(deck: ReadDeck, captions: string[]): number[] {
  return deck.slides
    .filter((s) => hasSourceLine(s, captions))
    .flatMap((s) => s.images.filter((p) => lacksAltText(p.descr)).map(() => s.index));
}
