/** "Stärken" and "Schwächen" of the free analysis: concrete, checkable findings about the thesis, in a fixed order. */
import type { DocumentModel } from "../document.ts";
import type { Understanding } from "../understand/schema.ts";
import { checkConclusionAnswers, checkNumbers, checkResearchQuestion } from "./answer-checks.ts";
import { checkReferences } from "./reference-checks.ts";
import type { StructureEntry, Verdict } from "./schema.ts";
import { checkBalance, checkChapters, checkSample } from "./shape-checks.ts";

/** The checks behind "Schwächen": each is a concrete, checkable finding about the thesis. */
export const WEAKNESS_CHECKS = [
  "ausdrückliche Forschungsfrage",
  "Ergebnisse mit Zahlen",
  "Fazit beantwortet die Forschungsfrage",
  "Grenzen der Arbeit",
  "Verhältnis der Kapitel",
  "Alter und Umfang der Quellen",
] as const;

export function strengthsAndWeaknesses(
  doc: DocumentModel,
  thesis: Understanding,
  structure: StructureEntry[],
): Verdict {
  const v: Verdict = { strengths: [], weaknesses: [] };
  checkResearchQuestion(thesis, v);
  checkNumbers(thesis, v);
  checkConclusionAnswers(thesis, v);
  checkSample(thesis, v);
  checkChapters(doc, thesis, v);
  checkBalance(thesis, structure, v);
  checkReferences(doc, v);
  if (thesis.parts.outlook.length)
    v.strengths.push("Ein Ausblick ist vorhanden und eignet sich als Abschluss des Vortrags.");
  return v;
}
