/**
 * The word classes the clause rules read (function words, particles, determiners, verb endings) and whether a
 * text has a verb at all.
 */
import { ENGLISH_THIRD_PERSON, ENGLISH_VERB_BASES } from "../../text/english-verb-forms.ts";
import { isGermanVerbForm } from "../../text/german-verb-forms.ts";
import { memoized } from "../../text/memo.ts";
import { words } from "../../text/words.ts";
import { isEnglish } from "./language.ts";

/** German auxiliaries and modals: their participle or infinitive closes the clause ("wurde … programmiert"). */
export const AUXILIARY =
  /(?:^|\s)(wird|werden|wurde|wurden|kann|können|konnte|konnten|muss|müssen|musste|soll|sollen|sollte|sollten|darf|dürfen|hat|haben|hatte|hatten|möchte|will|wollen|lässt|lassen)\s/u;

/** Finite forms of "sein", "werden", "haben" and the modals that close a clause or follow a subject. */
export const FINITE_AUXILIARY =
  "ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|hatten|kann|können|konnte|konnten|muss|müssen|soll|sollen|sollte|sollten|darf|dürfen";

/** Lower-case words that are not verbs: articles, pronouns, prepositions, conjunctions, particles. */
export const FUNCTION_WORDS = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen kein keine keinen keinem keiner und oder " +
    "sowie aber als auf aus bei bis durch für gegen mit nach ohne seit über um unter von vor zu zum zur im " +
    "in am an beim vom ins ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner dieser diese dieses " +
    "diesem diesen jeder jede jedes jedem jeden sich sie er es man wir ich uns auch nur noch sehr so wie " +
    "zwischen je pro sowohl weder nicht innerhalb außerhalb mehrere mehrerer mehreren einige einiger einigen " +
    "viele vieler vielen alle aller allen mittels via anhand gemäß samt inklusive bzw"
  ).split(" "),
);

/** Separable verb particles: a sentence whose only verb-like word is one lost its verb ("Narrativ … hervor"). */
const VERB_PARTICLES = new Set(
  "ab an auf aus dar ein fest fort her heraus hervor hin hinzu los vor vorbei weg weiter zurück zusammen".split(
    " ",
  ),
);

/** Words opening German sentences that end in -t/-en yet are not verbs ("Erst die …", "Selbst die …"). */
export const NOT_VERB_OPENERS =
  /^(nicht|erst|selbst|meist|meistens|zumindest|zuletzt|zuerst|jetzt|bereits|oft|stets|seit|trotz|anschließend|insgesamt|zunächst|außerdem|zudem|ebenfalls|eben|gerade|oben|unten|neben|wegen|gegen|zwischen|unter|hinter|nach|ohne|gegenüber|entgegen|zufolge|laut|mittels|innerhalb|außerhalb|anstatt|statt|aufgrund|bezüglich|hinsichtlich|seitens|während|infolge|dank|letztendlich|heut|heute|eigentlich|bisher|allerdings|vielleicht|oftmals|erstens|zweitens|drittens|beispielsweise|fast|sonst|zumeist|mindestens|höchstens|wenigstens|längst|jedenfalls|ebenso)$/iu;

/** A lower-case German infinitive or participle ("programmiert", "aktiviert werden", "gemessen"). */
export const VERB_FORM = /^\p{Ll}[\p{L}-]*(?:en|ern|eln|t)$/u;

/** Lower-case words that are neither verbs nor function words. */
const ADVERBS = new Set(
  "also eher jeweils einfach grundsätzlich bereits mindestens insbesondere besonders vor allem zumindest zb z.b. u.a. d.h. ca. etwa rund knapp nahezu fast circa selten eben offen trocken verschieden".split(
    " ",
  ),
);

/**
 * English finite verbs: auxiliaries and modals, past forms in -ed, common irregular pasts; the third person
 * of the listed verbs is `ENGLISH_THIRD_PERSON`.
 */
const ENGLISH_FINITE =
  /^(is|are|was|were|has|have|had|do|does|did|can|could|will|would|may|might|must|shall|should|found|showed|shown|made|led|took|gave|became|remained|\p{Ll}{2,}ed|means)$/u;

/** Words before a base-form verb that make it finite: a personal pronoun or a plural noun ("results seem"). */
const PLURAL_SUBJECT = /^(?:we|they|i|you|both|\p{L}{2,}s(?<!ss|is|us|was|has|its|thus|always))$/iu;

/** A finite English verb at `i`: listed, third person of a listed verb, or a listed base form after its subject. */
function englishFinite(ws: string[], i: number): boolean {
  const t = ws[i] ?? "";
  if (ENGLISH_FINITE.test(t) || ENGLISH_THIRD_PERSON.has(t)) return true;
  return ENGLISH_VERB_BASES.has(t) && PLURAL_SUBJECT.test(ws[i - 1] ?? "");
}

