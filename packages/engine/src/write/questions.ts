/**
 * Likely examiner questions with model answers grounded in the thesis. Each question has a topic (the
 * method, the data, one result, one limitation, a term, the outlook, …) and its answer is made only of
 * whole sentences of that topic, spoken in the first person where the thesis speaks of "this work", with
 * the pages they stand on. The parts: `questions/topics.ts` (topics and their sentence roles),
 * `questions/catalogue.ts` (what could be asked), `questions/answer.ts` (how an answer is chosen and
 * spoken), `questions/ask.ts` (what is asked).
 */
import { z } from "zod";
import type { SlidePlan } from "../plan/schema.ts";
import type { Understanding } from "../understand/schema.ts";
import { askQuestions } from "./questions/ask.ts";
import { QUESTION_GROUPS } from "./questions/topics.ts";

export { type AskedQuestion, askQuestions } from "./questions/ask.ts";
export { GROUP_LABELS, QUESTION_GROUPS, type QuestionGroup } from "./questions/topics.ts";

export const ExamQuestionSchema = z.object({
  question: z.string(),
  answer: z.string(),
  group: z.enum(QUESTION_GROUPS),
  pages: z.array(z.number().int()),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

export function writeQuestions(thesis: Understanding, plan: SlidePlan): ExamQuestion[] {
  return askQuestions(thesis, plan).map(({ question, answer, group, pages }) => ({
    question,
    answer,
    group,
    pages,
  }));
}
