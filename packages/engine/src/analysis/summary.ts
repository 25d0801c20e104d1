/** The opening lines of the free analysis: what kind of work it is, its size, its goal and guiding question. */
import type { ResearchType } from "@folienwerk/contracts";
import type { DocumentModel } from "../document.ts";
import type { Method, Understanding } from "../understand/schema.ts";
import type { AnalysisAnswers } from "./schema.ts";
import { fmt, mainChaptersOf, shorten } from "./wording.ts";

const KIND_LABEL = {
  literature: "theoretische (literaturbasierte)",
  empirical: "empirische",
  mixed: "empirisch-theoretische",
};
/** The same kinds standing alone after a colon ("Vorgehen: empirisch"). */
const KIND_PREDICATE: Record<keyof typeof KIND_LABEL, string> = {
  literature: "theoretisch (literaturbasiert)",
  empirical: "empirisch",
  mixed: "empirisch-theoretisch",
};

/** The questionnaire's approach in the words of the summary ("eine empirische Arbeit"). */
const APPROACH_KIND: Record<ResearchType, keyof typeof KIND_LABEL> = {
  literature: "literature",
  empirical: "empirical",
  mixed_methods: "mixed",
};

/** "Vorgehen: empirisch · Design: … · Stichprobe: n = 120 …", or null without a recognised method. */
export function methodSummary(m: Method | null): string | null {
  if (!m) return null;
  const parts = [`Vorgehen: ${KIND_PREDICATE[m.kind]}`];
  if (m.design) parts.push(`Design: ${m.design}`);
  if (m.sampleSize !== null) parts.push(`Stichprobe: n = ${fmt(m.sampleSize)}`);
  if (m.instruments.length) parts.push(`Instrumente/Werkzeuge: ${m.instruments.slice(0, 6).join(", ")}`);
  if (m.statistics.length) parts.push(`Auswertung: ${m.statistics.slice(0, 6).join(", ")}`);
  return `${parts.join(" · ")}.`;
}

/**
 * The summary lines: the work in one sentence (the student's approach over what the text suggests), then the
 * goal and the guiding question as the thesis words them.
 */
export function summaryOf(
  doc: DocumentModel,
  thesis: Understanding,
  answers: AnalysisAnswers,
  fullTitle: string | null,
): string[] {
  const p = thesis.parts;
  const chapters = mainChaptersOf(thesis);
  const kindKey = answers.researchType ? APPROACH_KIND[answers.researchType] : p.method?.kind;
  const kind = kindKey ? KIND_LABEL[kindKey] : null;
  // "eine empirische Bachelorarbeit"; another type of work ("Projektbericht") stays "Arbeit" in the sentence.
  const noun = answers.workType && /arbeit$/i.test(answers.workType) ? answers.workType : "Arbeit";
  return [
    `${fullTitle ? `„${fullTitle}“` : "Die Arbeit"} ist ${kind ? `eine ${kind} ${noun}` : `eine ${noun}`} in ${doc.language === "de" ? "deutscher" : "englischer"} Sprache mit ${doc.pageCountEstimated ? "etwa " : ""}${doc.pageCount} Seiten und rund ${fmt(doc.wordCount)} Wörtern Fließtext in ${chapters.length} Hauptkapiteln${thesis.appendix.length ? ` (dazu ${thesis.appendix.length} Anhangskapitel)` : ""}.`,
    ...(p.goal ? [`Ziel laut Arbeit: „${shorten(p.goal.text, 300)}“`] : []),
    ...(p.researchQuestions[0] && p.researchQuestions[0].text !== p.goal?.text
      ? [`Leitfrage: „${shorten(p.researchQuestions[0].text, 300)}“`]
      : []),
  ];
}
