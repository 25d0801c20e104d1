/**
 * German words for the verb test: auxiliary, modal and irregular forms, lower-case words that are no verbs,
 * determiners before an adjective, and pronouns.
 */

/**
 * Does a line have a verb, and which language is a passage in? Without a tagger, by the forms verbs take:
 * a list of the common auxiliary, modal and irregular forms, and endings. German writes nouns with a
 * capital, so a lower-case word ending like a verb ("zeigt", "erreichen", "gestiegen", "analysiert") is one,
 * unless it stands between an article or preposition and a noun ("der großen Daten": an adjective). English
 * has no such mark: there the list is longer and "-ed" forms count. A line counts as having a verb when one
 * word passes; the test leans towards "has a verb", so what it flags is a phrase without any.
 */

export const GERMAN_FORMS = new Set(
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
    "erhielt erhält entschied entscheidet sank stieg fiel sprang weiß brach bat schuf lud rief stieß " +
    "schloss floss wich glich schwand hing fing"
  ).split(" "),
);

/** Prefixes of German verbs ("ent-sprach", "er-gab", "be-kam", "über-traf", "an-stieg"). */
const VERB_PREFIX =
  /^(?:be|emp|ent|er|ge|miss|ver|zer|über|unter|wider|ab|an|auf|aus|bei|dar|ein|fest|her|hervor|hin|mit|nach|vor|weg|zu|zurück|zusammen)(?=\p{Ll}{3,}$)/u;

/**
 * A listed verb form, alone or behind a verb prefix ("entsprach", "ergab", "bekam"); for lower-case words
 * (a capitalised "Anstieg" is a noun).
 */
export function isGermanVerbForm(word: string): boolean {
  return GERMAN_FORMS.has(word) || GERMAN_FORMS.has(word.replace(VERB_PREFIX, ""));
}

/** Lower-case words with a verb's ending that are none: adverbs, prepositions, conjunctions, pronouns. */
export const GERMAN_NON_VERBS = new Set(
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
export const GERMAN_DETERMINERS = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen kein keine keiner keinen keinem dieser diese " +
    "dieses diesem diesen jener jene jenes alle allen aller jede jeder jedes jedem jeden viele vielen " +
    "wenige wenigen mehrere mehreren beide beiden einige einigen sein seine seiner seinen seinem ihr ihre " +
    "ihrer ihren ihrem unser unsere unseren mit von vom zu zum zur bei beim aus in im an am auf für über " +
    "unter durch nach vor hinter neben zwischen ohne gegen um sowie und oder bzw sehr besonders stark " +
    "deutlich relativ eher weniger mehr höheren niedrigeren"
  ).split(" "),
);

/** Subject pronouns: the lower-case word right after one at the start is its verb ("Man nehme …"). */
export const GERMAN_PRONOUNS = new Set("ich du er sie es man wir ihr".split(" "));
