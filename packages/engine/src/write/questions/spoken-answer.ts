/**
 * Which thesis sentences may be read out as an answer, and how: citations out, first person where the thesis
 * speaks of "this work"; a sentence that leans back on the one before it waits for that one.
 */
import { lacksVerb } from "../../text/verb-rules.ts";
import { wordCount } from "../../text/words.ts";
import type { ThesisSentence } from "../../understand/schema.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { bulletFlaw, isAnaphoric, isMeta, pointsAtUnseen } from "../wording/bullet-flaw.ts";
import { isProse } from "../wording/prose.ts";
import { speakable } from "../wording/speakable.ts";

/** Citations that survive `speakable` ("et al.", "(Briatte - Summary …"): a sentence with one is not read out. */
const CITATION_LEFT =
  /\(\s*(?:19|20)\d{2}[a-z]?\s*[,;)]|\bet al\b|\bebd\.|\bvgl\.|\bibid\b|\(\s*\p{Lu}[^()]*\b(?:19|20)\d{2}|\[\d|\(\s*\p{Lu}[\p{L}-]+\s+-\s/u;

/** English connectives set off by a comma: they can go without changing what the sentence says. */
const CONNECTIVE =
  /^(?:however|moreover|furthermore|additionally|in addition|first|second|third|finally|overall|in summary|consequently|in particular|importantly|notably)\s*,\s*(?=\p{L})/iu;

/** A contrast in the middle of the opening clause ("Underfit, on the other hand, …") answers an earlier sentence. */
const CONTRASTS_BACK =
  /^[^,]{0,40},\s*(?:on the other hand|however|in contrast|jedoch|hingegen|dagegen|wiederum)\s*,/iu;

/** A clause whose subject points to something named before ("Wenn sie …", "While these findings …"). */
const PRONOUN_SUBJECT =
  /^(?:wenn|falls|da|weil|obwohl|während|because|if|when|although|since|while|whereas) (?:sie|er|es|dies|diese[rsmn]?|they|it|he|she|this|these|those)\b/iu;

/** A sentence that opens on a word pointing back ("Dies …", "Dadurch …", "These …", "Sie zeigen …": a
 * thesis addresses no one, its "Sie" is "they"). */
const LEANS_BACK =
  /^(?:in (?:diesem|solchem|jenem) fall|auf (?:dieser|diesen|deren|dessen) (?:basis|grundlage)|darauf aufbauend|vor diesem hintergrund|on this basis|building on this|in (?:this|that|such a) case|given (?:these|this|those|such)|angesichts (?:dieser|dessen|solcher)|das (?:bedeutet|heißt|zeigt)|aber|und|oder|doch|but|and|yet|so|also|trotzdem|dennoch|jedoch|allerdings|zudem|außerdem|darüber hinaus|ebenso|ferner|weiterhin|hingegen|andererseits|folglich|somit|another|similarly|for instance|for example|zum beispiel|beispielsweise|likewise|insbesondere|especially|in particular|particularly|nevertheless|dies|diese[rsmn]?|dieses|solche[rsmn]?|dort|darin|dadurch|damit|dabei|daher|deshalb|hierbei|hierfür|hierzu|dazu|davon|ersteres|letzteres|sie|er|ihre?|this|these|those|such|it|its|they|their|there(?:fore|by)?|thus|hence)\b/iu;

/** Something named in the text before, wherever it stands ("dass erstgenannter Faktor …", "the latter"). */
const NAMED_BEFORE =
  /(?<!\p{L})(?:(?:erst|letzt|vor|oben|zuvor)\s?genannte[rsmn]?|erstere[rsmn]?|letztere[rsmn]?|the (?:former|latter)|aforementioned)(?!\p{L})/iu;

const GERMAN_WORDS = /\b(?:der|die|das|und|ist|nicht|mit|von|für|auf|wird|werden|eine|dass|sich|wurde)\b/giu;

const ENGLISH_WORDS = /\b(?:the|and|is|are|of|to|with|that|this|for|was|were|by|which|from)\b/giu;

/** Two German sentences run together where a list lost its full stop ("… gereinigt Die erste Theorie …"). */
const GLUED = /\p{Ll}{2,} (?:Die|Der|Das|Dies|Diese|Es|Ich|Wir|Zudem|Dann|Außerdem) \p{Ll}/u;

/** A preposition with nothing after it but punctuation: the reference it introduced was removed. */
const ORPHANED_PREPOSITION = /(?<![\p{L}-])(?:in|bei|von|laut|gemäß|siehe|see|by|from|of)\s*[,.;:)]/iu;

/** A whole sentence that opens with a verb-first condition ("Betrachtet man die Ergebnisse, zeigt sich …"). */
const CONDITION_FIRST = /^\p{Lu}\p{Ll}+ (?:man|sich|es|sie|er)\b[^,]{3,}, \p{Ll}+ /u;

/** What the text is about to do ("Zunächst soll der Datensatz beschrieben werden."): about the text, not the work. */
const ANNOUNCES =
  /^(?:zunächst|zuerst|anschließend|danach|abschließend|im folgenden|im nächsten schritt|im weiteren(?: verlauf)?|im anschluss|nunmehr|nun|first|next|finally|now|in the following)\b.{0,160}\b(?:soll(?:en)?|wird|werden|will|shall)\b.{0,240}(?<!\p{L})(?:erklärt|beschrieben|vorgestellt|dargestellt|erläutert|bewertet|diskutiert|betrachtet|gezeigt|präsentiert|interpretiert|untersucht|analysiert|erörtert|übersetzt|eingeführt|behandelt|thematisiert|described|presented|discussed|explained|shown|interpreted|examined|analy[sz]ed|introduced|outlined)(?:\s+werden)?[.!]$/iu;

/** An attempt announced ("Danach wird versucht, …", "In weiterer Folge soll versucht werden, …"). */
const ANNOUNCES_ATTEMPT =
  /^(?:zunächst|zuerst|anschließend|danach|daraufhin|im folgenden|im anschluss|in weiterer folge|im weiteren(?: verlauf)?|nunmehr|nun|next|in the following)\b[^.]{0,40}\b(?:wird|werden|soll|sollen)\s+(?:\p{L}+\s+){0,2}versucht\b|^(?:next|in the following|first),? (?:\p{L}+ ){0,3}(?:is|are|will be) attempted\b/iu;

/** True when the sentence is written in the other language (a quotation in a German thesis, a German item in an English one). */
function foreign(text: string, language: "de" | "en"): boolean {
  const de = text.match(GERMAN_WORDS)?.length ?? 0;
  const en = text.match(ENGLISH_WORDS)?.length ?? 0;
  return language === "de" ? en >= 2 && en > de : de >= 2 && de > en;
}

/**
 * German quotes open with „ and close with “ (or, typed on an English keyboard, with "); English ones open
 * with “ and close with ”. A closing mark with no opening one ends a quotation begun in an earlier sentence.
 */
function quotesClose(t: string): boolean {
  const count = (c: string) => t.split(c).length - 1;
  const low = count("„");
  if (low > 0) return low === count("“") + count('"');
  // “…” pairs, or “…“ where one mark serves both ends: either way, a lone mark is left over.
  const open = count("“");
  const close = count("”");
  return (close === 0 ? open % 2 === 0 : open === close) && count('"') % 2 === 0;
}

const balanced = (t: string, open: string, close: string) =>
  t.split(open).length - 1 === t.split(close).length - 1;

/**
 * The sentence as it is spoken in an answer, or null when it cannot stand as a whole sentence: a text
 * role (roadmap, figure note, housekeeping, broken), a cut or a fragment, a figure pointer, a quotation,
 * a citation that would be read aloud, a sentence in the other language, or one without a verb.
 */
export function spokenSentence(
  s: Pick<ThesisSentence, "text" | "role">,
  language: "de" | "en",
): string | null {
  if (UNUSABLE_ROLES.has(s.role)) return null;
  const cleaned = speakable(s.text).replace(CONNECTIVE, "");
  const t = cleaned.charAt(0).toLocaleUpperCase(language) + cleaned.slice(1);
  const n = wordCount(t);
  const ends = s.role === "question" ? /[.!?]$/ : /[.!]$/;
  if (n < 6 || n > 55 || !/^\p{Lu}/u.test(t) || !ends.test(t)) return null;
  if (/…|\.\.\./.test(t) || !balanced(t, "(", ")") || !quotesClose(t)) return null;
  if (language === "de" && GLUED.test(t)) return null;
  // A citation taken out left its preposition behind ("… wie dargestellt in, ist …").
  if (ORPHANED_PREPOSITION.test(t)) return null;
  if (
    !isProse(t) ||
    isMeta(t) ||
    ANNOUNCES.test(t) ||
    ANNOUNCES_ATTEMPT.test(t) ||
    CITATION_LEFT.test(t) ||
    foreign(t, language) ||
    pointsAtUnseen(t)
  )
    return null;
  const flaw = bulletFlaw(t.replace(/[.!?]$/, ""));
  if ((flaw === "fragment" && !CONDITION_FIRST.test(t)) || flaw === "meta" || flaw === "figure") return null;
  // A sentence without a verb is garbled (a formula or a quotation read out as a sentence): not said aloud.
  if (lacksVerb(t, language)) return null;
  return firstPerson(t, language);
}

/**
 * One more of something the sentence before named ("Ein weiteres Indiz, das in die gleiche Richtung deutet,
 * …", "Another indication …"): it may follow in an answer, never open it.
 */
export function namesAnother(text: string): boolean {
  return /^(?:ein(?:e[nmrs]?)?\s+weitere[nmrs]?|another)\s/iu.test(text);
}

/** True when the sentence needs the one before it to be understood. */
export function leansBack(text: string): boolean {
  return (
    LEANS_BACK.test(text) ||
    NAMED_BEFORE.test(text) ||
    CONTRASTS_BACK.test(text) ||
    PRONOUN_SUBJECT.test(text) ||
    /\b(?:instead|stattdessen)\b/iu.test(text) ||
    /^(?:Es|It) (?:ist|is) (?:also|daher|deshalb|therefore)\b/u.test(text)
  );
}

const DE_WORK =
  "(?:Bachelor|Master|Seminar|Haus|Abschluss|Projekt|Studien)?(?:[Aa]rbeit|[Tt]hesis)|Untersuchung|Studie|Analyse";

const DE_THIS = new RegExp(`\\b([Dd])iese(r?) (${DE_WORK})\\b`, "gu");

const DE_PRESENT = new RegExp(`\\b([Dd])(ie|er) vorliegende(n?) (${DE_WORK})\\b`, "gu");

const EN_THIS = /\b([Tt])(?:his|he present|he current) (thesis|study|work|paper|research)\b/gu;

/** "In dieser Arbeit …" → "In meiner Arbeit …", "This study …" → "My study …": the student speaks of their own work. */
export function firstPerson(text: string, language: "de" | "en"): string {
  if (language === "en")
    return text.replace(EN_THIS, (_m, t: string, noun: string) => `${t === "T" ? "My" : "my"} ${noun}`);
  return text
    .replace(DE_THIS, (_m, d: string, r: string, noun: string) => `${d === "D" ? "M" : "m"}eine${r} ${noun}`)
    .replace(
      DE_PRESENT,
      (_m, d: string, article: string, _n: string, noun: string) =>
        `${d === "D" ? "M" : "m"}eine${article === "er" ? "r" : ""} ${noun}`,
    );
}

/** True for a sentence that leans on context in a way a quote in a question cannot carry. */
export function quotable(spoken: string): boolean {
  return (
    !leansBack(spoken) &&
    !isAnaphoric(spoken) &&
    !/\b(?:dies|diese[rsmn]?|dieses|genannte[rnms]?|obige[rnms]?|this|these|those|above)\b/iu.test(spoken)
  );
}
