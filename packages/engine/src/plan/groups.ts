/**
 * Chapter groups: each main chapter weighted by its role (for the kind of research) and its length; when
 * there are more chapters than content slots, the lightest neighbouring chapters are merged.
 */
import type { Understanding } from "../understand/schema.ts";
import { chapterRole, ROLE_WEIGHT } from "./roles.ts";
import type { Questionnaire } from "./schema.ts";

export interface Group {
  /** Chapter indices (into the thesis), in document order. */
  chapters: number[];
  weight: number;
  /** Content slides the group gets (0 until `allocateSlots`). */
  slots: number;
}

/** The thesis sentences of each chapter, by chapter index. */
export function sentencesByChapter(thesis: Understanding): Understanding["sentences"][] {
  return thesis.chapters.map((_, i) => thesis.sentences.filter((s) => s.chapter === i));
}

/** One group per chapter, weighted by role and (damped) length, merged down to at most `maxGroups`. */
export function chapterGroups(
  thesis: Understanding,
  researchType: Questionnaire["researchType"],
  maxGroups: number,
): Group[] {
  const weights = ROLE_WEIGHT[researchType];
  const avgWords =
    thesis.chapters.reduce((a, c) => a + c.words, 0) / Math.max(1, thesis.chapters.length) || 1;
  return mergeGroups(
    thesis.chapters.map((c, i) => ({
      chapters: [i],
      weight: weights[chapterRole(c)] * (0.5 + 0.5 * Math.sqrt(c.words / avgWords)),
      slots: 0,
    })),
    maxGroups,
  );
}

/** Merges the neighbouring pair with the smallest combined weight until at most `max` groups remain. */
function mergeGroups(groups: Group[], max: number): Group[] {
  const out = groups.map((g) => ({ ...g, chapters: [...g.chapters] }));
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
    const a = out[best] as Group;
    const b = out[best + 1] as Group;
    out.splice(best, 2, { chapters: [...a.chapters, ...b.chapters], weight: a.weight + b.weight, slots: 0 });
  }
  return out;
}
