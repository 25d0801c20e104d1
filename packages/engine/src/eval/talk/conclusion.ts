/**
 * The conclusion slides and the words of the thesis's answer they show.
 */

import type { ReadSlide } from "../pptx/deck-types.ts";
import { currentPart, FIXED } from "./slide-part.ts";
import { stems, type ThesisAnswer } from "./thesis-answer.ts";

const CONCLUSION_TITLE =
  /\b(?:fazit|schluss\p{L}*|zusammenfassung|resümee|kernaussage\p{L}*|take-?home|conclusions?|summary|concluding)\b/iu;

/**
 * The conclusion slides: those titled so (a conclusion may take two slides), else those in the part so
 * named, else the last slide before sources and thanks.
 */
export function conclusionSlides(slides: ReadSlide[]): ReadSlide[] {
  const titled = slides.filter((s, i) => i > 0 && CONCLUSION_TITLE.test(s.title ?? ""));
  if (titled.length) return titled;
  const inPart = slides.filter((s, i) => i > 0 && CONCLUSION_TITLE.test(currentPart(s)));
  if (inPart.length) return inPart;
  const content = slides.filter((s, i) => i > 0 && !FIXED.test(s.title?.trim() ?? ""));
  return content.slice(-1);
}

/** Words any thesis uses about itself: sharing them says nothing about the answer. */
const GENERIC = new Set([
  "arbeit",
  "thesis",
  "studie",
  "study",
  "unters",
  "ergebn",
  "result",
  "kapite",
  "chapte",
]);

/** Words of the answer (not of the question, not about the thesis itself) that the conclusion slides show. */
export function conclusionSharedWords(slides: ReadSlide[], answer: ThesisAnswer): string[] {
  if (slides.length === 0 || answer.answer.length === 0) return [];
  const asked = stems(answer.question.join(" "));
  const shown = stems(slides.map((s) => s.text).join(" "));
  return [...stems(answer.answer.join(" "))].filter((w) => shown.has(w) && !asked.has(w) && !GENERIC.has(w));
}
