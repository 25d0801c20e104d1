/** Specific questions on the terms the thesis defines ("Wie definieren Sie „Homophilie“?"). */
import { contentTokens } from "../../text/words.ts";
import { NOT_A_NAME } from "./method-contrast.ts";
import { beforeResults, nameRe, pool } from "./pools.ts";
import { type Candidate, type QuestionContext, quoteMarks, say } from "./question-context.ts";

/** The term a definition defines ("Unter X versteht man …", "X bezeichnet …", "X is defined as …"). */
export const DEFINES: RegExp[] = [
  /^Unter (?:dem Begriff |einer |einem |einen |der |dem |den )?„?(?<t>[\p{L}][\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)“? (?:versteht man|wird|werden)\b/u,
  /^(?:Der Begriff |Die Bezeichnung |Ein |Eine |Der |Die |Das )?„?(?<t>\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)“? (?:ist definiert als|wird definiert als|bezeichnet|beschreibt|bedeutet|meint|sind|ist) (?:als |die |der |das |ein |eine |einen |im )/u,
  /^(?:The term |An? |The )?“?(?<t>\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)”? (?:is|are) (?:defined as|referred to as|understood as|described as)\b/u,
  /^“?(?<t>\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)”? refers to\b/u,
];

/**
 * "Eine Möglichkeit ist die Herstellung aus …", "Ein Vorteil ist der …": one of several options or reasons
 * named, not a definition of the noun (a definition says what class it belongs to: "Ein Enzym ist ein …").
 */
export const ONE_OF_SEVERAL = /^(?:Ein|Eine|An?) [\p{L}-]+ (?:ist|is) (?:die|der|das|the) /u;

/** One question per defined term: "Wie definieren Sie „Homophilie“?" answered from its definition. */
export function definitionQuestions(ctx: QuestionContext): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const a of pool(ctx, "definition", (x) => x.sentence.role === "definition" && beforeResults(ctx, x))) {
    if (ONE_OF_SEVERAL.test(a.spoken)) continue;
    const term = DEFINES.map((re) => re.exec(a.spoken)?.groups?.t).find(Boolean);
    if (!term || NOT_A_NAME.test(term.split(" ")[0] ?? "") || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    const re = nameRe(term);
    // A term of the thesis comes back; a word that only opens this one sentence does not.
    if (ctx.thesis.sentences.filter((x) => re.test(x.text)).length < 3) continue;
    out.push({
      topic: "definition",
      group: "Theorie/Einordnung",
      question: say(
        ctx,
        `Wie definieren Sie ${quoteMarks(ctx, term)} in Ihrer Arbeit?`,
        `How do you define ${quoteMarks(ctx, term)} in your thesis?`,
      ),
      pool: pool(ctx, "definition", (x) => re.test(x.sentence.text)),
      terms: contentTokens(term),
      lead: a,
      tier: 1,
    });
  }
  return out;
}
