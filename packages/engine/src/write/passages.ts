/**
 * The thesis passages a content slide may be written from: its planned range (focused kinds first), widened
 * to the rest of its chapters when that range is too thin for the slide's speaking time.
 */
import type { Passage } from "../model/text-model.ts";
import type { PlannedSlide } from "../plan/planner.ts";
import { wordCount } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import { isProse } from "./text.ts";

/**
 * Sentences in the slide's range that match its focus (or are very central); when their prose carries
 * fewer than 1.3 × `notesWords`, also the unused sentences of the slide's chapters at half their score,
 * all in document order. `used` holds ids earlier slides drew on.
 */
export function passagesFor(
  slide: PlannedSlide,
  thesis: Understanding,
  used: ReadonlySet<number>,
  notesWords: number,
): Passage[] {
  const passages: Passage[] = (
    slide.range ? thesis.sentences.slice(slide.range.from, slide.range.to + 1) : []
  )
    .filter((s) => slide.focus.length === 0 || slide.focus.some((f) => s.flags.includes(f)) || s.score > 0.8)
    .map((s) => ({ id: s.id, text: s.text, page: s.page, score: s.score, flags: s.flags }));
  // A slide whose part of the thesis is too thin for its speaking time may also draw on the rest of
  // its chapters (sentences no earlier slide used), ranked below its own part.
  const carried = passages.filter((p) => isProse(p.text)).reduce((a, p) => a + wordCount(p.text), 0);
  if (carried < notesWords * 1.3 && slide.range) {
    const own = new Set(passages.map((p) => p.id));
    for (const x of thesis.sentences) {
      if (own.has(x.id) || used.has(x.id) || !slide.chapters.includes(x.chapter)) continue;
      passages.push({ id: x.id, text: x.text, page: x.page, score: x.score * 0.5, flags: x.flags });
    }
    passages.sort((a, b) => a.id - b.id);
  }
  return passages;
}
