/** Formula legends, symbol definitions and sentences cut inside a number: text that means nothing spoken. */
import { memoized } from "../../text/memo.ts";
import { speakable } from "./speakable.ts";

/**
 * Symbols of a formula: Greek letters used as variables, operators, subscripted names ("Yij", "x_i"); not
 * an abbreviation that is a name ("des Mk", "Mk 13, 2", "das Mk-Gesamtprogramm").
 */
const FORMULA_SYMBOL =
  /[∑∏√∫∂∈∀∃⊂⊆∞]|(?<!\b(?:der|des|dem|den|die|das|im|vom|zum|in|nach|bei|the|of)\s)(?<![\p{L}\p{N}])[A-Z][ijk]{1,2}(?![\p{L}\p{N}-])(?!\s\d)|\w_\w|(?<![\p{L}\p{N}])[a-zA-Z]\s*=\s*[a-zA-Z(]/u;

/** A Greek letter that is not a reported statistic ("α = .86", "Cronbach's α", "ω2 = .45"). */
const GREEK_VARIABLE = /(?<!Cronbach[’']s\s)[\u0370-\u03ff](?!\d?\s*[=<>≤≥])/u;

/** A one-letter variable ("auf Instanz j") that is not a statistic ("n = 120", "p < .05") or a unit ("5 s"). */
const LETTER_VARIABLE = /(?:^|(?<!\d)\s)(?![aAI]\s)[a-zA-Z](?=[\s,;:)]|$)(?!\s*[=<>≤≥])/u;

/** True for formula legends and symbol definitions that mean nothing without the formula. */
function isFormulaFragmentOnce(sentence: string): boolean {
  const t = speakable(sentence);
  return (
    FORMULA_SYMBOL.test(t) ||
    GREEK_VARIABLE.test(t) ||
    LETTER_VARIABLE.test(t) ||
    LOST_SYMBOLS.test(sentence) ||
    EQUATION_TAIL.test(sentence)
  );
}

export const isFormulaFragment = memoized(isFormulaFragmentOnce);

/**
 * Traces of a formula whose symbols the extraction lost: punctuation left alone ("Der Erwartungswert der
 * Störterme :; liegt …"), "=" right after a word ("is given by  = 2⇡/, with as the wavelength"), and
 * arrow glyphs a broken font map puts for Greek letters.
 */
const LOST_SYMBOLS =
  /\s[:;,]+\s|[:;][:;,]|(?:^|\s)(?:by|is|as|of|with|and|where|durch|ist|als|von|mit|und|gilt|beträgt|wobei)\s+=\s|[\u21E0-\u21FF]/iu;

/**
 * A formula's right-hand side with its equation number ("3 − r4 (4.23) dcAceton dt"), or a sentence that
 * points at an equation by its bare number ("im Nenner von (2)"): neither says anything without the
 * formula. A named equation stays prose ("folgt aus Gleichung (4.23)").
 */
const EQUATION_TAIL = /[−+=]\s*\p{L}{0,3}\d*\s*\(\d+(?:\.\d+)+\)|\b(?:von|aus|of|from)\s+\(\d+(?:\.\d+)*\)/iu;

/** A sentence the splitter cut inside a number ("Der Zugewinn wächst … von +0."). */
export function endsInsideNumber(sentence: string): boolean {
  return /(?:\b(?:von|from)\s+[+−-]?\d+|[+−-]0)\.?$/u.test(sentence.trim());
}
