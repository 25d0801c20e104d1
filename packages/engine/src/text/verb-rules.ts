/**
 * Does a line have a verb, and which language is a passage in? Without a tagger, by the forms verbs take:
 * a list of the common auxiliary, modal and irregular forms, and endings. German writes nouns with a
 * capital, so a lower-case word ending like a verb ("zeigt", "erreichen", "gestiegen", "analysiert") is one,
 * unless it stands between an article or preposition and a noun ("der großen Daten": an adjective). English
 * has no such mark: there the list is longer and "-ed" forms count. A line counts as having a verb when one
 * word passes; the test leans towards "has a verb", so what it flags is a phrase without any.
 */

const GERMAN_FORMS = new Set(
  (
    "ist sind war waren sei seien wäre wären bin bist seid gewesen wird werden wurde wurden würde würden " +
    "worden hat haben hatte hatten hätte hätten kann können konnte konnten könnte könnten muss müssen musste " +
    "mussten müsste soll sollen sollte sollten darf dürfen durfte will wollen wollte mag mögen möchte " +
    "gibt gab gäbe geht ging liegt lag steht stand bleibt blieb fällt fiel nimmt nahm trägt trug hält hielt " +
    "lässt ließ sieht sah tut tat kommt kam läuft lief findet fand bietet bot zeigt wächst wuchs sinkt sank " +
    "steigt stieg misst maß gilt galt entsteht entstand besteht bestand ergibt ergab spricht sprach " +
    "weist wies beträgt betrug wirkt heißt hieß bringt brachte denkt dachte kennt kannte nennt nannte " +
    "gelingt gelang scheint schien treibt trieb schreibt schrieb vergleicht verglich half hilft begann beginnt " +
    "gewann gewinnt verlor verliert zog zieht riet rät schlug schlägt traf trifft warf wirft las liest " +
    "erhielt erhält entschied entscheidet sank stieg fiel sprang"
  ).split(" "),
);

/** Lower-case words with a verb's ending that are none: adverbs, prepositions, conjunctions, pronouns. */
const GERMAN_NON_VERBS = new Set(
  (
    "nicht jetzt selbst erst bereits somit damit meist meisten zumindest mindestens höchstens insbesondere " +
    "oben unten eben neben zwischen wegen gegen entgegen innen außen hinten morgen seit bist zuletzt zunächst " +
    "einen keinen meinen seinen ihren unseren deren dessen denen allen jeden diesen welchen solchen anderen " +
    "einigen vielen wenigen beiden mehreren sonst fast oft recht rechts links stets nachdem trotzdem " +
    "bisher ebenfalls jeweils teilweise letzten ersten nächsten weiten weiteren übrigen folgenden genannten " +
    "gesamten sogenannten verschiedenen bestimmten unterschiedlichen gut sehr mit mittels samt nebst " +
    "zudem außerdem daneben dagegen hingegen hierbei dabei vielmehr zugleich durchaus überhaupt ebenso " +
    "gleichzeitig direkt exakt korrekt konkret abstrakt kompakt zurecht bzw etwa gemäß laut statt anstatt"
  ).split(" "),
);

/** Words after which a lower-case "-en"/"-te" word is an adjective before its noun: "der großen Daten". */
const GERMAN_DETERMINERS = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen kein keine keiner keinen keinem dieser diese " +
    "dieses diesem diesen jener jene jenes alle allen aller jede jeder jedes jedem jeden viele vielen " +
    "wenige wenigen mehrere mehreren beide beiden einige einigen sein seine seiner seinen seinem ihr ihre " +
    "ihrer ihren ihrem unser unsere unseren mit von vom zu zum zur bei beim aus in im an am auf für über " +
    "unter durch nach vor hinter neben zwischen ohne gegen um sowie und oder bzw sehr besonders stark " +
    "deutlich relativ eher weniger mehr höheren niedrigeren"
  ).split(" "),
);

