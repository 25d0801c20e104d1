/**
 * How many slides a talk of N minutes should have: roughly one slide per 1–1.5 minutes, interpolated
 * between anchor points (5 min → 5–6, 15 min → 11–14, 45 min → 28–35). Title and closing slides count.
 */
const ANCHORS: Array<[minutes: number, min: number, max: number]> = [
  [5, 5, 6],
  [10, 8, 10],
  [15, 11, 14],
  [20, 14, 18],
  [30, 20, 25],
  [45, 28, 35],
];

export const MIN_MINUTES = 5;
export const MAX_MINUTES = 45;

export function slideRange(minutes: number): { min: number; max: number } {
  const m = Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, minutes));
  for (let i = 0; i < ANCHORS.length - 1; i++) {
    const [m0, lo0, hi0] = ANCHORS[i] as [number, number, number];
    const [m1, lo1, hi1] = ANCHORS[i + 1] as [number, number, number];
    if (m >= m0 && m <= m1) {
      const t = (m - m0) / (m1 - m0);
      return { min: Math.round(lo0 + t * (lo1 - lo0)), max: Math.round(hi0 + t * (hi1 - hi0)) };
    }
  }
  return { min: 28, max: 35 };
}

/** The slide count the planner aims for: in the lower middle of the range (students over-fill talks). */
export function targetSlideCount(minutes: number): number {
  const { min, max } = slideRange(minutes);
  return Math.round(min + (max - min) * 0.4);
}

/** Speaking rate the notes are written for. */
export const WORDS_PER_MINUTE = 130;

/**
 * The share of a thesis's body text a talk's notes can say: notes sum up and leave out quotations,
 * examples and detail, they do not read the thesis out (nothing may be invented to make up the rest).
 */
export const SPOKEN_SHARE = 0.5;

/** Words of notes a thesis of `bodyWords` words carries for a talk of `minutes`: at most the talk's own. */
export function notesSupply(minutes: number, bodyWords: number): number {
  return Math.min(minutes * WORDS_PER_MINUTE, Math.max(1, Math.round(SPOKEN_SHARE * bodyWords)));
}
