import { DECK_STAGES, type DeckStage } from "@folienwerk/engine";

/** A step of the paid run: the engine's stages, then storing the files. */
export type DeckStep = DeckStage | "store";
const STEPS: readonly DeckStep[] = [...DECK_STAGES, "store"];

export interface PipelineProgress {
  step: string;
  percent: number;
  label: string;
}

/** Short German labels: the dashboard shows them on one line next to the percentage, even at 390 px. */
export const STEP_LABELS: Record<DeckStep, string> = {
  "analyze-paper": "Arbeit wird analysiert",
  "slide-planner": "Folien werden geplant",
  "slide-content-creator": "Folientexte werden geschrieben",
  "slide-table-creator": "Tabellen werden übernommen",
  "slide-image-creator": "Bildvorlagen werden gestaltet",
  "slide-pptx-creator": "Dateien werden erstellt",
  store: "Dateien werden gespeichert",
};

/**
 * Each step's share of the bar (they add up to 98: the bar starts at 1 and reaches 100 only with the
 * finished row). By typical cost: with the extractive writer, rendering PowerPoint, PDFs and pictures is
 * about three quarters of the run (measured on three corpus theses: 2.0–2.4 s of 2.2–3.5 s); with a
 * language model, writing the slides (one request per slide) dominates.
 */
const WEIGHTS: Record<"extractive" | "model", Record<DeckStep, number>> = {
  extractive: {
    "analyze-paper": 8,
    "slide-planner": 2,
    "slide-content-creator": 14,
    "slide-table-creator": 1,
    "slide-image-creator": 8,
    "slide-pptx-creator": 60,
    store: 5,
  },
  model: {
    "analyze-paper": 4,
    "slide-planner": 2,
    "slide-content-creator": 62,
    "slide-table-creator": 1,
    "slide-image-creator": 5,
    "slide-pptx-creator": 20,
    store: 4,
  },
};

/** Highest percentage before the row says finished. */
export const BEFORE_DONE = 99;

/**
 * Where the bar stands when `step` has done `within` (0–1) of its work: 1 plus the shares of the steps
 * before it plus that part of its own. Steps taken from a previous attempt count as done.
 */
export function stepPercent(writer: "extractive" | "model", step: DeckStep, within = 0): number {
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
    private readonly writer: "extractive" | "model",
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