/**
 * Some lower-case word that is not a function word, particle or adverb; in English, a finite verb form,
 * and no opening participle ("Comparing the original version with …").
 */
function hasVerbOnce(text: string): boolean {
  if (isEnglish(text)) {
    const ws = words(text);
    return !/^\p{Lu}\p{Ll}+ing\b/u.test(text) && ws.some((_, i) => englishFinite(ws, i));
  }
  const ws = words(text);
  const attributive = attributiveWords(ws);
  return ws.some(
    (t, i) =>
      /^\p{Ll}/u.test(t) &&
      !DETERMINERS.has((ws[i - 1] ?? "").toLowerCase()) &&
      !attributive[i] &&
      !FUNCTION_WORDS.has(t) &&
      !VERB_PARTICLES.has(t) &&
      !ADVERBS.has(t) &&
      !ORDINAL_OR_SUPERLATIVE.test(t) &&
      (GERMAN_VERB_ENDING.test(t) || isGermanVerbForm(t.replace(/[,.;:]$/u, ""))),
  );
}

export const hasVerb = memoized(hasVerbOnce);

/** Adverbs that stand before an adjective ("eigens", "temporal", "statistisch", "deutlich"). */
const MODIFIER =
  /^(?:\p{Ll}+(?:al|ell|lich|ig|isch|iv|bar|sam|los|haft)|eigens|sehr|besonders|stark|hoch|gut|kaum|wenig|eher|bereits|neu)$/u;

/** Number words that stand between an article and its adjectives ("der vier implementierten Modelle"). */
const NUMBER_WORD = /^(?:\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|beiden|einzelnen|meisten)$/u;

/**
 * Which words are adjectives in a chain between an article and its noun ("der geglätteten vergangenen
 * Minutenrenditen", "der vier implementierten Modelle"): inflected like adjectives, they are no verbs
 * although they end in -en. Only a run that ends before a capitalised noun counts: in "die ständig steigen,
 * belasten die Firmen" no noun follows, and "steigen" stays a verb.
 */
function attributiveWords(ws: string[]): boolean[] {
  const out = ws.map(() => false);
  const member = (i: number) => {
    const t = ws[i] ?? "";
    // Inflected like an adjective, a number word, or an adverb before an adjective ("eine eigens
    // definierte Metrik", "von temporal entkoppelten Nachrichten").
    return (
      ADJECTIVE_FORM.test(t) ||
      NUMBER_WORD.test(t) ||
      (MODIFIER.test(t) && ADJECTIVE_FORM.test(ws[i + 1] ?? ""))
    );
  };
  for (let i = 1; i < ws.length; i++) {
    if (!DETERMINERS.has((ws[i - 1] ?? "").toLowerCase())) continue;
    let end = i;
    while (end < ws.length && member(end)) end++;
    if (end > i && /^\p{Lu}/u.test(ws[end] ?? "")) for (let k = i; k < end; k++) out[k] = true;
  }
  return out;
}

const ADJECTIVE_FORM = /^\p{Ll}+(?:e|en|er|es|em)$/u;

/**
 * Ordinals and superlatives end like a past tense ("erste", "dritte", "wichtigste"); "musste" and
 * "passte" are verbs.
 */
const ORDINAL_OR_SUPERLATIVE =
  /^(?:\p{Ll}*[^\Ws]ste|letzte|zweite|dritte|vierte|fünfte|sechste|siebte|achte|neunte|zehnte)[,.;:]?$/u;

/** Words after which an "-en" word is an adjective ("einen gewissen Zeitraum"), not a verb. */
const DETERMINERS = new Set(
  "der die das den dem des ein eine einer eines einem einen kein keine keinen keinem keiner dieser diese dieses diesem diesen jeder jede jedes jedem jeden alle allen aller mit von für bei aus nach über unter durch gegen ohne an in auf vor hinter neben zwischen seit bis wegen trotz während im am vom zum zur beim sein seine seiner seinen seinem seines ihr ihre ihrer ihren ihrem ihres unser unsere unserer unseren unserem deren dessen".split(
    " ",
  ),
);

/** German finite verbs and participles end like this ("ist", "zeigt", "lagen", "verändern"); adjectives in -e do not. */
const GERMAN_VERB_ENDING = /(t|te|ten|en|ern|eln|st)[,.;:]?$/u;

/** Nominative determiners and quantifiers that open a German subject. */
export const SUBJECT_DETERMINER =
  /^(der|die|das|ein|eine|kein|keine|viele|alle|einige|mehrere|beide|wenige|jede[rs]?|unser[e]?|sein[e]?|ihr[e]?|zwei|drei|vier|fünf|\d+)$/iu;
