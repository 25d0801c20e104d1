/** A planned slide and a text-model request built by hand for the writer's focused tests. */
import type { PlannedSlide } from "../../src/plan/planner.ts";
import type { Passage, SlideRequest } from "../../src/write/model/text-model.ts";

/** A planned slide of `kind` (60 s, no range, nothing beside its text); `extra` overrides any field. */
export function plannedSlide(
  n: number,
  kind: PlannedSlide["kind"],
  extra: Partial<PlannedSlide> = {},
): PlannedSlide {
  return {
    n,
    kind,
    titleHint: kind,
    chapters: [],
    range: null,
    focus: [],
    seconds: 60,
    visual: null,
    tableIndex: null,
    figureId: null,
    ...extra,
  };
}

/** A German results-slide request over `passages` (5 bullets of at most 14 words, 60 words of notes). */
export function slideRequest(passages: Passage[], extra: Partial<SlideRequest> = {}): SlideRequest {
  return {
    language: "de",
    kind: "results",
    titleHint: "Ergebnisse",
    passages,
    focus: [],
    maxBullets: 5,
    maxWordsPerBullet: 14,
    notesWords: 60,
    avoid: [],
    context: { thesisTitle: "T", workType: "Bachelorarbeit", methodology: "" },
    ...extra,
  };
}
