/** The question on the method the thesis prefers over another ("Warum sind X besser geeignet als Y?"). */
import { contentTokens } from "../../text/words.ts";
import { pool } from "./pools.ts";
import { type Candidate, type QuestionContext, say } from "./question-context.ts";
import { CUES } from "./topics.ts";

/** "X sind besser geeignet als Y" in the thesis → "Warum sind X besser geeignet als Y?" in its own words. */
export const CONTRAST_DE =
  /(?:^|\s)(?:(?<x1>\p{Lu}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,2})\s+(?<v1>ist|sind)|(?<v2>ist|sind)\s+(?<x2>\p{Lu}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,2}?))\s+(?:deutlich\s+|daher\s+|somit\s+)?besser geeignet\s+als\s+(?<y>\p{L}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,3}?)(?=\s+(?:um|für|zur|zum|zu|wenn|da|weil|bei|in)\b|[,.;])/u;
export const CONTRAST_EN =
  /(?:^|\s)(?<x1>\p{Lu}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,2}?)\s+(?<v1>is|are)\s+(?:therefore\s+|thus\s+)?(?:better suited|more suitable|more appropriate)\s+than\s+(?<y>\p{L}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,3}?)(?=\s+(?:for|to|in|because|when|as)\b|[,.;])/u;
export const NOT_A_NAME =
  /^(?:\p{L}+(?:weise|entsprechend|dings|halb|mals|wegen)|zusätzlich|insgesamt|folglich|somit|daher|deshalb|außerdem|zudem|hierbei|damit|dadurch|dennoch|jedoch|allerdings|besonders|insbesondere|grundsätzlich|generell|häufig|oft|meist|schließlich|zunächst|letztlich|ebenfalls|auch|nun|heute|so|also|hier|dabei|es|dies|diese[rsmn]?|das|der|die|sie|er|it|this|these|they|there|that)$/iu;

/** The method the thesis prefers over another, when it says so: a question in the thesis's own words. */
export function methodContrast(ctx: QuestionContext): Candidate | null {
  const re = ctx.language === "de" ? CONTRAST_DE : CONTRAST_EN;
  for (const a of ctx.usable) {
    const g = re.exec(a.sentence.text)?.groups;
    const x = g?.x1 ?? g?.x2;
    const verb = g?.v1 ?? g?.v2;
    const y = g?.y;
    if (!x || !verb || !y || NOT_A_NAME.test(x.split(" ")[0] ?? "")) continue;
    const terms = contentTokens(`${x} ${y}`);
    const p = pool(ctx, "method-contrast", (s) => {
      const role = ctx.chapterRole(s.sentence);
      const named = contentTokens(s.sentence.text).some((t) => terms.includes(t));
      return s.sentence.id === a.sentence.id || (named && (role === "method" || role === "conclusion"));
    });
    if (!p.some((s) => s.sentence.id === a.sentence.id)) continue;
    return {
      topic: "method-contrast",
      group: "Methodik",
      question: say(
        ctx,
        `Warum ${verb} ${x} für Ihre Fragestellung besser geeignet als ${y}?`,
        `Why ${verb} ${x} better suited to your question than ${y}?`,
      ),
      pool: p,
      cue: CUES.justification,
      terms,
      lead: a,
      // The thesis's own comparison answers it, even alone.
      enough: 12,
      tier: 0,
    };
  }
  return null;
}
