/**
 * Where a clause may end: not on an open determiner, a copula without its predicate, a subordinate clause
 * stopped before its verb or a noun that waits for its infinitive.
 */
import { isGermanVerbForm } from "../../text/german-verb-forms.ts";
import { words } from "../../text/words.ts";
import { isEnglish } from "./language.ts";
import { AUXILIARY, FINITE_AUXILIARY, FUNCTION_WORDS, NOT_VERB_OPENERS, VERB_FORM } from "./verbs.ts";

const FINITE_AT_END = new RegExp(`^(?:${FINITE_AUXILIARY})$`, "u");

/**
 * Adverbs that name a main clause the consequence of what was said before it ("Da …, errechnet sich somit …"):
 * after a reason put first they point at that reason.
 */
export const CONSEQUENCE_WORDS =
  "somit|daher|deshalb|deswegen|folglich|demnach|darum|also|dadurch|infolgedessen|dementsprechend";

/** A clause opening with a preposition or participle is usually an adverbial phrase whose main clause follows. */
export const ADVERBIAL =
  /^(für|bei|mit|in|im|auf|durch|nach|neben|aus|von|vom|unter|über|am|beim|zur|zum|trotz|wegen|aufgrund|anhand|for|with|in|at|on|by|from|after|despite|due to|to|even|given|following|using|based|considering|compared|according|regarding|unlike|besides|in order)\b/iu;

/** Verb-first clauses are conditions ("Ist man …, so …") and need their main clause. */
export const VERB_FIRST =
  /^(ist|sind|war|waren|hat|haben|hatte|wird|werden|wurde|kann|können|konnte|soll|sollte|sollen|muss|müssen|gibt|gab|liegt|liegen|möchte|will|wollen|tritt|treten|stimmt|fehlt|fehlen|bleibt|steht)\b/iu;

/**
 * "Als Standardanwendungsfall werden …", "Wie Abbildung 3 zeigt" is not meant: a phrase with "als"/"wie"
 * (not a pronoun or article after it) followed at once by the finite verb of a main clause.
 */
const ALS_PHRASE =
  /^(?:als|wie)\s+(?!(?:es|er|sie|wir|ich|man|die|der|das|den|dem|ein|eine|einer|einen)\s)[\p{L}-]+\s+(?:[\p{L}-]+\s+)?(?:wird|werden|wurde|wurden|ist|sind|war|waren|dient|dienen|diente|dienten|gilt|gelten|galt|kann|können|konnte|lässt|hat|haben|hatte|eignet|eignen|bietet|bieten)\s/iu;

const SUBORDINATE_OPENER =
  /^(was|wem|wer|wessen|sobald|solange|bevor|ehe|seit|seitdem|bis|je|da|weil|wenn|falls|obwohl|obgleich|obschon|wenngleich|wiewohl|dass|ob|als|nachdem|während|indem|sodass|damit|um|sofern|soweit|wobei|wie|since|because|if|although|though|when|while|as|whereas|which|that|so that)\b/iu;

/** Whether the text opens a subordinate clause ("weil …", "als die Messung begann"). */
export function opensSubordinate(text: string): boolean {
  return SUBORDINATE_OPENER.test(text) && !ALS_PHRASE.test(text);
}

/** A weak past form ("neigte", "führten"), not a participle ("gestartete") or a noun. */
const WEAK_PAST = /^(?!ge)\p{Ll}{3,}(?:te|ten)$/u;

/**
 * Whether a German sentence that opens with a subordinate clause goes on to its main clause: after a comma
 * a finite verb comes first ("Während die Daten keiner Aufbereitung bedurften, war die Validierung der
 * Knackpunkt"), or the second half of "je …, desto/umso …". Then the sentence is whole, not a clause whose
 * main clause was cut off.
 */
export function mainClauseFollows(text: string): boolean {
  if (isEnglish(text)) return false;
  return text
    .split(/,\s/u)
    .slice(1)
    .some((part) => {
      const ws = words(part);
      // The main clause goes on after its verb; a lone verb closes an inserted clause ("…, wie erwartet, streuten").
      if (ws.length < 3) return false;
      const first = (ws[0] ?? "").replace(/[^\p{L}]/gu, "");
      if (/^(?:desto|umso)$/u.test(first)) return true;
      if (first === "gewesen" || first === "worden" || NOT_VERB_OPENERS.test(first)) return false;
      return isGermanVerbForm(first) || WEAK_PAST.test(first);
    });
}

/** A noun that waits for its infinitive group ("beschreibt die Fähigkeit[, Daten … zu modellieren]"). */
export const AWAITS_INFINITIVE =
  /\b(?:die|den|das|eine|einen|the)\s+(?:\p{L}+\s+)?(?:fähigkeit|möglichkeit|aufgabe|absicht|zweck|vorteil|versuch|chance|ability|possibility|option|opportunity)$/iu;

