/**
 * A sentence that only says the work is worth something ("Die Ergebnisse dieser Arbeit bieten wertvolle
 * Einblicke in …", "Die Kontrollvariablen liefern weitere relevante Erkenntnisse", "This thesis contributes
 * to the understanding of …"): it names no result, so a slide about what came out takes it last. With a
 * "dass"/"that" clause or a number it says what the insight is, and counts as any other sentence.
 */

const VALUE_CLAIM = new RegExp(
  [
    // "bieten/liefern/geben … (wertvolle) Einblicke/Erkenntnisse/Anhaltspunkte"
    String.raw`\b(?:bietet|bieten|boten|liefert|liefern|lieferten|gibt|geben|gewährt|gewähren|ermöglicht|ermöglichen)\s(?:[^.;]{0,60}\s)?(?:wertvolle|wichtige|interessante|neue|weitere|relevante|tiefere|erste|spannende)\s(?:[\p{L}-]+\s)?(?:Einblicke?|Erkenntnisse|Anhaltspunkte|Impulse|Ansatzpunkte)\b`,
    // "leistet einen (wichtigen) Beitrag", "trägt zum (besseren) Verständnis … bei", "trägt zur
    // wissenschaftlichen Debatte … bei"
    String.raw`\b(?:leistet|leisten|leistete)\s(?:[^.;]{0,40}\s)?einen\s(?:[\p{L}-]+\s)?Beitrag\b`,
    String.raw`\btr(?:ägt|agen|ug)\s(?:[^.;]{0,60}\s)?zu(?:m|r)?\s(?:[\p{L}-]+\s)?(?:Verständnis|Diskussion|Forschung|Debatte|Literatur|Forschungsstand)\b[^.;]*\bbei\b`,
    // English
    String.raw`\b(?:provides?|provided|offers?|offered|gives?|gave|yields?)\s(?:[^.;]{0,40}\s)?(?:valuable|important|new|further|relevant|interesting|deeper|first)\s(?:insights?|contributions?)\b`,
    String.raw`\bcontribut(?:es|ed|e)\sto\s(?:the\s|a\s)?(?:better\s|deeper\s)?(?:understanding|literature|discussion|field)\b`,
  ].join("|"),
  "iu",
);

/** A clause that says what the insight is, or a number: the sentence has content of its own. */
const SAYS_WHAT = /\b(?:dass|wie|ob|that|how|whether)\b|\d/iu;

export function claimsValueOnly(sentence: string): boolean {
  return VALUE_CLAIM.test(sentence) && !SAYS_WHAT.test(sentence);
}
