/** Whether a sentence leans on the one before it (a pronoun subject, a back-pointing adverb or connective). */
import { hasBareMeasureSubject } from "../../text/generic-subject.ts";
import { memoized } from "../../text/memo.ts";
import { ABOUT_THE_WORK, ANAPHORIC, EXPLETIVE_ES } from "./bullet-flaw.ts";
import { RELATIVE_PRONOUN } from "./clause-ends.ts";
import { isEnglish } from "./language.ts";
import { OPEN_QUESTION_BODY } from "./open-question.ts";
import { speakable } from "./speakable.ts";

/**
 * Openers that need the sentence before them: a pronoun or demonstrative subject, a consequence or contrast,
 * a conjunction that goes on with it ("Und generell weniger Stornierungen erfolgen").
 */
const LEANS_AT_START =
  /^(und|oder|sowie|and|or|nor|(auch|also) (dies|das|diese[rsmn]?)|(spätestens|kurz|erst|gleich|unmittelbar|direkt) (danach|davor|darauf)|eine? (weitere[rsnm]?|zusätzliche[rsnm]?|solche[rsnm]?|derartige[rsnm]?|zweite[rsnm]?|dritte[rsnm]?|vierte[rsnm]?|andere[rsnm]?) |another |a (second|third|further) |gleiches|ähnliches|dasselbe|derselbe|dieselbe|darauf|daraus|darüber|hieraus|hierauf|hiermit|the same|similarly|likewise|hier|here|doch|dementsprechend|dem entsprechend|entsprechend|gleichermaßen|dies|diese[rsmn]?|dieses|solche[rsmn]?|er|sie|ihr|ihre[rsmn]?|daher|deshalb|deswegen|somit|folglich|dadurch|damit|dabei|hierbei|hierdurch|dazu|darin|davon|dort|trotzdem|dennoch|jedoch|allerdings|hingegen|stattdessen|demnach|ebenso|letztere[rsmn]?|erstere[rsmn]?|this|these|those|such|they|he|she|its|their|therefore|thus|hence|however|nevertheless|consequently|accordingly|similarly|instead|in contrast|in turn)\b/iu;

/** Adverbs inside a German sentence that point back ("Die Stimmung kippte also …", "… werden dabei …"). */
const LEANS_INSIDE =
  /(?<!,)\s(dies|hier|also|aber|hingegen|dagegen|trotzdem|dennoch|stattdessen|ebenfalls|dabei|dadurch|daher|deshalb|somit|hierbei|hierfür|hierzu|hiervon|hierüber|damals)\b(?![-\p{L}])|\b(?:schreibt|schrieb|sagt|sagte|meint|betont|formuliert|fragt|erklärt|beschreibt)\s(?:er|sie)\b|\b[Ii]n (?:die gleiche|dieselbe|die selbe) Richtung\b/u;

/** English connectives inside a sentence that point back ("Eudaimonia, on the other hand, has …"). */
const LEANS_INSIDE_EN =
  /,\s(however|therefore|thus|hence|on the other hand|in contrast|in turn|instead|as a result),|(?<=\p{L}\s)(?:likewise|similarly|again)\b|\bas well(?!\s+as\b)(?=\s*[.,;]|\s*$)/iu;

/**
 * A likeness without what it is like, with the indefinite article ("Bei mittlerem Bildungsniveau zeigt sich
 * ein ähnliches Muster", "a similar trend"): the other side was in the sentence before. Stands with its base
 * ("ein ähnliches Muster wie in der Gruppe …", "similar to …") or where the sentence names both sides
 * ("beide Gruppen", "both").
 */
const LIKENESS_WITHOUT_BASE =
  /\b(?:ein|eine|einen|einem|einer|a)\s+(?:(?:sehr|ganz|recht|very|quite)\s+)?(?:ähnliche[nrms]?|similar)\s+\p{L}+(?![^.;]*\b(?:wie|zu|mit|to|as|with)\b)/iu;
/**
 * "ExtraTreeRegressoren schnitten nicht so gut ab", "did not perform as well": measured against what the
 * sentence before named, unless the sentence names it ("nicht so gut wie …", "as well as …") or says what
 * follows from the degree ("so hoch, dass …").
 */
const DEGREE_WITHOUT_BASE =
  /\bnicht\s+(?:ganz\s+)?so\s+\p{Ll}+(?![^.;]*\b(?:wie|dass|als)\b)|\bnot\s+(?:\p{Ll}+\s+)?(?:quite\s+)?(?:as|so)\s+(?:good|well|high|low|strong|large|small|fast|clear|much)\b(?![^.;]*\b(?:as|that)\b)/iu;
