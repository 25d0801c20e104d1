/**
 * Content slots per chapter group: by weight, but no group gets more slides than its text carries
 * (about five sentences per slide); the surplus goes to groups that still have text.
 */
import type { Group } from "./groups.ts";

/** Sentences a content slide draws on, on average. */
export const SENTENCES_PER_SLIDE = 5;

/** Largest-remainder apportionment of `total` over `weights`, each at least `floor`. */
export function apportion(total: number, weights: number[], floor = 1): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const base = Array.from({ length: n }, () => floor);
  const rest = total - floor * n;
  if (rest <= 0) return base;
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (w / sum) * rest);
  const out = exact.map((e, i) => (base[i] as number) + Math.floor(e));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) {
    const i = order[k]?.[1] ?? 0;
    out[i] = (out[i] ?? 0) + 1;
  }
  return out;
}

/** How many slides each group's sentences can fill (at least 1); `sentencesOf` by chapter index. */
export function groupCapacity(
  groups: ReadonlyArray<Pick<Group, "chapters">>,
  sentencesOf: ReadonlyArray<readonly unknown[]>,
  perSlide = SENTENCES_PER_SLIDE,
): number[] {
  return groups.map((g) =>
    Math.max(1, Math.floor(g.chapters.reduce((a, c) => a + (sentencesOf[c]?.length ?? 0), 0) / perSlide)),
  );
}

/** The groups with their `slots` set: `contentSlots` apportioned by weight, capped by capacity. */
export function allocateSlots(groups: Group[], capacity: number[], contentSlots: number): Group[] {
  let slots = apportion(
    contentSlots,
    groups.map((g) => g.weight),
  );
  for (let pass = 0; pass < 3; pass++) {
    const over = slots.reduce((a, s, i) => a + Math.max(0, s - (capacity[i] ?? 1)), 0);
    if (over === 0) break;
    slots = slots.map((s, i) => Math.min(s, capacity[i] ?? 1));
    const room = groups.map((g, i) => ((capacity[i] ?? 1) > (slots[i] ?? 0) ? g.weight : 0));
    if (room.every((w) => w === 0)) break;
    const extra = apportion(over, room, 0);
    slots = slots.map((s, i) => s + (extra[i] ?? 0));
  }
  return groups.map((g, i) => ({ ...g, slots: slots[i] ?? 1 }));
}
