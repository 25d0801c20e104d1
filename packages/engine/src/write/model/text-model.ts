/**
 * The text-model interface: writes one slide (title, bullets, speaker notes) from thesis passages.
 * Two implementations: extractive (default, offline, selects and condenses the thesis's own sentences)
 * and OpenAI-compatible (better prose, checked for faithfulness, falls back to extractive per slide).
 */

import type { SlideKind } from "../../plan/planner.ts";
import type { SentenceFlag } from "../../understand/schema.ts";
import type { SentenceRole } from "../../understand/sentence-role/roles.ts";

export interface Passage {
  /** Sentence id in the thesis (stable across stages). */
  id: number;
  text: string;
  page: number | null;
  score: number;
  /** What the sentence does in the thesis (result, roadmap, figure description, …). */
  role: SentenceRole;
  flags: SentenceFlag[];
  /** Taken from the rest of the slide's chapters to fill a thin slide, outside the sections of its range. */
  borrowed?: boolean;
}

export interface SlideRequest {
  language: "de" | "en";
  kind: SlideKind;
  titleHint: string;
  /** Candidate sentences in document order. */
  passages: Passage[];
  focus: SentenceFlag[];
  maxBullets: number;
  maxWordsPerBullet: number;
  /** Target length of the speaker notes in words (130 words per minute of the slide's budget). */
  notesWords: number;
  /** Sentence ids already used for bullets on earlier slides. */
  avoid: number[];
  /**
   * The speaker notes of the earlier slides, as said: a model opens and hands over in words the deck has
   * not used yet and never repeats a sentence. Absent when the caller does not track them.
   */
  said?: string[];
  /**
   * The content words of every bullet and finding title earlier slides showed: a finding is stated as a
   * title once ("Azure VM schneidet am besten ab" not again in other words two slides later).
   */
  shown?: string[][];
  /**
   * Caption of the thesis figure or table the slide shows, when it shows one (the notes talk it through;
   * the writer puts "Hier sehen Sie Abbildung 3, …" after their opening sentence itself).
   */
  visual?: string;
  /**
   * `methodology`: the student's own description of the method (questionnaire step 5), given on the
   * first method slide only; empty elsewhere. `researchQuestion`: the thesis's research question, for the
   * answer to it on the conclusion slide (optional: the extractive model finds it in the passages).
   */
  context: { thesisTitle: string; workType: string; methodology: string; researchQuestion?: string };
}

export interface SlideDraft {
  title: string;
  bullets: string[];
  /** Speaker notes without the trailing page reference (the caller appends it). */
  notes: string;
  /** Sentence ids the slide's text is based on (for page references). */
  usedIds: number[];
  /** Which model wrote the slide ("extractive", "openai-compatible:<model>"). */
  model: string;
  /**
   * Why the LLM draft was not used when the slide fell back to extractive, or which of its bullets were
   * dropped and whether its title or notes were replaced by the extractive ones.
   */
  fallbackReason?: string;
}

export interface TextModel {
  readonly name: string;
  draftSlide(request: SlideRequest, signal?: AbortSignal): Promise<SlideDraft>;
}
