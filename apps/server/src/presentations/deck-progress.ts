/**
 * The progress bar of a paid deck run: the engine's stages (their labels and shares from the engine's one
 * vocabulary, STAGE_LABELS and STAGE_WEIGHTS), then storing the files, on a bar that never goes backwards.
 */
import type { PipelineProgress } from "@folienwerk/contracts";
import {
  DECK_STAGES,
  type DeckStage,
  STAGE_LABELS,
  STAGE_WEIGHTS,
  type WriterKind,
} from "@folienwerk/engine";

/** A step of the paid run: the engine's stages, then storing the files. */
export type DeckStep = DeckStage | "store";
const STEPS: readonly DeckStep[] = [...DECK_STAGES, "store"];

/** The engine's labels, and the server's own last step. */
export const STEP_LABELS: Record<DeckStep, string> = { ...STAGE_LABELS, store: "Dateien werden gespeichert" };

/**
 * Each step's share of the bar: the engine's stage weights plus storing the files (they add up to 98: the
 * bar starts at 1 and reaches 100 only with the finished row).
 */
const WEIGHTS: Record<WriterKind, Record<DeckStep, number>> = {
  extractive: { ...STAGE_WEIGHTS.extractive, store: 5 },
  model: { ...STAGE_WEIGHTS.model, store: 4 },
};

/** Highest percentage before the row says finished. */
export const BEFORE_DONE = 99;

/**
 * Where the bar stands when `step` has done `within` (0–1) of its work: 1 plus the shares of the steps
 * before it plus that part of its own. Steps taken from a previous attempt count as done.
 */
export function stepPercent(writer: WriterKind, step: DeckStep, within = 0): number {
  const weights = WEIGHTS[writer];
  const i = STEPS.indexOf(step);
  const before = STEPS.slice(0, i).reduce((sum, s) => sum + weights[s], 0);
  const part = weights[step] * Math.max(0, Math.min(1, within));
  return Math.min(BEFORE_DONE, Math.round(1 + before + part));
}

/**
 * The progress of one run as the row shows it: never backwards (also not across a retry, which starts
 * from the last shown value), never back to an earlier step, and never 100 (only the finished row says
 * that). `next` returns the value to write, or null when nothing new would be shown.
 */
export class ProgressTrack {
  private shown: PipelineProgress | null = null;

  constructor(
    private readonly writer: WriterKind,
    private floor = 0,
  ) {}

  /** The first value of an attempt: at least 1, or where a failed attempt left the bar. */
  start(retry: boolean): PipelineProgress {
    const percent = Math.max(this.floor, 1);
    this.floor = percent;
    this.shown = { step: "start", percent, label: retry ? "Neuer Versuch …" : "Erstellung gestartet" };
    return this.shown;
  }

  next(step: DeckStep, within = 0, label = STEP_LABELS[step]): PipelineProgress | null {
    // A late report of an earlier step (the engine's closing "Fertig") changes nothing.
    if (this.shown && STEPS.indexOf(step) < STEPS.indexOf(this.shown.step as DeckStep)) return null;
    const percent = Math.max(this.floor, stepPercent(this.writer, step, within));
    if (this.shown && this.shown.percent === percent && this.shown.label === label) return null;
    this.floor = percent;
    this.shown = { step, percent, label };
    return this.shown;
  }
}
