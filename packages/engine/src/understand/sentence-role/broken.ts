/**
 * Text that is not prose: fragments, table rows, tables of contents, formulas, code and sentences cut off
 * at a page or column break.
 */
import { looksLikeCode } from "./code.ts";
import { countTokens } from "./tokens.ts";

/** A table of contents line: a short title followed by a page number ("Nachteile von JMeter 28"). */
const TOC_LINE = /^(?:\d+(?:\.\d+)*\.?\s+)?[\p{L}][\p{L}\p{N} ,:()–-]{1,60}\s\d+(?:[.,]\d+)?$/u;

/** A lone citation, figure pointer, list marker or label ("(Trotta, 2022)", "(Abb. 4)", "jmeter:"). */
const LONE_FRAGMENT =
  /^(?:\([^()]*\d{4}[a-z]?\)|\((?:[Aa]bb\.|[Tt]ab\.|[Ff]ig\.|[Ss]iehe|[Ss]ee)[^()]{0,30}\)|[\p{L}-]{1,25}:|\d+(?:\.\d+)*\.?|\S{1,3})$/u;

/** Words a complete sentence does not end with ("… Hosting-", "… durch die", "… am"). */
const DANGLING_WORDS = new Set(
  "der die das den dem des ein eine einer eines einem und oder sowie mit von zu zur zum am im in an auf für bei durch the a an of and or to with for on at by".split(
    " ",
  ),
);

/**
 * Sentences that start in the middle of another one ("und verwendet die …"), or whose subject was a symbol
 * the text layer lost ("is the thickness of the wall", "ist die Wärmeleitfähigkeit der Wand"): a whole
 * lower-case word opens them while capitals follow, or an English verb does ("iPhone", "pH-Wert", "t-Test",
 * "z. B." do not count; a text written all in lower case is the author's style, not a cut).
 */
const STARTS_MID =
  /^(?:und|oder|sowie|bzw\.|sondern|aber|denn|and|or|but)\s|^\p{Ll}{2,}\s(?=.*\p{Lu})|^(?:is|are|was|were|has|have|denotes|represents|stands|describes|equals|means|refers)\s/u;
const SINGLE_LETTER_VARIABLE = / [b-hj-np-zB-HJ-NP-Z] /;
const FRAGMENT_OK_END = new Set([..."\u002e!?:;\"”“»'’"]);
const CAPTION_START = /^\(?(?:Abbildung|Abb\.|Tabelle|Tab\.|Figure|Fig\.|Table)\s*\d/;

/** Abbreviations a sentence is not expected to end with; the text was cut after them. */
const DANGLING_ABBREVIATIONS = new Set([
  "bzgl.",
  "bzw.",
  "vgl.",
  "sog.",
  "ca.",
  "inkl.",
  "z.b.",
  "d.h.",
  "e.g.",
  "i.e.",
  "u.a.",
  "s.",
  "z.",
]);
const SENTENCE_END_CHARS = new Set([..."\u002e!?:;)\"”“»«'’]"]);
const MATH_SYMBOLS = /[=<>∗⋅·∑∏√∫|^_]|\bexp\b/gu;

export function isBroken(text: string): boolean {
  if (text.length === 0) return true;
  const { tokens, letterShare, words, numbers, camel, symbols } = countTokens(text);
  if (tokens <= 10 && LONE_FRAGMENT.test(text)) return true;
  if (words < 2) return true;
  const lastChar = text.charAt(text.length - 1);
  // Short nominal fragments: labels, table headers, headings read as text ("Modell Genauigkeit").
  if (tokens <= 4 && !FRAGMENT_OK_END.has(lastChar) && !CAPTION_START.test(text)) return true;
  if (letterShare < 0.55) return true;
  if (tokens <= 8 && TOC_LINE.test(text)) return true;
  if (looksLikeCode(text, symbols)) return true;
  // Table rows: many bare numbers (a prose sentence with statistics has a few, next to "=" or units).
  if (numbers >= 6 && numbers / tokens > 0.2) return true;
  if (camel >= 2) return true;
  if (numbers >= 3 && numbers / tokens > 0.45) return true;
  // Formulas: mathematical symbols with few real words.
  if (words < 6 && (text.match(MATH_SYMBOLS) ?? []).length >= 2) return true;
  // Cut off at a page or column break, or starting in the middle of a sentence.
  const last = text.slice(text.lastIndexOf(" ") + 1).toLowerCase();
  if (tokens >= 3 && !SENTENCE_END_CHARS.has(lastChar) && (last.endsWith("-") || DANGLING_WORDS.has(last)))
    return true;
  if (tokens >= 3 && DANGLING_ABBREVIATIONS.has(last)) return true;
  // A legend of a formula read as text: no sentence end and a one-letter variable ("… auf Instanz j erzielte Score").
  if (!FRAGMENT_OK_END.has(lastChar) && SINGLE_LETTER_VARIABLE.test(text)) return true;
  return STARTS_MID.test(text);
}
