/**
 * A planned slide that holds too little material is merged into its neighbour of the same part, or left
 * out, before time is budgeted.
 */

import type { Understanding } from "../understand/schema.ts";
import type { PlanDraft } from "./draft.ts";
import { isThin, questionSentenceIds } from "./material.ts";

/** Same part of the talk: same agenda item and same slide kind. */
function samePart(a: PlanDraft, b: PlanDraft): boolean {
  return a.kind === b.kind && a.agenda?.group === b.agenda?.group && a.focus.join() === b.focus.join();
}

/**
 * Thin drafts merged into a neighbour of the same part (its range widened, its chapters joined), else left
 * out with their chapters handed to the nearest content slide so every chapter stays on a slide.
 */
export function mergeThinDrafts(drafts: PlanDraft[], thesis: Understanding): PlanDraft[] {
  const reserved = drafts.some((d) => d.kind === "question")
    ? questionSentenceIds(thesis)
    : new Set<number>();
  const out = drafts.map((d) => ({ ...d, chapters: [...d.chapters] }));
  for (let i = 0; i < out.length; ) {
    const d = out[i] as PlanDraft;
    if (!isThin(d, thesis, reserved)) {
      i++;
      continue;
    }
    const before = out[i - 1];
    const after = out[i + 1];
    const into =
      before && samePart(before, d) ? before : after && samePart(after, d) ? after : nearestContent(out, i);
    if (into) {
      if (samePart(into, d) && into.range && d.range)
        into.range = {
          from: Math.min(into.range.from, d.range.from),
          to: Math.max(into.range.to, d.range.to),
        };
      into.chapters = [...new Set([...into.chapters, ...d.chapters])].sort((a, b) => a - b);
      into.weight += samePart(into, d) ? d.weight : 0;
    }
    out.splice(i, 1);
  }
  return out;
}

/** The content slide closest to position `i` (earlier first), other than `i` itself. */
function nearestContent(drafts: PlanDraft[], i: number): PlanDraft | undefined {
  for (let k = 1; k < drafts.length; k++) {
    for (const j of [i - k, i + k]) {
      const d = drafts[j];
      if (d?.range) return d;
    }
  }
  return undefined;
}
