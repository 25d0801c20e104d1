/**
 * The checks on what the thesis asks and answers: an explicit research question, results with numbers, and
 * a conclusion that takes the question up again.
 */
import { contentTokens } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import { keyFindings } from "./key-findings.ts";
import type { Verdict } from "./schema.ts";
import { page } from "./wording.ts";

/** Share of the question's content words that the conclusion takes up again. */
export function questionEcho(question: string, conclusion: string[]): number {
  const q = new Set(contentTokens(question));
  if (q.size === 0) return 1;
  const c = new Set(conclusion.flatMap((t) => contentTokens(t)));
  let hit = 0;
  for (const w of q)
    if (c.has(w) || [...c].some((x) => x.length >= 6 && w.length >= 6 && x.slice(0, 6) === w.slice(0, 6)))
      hit++;
  return hit / q.size;
}

/** Whether the research question is written out (a goal alone is not a question). */
export function checkResearchQuestion(thesis: Understanding, v: Verdict): void {
  const p = thesis.parts;
  if (p.researchQuestions.length)
    v.strengths.push(
      "Die Forschungsfrage ist ausdrücklich formuliert – sie kann im Vortrag wörtlich auf eine Folie.",
    );
  else
    v.weaknesses.push(
      p.goal
        ? `Es gibt ein Ziel (${page(thesis, p.goal)}), aber keine ausdrücklich formulierte Forschungsfrage. Formuliere sie für den Vortrag in einem Satz – Prüfer fragen danach.`
        : "Eine ausdrückliche Forschungsfrage fehlt. Formuliere sie für den Vortrag selbst in einem Satz – Prüfer fragen danach.",
    );
}

/** Whether the results carry numbers: every recognised result sentence counts, not only the listed ones. */
export function checkNumbers(thesis: Understanding, v: Verdict): void {
  const p = thesis.parts;
  const numeric = [
    ...new Set(
      [...p.keyResults, ...keyFindings(thesis)].filter((r) => r.numbers.length > 0).map((r) => r.text),
    ),
  ];
  if (numeric.length >= 3)
    v.strengths.push(
      `Die Ergebnisse sind mit konkreten Zahlen belegt (${numeric.length} zentrale Aussagen mit Zahlenwerten).`,
    );
  else if (p.method?.kind !== "literature")
    v.weaknesses.push(
      numeric.length === 0
        ? "Die zentralen Ergebnisse nennen keine Zahlen. Bereite für den Vortrag die wichtigsten Kennzahlen auf."
        : `Nur ${numeric.length} ${numeric.length === 1 ? "zentrales Ergebnis" : "zentrale Ergebnisse"} mit Zahlenwerten gefunden. Bereite für den Vortrag die wichtigsten Kennzahlen auf.`,
    );
}

/** Whether the conclusion takes up the research question (or the goal) again. */
export function checkConclusionAnswers(thesis: Understanding, v: Verdict): void {
  const p = thesis.parts;
  const question = p.researchQuestions[0] ?? p.goal;
  if (!question || p.conclusion.length === 0) return;
  const conclusionTexts = thesis.sentences
    .filter((s) => thesis.chapters[s.chapter]?.role === "conclusion")
    .map((s) => s.text);
  const asked = p.researchQuestions.length ? p.researchQuestions : [question];
  const answered = conclusionTexts.length ? conclusionTexts : p.conclusion.map((c) => c.text);
  // Share of the question's words the conclusion takes up again, averaged over the (sub-)questions.
  const echo = asked.reduce((s, q) => s + questionEcho(q.text, answered), 0) / asked.length;
  if (echo < 0.3)
    v.weaknesses.push(
      `Das Fazit greift die Forschungsfrage (${page(thesis, question)}) kaum wieder auf. Beantworte sie im Vortrag ausdrücklich auf der Schlussfolie.`,
    );
  else v.strengths.push("Das Fazit nimmt die Forschungsfrage wieder auf.");
}