/** A clause ending like this is incomplete without what follows. */
export const NEEDS_CONTINUATION =
  /\b(es|ist|sind|war|waren|wird|werden|wurde|wurden|zeigt|zeigen|zeigte|lautet|lauten|sieht man|man|versucht|bedeutet|heißt|gilt|folgt|bedeutet|dazu|daraus|darauf|daran|davon|dafür|darin|darum|folgendermaßen|wissen|sich an|in der lage|in der lage sein|besser|schlechter|eher|wichtig|sinnvoll|notwendig|ratsam|empfehlenswert|erforderlich|is|are|was|were|shows|show|means|that|it|to|able)$/iu;

/**
 * A clause starting like this belongs to the previous one (infinitive, relative or content clause, an
 * indirect question "…, inwiefern …", "…, auf welcher Position …", or the first of a pair "…, teils …,
 * teils …" inside it). A purpose clause ("…, um … zu …") is not among them: the statement before it
 * holds alone.
 */
export const CONTINUATION =
  /^(dass|zu|ob|wie|wo|was|welche[rsmn]?|der|die|das|dem|den|denen|deren|dessen|sondern|desto|umso|inwiefern|inwieweit|teils|einerseits|zum einen|(?:an|auf|aus|bei|durch|für|gegen|in|mit|nach|über|um|unter|von|vor|zu)\s+(?:welche[rsmn]?|wem|wen|was|wessen)|that|which|who|whom|whose|to|where|how|whether|than|but rather)\b/iu;

export const INTRO_BEFORE_COLON =
  /(?<!\p{L})(lautet|lauten|sind|ist|folgt|folgende[nr]?|wie folgt|nämlich|are|is|as follows|following)$/iu;

/**
 * Whether the verb bracket opened by the clause's last auxiliary or modal closes inside the clause:
 * "… oder kann optional" stops before its infinitive, "… wurde … programmiert" closes.
 */
export function verbBracketCloses(body: string, last: string): boolean {
  const padded = ` ${body} `;
  if (!AUXILIARY.test(padded)) return true;
  if (!/^\p{Ll}/u.test(last)) return false;
  const auxiliaries = [...padded.matchAll(new RegExp(AUXILIARY.source, "gu"))];
  const after = padded.slice((auxiliaries.at(-1)?.index ?? 0) + (auxiliaries.at(-1)?.[0].length ?? 0));
  // A passive "wurde(n)" whose participle would follow a relative clause ("wurden die Raten r5 und r6,
  // welche das System beschreiben[, eingeführt]"): the relative clause's verb does not close it.
  const passive = /^\s*(?:wird|werden|wurde|wurden)\s$/u.test(auxiliaries.at(-1)?.[0] ?? "");
  const own = passive
    ? after
        .split(/,\s/u)
        .filter((part, i) => i === 0 || !RELATIVE_OPENER.test(part))
        .join(" ")
    : after;
  const tail = words(own);
  // The auxiliary itself is the last word ("… die Werte haben"): a verb-final subordinate shape, kept.
  return (
    tail.length === 0 ||
    tail.some((t) => VERB_FORM.test(t) && !FUNCTION_WORDS.has(t) && !NOT_VERB_OPENERS.test(t))
  );
}

/** A relative clause's opening ("welche das System beschreiben", "die sich ergeben"). */
const RELATIVE_OPENER = /^(?:welche[rsmn]?|die|der|das|denen|deren|dessen)\s+(?!\p{Lu})/u;

/** German determiners after which a noun must follow. */
const OPEN_DETERMINER =
  /^(der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|kein|keine|keinen|keinem|keiner|sein|seine|seiner|seinen|seinem|ihr|ihre|ihrer|ihren|ihrem|diese[rsmn]?|jede[rsmn]?)$/u;

const COPULA_THEN_SUBJECT =
  /\s(?:ist|sind|war|waren|bleibt|blieb|wird|wurde)\s+(?:der|die|das|ein|eine|kein|keine|dieser|diese|dieses)\s+(?:\p{Ll}[\p{L}-]*\s+)*\p{Lu}[\p{L}-]*$/u;

/** Verbs that introduce a quotation ("An späterer Textstelle schreibt er"). */
const QUOTE_INTRO =
  /\b(schreibt|schrieb|sagt|sagte|meint|formuliert|betont|fragt|erklärt|heißt es|notiert|bemerkt|writes|wrote|says|said|notes|states|argues)(?:\s+(?:er|sie|es|man|he|she|they))?$/iu;

/**
 * A clause that stops before its noun ("zeigt eine umfassende", "einen signifikanten"), on a quotation's
 * announcement ("… schreibt er") or on a determiner: the rest of the sentence is still owed.
 */