const BOTH_SIDES = /\b(?:beide[nrms]?|both|zwischen|between|untereinander|each other)\b/iu;

/**
 * The sentence without a relative or subordinate clause that ends it ("…, der deshalb im Folgenden genauer
 * betrachtet wird"): an adverb there points at the main clause before it, not at the sentence before.
 */
const CLOSING_CLAUSE = new RegExp(
  `,\\s(?:${RELATIVE_PRONOUN}|wobei|weshalb|weswegen|wodurch|sodass|so dass)\\s[^,]*$`,
  "iu",
);

function mainPart(t: string): string {
  return t.replace(CLOSING_CLAUSE, "");
}

/**
 * A reason, cause or example of what the sentence before said ("Der Grund dafür ist …", "Grund hierfür ist
 * …", "The reason for this is …"), not one announced by its own clause ("Ein Grund dafür, dass …").
 */
const REASON_OF_PREVIOUS =
  /\b(?:Grund|Gründe|Ursache|Ursachen|Erklärung|Beleg|Indiz|Beispiel)\s+(?:dafür|hierfür|davon|hiervon)\b(?!,?\s*(?:dass|wie|warum|weshalb|ob)\b)|\b(?:reason|reasons|cause|explanation|example)\s+(?:for|of)\s+(?:this|that)\b/iu;

/**
 * What follows from the sentence before ("Eine hohe Varianz in der Schätzung ist die Folge", "Die Folge davon
 * ist …", "A higher variance is the result", "… ist die daraus resultierende Empfehlung"): the cause is not on
 * the slide.
 */
const CONSEQUENCE_OF_PREVIOUS =
  /\b(?:ist|sind|war|waren|wäre|wären)\s+(?:dann\s+|somit\s+|daher\s+)?die\s+(?:\p{Ll}+\s+)?(?:Folge|Konsequenz)\s*\.?$|\b(?:Folge|Folgen|Konsequenz|Konsequenzen)\s+(?:davon|daraus|hiervon|dessen)\b|\b(?:is|are|was|were)\s+the\s+(?:\p{Ll}+\s+)?(?:result|consequence)\s*\.?$|\b(?:daraus|hieraus|davon|hiervon)\s+(?:resultierende|folgende|abgeleitete|entstehende|entstandene|gewonnene|hervorgehende)[nmrs]?\s/u;

/** "Es" as a real pronoun ("Es ermöglichte …"), not the expletive ("Es gibt", "Es wurde gezeigt", "Es zeigt sich"). */
const PRONOUN_ES = new RegExp(
  String.raw`^es\s(?!(?:${EXPLETIVE_ES}|wird|wurde|ist|war|(?:hat|hatte) sich (?:\p{Ll}+ )?(?:gezeigt|herausgestellt|ergeben))\b)(?!${OPEN_QUESTION_BODY})`,
  "iu",
);

/**
 * The placeholder "es" that still leans: one more of what was named ("Es gibt noch ein Forum …", "Es gibt
 * weitere Methoden …"), or a pronoun in the clause it opens ("Es lässt sich sagen, dass sie …").
 */
const EXPLETIVE_LEANING = new RegExp(
  String.raw`^es\s(?:gibt|gab)\s(?:noch|auch|zudem|außerdem|ebenfalls|weitere[nrs]?)\b|^es\s(?:${EXPLETIVE_ES})\b[^,]*,\s*dass\s+(?:sie|er|es|dies|diese[rsmn]?)\s`,
  "iu",
);

/** "ones" for a noun the sentence before named ("The most important ones are the Reynolds number …"). */
/**
 * What the text before named, taken up by a participle ("Die genannten Sprachen sind …", "Die oben
 * beschriebenen Einflussfaktoren …", "The aforementioned factors …"): which ones, the slide does not say.
 */
const NAMED_BEFORE =
  /^(?:die|der|das|den|dem|des)\s(?:oben\s|zuvor\s|bereits\s|eben\s)?(?:genannten?|erwähnten?|aufgeführten?|aufgezählten?|beschriebenen?|angesprochenen?)\s\p{Lu}|^the\s(?:above[-\s])?(?:mentioned|aforementioned|said|listed|described)\s/iu;

/**
 * One of several named before, by its place ("Der Salzgehalt von Zweitem …", "Letzteres hemmt …",
 * "der erstgenannte Faktor", "the latter"): which one, only the sentence before says.
 */
