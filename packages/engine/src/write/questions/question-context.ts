/**
 * What every question builder works from: the sentences that can be read out (the student's methodology text
 * first), the recognised parts among them, and where each stands; and what a builder hands back (a candidate).
 */
import type { ChapterRole } from "../../document.ts";
import type { SlidePlan } from "../../plan/schema.ts";
import { splitSentences } from "../../text/sentences.ts";
import { wordCount } from "../../text/words.ts";
import type { Passage, ThesisSentence, Understanding } from "../../understand/schema.ts";
import { withSharedLead } from "../question-slide.ts";
import type { AnswerSentence } from "./answer.ts";
import { spokenSentence } from "./spoken-answer.ts";
import type { QuestionGroup, TopicId } from "./topics.ts";

export interface Candidate {
  topic: TopicId;
  group: QuestionGroup;
  question: string;
  /** Sentences of the topic that may answer it. */
  pool: AnswerSentence[];
  /** Words that make a sentence a better answer to this question. */
  cue?: RegExp;
  /** Asked only when some sentence of the pool has the cue (a "surprise" question needs a surprise). */
  requireCue?: boolean;
  /** The question's own terms (a method's name, a finding's words): sentences with them rank higher. */
  terms?: string[];
  /** The sentence the question is about; it opens the answer. */
  lead?: AnswerSentence;
  /**
   * What may follow the lead: asked only when at least one such sentence joins it ("Wie erklären Sie den
   * Befund …?" is answered by what explains the finding, not by another finding or a limit of the work).
   */
  follow?: (a: AnswerSentence) => boolean;
  /** Words an answer needs to be asked before the others; the research question is often one sentence. */
  enough?: number;
  /** 0 core, 1 specific, 2 one section, 3 the whole text (a last resort). */
  tier: 0 | 1 | 2 | 3;
  /** Asked whenever it has an answer, even short or beyond the count (main result, answer, limitations, method). */
  must?: boolean;
}

/** What every question builder works from: the usable sentences and where they stand. */
export interface QuestionContext {
  language: "de" | "en";
  thesis: Understanding;
  plan: SlidePlan;
  /** Sentences that can be read out whole, in document order (the student's methodology text first). */
  usable: AnswerSentence[];
  byId: Map<number, AnswerSentence>;
  /** Sentences recognised as one of the thesis's parts (research question, key result, limitation, …). */
  recognised: Set<number>;
  chapterRole: (s: ThesisSentence) => ChapterRole | "methodology";
}

export const say = (ctx: QuestionContext, de: string, en: string) => (ctx.language === "de" ? de : en);
export const quoteMarks = (ctx: QuestionContext, t: string) => (ctx.language === "de" ? `„${t}“` : `“${t}”`);

/**
 * A sentence from outside the thesis's body as an answer sentence (the student's methodology text, an answer
 * that stands only in the abstract): a negative id, no chapter; null when it cannot be read out whole.
 */
export function outsideSentence(
  part: Pick<ThesisSentence, "id" | "text" | "page" | "score" | "role" | "flags">,
  language: "de" | "en",
): AnswerSentence | null {
  const sentence: ThesisSentence = { ...part, chapter: -1, sectionId: null, words: wordCount(part.text) };
  const spoken = spokenSentence(sentence, language);
  return spoken ? { sentence, spoken, words: wordCount(spoken) } : null;
}

/** The student's own methodology text (questionnaire step 5) as answer sentences, before the thesis's. */
export function methodologySentences(plan: SlidePlan, language: "de" | "en"): AnswerSentence[] {
  return splitSentences(plan.methodology).flatMap((text, i) => {
    const a = outsideSentence(
      { id: -1 - i, text, page: null, score: 2, role: "method", flags: ["method"] },
      language,
    );
    return a ? [a] : [];
  });
}

export function partPassages(thesis: Understanding): Passage[] {
  const p = thesis.parts;
  return [
    ...p.researchQuestions,
    ...(p.goal ? [p.goal] : []),
    ...p.hypotheses,
    ...(p.method?.passages ?? []),
    ...(p.method?.sampleSizeEvidence ? [p.method.sampleSizeEvidence] : []),
    ...p.keyResults,
    ...p.discussion,
    ...p.limitations,
    ...p.conclusion,
    ...p.outlook,
  ];
}

export function questionContext(thesis: Understanding, plan: SlidePlan): QuestionContext {
  const language = plan.language;
  const usable: AnswerSentence[] = [...methodologySentences(plan, language)];
  for (const [i, sentence] of thesis.sentences.entries()) {
    const spoken = spokenSentence({ ...sentence, text: withSharedLead(sentence.text, thesis, i) }, language);
    if (spoken) usable.push({ sentence, spoken, words: wordCount(spoken) });
  }
  const byId = new Map(usable.map((u) => [u.sentence.id, u]));
  const recognised = new Set<number>();
  for (const p of partPassages(thesis)) {
    const s = sentenceOf(thesis, p);
    if (s) recognised.add(s.id);
  }
  return {
    language,
    thesis,
    plan,
    usable,
    byId,
    recognised,
    chapterRole: (s) => (s.chapter < 0 ? "methodology" : (thesis.chapters[s.chapter]?.role ?? "other")),
  };
}

/** The body sentence a recognised passage was taken from (parts drop a leading list marker). */
export function sentenceOf(thesis: Understanding, p: Passage): ThesisSentence | undefined {
  return thesis.sentences.find((s) => s.text === p.text || (s.text.endsWith(p.text) && s.page === p.page));
}

/** The role of the chapter a sentence stands in; the student's methodology text counts as a method chapter. */
export function chapterOf(ctx: QuestionContext, s: ThesisSentence): ChapterRole {
  return s.chapter < 0 ? "method" : (ctx.thesis.chapters[s.chapter]?.role ?? "other");
}
