/**
 * The lines a slide states (bullets and body paragraphs, without captions and source lines), and the
 * statements, bullets, source entries and titles of the deck that pass a test.
 */

import { isCaption, sourceCited } from "../lines/captions.ts";
import { foldText } from "../lines/fold-text.ts";
import type { ReadDeck, ReadSlide, ReadTextShape } from "../pptx/deck-types.ts";
import { contentSlides, SOURCES_TITLE } from "./slide-kinds.ts";

export interface SlideLine {
  slide: number;
  text: string;
}

/**
 * Text shapes below the title (the kicker above a title is not body). Without a title shape every
 * text shape but the title counts.
 */
function bodyShapes(slide: ReadSlide): ReadTextShape[] {
  const title = slide.textShapes.find((t) => t.isTitle);
  const titleMiddle = title ? title.box.y + title.box.h / 2 : Number.NEGATIVE_INFINITY;
  return slide.textShapes.filter((t) => !t.isTitle && t.box.y + t.box.h / 2 >= titleMiddle);
}

/**
 * A line that reproduces one of the thesis's figure or table captions (at least three words of it, in
 * order): the caption under the object the slide shows, with the source the thesis gives it, not a bullet.
 */
function reproducesCaption(line: string, captions: string[]): boolean {
  const folded = foldText(line);
  return folded.split(" ").length >= 3 && captions.some((c) => foldText(c).includes(folded));
}

/**
 * The lines a slide states: bullets and body paragraphs, without captions (labelled, or reproducing a
 * thesis caption from `captions`) and source lines.
 */
export function statements(slide: ReadSlide, captions: string[] = []): string[] {
  return bodyShapes(slide)
    .flatMap((t) => t.paragraphs.map((p) => p.text.trim()))
    .filter(
      (text) => text && !isCaption(text) && sourceCited(text) === null && !reproducesCaption(text, captions),
    );
}

/**
 * The statements of all slides that pass `test`. The sources slide lists references, not sentences: a
 * reference shortened with "…" is no cut sentence, and its titles may name chapters or figures.
 */
export function linesWhere(
  deck: ReadDeck,
  test: (line: string) => boolean,
  captions: string[] = [],
): SlideLine[] {
  const sentences = deck.slides.filter((s) => !SOURCES_TITLE.test(s.title?.trim() ?? ""));
  return sentences.flatMap((s) =>
    statements(s, captions)
      .filter(test)
      .map((text) => ({ slide: s.index, text })),
  );
}

/** The entries of the sources slide. */
export function sourceEntries(deck: ReadDeck): SlideLine[] {
  return deck.slides
    .filter((s) => SOURCES_TITLE.test(s.title?.trim() ?? ""))
    .flatMap((s) => statements(s).map((text) => ({ slide: s.index, text })));
}

/** Slides with a title of their own: not the cover (its title is the thesis's, checked in full elsewhere). */
export function titlesWhere(deck: ReadDeck, test: (title: string) => boolean): SlideLine[] {
  return deck.slides
    .filter((s) => s.index > 1 && s.title && test(s.title.trim()))
    .map((s) => ({ slide: s.index, text: s.title?.trim() ?? "" }));
}

/** The bullets (bulleted paragraphs) of the content slides. */
export function contentBullets(deck: ReadDeck): SlideLine[] {
  return contentSlides(deck).flatMap((s) => s.bullets.map((text) => ({ slide: s.index, text: text.trim() })));
}

/** The statements of the content slides (captions of thesis objects in `captions` left out). */
export function contentLines(deck: ReadDeck, captions: string[] = []): SlideLine[] {
  return contentSlides(deck).flatMap((s) =>
    statements(s, captions).map((text) => ({ slide: s.index, text })),
  );
}
