/**
 * What a deck evaluation measures and answers: the thresholds of the deck as a whole, the options (the
 * talk's minutes, the questions, a reference deck, a render) and the evaluation with its failed checks.
 */
import type { QuestionChecks } from "../write/questions/question-checks.ts";
import type { ContentMeasures } from "./content/content-checks.ts";
import type { Failure } from "./content/failure.ts";
import type { Rouge } from "./rouge.ts";
import type { SlideNotesBudget } from "./talk/notes-per-slide.ts";
import type { RepeatedSentence, SlideSentence } from "./talk/notes-sentences.ts";
import type { WrongPage } from "./thesis/page-citations.ts";

export const THRESHOLDS = {
  faithfulness: 0.98,
  coverage: 1,
  maxBullets: 6,
  notesTolerance: 0.2,
} as const;

export interface EvaluateOptions {
  minutes: number;
  workType?: string;
  questions?: Array<{ question: string; answer: string; pages?: number[]; group?: string }>;
  /** Other legitimate sources of numbers (the student's methodology text). */
  extraSources?: string[];
  /** Text of a human reference deck for the same thesis (ROUGE). */
  referenceText?: string;
  /**
   * Where that text comes from: a PDF (read with pdftotext, like a render of this deck) or a PPTX's slide
   * text (read with pptx/read-pptx.ts, like this deck's slide text). Default "pdf".
   */
  referenceFormat?: "pdf" | "pptx";
  /** Seconds of each slide as the plan gives them (the notes documents print them), for the notes per slide. */
  slideSeconds?: number[];
  /** Pages of a LibreOffice render, when one was made. */
  renderedPages?: number;
  /**
   * The text of that render (pdftotext). ROUGE then compares like with like: the reference deck's text is
   * extracted from its PDF the same way, with everything its pages show (footers, navigation, numbers).
   */
  renderedText?: string;
}

export interface DeckEvaluation extends ContentMeasures {
  slideCount: number;
  slideRange: { min: number; max: number };
  maxBullets: number;
  maxWordsPerBullet: number;
  avgWordsPerSlide: number;
  maxWordsPerSlide: number;
  slidesWithoutTitle: number[];
  notesWords: number;
  notesBudget: number;
  /** True when the thesis has fewer words than the talk's budget (budget = thesis length). */
  notesBudgetCapped: boolean;
  notesRatio: number;
  slidesWithoutNotes: number[];
  faithfulness: { numbers: number; unknown: string[]; score: number };
  coverage: { mainChapters: number; missing: string[]; score: number };
  questions: { count: number; minimum: number; grounded: number; unknownNumbers: string[] } | null;
  /** Do the answers answer their questions: first sentence on topic, no verbless sentence, limitations asked. */
  questionChecks: QuestionChecks | null;
  overflow: Array<{ slide: number; what: string }>;
  /** Source lines and answers whose printed page does not hold what they cite (page-citations.ts). */
  wrongPages: WrongPage[];
  /** ROUGE against the reference deck: of the rendered slides when a render was made, else of the slide text. */
  rouge: (Rouge & { basis: "rendered-pdf" | "slide-xml" }) | null;
  /** ROUGE of the slide text read from the PPTX alone (no footers from the master), for comparison. */
  rougeSlideText: Rouge | null;
  renderedPages: number | null;
  /** Slides whose notes miss their own time by more than ±25 % (null: no slide times given). */
  slideNotesOffBudget: SlideNotesBudget[] | null;
  notesCitations: SlideSentence[];
  /** Sentences or quotes in the notes in another language than the talk's. */
  foreignNotes: SlideSentence[];
  repeatedNotes: RepeatedSentence[];
  resultsSlides: number[];
  /** Results slides without a number, table, chart or thesis figure. */
  resultsWithoutEvidence: number[];
  conclusion: {
    /** The conclusion slides (numbers), empty when the deck has none. */
    slides: number[];
    /** The thesis's research question and answer sentences (heuristic, talk/thesis-answer.ts). */
    question: string[];
    answer: string[];
    sharedWords: string[];
  };
  failures: string[];
  /** The failures with the check each belongs to (a key of this evaluation). */
  failedChecks: Failure[];
  passed: boolean;
}
