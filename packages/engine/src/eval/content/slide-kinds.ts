/**
 * Which slides hold statements: the content slides, not the cover, agenda, sources or closing slide,
 * whose lines are names.
 */
import type { ReadDeck, ReadSlide } from "../pptx/deck-types.ts";

const CLOSING_TITLE = /^(?:vielen dank|danke|thank you|thanks)\b/iu;

export const SOURCES_TITLE = /^(?:literatur|quellen|references|bibliography|sources|works cited)/iu;

/** The closing "thank you" slide. */
export function isClosing(slide: ReadSlide): boolean {
  return CLOSING_TITLE.test(slide.title?.trim() ?? "");
}

const AGENDA_TITLE = /^(?:agenda|gliederung|inhalt|überblick|outline|overview|contents)\b/iu;

/** The content slides: not the cover, agenda, sources or closing slide, whose lines are names, not statements. */
export function contentSlides(deck: ReadDeck): ReadSlide[] {
  return deck.slides.filter(
    (s) =>
      s.index > 1 &&
      !isClosing(s) &&
      !SOURCES_TITLE.test(s.title?.trim() ?? "") &&
      !AGENDA_TITLE.test(s.title?.trim() ?? ""),
  );
}
