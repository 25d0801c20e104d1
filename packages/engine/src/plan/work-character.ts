/**
 * The character of a work (empirical, mixed, literature, theoretical, design/implementation), from the
 * student's questionnaire, else from its chapters: which storyline tells it.
 */

import type { Understanding } from "../understand/schema.ts";
import type { Questionnaire } from "./schema.ts";
import type { WorkCharacter } from "./storyline.ts";

const DESIGN_TITLE =
  /anforderung|requirement|konzept|entwurf|architektur|implementier|umsetzung|realisierung|prototyp|implementation/iu;

/**
 * Work types the questionnaire offers and other names of a thesis or term paper; anything else typed in
 * under "andere" (Projektbericht, Praxisbericht, Essay …) follows the author's chapters.
 */
const KNOWN_WORK =
  /bachelor|master|dokt|diss|phd|haus|seminar|studienarbeit|diplom|magister|staatsexamen|zulassung|abschluss|term paper|thesis/iu;

/** The character of the work: design chapters, the questionnaire's research type, what the thesis contains. */
export function workCharacter(
  thesis: Understanding,
  q: Pick<Questionnaire, "workType" | "researchType">,
): WorkCharacter {
  // Without chapter headings the whole text is one chapter: the talk follows it.
  if (thesis.chapters.length === 1 && thesis.chapters[0]?.role === "other") return "chapters";
  const roles = new Set(thesis.chapters.map((c) => c.role));
  const empiricalShape = roles.has("method") && roles.has("results");
  if (thesis.chapters.filter((c) => DESIGN_TITLE.test(c.title)).length >= 2) return "design";
  if (!KNOWN_WORK.test(q.workType) && !empiricalShape) return "chapters";
  if (q.researchType === "literature") return "literature";
  // Told as an empirical work only with a method or results chapter: a thesis of thematic chapters (a
  // literature study the student called empirical) is told chapter by chapter, not squeezed into "theory".
  if (!roles.has("method") && !roles.has("results")) return "theoretical";
  return q.researchType === "mixed_methods" ? "mixed" : "empirical";
}

/** Whether chapter `i` reports results of its own: a finding of the thesis, or a figure or table in it. */
export function reportsOwnResults(thesis: Understanding, i: number): boolean {
  const inChapter = new Set(thesis.sentences.filter((s) => s.chapter === i).map((s) => s.id));
  return (
    thesis.parts.findings.some((f) => f.sentenceId !== null && inChapter.has(f.sentenceId)) ||
    thesis.figures.some((f) => f.chapter === i)
  );
}
