/**
 * The frame of a deck: how many slides the talk carries, which fixed slides (title, agenda, sources,
 * thanks) open and close it, and how many slots remain for slides drawn from the thesis text.
 */
import type { Understanding } from "../understand/schema.ts";
import type { PlanDraft } from "./draft.ts";
import { targetSlideCount } from "./slide-count.ts";

export interface DeckFrame {
  /** Target slide count for the talk duration. */
  total: number;
  withAgenda: boolean;
  withSources: boolean;
  /** Slots for content slides (total minus title, thanks, agenda and sources; at least 1). */
  contentSlots: number;
}

/** An agenda only for decks of 8+ slides over 3+ chapters; a sources slide for 7+ slides with references. */
export function deckFrame(thesis: Understanding, minutes: number): DeckFrame {
  const total = targetSlideCount(minutes);
  const withAgenda = total >= 8 && thesis.chapters.length >= 3;
  const withSources = total >= 7 && thesis.references.length > 0;
  const fixed = 2 + (withAgenda ? 1 : 0) + (withSources ? 1 : 0);
  return { total, withAgenda, withSources, contentSlots: Math.max(1, total - fixed) };
}

/** A slide without thesis text (title, agenda, sources, thanks): no range, no time weight. */
function fixedSlide(kind: PlanDraft["kind"], titleHint: string): PlanDraft {
  return { visual: null, kind, titleHint, chapters: [], range: null, focus: [], weight: 0, figureId: null };
}

/** The title slide, then the agenda when the frame has one. */
export function openingSlides(thesis: Understanding, frame: DeckFrame): PlanDraft[] {
  const de = thesis.language === "de";
  return [
    fixedSlide("title", thesis.title),
    ...(frame.withAgenda ? [fixedSlide("agenda", de ? "Agenda" : "Agenda")] : []),
  ];
}

/** The sources slide when the frame has one, then the thank-you slide. */
export function closingSlides(thesis: Understanding, frame: DeckFrame): PlanDraft[] {
  const de = thesis.language === "de";
  return [
    ...(frame.withSources
      ? [fixedSlide("sources", de ? "Literatur (Auswahl)" : "References (selection)")]
      : []),
    fixedSlide("thanks", de ? "Vielen Dank für Ihre Aufmerksamkeit" : "Thank you for your attention"),
  ];
}
