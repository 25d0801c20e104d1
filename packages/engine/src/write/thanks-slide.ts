/** The closing slide: thanks, and the invitation to questions. */
import type { PlannedSlide } from "../plan/planner.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { listNames } from "./cover.ts";
import { labels } from "./labels.ts";
import type { SlideContent } from "./slide-content.ts";

/** Thanks, a calm invitation to questions, and the authors' names. */
export function thanksSlide(slide: PlannedSlide, ctx: WriteContext): SlideContent {
  const { plan, thesis } = ctx;
  const L = labels(plan.language);
  return {
    ...slideBase(slide),
    title: L.thanks,
    subtitle: L.discussion,
    bullets: [],
    notes: `${L.thanks}. ${L.questionsWelcome}`,
    pages: [],
    cover: {
      kind: null,
      authors: listNames(thesis.titlePage.authors, plan.language),
      affiliation: null,
      supervision: null,
      date: null,
    },
  };
}
