/** The sentences a question may draw on: those of its topic, narrowed to the chapters that say it. */
import type { ChapterRole } from "../../document.ts";
import { escapeRegExp } from "../../text/regexp.ts";
import type { AnswerSentence } from "./answer.ts";
import { chapterOf, type QuestionContext } from "./question-context.ts";
import { fitsTopic, type TopicId } from "./topics.ts";

/** Method topics speak of this work's method: the literature reviewed in a theory chapter describes others'. */
export const OWN_METHOD = new Set<TopicId>(["design", "data", "instrument", "analysis", "method-contrast"]);

/** Usable sentences of the topic (optionally narrowed further). */
export function pool(
  ctx: QuestionContext,
  topic: TopicId,
  where: (a: AnswerSentence) => boolean = () => true,
) {
  return ctx.usable.filter((a) => {
    const chapter = chapterOf(ctx, a.sentence);
    if (OWN_METHOD.has(topic) && chapter === "theory") return false;
    return fitsTopic(topic, a.sentence.role, chapter) && where(a);
  });
}

export const hasRole = (ctx: QuestionContext, roles: ChapterRole[]) =>
  ctx.thesis.chapters.some((c) => roles.includes(c.role));

/** Results stand in the results, discussion and conclusion chapters; in a thesis without them, anywhere. */
export function inResults(ctx: QuestionContext): (a: AnswerSentence) => boolean {
  const roles: ChapterRole[] = ["results", "discussion", "conclusion"];
  if (!hasRole(ctx, ["results"])) return (a) => a.sentence.chapter >= 0;
  return (a) => roles.includes(ctx.chapterRole(a.sentence) as ChapterRole);
}

export function inChapters(ctx: QuestionContext, roles: ChapterRole[]): (a: AnswerSentence) => boolean {
  return (a) => roles.includes(ctx.chapterRole(a.sentence) as ChapterRole);
}

/** "Ich habe mich für 4 Cluster entschieden" is a decision of the method, not a finding. */
export const OWN_WORK_DECISION = /\b(?:ich|wir|I|we)\b/u;

/** A sentence that speaks of the student's own work ("In meiner Arbeit …", "Ich habe …", "We …"). */
export const OWN_WORK = /\b(?:ich|wir|meine[rnms]?|unsere[rnms]?|I|we|my|our)\b/u;

/** Terms are defined before the results; a "definition" in a discussion is a misread finding. */
export const beforeResults = (ctx: QuestionContext, a: AnswerSentence) =>
  !["results", "discussion", "conclusion", "outlook"].includes(chapterOf(ctx, a.sentence));

/**
 * A literature study by the student's own answer in the questionnaire; the understanding's guess counts only
 * when the student chose mixed methods. It read the aeronautics simulation as a literature work, so its
 * method was never defended: its method sentences are passive, without the "I"/"we" a literature study's
 * choices need.
 */
export const isLiterature = (ctx: QuestionContext) =>
  ctx.plan.researchType === "literature" ||
  (ctx.plan.researchType === "mixed_methods" && ctx.thesis.parts.method?.kind === "literature");

/** The pool with the lead in it (a recognised sentence may have another role than the topic's). */
export function withLead(p: AnswerSentence[], lead: AnswerSentence | undefined): AnswerSentence[] {
  return lead && !p.some((a) => a.sentence.id === lead.sentence.id) ? [lead, ...p] : p;
}

export const nameRe = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu");
