/**
 * Stage "slide-planner": slide count from the talk duration, a structure that fits the kind of work and
 * method, which part of the thesis each slide draws from, and a time budget per slide summing to the talk.
 */
import type { Understanding } from "../understand/schema.ts";
import { agendaOf } from "./agenda.ts";
import { backupSlides } from "./backup.ts";
import { textSupply, timeBudget } from "./budget.ts";
import type { PlanDraft } from "./draft.ts";
import { assignFigures } from "./figure-choice.ts";
import { assignFindings } from "./finding-choice.ts";
import { closingSlides, type DeckFrame, deckFrame, openingSlides } from "./frame.ts";
import { MIN_SENTENCES } from "./material.ts";
import type { PlannedSlide, Questionnaire, SlidePlan } from "./schema.ts";
import { slideRange } from "./slide-count.ts";
import { SENTENCES_PER_SLIDE } from "./slots.ts";
import { storyDrafts } from "./structure.ts";
import { mergeThinDrafts } from "./thin-drafts.ts";
import { assignVisuals } from "./visual-choice.ts";
import { planWarnings } from "./warnings.ts";
import { workCharacter } from "./work-character.ts";

export { chapterRole } from "./roles.ts";
export * from "./schema.ts";
export { apportion } from "./slots.ts";

/**
 * The slide plan: frame (slide count, fixed slides) → the storyline for the kind of work, its content slides
 * between the opening and closing slides, thin slides merged (freed slots planned again) → backup slides after the closing slide →
 * diagrams → time budget → tables → numbered slides, and the agenda the storyline's parts make.
 */
export function planSlides(thesis: Understanding, q: Questionnaire): SlidePlan {
  const frame = deckFrame(thesis, q.minutes);
  const range = slideRange(q.minutes);
  const talk = talkDrafts(thesis, q, frame);
  const drafts = [...talk, ...backupSlides(thesis, range.max - talk.length)];
  assignVisuals(drafts, thesis, q);
  const seconds = timeBudget(drafts, q.minutes * 60, textSupply(drafts, thesis));
  // The finding a results slide states comes first: its figure is the one that shows it.
  assignFindings(drafts, thesis);
  const tables = assignFigures(drafts, thesis);
  // Without an agenda slide no slide belongs to an agenda item (and no navigation bar is drawn).
  const agenda = frame.withAgenda
    ? agendaOf(talk, thesis.language === "de")
    : { items: [], labels: [], parts: [] };
  return {
    language: thesis.language,
    minutes: q.minutes,
    workType: q.workType,
    researchType: q.researchType,
    methodology: q.methodology,
    range,
    agenda: agenda.items,
    agendaLabels: agenda.labels,
    warnings: planWarnings(thesis, q, talk.length),
    slides: numberSlides(drafts, seconds, tables, agenda.parts),
  };
}

/**
 * The talk's slides along the storyline with thin slides merged; when merging (or a short thesis) left fewer
 * slides than the frame aims for, the storyline is planned again with the missing slots, each slide then
 * drawing on as few sentences as a slide may have.
 */
export function talkDrafts(thesis: Understanding, q: Questionnaire, frame: DeckFrame): PlanDraft[] {
  const character = workCharacter(thesis, q);
  let slots = frame.contentSlots;
  let best: PlanDraft[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const talk = mergeThinDrafts(
      [
        ...openingSlides(thesis, frame),
        ...storyDrafts(
          thesis,
          character,
          slots,
          q.methodology,
          pass === 0 ? SENTENCES_PER_SLIDE : MIN_SENTENCES,
        ),
        ...closingSlides(thesis, frame),
      ],
      thesis,
    );
    if (!best.length || Math.abs(talk.length - frame.total) < Math.abs(best.length - frame.total))
      best = talk;
    if (talk.length >= frame.total) break;
    slots += frame.total - talk.length;
  }
  return best;
}

/**
 * The final slides: numbered from 1, with their seconds, table and agenda item (`parts`, by draft; null for
 * fixed and backup slides); a slide with a table loses its diagram.
 */
export function numberSlides(
  drafts: PlanDraft[],
  seconds: number[],
  tables: Array<number | null>,
  parts: Array<number | null> = [],
): PlannedSlide[] {
  return drafts.map((d, i) => {
    const { weight: _w, agenda, ...rest } = d;
    const tableIndex = tables[i] ?? null;
    const part = parts[i] ?? null;
    // A slide shows either a table/chart or a diagram, not both.
    return {
      ...rest,
      visual: tableIndex === null ? rest.visual : null,
      n: i + 1,
      seconds: seconds[i] ?? 30,
      tableIndex,
      part,
      agendaLabel: part === null ? null : (agenda?.label ?? null),
    };
  });
}
