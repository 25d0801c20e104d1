/** The specific questions of every kind, interleaved so that no single kind crowds out the others. */
import { definitionQuestions } from "./definition-questions.ts";
import { hypothesisQuestions } from "./hypothesis-questions.ts";
import { limitationQuestions } from "./limitation-questions.ts";
import { instrumentQuestions, procedureQuestions } from "./method-questions.ts";
import type { Candidate, QuestionContext } from "./question-context.ts";
import { resultQuestions } from "./result-questions.ts";

/** Specific questions, interleaved so that no single kind crowds out the others. */
export function specificQuestions(ctx: QuestionContext): Candidate[] {
  const lists = [
    resultQuestions(ctx),
    limitationQuestions(ctx),
    procedureQuestions(ctx),
    instrumentQuestions(ctx),
    definitionQuestions(ctx),
    hypothesisQuestions(ctx),
  ];
  const out: Candidate[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) {
      const c = l[i];
      if (c) out.push(c);
    }
  return out;
}
