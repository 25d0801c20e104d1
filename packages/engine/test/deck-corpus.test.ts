/**
 * Every corpus thesis → full deck → evaluator thresholds (faithfulness ≥ 0.98, coverage 1.0 of main
 * chapters, ≤ 6 bullets, no overflow, slide count in range, notes within ±20 % of 130 wpm, questions;
 * no empty slides, no roadmap or figure-description bullets, at most one cut bullet, the whole title on
 * slide 1, at least two slides with the thesis's own figures or tables when it has five or more).
 * Durations, work types and methods vary across files; LibreOffice renders two decks (it takes ~5–10 s
 * each), the other decks are checked from their XML only. ROUGE against the author's own slides is
 * reported for the pair1 paper (a reference point, not a threshold).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../../scripts/corpus.ts";
import { IngestError } from "../src/errors.ts";
import { CONTENT_THRESHOLDS } from "../src/eval/content-checks.ts";
import { evaluateDeck, formatEvaluation } from "../src/eval/evaluate.ts";
import { hasLibreOffice, pdfText, renderWithLibreOffice } from "../src/eval/libreoffice.ts";
import { ingest } from "../src/ingest/index.ts";
import { artifactReader, runDeckPipeline } from "../src/pipeline.ts";

const CORPUS = CORPUS_DIR;

interface Case {
  file: string;
  minutes: number;
  workType: string;
  researchType: "literature" | "empirical" | "mixed_methods";
  render?: boolean;
  reference?: string;
}

const CASES: Case[] = [
  {
    file: "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf",
    minutes: 45,
    workType: "bachelor",
    researchType: "empirical",
    render: true,
  },
  {
    file: "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf",
    minutes: 20,
    workType: "bachelor",
    researchType: "empirical",
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
    file: "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
    minutes: 10,
    workType: "seminararbeit",
    researchType: "literature",
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
  },
];

const available = existsSync(CORPUS);
const libreOffice = available ? await hasLibreOffice() : false;

describe.runIf(available)("decks for the corpus meet the evaluator's thresholds", () => {
  for (const c of CASES) {
    it(`${c.file} (${c.minutes} min, ${c.workType}, ${c.researchType})`, { timeout: 180_000 }, async () => {
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
      const rendered = c.render && libreOffice ? await renderWithLibreOffice(pptx) : null;
      const evaluation = await evaluateDeck(pptx, doc, {
        minutes: c.minutes,
        workType: c.workType,
        questions: result.questions,
        referenceText: c.reference ? await pdfText(path.join(CORPUS, c.reference)) : undefined,
        renderedPages: rendered?.pages,
        renderedText: rendered?.text,
      });
      const report = formatEvaluation(evaluation);
      // The report is the test's output: visible with --reporter=verbose and in failures.
      process.stdout.write(`\n## ${c.file}\n${report}\n`);
      expect(evaluation.failures, report).toEqual([]);
      expect(evaluation.faithfulness.score).toBeGreaterThanOrEqual(0.98);
      expect(evaluation.coverage.score).toBe(1);
      expect(evaluation.maxBullets).toBeLessThanOrEqual(6);
      expect(evaluation.overflow).toEqual([]);
      if (!evaluation.notesBudgetCapped)
        expect(evaluation.slideCount).toBeGreaterThanOrEqual(evaluation.slideRange.min);
      expect(evaluation.slideCount).toBeLessThanOrEqual(evaluation.slideRange.max);
      if (rendered) expect(rendered.pages).toBe(evaluation.slideCount);
      expect(evaluation.emptySlides).toEqual([]);
      expect(evaluation.roadmapBullets).toEqual([]);
      expect(evaluation.figureDescriptionBullets).toEqual([]);
      expect(evaluation.cutBullets.length).toBeLessThanOrEqual(CONTENT_THRESHOLDS.cutBullets);
      expect(evaluation.titleComplete).toBe(true);
      if (evaluation.thesisFigureCount >= CONTENT_THRESHOLDS.thesisFiguresForVisuals)
        expect(evaluation.thesisVisuals).toBeGreaterThanOrEqual(CONTENT_THRESHOLDS.thesisVisuals);
      // Against the author's own slides (people score about 0.45 against each other): the rendered deck,
      // read as the reference PDF is read, at least 0.30; the PPTX's slide text alone at least 0.25.
      if (c.reference)
        expect(evaluation.rouge?.rouge1).toBeGreaterThanOrEqual(
          evaluation.rouge?.basis === "rendered-pdf" ? 0.3 : 0.25,
        );
      // Slide language follows the thesis.
      const titles = JSON.stringify(result.stages["slide-content-creator"]);
      expect(titles).toContain(
        doc.language === "de" ? "Vielen Dank für Ihre Aufmerksamkeit" : "Thank you for your attention",
      );
    });
  }
});
