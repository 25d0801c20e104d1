/**
 * What every slide writer shares: the thesis, the plan, the spoken name of the kind of work, and the
 * fields every written slide starts from.
 */
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import type { Understanding } from "../understand/schema.ts";
import { workTypeLabel } from "./labels.ts";
import type { SlideContent } from "./slide-content.ts";

export interface WriteContext {
  thesis: Understanding;
  plan: SlidePlan;
  /** The kind of work as spoken ("Bachelorarbeit", "bachelor thesis"). */
  work: string;
}

export function writeContext(thesis: Understanding, plan: SlidePlan): WriteContext {
  return { thesis, plan, work: workTypeLabel(plan.workType, plan.language) };
}

/** Number, kind and time from the plan; written from a template until a text model says otherwise. */
export function slideBase(
  slide: PlannedSlide,
): Pick<SlideContent, "n" | "kind" | "seconds" | "model" | "fallbackReason"> {
  return {
    n: slide.n,
    kind: slide.kind,
    seconds: slide.seconds,
    model: "template",
    fallbackReason: null,
  };
}
