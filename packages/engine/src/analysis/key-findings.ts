/** "Zentrale Ergebnisse" of the free analysis (and the outline's results points). */
import { statementKind } from "../understand/findings.ts";
import type { KeyResult, Understanding } from "../understand/schema.ts";

/** At most this many results are listed under "Zentrale Ergebnisse". */
const MAX_KEY_RESULTS = 8;

/**
 * "Zentrale Ergebnisse": the thesis's findings as the finding ranker orders them (understand/findings.ts, the
 * one home of that judgement), with every descriptive statistic (a mean, a count) after the comparisons,
 * effects, answers and outcomes however high its score. Without findings, the recognised result sentences
 * in the same order. The examiner questions on results take the first of these.
 */
export function keyFindings(thesis: Understanding): KeyResult[] {
  const p = thesis.parts;
  const ranked: KeyResult[] = p.findings.length ? p.findings : p.keyResults;
  const descriptive = (r: KeyResult) => (isDescriptive(r) ? 1 : 0);
  return ranked
    .map((r, i) => ({ r, i }))
    .sort((a, b) => descriptive(a.r) - descriptive(b.r) || a.i - b.i)
    .slice(0, MAX_KEY_RESULTS)
    .map(({ r }) => ({ text: r.text, numbers: r.numbers, page: r.page, sectionId: r.sectionId }));
}

/** A descriptive statistic (mean, median, count), as the finding ranker reads the sentence. */
export const isDescriptive = (r: Pick<KeyResult, "text">) => statementKind(r.text) === "descriptive";
