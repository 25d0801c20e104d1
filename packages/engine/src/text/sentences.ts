/**
 * The one sentence splitter: German and English abbreviations, decimals, ordinals and initials do not end
 * a sentence. Every stage that needs sentences (understanding, writing, evaluation) uses this one.
 */

const ABBREVIATIONS = [
  "Mio.",
  "Mrd.",
  "insb.",
  "mind.",
  "zit.",
  "cf.",
  "pp.",
  "Vol.",
  "No.",
  "z. B.",
  "z.B.",
  "d. h.",
  "d.h.",
  "u. a.",
  "u.a.",
  "o. ä.",
  "i. d. R.",
  "bzw.",
  "ca.",
  "vgl.",
  "Vgl.",
  "bspw.",
  "ggf.",
  "evtl.",
  "inkl.",
  "etc.",
  "usw.",
  "sog.",
  "S.",
  "Abb.",
  "Tab.",
  "Kap.",
  "Nr.",
  "Hrsg.",
  "et al.",
  "ebd.",
  "Ebd.",
  "s. o.",
  "s. u.",
  "u. U.",
  "e.g.",
  "i.e.",
  "vs.",
  "Dr.",
  "Prof.",
  "Fig.",
  "Eq.",
  "Abs.",
  "Aufl.",
  "Jh.",
  "n. Chr.",
  "v. Chr.",
  "min.",
  "max.",
  "resp.",
  "approx.",
  // "GmbH & Co. KG": a company's legal form, not a sentence end.
  "& Co.",
];
const PLACEHOLDER = "\u0000";
/** Each abbreviation with its dots hidden, so the split below does not end a sentence there. */
const ABBREVIATIONS_KEPT = ABBREVIATIONS.map((a) => [a, a.replace(/\./g, PLACEHOLDER)] as const);
/** An ordinal before a noun that is counted ("18. Jahrhundert", "5. Mai"): the number ends no sentence. */
const ORDINAL_BEFORE_NOUN =
  /(\b\d{1,4})\.(?= (?:Jahrhunderts?|Jahrtausends?|Jh\.|Auflage|Weltkrieg(?:e?s)?|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Lebensjahr(?:e?s)?|Klasse|Platz|Jahrestag(?:e?s)?|Legislaturperiode|Semester|Quartals?|Generation|Jahrgangs?|Ausgabe|Kapitels?|Abschnitts?|Bandes|Band)\b)/gu;

/** Splits a paragraph into sentences without breaking abbreviations, decimals or ordinals ("3. Kapitel"). */
export function splitSentences(text: string): string[] {
  let t = text.replace(/\s+/g, " ").trim();
  if (!t) return [];
  for (const [abbr, kept] of ABBREVIATIONS_KEPT) if (t.includes(abbr)) t = t.split(abbr).join(kept);
  // Ordinals and list numbers ("im 3. Schritt", "2. Weltkrieg") and single initials ("A. Müller").
  t = t.replace(/(\b\d{1,2})\.(?= [a-zäöüß\d])/g, `$1${PLACEHOLDER}`);
  // … and before the nouns an ordinal counts ("des 18. Jahrhunderts", "am 5. Mai", "die 3. Auflage").
  t = t.replace(ORDINAL_BEFORE_NOUN, `$1${PLACEHOLDER}`);
  t = t.replace(/(\b[A-ZÄÖÜ])\.(?= ?[A-ZÄÖÜ][a-zäöü])/g, `$1${PLACEHOLDER}`);
  // A short capitalised abbreviation before a number is a reference, not a sentence end: verses ("in V. 5",
  // "Vv. 1–12"), articles and volumes ("Art. 5 GG", "Bd. 2"), footnotes and margin numbers ("Fn. 12", "Rn. 7").
  t = t.replace(/(\b[A-ZÄÖÜ][a-zäöü]{0,2})\.(?= \d)/g, `$1${PLACEHOLDER}`);
  const parts = t.split(/(?<=[.!?…])["“”»«)]?\s+(?=["„“«»(]?[A-ZÄÖÜ0-9])/u);
  return parts.map((s) => s.split(PLACEHOLDER).join(".").trim()).filter((s) => s.length > 0);
}
