/**
 * The corpus deck test, shared by deck-corpus{,-2,-3}.test.ts (split so vitest runs the 18 decks in three
 * files in parallel): every corpus thesis → full deck → evaluator thresholds. Durations (5–45 min), work
 * types and methods vary across files; LibreOffice renders three decks (~5–10 s each), the others are
 * checked from their XML only. ROUGE-1 against the author's own slides is measured for the three gold pairs
 * (pair1 and pair3: reference PDF, compared with the rendered deck; pair2: reference PPTX, slide text with
 * slide text); only pair1 has a floor (0.30 rendered, 0.25 slide text); the issue's target is 0.38.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ResearchType } from "@folienwerk/contracts";
import { expect } from "vitest";
import { CORPUS_DIR } from "../../../scripts/corpus.ts";
import { IngestError } from "../src/errors.ts";
import { CONTENT_THRESHOLDS } from "../src/eval/content/content-checks.ts";
import { evaluateDeck } from "../src/eval/evaluate.ts";
import type { DeckEvaluation } from "../src/eval/evaluation.ts";
import { formatEvaluation } from "../src/eval/format-evaluation.ts";
import { hasLibreOffice, pdfText, renderWithLibreOffice } from "../src/eval/libreoffice.ts";
import { docxText, pptxSlideText } from "../src/eval/pptx/deck-text.ts";
import { slideSecondsFromNotes } from "../src/eval/talk/notes-per-slide.ts";
import { ingest } from "../src/ingest/index.ts";
import { artifactReader, runDeckPipeline } from "../src/pipeline.ts";

export const CORPUS = CORPUS_DIR;

export interface Case {
  file: string;
  minutes: number;
  workType: string;
  researchType: ResearchType;
  render?: boolean;
  /** The author's own slides for the same thesis (PDF or PPTX). */
  reference?: string;
  /** Asserted floor for ROUGE-1 against the reference; without one the figure is only reported. */
  rougeFloor?: boolean;
}

/** The 18 thesis documents of the corpus (the SLIDES and HANDOUT files are references, not theses). */
export const CASES: Case[] = [
  {
    file: "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf",
    minutes: 45,
    workType: "bachelor",
    researchType: "empirical",
    render: true,
  },
  {
    file: "de_ba_politikwissenschaft_ict-arbeitslosigkeit-oecd-panel_frankfurt_52p.pdf",
    minutes: 25,
    workType: "bachelor",
    researchType: "empirical",
  },
  {
    file: "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf",
    minutes: 20,
    workType: "bachelor",
    researchType: "empirical",
  },
  {
    file: "de_ba_wirtschaftswissenschaften_aktienrenditen-ml-prognose_erlangen.docx",
    minutes: 20,
    workType: "bachelor",
    researchType: "mixed_methods",
  },
  {
    file: "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
    minutes: 10,
    workType: "hausarbeit",
    researchType: "empirical",
  },
  {
    file: "de_hausarbeit_informatik_selbstschneidungen-polygone_entwurf.doc",
    minutes: 5,
    workType: "hausarbeit",
    researchType: "literature",
  },
  {
    file: "de_hausarbeit_ki_hotel-stornierung_29p.pdf",
    minutes: 15,
    workType: "master",
    researchType: "mixed_methods",
  },
  {
    file: "de_hausarbeit_ki_hotel-stornierung_entwurf.docx",
    minutes: 12,
    workType: "hausarbeit",
    researchType: "empirical",
  },
  {
    file: "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
    minutes: 15,
    workType: "hausarbeit",
    researchType: "empirical",
  },
  {
    file: "de_hausarbeit_theologie_exegese-markus-2_kirchlicher-fernunterricht_31p.pdf",
    minutes: 20,
    workType: "hausarbeit",
    researchType: "literature",
  },
  {
    file: "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
    minutes: 10,
    workType: "seminararbeit",
    researchType: "literature",
  },
  {
    file: "de_seminararbeit_vwl-oekonometrie_fifa-marktwert-regression_tu-berlin_40p.pdf",
    minutes: 15,
    workType: "seminararbeit",
    researchType: "empirical",
  },
  {
    file: "en_ba_luftfahrttechnik_les-waermeuebergang-tragfluegel_fh-joanneum_45p.pdf",
    minutes: 30,
    workType: "bachelor",
    researchType: "empirical",
  },
  {
    file: "en_ba_psychologie_euthymia-scale_cfh.docx",
    minutes: 30,
    workType: "bachelor",
    researchType: "empirical",
  },
  {
    file: "pair1_de_seminararbeit_informatik_jmeter-lasttest_hska_32p.pdf",
    minutes: 15,
    workType: "master",
    researchType: "literature",
    render: true,
    reference: "pair1_de_seminararbeit_informatik_jmeter-lasttest_SLIDES_21p.pdf",
    rougeFloor: true,
  },
  {
    file: "pair2_de_ma_bioprozesstechnik_lbadh-valerolacton_tu-dortmund_114p.pdf",
    minutes: 40,
    workType: "master",
    researchType: "empirical",
    reference: "pair2_de_ma_bioprozesstechnik_lbadh-valerolacton_SLIDES_45p.pptx",
  },
  {
    file: "pair3_de_ba_medieninformatik_temporale-graphdatenbanken-neo4j_luebeck_52p.pdf",
    minutes: 20,
    workType: "bachelor",
    researchType: "mixed_methods",
    render: true,
    reference: "pair3_de_ba_medieninformatik_temporale-graphdatenbanken-neo4j_SLIDES_13p.pdf",
  },
  {
    file: "pair4_de_ba_literaturwissenschaft_polgar-montagetechnik_graz.docx",
    minutes: 25,
    workType: "bachelor",
    researchType: "literature",
  },
];

