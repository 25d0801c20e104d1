/**
 * Where each inserted slide goes among the chapter slides.
 */
import type { PlanDraft } from "./draft.ts";

/** The research question follows the motivation (its last slide), else opens the content. */
export function placeQuestion(drafts: PlanDraft[], question: PlanDraft): void {
  drafts.splice(drafts.findLastIndex((d) => d.kind === "motivation") + 1, 0, question);
}

/** The method goes before the first results slide, else after the last opening or theory slide. */
export function placeMethod(drafts: PlanDraft[], method: PlanDraft): void {
  const results = drafts.findIndex((d) => d.kind === "results");
  const opening = drafts.findLastIndex((d) => ["motivation", "question", "theory"].includes(d.kind));
  drafts.splice(results >= 0 ? results : opening + 1, 0, method);
}

/** Inserts the limitations slide after the discussion, else before the conclusion, else at the end. */
export function placeLimitations(drafts: Array<{ kind: PlanDraft["kind"] }>, limitations: PlanDraft): void {
  const discussionAt = drafts.findLastIndex((d) => d.kind === "discussion" || d.kind === "results");
  if (discussionAt >= 0 && drafts[discussionAt]?.kind === "discussion")
    drafts.splice(discussionAt + 1, 0, limitations);
  else {
    const conclusionAt = drafts.findIndex((d) => d.kind === "conclusion" || d.kind === "outlook");
    drafts.splice(conclusionAt >= 0 ? conclusionAt : drafts.length, 0, limitations);
  }
}

/** The conclusion goes before the outlook, else closes the content. */
export function placeConclusion(drafts: PlanDraft[], conclusion: PlanDraft): void {
  const at = drafts.findIndex((d) => d.kind === "outlook");
  drafts.splice(at >= 0 ? at : drafts.length, 0, conclusion);
}

/** The outlook follows the last conclusion slide, else closes the content. */
export function placeOutlook(drafts: PlanDraft[], outlook: PlanDraft): void {
  const at = drafts.findLastIndex((d) => d.kind === "conclusion");
  drafts.splice(at >= 0 ? at + 1 : drafts.length, 0, outlook);
}
