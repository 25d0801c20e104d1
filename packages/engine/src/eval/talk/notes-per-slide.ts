/**
 * Speaker notes per slide against the slide's own time (the plan's seconds, which the notes documents
 * print as "Redezeit: 1:30 min").
 */

import { WORDS_PER_MINUTE } from "../../plan/slide-count.ts";
import { wordCount } from "../../text/words.ts";
import type { ReadSlide } from "../pptx/deck-types.ts";
import { TALK_THRESHOLDS } from "./thresholds.ts";

export interface SlideNotesBudget {
  slide: number;
  seconds: number;
  words: number;
  target: number;
}

/**
 * Slides whose notes are more than ±25 % away from their own time (seconds × 130 wpm / 60). The time of
 * each slide is the plan's (the notes documents print it as "Redezeit: 1:30 min"); slides without talk
 * time (backup) are left out.
 */
export function slideNotesOffBudget(
  slides: ReadSlide[],
  seconds: number[],
  tolerance: number = TALK_THRESHOLDS.slideNotesTolerance,
): SlideNotesBudget[] {
  return slides.flatMap((s, i) => {
    const sec = seconds[i] ?? 0;
    if (sec <= 0) return [];
    const target = Math.round((sec / 60) * WORDS_PER_MINUTE);
    const words = wordCount(s.notes);
    return Math.abs(words - target) > tolerance * target
      ? [{ slide: s.index, seconds: sec, words, target }]
      : [];
  });
}

/** "Redezeit: 1:30 min", "Speaking time: 0:45 min": the time the notes documents print for each slide. */
const SLIDE_TIME = /(?:Redezeit|Speaking time):\s*(\d+):(\d{2})\s*min/gu;

/** The seconds of each slide, in order, from the text of the notes document (sprechernotizen.docx/pdf). */
export function slideSecondsFromNotes(text: string): number[] {
  return [...text.matchAll(SLIDE_TIME)].map((m) => Number(m[1]) * 60 + Number(m[2]));
}
