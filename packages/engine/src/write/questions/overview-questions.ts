/** The last resort for very short texts: questions any text answers, on the whole text. */

import type { AnswerSentence } from "./answer.ts";
import { type OverviewLead, overviewLeads } from "./overview-leads.ts";
import { inResults, pool, withLead } from "./pools.ts";
import { type Candidate, type QuestionContext, say } from "./question-context.ts";
import type { QuestionGroup } from "./topics.ts";

/** Last resort for very short texts: questions any text answers, on the whole text (sentences may repeat). */
export function overviewQuestions(ctx: QuestionContext): Candidate[] {
  const all = pool(ctx, "overview");
  // The sixth element: the sentence the answer opens with (overview-leads.ts), if any; the seventh: the
  // sentences it may draw on, when not all.
  // Numbers that support the argument are what came out: in a thesis with results, from its results.
  const results = inResults(ctx);
  const general: Array<
    [QuestionGroup, string, string, RegExp, boolean, OverviewLead?, ((a: AnswerSentence) => boolean)?]
  > = [
    [
      "Theorie/Einordnung",
      "Worum geht es in Ihrer Arbeit?",
      "What is your thesis about?",
      /ziel|arbeit|untersuch|aim|thesis|study/iu,
      false,
      "asked",
    ],
    [
      "Theorie/Einordnung",
      "Was ist das Ziel Ihrer Arbeit?",
      "What is the aim of your thesis?",
      // The aim of this work, not any aim ("Anlaß, Ziel und Wirkung des Textes").
      /\bziel (?:meiner|dieser|der|unserer|des|von) |\bzum ziel\b|\bziel (?:ist|war) es\b|\bzielsetzung|\b(?:aim|goal|purpose|objective) of (?:my|this|the|our) |\baim(?:s|ed)? (?:to|at)\b/iu,
      true,
      "asked",
    ],
    [
      "Theorie/Einordnung",
      "Welches Problem behandelt Ihre Arbeit?",
      "Which problem does your thesis address?",
      /problem|herausforder|schwierig|fehler|challenge|difficult/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Von welcher Ausgangslage gehen Sie aus?",
      "What is the starting point of your thesis?",
      /momentan|derzeit|bisher|bislang|aktuell|bereits|currently|so far|already/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Welche Begriffe sind für Ihre Arbeit zentral?",
      "Which terms are central to your thesis?",
      /begriff|definiert|bezeichnet|steht für|genannt|term|defined|called|stands for/iu,
      true,
    ],
    [
      "Methodik",
      "Wie sind Sie bei der Bearbeitung des Themas vorgegangen?",
      "How did you approach the topic?",
      /vorgehen|zunächst|anschließend|schritt|überprüft|approach|first|then|step/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Welche Zahlen stützen Ihre Argumentation?",
      "Which figures support your argument?",
      // A number of its own, not a symbol's index ("im R2 Raum").
      /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?(?![\p{L}\p{N}])/u,
      true,
      undefined,
      results,
    ],
    [
      "Transfer/Ausblick",
      "Welchen Nutzen hat Ihre Arbeit für die Praxis?",
      "What is the practical use of your thesis?",
      /praxis|unternehmen|kosten|aufwand|nutzen|practice|company|cost|benefit/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Was ist die zentrale Aussage Ihrer Arbeit?",
      "What is the central message of your thesis?",
      /zeigt|ergebnis|zentral|ziel|shows|result|aim/iu,
      false,
      "answered",
    ],
  ];
  const leads = overviewLeads(ctx);
  return general.map(([group, de, en, cue, requireCue, leadOf, where]) => {
    const lead = leadOf ? leads[leadOf] : undefined;
    return {
      topic: "overview" as const,
      group,
      question: say(ctx, de, en),
      ...(lead ? { lead } : {}),
      // A lead from outside the body (the question stated in the abstract) joins the pool.
      pool: withLead(where ? all.filter(where) : all, lead),
      cue,
      requireCue,
      tier: 3 as const,
    };
  });
}
