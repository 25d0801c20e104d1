/** The clause boundaries of a sentence, and the longest opening of it that stands alone as a main clause. */
import { wordCount, words } from "../../text/words.ts";
import {
  ADVERBIAL,
  AWAITS_INFINITIVE,
  announcesClause,
  balanced,
  CONTINUATION,
  endsOpen,
  firstSegment,
  NEEDS_CONTINUATION,
  opensSubordinate,
  RELATIVE_PRONOUN,
  requiredInfinitive,
  subClausesClose,
  VERB_FIRST,
  verbBracketCloses,
} from "./clause-ends.ts";
import { isEnglish } from "./language.ts";
import { FINITE_AUXILIARY, FUNCTION_WORDS, hasVerb } from "./verbs.ts";

/** Finite verbs that show an adverbial opener ("Bei ungerichteten Netzwerken ist …") heads a main clause. */
const FINITE_AFTER_ADVERBIAL =
  /\s(ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|hatten|kann|können|konnte|konnten|muss|müssen|soll|sollen|gibt|gab|zeigt|zeigen|zeigte|zeigten|liegt|liegen|lag|lagen|erreicht|erreichen|erreichte|steigt|sinkt|stieg|sank|wählen|wählte|fehlt|fehlen|fehlte|fehlten|ergab|ergaben|ergibt|führt|führte|führten|besitzt|besitzen|besaß|bietet|bieten|bot|bleibt|bleiben|blieb|gilt|gelten|galt|benötigt|benötigen|erzielt|erzielen|erzielte|lässt|lassen|ließ|weist|weisen|wies|is|are|was|were|has|have|had|can|could|shows?|showed|found|did|remained?)\s/iu;

/**
 * An English adverbial opener followed by its clause's subject pronoun and verb ("Due to the long durations
 * it appears rather cumbersome"): English puts no comma after the opener.
 */
const ENGLISH_SUBJECT_AFTER_ADVERBIAL =
  /\s(?:it|they|we|there|this|these|he|she)\s+(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|became|showed|\p{Ll}{3,}s)\b/u;

/** "JMeter ist trotz des hohen Ressourcenverbrauchs": a copula whose predicate came after the cut. */
const COPULA_WITHOUT_PREDICATE =
  /\s(?:ist|sind|war|waren|bleibt|blieb|is|are|was|were)\s+(?:trotz|wegen|aufgrund|dank|infolge|neben|während|despite|because of|due to)\s[^,]*\p{Lu}[\p{L}-]*$/u;

/**
 * A main clause interrupted after its auxiliary or copula by a "wie" insertion ("Die Gemeinde war, wie Mk 13
 * vermuten lässt[, von … geprägt]"): its predicate comes after the cut.
 */
const AUX_BEFORE_INSERTION =
  /^[^,]*\s(?:ist|sind|war|waren|wird|wurde|werden|wurden|hat|hatte|haben|hatten)\s*,\s*wie\s[^,]*\b(?:lässt|läßt|zeigt|zeigen|zeigte|erwartet|erwähnt|beschrieben|ausgeführt|dargestellt|belegt|gezeigt|vermutet|angenommen|bekannt)$/u;

/**
 * After a fronted adverbial German puts the verb, then the subject: "Durch die verlängerte Betriebszeit
 * ergibt sich[, …, eine Einsparung …]" stops before its subject.
 */
const SUBJECT_STILL_OWED =
  /^(?:(?:für|bei|mit|in|im|auf|durch|nach|aus|von|vom|unter|über|am|beim|zur|zum|trotz|wegen|aufgrund|anhand)\s.*|(?:daraus|hieraus|hier|dabei|hierbei|damit|somit|insgesamt|so|dann|nun)\s\S+)\s\p{Ll}+\s+sich$/u;

/** The opener read in lower case; the verb before "sich" must be lower case (no "i" flag on `\p{Ll}`). */
const subjectStillOwed = (body: string) =>
  SUBJECT_STILL_OWED.test(body.charAt(0).toLowerCase() + body.slice(1));

/**
 * Whether a clause cut off from its sentence can stand alone: not an adverbial, subordinate, infinitive
 * or verb-first clause, not one that needs its continuation, has a verb, and closes its verb bracket
 * ("Ursprünglich wurde JMeter von S. M." is not a statement; the participle came after the comma).
 */
