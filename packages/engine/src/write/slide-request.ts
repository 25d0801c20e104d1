/** What the text model is asked for one slide: its passages, the room for bullets, the caption it shows. */
import type { PlannedSlide } from "../plan/planner.ts";
import { wordCount } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import type { WriteContext } from "./context.ts";
import type { Passage, SlideRequest } from "./model/text-model.ts";

/** Whether a table, a thesis figure or a diagram shares the slide with its bullets. */
export function sharesSlide(slide: Pick<PlannedSlide, "tableIndex" | "figureId" | "visual">): boolean {
  return slide.tableIndex !== null || slide.figureId !== null || slide.visual !== null;
}

/** Most bullets a slide shows: five on a text slide, four beside a table, figure or diagram. */
export function bulletRoom(slide: Pick<PlannedSlide, "tableIndex" | "figureId" | "visual">): number {
  return sharesSlide(slide) ? 4 : 5;
}

/**
 * The text-model request: fewer bullets when a table or diagram shares the slide, notes long enough for
 * the speaking time once the transition sentence is added, and the ids earlier slides already used.
 */
export function slideRequest(
  slide: PlannedSlide,
  ctx: WriteContext,
  passages: Passage[],
  notesWords: number,
  transition: string,
  used: ReadonlySet<number>,
): SlideRequest {
  const thesis = ctx.thesis;
  const shows = shownCaption(slide, thesis);
  const researchQuestion = thesis.parts.researchQuestions[0]?.text;
  return {
    language: ctx.plan.language,
    kind: slide.kind,
    titleHint: slide.titleHint,
    passages,
    focus: slide.focus,
    maxBullets: bulletRoom(slide),
    maxWordsPerBullet: 14,
    notesWords: Math.max(20, notesWords - wordCount(transition)),
    avoid: [...used],
    ...(shows ? { visual: shows } : {}),
    context: {
      thesisTitle: thesis.title,
      workType: ctx.work,
      methodology: ctx.plan.methodology,
      ...(researchQuestion ? { researchQuestion } : {}),
    },
  };
}

/** The caption of the thesis figure or table `slide` shows, if it shows one. */
export function shownCaption(
  slide: Pick<PlannedSlide, "figureId" | "tableIndex">,
  thesis: Pick<Understanding, "figures" | "tables">,
): string | null {
  return (
    thesis.figures.find((f) => f.id === slide.figureId)?.caption ??
    thesis.tables.find((t) => t.index === slide.tableIndex)?.caption ??
    null
  );
}
