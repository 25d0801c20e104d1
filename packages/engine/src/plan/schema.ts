/** The slide plan's vocabulary and schemas: slide and diagram kinds, the questionnaire, the plan. */
import { RESEARCH_TYPES } from "@folienwerk/contracts";
import { z } from "zod";
import { SENTENCE_FLAGS } from "../understand/schema.ts";

export const SLIDE_KINDS = [
  "title",
  "agenda",
  "motivation",
  "question",
  "theory",
  "method",
  "results",
  "discussion",
  "limitations",
  "conclusion",
  "outlook",
  "chapter",
  "sources",
  "thanks",
  // Appendix material after the closing slide, outside the talk's time.
  "backup",
] as const;
export type SlideKind = (typeof SLIDE_KINDS)[number];

export const VISUAL_KINDS = [
  "process",
  "framework",
  "comparison",
  "timeline",
  "cycle",
  "hierarchy",
  "key-figure",
  // Not planned: the template of a slide that has no diagram (its title and points as shapes).
  "slide-layout",
] as const;
export type VisualKind = (typeof VISUAL_KINDS)[number];

export const QuestionnaireSchema = z.object({
  workType: z.string(),
  researchType: z.enum(RESEARCH_TYPES),
  minutes: z.number().int().min(5).max(45),
  methodology: z.string(),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

export const PlannedSlideSchema = z.object({
  n: z.number().int().positive(),
  kind: z.enum(SLIDE_KINDS),
  titleHint: z.string(),
  /** Chapter indices (into the thesis) this slide represents. */
  chapters: z.array(z.number().int()),
  /** Sentence ids (inclusive range) the slide draws from; null for slides without thesis text. */
  range: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  /** Sentence kinds to prefer (e.g. "limitation" on the limitations slide). */
  focus: z.array(z.enum(SENTENCE_FLAGS)),
  /** Speaking time; 0 for backup slides (they follow the closing slide and are shown only on request). */
  seconds: z.number().int().nonnegative(),
  visual: z.enum(VISUAL_KINDS).nullable(),
  tableIndex: z.number().int().nullable(),
  /** The thesis figure or table shown on the slide (an id from `Understanding.figures`), null for none. */
  figureId: z.string().nullable(),
  /** Index into the plan's `agenda` of the part this slide belongs to (the navigation bar highlights it);
   * null for fixed and backup slides and in decks without an agenda; absent in plans stored before it. */
  part: z.number().int().nullable().optional(),
  /** The words this slide gives its agenda item ("Ausblick" in "Diskussion, Fazit und Ausblick"); null when
   * it gives none; absent in plans stored before it. */
  agendaLabel: z.string().nullable().optional(),
  /** The finding a results slide states (a sentence id from `Understanding.parts.findings`); absent or
   * null for other slides and in plans stored before findings. */
  finding: z.number().int().nullable().optional(),
  /** The slide that answers the research question (the first conclusion slide, else the last discussion
   * or results slide), when the thesis's answer was found. */
  answers: z.boolean().optional(),
});
export type PlannedSlide = z.infer<typeof PlannedSlideSchema>;

export const SlidePlanSchema = z.object({
  language: z.enum(["de", "en"]),
  minutes: z.number().int(),
  workType: z.string(),
  researchType: z.enum(RESEARCH_TYPES),
  methodology: z.string(),
  range: z.object({ min: z.number().int(), max: z.number().int() }),
  slides: z.array(PlannedSlideSchema),
  /** The parts of the talk in order (at most six): the agenda slide shows them and its notes name them;
   * absent in plans stored before the storylines. */
  agenda: z.array(z.string()).optional(),
  /** Per agenda item, the slides' words it is named by (`agenda[k]` joins `agendaLabels[k]`); absent in plans
   * stored before it. */
  agendaLabels: z.array(z.array(z.string())).optional(),
  /** German (or English) notes for the student about limits of this deck. */
  warnings: z.array(z.string()),
});
export type SlidePlan = z.infer<typeof SlidePlanSchema>;
