/** "Zentrale Ergebnisse" of the free analysis: the finding ranker's order, descriptive statistics last. */
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis/analysis.ts";
import { keyFindings } from "../src/analysis/key-findings.ts";
import type { Finding, KeyResult } from "../src/understand/schema.ts";
import { EMPTY_PARTS } from "../src/understand/schema.ts";
import { understand } from "../src/understand/understand.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";
import { n, thesisOf } from "./support/hand-thesis.ts";

const finding = (text: string, kind: Finding["kind"], score: number): Finding => ({
  text,
  page: 5,
  sectionId: null,
  sentenceId: null,
  kind,
  numbers: text.match(/\d+(?:,\d+)?/g) ?? [],
  score,
});

const MEAN_DE = "Das arithmetische Mittel der Zufriedenheit liegt bei ca. 78 Punkten.";
const COMPARISON_DE = "Gärten mit festen Treffen erreichen eine um 23 % höhere Beteiligung als Gärten ohne.";
const EFFECT_DE = "Die Nähe zum Wohnort wirkt sich signifikant auf die Beteiligung aus (p < 0,01).";
const MEAN_EN = "The mean age of the participants was 24.3 years.";
const COMPARISON_EN = "Model A reached a 12 % higher accuracy than the baseline model.";

const withFindings = (findings: Finding[], keyResults: KeyResult[] = []) =>
  thesisOf([{ title: "Ergebnisse", role: "results", sentences: n(3) }], {
    parts: { ...EMPTY_PARTS, findings, keyResults },
  });

describe("keyFindings", () => {
  it("puts comparisons and effects before a descriptive mean, however high the mean scored (German)", () => {
    const thesis = withFindings([
      finding(MEAN_DE, "descriptive", 7),
      finding(COMPARISON_DE, "comparison", 6.5),
      finding(EFFECT_DE, "effect", 6),
    ]);
    expect(keyFindings(thesis).map((r) => r.text)).toEqual([COMPARISON_DE, EFFECT_DE, MEAN_DE]);
  });

  it("does the same in English and keeps the ranker's order otherwise", () => {
    const thesis = withFindings([
      finding(MEAN_EN, "descriptive", 6),
      finding(COMPARISON_EN, "comparison", 5),
    ]);
    expect(keyFindings(thesis)[0]?.text).toBe(COMPARISON_EN);
  });

  it("falls back to the recognised result sentences, with a mean after a comparison", () => {
    const keyResults: KeyResult[] = [
      { text: MEAN_DE, numbers: ["78"], page: 4, sectionId: null },
      { text: COMPARISON_DE, numbers: ["23 %"], page: 5, sectionId: null },
    ];
    expect(keyFindings(withFindings([], keyResults)).map((r) => r.text)).toEqual([COMPARISON_DE, MEAN_DE]);
  });
});

describe("analyze: results and examiner questions", () => {
  it("leads 'Zentrale Ergebnisse' with a finding and never asks the examiner question about a mean", () => {
    const doc = { ...smallThesis(), wordCount: 8000 }; // the fixture's text, counted as a whole thesis
    const thesis = understand(doc);
    thesis.parts.findings = [finding(MEAN_DE, "descriptive", 8), finding(COMPARISON_DE, "comparison", 5)];
    const a = analyze(doc, thesis);
    expect(a.status).toBe("ok");
    expect(a.keyResults[0]?.text).toBe(COMPARISON_DE);
    const asked = a.examinerQuestions.filter((q) =>
      q.question.startsWith("Wie erklären Sie dieses Ergebnis"),
    );
    expect(asked.map((q) => q.question)).toEqual([`Wie erklären Sie dieses Ergebnis: „${COMPARISON_DE}“?`]);
  });
});
