/** Why a file is not (yet) a thesis the free analysis can work with: the parts it lacks, in the student's words. */
import type { DocumentModel } from "../document.ts";
import type { Understanding } from "../understand/schema.ts";
import { keyFindings } from "./key-findings.ts";
import { fmt, mainChaptersOf } from "./wording.ts";

/** What the thesis lacks ("Es gibt kein Fazit …"); empty when every part is there. */
export function missingParts(doc: DocumentModel, thesis: Understanding): string[] {
  const out: string[] = [];
  const p = thesis.parts;
  const chapters = mainChaptersOf(thesis);
  if (doc.wordCount < 1500) {
    out.push(
      `Die Datei enthält nur rund ${fmt(doc.wordCount)} Wörter Fließtext – eine Haus- oder Abschlussarbeit hat üblicherweise mehrere tausend.`,
    );
  }
  if (chapters.length < 2)
    out.push(
      `Es wurden nur ${chapters.length} Kapitelüberschrift(en) erkannt; eine Gliederung fehlt weitgehend.`,
    );
  if (doc.warnings.some((w) => w.includes("Platzhalter"))) {
    out.push(
      "Die Datei enthält noch Platzhalter der Dokumentvorlage (z. B. „Überschrift1“) – sie wirkt wie ein unfertiger Entwurf.",
    );
  }
  if (p.researchQuestions.length === 0 && !p.goal)
    out.push("Es ist keine Forschungsfrage und kein Ziel der Arbeit formuliert.");
  if (!chapters.some((c) => c.role === "method") && p.method?.kind !== "literature")
    out.push("Es gibt kein Methodenkapitel.");
  if (keyFindings(thesis).length === 0 && !chapters.some((c) => c.role === "results"))
    out.push("Es wurden keine Ergebnisse gefunden.");
  if (p.conclusion.length === 0) out.push("Es gibt kein Fazit bzw. keine Schlussfolgerung.");
  if (doc.references.length === 0) out.push("Es wurde kein Literaturverzeichnis gefunden.");
  return out;
}

/** Too short, hardly any chapters or four missing parts: the analysis says why instead of analysing. */
export function isInsufficient(doc: DocumentModel, thesis: Understanding, missing: string[]): boolean {
  return doc.wordCount < 1500 || mainChaptersOf(thesis).length < 2 || missing.length >= 4;
}
