/**
 * What a sentence of a results part states: a finding (an outcome, a comparison or an effect, with its number
 * or direction: "Modell A erreicht 90 % Genauigkeit", "Salz hemmt das Wachstum signifikant"), or a setting
 * ("Das Signifikanzniveau wurde auf 5 % festgelegt"), a definition, a method parameter or a diagnostic
 * (convergence, normality of residuals), which are never findings. Descriptive statistics (means, medians,
 * counts) are findings, but rank last (finding-rank.ts); the answer to the research question is in
 * research-answer.ts.
 */
import { hasBareMeasureSubject } from "../text/generic-subject.ts";
import { memoized } from "../text/memo.ts";
import {
  COMPARISON,
  DESCRIPTIVE,
  EFFECT,
  EXPECTATION,
  FIGURE_SUBJECT,
  HEDGE,
  MEAN_AND_MEDIAN,
  OPENING_PURPOSE,
  OUTCOME,
} from "./finding-cues.ts";
import { PROTOCOL, SETTING } from "./method-step-cues.ts";
import { narratesStep } from "./narrated-step.ts";
import { DEFINITION, DIAGNOSTIC, PURPOSE } from "./not-finding-cues.ts";
import type { FindingKind } from "./schema.ts";
import { AIM_MET, ANSWER_CUE, HYPOTHESIS_DECIDED } from "./verdict-cues.ts";

/** What a sentence of a results part states; the last four are not findings. */
export type StatementKind = FindingKind | "setting" | "definition" | "diagnostic" | "none";

/** Whether a sentence hedges or speaks of what would be: no finding to put in a title. */
export function isHedged(text: string): boolean {
  return HEDGE.test(text);
}

/** What a sentence of a results part states: a kind of finding, or a setting, definition or diagnostic. */
function statementKindOnce(text: string): StatementKind {
  const t = text.trim();
  // A question, a list's lead-in, a fragment that starts mid-sentence, a figure's description, a forecast.
  if (/[?:]$/.test(t) || !/^["„“]?\p{Lu}/u.test(t) || FIGURE_SUBJECT.test(t) || EXPECTATION.test(t))
    return "none";
  // "Die Werte reichen von …": the values of what the sentence before named; no finding on its own.
  if (hasBareMeasureSubject(t)) return "none";
  const hypothesis = HYPOTHESIS_DECIDED.test(t);
  const answer = ANSWER_CUE.test(t) || AIM_MET.test(t);
  const comparison = COMPARISON.test(t);
  const effect = EFFECT.test(t.replace(OPENING_PURPOSE, ""));
  if (hypothesis) return "hypothesis";
  // "Der Mittelwert liegt bei 7,95 %, während der Median mit 5,96 % niedriger ausfällt": the shape of the data.
  if (MEAN_AND_MEDIAN.test(t) && !answer) return "descriptive";
  if (DIAGNOSTIC.test(t)) return "diagnostic";
  if (((SETTING.test(t) && !comparison) || PROTOCOL.test(t) || PURPOSE.test(t)) && !answer) return "setting";
  // A step told as done ("Zunächst wurde der Verlauf betrachtet"): how the result was obtained.
  if (!answer && !comparison && !effect && narratesStep(t)) return "setting";
  if (DEFINITION.test(t) && !answer && !comparison && !/\d/.test(t)) return "definition";
  if (answer) return "answer";
  if (comparison) return "comparison";
  if (effect) return "effect";
  if (DESCRIPTIVE.test(t)) return "descriptive";
  if (OUTCOME.test(t)) return "outcome";
  return "none";
}
export const statementKind = memoized(statementKindOnce);
export const KIND_WEIGHT: Record<FindingKind, number> = {
  answer: 5,
  hypothesis: 5,
  comparison: 4,
  effect: 4,
  outcome: 3,
  descriptive: 1,
};

/**
 * Whether a sentence says how the work was done or what a term means (a setting, a definition, a
 * diagnostic) rather than what came out: never a result, however many numbers it holds.
 */
export function statesProcedure(text: string): boolean {
  const kind = statementKind(text);
  return kind === "setting" || kind === "definition" || kind === "diagnostic";
}

/** Whether a statement kind is a finding at all. */
export function isFindingKind(kind: StatementKind): kind is FindingKind {
  return kind in KIND_WEIGHT;
}