/**
 * Issue 29: engine work in progress. The checks the engine does not meet yet on every corpus file: they
 * are computed, printed and named in the failures, but not asserted. The lead engineer removes a check
 * from this list once the engine meets it; every check not listed here is asserted.
 */
export const PENDING_CHECKS = new Set<string>([]);

/**
 * Issue 29: files new to this test (it covered 10 of the 18 theses before) miss thresholds that were already
 * asserted on the other files. Named here per file and check so the branch can be merged; the lead engineer
 * removes an entry once the engine meets it. Every (file, check) not listed is asserted.
 */
export const PENDING_FILE_CHECKS: Record<string, string[]> = {};

const libreOffice = await hasLibreOffice();

async function referenceText(c: Case): Promise<string | undefined> {
  if (!c.reference) return undefined;
  const file = path.join(CORPUS, c.reference);
  return c.reference.endsWith(".pptx") ? pptxSlideText(new Uint8Array(readFileSync(file))) : pdfText(file);
}

/** What each issue-29 check finds: count and the first example, one line per check (the test's output). */
function issue29Lines(e: DeckEvaluation): string {
  const first = (items: Array<{ slide: number; text: string }>) =>
    items[0] ? ` – Folie ${items[0].slide}: „${items[0].text.slice(0, 80)}“` : "";
  const rows: Array<[string, number, string]> = [
    ["housekeepingBullets", e.housekeepingBullets.length, first(e.housekeepingBullets)],
    ["citationBullets", e.citationBullets.length, first(e.citationBullets)],
    [
      "cutBullets",
      e.cutBullets.length + e.cutSourceEntries.length,
      first([...e.cutBullets, ...e.cutSourceEntries]),
    ],
    ["cutTitles", e.cutTitles.length, first(e.cutTitles)],
    ["allCapsTitles", e.allCapsTitles.length, first(e.allCapsTitles)],
    ["thesisPartBullets", e.thesisPartBullets.length, first(e.thesisPartBullets)],
    ["verblessBullets", e.verblessBullets.length, first(e.verblessBullets)],
    [
      "resultsWithoutEvidence",
      e.resultsWithoutEvidence.length,
      e.resultsWithoutEvidence.length ? ` – Folien ${e.resultsWithoutEvidence.join(", ")}` : "",
    ],
    [
      "conclusion",
      e.conclusion.answer.length && e.conclusion.sharedWords.length < 3 ? 1 : 0,
      ` – Folie ${e.conclusion.slides.join(", ")}, ${e.conclusion.sharedWords.length} gemeinsame Wörter, ${e.conclusion.answer.length} Antwortsätze`,
    ],
    [
      "slideNotesOffBudget",
      e.slideNotesOffBudget?.length ?? 0,
      e.slideNotesOffBudget?.[0]
        ? ` – Folie ${e.slideNotesOffBudget[0].slide}: ${e.slideNotesOffBudget[0].words}/${e.slideNotesOffBudget[0].target} Wörter${e.notesBudgetCapped ? " (gekappt, nur berichtet)" : ""}`
        : "",
    ],
    ["notesCitations", e.notesCitations.length, first(e.notesCitations)],
    ["foreignNotes", e.foreignNotes.length, first(e.foreignNotes)],
    [
      "questionOffTopic",
      e.questionChecks?.offTopic.length ?? 0,
      e.questionChecks?.offTopic[0] ? ` – „${e.questionChecks.offTopic[0].text.slice(0, 80)}“` : "",
    ],
    [
      "questionVerbless",
      e.questionChecks?.verbless.length ?? 0,
      e.questionChecks?.verbless[0] ? ` – „${e.questionChecks.verbless[0].text.slice(0, 80)}“` : "",
    ],
    ["limitationQuestion", e.questionChecks?.limitationMissing ? 1 : 0, ""],
    [
      "repeatedNotes",
      e.repeatedNotes.length,
      e.repeatedNotes[0]
        ? ` – „${e.repeatedNotes[0].text.slice(0, 60)}“ (Folien ${e.repeatedNotes[0].slides.join(", ")})`
        : "",
    ],
  ];
  const rouge = e.rouge
    ? `\nISSUE29 rouge1 ${e.rouge.rouge1} (${e.rouge.basis}); slide-xml ${e.rougeSlideText?.rouge1}`
    : "";
  return rows.map(([check, n, example]) => `ISSUE29 ${check} ${n}${n ? example : ""}`).join("\n") + rouge;
}