const ENGLISH_FORMS = new Set(
  (
    "is are was were be been being am has have had having do does did can could will would shall should may " +
    "might must shows show showed shown indicate indicates indicated suggest suggests suggested " +
    "increase increases increased decrease decreases decreased reduce reduces reduced improve improves " +
    "improved use uses used depend depends depended lead leads led remain remains remained provide provides " +
    "provided allow allows allowed require requires required differ differs differed achieve achieves " +
    "achieved predict predicts predicted explain explains explained affect affects affected influence " +
    "influences influenced find finds found reach reaches reached yield yields yielded contain contains " +
    "contained consist consists consisted exceed exceeds exceeded perform performs performed outperform " +
    "outperforms outperformed correlate correlates correlated measure measures measured rise rises rose " +
    "risen fall falls fell fallen grow grows grew grown make makes made take takes took taken give gives " +
    "gave given get gets got become becomes became seem seems seemed appear appears appeared confirm " +
    "confirms confirmed support supports supported enable enables enabled cause causes caused help helps " +
    "helped need needs needed lies lay lie exists exist existed occur occurs occurred tend tends tended " +
    "compare compares compared describe describes described consider considers considered produce produces " +
    "produced generate generates generated apply applies applied create creates created offer offers offered"
  ).split(" "),
);

const ENGLISH_NON_VERBS = new Set(
  "need speed seed feed bed red hundred based related limited detailed advanced proposed so-called".split(
    " ",
  ),
);

/** Subject pronouns: the lower-case word right after one at the start is its verb ("Man nehme …"). */
const GERMAN_PRONOUNS = new Set("ich du er sie es man wir ihr".split(" "));

function germanHasVerb(words: string[]): boolean {
  return words.some((word, i) => {
    const w = word.toLocaleLowerCase("de-DE");
    if (GERMAN_FORMS.has(w)) return true;
    if (i === 1 && word === w && GERMAN_PRONOUNS.has(words[0]?.toLocaleLowerCase("de-DE") ?? "")) return true;
    // A capitalised word is a noun, except as the line's first word ("Zeigt …", "Analysiert …").
    if (word !== w) return i === 0 && /(?:iert|ierte|ierten|ieren)$/u.test(w);
    if (GERMAN_NON_VERBS.has(w) || w.length < 4) return false;
    // Participles: "gestiegen", "gezeigt", "angewendet", "untersucht".
    if (/^(?:\p{L}{0,6})ge\p{L}{2,}(?:t|en)$/u.test(w) && !/(?:ig|lich|isch)en$/u.test(w)) return true;
    if (!/(?:t|en|te|ten|ern|eln|st|et)$/u.test(w)) return false;
    // An adjective between a determiner and its noun: "der großen Daten", "mit hohen Werten".
    const before = words[i - 1]?.toLocaleLowerCase("de-DE") ?? "";
    const after = words[i + 1] ?? "";
    if (/(?:e|en|te|ten|er|es|em)$/u.test(w) && /^\p{Lu}/u.test(after) && GERMAN_DETERMINERS.has(before))
      return false;
    // Adjectives that end like verbs ("statistischen", "wirksamen"); "-igen"/"-lichen" stay verbs
    // ("bestätigen", "ermöglichen"): such adjectives mostly follow a determiner (above).
    return !/(?:isch|bar|sam|haft|los)(?:e|en|er|es|em)?$/u.test(w);
  });
}

function englishHasVerb(words: string[]): boolean {
  return words.some((word) => {
    const w = word.toLowerCase();
    if (ENGLISH_FORMS.has(w)) return true;
    if (ENGLISH_NON_VERBS.has(w)) return false;
    return w.length > 4 && /(?:ed|ing)$/u.test(w);
  });
}

/** True when the line has no verb (German or English rules). */
export function lacksVerb(line: string, language: "de" | "en"): boolean {
  const words = line.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (words.length === 0) return false;
  return !(language === "de" ? germanHasVerb(words) : englishHasVerb(words));
}

const GERMAN_MARKERS = new Set(
  "der die das und ist nicht mit sich auf für dem den des wird werden sind auch eine einer zu von im bei dass wie oder ich wir".split(
    " ",
  ),
);
const ENGLISH_MARKERS = new Set(
  "the and is are of to in that with for this was were be by not as it from on an which we have has".split(
    " ",
  ),
);

/** The language of a passage by its function words, or null when it has too few to tell. */
export function languageOf(text: string): "de" | "en" | null {
  const words = text.toLocaleLowerCase("de-DE").match(/\p{L}+/gu) ?? [];
  let de = 0;
  let en = 0;
  for (const w of words) {
    // "in", "die" (English "die" is rare) are shared; count only words one language has.
    if (GERMAN_MARKERS.has(w) && !ENGLISH_MARKERS.has(w)) de++;
    if (ENGLISH_MARKERS.has(w) && !GERMAN_MARKERS.has(w)) en++;
  }
  if (de + en < 2) return null;
  if (de >= 2 * en + 1) return "de";
  if (en >= 2 * de + 1) return "en";
  return null;
}
