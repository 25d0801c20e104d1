/**
 * The leads of the questions any text answers: what the text is about and aims at opens with its research
 * question or aim, its central message with its answer to that question, else its most important finding.
 */

import type { AnswerSentence } from "./answer.ts";
import { keyFinding, researchAnswer } from "./answer-leads.ts";
import { pool } from "./pools.ts";
import { outsideSentence, type QuestionContext, sentenceOf } from "./question-context.ts";

/** Id of the research question stated outside the body (the abstract), spoken as a lead. */
const STATED_QUESTION_ID = -2000;

/** Which lead an overview question opens with: what was asked, or what came out. */
export type OverviewLead = "asked" | "answered";

/** The leads; a question without one is answered from the whole text. */
export function overviewLeads(ctx: QuestionContext): Record<OverviewLead, AnswerSentence | undefined> {
  return {
    asked: statedQuestion(ctx) ?? pool(ctx, "research-question")[0],
    answered: researchAnswer(ctx) ?? keyFinding(ctx),
  };
}

/** The research question (else the aim) as the thesis states it: its body sentence, or the abstract's. */
function statedQuestion(ctx: QuestionContext): AnswerSentence | undefined {
  const { researchQuestions, goal } = ctx.thesis.parts;
  const stated = researchQuestions[0] ?? goal;
  if (!stated) return undefined;
  const own = sentenceOf(ctx.thesis, stated);
  if (own) return ctx.byId.get(own.id);
  const part = { id: STATED_QUESTION_ID, text: stated.text, page: stated.page, score: 1 };
  return outsideSentence({ ...part, role: "question", flags: ["question"] }, ctx.language) ?? undefined;
}
