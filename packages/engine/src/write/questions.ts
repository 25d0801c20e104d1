/**
 * Likely examiner questions with model answers grounded in the thesis. Each question has a topic (the
 * method, the data, one result, one limitation, a term, the outlook, …) and its answer is made only of
 * whole sentences of that topic, spoken in the first person where the thesis speaks of "this work", with
 * the pages they stand on. The parts: `questions/topics.ts` (topics and their sentence roles),
 * `questions/core-questions.ts`, `specific-questions.ts`, `section-questions.ts` and their neighbours (what could
 * be asked, from `question-context.ts`), `questions/answer.ts` (how an answer is chosen and
 * spoken), `questions/ask.ts` (what is asked).
 */
import type { ExamQuestion } from "@folienwerk/contracts";
import type { SlidePlan } from "../plan/schema.ts";
import type { Understanding } from "../understand/schema.ts";
import { askQuestions } from "./questions/ask.ts";

// An exam question is what the server stores and the web app shows: its schema is the shared contract.
export { type ExamQuestion, ExamQuestionSchema } from "@folienwerk/contracts";
export { type AskedQuestion, askQuestions } from "./questions/ask.ts";
export { GROUP_LABELS, QUESTION_GROUPS, type QuestionGroup } from "./questions/topics.ts";

export function writeQuestions(thesis: Understanding, plan: SlidePlan): ExamQuestion[] {
  return askQuestions(thesis, plan).map(({ question, answer, group, pages }) => ({
    question,
    answer,
    group,
    pages,
  }));
}
