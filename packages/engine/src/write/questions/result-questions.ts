/** Specific questions on the thesis's findings, one per finding, in the thesis's own words. */
import { contentStems, contentTokens } from "../../text/words.ts";
import { statementKind } from "../../understand/findings.ts";
import { uniqueBy } from "../../unique.ts";
import type { AnswerSentence } from "./answer.ts";
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
      enough: 15,
      tier: 1 as const,
    };
  });
}

/** Sentences right after a finding in its section that may explain it without repeating its words. */
const NEAR = 3;

/** Roles of sentences that answer another question than what a finding means (a limit, the next study, a step). */
const NOT_AN_EXPLANATION = new Set([
  "limitation",
  "outlook",
  "method",
  "figure-description",
  "housekeeping",
  "roadmap",
]);

/**
 * What may follow a finding in the answer to "Wie erklären Sie den Befund …?": a sentence that explains or
 * interprets (a cause, "deutet darauf hin", an interpretation or conclusion of the thesis) and speaks of the
 * finding (it follows shortly after it in its section, or shares two content words with it that are not the
 * thesis's everyday words: "Reaktion" or "Anfrage" join half the thesis) — not the next finding, a limit or an outlook.
 */
function explains(lead: AnswerSentence, common: Set<string>): (a: AnswerSentence) => boolean {
  const said = new Set([...contentStems(lead.spoken)].filter((w) => !common.has(w)));
  return (a) => {
    const s = a.sentence;
    if (NOT_AN_EXPLANATION.has(s.role) || s.flags.includes("limitation")) return false;
    if (!CUES.explanation.test(s.text) && s.role !== "interpretation" && s.role !== "conclusion")
      return false;
    const after = s.id - lead.sentence.id;
    const near = after > 0 && after <= NEAR && s.sectionId === lead.sentence.sectionId;
    return near || [...contentStems(a.spoken)].filter((w) => said.has(w)).length >= 2;
  };
}

/** A twentieth of the thesis's sentences use these stems ("Neo4j" and "Anfrage" in a thesis on Neo4j's queries). */
function commonStems(usable: AnswerSentence[]): Set<string> {
  const df = new Map<string, number>();
  for (const a of usable) for (const w of contentStems(a.spoken)) df.set(w, (df.get(w) ?? 0) + 1);
  const limit = Math.max(3, usable.length / 20);
  return new Set([...df].filter(([, n]) => n > limit).map(([w]) => w));
}
