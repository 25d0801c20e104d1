/** Questions on single statements: the examiner picks one and asks for more. */
import { pool } from "./pools.ts";
import { type Candidate, chapterOf, type QuestionContext, quoteMarks, say } from "./question-context.ts";
import { quote } from "./quoting.ts";
import { SECTION_GROUP } from "./section-questions.ts";

/** The examiner picks a statement and asks for more: "Können Sie Ihre Aussage „…“ näher erläutern?" */
export function statementQuestions(ctx: QuestionContext): Candidate[] {
  const all = pool(ctx, "section", (a) => a.sentence.chapter >= 0);
  return [...all]
    .sort((a, b) => b.sentence.score - a.sentence.score)
    .slice(0, 40)
    .flatMap((lead) => {
      const q = quote(lead, 16);
      if (!q) return [];
      return [
        {
          topic: "section" as const,
          group: SECTION_GROUP[chapterOf(ctx, lead.sentence)],
          question: say(
            ctx,
            `Können Sie Ihre Aussage ${quoteMarks(ctx, q)} näher erläutern?`,
            `Could you elaborate on your statement ${quoteMarks(ctx, q)}?`,
          ),
          pool: all.filter((a) => a.sentence.chapter === lead.sentence.chapter),
          lead,
          tier: 3 as const,
        },
      ];
    });
}
