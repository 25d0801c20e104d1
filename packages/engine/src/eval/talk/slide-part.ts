/**
 * Where a slide stands in the talk: the fixed slides (agenda, sources, thanks, backup) and the part
 * the navigation bar marks as current.
 */
import type { ReadSlide } from "../pptx/deck-types.ts";

export const FIXED =
  /^(?:agenda|gliederung|inhalt|overview|outline|literatur|quellen|references|bibliography|sources|vielen dank|danke|thank you|thanks|backup|anhang|appendix)/iu;

/** The part of the talk the navigation bar marks as current (bold). */
export function currentPart(slide: ReadSlide): string {
  return (
    slide.navigation?.paragraphs
      .flatMap((p) => p.runs)
      .filter((r) => r.bold)
      .map((r) => r.text)
      .join(" ") ?? ""
  );
}
