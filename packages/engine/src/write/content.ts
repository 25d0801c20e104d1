/**
 * Stage "slide-content-creator": title, bullets and speaker notes per planned slide (via the text model),
 * fixed slides (title, agenda, sources, thanks) from templates, page references, and the exam questions.
 */
import { z } from "zod";
import type { SlidePlan } from "../plan/planner.ts";
import type { Understanding } from "../understand/schema.ts";
import { writeContext } from "./context.ts";
import { draftSlide, emptyMemory } from "./drafted-slide.ts";
import { fixedSlideContent, goalSentences } from "./fixed-slides.ts";
import type { TextModel } from "./model/text-model.ts";
import { questionSlideContent, reserveQuestionSentences } from "./question-slide.ts";
import { ExamQuestionSchema, writeQuestions } from "./questions.ts";
import { type SlideContent, SlideContentSchema } from "./slide-content.ts";
import { distinctTitles } from "./slide-titles.ts";

export { type SlideContent, SlideContentSchema } from "./slide-content.ts";

export const ContentStageSchema = z.object({
  slides: z.array(SlideContentSchema),
  questions: z.array(ExamQuestionSchema),
});
export type ContentStage = z.infer<typeof ContentStageSchema>;

export interface ContentOptions {
  textModel: TextModel;
  signal?: AbortSignal;
  onSlide?: (done: number, total: number) => void;
}

/**
 * Writes every planned slide in order: fixed slides from templates, the research question verbatim, content
 * slides with the text model
 * (each told what earlier slides used), then the exam questions.
 */
export async function createContent(
  thesis: Understanding,
  plan: SlidePlan,
  opts: ContentOptions,
): Promise<ContentStage> {
  const ctx = writeContext(thesis, plan);
  const goals = goalSentences(thesis);
  const memory = emptyMemory();
  if (plan.slides.some((s) => s.kind === "question")) reserveQuestionSentences(thesis, memory);
  const slides: SlideContent[] = [];
  for (const slide of plan.slides) {
    opts.signal?.throwIfAborted();
    const fixed = fixedSlideContent(slide, ctx, goals) ?? questionSlideContent(slide, ctx);
    if (fixed) {
      slides.push(fixed);
      // What the welcome already said (the thesis's aim) is not said again on a later slide.
      memory.said.push(fixed.notes);
      continue;
    }
    slides.push(await draftSlide(slide, ctx, memory, opts.textModel, opts.signal));
    opts.onSlide?.(slides.length, plan.slides.length);
  }
  return { slides: distinctTitles(plan, slides, thesis), questions: writeQuestions(thesis, plan) };
}
