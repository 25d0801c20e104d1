/**
 * The one place for new rules on a language model's draft: BULLET_RULES, TITLE_RULES, NOTES_RULES and
 * NOTES_SENTENCE_RULES, each a named check from `llm-rule-checks.ts` and why it applies.
 */
import { splitSentences } from "../../text/sentences.ts";
import { wordCount } from "../../text/words.ts";
import { languageOf, quotations, quotesSomeoneElse } from "../wording/asides.ts";
import { bulletFlaw, startsWithVerb } from "../wording/bullet-flaw.ts";
import {
  aboutTheText,
  cites,
  cutOff,
  formula,
  HEDGE,
  hasVerbIn,
  inOtherLanguage,
  inventedNumbers,
  leansBack,
  MAX_SPOKEN_SENTENCE_WORDS,
  MAX_TITLE_WORDS,
  other,
  otherLanguage,
  type Rule,
  statesFinding,
} from "./llm-rule-checks.ts";

/** Rules every bullet obeys (a conclusion's answer bullet without its label). */
export const BULLET_RULES: Rule[] = [
  cites,
  inventedNumbers,
  cutOff,
  (text) => (/[()[\]]/u.test(text) ? "Klammerzusatz" : null),
  (text, { req }) =>
    wordCount(text) > req.maxWordsPerBullet + 1 ? `zu lang (${wordCount(text)} Wörter)` : null,
  (text) => bulletFlaw(text),
  (text, { req }) => (hasVerbIn(text, req.language) ? null : "ohne Verb"),
  (text) => (startsWithVerb(text) ? "beginnt mit dem Verb" : null),
  leansBack,
  (text) => (HEDGE.test(text) ? "Abschwächung" : null),
  aboutTheText,
  formula,
  otherLanguage,
];

/** Rules the title obeys. */
export const TITLE_RULES: Rule[] = [
  cites,
  inventedNumbers,
  cutOff,
  (text) => (/[()[\]]/u.test(text) ? "Klammerzusatz" : null),
  (text) => (wordCount(text) > MAX_TITLE_WORDS ? "Titel zu lang" : null),
  (text) => {
    const flaw = bulletFlaw(text);
    return flaw === "meta" || flaw === "figure" || flaw === "context" ? flaw : null;
  },
  leansBack,
  statesFinding,
  otherLanguage,
];

/** Rules the notes as a whole obey. */
export const NOTES_RULES: Rule[] = [
  cites,
  inventedNumbers,
  (text, { req }) =>
    (req.language === "de" ? /\b(?:ich|mein\p{L}*|mir|mich)\b/iu : /\b(?:I|my|me)\b/u).test(text)
      ? null
      : "nicht in der Ich-Form",
  // The student speaks in their own words: no quotation in another language, no long direct quotation.
  (text, { req }) => {
    const quoted = splitSentences(text).find((s) => quotesSomeoneElse(s, req.language));
    if (!quoted) return null;
    const foreign = quotations(quoted).some(
      (q) => inOtherLanguage(q, req.language) || languageOf(q) === other(req),
    );
    return `${foreign ? "Zitat in anderer Sprache" : "wörtliches Zitat"}: „${quoted}“`;
  },
  (text, { req }) => {
    const n = wordCount(text);
    // Nothing may be added, so notes cannot be longer than the passages carry; the floor follows them.
    const carried = req.passages.reduce((a, p) => a + wordCount(p.text), 0);
    const floor = Math.min(req.notesWords, carried) * 0.75;
    return n < floor || n > req.notesWords * 1.25 ? `${n} statt etwa ${req.notesWords} Wörter` : null;
  },
];

/** Rules every sentence of the notes obeys. */
export const NOTES_SENTENCE_RULES: Rule[] = [
  (text) => (wordCount(text) > MAX_SPOKEN_SENTENCE_WORDS ? `Satz zu lang zum Sprechen: „${text}“` : null),
  (text, ctx) => {
    const role = aboutTheText(text, ctx);
    return role === "roadmap" || role === "figure-description"
      ? `über Aufbau oder Abbildung: „${text}“`
      : null;
  },
  (text, ctx) => (otherLanguage(text, ctx) ? `Satz in anderer Sprache: „${text}“` : null),
  // Nothing the deck has already said (openers, hand-overs, sentences).
  (text, { req }) =>
    wordCount(text) >= 4 && (req.said ?? []).some((earlier) => earlier.includes(text.trim()))
      ? `schon gesagt: „${text}“`
      : null,
  (text, ctx) => (formula(text, ctx) ? `Formelzeichen: „${text}“` : null),
];