const ORDINAL_REFERENCE =
  /\b(?:[Ee]rstere|[Ll]etztere)[mnrs]?\b|(?<=\s)(?:Erste|Zweite)[mnrs]\b(?![\s„"]+\p{Lu})|\b(?:erst|zweit|letzt)genannte[mnrs]?\b|\b[Tt]he (?:former|latter)\b/u;

const ONES_WITHOUT_NOUN = /^(?:the|these|those)\s(?:[\p{L}-]+\s){0,3}ones\b/iu;

/** "It" as a real pronoun, not "It is/was … that/to". */
const PRONOUN_IT = /^it\s(?!is\b|was\b|has been\b|can be\b|should be\b|seems\b|appears\b)/iu;

/**
 * An English pronoun subject after an opening adverbial ("With respect to the initial settings it was one
 * degree", "Due to the long durations it appears rather cumbersome"): "it" names something said before,
 * unless it only announces ("it was found that", "it is necessary to", "it appears that").
 */
const PRONOUN_AFTER_ADVERBIAL =
  /^(?:with|in|for|at|on|by|from|after|during|regarding|according to|compared to|due to)\b[^,.;]{0,80}?,?\s(?:it|they|this|these)\s(?:was|is|were|are|has|had|can|could|will|would|appears|appeared|seems|seemed|becomes|became|remains|remained|requires|required)\b(?!\s+(?:\w+ly\s+)?(?:necessary|possible|important|clear|evident|obvious|apparent|found|shown|assumed|expected|observed|noted|seen|decided|chosen|that|to)\b)/iu;

/**
 * A German pronoun subject or object right after the verb in second place ("Anteilsmäßig machen sie sogar über
 * 50 % … aus", "Im Jahr 2013 stieg sie auf über 20 %", "Bereits 2005 lag sie unter 3 %"): "sie" and "er" name what
 * the sentence before named.
 */
const PRONOUN_AFTER_FIRST =
  /^(?:\p{Lu}\p{Ll}+(?:\s\d[\d.,]*)?|(?:In|Im|Bei|Beim|Für|Mit|Nach|Von|Vom|Aus|Auf|Unter|Über|Zum|Zur|Am|An|Laut|Durch|Während|Trotz|Wegen|Seit)\s[^,.;]{1,60}?)\s\p{Ll}+\s(?:sie|er)\s/u;

/**
 * True when a sentence starts in the middle of a thought and needs the one before it ("Diese Leitmedien
 * werden dabei …", "Es ermöglichte …", "Daher …"); a slide cannot show it. "Diese Arbeit …" is fine.
 */
function leansOnPreviousOnce(sentence: string): boolean {
  const t = speakable(sentence).replace(/^[„"'(]+/u, "");
  if (ABOUT_THE_WORK.test(t)) return false;
  return (
    ANAPHORIC.test(t) ||
    LEANS_AT_START.test(t) ||
    // "Das stützt …", "Das heißt …": a pronoun subject, not an article ("Das Modell …", "Das primäre Ziel …").
    /^[Dd]as\s(?!\p{Ll}+(?:e|en)\s\p{Lu})\p{Ll}/u.test(t) ||
    PRONOUN_ES.test(t) ||
    EXPLETIVE_LEANING.test(t) ||
    PRONOUN_IT.test(t) ||
    ONES_WITHOUT_NOUN.test(t) ||
    NAMED_BEFORE.test(t) ||
    ORDINAL_REFERENCE.test(t) ||
    PRONOUN_AFTER_ADVERBIAL.test(t) ||
    (PRONOUN_AFTER_FIRST.test(t) && !isEnglish(t)) ||
    // "Der Mittelwert liegt bei 7,95 %": the measure of what the sentence before named.
    hasBareMeasureSubject(t) ||
    // The German adverbs only in German: an English "also" ("not only … but also") points nowhere.
    (LEANS_INSIDE.test(mainPart(t)) && !isEnglish(t)) ||
    (LIKENESS_WITHOUT_BASE.test(t) && !BOTH_SIDES.test(t)) ||
    REASON_OF_PREVIOUS.test(t) ||
    CONSEQUENCE_OF_PREVIOUS.test(t) ||
    DEGREE_WITHOUT_BASE.test(t) ||
    LEANS_INSIDE_EN.test(t)
  );
}

export const leansOnPrevious = memoized(leansOnPreviousOnce);
