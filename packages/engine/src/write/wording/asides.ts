/**
 * What the student does not say as their own: loose references, "et al." and page asides taken out, sentences
 * that cite a source or quote someone else recognised, and the language a sentence is written in.
 */
import { memoized, memoizedPer } from "../../text/memo.ts";

/** A year as cited: "2019", "2019a", "o. J."; also "n.d.". */
const YEAR = String.raw`(?:1[6-9]|20)\d{2}[a-z]?|o\.\s?J\.|n\.\s?d\.`;

/** "vgl. Müller 2019, S. 4" / "cf. Smith 2020, p. 3" / "ebd., S. 12" outside brackets, up to the next comma, semicolon or end. */
const LOOSE_REFERENCE = new RegExp(
  String.raw`[,;]?\s*\b(?:vgl\.|cf\.|siehe|see)\s+[^,;.]*?(?:${YEAR})(?:,\s*(?:S\.|p\.|pp\.)\s*[\d–-]+(?:\s*f{1,2}\.)?)?(?=[,;.]|$)|[,;]?\s*\bebd\.(?:,\s*S\.\s*[\d–-]+)?`,
  "giu",
);

/** "Müller et al. (2019)" → "Müller und Kollegen" in speech; a bare "et al." as well. */
const ET_AL = /\s+et\s+al\.?/gu;

/** A page reference left in running text: "S. 17", "S. 4 f.", "p. 12", "pp. 3–5". */
const PAGE = /,?\s*\b(?:S\.|p\.|pp\.)\s*\d+(?:\s*[–-]\s*\d+)?(?:\s*f{1,2}\.)?/gu;

/**
 * A thesis sentence without what is not said aloud: every bracketed aside ("(CQRS)", "(Kolaczyk und Csárdi,
 * 2020: S. 17)", "[5]", "[…]"), loose references ("vgl. Müller 2019"), page references and "et al.".
 * Parentheses are written asides: the sentence reads on without them.
 */
function withoutAsidesOnce(text: string, language: "de" | "en"): string {
  let s = text;
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(/\s*\([^()]*\)/gu, "").replace(/\s*\[[^[\]]*\]/gu, "");
  }
  return s
    .replace(/\s*\([^()]*$/u, "")
    .replace(LOOSE_REFERENCE, "")
    .replace(ET_AL, language === "de" ? " und Kollegen" : " and colleagues")
    .replace(PAGE, "")
    .replace(/\s+([,;:!?]|\.(?!\d))/gu, "$1")
    .replace(/,(?=[.!?]$)/u, "")
    .replace(/\s{2,}/gu, " ")
    .trim();
}

export const withoutAsides = memoizedPer(withoutAsidesOnce);

/**
 * True when a sentence carries a reference to the literature (what `withoutAsides` did not remove, or
 * text no one cleaned): "vgl.", "ebd.", "et al.", page references ("S. 12"), a year in brackets, "Müller,
 * 2019", a narrative citation ("Müller (2019)", "Smith and Jones (2020)"), numbered or keyed citations
 * ("[12]", "[1, 3]", "[Spe01]") and superscript footnote marks. The one citation detector of the writer:
 * the extractive notes and the LLM model's checks both use it.
 */
function citesSourceOnce(text: string): boolean {
  return (
    new RegExp(
      String.raw`\b(?:[Vv]gl|[Cc]f|[Ee]bd|[Ii]bid)\.|\bet al\.?(?!\p{L})|\b(?:S|p|pp)\.\s?\d|\(\s*(?:${YEAR})\s*\)|\b\p{Lu}\p{Ll}+,\s(?:${YEAR})\b`,
      "u",
    ).test(text) ||
    /\p{Lu}\p{Ll}+(?:\s+(?:und|and|&)\s+\p{Lu}\p{Ll}+)?,?\s+\((?:19|20)\d{2}[a-z]?\)/u.test(text) ||
    /\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]/u.test(text) ||
    /\[\p{Lu}[\p{L}+ .-]{1,10}\d{2,4}[a-z]?\]/u.test(text) ||
    /(?<=\p{L}{3})[¹²³⁴⁵⁶⁷⁸⁹⁰]/u.test(text)
  );
}

export const citesSource = memoized(citesSourceOnce);

const ENGLISH_FUNCTION =
  /\b(?:the|of|and|is|are|was|were|with|to|for|that|this|which|it|by|be|on|as|from)\b/giu;

const GERMAN_FUNCTION =
  /(?<!\p{L})(?:der|die|das|und|ist|sind|mit|von|zu|den|dem|des|ein|eine|einer|wird|wurde|nicht|auf|für|sich|im|werden)(?!\p{L})/giu;

/** "en" or "de" by function words; null when the text has too few to tell. */
function languageOfOnce(text: string): "de" | "en" | null {
  const en = (text.match(ENGLISH_FUNCTION) ?? []).length;
  const de = (text.match(GERMAN_FUNCTION) ?? []).length;
  if (en + de < 2) return null;
  if (en >= 2 * Math.max(1, de)) return "en";
  if (de >= 2 * Math.max(1, en)) return "de";
  return null;
}

export const languageOf = memoized(languageOfOnce);

/** Quoted passages of a sentence: „…“, "…", “…”, »…«. */
export function quotations(text: string): string[] {
  return [...text.matchAll(/[„“"»«]([^„“”"»«]+)[“”"«»]/gu)].map((m) => m[1] ?? "");
}

/**
 * True when a sentence is not the student's own spoken words: a quotation in the other language, a whole
 * sentence in the other language, or a direct quotation of eight words or more (the student paraphrases it
 * or leaves it out). Quoted terms ("„vertices“", "„adjacency matrix“") stay.
 */
function quotesSomeoneElseOnce(text: string, language: "de" | "en"): boolean {
  const other = language === "de" ? "en" : "de";
  if (languageOf(text) === other) return true;
  // An omission mark ("[...]", "[. . . ]", "(…)") only stands inside a quotation.
  if (/[[(]\s*(?:(?:\.\s*){3}|…)\s*[\])]/u.test(text)) return true;
  // A quotation opened and not closed in this sentence runs on into the next one.
  const opening = (text.match(/[„»]|(?<![\p{L}\p{N}])[“"](?=\p{L})/gu) ?? []).length;
  const closing = (text.match(/[”«]|(?<=[\p{L}\p{N}.!?])[“"]/gu) ?? []).length;
  if (opening > closing) return true;
  return quotations(text).some((q) => {
    const n = q.trim().split(/\s+/u).length;
    return n >= 8 || (n >= 3 && languageOf(q) === other);
  });
}

export const quotesSomeoneElse = memoizedPer(quotesSomeoneElseOnce);
