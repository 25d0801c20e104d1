/** What the free analysis hands on: the analysis itself and the entries it lists. */
import type { ResearchType } from "@folienwerk/contracts";
import type { ChapterRole, DocumentModel, FigureImage } from "../document.ts";
import type { KeyResult, Method, Passage } from "../understand/schema.ts";
import type { ExaminerQuestion } from "./examiner-questions.ts";
import type { TalkOutline } from "./outline.ts";
import type { Placed } from "./wording.ts";

export interface StructureEntry {
  label: string;
  role: ChapterRole;
  roleLabel: string;
  wordCount: number;
  /** Share of the body words (0–1). */
  share: number;
}

/** A figure or table of the thesis as the analysis lists it (with a small preview where there is a picture). */
export interface AnalysisFigure {
  id: string;
  kind: "figure" | "table";
  /** "Abbildung 3", "Tabelle 2" (or "Abbildung" when unnumbered). */
  label: string;
  caption: string;
  page: number | null;
  /** Where it stands as printed ("S. 12", DOCX: "Kap. 2.3"), "" when unknown. */
  place: string;
  /** The main chapter it belongs to, null in the appendix. */
  chapter: string | null;
  image: FigureImage | null;
}

/** The student's research approach as the questionnaire names it. */

/** What the student answered in the questionnaire; the analysis is written for these. */
export interface AnalysisAnswers {
  minutes: number;
  /** False while the talk length is a default (the questionnaire is not answered yet). */
  minutesChosen: boolean;
  workType: string | null;
  researchType: ResearchType | null;
}

export interface Analysis {
  /** The questionnaire answers this analysis follows (talk length, type of work, approach). */
  answers: AnalysisAnswers;
  /** "insufficient": the file is not (yet) a thesis we can analyse; `missing` says why. */
  status: "ok" | "insufficient";
  missing: string[];
  title: string | null;
  /** The title with its subtitle ("Titel: Untertitel"), as the analysis shows it; null without a title. */
  fullTitle: string | null;
  language: DocumentModel["language"];
  format: DocumentModel["source"]["format"];
  pageCount: number;
  pageCountEstimated: boolean;
  wordCount: number;
  figureCount: number;
  tableCount: number;
  /**
   * The figures and tables are still being read (text first): counts and list are not known yet, and the
   * word counts still include the text inside figures (a few per cent more).
   */
  picturesPending: boolean;
  /** What the title page shows, without personal data beyond the author's name. */
  titlePage: {
    subtitle: string | null;
    kindOfWork: string | null;
    institution: string | null;
    date: string | null;
  };
  /** Chapters recognised as appendix material (not counted as main chapters). */
  appendix: string[];
  figures: AnalysisFigure[];
  summary: string[];
  structure: StructureEntry[];
  researchQuestions: Placed<Passage>[];
  hypotheses: Placed<Passage>[];
  goal: Placed<Passage> | null;
  method: (Omit<Method, "sampleSizeEvidence"> & { sampleSizeEvidence: Placed<Passage> | null }) | null;
  methodSummary: string | null;
  keyResults: Placed<KeyResult>[];
  discussion: Placed<Passage>[];
  limitations: Placed<Passage>[];
  conclusion: Placed<Passage>[];
  outlook: Placed<Passage>[];
  strengths: string[];
  weaknesses: string[];
  /** What was checked for weaknesses (shown when none were found). */
  weaknessChecks: string[];
  examinerQuestions: ExaminerQuestion[];
  outline: TalkOutline;
  references: { total: number; withUrl: number; withDoi: number; links: number };
  warnings: string[];
}

/** What the checks behind "Stärken" and "Schwächen" have found so far, each list in the order shown. */
export interface Verdict {
  strengths: string[];
  weaknesses: string[];
}
