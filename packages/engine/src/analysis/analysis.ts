/**
 * The free analysis: what a student needs to prepare the defence talk, derived from the document model only
 * (extractive: quotes and numbers come from the thesis, the wording around them is ours). The parts: the
 * summary (`summary.ts`), what is missing (`missing-parts.ts`), strengths and weaknesses
 * (`strengths-weaknesses.ts`), the examiner questions (`examiner-questions.ts`) and the talk outline
 * (`outline.ts`); `render-html.ts` prints it.
 */
import type { ResearchType } from "@folienwerk/contracts";
import type { ChapterRole, DocumentModel } from "../document.ts";
import { captionBody } from "../understand/figures.ts";
import { placeOf } from "../understand/place.ts";
import type { Understanding } from "../understand/schema.ts";
import { examinerQuestions } from "./examiner-questions.ts";
import { keyFindings } from "./key-findings.ts";
import { isInsufficient, missingParts } from "./missing-parts.ts";
import { chapterLabel, suggestOutline } from "./outline.ts";
import type { Analysis, AnalysisAnswers, AnalysisFigure, StructureEntry } from "./schema.ts";
import { strengthsAndWeaknesses, WEAKNESS_CHECKS } from "./strengths-weaknesses.ts";
import { methodSummary, summaryOf } from "./summary.ts";
import { fullTitleOf } from "./title.ts";
import { mainChaptersOf, placed } from "./wording.ts";

export const ROLE_LABELS: Record<ChapterRole, string> = {
  introduction: "Einleitung",
  theory: "Theorie/Grundlagen",
  method: "Methodik",
  results: "Ergebnisse",
  discussion: "Diskussion",
  conclusion: "Fazit",
  outlook: "Ausblick",
  other: "Hauptteil",
};

/** The main chapters with their share of the body words. */
function structureOf(thesis: Understanding): StructureEntry[] {
  const chapters = mainChaptersOf(thesis);
  const total = Math.max(
    1,
    chapters.reduce((s, c) => s + c.words, 0),
  );
  return chapters.map((c) => ({
    label: chapterLabel(c, thesis.pageLabels),
    role: c.role,
    roleLabel: ROLE_LABELS[c.role],
    wordCount: c.words,
    share: c.words / total,
  }));
}

function figureList(thesis: Understanding): AnalysisFigure[] {
  return thesis.figures.map((f) => ({
    id: f.id,
    kind: f.kind,
    label: `${f.kind === "figure" ? "Abbildung" : "Tabelle"}${f.number ? ` ${f.number}` : ""}`,
    caption: captionBody(f.caption),
    page: f.page,
    place: placeOf(thesis, [f], "de"),
    chapter: thesis.chapters[f.chapter]
      ? chapterLabel(thesis.chapters[f.chapter] as (typeof thesis.chapters)[number], thesis.pageLabels)
      : null,
    image: f.image,
  }));
}

export interface AnalyzeOptions {
  minutes?: number;
  minutesChosen?: boolean;
  workType?: string | null;
  researchType?: ResearchType | null;
}

/** The answers the analysis follows: the talk length within 5–90 minutes (20 until chosen). */
function answersOf(opts: AnalyzeOptions): AnalysisAnswers {
  return {
    minutes: Math.min(90, Math.max(5, Math.round(opts.minutes ?? 20))),
    minutesChosen: opts.minutesChosen ?? opts.minutes !== undefined,
    workType: opts.workType?.trim() || null,
    researchType: opts.researchType ?? null,
  };
}

/** The recognised parts of the thesis, each with its place as printed. */
function placedParts(thesis: Understanding) {
  const p = thesis.parts;
  const all = <T extends Parameters<typeof placed>[1]>(xs: T[]) => xs.map((x) => placed(thesis, x));
  return {
    researchQuestions: all(p.researchQuestions),
    hypotheses: all(p.hypotheses),
    goal: p.goal && placed(thesis, p.goal),
    method: p.method && {
      ...p.method,
      sampleSizeEvidence: p.method.sampleSizeEvidence && placed(thesis, p.method.sampleSizeEvidence),
    },
    methodSummary: methodSummary(p.method),
    keyResults: all(keyFindings(thesis)),
    discussion: all(p.discussion),
    limitations: all(p.limitations),
    conclusion: all(p.conclusion),
    outlook: all(p.outlook),
  };
}

/** The references counted: all, with a URL, with a DOI, and the links in them. */
function referenceCounts(doc: DocumentModel): Analysis["references"] {
  return {
    total: doc.references.length,
    withUrl: doc.references.filter((r) => r.urls.length > 0).length,
    withDoi: doc.references.filter((r) => r.dois.length > 0).length,
    links: doc.references.reduce((s, r) => s + r.urls.length + r.dois.length, 0),
  };
}

/**
 * The free analysis of a thesis from its understanding, for the student's answers: `minutes` is the talk
 * length they chose (the outline follows it), `researchType` their approach (it names the kind of work in
 * the summary, over what the text suggests), `workType` the type of work (shown with the answers).
 * Recomputed when the questionnaire is saved.
 */
export function analyze(doc: DocumentModel, thesis: Understanding, opts: AnalyzeOptions = {}): Analysis {
  const answers = answersOf(opts);
  const structure = structureOf(thesis);
  const missing = missingParts(doc, thesis);
  const insufficient = isInsufficient(doc, thesis, missing);
  const title = thesis.titleFromFilename ? null : thesis.title;
  const fullTitle = fullTitleOf(title, thesis.titlePage.subtitle);
  const { strengths, weaknesses } = strengthsAndWeaknesses(doc, thesis, structure);
  const tp = thesis.titlePage;
  return {
    answers,
    status: insufficient ? "insufficient" : "ok",
    missing,
    title,
    fullTitle,
    language: doc.language,
    format: doc.source.format,
    pageCount: doc.pageCount,
    pageCountEstimated: doc.pageCountEstimated,
    wordCount: doc.wordCount,
    figureCount: thesis.figures.filter((f) => f.kind === "figure").length,
    tableCount: thesis.figures.filter((f) => f.kind === "table").length,
    picturesPending: doc.picturesPending === true,
    titlePage: {
      subtitle: tp.subtitle,
      kindOfWork: tp.kindOfWork,
      institution: tp.institution,
      date: tp.date,
    },
    appendix: thesis.appendix.map((a) => `${a.number ? `${a.number} ` : ""}${a.title}`),
    figures: figureList(thesis),
    summary: summaryOf(doc, thesis, answers, fullTitle),
    structure,
    ...placedParts(thesis),
    strengths,
    weaknesses,
    weaknessChecks: [...WEAKNESS_CHECKS],
    examinerQuestions: insufficient ? [] : examinerQuestions(thesis),
    outline: suggestOutline(thesis, answers.minutes),
    references: referenceCounts(doc),
    warnings: doc.warnings,
  };
}
