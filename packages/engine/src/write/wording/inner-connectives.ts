/** Connectives and back pointers inside a sentence that tie it to the one before ("also", "zuvor genannten"). */

import { memoized } from "../../text/memo.ts";
import { announcesClause, CONSEQUENCE_WORDS } from "./clause-ends.ts";
import { isEnglish } from "./language.ts";

/**
 * Adverbs inside a German clause that tie it to the sentence before ("waren außerdem bereits …", "wurde
 * allerdings ein höherer Wert ermittelt", "erwiesen sich hier einfache Modelle …", "lässt sich daher
 * mitnehmen …"): the statement holds without them. Not after a comma (", also …" opens a clause), nor right
 * after an opening conjunction ("Und hier erscheint Jesus" would lose its first position).
 */
const INNER_CONNECTIVES =
  /(?<!^(?:und|aber|oder|denn|doch|sondern))(?<=\p{L})\s+(?:außerdem|zudem|daneben|ebenfalls|zusätzlich|weiterhin|ferner|allerdings|jedoch|hier|also|daher|deshalb|somit|dabei|hierbei|trotzdem|dennoch|hingegen|dagegen|stattdessen|dementsprechend|demnach|folglich|infolgedessen|auf der anderen seite(?!\s+(?:des|der|eines|einer|von|vom)\b)|andererseits)\b(?=\s+\p{L})/giu;

/**
 * "damit" as "thereby" inside the clause ("werden damit stärker ausgelastet", "kommt damit eine Rolle zu",
 * "hat das Sentiment damit um 5 % abgenommen"): it points at the sentence before. Not "und damit …" or
 * "die damit einhergehende …", whose "damit" points inside the sentence, and not a "damit" clause whose
 * comma is missing ("… damit sie sicher sind").
 */
const INNER_DAMIT =
  /(?<=\p{L})(?<!\b(?:und|oder|sowie|der|die|das|den|dem|des|ein|eine|einer|einem|einen|eines))\s+damit(?=\s+(?!(?:sie|er|es|wir|ich|man|du|ihr)\b|einhergeh|verbunden|zusammenhäng|verknüpft)\p{L})/giu;

/**
 * "dadurch" as "thereby" inside the clause, with a particle before it ("konnte u. a. dadurch die zweitbeste
 * Prognose erreicht werden", "sinkt auch dadurch der Bedarf"): it points at the sentence before. Not "und
 * dadurch …", and not where it announces its clause ("ist dadurch gekennzeichnet, dass …", checked below).
 */
const INNER_DADURCH =
  /(?<=\p{L})(?<!\b(?:und|oder|sowie))(?:\s+(?:u\.\s?a\.|unter anderem|nicht zuletzt|vor allem|auch|gerade|allein))?\s+dadurch(?=\s+\p{L})/giu;

/** A sentence that opens with its reason or condition ("Da …,", "Weil …,", "Wenn …,"). */
const REASON_FIRST = /^(?:da|weil|wenn|falls|sofern)\s[^,;]+,\s/iu;

/** An inner connective that names the main clause a consequence. */
const CONSEQUENCE_ADVERB = new RegExp(`^(?:${CONSEQUENCE_WORDS})$`, "iu");

/** "so" as "thus" before a comparative ("besitzt Neo4j so eine bessere Performanz"): it leans on the sentence before. */
const INNER_SO =
  /(?<=\p{L})\s+so(?=\s+(?:eine?|einen|einem|einer|der|die|das|den|dem)\s+\p{Ll}+(?:ere|eren|erer|eres|erem)\b)/gu;

/** A contrastive "aber" right after the finite verb ("Fest steht aber, dass …", "Die Werte zeigen aber …"). */
const INNER_ABER =
  /^([^,;]{1,60}?\s(?:ist|sind|war|waren|steht|stehen|bleibt|bleiben|zeigt|zeigen|zeigte|zeigten|gilt|gelten|lässt|lassen|kann|können|muss|müssen|wird|werden|wurde|wurden|hat|haben|hatte|hatten))\s+aber(?=[\s,])/u;

/**
 * An English connective set off by commas inside the sentence ("Underfit, on the other hand, may be …",
 * "From a clinimetric standpoint, however, …", "… and, therefore, a crucial aspect"): the statement holds
 * without it.
 */
const INNER_CONNECTIVE_EN =
  /,\s(?:however|therefore|thus|hence|on the other hand|in contrast|in turn|instead|as a result|moreover|furthermore|in addition|nevertheless|nonetheless|though),(?=\s)/iu;

/**
 * "then" or "anschließend" between the auxiliary and the rest of a step ("The Nußelt number was then
 * calculated …", "Die ermittelten Parameter wurden anschließend verglichen"): the step before is not on the
 * slide, and the statement holds without it. Not "und anschließend", which orders two steps of one sentence.
 */
const THEN_AFTER_AUXILIARY =
  /\b(was|were|is|are|has been|have been|had been|will be|can be|could be|wurden?|wird|werden)\s+(?:then|anschließend|daraufhin)\s+(?=\p{L})/giu;

/** What opens with an adverbial or a subordinate clause keeps a comma before its main clause. */
const OPENS_WITH_ADVERBIAL =
  /^(?:from|in|for|at|on|by|with|after|before|during|according to|compared to|regarding|as for|when|while|if|although|because|since|as|once|unless|whereas)\s/iu;