export function clauseStandsAlone(first: string, rest: string): boolean {
  const body = first.replace(/^[\p{L}-]+:\s+/u, "");
  const tokens = words(body);
  const last = tokens.at(-1) ?? "";
  return (
    tokens.length >= 4 &&
    !opensSubordinate(body) &&
    (!ADVERBIAL.test(body) ||
      FINITE_AFTER_ADVERBIAL.test(` ${firstSegment(body)} `) ||
      (isEnglish(body) && ENGLISH_SUBJECT_AFTER_ADVERBIAL.test(firstSegment(body)))) &&
    !VERB_FIRST.test(body) &&
    !(NEEDS_CONTINUATION.test(body) && !closesIndirectQuestion(body)) &&
    !COPULA_WITHOUT_PREDICATE.test(body) &&
    !AUX_BEFORE_INSERTION.test(body) &&
    !AWAITS_INFINITIVE.test(body) &&
    !subjectStillOwed(body) &&
    !announcesClause(body, rest) &&
    !CONTINUATION.test(rest) &&
    !requiredInfinitive(rest) &&
    // German infinitive clause put first ("Parameter zu schätzen, die …").
    !/\bzu\s+\p{Ll}+$/u.test(body) &&
    // Needs a verb before its first comma: "Eine Kante im Datensatz, die … verläuft" is a subject alone.
    hasVerb(firstSegment(body)) &&
    verbBracketCloses(body, last) &&
    balanced(body) &&
    !endsOpen(body) &&
    subClausesClose(body) &&
    // "… die positiven, negativen oder neutralen …", "… the properties Pressure, Wall Heat Flux and Force":
    // an enumeration, not a clause boundary.
    !/^[^\s,;]+(?:\s[^\s,;]+){0,3}\s(?:und|oder|sowie|and|or)\b/iu.test(rest) &&
    !resumesAfterInsertion(body, rest) &&
    !goesOnAfterInsertion(rest)
  );
}

/** A finite verb that may end a subordinate clause ("…, ob die Dauer zu kurz ist"). */
const FINAL_VERB =
  /\s(?:ist|sind|war|waren|wird|werden|wurde|wurden|zeigt|zeigen|zeigte|gilt|folgt|bedeutet)$/u;

/**
 * The clause ends on the verb of an indirect question it opened after a comma ("Es muss untersucht werden,
 * ob die Dauer zu kurz ist"): that verb closes it, nothing more is owed. Not after "wie", which also opens
 * an insertion the main clause goes on after ("Die Stunden werden nicht, wie es … der Fall ist, …").
 */
function closesIndirectQuestion(body: string): boolean {
  const last = body.split(/,\s/u).at(-1) ?? "";
  return last !== body && FINAL_VERB.test(body) && INDIRECT_QUESTION.test(last) && subClausesClose(body);
}

const INDIRECT_QUESTION = /^(?:ob|inwiefern|inwieweit)\s/u;

/** A relative clause ("die …") and one after its preposition ("in denen …"). */
const RELATIVE_CLAUSE = new RegExp(`^(?:${RELATIVE_PRONOUN})\\s`, "iu");
const PREPOSITION_RELATIVE = new RegExp(`^\\p{Ll}+\\s(?:${RELATIVE_PRONOUN})\\s`, "u");

/**
 * The main clause goes on after a phrase inserted at the cut ("Polgar rückt im Laufe der Zeit, vor allem mit
 * Ende des Krieges, von harschen Moralappellen ab"): a part without a verb, then a part that opens with a
 * preposition, not a clause of its own (nor a relative clause: "…, in denen …").
 */
function goesOnAfterInsertion(rest: string): boolean {
  const [insertion, next] = rest.split(/,\s/u);
  return (
    insertion !== undefined &&
    !isEnglish(rest) &&
    next !== undefined &&
    /^\p{Ll}/u.test(insertion) &&
    !hasVerb(insertion) &&
    /^(?:von|vom|mit|zu|zum|zur|in|im|auf|an|am|bei|beim|nach|aus|über|unter|für|gegen|durch|um|vor|zwischen)\s/u.test(
      next,
    ) &&
    // "…, in denen …", "…, bei der …": a relative clause on the inserted phrase.
    !PREPOSITION_RELATIVE.test(next)
  );
}

/**
 * The main clause goes on after a clause inserted into it ("Aufgewachsen ist der spätere Meister der kleinen
 * Form, wie ihn die Kritiker loben, in einfachen Verhältnissen"): the head ends on the inserted clause and
 * what follows, up to the next comma, has no verb of its own.
 */
function resumesAfterInsertion(head: string, rest: string): boolean {
  const inserted = head.split(LIST_COMMA).slice(1).at(-1);
  const next = rest.split(/[,;]/u)[0] ?? "";
  return (
    inserted !== undefined &&
    !isEnglish(head) &&
    (opensSubordinate(inserted) || RELATIVE_CLAUSE.test(inserted)) &&
    /^\p{Ll}/u.test(next.trim()) &&
    !hasVerb(next)
  );
}