/** Builds the deck for one case, evaluates it and asserts every threshold that is not pending. */
export async function runCase(c: Case): Promise<void> {
  let doc: Awaited<ReturnType<typeof ingest>>["doc"];
  let artifacts: Awaited<ReturnType<typeof ingest>>["artifacts"];
  try {
    ({ doc, artifacts } = await ingest(new Uint8Array(readFileSync(path.join(CORPUS, c.file))), {
      filename: c.file,
    }));
  } catch (error) {
    // A file the reader rejects on purpose gets no deck; anything else is a failure.
    expect(error).toBeInstanceOf(IngestError);
    return;
  }
  const result = await runDeckPipeline({
    doc,
    artifacts: artifactReader(artifacts),
    questionnaire: {
      workType: c.workType,
      researchType: c.researchType,
      minutes: c.minutes,
      methodology: "",
    },
  });
  const pptx = result.files.find((f) => f.kind === "pptx")?.data;
  if (!pptx) throw new Error("no pptx");
  for (const kind of ["notes_pdf", "notes_docx", "questions_pdf", "questions_json"] as const)
    expect(result.files.find((f) => f.kind === kind)?.data.byteLength ?? 0).toBeGreaterThan(1000);
  // Each slide's time as the notes document prints it (what `folienwerk eval` reads): the talk's length.
  const notesDocx = result.files.find((f) => f.kind === "notes_docx")?.data as Uint8Array;
  const slideSeconds = slideSecondsFromNotes(await docxText(notesDocx));
  expect(slideSeconds.reduce((a, b) => a + b, 0)).toBe(c.minutes * 60);
  const rendered = c.render && libreOffice ? await renderWithLibreOffice(pptx) : null;
  const evaluation = await evaluateDeck(pptx, doc, {
    minutes: c.minutes,
    workType: c.workType,
    questions: result.questions,
    referenceText: await referenceText(c),
    referenceFormat: c.reference?.endsWith(".pptx") ? "pptx" : "pdf",
    slideSeconds,
    renderedPages: rendered?.pages,
    renderedText: rendered?.text,
  });
  const report = formatEvaluation(evaluation);
  expect(slideSeconds).toHaveLength(evaluation.slideCount);
  // The report is the test's output: visible with --reporter=verbose and in failures.
  process.stdout.write(`\n## ${c.file}\n${report}\n${issue29Lines(evaluation)}\n`);
  const pending = (check: string) =>
    PENDING_CHECKS.has(check) || (PENDING_FILE_CHECKS[c.file] ?? []).includes(check);
  const asserted = evaluation.failedChecks.filter((f) => !pending(f.check));
  expect(asserted, report).toEqual([]);
  if (!pending("faithfulness")) expect(evaluation.faithfulness.score).toBeGreaterThanOrEqual(0.98);
  expect(evaluation.coverage.score).toBe(1);
  expect(evaluation.maxBullets).toBeLessThanOrEqual(6);
  expect(evaluation.overflow).toEqual([]);
  if (!evaluation.notesBudgetCapped && !pending("slideCount"))
    expect(evaluation.slideCount).toBeGreaterThanOrEqual(evaluation.slideRange.min);
  expect(evaluation.slideCount).toBeLessThanOrEqual(evaluation.slideRange.max);
  if (rendered) expect(rendered.pages).toBe(evaluation.slideCount);
  if (!pending("emptySlides")) expect(evaluation.emptySlides).toEqual([]);
  if (!pending("roadmapBullets")) expect(evaluation.roadmapBullets).toEqual([]);
  if (!pending("figureDescriptionBullets")) expect(evaluation.figureDescriptionBullets).toEqual([]);
  // The threshold before issue 29 (at most one cut bullet outside the sources slide) stays asserted.
  expect(evaluation.cutBullets.length).toBeLessThanOrEqual(1);
  expect(evaluation.titleComplete).toBe(true);
  if (evaluation.thesisFigureCount >= CONTENT_THRESHOLDS.thesisFiguresForVisuals)
    expect(evaluation.thesisVisuals).toBeGreaterThanOrEqual(CONTENT_THRESHOLDS.thesisVisuals);
  // Issue 29's checks, each asserted once it leaves PENDING_CHECKS.
  if (!pending("housekeepingBullets")) expect(evaluation.housekeepingBullets).toEqual([]);
  if (!pending("citationBullets")) expect(evaluation.citationBullets).toEqual([]);
  if (!pending("cutBullets")) expect([...evaluation.cutBullets, ...evaluation.cutSourceEntries]).toEqual([]);
  if (!pending("cutTitles")) expect(evaluation.cutTitles).toEqual([]);
  if (!pending("allCapsTitles")) expect(evaluation.allCapsTitles).toEqual([]);
  if (!pending("thesisPartBullets")) expect(evaluation.thesisPartBullets).toEqual([]);
  if (!pending("verblessBullets")) expect(evaluation.verblessBullets).toEqual([]);
  if (!pending("resultsWithoutEvidence")) expect(evaluation.resultsWithoutEvidence).toEqual([]);
  if (!pending("conclusion") && evaluation.conclusion.answer.length)
    expect(evaluation.conclusion.sharedWords.length).toBeGreaterThanOrEqual(3);
  if (!pending("slideNotesOffBudget") && !evaluation.notesBudgetCapped)
    expect(evaluation.slideNotesOffBudget).toEqual([]);
  if (!pending("notesCitations")) expect(evaluation.notesCitations).toEqual([]);
  if (!pending("foreignNotes")) expect(evaluation.foreignNotes).toEqual([]);
  if (!pending("repeatedNotes")) expect(evaluation.repeatedNotes).toEqual([]);
  // Issue 30.1: every answer opens on its question's topic, no answer sentence lacks a verb, and a thesis
  // that names limitations is asked about them.
  const qc = evaluation.questionChecks;
  expect(qc).not.toBeNull();
  if (!pending("questionOffTopic")) expect(qc?.offTopic).toEqual([]);
  if (!pending("questionVerbless")) expect(qc?.verbless).toEqual([]);
  if (!pending("limitationQuestion")) expect(qc?.limitationMissing).toBe(false);
  // Against the author's own slides (people score about 0.45 against each other): pair1's rendered deck,
  // read as the reference PDF is read, at least 0.30; the PPTX's slide text alone at least 0.25.
  if (c.reference) expect(evaluation.rouge).not.toBeNull();
  if (c.rougeFloor)
    expect(evaluation.rouge?.rouge1).toBeGreaterThanOrEqual(
      evaluation.rouge?.basis === "rendered-pdf" ? 0.3 : 0.25,
    );
  // Slide language follows the thesis.
  const titles = JSON.stringify(result.stages["slide-content-creator"]);
  expect(titles).toContain(
    doc.language === "de" ? "Vielen Dank für Ihre Aufmerksamkeit" : "Thank you for your attention",
  );
}

/** The test title of a case. */
export const caseName = (c: Case) => `${c.file} (${c.minutes} min, ${c.workType}, ${c.researchType})`;
