/**
 * Stage "slide-planner": slide count from the talk duration, a structure that fits the kind of work and
 * method, which part of the thesis each slide draws from, and a time budget per slide summing to the talk.
 */
import type { Understanding } from "../understand/schema.ts";
import { textSupply, timeBudget } from "./budget.ts";
import { assignFigures } from "./figure-choice.ts";
import { closingSlides, deckFrame, openingSlides } from "./frame.ts";
import { chapterGroups, sentencesByChapter } from "./groups.ts";
import type { PlannedSlide, Questionnaire, SlidePlan } from "./schema.ts";
import { slideRange } from "./slide-count.ts";
import { allocateSlots, groupCapacity } from "./slots.ts";
import { type PlanDraft, structureFor } from "./structure.ts";
import { assignVisuals } from "./visual-choice.ts";
import { planWarnings } from "./warnings.ts";

export { chapterRole } from "./roles.ts";
export * from "./schema.ts";
export { apportion } from "./slots.ts";

/**
 * The slide plan: frame (slide count, fixed slides) → chapter groups → content slots per group → content
 * slides between the opening and closing slides → diagrams → time budget → tables → numbered slides.
 */
export function planSlides(thesis: Understanding, q: Questionnaire): SlidePlan {
  const frame = deckFrame(thesis, q.minutes);
  const sentencesOf = sentencesByChapter(thesis);
  const grouped = chapterGroups(thesis, q.researchType, frame.contentSlots);
  const groups = allocateSlots(grouped, groupCapacity(grouped, sentencesOf), frame.contentSlots);
  const drafts = [
    ...openingSlides(thesis, frame),
    ...structureFor(groups, thesis, sentencesOf, thesis.language === "de"),
    ...closingSlides(thesis, frame),
  ];
  assignVisuals(drafts, thesis, q);
  const seconds = timeBudget(drafts, q.minutes * 60, textSupply(drafts, thesis));
  const tables = assignFigures(drafts, thesis);
  return {
    language: thesis.language,
    minutes: q.minutes,
    workType: q.workType,
    researchType: q.researchType,
    methodology: q.methodology,
    range: slideRange(q.minutes),
    warnings: planWarnings(thesis, q, drafts.length),
    slides: numberSlides(drafts, seconds, tables),
  };
}

/** The final slides: numbered from 1, with their seconds and table; a slide with a table loses its diagram. */
export function numberSlides(
  drafts: PlanDraft[],
  seconds: number[],
  tables: Array<number | null>,
): PlannedSlide[] {
  return drafts.map((d, i) => {
    const { weight: _w, ...rest } = d;
    const tableIndex = tables[i] ?? null;
    // A slide shows either a table/chart or a diagram, not both.
    return {
      ...rest,
      visual: tableIndex === null ? rest.visual : null,
      n: i + 1,
      seconds: seconds[i] ?? 30,
      tableIndex,
    };
  });
}
