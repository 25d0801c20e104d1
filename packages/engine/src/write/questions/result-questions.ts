/** Specific questions on the thesis's findings, one per finding, in the thesis's own words. */
import { contentTokens } from "../../text/words.ts";
import { statementKind } from "../../understand/findings.ts";
import { uniqueBy } from "../../unique.ts";
import { ANSWER_WORDS } from "./answer.ts";
import { commonStems, explains } from "./explanation.ts";
import { inResults, OWN_WORK_DECISION, pool } from "./pools.ts";
import { type Candidate, type QuestionContext, quoteMarks, say, sentenceOf } from "./question-context.ts";
import { quote, statesFinding } from "./quoting.ts";
import { leansBack } from "./spoken-answer.ts";
import { CUES } from "./topics.ts";

/** Findings asked about one by one: the ranked findings first, then the recognised key results, then the rest. */
export const FINDINGS = 6;

/** One question per finding: the finding in the thesis's words, answered with it and its interpretation. */
export function resultQuestions(ctx: QuestionContext): Candidate[] {
  const results = inResults(ctx);
  // A finding is explained by what it means, not by a mean or a setting beside it.
  const p = pool(ctx, "result", results).filter(
    (a) => !["descriptive", "setting", "diagnostic"].includes(statementKind(a.spoken)),
  );
  const phrasings: Array<[string, string]> = [
    ["Wie erklären Sie den Befund", "How do you explain the finding"],
    ["Was bedeutet das Ergebnis", "What does the result mean"],
    ["Wie interpretieren Sie den Befund", "How do you interpret the finding"],
  ];
  // The understanding's ranked findings first, then the recognised key results, then other result sentences;
  // only what states a finding: "The Nußelt number was then calculated …" is a step, a mean beside its median
  // a description of the data.
  const inPool = (ids: Array<number | null | undefined>) =>
    ids.flatMap((id) => p.filter((x) => x.sentence.id === id));
  const ranked = inPool(
    [...ctx.thesis.parts.findings]
      .filter((f) => f.kind !== "descriptive")
      .sort((a, b) => b.score - a.score)
      .map((f) => f.sentenceId),
  );
  const key = inPool(ctx.thesis.parts.keyResults.map((kr) => sentenceOf(ctx.thesis, kr)?.id));
  const others = p
    .filter((x) => x.sentence.role === "result" && CUES.finding.test(x.spoken))
    .sort((a, b) => b.sentence.score - a.sentence.score);
  const findings = uniqueBy([...ranked, ...key, ...others], (a) => a.sentence.id)
    .filter((x) => !OWN_WORK_DECISION.test(x.spoken) && statesFinding(x.spoken) && !leansBack(x.spoken))
    .flatMap((lead) => {
      const q = quote(lead, 18);
      return q ? [{ lead, q }] : [];
    });
  const common = commonStems(ctx.usable);
  return findings.slice(0, FINDINGS).map(({ lead, q }, i) => {
    const [de, en] = phrasings[i % phrasings.length] as [string, string];
    return {
      topic: "result" as const,
      group: "Ergebnisse" as const,
      question: say(ctx, `${de} ${quoteMarks(ctx, q)}?`, `${en} ${quoteMarks(ctx, q)}?`),
      pool: p,
      terms: contentTokens(lead.spoken),
      lead,
      // After the finding, what explains it or says what it means.
      cue: CUES.explanation,
      follow: explains(lead, common),
      // The finding and what explains it are a whole answer, however short.
      enough: ANSWER_WORDS.shortest,
      tier: 1 as const,
    };
  });
}
