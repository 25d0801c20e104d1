/**
 * The checks on the shape of the thesis: the sample, the classic order of chapters, named limitations, a
 * conclusion chapter, empty chapters and the balance between theory and results.
 */
import type { DocumentModel } from "../document.ts";
import type { Understanding } from "../understand/schema.ts";
import type { StructureEntry, Verdict } from "./schema.ts";
import { fmt, mainChaptersOf } from "./wording.ts";

/** Whether the sample is named, and whether it is large enough to generalise from. */
export function checkSample(thesis: Understanding, v: Verdict): void {
  const m = thesis.parts.method;
  if (!m?.sampleSize) return;
  if (m.sampleSize < 30 && m.kind !== "literature")
    v.weaknesses.push(
      `Die Stichprobe ist mit n = ${m.sampleSize} klein – rechne mit Fragen zur Verallgemeinerbarkeit.`,
    );
  else v.strengths.push(`Die Stichprobengröße (n = ${fmt(m.sampleSize)}) ist klar benannt.`);
}

/** The chapters: the classic order, named limitations, a conclusion chapter, no empty chapter. */
export function checkChapters(doc: DocumentModel, thesis: Understanding, v: Verdict): void {
  const roles = new Set(mainChaptersOf(thesis).map((c) => c.role));
  if (
    roles.has("introduction") &&
    roles.has("method") &&
    roles.has("results") &&
    (roles.has("discussion") || roles.has("conclusion"))
  ) {
    v.strengths.push(
      "Die Gliederung folgt dem klassischen Aufbau (Einleitung – Methode – Ergebnisse – Diskussion/Fazit); daran kann sich der Vortrag direkt orientieren.",
    );
  }
  if (thesis.parts.limitations.length)
    v.strengths.push(
      "Die Arbeit benennt ihre Grenzen selbst – das ist eine gute Vorlage für die Diskussion.",
    );
  else
    v.weaknesses.push(
      "Grenzen der Arbeit werden nicht ausdrücklich benannt. Überlege dir zwei bis drei Einschränkungen, bevor die Prüfer danach fragen.",
    );
  if (!roles.has("conclusion"))
    v.weaknesses.push(
      "Ein eigenes Fazit-Kapitel wurde nicht erkannt. Der Vortrag braucht trotzdem eine klare Schlussfolgerung.",
    );
  for (const c of doc.chapters)
    if (c.wordCount === 0) v.weaknesses.push(`Das Kapitel „${c.title}“ enthält keinen Text.`);
}

/** Too much theory, or (in an empirical work) too few results, by their share of the text. */
export function checkBalance(thesis: Understanding, structure: StructureEntry[], v: Verdict): void {
  const theory = structure.filter((s) => s.role === "theory").reduce((s, x) => s + x.share, 0);
  const results = structure.filter((s) => s.role === "results").reduce((s, x) => s + x.share, 0);
  if (theory > 0.4)
    v.weaknesses.push(
      `Der Theorieteil macht rund ${Math.round(theory * 100)} % des Textes aus – im Vortrag deutlich kürzen und auf die eigenen Ergebnisse fokussieren.`,
    );
  else if (results > 0 && results < 0.1 && thesis.parts.method?.kind !== "literature")
    v.weaknesses.push(
      `Das Ergebniskapitel macht nur rund ${Math.round(results * 100)} % des Textes aus – rechne mit Nachfragen zu den Ergebnissen.`,
    );
}