export function endsOpen(text: string): boolean {
  const t = text.replace(/[.;:,]+$/u, "").trim();
  if (QUOTE_INTRO.test(t)) return true;
  // A compound cut at its hyphen ("a function of the Reynolds-" for "Reynolds- and Prandtl number").
  if (/\p{L}-$/u.test(t)) return true;
  // "… mit denen", "… als jene": a pronoun that stands for a noun still to come.
  if (/\s(?:denen|deren|dessen|jene[nmrs]?|solche[nmrs]?|welche[nmrs]?)$/u.test(t)) return true;
  // "Für Jäger und Schütz ist das Feuilleton": after a fronted adverbial the subject follows the copula,
  // and the predicate is still owed.
  if (ADVERBIAL.test(t) && COPULA_THEN_SUBJECT.test(t)) return true;
  if (isEnglish(t)) return false;
  const ws = words(t);
  let k = ws.length - 1;
  while (k >= 0 && /^\p{Ll}[\p{L}-]*$/u.test(ws[k] ?? "") && !OPEN_DETERMINER.test(ws[k] ?? "")) k--;
  // Only lower-case words after the last determiner: adjectives waiting for their noun.
  return (
    k >= 0 &&
    k < ws.length &&
    OPEN_DETERMINER.test(ws[k] ?? "") &&
    ws.slice(k + 1).every((w) => !/\d/u.test(w))
  );
}

/** The German relative pronouns that open a relative clause ("…, die sich", "…, in denen …"). */
export const RELATIVE_PRONOUN = "der|die|das|dem|den|denen|deren|dessen|welche[rsmn]?";

/** Relative and subordinate clauses inside a head must end on their verb ("…, die sich" stopped inside). */
const SUB_OPENER = new RegExp(
  `^(${RELATIVE_PRONOUN}|dass|weil|wenn|ob|obwohl|sodass|indem|nachdem|während|sofern|falls|wobei|womit|wodurch|wo)\\s`,
  "iu",
);

export function subClausesClose(head: string): boolean {
  if (isEnglish(head)) return true;
  return head
    .split(/,\s/u)
    .slice(1)
    .every((part) => {
      if (!SUB_OPENER.test(part)) return true;
      const ws = words(part);
      // "…, den Knoten und den Kanten": an apposition, not a relative clause.
      if (/^(die|der|das|dem|den)$/iu.test(ws[0] ?? "") && /^\p{Lu}/u.test(ws[1] ?? "")) return true;
      const last = (ws.at(-1) ?? "").replace(/[^\p{L}]/gu, "");
      return (
        (VERB_FORM.test(last) && !FUNCTION_WORDS.has(last)) ||
        isGermanVerbForm(last) ||
        FINITE_AT_END.test(last)
      );
    });
}

/**
 * "deshalb"/"deswegen"/"darum" before "um"/"weil"/"da"/"dass", "dadurch"/"daher" before "dass"/"weil": the
 * adverb announces the clause after the comma ("ist deshalb gewählt worden, um …"), so the head needs it;
 * so does "dann"/"nur"/"insofern" before "wenn"/"falls"/"als" (the condition it points at).
 */
export function announcesClause(head: string, rest: string): boolean {
  return (
    (/\b(?:deshalb|deswegen|darum)\b/iu.test(head) && /^(?:um|weil|da|dass)\b/iu.test(rest)) ||
    (/\b(?:dadurch|daher)\b/iu.test(head) && /^(?:dass|weil)\b/iu.test(rest)) ||
    // "… wurde dann als im Überschuss betrachtet, wenn …": the condition is what "dann" points at.
    (/\b(?:dann|insofern|nur)\b/iu.test(head) && /^(?:wenn|falls|sofern|sobald|als)\b/iu.test(rest))
  );
}

/** The text up to its first comma, semicolon or dash: where a main clause has its verb. */
export function firstSegment(text: string): string {
  return text.split(/,\s|;\s|\s[–—]\s/u)[0] ?? "";
}

/**
 * "… bietet den Vorteil, eine große Menge … zu extrahieren": an infinitive group the main clause asks for
 * (not a purpose clause with "um … zu", which may go).
 */
export function requiredInfinitive(rest: string): boolean {
  const segment = rest.split(/[,;]/)[0] ?? "";
  if (/^(um|ohne|statt|anstatt)\b/iu.test(segment)) return false;
  const ws = words(segment);
  return ws.some(
    (w, i) =>
      (w === "zu" &&
        /^\p{Ll}+(en|ern|eln)$/u.test(ws[i + 1] ?? "") &&
        !FUNCTION_WORDS.has(ws[i + 1] ?? "")) ||
      ZU_INFIX.test(w),
  );
}

/** A separable verb's infinitive with its "zu" inside ("anzupassen", "aufzubauen", "durchzuführen"). */
const ZU_INFIX =
  /^(?:ab|an|auf|aus|bei|dar|durch|ein|fest|fort|frei|her|heran|heraus|hervor|hin|hinaus|hinzu|los|mit|nach|statt|teil|um|vor|voran|vorbei|weg|weiter|wieder|zurück|zusammen)zu\p{Ll}{2,}(?:en|ern|eln)$/u;

/** Brackets and German quotes closed. */
export function balanced(text: string): boolean {
  return (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length && !/„[^“”]*$/u.test(text);
}
