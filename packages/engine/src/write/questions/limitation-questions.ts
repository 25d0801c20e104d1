/** Specific questions on the limitations the thesis states, one per limitation. */
import { contentTokens } from "../../text/words.ts";
import { namesALimitation } from "./answer-leads.ts";
import { pool } from "./pools.ts";
import { type Candidate, type QuestionContext, quoteMarks, say } from "./question-context.ts";
import { quote } from "./quoting.ts";

/** One question per stated limitation, asking the student to explain it. */
export function limitationQuestions(ctx: QuestionContext): Candidate[] {
  const p = pool(ctx, "limitation").filter(namesALimitation);
  return p.flatMap((lead) => {
    const q = quote(lead, 18);
    if (!q) return [];
    return [
      {
        topic: "limitation" as const,
        group: "Grenzen" as const,
        question: say(
          ctx,
          `Können Sie die Einschränkung ${quoteMarks(ctx, q)} genauer erläutern?`,
          `Could you explain the limitation ${quoteMarks(ctx, q)} in more detail?`,
        ),
        pool: p.filter((x) => x.sentence.chapter === lead.sentence.chapter),
        terms: contentTokens(lead.spoken),
        lead,
        tier: 1 as const,
      },
    ];
  });
}
