/**
 * A sentence whose subject is a bare measure ("Der Mittelwert liegt bei 7,95 %", "Die Werte reichen von …",
 * "The mean was 3.2"): the mean of what was named in the sentence before, so the sentence cannot stand
 * alone on a slide or as a finding. A measure named by what follows it ("Der Mittelwert der Quote …",
 * "Die Werte für Gruppe A …", "The mean age …") stands alone.
 */
const MEASURE = new Set(
  "wert werte mittelwert median durchschnitt anteil effekt koeffizient unterschied verteilung kurve spannweite standardabweichung varianz minimum maximum korrelation zusammenhang differenz".split(
    " ",
  ),
);
const MEASURE_EN = new Set(
  "value values mean median average proportion effect coefficient difference distribution curve range variance minimum maximum correlation".split(
    " ",
  ),
);

/** Words after the noun that still name whose measure it is (a genitive, a preposition). */
const NAMES_WHAT = new Set("der des von vom für bei aus im in zwischen unter aller beider".split(" "));

/** English nouns are lower-case too ("the mean age"): only the measure followed by its verb counts. */
const ENGLISH_VERB =
  /^(?:is|was|are|were|has|had|lies|lay|ranged|ranges|amounts|amounted|reached|remained|increased|decreased|showed|shows)$/u;

export function hasBareMeasureSubject(sentence: string): boolean {
  const [article = "", noun = "", next = ""] = sentence
    .trim()
    .replace(/^[„"'(]+/u, "")
    .split(/\s+/u, 3);
  const a = article.toLowerCase();
  const n = noun.toLowerCase();
  if (/^(?:der|die|das)$/u.test(a) && MEASURE.has(n))
    // German writes nouns with a capital: a lower-case word after the measure is its verb or an adverb.
    return /^\p{Ll}/u.test(next) && !NAMES_WHAT.has(next);
  return a === "the" && MEASURE_EN.has(n) && ENGLISH_VERB.test(next);
}