function withoutEnglishConnective(sentence: string): string {
  const m = INNER_CONNECTIVE_EN.exec(sentence);
  if (!m) return sentence;
  const before = sentence.slice(0, m.index);
  return `${before}${OPENS_WITH_ADVERBIAL.test(before) ? "," : ""}${sentence.slice(m.index + m[0].length)}`;
}

function withoutInnerConnectivesOnce(sentence: string): string {
  const own = withoutBackPointer(sentence).replace(THEN_AFTER_AUXILIARY, "$1 ");
  if (isEnglish(own)) return withoutEnglishConnective(own);
  return own
    .replace(INNER_CONNECTIVES, (all: string, at: number, text: string) =>
      pointsAhead(all, at, text) ? all : "",
    )
    .replace(INNER_SO, "")
    .replace(INNER_DAMIT, "")
    .replace(INNER_DADURCH, (all: string, at: number, text: string) =>
      pointsAhead(all, at, text) ? all : "",
    )
    .replace(INNER_ABER, "$1");
}

/**
 * An inner adverb that stays: it announces the clause after a later comma ("ist deshalb gewählt worden, um
 * …"), or it points at the reason the sentence puts first ("Da …, errechnet sich somit …").
 */
function pointsAhead(adverb: string, at: number, text: string): boolean {
  const comma = text.indexOf(", ", at + adverb.length);
  if (comma >= 0 && announcesClause(adverb, text.slice(comma + 2))) return true;
  return (
    REASON_FIRST.test(text) &&
    at > text.indexOf(", ") &&
    CONSEQUENCE_ADVERB.test(adverb.trim().split(/\s+/u).at(-1) ?? "")
  );
}

export const withoutInnerConnectives = memoized(withoutInnerConnectivesOnce);

/**
 * A pointer back to an earlier passage ("wie bereits erwähnt", "wie in Kapitel 3 beschrieben", "as
 * mentioned above"): the audience has not read it, and the statement holds without it.
 */
const BACK_POINTER =
  /(^|,?\s+)(?:wie|as)\s+(?:(?:bereits|schon|oben|zuvor|vorher|eingangs|already|previously)\s+)?(?:(?:in|im)\s+(?:kapitel|abschnitt|section|chapter)\s+[\d.]+\s+)?(?:erwähnt|beschrieben|erläutert|dargestellt|gezeigt|gesagt|genannt|ausgeführt|angesprochen|mentioned|described|shown|noted|discussed)(?:\s+(?:wurde|wurden|above|before|earlier))?(?:\s*,\s*|\s+|$)/giu;

/** Participles that name something as said before ("genannte", "erwähnte"). */
const NAMED_EARLIER = "genannte|erwähnte|beschriebene|vorgestellte|aufgeführte";

/** The same as an attribute ("die drei zuvor genannten Polylactone" → "die drei Polylactone"). */
const BACK_POINTER_ATTRIBUTE = new RegExp(
  String.raw`\s(?:bereits|schon|zuvor|oben|vorher|eingangs|vorab)\s+(?:${NAMED_EARLIER}|erläuterte|dargestellte|angesprochene)[nmrs]?(?=\s\p{L})`,
  "gu",
);

/**
 * The same without an adverb, after an article ("ist die erwähnte Datenbank Neo4j" → "die Datenbank Neo4j");
 * only the participles that point back by themselves ("die dargestellte Methode" may be the one shown).
 */
const NAMED_BEFORE = new RegExp(
  String.raw`(?<=\s(?:der|die|das|den|dem|des)\s)(?:${NAMED_EARLIER})[nmrs]?\s(?=\p{L})`,
  "gu",
);

/**
 * A place named by pointing back inside the sentence ("… a value of 253.69 W/m² at this point and …", "…
 * wurde an dieser Stelle …"): the statement holds without it, and with it the bullet leans on the text before.
 */
const BACK_PLACE =
  /(?<=[\p{L}\p{N})%])\s+(?:at (?:this|that) (?:point|location|position)|in (?:this|that) (?:respect|regard)|an dieser Stelle|in dieser Hinsicht)(?=[\s,.;:]|$)/giu;

/**
 * Where in the thesis something stands, inside the sentence ("… bestätigen unsere Hypothese II aus Kapitel
 * 1.1.3, dass …", "the model of Section 3"): the audience has no chapters, and the statement holds without it.
 */
const CHAPTER_POINTER =
  /(?<=\p{L})\s+(?:aus|in|im|nach|gemäß|from|of)\s+(?:dem\s+)?(?:Kapitel|Abschnitt|Unterkapitel|Teilkapitel|Chapter|Section)\s+\d+(?:\.\d+)*(?=[\s,.;:]|$)/gu;

/**
 * "wie zuvor", "as before" without a participle ("Die Funktion erhält wie zuvor den Startzeitpunkt …"); not
 * the base of a comparison ("so hoch wie bisher", "the same as before").
 */
const AS_BEFORE =
  /(?<!\b(?:so|genauso|ebenso|as)\s+\p{L}+)(?<!\bsame),?\s+(?:wie\s+(?:schon\s+)?(?:zuvor|bisher|oben|gehabt)|as\s+(?:before|previously))(?=[\s,.;]|$),?/giu;

function withoutBackPointer(sentence: string): string {
  return sentence
    .replace(BACK_POINTER, (_all, before: string) => (before === "" ? "" : " "))
    .replace(AS_BEFORE, "")
    .replace(BACK_POINTER_ATTRIBUTE, "")
    .replace(NAMED_BEFORE, "")
    .replace(BACK_PLACE, "")
    .replace(CHAPTER_POINTER, "")
    .trim();
}
