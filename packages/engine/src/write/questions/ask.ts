/**
 * Which of the catalogue's questions are asked, with which answer. Core questions first, then specific
 * ones, then single sections, until the deck has the minimum for the kind of work and a few more; a
 * sentence serves at most two answers and every answer says something new. Answers shorter than 40 words are kept back and used only when
 * the minimum is not reached otherwise; the whole-text questions come last and may repeat sentences.
 */

import type { SlidePlan } from "../../plan/schema.ts";
import { memoized } from "../../text/memo.ts";
import { splitSentences } from "../../text/sentences.ts";
import { contentTokens } from "../../text/words.ts";
import type { ThesisSentence, Understanding } from "../../understand/schema.ts";
import { minimumQuestions } from "../labels.ts";
import { ANSWER_WORDS, type AnswerSentence, answerText, chooseAnswer } from "./answer.ts";
import { coreQuestions } from "./core-questions.ts";
import { overviewQuestions } from "./overview-questions.ts";
import { onTopic, quotedIn } from "./question-checks.ts";
import { type Candidate, chapterOf, type QuestionContext, questionContext } from "./question-context.ts";
import { questionType } from "./question-types.ts";
import { sectionQuestions } from "./section-questions.ts";
import { specificQuestions } from "./specific-questions.ts";
import { leansBack } from "./spoken-answer.ts";
import { statementQuestions } from "./statement-questions.ts";
import { atHome, QUESTION_GROUPS, type QuestionGroup, type TopicId } from "./topics.ts";

/** A question as asked, with the topic and the thesis sentences its answer was built from. */
export interface AskedQuestion {
  question: string;
  answer: string;
  group: QuestionGroup;
  pages: number[];
  topic: TopicId;
  sentences: ThesisSentence[];
}

/** Questions beyond the minimum, when the thesis has the material for them. */
const EXTRA = 4;
/**
 * Words an answer needs to be asked in the first pass: a question on one topic may be answered in two
 * sentences when that is all the thesis says about it; a question on a whole section needs the full 40.
 */
const ENOUGH: Record<Candidate["tier"], number> = {
  0: 25,
  1: 25,
  2: ANSWER_WORDS.target,
  3: ANSWER_WORDS.target,
};
/** A sentence may serve two answers (a finding is asked about and also part of the main result), not more. */
const SHARED = 2;
/** A short answer still says something; below this it is not an answer. */
const SHORTEST = ANSWER_WORDS.shortest;

/** The first sentence of a spoken answer sentence (remembered: every question tries the same pool). */
const firstSentence = memoized((spoken: string) => splitSentences(spoken)[0] ?? "");

function answerFor(
  ctx: QuestionContext,
  cand: Candidate,
  used: Map<number, number>,
  maxUses: number,
): AnswerSentence[] {
  const cue = cand.cue;
  if (cand.requireCue && !cand.pool.some((a) => cue?.test(a.sentence.text))) return [];
  const terms = new Set(cand.terms ?? []);
  const isLead = (a: AnswerSentence) => a.sentence.id === cand.lead?.sentence.id;
  // A question that needs its cue ("Warum …?") is answered only by sentences that have it.
  const pool = cand.pool.filter(
    (a) =>
      isLead(a) ||
      ((used.get(a.sentence.id) ?? 0) < maxUses &&
        (!cand.requireCue || (cue?.test(a.sentence.text) ?? false)) &&
        (cand.follow?.(a) ?? true)),
  );
  // Centrality counts, but only up to a point: where a sentence stands and what it says weigh more.
  // (Fixed for this question, so each sentence is ranked once, not on every comparison of the sort.)
  const ranks = new Map<number, number>();
  const rank = (s: ThesisSentence) => {
    let r = ranks.get(s.id);
    if (r === undefined) {
      r =
        0.5 * Math.min(2, s.score) +
        (ctx.recognised.has(s.id) ? 0.8 : 0) +
        (cue?.test(s.text) ? 1 : 0) +
        0.4 * Math.min(3, contentTokens(s.text).filter((t) => terms.has(t)).length) +
        (atHome(cand.topic, chapterOf(ctx, s)) ? 1 : 0) +
        // The thesis's other answer sentences ("H2 … wird gestützt") go on from the answer's lead.
        (cand.topic === "answer" && s.flags.includes("answer") ? 2 : 0) -
        (used.get(s.id) ?? 0) * 1.5;
      ranks.set(s.id, r);
    }
    return r;
  };
  // The answer opens on the question's topic: the lead it was given when that speaks of it, else the
  // best-ranked sentence that does; a question with no such sentence has no material and is not asked.
  const type = questionType(cand.question);
  const quotes = quotedIn(cand.question);
  // Only the first sentence counts: a thesis "sentence" may hold two where a citation stood between them.
  const fits = (a: AnswerSentence) =>
    (type === null && quotes.length === 0) ||
    onTopic(firstSentence(a.spoken), type?.topic ?? [], quotes, type?.also);
  const given =
    cand.lead && pool.some((a) => a.sentence.id === cand.lead?.sentence.id) && fits(cand.lead)
      ? [cand.lead]
      : [];
  const leads = [
    ...given,
    ...pool
      .filter((a) => !given.includes(a) && fits(a) && !leansBack(a.spoken))
      .sort((x, y) => rank(y.sentence) - rank(x.sentence)),
  ].slice(0, 4);
  for (const lead of leads) {
    const chosen = chooseAnswer({
      pool,
      rank,
      lead,
      neighbours: cand.pool,
      before: (s) => (s.id > 0 ? ctx.byId.get(s.id - 1) : undefined),
    });
    // The answer as read may open on another sentence than its lead (the one a leaning lead needs).
    if (chosen.length === 0 || !fits(chosen[0] as AnswerSentence)) continue;
    if (cand.requireCue && !chosen.some((a) => cue?.test(a.sentence.text))) continue;
    if (cand.follow && !chosen.some((a) => !isLead(a) && cand.follow?.(a))) continue;
    return chosen;
  }
  return [];
}

