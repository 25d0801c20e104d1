/**
 * Methods a thesis sets itself apart from or argues against, removed before its own are named.
 */

/** A method named to be set apart: "statt einer logistischen Regression", "im Gegensatz zum t-Test", "rather than OLS". */
const CONTRASTED =
  /\b(?:[Aa]n)?[Ss]tatt\s(?!(?:und|oder|als|bei|im|in|am|an)\b)|\b[Aa]nstelle\s(?:von\s)?|\b[Ii]m Gegensatz zu[rm]?\s|\b[Aa]nders als\s|\b[Ii]nstead of\s|\b[Rr]ather than\s|\b[Aa]s opposed to\s|\b[Ii]n contrast to\s|\b[Uu]nlike\s/gu;

/**
 * The noun phrase after it: an article, lower-case words (German adjectives, English words) and the head
 * word, up to a comma or the clause's verb ("statt einer logistischen Regression | wurde …").
 */
const CONTRASTED_PHRASE =
  /^(?:(?:einer?|eines|einem|einen|der|des|dem|den|die|das|a|an|the)\s+)?(?:(?!(?:wurde|wird|werden|wurden|kam|kommt|is|was|were|are|we|wir|ich)\b)\p{Ll}[\p{L}\d-]*\s+){0,3}[\p{L}\d][\p{L}\d²-]*/u;

/** "nicht X, sondern Y" / "not X but Y" (but not "nicht nur … sondern auch", "not only … but also"). */
const NOT_BUT =
  /\bnicht\s(?!nur\b|bloß(?![\p{L}])|allein\b)[^.;!?]{0,100}?\bsondern\b|\bnot\s(?!only\b|just\b|merely\b)[^.;!?]{0,80}?\bbut\b/giu;

/** A sentence that argues against a method ("… ist hier ungeeignet", "was not appropriate"). */
const UNSUITABLE =
  /\b(?:ungeeignet|nicht (?:geeignet|sinnvoll|angemessen|anwendbar|zielführend|möglich)|verworfen|dagegen entschieden|not (?:suitable|appropriate|applicable|feasible)|unsuitable|inappropriate|decided against)\b/iu;

/**
 * The text as evidence of the methods the thesis uses: without the ones it sets itself apart from or argues
 * against ("statt einer logistischen Regression wurde eine lineare Regression geschätzt" names only the
 * linear one).
 */
export function withoutRejectedMethods(text: string): string {
  if (UNSUITABLE.test(text)) return "";
  const t = text.replace(NOT_BUT, " ");
  let out = "";
  let last = 0;
  for (const m of t.matchAll(CONTRASTED)) {
    if (m.index < last) continue;
    const after = m.index + m[0].length;
    const phrase = CONTRASTED_PHRASE.exec(t.slice(after))?.[0] ?? "";
    out += t.slice(last, m.index);
    last = after + phrase.length;
  }
  return out + t.slice(last);
}
