/**
 * The thesis's research question and its own answer to it, read by a general heuristic from the
 * introduction, the conclusion (else discussion, else last chapter) and the abstract.
 */
import type { ChapterRole } from "../../document.ts";
import { splitSentences } from "../../text/sentences.ts";
import { contentStems, wordCount } from "../../text/words.ts";
import type { Understanding } from "../../understand/schema.ts";
import { isBibliographyEntry } from "../lines/bibliography-entry.ts";

/** A sentence that states the research question or aim. */
const QUESTION_MARK =
  /\b(?:forschungsfrage\p{L}*|fragestellung\p{L}*|leitfrage\p{L}*|untersuchungsfrage\p{L}*|ziel\s+(?:dieser|der\s+vorliegenden|der)\s+(?:\p{L}*arbeit|untersuchung|studie)|research\s+questions?|aim\s+of\s+(?:this|the)|goal\s+of\s+(?:this|the)|purpose\s+of\s+(?:this|the)|this\s+(?:thesis|study|paper|work)\s+(?:investigates|examines|explores|aims|asks)|(?:in|mit)\s+(?:dieser|der\s+vorliegenden)\s+(?:\p{L}*arbeit|studie|untersuchung)\s+(?:soll|sollen|wird|werden))\b/iu;

/** A sentence that sums up what the thesis found. */
const ANSWER_MARK =
  /\b(?:zusammenfassend|abschließend|es\s+zeigt\s+sich|zeigt\s+sich|(?:konnte|kann)\s+(?:gezeigt|festgestellt|bestätigt|beantwortet)|lässt\s+sich\s+(?:festhalten|sagen|feststellen|zusammenfassen)|die\s+ergebnisse\s+(?:zeigen|belegen|deuten|bestätigen)|bestätig\p{L}*|widerleg\p{L}*|in\s+conclusion|to\s+conclude|(?:the\s+)?results\s+(?:show|indicate|suggest|confirm)|confirm(?:s|ed)|(?:we|this\s+(?:thesis|study))\s+(?:found|shows?|showed|demonstrates?))\b/iu;

/** How a thesis restates its aim: "In dieser Arbeit wird untersucht, …", "This study aimed to …". */
const AIM_MARK =
  /\b(?:wird\s+untersucht|wurde\s+untersucht|beschäftigt\s+sich|befasst\s+sich|setzt\s+sich\s+(?:\p{L}+\s+)?zum\s+ziel|(?:hat|hatte)\s+(?:es\s+)?sich\s+zum\s+ziel|zum\s+ziel\s+gesetzt|ziel\s+(?:war|ist)|aimed?\s+(?:at|to)|set\s+out\s+to|was\s+to\s+(?:investigate|examine|validate))\b/iu;

/** What the thesis did rather than found: "In dieser Arbeit wurden … bestimmt", "In this thesis, … were measured". */
const DONE_MARK =
  /^(?:in|im\s+rahmen)\s+(?:dieser|der\s+vorliegenden)\s+\p{L}*(?:arbeit|studie|untersuchung)\s+(?:wurden?|wird|werden)\b|^in\s+this\s+(?:thesis|study|work|paper),?\s+[^.;]*\b(?:was|were)\s+(?:\p{L}+\s+)?(?:determined|measured|investigated|examined|analy[sz]ed|studied|carried\s+out|performed|conducted|developed)\b/iu;

/** A sentence that opens on what the one before said ("Diese Ergebnisse …", "Dies …"): it does not stand alone. */
const LEANING_OPENER =
  /^(?:(?:diese[rsmn]?|jene[rsmn]?)\s+(?:\p{L}+\s+)?(?:ergebnis\p{L}*|befund\p{L}*|resultat\p{L}*|beobachtung\p{L}*|werte?n?|unterschied\p{L}*|effekt\p{L}*|zusammenhang\p{L}*|abweichung\p{L}*)|dies|these\s+(?:results|findings|values|differences|effects)|this\s+(?:result|finding|value|difference|effect))\b/iu;

/** What the thesis leaves open or for later: no answer. */
const OUTLOOK_MARK =
  /\b(?:künftig\p{L}*|zukünftig\p{L}*|weiter\p{L}*\s+forschung|ausblick|limitation\p{L}*|einschränkung\p{L}*|future\s+(?:research|work|studies)|limitations?)\b/iu;

export const stems = contentStems;

export interface ThesisAnswer {
  question: string[];
  answer: string[];
}

/**
 * The thesis's research question and its own answer, by a general heuristic: the question is what the
 * introduction asks (a sentence ending in "?" or naming the research question or aim), else the title;
 * the answer is the up to three sentences of the conclusion (else discussion, else last chapter) and the
 * abstract's summing-up sentences that share most words with the question, a summing-up phrase ("Zusammenfassend", "Es zeigt
 * sich", "The results show") counting as two more shared words; sentences about limits and future work are
 * no answer.
 */
export function thesisAnswer(
  thesis: Pick<Understanding, "chapters" | "sentences" | "title">,
  abstract: string | null,
): ThesisAnswer {
  const roleChapters = (roles: ChapterRole[]) =>
    thesis.chapters.flatMap((c, i) => (roles.includes(c.role) ? [i] : []));
  const intro = roleChapters(["introduction"]);
  const introChapters = intro.length ? intro : [0];
  const question = thesis.sentences
    .filter((s) => introChapters.includes(s.chapter))
    .map((s) => s.text)
    // A heading ("2 Ziel dieser Arbeit") names the aim's place, not the aim.
    .filter((t) => /\?\s*["“”]?$/u.test(t.trim()) || (QUESTION_MARK.test(t) && wordCount(t) >= 6));
  const questionText = question.length ? question : [thesis.title];
  const closing = [
    roleChapters(["conclusion"]),
    roleChapters(["discussion"]),
    [thesis.chapters.length - 1],
  ].find((c) => c.length > 0) as number[];
  // The abstract opens with background: only its sentences that sum up (a summing-up phrase) count.
  const candidates = [
    ...thesis.sentences.filter((s) => closing.includes(s.chapter)).map((s) => s.text),
    ...(abstract ? splitSentences(abstract).filter((t) => ANSWER_MARK.test(t)) : []),
  ].filter(
    (t) =>
      wordCount(t) >= 6 &&
      !t.trim().endsWith("?") &&
      // What the thesis set out to do, leaves open or cites is no answer.
      !QUESTION_MARK.test(t) &&
      !AIM_MARK.test(t) &&
      !OUTLOOK_MARK.test(t) &&
      !(DONE_MARK.test(t) && !ANSWER_MARK.test(t)) &&
      !LEANING_OPENER.test(t.trim()) &&
      !isBibliographyEntry(t),
  );
  const asked = stems(questionText.join(" "));
  const scored = candidates
    .map((text) => {
      const shared = [...stems(text)].filter((w) => asked.has(w)).length;
      return { text, score: shared + (ANSWER_MARK.test(text) ? 2 : 0) };
    })
    .filter((c) => c.score >= 2)
    .sort((a, b) => b.score - a.score);
  return { question: questionText, answer: scored.slice(0, 3).map((c) => c.text) };
}
