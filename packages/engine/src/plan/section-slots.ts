/**
 * The talk's sections as placed from the storyline, merged to the slots there are, and the content slots
 * each gets.
 */

import type { Understanding } from "../understand/schema.ts";
import { mergeLightest } from "./groups.ts";
import { allocateSlots, groupCapacity } from "./slots.ts";
import type { StorySection } from "./storyline.ts";

/** A section of the talk as planned: its storyline sections (several when merged), chapters and slots. */
export interface PlacedSection {
  sections: StorySection[];
  chapters: number[];
  weight: number;
  slots: number;
}

/** Longer parts earn more time, damped (√ of the length against the average chapter). */
export function lengthFactor(thesis: Understanding, chapters: number[]): number {
  const avg = thesis.chapters.reduce((a, c) => a + c.words, 0) / Math.max(1, thesis.chapters.length) || 1;
  return chapters.reduce((a, c) => a + 0.5 + 0.5 * Math.sqrt((thesis.chapters[c]?.words ?? 0) / avg), 0);
}

/** Neighbouring sections merged (lightest pair first) until at most `max` remain. */
export function mergeSections(placed: PlacedSection[], max: number): PlacedSection[] {
  return mergeLightest(placed, max, (a, b) => ({
    sections: [...a.sections, ...b.sections],
    chapters: [...a.chapters, ...b.chapters],
    weight: a.weight + b.weight,
    slots: 0,
  }));
}

/**
 * Slots per section: by weight, none more than its usable text carries, a capped section (theory) at most
 * its share of the content slides, and the results section at least as many as any other.
 */
export function sectionSlots(
  placed: PlacedSection[],
  usableOf: ReadonlyArray<readonly unknown[]>,
  slots: number,
  perSlide: number,
): PlacedSection[] {
  const carries = groupCapacity(placed, usableOf, perSlide);
  const capacity = placed.map((p, i) => {
    const carried = carries[i] ?? 1;
    const share = p.sections.length === 1 ? p.sections[0]?.maxShare : undefined;
    return share === undefined ? carried : Math.min(carried, Math.max(1, Math.floor(share * slots)));
  });
  const allocated = allocateSlots(placed, capacity, slots) as PlacedSection[];
  const results = allocated.findIndex((p) => p.sections.some((s) => s.kind === "results"));
  const main = allocated[results];
  if (main) {
    for (let guard = 0; guard < slots; guard++) {
      let top = -1;
      allocated.forEach((p, i) => {
        if (
          i !== results &&
          p.slots > main.slots &&
          p.slots > 1 &&
          (top < 0 || p.slots > (allocated[top]?.slots ?? 0))
        )
          top = i;
      });
      if (top < 0 || main.slots >= (capacity[results] ?? 1)) break;
      (allocated[top] as PlacedSection).slots--;
      main.slots++;
    }
  }
  return allocated;
}
