/**
 * The free analysis's likely examiner questions: a fixed set of question patterns filled from the recognised
 * parts of the thesis (method, findings, research question, limitations, theory chapter, outlook), each with
 * where its answer starts. Unlike the paid deck's questions (write/questions/), they carry no model answer;
 * they share the deck's question groups (packages/contracts). Why the two stay two lists: decision 042.
 */
import type { QuestionGroup } from "@folienwerk/contracts";
import type { Method, Understanding } from "../understand/schema.ts";
import { isDescriptive, keyFindings } from "./key-findings.ts";
import { chapterLabel } from "./outline.ts";
import { fmt, page, shorten } from "./wording.ts";

/**
 * The question groups as the free analysis prints them before a question: the group names themselves, with
 * the outlook group in its short form ("Transfer:") as the analysis has always shown it.
 */
export const ANALYSIS_TOPIC_LABELS = {
  Methodik: "Methodik",
  Ergebnisse: "Ergebnisse",
  Grenzen: "Grenzen",
  "Theorie/Einordnung": "Theorie/Einordnung",
  "Transfer/Ausblick": "Transfer",
} as const satisfies Record<QuestionGroup, string>;
export type QuestionTopic = (typeof ANALYSIS_TOPIC_LABELS)[QuestionGroup];

export interface ExaminerQuestion {
  topic: QuestionTopic;
  question: string;
  /** Where in the thesis the answer starts ("S. 23"), or why the question is likely. */
  basis: string;
}

const ask = (group: QuestionGroup, question: string, basis: string): ExaminerQuestion => ({
  topic: ANALYSIS_TOPIC_LABELS[group],
  question,
  basis,
});

/** On the chosen approach (or the choice of sources), the sample and the statistics' assumptions. */
function methodQuestions(thesis: Understanding, m: Method): ExaminerQuestion[] {
  const qs: ExaminerQuestion[] = [];
  if (m.design && m.kind !== "literature") {
    qs.push(
      ask(
        "Methodik",
        `Warum haben Sie sich für dieses Vorgehen (${m.design}) entschieden, und welche Alternative hätte es gegeben?`,
        m.passages[0] ? page(thesis, m.passages[0]) : "Methodenteil",
      ),
    );
  } else if (m.kind === "literature") {
    qs.push(
      ask(
        "Methodik",
        "Wie haben Sie Ihre Quellen ausgewählt, und wie stellen Sie sicher, dass die Auswahl nicht einseitig ist?",
        "Literaturarbeit ohne eigene Datenerhebung",
      ),
    );
  }
  if (m.sampleSize) {
    qs.push(
      ask(
        "Methodik",
        `Ist die Stichprobe von n = ${fmt(m.sampleSize)} groß genug für Ihre Schlussfolgerungen? Wie kam sie zustande?`,
        page(thesis, m.sampleSizeEvidence),
      ),
    );
  }
  if (m.statistics[0]) {
    qs.push(
      ask(
        "Methodik",
        `Welche Voraussetzungen hat ${m.statistics[0]}, und haben Sie diese geprüft?`,
        "Auswertungsverfahren",
      ),
    );
  }
  return qs;
}

/** On the two leading findings (an examiner asks to explain a finding, not a mean or a count) and the answer. */
function resultQuestions(thesis: Understanding): ExaminerQuestion[] {
  const p = thesis.parts;
  const qs = keyFindings(thesis)
    .filter((x) => !isDescriptive(x))
    .slice(0, 2)
    .map((r) =>
      ask("Ergebnisse", `Wie erklären Sie dieses Ergebnis: „${shorten(r.text)}“?`, page(thesis, r)),
    );
  if (p.researchQuestions[0]) {
    qs.push(
      ask(
        "Ergebnisse",
        "Beantworten Sie Ihre Forschungsfrage in zwei Sätzen.",
        `Forschungsfrage, ${page(thesis, p.researchQuestions[0])}`,
      ),
    );
  }
  return qs;
}

/** One question each on the limits, the place in the research and the transfer, asked of every thesis. */
function closingQuestions(thesis: Understanding): ExaminerQuestion[] {
  const p = thesis.parts;
  const lim = p.limitations[0];
  const theory = thesis.chapters.find((c) => c.role === "theory");
  const out = p.outlook[0];
  return [
    ask(
      "Grenzen",
      lim
        ? `Sie schreiben selbst: „${shorten(lim.text)}“ – wie stark schränkt das Ihre Ergebnisse ein?`
        : "Was sind die wichtigsten Grenzen Ihrer Arbeit, und was würden Sie heute anders machen?",
      lim ? page(thesis, lim) : "In der Arbeit kaum angesprochen",
    ),
    ask(
      "Theorie/Einordnung",
      "Wie ordnen sich Ihre Ergebnisse in den bisherigen Forschungsstand ein – was ist neu?",
      theory ? chapterLabel(theory, thesis.pageLabels) : "Kein eigenes Theoriekapitel erkannt",
    ),
    ask(
      "Transfer/Ausblick",
      out
        ? "Welche der im Ausblick genannten Fragen würden Sie als Nächstes untersuchen, und wie?"
        : "Was bedeuten Ihre Ergebnisse für die Praxis?",
      out ? page(thesis, out) : "Übertragbarkeit",
    ),
  ];
}

/** The questions in the order the analysis lists them: method, results, then limits, theory and transfer. */
export function examinerQuestions(thesis: Understanding): ExaminerQuestion[] {
  const m = thesis.parts.method;
  return [...(m ? methodQuestions(thesis, m) : []), ...resultQuestions(thesis), ...closingQuestions(thesis)];
}
