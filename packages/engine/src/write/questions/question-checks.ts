/**
 * Do the exam answers answer their questions (issue 30.1)? Three checks on the questions as delivered
 * (question, answer): the answer's first sentence speaks of the question's topic (a word of the question
 * type's topic list, or of the thesis sentence or title the question quotes); no answer sentence lacks a
 * verb (a garbled sentence read out to an examiner); and a thesis that names limitations gets a question
 * on them. The topic lists are in `question-types.ts`.
 */
import { splitSentences } from "../../text/sentences.ts";
import { lacksVerb } from "../../text/verb-rules.ts";
import { contentTokens } from "../../text/words.ts";
import { questionType } from "./question-types.ts";

/** What the question quotes: a thesis sentence, a section title or a term („…“, “…”, "…"). */
export function quotedIn(question: string): string[] {
  return [...question.matchAll(/[„“"]([^„“”"]+)[“”"]/gu)].map((m) => m[1] ?? "");
}

/** The answer's sentences without the printed place at its end ("(S. 12, 14)", "(Kap. 4.2)"). */
export function answerSentences(answer: string): string[] {
  const body = answer.replace(/\s*\((?:S\.|pp?\.|Kap\.|Sect\.|Abschn\.)[^()]*\)\s*$/u, "");
  return splitSentences(body);
}

const stem = (w: string) => w.slice(0, 5);

/** True when the sentence speaks of the topic: a stem of the list, or a content word of a quote. */
export function onTopic(
  sentence: string,
  topic: readonly string[],
  quotes: string[],
  also?: RegExp,
): boolean {
  if (also?.test(sentence)) return true;
  const lower = sentence.toLowerCase();
  const words = lower.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  const hasStem = topic.some((t) =>
    t.includes(" ")
      ? lower.includes(t)
      : t.length >= 5
        ? words.some((w) => w.includes(t))
        : words.some((w) => w.startsWith(t)),
  );
  if (hasStem) return true;
  const quoted = new Set(quotes.flatMap((q) => contentTokens(q).map(stem)));
  return contentTokens(sentence).some((w) => quoted.has(stem(w)));
}

export interface QuestionFinding {
  question: string;
  text: string;
}

export interface QuestionChecks {
  /** Answers whose first sentence is not about the question (checked: a question with a type or a quote). */
  offTopic: QuestionFinding[];
  /** Answer sentences without a verb. */
  verbless: QuestionFinding[];
  /** Questions on limitations asked. */
  limitationQuestions: number;
  /** True when the thesis names limitations and no question asks about them. */
  limitationMissing: boolean;
}

/** The three checks over the delivered questions; `limitations` is how many the understanding found. */
export function checkQuestions(
  questions: ReadonlyArray<{ question: string; answer: string; group?: string }>,
  language: "de" | "en",
  limitations: number,
): QuestionChecks {
  const offTopic: QuestionFinding[] = [];
  const verbless: QuestionFinding[] = [];
  for (const q of questions) {
    const sentences = answerSentences(q.answer);
    const type = questionType(q.question);
    const quotes = quotedIn(q.question);
    const first = sentences[0] ?? "";
    if ((type || quotes.length) && !onTopic(first, type?.topic ?? [], quotes, type?.also))
      offTopic.push({ question: q.question, text: first });
    for (const s of sentences) if (lacksVerb(s, language)) verbless.push({ question: q.question, text: s });
  }
  const limitationQuestions = questions.filter(
    (q) => q.group === "Grenzen" || questionType(q.question)?.id === "limitation",
  ).length;
  return {
    offTopic,
    verbless,
    limitationQuestions,
    limitationMissing: limitations > 0 && limitationQuestions === 0,
  };
}