const wordsOf = (chosen: AnswerSentence[]) => chosen.reduce((a, c) => a + c.words, 0);

export function askQuestions(thesis: Understanding, plan: SlidePlan): AskedQuestion[] {
  const ctx = questionContext(thesis, plan);
  const minimum = minimumQuestions(plan.workType);
  const used = new Map<number, number>();
  const asked: AskedQuestion[] = [];
  const keptBack: Array<{ cand: Candidate; chosen: AnswerSentence[] }> = [];

  /** Asks the question unless its answer repeats an earlier one (or, before the last resort, a part of it). */
  const ask = (cand: Candidate, chosen: AnswerSentence[], lastResort = false) => {
    const { answer, pages } = answerText(chosen, thesis, ctx.language);
    const repeats = (q: AskedQuestion) =>
      lastResort ? q.answer === answer : chosen.every((c) => q.sentences.some((s) => s.id === c.sentence.id));
    if (pages.length === 0 || asked.some((q) => q.question === cand.question || repeats(q))) return;
    for (const c of chosen) used.set(c.sentence.id, (used.get(c.sentence.id) ?? 0) + 1);
    asked.push({
      question: cand.question,
      answer,
      group: cand.group,
      pages,
      topic: cand.topic,
      sentences: chosen.map((c) => c.sentence),
    });
  };

  const core = coreQuestions(ctx);
  for (const cand of [...core, ...specificQuestions(ctx), ...sectionQuestions(ctx)]) {
    if (asked.length >= minimum + EXTRA) break;
    const chosen = answerFor(ctx, cand, used, SHARED);
    if (wordsOf(chosen) >= (cand.enough ?? ENOUGH[cand.tier])) ask(cand, chosen);
    else if (wordsOf(chosen) >= SHORTEST) keptBack.push({ cand, chosen });
  }
  for (const { cand, chosen } of keptBack) {
    if (asked.length >= minimum) break;
    const again = chosen.some((c) => used.has(c.sentence.id)) ? answerFor(ctx, cand, used, SHARED) : chosen;
    if (wordsOf(again) >= SHORTEST) ask(cand, again);
  }
  const lastResort = (cands: () => Candidate[]) => {
    if (asked.length >= minimum) return;
    for (const cand of cands()) {
      if (asked.length >= minimum) break;
      const chosen = answerFor(ctx, cand, used, Number.POSITIVE_INFINITY);
      if (wordsOf(chosen) >= SHORTEST) ask(cand, chosen, true);
    }
  };
  // The main result, the answer to the research question, the limitations and the defence of the method are
  // always asked when the thesis has the material, however short the answer: an examiner asks them of every thesis.
  for (const cand of core.filter((c) => c.must)) {
    if (asked.some((q) => q.question === cand.question)) continue;
    const chosen = answerFor(ctx, cand, used, Number.POSITIVE_INFINITY);
    if (chosen.length > 0) ask(cand, chosen, true);
  }
  lastResort(() => overviewQuestions(ctx));
  lastResort(() => statementQuestions(ctx));
  const order = new Map(QUESTION_GROUPS.map((g, i) => [g, i]));
  return asked
    .map((q, i) => ({ q, i }))
    .sort((a, b) => (order.get(a.q.group) ?? 0) - (order.get(b.q.group) ?? 0) || a.i - b.i)
    .map(({ q }) => q);
}
