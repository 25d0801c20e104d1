/**
 * Which inserted slides a thesis supports and its slots allow, each with where it goes.
 */

import type { Understanding } from "../understand/schema.ts";
import type { PlanDraft } from "./draft.ts";
import {
  placeConclusion,
  placeLimitations,
  placeMethod,
  placeOutlook,
  placeQuestion,
} from "./insert-places.ts";
import {
  closingSection,
  conclusionSlide,
  flaggedSentences,
  focusedSlide,
  limitationsSlide,
  methodSlide,
  questionSlide,
} from "./inserted-slides.ts";
import { isUsable } from "./material.ts";
import type { PlacedSection } from "./section-slots.ts";
import type { WorkCharacter } from "./storyline.ts";

/** A slide the storyline adds besides the chapter slides, with where it goes. */
interface Insert {
  draft: PlanDraft;
  place: (drafts: PlanDraft[], insert: PlanDraft) => void;
}

/**
 * The inserts the slots allow once every section has one: question, method and the answer's conclusion
 * whenever a slot is left,
 * the rest only while a slot stays spare for the results.
 */
export function affordable(candidates: Insert[], spare: number): Insert[] {
  const out: Insert[] = [];
  for (const ins of candidates) {
    const essential = ["question", "method", "conclusion"].includes(ins.draft.kind);
    if (spare - out.length >= (essential ? 1 : 2)) out.push(ins);
  }
  return out;
}

/** The inserts the thesis supports, in priority order: question, method, limitations, outlook. */
export function storyInserts(
  thesis: Understanding,
  character: WorkCharacter,
  placed: PlacedSection[],
  methodology: string,
  contentSlots: number,
  de: boolean,
): Insert[] {
  const out: Insert[] = [];
  const has = (id: string) => placed.some((p) => p.sections.some((s) => s.id === id));
  const question = questionSlide(thesis, de);
  if (question) out.push({ draft: question, place: placeQuestion });
  // Empirical work shows its method even without a method chapter; literature work only in its own chapter.
  if ((character === "empirical" || character === "mixed") && !has("method")) {
    const method = methodSlide(thesis, methodology, de);
    if (method) out.push({ draft: method, place: placeMethod });
  }
  // Limitations of a study; in literature and theoretical work such sentences describe the subject.
  const study = character === "empirical" || character === "mixed" || character === "design";
  const limitations = flaggedSentences(thesis, ["limitation"]).filter(isUsable);
  if (study && limitations.length >= 2)
    out.push({ draft: limitationsSlide(limitations, de), place: placeLimitations });
  // Every talk says what came out: without a conclusion chapter, a "Fazit" slide over the thesis's answer
  // to its question (it draws on the rest of the answer's chapter for its other points).
  const answer = flaggedSentences(thesis, ["answer"]);
  if (!has("conclusion") && answer.length)
    out.push({ draft: conclusionSlide(answer, closingSection(thesis), de), place: placeConclusion });
  const outlook = flaggedSentences(thesis, ["outlook"]).filter(isUsable);
  if (!has("outlook") && outlook.length >= 2 && contentSlots >= 8)
    out.push({
      draft: focusedSlide("outlook", outlook, de ? "Ausblick" : "Outlook", ["outlook"]),
      place: placeOutlook,
    });
  return out;
}
