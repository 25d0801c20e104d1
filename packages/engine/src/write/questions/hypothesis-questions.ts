/** Specific questions on the hypotheses the results speak to by their label ("Hat sich H1 bestätigt?"). */
import { inResults, nameRe, pool } from "./pools.ts";
import { type Candidate, type QuestionContext, say } from "./question-context.ts";
import { CUES } from "./topics.ts";

/** One question per hypothesis the results speak to by its label ("H1"). */
export function hypothesisQuestions(ctx: QuestionContext): Candidate[] {
  const results = inResults(ctx);
  return ctx.thesis.parts.hypotheses.flatMap((h) => {
    const label = /^\s*(H\s?\d+[a-z]?|Hypothes[ei]s?\s*\d+)/iu.exec(h.text)?.[1];
    if (!label) return [];
    const re = nameRe(label);
    const p = pool(ctx, "hypothesis-test", (a) => results(a) && re.test(a.sentence.text));
    return p.length
      ? [
          {
            topic: "hypothesis-test" as const,
            group: "Ergebnisse" as const,
            question: say(
              ctx,
              `Hat sich Ihre Hypothese ${label} bestätigt?`,
              `Was hypothesis ${label} confirmed?`,
            ),
            pool: p,
            cue: CUES.hypothesis,
            tier: 1 as const,
          },
        ]
      : [];
  });
}
