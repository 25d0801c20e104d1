/**
 * What a slide can be made of: thesis sentences a slide may say (not roadmap, figure descriptions without
 * the figure, housekeeping or broken text; prose of six words or more), and whether a planned slide's range
 * holds too little of it (besides what the question slide shows).
 */

import type { ThesisSentence, Understanding } from "../understand/schema.ts";
import { UNUSABLE_ROLES } from "../understand/sentences.ts";
import type { PlanDraft } from "./draft.ts";

/** A slide needs at least this many usable sentences and words of them. */
export const MIN_SENTENCES = 3;
const MIN_WORDS = 40;

/** True for a sentence a slide may say. */
export function isUsable(s: Pick<ThesisSentence, "role" | "words">): boolean {
  return !UNUSABLE_ROLES.has(s.role) && s.words >= 6;
}

/**
 * The usable sentences of a draft's range, only its focus kinds when it has a focus, without the `reserved`
 * ones (what the question slide shows).
 */
export function usableIn(
  draft: Pick<PlanDraft, "range" | "focus">,
  thesis: Understanding,
  reserved: ReadonlySet<number> = new Set(),
): ThesisSentence[] {
  if (!draft.range) return [];
  return thesis.sentences
    .slice(draft.range.from, draft.range.to + 1)
    .filter(
      (s) =>
        isUsable(s) &&
        !reserved.has(s.id) &&
        (draft.focus.length === 0 || draft.focus.some((f) => s.flags.includes(f))),
    );
}

/** A content slide (it has a range) whose range holds too little to say; never the question slide. */
export function isThin(
  draft: Pick<PlanDraft, "kind" | "range" | "focus">,
  thesis: Understanding,
  reserved: ReadonlySet<number> = new Set(),
): boolean {
  // The question slide shows the recognised question itself, however short; so does the answer's slide.
  if (
    !draft.range ||
    draft.kind === "question" ||
    (draft.kind === "conclusion" && draft.focus.includes("answer"))
  )
    return false;
  const usable = usableIn(draft, thesis, reserved);
  return usable.length < MIN_SENTENCES || usable.reduce((a, s) => a + s.words, 0) < MIN_WORDS;
}

/** The sentences that state a recognised research question, hypothesis or goal (the question slide's). */
export function questionSentenceIds(thesis: Understanding): Set<number> {
  const { researchQuestions, hypotheses, goal } = thesis.parts;
  // A recognised question may stand in the text as a list item ("• Welchen Einfluss …").
  const bare = (t: string) => t.replace(/^[\s•▪●◦*–-]+/u, "").trim();
  const texts = new Set(
    [...researchQuestions, ...hypotheses, ...(goal ? [goal] : [])].map((p) => bare(p.text)),
  );
  return new Set(thesis.sentences.filter((s) => texts.has(bare(s.text))).map((s) => s.id));
}
