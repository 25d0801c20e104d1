/**
 * The recognised parts with the thesis's findings and its answer to the research question.
 */
import { type FindingSource, findThesisFindings } from "./finding-rank.ts";
import { findResearchAnswer, withEachAnswer } from "./research-answer.ts";
import type { RecognizedParts, SentenceFlag, ThesisParts, ThesisSentence } from "./schema.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "./sentences.ts";

/**
 * The findings and the answer to the research question (findings.ts), from the abstract and the body
 * sentences (ids as in `sentences`); the sentences they stand in are flagged "finding" and "answer".
 */
export function withFindings(
  located: LocatedSentence[],
  parts: RecognizedParts,
  sentences: ThesisSentence[],
  title: string | null = null,
): ThesisParts {
  let id = 0;
  const sources: FindingSource[] = located.map((s) => ({ ...s, id: s.chapter >= 0 ? id++ : null }));
  const findings = findThesisFindings(sources);
  // The question as stated; without one, the hypotheses, else the aim.
  const question = parts.researchQuestions.length
    ? parts.researchQuestions
    : parts.hypotheses.length
      ? parts.hypotheses
      : parts.goal
        ? [parts.goal]
        : [];
  const answer = withEachAnswer(
    findResearchAnswer(sources, question, title),
    sources,
    parts.researchQuestions,
  );
  const flag = (ids: Array<number | null>, f: SentenceFlag) => {
    for (const i of ids) {
      const s = i === null ? undefined : sentences[i];
      if (s && !UNUSABLE_ROLES.has(s.role) && !s.flags.includes(f)) s.flags.push(f);
    }
  };
  flag(
    findings.map((f) => f.sentenceId),
    "finding",
  );
  flag(answer?.sentenceIds ?? [], "answer");
  return { ...parts, findings, answer };
}
