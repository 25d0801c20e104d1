/**
 * Speaker notes: how long they should be, padding for fixed slides, the hand-over to the next slide, and
 * the page reference that closes them.
 */
import type { PlannedSlide } from "../plan/planner.ts";
import { WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { wordCount } from "../text/words.ts";
import { pageRef } from "./text.ts";

/** Words the notes should have for the slide's speaking time. */
export function notesTarget(slide: PlannedSlide): number {
  return Math.round((slide.seconds / 60) * WORDS_PER_MINUTE);
}

/** The notes with "(S. 4–5)" appended, or the chapter numbers when no page is known (at most three). */
export function notesWithReference(
  notes: string,
  pages: number[],
  sections: string[],
  language: "de" | "en",
): string {
  const ref = pageRef(pages, language);
  if (ref) return `${notes.trim()} (${ref})`;
  if (sections.length)
    return `${notes.trim()} (${language === "de" ? "Kap." : "Sect."} ${sections.slice(0, 3).join(", ")})`;
  return notes.trim();
}

/** A trailing reference as `notesWithReference` writes it: "(S. 4–5)", "(pp. 3, 5)", "(Kap. 2)". */
export const TRAILING_REFERENCE = /\s*\((?:S\.|p\.|pp\.|Kap\.|Sect\.)\s[^()]*\)\s*$/u;

/** Padding for fixed slides: thesis sentences (abstract, goal) up to the notes budget, never invented text. */
export function fillNotes(base: string[], extra: string[], target: number): string {
  const out = [...base];
  let n = wordCount(out.join(" "));
  for (const s of extra) {
    const w = wordCount(s);
    if (n >= target * 0.9) break;
    if (n + w > target * 1.15) continue;
    out.push(s);
    n += w;
  }
  return out.join(" ");
}

/** The start of the hand-over sentence `transitionTo` writes. */
export const HAND_OVER = /^(?:Damit komme ich (?:zu|zum Schluss)|This brings me to)\b/u;

/**
 * The last sentence of a slide's notes: names the next slide, says the end is near before the closing
 * slides, and is empty when the next slide continues the same kind.
 */
export function transitionTo(
  next: PlannedSlide | undefined,
  kind: PlannedSlide["kind"],
  de: boolean,
): string {
  return !next || next.kind === "sources" || next.kind === "thanks"
    ? de
      ? "Damit komme ich zum Schluss."
      : "This brings me to the end."
    : next.kind === kind
      ? ""
      : de
        ? `Damit komme ich zu „${next.titleHint}“.`
        : `This brings me to “${next.titleHint}”.`;
}
