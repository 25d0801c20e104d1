/** Specific questions on the method: one per named instrument or tool, one per statistical procedure. */
import { contentTokens } from "../../text/words.ts";
import { STATISTICS } from "../../understand/parts/statistics.ts";
import { nameRe, pool } from "./pools.ts";
import { type Candidate, type QuestionContext, say } from "./question-context.ts";
import { CUES } from "./topics.ts";

/** One question per instrument or tool the method names (scales, questionnaires, software). */
export function instrumentQuestions(ctx: QuestionContext): Candidate[] {
  const names = ctx.thesis.parts.method?.instruments ?? [];
  const asked: string[] = [];
  const out: Candidate[] = [];
  for (const name of names) {
    if (name.length < 3 || asked.some((a) => a.includes(name) || name.includes(a))) continue;
    const re = nameRe(name);
    const p = pool(ctx, "instrument", (a) => re.test(a.sentence.text));
    if (p.length === 0) continue;
    asked.push(name);
    const the =
      ctx.language === "en" && /(?:scale|questionnaire|inventory|index|test)\b/i.test(name) ? "the " : "";
    out.push({
      topic: "instrument",
      group: "Methodik",
      question: say(
        ctx,
        `Wie haben Sie ${name} in Ihrer Untersuchung eingesetzt?`,
        `How did you use ${the}${name} in your study?`,
      ),
      pool: p,
      cue: CUES.justification,
      terms: contentTokens(name),
      tier: 1,
    });
  }
  return out;
}

/** One question per statistical procedure, named as the thesis names it ("ERGM", "Cronbach's alpha"). */
export function procedureQuestions(ctx: QuestionContext): Candidate[] {
  const labels = new Set(ctx.thesis.parts.method?.statistics ?? []);
  const out: Candidate[] = [];
  for (const [label, re] of STATISTICS) {
    if (!labels.has(label)) continue;
    const once = new RegExp(re.source, re.flags.replace("g", ""));
    const p = pool(ctx, "analysis", (a) => once.test(a.sentence.text));
    if (p.length === 0) continue;
    // German names change with the case ("logistischer Regression"): the label is the name; English ones do not.
    const term =
      ctx.language === "de"
        ? `das Verfahren „${label}“`
        : mostFrequent(p.map((a) => once.exec(a.sentence.text)?.[0] ?? "").filter(Boolean));
    if (!term) continue;
    const why = p.some((a) => CUES.justification.test(a.sentence.text));
    out.push({
      topic: "analysis",
      group: "Methodik",
      question: why
        ? say(ctx, `Warum haben Sie ${term} eingesetzt?`, `Why did you use ${term}?`)
        : say(
            ctx,
            `Wie haben Sie ${term} in Ihrer Auswertung eingesetzt?`,
            `How did you use ${term} in your analysis?`,
          ),
      pool: p,
      cue: CUES.justification,
      terms: contentTokens(`${label} ${term}`),
      tier: 1,
    });
  }
  return out;
}

export function mostFrequent(items: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i, (counts.get(i) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
