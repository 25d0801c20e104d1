/**
 * The thesis's answer to its research question: the conclusion's (else the discussion's, the results' or the
 * abstract's) sentence that answers the question stated in the introduction. It shares the question's content
 * words and carries an answer cue ("Die Ergebnisse zeigen", "Die Hypothese wurde bestätigt", "In summary").
 * Extractive: the answer is sentences of the thesis.
 */
import type { ChapterRole } from "../document.ts";
import { answerOf } from "./answer-passage.ts";
import { HEDGE } from "./finding-cues.ts";
import type { FindingSource } from "./finding-rank.ts";
import { isFindingKind, statementKind } from "./findings.ts";
import { questionWords, stems, wordParts } from "./question-words.ts";
import type { Passage, ResearchAnswer } from "./schema.ts";
import { UNUSABLE_ROLES } from "./sentences.ts";

/** A sentence that states what was asked or examined, not what came out. */
const RESTATED_QUESTION =
  /(?<!\p{L})(?:untersucht|geprüft|analysiert|betrachtet|überprüfen|prüfen|untersuchen|klären|examined|investigated|analy[sz]ed|tested|examine|investigate|test),? (?:ob|wie|inwiefern|inwieweit|welche\w*|whether|how|if)\b|\?$/iu;

/** A sentence that states what the thesis set out to do or will do ("soll … gefittet werden", "Ziel ist"). */
const AIM =
  /\bsoll(?:en|te|ten)?\s(?:[^.;]{0,160}\s)?werden\b|\bziel\s+(?:dieser|der|des|unserer|meiner)\s|\b(?:zum|als)\s+ziel\s+(?:gesetzt|gemacht|hat|hatte)|\bsich\s+zum\s+ziel\b|\b(?:aims?|aimed|sets?\s+out|purpose\s+of\s+this)\b/iu;

/** Where an answer may stand, best place first. */
const ANSWER_PLACES: Array<ChapterRole | "front"> = ["conclusion", "discussion", "results", "front"];

/**
 * The sentence(s) that answer the research question: in the conclusion, else the discussion, else the
 * results, else the abstract, the sentence with an answer cue (or a decided hypothesis) that shares the most
 * subject words with the question (without one, the title); the sentence after it joins when it continues
 * the answer. What the thesis set out to do is no answer. Null when no sentence both shares its words and
 * reads as an answer.
 */
export function findResearchAnswer(
  sentences: FindingSource[],
  question: Passage[],
  title: string | null = null,
  foreign: ReadonlySet<string> = new Set(),
  slack = 0,
): ResearchAnswer | null {
  // Without a question, hypothesis or aim the thesis's title says what it is about.
  const words = questionWords(
    question.length || !title ? question : [{ text: title, page: null, sectionId: null }],
  );
  if (words.size === 0) return null;
  const asked = new Set(question.map((q) => q.text));
  // The title names the subject in few words: there a sentence with an answer cue that names it answers.
  const byTitle = question.length === 0;
  // The answer's place: the conclusion, else the discussion, the results, the abstract; a thesis without
  // any of them (a case study ending in "Relevante Effekte") answers in its last chapter.
  const last = Math.max(-1, ...sentences.map((s) => s.chapter));
  // There a statement of effect that shares three of the question's words answers without a cue.
  const places: Array<{ at: (s: FindingSource) => boolean; min: number }> = [
    ...ANSWER_PLACES.map((place) => ({ at: (s: FindingSource) => s.chapterRole === place, min: 5 })),
    { at: (s: FindingSource) => s.chapter === last && last >= 0, min: 4 },
  ];
  for (const { at: place, min } of places) {
    // The question restated ("Es wurde untersucht, ob …") is no answer.
    const here = sentences.filter(
      (s) =>
        place(s) &&
        !UNUSABLE_ROLES.has(s.role) &&
        s.role !== "question" &&
        !asked.has(s.text) &&
        !RESTATED_QUESTION.test(s.text) &&
        !AIM.test(s.text),
    );
    let best: { s: FindingSource; score: number } | null = null;
    for (const s of here) {
      const kind = statementKind(s.text);
      if (!isFindingKind(kind) && kind !== "none") continue;
      if (s.role === "outlook" || s.role === "limitation" || HEDGE.test(s.text) || ADVICE.test(s.text))
        continue;
      // One of several questions is not answered by what another asks about ("Kommunikationsmuster" when
      // this one asks about the hosting).
      if (foreign.size && namesAny(s.text, foreign)) continue;
      const shared = new Set(stems(s.text).filter((w) => words.has(w))).size;
      // A decided hypothesis answers what was asked by its nature: one shared word is enough.
      const cue = kind === "answer" || kind === "hypothesis";
      if (shared < (kind === "hypothesis" || (byTitle && cue) ? 1 : 2) || (!cue && kind === "none")) continue;
      const score =
        shared +
        (cue ? 3 : 0) +
        (kind === "hypothesis" || kind === "comparison" || kind === "effect" ? 1 : 0);
      if (!best || score > best.score) best = { s, score };
    }
    if (best && best.score >= min - slack - (byTitle ? 1 : 0)) return answerOf(best.s, here);
  }
  return null;
}

/** At most this many research questions are answered one by one. */
const MAX_QUESTIONS = 3;

/**
 * A thesis that asks several research questions answers each: the answer found for each question on its
 * own joins the answer's sentences (after them, in the order of the questions), so the slide that answers
 * the research question can answer all of them. The answer's text stays the first answer.
 */
export function withEachAnswer(
  answer: ResearchAnswer | null,
  sentences: FindingSource[],
  questions: Passage[],
): ResearchAnswer | null {
  if (!answer || questions.length < 2) return answer;
  const ids = [...answer.sentenceIds];
  const asked = questions.slice(0, MAX_QUESTIONS);
  for (const q of asked) {
    const mine = subjectWords(q.text);
    const foreign = new Set(
      asked
        .filter((o) => o !== q)
        .flatMap((o) => subjectWords(o.text))
        .filter((w) => !mine.some((m) => w.startsWith(m) || m.startsWith(w))),
    );
    const own = findResearchAnswer(sentences, [q], null, foreign, 1);
    if (own && !own.fromAbstract && !own.sentenceIds.some((id) => ids.includes(id)))
      ids.push(...own.sentenceIds);
  }
  return { ...answer, sentenceIds: ids };
}

/**
 * A question's subject words whole (compounds split at their hyphens), less their inflection ending:
 * "Kommunikationsmusters" → "kommunikationsmuste", which "Kommunikation" does not reach.
 */
function subjectWords(text: string): string[] {
  return wordParts(text)
    .filter((w) => w.length >= 3)
    .map((w) => w.slice(0, Math.max(6, w.length - 2)));
}

/** Whether the text has a word that begins with one of `words` (see `subjectWords`). */
function namesAny(text: string, words: ReadonlySet<string>): boolean {
  return wordParts(text).some((w) => [...words].some((f) => w.startsWith(f)));
}

/** What would be worth doing is a recommendation, not what came out. */
const ADVICE =
  /(?<!\p{L})(?:sinnvoll|wünschenswert|empfehlenswert|ratsam|sollte[n]?|should|advisable|worthwhile|recommended)(?!\p{L})/iu;
