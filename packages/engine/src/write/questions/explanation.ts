/**
 * What explains a finding in an exam answer ("Wie erklären Sie den Befund …?"): a cause or reading of the
 * finding that speaks of it, not the next finding, a limit of the work or an outlook.
 */
import { contentStems } from "../../text/words.ts";
import type { AnswerSentence } from "./answer.ts";
import { CUES } from "./topics.ts";

/** Sentences right after a finding in its section that may explain it without repeating its words. */
const NEAR = 3;

/**
 * What may follow a finding in the answer to "Wie erklären Sie den Befund …?", among the results' result
 * and interpretation sentences (the finding questions' pool): one that explains or interprets (a cause,
 * "deutet darauf hin", the role interpretation), is no limit of the work, and speaks of the finding (it
 * follows shortly after it in its section, or shares two content words with it that are not the thesis's
 * everyday words: "Reaktion" or "Anfrage" join half the thesis) — not the next finding or a limit.
 */
export function explains(lead: AnswerSentence, common: Set<string>): (a: AnswerSentence) => boolean {
  const said = new Set([...contentStems(lead.spoken)].filter((w) => !common.has(w)));
  return (a) => {
    const s = a.sentence;
    if (s.flags.includes("limitation")) return false;
    if (!CUES.explanation.test(s.text) && s.role !== "interpretation") return false;
    const after = s.id - lead.sentence.id;
    const near = after > 0 && after <= NEAR && s.sectionId === lead.sentence.sectionId;
    return near || [...contentStems(a.spoken)].filter((w) => said.has(w)).length >= 2;
  };
}

/** A twentieth of the thesis's sentences use these stems ("Neo4j" and "Anfrage" in a thesis on Neo4j's queries). */
export function commonStems(usable: AnswerSentence[]): Set<string> {
  const df = new Map<string, number>();
  for (const a of usable) for (const w of contentStems(a.spoken)) df.set(w, (df.get(w) ?? 0) + 1);
  const limit = Math.max(3, usable.length / 20);
  return new Set([...df].filter(([, n]) => n > limit).map(([w]) => w));
}