/** After "und"/"and": a new subject, then a verb before the next comma: a second main clause. */
const NEW_SUBJECT =
  /^(ich|wir|er|sie|es|man|der|die|das|dies|diese[rsmn]?|ein|eine|the|it|they|we|i|this|these|there)\s/iu;

/** English: a bare plural noun, then a modal or plural auxiliary ("errors in the setup can cost …"). */
const ENGLISH_BARE_SUBJECT =
  /^\p{Ll}[\p{L}-]*s\s(?:[^,;]*?\s)?(?:can|could|will|would|may|might|must|should|are|were|have)\s/u;

export function startsMainClause(rest: string): boolean {
  if (!NEW_SUBJECT.test(rest)) return isEnglish(rest) && ENGLISH_BARE_SUBJECT.test(rest);
  const segment = words(rest.split(/[,;]/)[0] ?? "").slice(1);
  return (
    segment.some((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(w)) && !(!isEnglish(rest) && verbLast(rest))
  );
}

/**
 * German "und" + a subject whose verb comes last, after an adverb ("… wie ein Passant und ein Chauffeur
 * verbal aneinander geraten"): the second half of a subordinate clause; a main clause puts its verb second
 * ("und die Werte steigen deutlich").
 */
function verbLast(rest: string): boolean {
  const segment = words(rest.split(/[,;]/u)[0] ?? "");
  const last = segment.at(-1) ?? "";
  const noun = segment.findIndex((w, i) => i > 0 && /^\p{Lu}/u.test(w));
  if (segment.length < 4 || noun < 0 || !hasVerb(last)) return false;
  const between = segment.slice(noun + 1, -1);
  return (
    !between.some((w) => hasVerb(w)) && between.some((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(w))
  );
}

/**
 * "und"/"and" + a finite auxiliary or modal: a second predicate of the same subject ("Kressen sind krautige
 * Pflanzen und werden in der Küche verwendet"); the first stands as a clause of its own.
 */
const SECOND_PREDICATE = new RegExp(
  `^(?:${FINITE_AUXILIARY}|is|are|was|were|has|have|had|can|could|will|would|may|must|should)\\s`,
  "u",
);

function sharesSubject(conjunction: string, second: string): boolean {
  return /^,?\s(?:und|and)\s$/u.test(conjunction) && SECOND_PREDICATE.test(second);
}

/** What follows a clause cut before a second predicate of its subject (", und werden …", " and is …"). */
export function opensSecondPredicate(rest: string): boolean {
  const m = /^,?\s+(?:und|and)\s+/u.exec(rest);
  return m !== null && SECOND_PREDICATE.test(rest.slice(m[0].length));
}

/** A finite auxiliary or modal that a subject joined by "sowie" may share. */
const SHARED_FINITE = new RegExp(`\\s(?:${FINITE_AUXILIARY})(?:\\s|$)`, "u");

/** Commas, semicolons, dashes, and "und"/"and" … that may open a second main clause. */
const BOUNDARY = /;\s|\s[–—]\s|,\s|,?\s(?:und|oder|aber|sondern|and|but|or)\s/gu;

/** After a comma, one lower-case word and another comma or "and"/"und": the comma stands inside a list of words. */
const LIST_GOES_ON = /^\p{Ll}[\p{L}-]*(?:,\s|\s(?:and|or|und|oder|sowie)\s)/u;

/** English: an article and one word before the comma ("… is a brief"). */
const ARTICLE_AND_WORD = /\b(?:the|a|an|this|these|its|their|our|my)\s+\p{Ll}[\p{L}-]*$/iu;

/** After the comma, an adjective and more words before its noun ("structured diagnostic interview …"). */
const ADJECTIVES_GO_ON = /^\p{Ll}[\p{L}-]*(?:ed|al|ic|ive|ous|ful|able|ible|ary|less|ent|ant|ar)\s+\p{Ll}/u;

/** German: after a comma, a noun and another comma or "und": a list of nouns ("wie Autos, Reklamen, neue Filme"). */
const NOUN_LIST_GOES_ON = /^\p{Lu}[\p{L}-]*(?:,\s|\s(?:und|oder|sowie)\s)/u;

/** A comma that parts clauses, not one inside a list of words. */
const LIST_COMMA = new RegExp(`,\\s(?!${LIST_GOES_ON.source.slice(1)})`, "u");

/**
 * English sets off a subordinate or relative clause without a comma ("… the same for all solutions since
 * it is independent …"); German always puts one, so this boundary is English only.
 */
const ENGLISH_SUBORDINATE = /\s(?:since|because|although|though|whereas|while|unless|when|which)\s/u;

const ENGLISH_BOUNDARY = new RegExp(`${BOUNDARY.source}|${ENGLISH_SUBORDINATE.source}`, "gu");

/**
 * Where a sentence may end after a complete clause: before ";", a dash, a comma (never inside "0, 5"), or
 * "und"/"aber"/"and"/"but" that opens a second main clause; in English also before a subordinate
 * conjunction. Each with the text after it.
 */
export function clauseBoundaries(s: string): Array<{ head: string; rest: string }> {
  const out: Array<{ head: string; rest: string }> = [];
  const english = isEnglish(s);
  for (const m of s.matchAll(english ? ENGLISH_BOUNDARY : BOUNDARY)) {
    const at = m.index ?? 0;
    const before = s.slice(0, at);
    const after = s.slice(at + m[0].length);
    // Never between the two halves of a number or a range ("0, 5", "2015 – 2016").
    if (/\d$/u.test(before) && /^\d/u.test(after)) continue;
    // Never inside a list of words: "… is a valid, sensitive, and clinically meaningful instrument" goes
    // on after the list, so "… is a valid" is cut.
    if (/^,\s$/u.test(m[0]) && (LIST_GOES_ON.test(after) || (!english && NOUN_LIST_GOES_ON.test(after))))
      continue;
    // Nor between two adjectives before their noun: "… is a brief, structured diagnostic interview".
    if (english && /^,\s$/u.test(m[0]) && ARTICLE_AND_WORD.test(before) && ADJECTIVES_GO_ON.test(after))
      continue;
    // ", and 2 participants …" continues an enumeration unless a second main clause starts.
    const conjunction =
      /(?:und|oder|aber|sondern|and|but|or)\s$/u.test(m[0]) || /^(?:und|oder|sowie|and|or)\s/u.test(after);
    const second = after.replace(/^(?:und|oder|sowie|and|or)\s/u, "");
    if (
      conjunction &&
      (/sondern\s$/u.test(m[0]) || (!startsMainClause(second) && !sharesSubject(m[0], second)))
    )
      continue;
    // "… und die Menge an Operatoren, sowie die Regeln … sind verschieden": "sowie" adds to a subject whose
    // finite verb follows it, so the head stops inside that subject.
    if (/^sowie\s/u.test(after) && SHARED_FINITE.test(after.split(/[,;]/u)[0] ?? "")) continue;
    out.push({
      head: before.replace(/[\s,;:–—]+$/u, ""),
      rest: conjunction ? after : after.replace(/^[(\s]+/u, ""),
    });
  }
  return out;
}

/**
 * The part after the head's last comma must say something of its own: "Ziel war es, Artikel aus den
 * Archiven zweier Online-Zeitungen" stopped inside the infinitive clause that "es" announced.
 */
function lastPartComplete(head: string): boolean {
  // A comma inside a list of words ("schnell, genau und günstig") parts nothing.
  const parts = head.split(LIST_COMMA);
  if (parts.length < 2) return true;
  if (
    (/\b(es|dazu|darauf|daran|davon)$/iu.test(parts[0] ?? "") ||
      /\b(dazu|darauf|daran|davon|dafür|darin|danach)\s+\p{Ll}+$/iu.test(parts[0] ?? "")) &&
    !/\bzu\s+\p{Ll}+|\bzu\p{Ll}+en\b|\bdass\b/u.test(parts.slice(1).join(" "))
  )
    return false;
  return hasVerb(parts.at(-1) ?? "");
}

/** The longest opening of the sentence that is a complete clause of at most `maxWords` words, or null. */
export function mainClause(s: string, maxWords: number): string | null {
  let best: string | null = null;
  for (const { head, rest } of clauseBoundaries(s)) {
    if (wordCount(head) > maxWords) break;
    if (clauseStandsAlone(head, rest) && lastPartComplete(head) && !awaitsEnglishNoun(head)) best = head;
  }
  return best;
}

/**
 * An English clause that stops on an adjective after its article ("… separately for the clinical" of
 * "… for the clinical and the non-clinical sample"): the noun it waits for comes after the cut.
 */
function awaitsEnglishNoun(head: string): boolean {
  if (!isEnglish(head)) return false;
  const ws = words(head);
  const last = ws.at(-1) ?? "";
  return (
    /^(?:the|a|an|this|these|its|their|our|my)$/iu.test(ws.at(-2) ?? "") &&
    /\p{Ll}(?:al|ic|ive|ous|ful|able|ible|ary|less)$/u.test(last)
  );
}
