/**
 * The deck's shape against the talk: slide count within the range for its minutes, bullets and words per
 * slide, and a title on every slide.
 */
import type { DocumentModel } from "../document.ts";
import { slideRange, WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { wordCount } from "../text/words.ts";
import type { Failure } from "./content/failure.ts";
import { type DeckEvaluation, THRESHOLDS } from "./evaluation.ts";
import type { ReadSlide } from "./pptx/deck-types.ts";

export type Readability = Pick<
  DeckEvaluation,
  | "slideCount"
  | "slideRange"
  | "maxBullets"
  | "maxWordsPerBullet"
  | "avgWordsPerSlide"
  | "maxWordsPerSlide"
  | "slidesWithoutTitle"
>;

export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Slide count, bullets, words and titles, and the thresholds they fail. */
export function checkReadability(
  slides: ReadSlide[],
  doc: DocumentModel,
  minutes: number,
): { measures: Readability; failures: Failure[] } {
  const range = slideRange(minutes);
  const bulletWords = slides.flatMap((s) => s.bullets.map(wordCount));
  const slideWords = slides.map((s) =>
    wordCount(
      s.textShapes
        .filter((t) => !t.isTitle)
        .flatMap((t) => t.paragraphs.map((p) => p.text))
        .join(" "),
    ),
  );
  const slidesWithoutTitle = slides.filter((s) => !s.title?.trim()).map((s) => s.index);
  const maxBullets = Math.max(0, ...slides.map((s) => s.bullets.length));
  const failures: Failure[] = [];
  // A thesis shorter than its talk carries fewer slides than the range asks for (the plan warns the student);
  // more slides than the range is always too many.
  const tooFew = slides.length < range.min && doc.wordCount >= minutes * WORDS_PER_MINUTE;
  if (tooFew || slides.length > range.max)
    failures.push({
      check: "slideCount",
      message: `Folienanzahl ${slides.length} liegt außerhalb von ${range.min}–${range.max} für ${minutes} Minuten.`,
    });
  if (maxBullets > THRESHOLDS.maxBullets)
    failures.push({
      check: "maxBullets",
      message: `Eine Folie hat ${maxBullets} Stichpunkte (höchstens 6).`,
    });
  if (slidesWithoutTitle.length)
    failures.push({
      check: "slidesWithoutTitle",
      message: `Folien ohne Titel: ${slidesWithoutTitle.join(", ")}.`,
    });
  const measures = {
    slideCount: slides.length,
    slideRange: range,
    maxBullets,
    maxWordsPerBullet: Math.max(0, ...bulletWords),
    avgWordsPerSlide: round3(slideWords.reduce((a, b) => a + b, 0) / Math.max(1, slides.length)),
    maxWordsPerSlide: Math.max(0, ...slideWords),
    slidesWithoutTitle,
  };
  return { measures, failures };
}
