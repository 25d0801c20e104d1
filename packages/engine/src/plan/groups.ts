/**
 * Chapter groups: chapters that share slides; when a part of the talk has more chapters than slides, the
 * lightest neighbouring chapters are merged.
 */

export interface Group {
  /** Chapter indices (into the thesis), in document order. */
  chapters: number[];
  weight: number;
  /** Content slides the group gets (0 until `allocateSlots`). */
  slots: number;
}

/** Merges the neighbouring pair with the smallest combined weight (`join`) until at most `max` remain. */
export function mergeLightest<T extends { weight: number }>(
  items: T[],
  max: number,
  join: (a: T, b: T) => T,
): T[] {
  const out = [...items];
  while (out.length > max && out.length > 1) {
    let best = 0;
    let bestWeight = Number.POSITIVE_INFINITY;
    for (let i = 0; i < out.length - 1; i++) {
      const w = (out[i]?.weight ?? 0) + (out[i + 1]?.weight ?? 0);
      if (w < bestWeight) {
        bestWeight = w;
        best = i;
      }
    }
    out.splice(best, 2, join(out[best] as T, out[best + 1] as T));
  }
  return out;
}

/** Chapter groups merged (lightest neighbours first) until at most `max` remain. */
export function mergeGroups(groups: Group[], max: number): Group[] {
  return mergeLightest(groups, max, (a, b) => ({
    chapters: [...a.chapters, ...b.chapters],
    weight: a.weight + b.weight,
    slots: 0,
  }));
}
