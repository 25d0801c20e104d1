/**
 * Plain-text helpers for the deck writer: speakable cleanup (citations out), condensing a sentence to a
 * short bullet, bullet checks and page references. Sentences and words come from the text layer.
 * Nothing here invents words: every output is a substring-level edit of thesis text.
 */

import { memoized } from "../text/memo.ts";
import { wordCount, words } from "../text/words.ts";

/**
 * True for running text; false for table rows, code, command lines and lists pasted into a paragraph
 * ("Bezeichnung Erklärung elapsed Benötigte Zeit …", "-n Non-GUI-Mode -t Pfad").
 */
function isProseOnce(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < text.replace(/\s/g, "").length * 0.7) return false;
  // A word or two in brackets ("Handlungen (Tun) führen zu … (Ergehen)") is prose, not code.
  const symbols = text.replace(/\((?:[\p{L}-]+\s?){1,3}\)/gu, "");
  if ((symbols.match(/[|_=(){}[\]<>;$\\]/g) ?? []).length >= 3) return false;
  if (tokens.filter((t) => /^-{1,2}\w/.test(t)).length >= 2) return false;
  // Code comments and identifiers pasted into a paragraph ("1 # Config file", "sentBytes … grpThreads").
  if ((text.match(/(?:^|\s)#\s/g) ?? []).length >= 1) return false;
  if (tokens.filter((t) => /^\p{Ll}+\p{Lu}\p{Ll}/u.test(t)).length >= 2) return false;
  const caps = tokens.filter((t) => /^\p{Lu}/u.test(t)).length;
  return !(tokens.length > 8 && caps / tokens.length > 0.55);
}
export const isProse = memoized(isProseOnce);

/** Parenthesised pointers that are not spoken: sources, figure/table/appendix references ("(siehe Abbildung 15)"). */
const POINTER =
  /(?:vgl\.|cf\.|abb\.|tab\.|fig\.|(?:siehe|see|ebd|quelle|source|abbildung|tabelle|figure|table|anhang|appendix|listing)\b)/iu;
const POINTER_PARENS = new RegExp(`\\(\\s*${POINTER.source}[^()]{0,100}\\)`, "giu");
const POINTER_UNCLOSED = new RegExp(`\\(\\s*${POINTER.source}[^()]*$`, "iu");
const PLOT_ELEMENT_PARENS =
  /\s*\((?:(?:\p{L}+(?:e|en|er|es)|dashed|dotted|solid|red|blue|green|black|grey|gray|orange)\s+)?(?:Linien?|Kurven?|(?:Daten)?[Pp]unkte|Balken|Symbole|lines?|curves?|dots|points|bars|markers)\)/gu;
/** Capitalised words that never follow a noun inside a German or English sentence: they open a new one. */
const OPENS_SENTENCE =
  "Wenn|Wie|Ein|Eine|Der|Die|Das|Falls|Es|Man|Selbst|Dies|Diese|Dieser|Hier|Um|Bei|Durch|Auf|Im|Mit|Für|Nach|Unter|The|An|This|If|When";
/** A run-in label glued to its sentence ("• Passwörter Ein großer Punkt …") becomes "Passwörter: Ein großer …". */
const RUN_IN = new RegExp(`(^|[•▪●◦]\\s*)(\\p{Lu}[\\p{L}-]{3,}) (?=(?:${OPENS_SENTENCE})\\s)`, "gu");

/** Removes what is not spoken: bracketed citations, (Author, 2019), source and figure pointers, footnote markers, URLs. */
function speakableOnce(text: string): string {
  return (
    text
      .replace(RUN_IN, "$1$2: ")
      .replace(/\s*[•▪●◦]\s*/gu, " ")
      .replace(/\[[\d,;\s–-]+\]/g, "")
      .replace(/\[\d+[^\]]{0,40}\]/g, "")
      // A numbered citation the line break cut open at the end ("… der Elektrizität. [5, p").
      .replace(/\s*\[\d+[^\]]{0,20}$/u, "")
      .replace(
        /\((?:vgl\.\s*|siehe\s*|see\s*|cf\.\s*)?[\p{Lu}][^()]{0,80}?\d{4}[a-z]?(?:,\s*(?:S\.|p\.|pp\.)\s*[\d–-]+)?\)/gu,
        "",
      )
      // A narrative citation keeps the name and loses the year: "von Frank and Strauss (1986) eingeführt",
      // "Birkner u. a. (2020) beschreiben".
      .replace(
        /(?<=\p{L}|\b(?:u\.\s?a|et al)\.)\s*\((?:19|20)\d{2}[a-z]?(?:[,:]\s*(?:S\.|p\.|pp\.)?\s*[\d–-]+(?:\s*f{1,2}\.)?)?\)/gu,
        "",
      )
      // "vgl. Müller 2019, S. 3" run into the sentence.
      .replace(
        /\s*\b(?:vgl\.|cf\.)\s+[\p{Lu}][\p{L}-]+(?:\s+(?:et al\.|u\.\s?a\.))?\s+(?:19|20)\d{2}[a-z]?(?:,\s*(?:S\.|p\.)\s*[\d–-]+)?/giu,
        "",
      )
      .replace(POINTER_PARENS, "")
      .replace(POINTER_UNCLOSED, "")
      // A pointer at a plot element ("(blaue Linie)", "(schwarze Punkte)", "(dashed line)").
      .replace(PLOT_ELEMENT_PARENS, "")
      .replace(/https?:\/\/\S+/g, "")
      // Footnote markers glued to a word ("Cloud12 ", "Latinismen6,7 "), but not symbols and units ("R2",
      // "CO2", "km2", "H1").
      .replace(/(?<=\p{Ll}{3})\d{1,2}(?:,\d{1,2})*(?=[\s.,;:]|$)/gu, "")
      // … and to a short abbreviation, with two or three digits ("Mk45", "Joh12"; a verse is "Mk 4,5").
      .replace(/(?<=(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{1,2})\d{2,3}(?=[\s.,;:]|$)/gu, "")
      // … and after a closing quote or a sentence's end ("… Jesu“15 darzustellen", "… Markus.12 Die").
      .replace(/(?<=[“”"’]|\p{Ll}{2}[.;:])\d{1,3}(?=\s|$)/gu, "")
      // Space before punctuation, but not before a decimal (".34" in "r = .34").
      .replace(/\s+([,;:!?]|\.(?!\d))/g, "$1")
      .replace(/\(\s*\)/g, "")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}
export const speakable = memoized(speakableOnce);

/**
 * Connectives that can go without breaking the sentence. German adverbs ("Zudem ist …", "Dazu benötigt
 * man …") hold the first position before the verb, so dropping them leaves a verb-first fragment
 * ("Ist …"); only coordinating conjunctions and comma-separated adverbs may go.
 */
const LEADING_FILLERS = [
  /^(und|aber|denn|oder)\s+/iu,
  /^(zudem|außerdem|darüber hinaus|des weiteren|weiterhin|ferner|zusätzlich|somit|daher|deshalb|folglich|demnach|insgesamt|abschließend|zunächst|schließlich|allerdings|jedoch|hierbei|dabei|also|nun|kurz gesagt),\s+/iu,
  /^(furthermore|moreover|additionally|however|therefore|thus|hence|overall|finally|first|in addition|in summary|consequently)\b[,]?\s+/iu,
];

/** The first letter in upper case. */
export function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase("de-DE") + s.slice(1);
}

/** Number-safe word cut: never splits inside "84,3 %", "p < 0,05" or "n = 120". */
function cutWords(text: string, max: number): string {
  const ws = text.split(/\s+/).filter(Boolean);
  if (ws.length <= max) return text;
  let cut = max;
  // Do not end on a dangling operator, article or preposition.
  const weak =
    /^(der|die|das|den|dem|des|ein|eine|einer|eines|einem|und|oder|mit|von|zu|zur|zum|für|in|im|auf|an|bei|als|the|a|an|of|and|or|to|in|for|with|on|by|at|<|>|=|≤|≥|p|n)$/i;
  while (cut > 4 && weak.test(ws[cut - 1] ?? "")) cut--;
  return `${ws
    .slice(0, cut)
    .join(" ")
    .replace(/[,;:–-]+$/, "")} …`;
}

/** A clause opening with a preposition or participle is usually an adverbial phrase whose main clause follows. */
const ADVERBIAL =
  /^(für|bei|mit|in|im|auf|durch|nach|neben|aus|von|vom|unter|über|am|beim|zur|zum|trotz|wegen|aufgrund|anhand|for|with|in|at|on|by|from|after|despite|due to|to|even|given|following|using|based|considering|compared|according|regarding|unlike|besides|in order)\b/iu;
/** Verb-first clauses are conditions ("Ist man …, so …") and need their main clause. */
const VERB_FIRST =
  /^(ist|sind|war|waren|hat|haben|hatte|wird|werden|wurde|kann|können|konnte|soll|sollte|sollen|muss|müssen|gibt|gab|liegt|liegen|möchte|will|wollen|tritt|treten|stimmt|fehlt|fehlen|bleibt|steht)\b/iu;
const SUBORDINATE =
  /^(was|wem|wer|wessen|sobald|solange|bevor|ehe|seit|seitdem|bis|je|da|weil|wenn|falls|obwohl|obgleich|obschon|wenngleich|wiewohl|dass|ob|als|nachdem|während|indem|sodass|damit|um|sofern|soweit|wobei|wie|since|because|if|although|though|when|while|as|whereas|which|that|so that)\b/iu;
/** A noun that waits for its infinitive group ("beschreibt die Fähigkeit[, Daten … zu modellieren]"). */
const AWAITS_INFINITIVE =
  /\b(?:die|den|das|eine|einen|the)\s+(?:\p{L}+\s+)?(?:fähigkeit|möglichkeit|aufgabe|absicht|zweck|vorteil|versuch|chance|ability|possibility|option|opportunity)$/iu;
/** A clause ending like this is incomplete without what follows. */
const NEEDS_CONTINUATION =
  /\b(es|ist|sind|war|waren|wird|werden|wurde|wurden|zeigt|zeigen|zeigte|lautet|lauten|sieht man|man|versucht|bedeutet|heißt|gilt|folgt|bedeutet|dazu|daraus|darauf|daran|davon|dafür|darin|darum|folgendermaßen|wissen|sich an|in der lage|in der lage sein|besser|schlechter|eher|wichtig|sinnvoll|notwendig|ratsam|empfehlenswert|erforderlich|is|are|was|were|shows|show|means|that|it|to|able)$/iu;
/**
 * A clause starting like this belongs to the previous one (infinitive, relative or content clause). A
 * purpose clause ("…, um … zu …") is not among them: the statement before it holds alone.
 */
const CONTINUATION =
  /^(dass|zu|ob|wie|wo|was|welche[rsmn]?|der|die|das|dem|den|denen|deren|dessen|sondern|desto|umso|that|which|who|whom|whose|to|where|how|whether|than|but rather)\b/iu;
const INTRO_BEFORE_COLON =
  /(?<!\p{L})(lautet|lauten|sind|ist|folgt|folgende[nr]?|wie folgt|nämlich|are|is|as follows|following)$/iu;
/** German auxiliaries and modals: their participle or infinitive closes the clause ("wurde … programmiert"). */
const AUXILIARY =
  /(?:^|\s)(wird|werden|wurde|wurden|kann|können|konnte|konnten|muss|müssen|musste|soll|sollen|sollte|sollten|darf|dürfen|hat|haben|hatte|hatten|möchte|will|wollen|lässt|lassen)\s/u;
/** Lower-case words that are not verbs: articles, pronouns, prepositions, conjunctions, particles. */
const FUNCTION_WORDS = new Set(
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
const NOT_VERB_OPENERS =
  /^(nicht|erst|selbst|meist|meistens|zumindest|zuletzt|zuerst|jetzt|bereits|oft|stets|seit|trotz|anschließend|insgesamt|zunächst|außerdem|zudem|ebenfalls|eben|gerade|oben|unten|neben|wegen|gegen|zwischen|unter|hinter|nach|ohne|gegenüber|entgegen|zufolge|laut|mittels|innerhalb|außerhalb|anstatt|statt|aufgrund|bezüglich|hinsichtlich|seitens|während|infolge|dank|letztendlich|heut|heute|eigentlich|bisher|allerdings|vielleicht|oftmals|erstens|zweitens|drittens|beispielsweise|fast|sonst|zumeist|mindestens|höchstens|wenigstens|längst|jedenfalls|ebenso)$/iu;

/** A lower-case German infinitive or participle ("programmiert", "aktiviert werden", "gemessen"). */
const VERB_FORM = /^\p{Ll}[\p{L}-]*(?:en|ern|eln|t)$/u;

/**
 * Whether the verb bracket opened by the clause's last auxiliary or modal closes inside the clause:
 * "… oder kann optional" stops before its infinitive, "… wurde … programmiert" closes.
 */
function verbBracketCloses(body: string, last: string): boolean {
  const padded = ` ${body} `;
  if (!AUXILIARY.test(padded)) return true;
  if (!/^\p{Ll}/u.test(last)) return false;
  const auxiliaries = [...padded.matchAll(new RegExp(AUXILIARY.source, "gu"))];
  const after = padded.slice((auxiliaries.at(-1)?.index ?? 0) + (auxiliaries.at(-1)?.[0].length ?? 0));
  const tail = words(after);
  // The auxiliary itself is the last word ("… die Werte haben"): a verb-final subordinate shape, kept.
  return (
    tail.length === 0 ||
    tail.some((t) => VERB_FORM.test(t) && !FUNCTION_WORDS.has(t) && !NOT_VERB_OPENERS.test(t))
  );
}

/** Finite verbs that show an adverbial opener ("Bei ungerichteten Netzwerken ist …") heads a main clause. */
const FINITE_AFTER_ADVERBIAL =
  /\s(ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|hatten|kann|können|konnte|konnten|muss|müssen|soll|sollen|gibt|gab|zeigt|zeigen|zeigte|zeigten|liegt|liegen|lag|lagen|erreicht|erreichen|erreichte|steigt|sinkt|stieg|sank|wählen|wählte|fehlt|fehlen|fehlte|fehlten|ergab|ergaben|ergibt|führt|führte|führten|besitzt|besitzen|besaß|bietet|bieten|bot|bleibt|bleiben|blieb|gilt|gelten|galt|benötigt|benötigen|erzielt|erzielen|erzielte|lässt|lassen|ließ|weist|weisen|wies|is|are|was|were|has|have|had|can|could|shows?|showed|found|did|remained?)\s/iu;

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
 * Whether a clause cut off from its sentence can stand alone: not an adverbial, subordinate, infinitive
 * or verb-first clause, not one that needs its continuation, has a verb, and closes its verb bracket
 * ("Ursprünglich wurde JMeter von S. M." is not a statement; the participle came after the comma).
 */
function clauseStandsAlone(first: string, rest: string): boolean {
  const body = first.replace(/^[\p{L}-]+:\s+/u, "");
  const tokens = words(body);
  const last = tokens.at(-1) ?? "";
  return (
    tokens.length >= 4 &&
    !SUBORDINATE.test(body) &&
    (!ADVERBIAL.test(body) || FINITE_AFTER_ADVERBIAL.test(` ${firstSegment(body)} `)) &&
    !VERB_FIRST.test(body) &&
    !NEEDS_CONTINUATION.test(body) &&
    !COPULA_WITHOUT_PREDICATE.test(body) &&
    !AUX_BEFORE_INSERTION.test(body) &&
    !AWAITS_INFINITIVE.test(body) &&
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
    !/^[^\s,;]+(?:\s[^\s,;]+){0,3}\s(?:und|oder|sowie|and|or)\b/iu.test(rest)
  );
}

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

/** Relative and subordinate clauses inside a head must end on their verb ("…, die sich" stopped inside). */
const SUB_OPENER =
  /^(die|der|das|dem|den|denen|deren|dessen|welche[rsmn]?|dass|weil|wenn|ob|obwohl|sodass|indem|nachdem|während|sofern|falls|wobei|womit|wodurch|wo)\s/iu;

function subClausesClose(head: string): boolean {
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
        GERMAN_STRONG_VERBS.has(last) ||
        /^(ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|hatten|kann|können|konnte|konnten|muss|müssen|soll|sollen|sollte|sollten|darf|dürfen)$/u.test(
          last,
        )
      );
    });
}

/** The text up to its first comma, semicolon or dash: where a main clause has its verb. */
function firstSegment(text: string): string {
  return text.split(/,\s|;\s|\s[–—]\s/u)[0] ?? "";
}

/**
 * "… bietet den Vorteil, eine große Menge … zu extrahieren": an infinitive group the main clause asks for
 * (not a purpose clause with "um … zu", which may go).
 */
function requiredInfinitive(rest: string): boolean {
  const segment = rest.split(/[,;]/)[0] ?? "";
  if (/^(um|ohne|statt|anstatt)\b/iu.test(segment)) return false;
  const ws = words(segment);
  return ws.some(
    (w, i) =>
      w === "zu" && /^\p{Ll}+(en|ern|eln)$/u.test(ws[i + 1] ?? "") && !FUNCTION_WORDS.has(ws[i + 1] ?? ""),
  );
}

/** Lower-case words that are neither verbs nor function words. */
const ADVERBS = new Set(
  "also eher jeweils einfach grundsätzlich bereits mindestens insbesondere besonders vor allem zumindest zb z.b. u.a. d.h. ca. etwa rund knapp nahezu fast circa".split(
    " ",
  ),
);

/** English finite verbs: auxiliaries and modals, past forms in -ed, common irregular pasts, third person in -s. */
const ENGLISH_FINITE =
  /^(is|are|was|were|has|have|had|do|does|did|can|could|will|would|may|might|must|shall|should|found|showed|shown|made|led|took|gave|became|remained|\p{Ll}{2,}ed|shows|indicates|suggests|means|includes|consists|remains|seems|appears|requires|provides|uses|measures|describes|explains|reflects|predicts|represents|contains|allows|differs|depends|exists|occurs|varies|lies|gets|makes|takes|gives|needs|works|helps|leads|plays|refers|focuses)$/u;
const ENGLISH_WORDS = /\b(the|of|and|is|are|was|were|with|to|for|that|this)\b/gu;
const GERMAN_WORDS = /\b(der|die|das|und|ist|sind|mit|von|zu|den|dem|des|ein|eine|wird|wurde|nicht)\b/gu;

/** English text: more English than German function words ("friend of a friend" inside German stays German). */
function isEnglish(text: string): boolean {
  return (text.match(ENGLISH_WORDS) ?? []).length > (text.match(GERMAN_WORDS) ?? []).length;
}

/**
 * Some lower-case word that is not a function word, particle or adverb; in English, a finite verb form,
 * and no opening participle ("Comparing the original version with …").
 */
export function hasVerb(text: string): boolean {
  if (isEnglish(text))
    return !/^\p{Lu}\p{Ll}+ing\b/u.test(text) && words(text).some((t) => ENGLISH_FINITE.test(t));
  const ws = words(text);
  return ws.some(
    (t, i) =>
      /^\p{Ll}/u.test(t) &&
      !DETERMINERS.has((ws[i - 1] ?? "").toLocaleLowerCase("de-DE")) &&
      !FUNCTION_WORDS.has(t) &&
      !VERB_PARTICLES.has(t) &&
      !ADVERBS.has(t) &&
      !ORDINAL_OR_SUPERLATIVE.test(t) &&
      (GERMAN_VERB_ENDING.test(t) || GERMAN_STRONG_VERBS.has(t.replace(/[,.;:]$/u, ""))),
  );
}

/**
 * Ordinals and superlatives end like a past tense ("erste", "dritte", "wichtigste"); "musste" and
 * "passte" are verbs.
 */
const ORDINAL_OR_SUPERLATIVE =
  /^(?:\p{Ll}*[^\Ws]ste|letzte|zweite|dritte|vierte|fünfte|sechste|siebte|achte|neunte|zehnte)[,.;:]?$/u;

/** Words after which an "-en" word is an adjective ("einen gewissen Zeitraum"), not a verb. */
const DETERMINERS = new Set(
  "der die das den dem des ein eine einer eines einem einen kein keine keinen keinem keiner dieser diese dieses diesem diesen jeder jede jedes jedem jeden alle allen aller mit von für bei aus nach über unter durch gegen ohne im am vom zum zur beim sein seine seiner seinen seinem seines ihr ihre ihrer ihren ihrem ihres unser unsere unserer unseren unserem deren dessen".split(
    " ",
  ),
);

/** German finite verbs and participles end like this ("ist", "zeigt", "lagen", "verändern"); adjectives in -e do not. */
const GERMAN_VERB_ENDING = /(t|te|ten|en|ern|eln|st)[,.;:]?$/u;
const GERMAN_STRONG_VERBS = new Set(
  "begann sind wird war bin kann muss soll will darf mag weiß sah gab kam nahm fand lag stand ging hielt ließ blieb schien bot trug zog wuchs sank stieg fiel galt sprach traf las maß schrieb wies".split(
    " ",
  ),
);

/** Brackets and German quotes closed. */
function balanced(text: string): boolean {
  return (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length && !/„[^“”]*$/u.test(text);
}

/** After "und"/"and": a new subject, then a verb before the next comma: a second main clause. */
const NEW_SUBJECT =
  /^(ich|wir|er|sie|es|man|der|die|das|dies|diese[rsmn]?|ein|eine|the|it|they|we|i|this|these|there)\s/iu;

function startsMainClause(rest: string): boolean {
  if (!NEW_SUBJECT.test(rest)) return false;
  const segment = words(rest.split(/[,;]/)[0] ?? "").slice(1);
  return segment.some((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(w));
}

/**
 * Where a sentence may end after a complete clause: before ";", a dash, a comma (never inside "0, 5"), or "und"/"aber"/"and"/"but" that opens a second main clause. Each with the text after it.
 */
/** After a comma, one lower-case word and another comma or "and"/"und": the comma stands inside a list of words. */
const LIST_GOES_ON = /^\p{Ll}[\p{L}-]*(?:,\s|\s(?:and|or|und|oder|sowie)\s)/u;
/** A comma that parts clauses, not one inside a list of words. */
const LIST_COMMA = new RegExp(`,\\s(?!${LIST_GOES_ON.source.slice(1)})`, "u");

function clauseBoundaries(s: string): Array<{ head: string; rest: string }> {
  const out: Array<{ head: string; rest: string }> = [];
  for (const m of s.matchAll(/;\s|\s[–—]\s|,\s|,?\s(?:und|oder|aber|sondern|and|but|or)\s/gu)) {
    const at = m.index ?? 0;
    const before = s.slice(0, at);
    const after = s.slice(at + m[0].length);
    // Never between the two halves of a number or a range ("0, 5", "2015 – 2016").
    if (/\d$/u.test(before) && /^\d/u.test(after)) continue;
    // Never inside a list of words: "… is a valid, sensitive, and clinically meaningful instrument" goes
    // on after the list, so "… is a valid" is cut.
    if (/^,\s$/u.test(m[0]) && LIST_GOES_ON.test(after)) continue;
    // ", and 2 participants …" continues an enumeration unless a second main clause starts.
    const conjunction =
      /(?:und|oder|aber|sondern|and|but|or)\s$/u.test(m[0]) || /^(?:und|oder|sowie|and|or)\s/u.test(after);
    const second = after.replace(/^(?:und|oder|sowie|and|or)\s/u, "");
    if (conjunction && (/sondern\s$/u.test(m[0]) || !startsMainClause(second))) continue;
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
function mainClause(s: string, maxWords: number): string | null {
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

/** The sentence as bullet text: spoken form, without list markers, connectives that can go and end marks. */
function bulletText(sentence: string): string {
  let s = speakable(sentence)
    .replace(/^[\d\s,;–-]*\]\s*/u, "")
    .replace(/^(\(?\d{1,2}[.)]|\(?[a-z][.)]|[-–•·*▪])\s+/u, "")
    .replace(/[.;:]+$/, "");
  for (const re of LEADING_FILLERS) s = s.replace(re, "");
  s = s
    // A label glued to the sentence that repeats it ("Add Mit Add wird …", "Sampler Der Sampler …").
    .replace(GLUED_LABEL, "")
    // "auch"/"also" lean on what was said before; the statement holds without them ("sowohl … als auch" stays).
    .replace(
      /(?<!\b(?:als|wie|oder|aber|sondern|wenn)|,)\s+auch\b(?!\s+(?:wenn|als|nicht|noch|dann|für|bei|in|im|mit|genannt|bezeichnet|bekannt)\b)/gu,
      "",
    )
    .replace(/(?<=\p{L})\s+also\b(?=\s+\p{Ll}+(?:s|ed)\b)/gu, "");
  s = withoutInnerConnectives(s);
  return capitalise(unfront(s.trim()) ?? s.trim());
}

/**
 * Adverbs inside a German clause that tie it to the sentence before ("waren außerdem bereits …", "wurde
 * allerdings ein höherer Wert ermittelt", "erwiesen sich hier einfache Modelle …", "lässt sich daher
 * mitnehmen …"): the statement holds without them. Not after a comma (", also …" opens a clause), nor right
 * after an opening conjunction ("Und hier erscheint Jesus" would lose its first position).
 */
const INNER_CONNECTIVES =
  /(?<!^(?:und|aber|oder|denn|doch|sondern))(?<=\p{L})\s+(?:außerdem|zudem|daneben|ebenfalls|zusätzlich|weiterhin|ferner|allerdings|jedoch|hier|also|daher|deshalb|somit|dabei|hierbei|trotzdem|dennoch|hingegen|dagegen|stattdessen|dementsprechend|demnach|folglich|infolgedessen|auf der anderen seite(?!\s+(?:des|der|eines|einer|von|vom)\b)|andererseits)\b(?=\s+\p{L})/giu;

/** "so" as "thus" before a comparative ("besitzt Neo4j so eine bessere Performanz"): it leans on the sentence before. */
const INNER_SO =
  /(?<=\p{L})\s+so(?=\s+(?:eine?|einen|einem|einer|der|die|das|den|dem)\s+\p{Ll}+(?:ere|eren|erer|eres|erem)\b)/gu;
/** A contrastive "aber" right after the finite verb ("Fest steht aber, dass …", "Die Werte zeigen aber …"). */
const INNER_ABER =
  /^([^,;]{1,60}?\s(?:ist|sind|war|waren|steht|stehen|bleibt|bleiben|zeigt|zeigen|zeigte|zeigten|gilt|gelten|lässt|lassen|kann|können|muss|müssen|wird|werden|wurde|wurden|hat|haben|hatte|hatten))\s+aber(?=[\s,])/u;

export function withoutInnerConnectives(sentence: string): string {
  const own = withoutBackPointer(sentence);
  return isEnglish(own)
    ? own
    : own.replace(INNER_CONNECTIVES, "").replace(INNER_SO, "").replace(INNER_ABER, "$1");
}

/**
 * A pointer back to an earlier passage ("wie bereits erwähnt", "wie in Kapitel 3 beschrieben", "as
 * mentioned above"): the audience has not read it, and the statement holds without it.
 */
const BACK_POINTER =
  /(^|,?\s+)(?:wie|as)\s+(?:(?:bereits|schon|oben|zuvor|vorher|eingangs|already|previously)\s+)?(?:(?:in|im)\s+(?:kapitel|abschnitt|section|chapter)\s+[\d.]+\s+)?(?:erwähnt|beschrieben|erläutert|dargestellt|gezeigt|gesagt|genannt|ausgeführt|angesprochen|mentioned|described|shown|noted|discussed)(?:\s+(?:wurde|wurden|above|before|earlier))?(?:\s*,\s*|\s+|$)/giu;

/** The same as an attribute ("die drei zuvor genannten Polylactone" → "die drei Polylactone"). */
const BACK_POINTER_ATTRIBUTE =
  /\s(?:bereits|schon|zuvor|oben|vorher|eingangs|vorab)\s+(?:genannte|erwähnte|beschriebene|vorgestellte|erläuterte|dargestellte|aufgeführte|angesprochene)[nmrs]?(?=\s\p{L})/gu;

/**
 * A place named by pointing back inside the sentence ("… a value of 253.69 W/m² at this point and …", "…
 * wurde an dieser Stelle …"): the statement holds without it, and with it the bullet leans on the text before.
 */
const BACK_PLACE =
  /(?<=[\p{L}\p{N})%])\s+(?:at (?:this|that) (?:point|location|position)|in (?:this|that) (?:respect|regard)|an dieser Stelle|in dieser Hinsicht)(?=[\s,.;:]|$)/giu;

function withoutBackPointer(sentence: string): string {
  return sentence
    .replace(BACK_POINTER, (_all, before: string) => (before === "" ? "" : " "))
    .replace(BACK_POINTER_ATTRIBUTE, "")
    .replace(BACK_PLACE, "")
    .trim();
}

/** A heading or menu label glued to the sentence that names it again within three words. */
const GLUED_LABEL =
  /^(\p{L}[\p{L}\d-]*)\s+(?=(?:Mit|Der|Die|Das|Den|Dem|Ein|Eine|Im|In|Über|Unter|Bei|Durch|Für|Auf|Als|With|The|In|By|Using|A|An)\s+(?:\S+\s+){0,2}\1\b)/u;

/** German connectives that hold the first position and tie the sentence to the one before it. */
const CONNECTIVE_DE =
  /^(zudem|außerdem|darüber hinaus|des weiteren|weiterhin|ferner|zusätzlich|ergänzend|erstens|zweitens|drittens|viertens|einerseits|andererseits|auf der einen seite(?!\s+(?:des|der|eines|einer|von|vom)\b)|auf der anderen seite(?!\s+(?:des|der|eines|einer|von|vom)\b)|zum einen|zum anderen|ebenso|ebenfalls|schließlich|letztlich|letztendlich|zuletzt|konkret|vielmehr|insofern|so|allerdings|jedoch|dennoch|trotzdem|folglich|somit|daher|deshalb|deswegen|darum|demnach|dementsprechend|entsprechend|infolgedessen|dabei|hierbei|dadurch|hierdurch|damit|gleichzeitig|zugleich|anschließend|danach|nicht zuletzt|im gegensatz dazu|im vergleich dazu|im unterschied dazu|dagegen|hingegen|stattdessen|nun|auch|ebenso|gerade|insbesondere|vor allem|nichtsdestotrotz)(?:,)?\s+/iu;
/** English connectives before the subject ("Moreover, the model …", "Also the literature research …"). */
const CONNECTIVE_EN =
  /^(moreover|furthermore|additionally|in addition|also|however|therefore|thus|hence|first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|lastly|on the one hand|on the other hand|in contrast|consequently|accordingly|similarly|likewise|besides|nevertheless|nonetheless|in turn|as a result|instead|unfortunately|fortunately)\b,?\s+/iu;
/** An English frame that announces the statement after it ("it has to be stated that", "it became obvious that"). */
const FRAME_EN =
  /^it\s+(?:has\s+to\s+be|must\s+be|should\s+be|can\s+be|could\s+be|is|was)\s+(?:stated|noted|said|mentioned|emphasi[sz]ed|concluded|observed|seen|found|shown)\s+that\s+|^it\s+(?:became|becomes|is|was)\s+(?:obvious|clear|evident|apparent)\s+that\s+/iu;
/** Nominative determiners and quantifiers that open a German subject. */
const SUBJECT_DETERMINER =
  /^(der|die|das|ein|eine|kein|keine|viele|alle|einige|mehrere|beide|wenige|jede[rs]?|unser[e]?|sein[e]?|ihr[e]?|zwei|drei|vier|fünf|\d+)$/iu;
/** Focus particles before a subject: dropping them leaves a statement ("Auch der pH-Wert ist …"). */
const FOCUS_PARTICLE = /^(auch|ebenso|ebenfalls|gerade|insbesondere|vor allem|selbst)$/iu;

/**
 * A sentence without the connective that ties it to the one before: "Zweitens liegt der Fokus auf X" →
 * "Der Fokus liegt auf X", "Auch der pH-Wert ist …" → "Der pH-Wert ist …", "Moreover, the model …" →
 * "The model …". The sentence unchanged when it has no such connective; null when it cannot stand
 * without it (pronoun subject, reflexive or coordinated subject, "zeigt sich, dass …").
 */
export function unfront(sentence: string): string | null {
  const s = sentence.trim();
  if (isEnglish(s)) {
    // "Furthermore it has to be stated that the documentation is meager" → "The documentation is meager":
    // the connective goes, then a frame that only announces the statement.
    const rest = s.slice(CONNECTIVE_EN.exec(s)?.[0].length ?? 0);
    const statement = rest.slice(FRAME_EN.exec(rest)?.[0].length ?? 0);
    return statement === s ? s : capitalise(statement);
  }
  const stated = withoutThatFrame(s);
  if (stated) return stated;
  const m = CONNECTIVE_DE.exec(s);
  if (m) return subjectFirst(s.slice(m[0].length), (m[1] ?? "").toLocaleLowerCase("de-DE"));
  // "Um Anwendungen zu testen, ist JMeter ein hervorragendes Tool": the purpose or reason put first can go.
  const clause = FRONTED_CLAUSE.exec(s);
  if (clause && /^\p{Ll}/u.test(s.slice(clause[0].length))) {
    // Where the subject cannot be told apart, the whole sentence still stands.
    return subjectFirst(s.slice(clause[0].length), "") ?? s;
  }
  return s;
}

/**
 * A frame that only announces the statement in its "dass" clause ("Dabei lässt sich erkennen, dass …",
 * "Es zeigt sich, dass …", "Es konnte gezeigt werden, dass …", and the thesis's own "Die Ergebnisse
 * zeigen, dass …"), not someone else who found it ("Studien zeigen, dass …", "Müller zeigt, dass …" stay)
 * and not a hedge ("Die Ergebnisse deuten darauf hin, dass …").
 */
const THAT_FRAME =
  /^(?:(?:dabei|hier|insgesamt|zusammenfassend|somit|also|damit|außerdem|zudem|weiterhin|ferner|abschließend)\s+)?(?:es\s+)?(?:zeigt(?:e)?\s+sich|lässt\s+sich\s+(?:\p{Ll}+\s+)?(?:festhalten|erkennen|feststellen|sagen|beobachten|zusammenfassen|ablesen)|(?:konnte|kann)\s+(?:\p{Ll}+\s+)?(?:gezeigt|festgestellt|beobachtet|bestätigt)\s+werden|(?:wird|wurde)\s+deutlich|(?:ist|bleibt)\s+festzuhalten|(?:die|diese|unsere|meine)\s+(?:ergebnisse|befunde|resultate|daten|messungen|messwerte|simulationen|analysen|auswertungen)\s+(?:zeig(?:en|ten)|beleg(?:en|ten)|verdeutlich(?:en|ten)|bestätig(?:en|ten)))(?:\s+\p{Ll}+)?,\s+dass\s+/iu;
/** The finite verbs a "dass" clause may end on and that move to second place in a main clause. */
const CLAUSE_FINAL_FINITE =
  /^(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|konnte|konnten|muss|müssen|musste|mussten|soll|sollen|sollte|sollten|lag|lagen|liegt|liegen)$/u;

/**
 * The statement of a "dass" clause after such a frame, in main-clause order ("…, dass das Sentiment zu
 * Beginn positiv war" → "Das Sentiment war zu Beginn positiv"); null when there is no frame or its
 * subject cannot be told apart.
 */
function withoutThatFrame(sentence: string): string | null {
  const frame = THAT_FRAME.exec(sentence);
  if (!frame) return null;
  const clause = sentence.slice(frame[0].length).replace(/[.!]$/u, "");
  // One clause only: a comma would leave a second verb-final clause behind.
  if (/[,;:]/u.test(clause)) return null;
  const ws = clause.split(/\s+/u);
  const verb = clauseFinalVerb(ws);
  if (!verb || ws.length < 3) return null;
  // The subject: an article or quantifier, inflected adjectives, the noun and a name after it ("die
  // Variante G37D"), and an attribute with "von" ("die Zugabe von Aceton"); a genitive after it leaves its
  // end uncertain. The finite verb follows it; a prepositional phrase after the noun may stay in the
  // middle ("Der Trend ist vom Sommer an gesunken").
  let i = nounPhraseEnd(ws, 0);
  if (i < 0) return null;
  if (ws[i] === "von") {
    const attribute = nounPhraseEnd(ws, i + 1);
    if (attribute > 0 && !/^(?:an|bis|aus|her)$/u.test(ws[attribute] ?? "")) i = attribute;
  }
  if (i >= ws.length - 1 || /^(?:des|der|eines|einer|und|oder|sowie|wie|als)$/u.test(ws[i] ?? ""))
    return null;
  const middle = [...ws.slice(i, -1), ...(verb.particle ? [verb.particle] : [])];
  return capitalise(`${ws.slice(0, i).join(" ")} ${verb.finite} ${middle.join(" ")}.`);
}

/**
 * The end (exclusive) of a noun phrase that starts at `from`: an article or quantifier, inflected
 * adjectives, a capitalised noun and names after it (at most five words in all); -1 when none starts there.
 */
function nounPhraseEnd(ws: string[], from: number): number {
  let i = from + (SUBJECT_DETERMINER.test(ws[from] ?? "") ? 1 : 0);
  while (
    i < ws.length - 1 &&
    /^\p{Ll}[\p{L}-]*(?:e|en|er|es|em)$/u.test(ws[i] ?? "") &&
    !FUNCTION_WORDS.has(ws[i] ?? "")
  )
    i++;
  if (!/^\p{Lu}/u.test(ws[i] ?? "")) return -1;
  i++;
  while (i < ws.length - 1 && i < from + 5 && /^\p{Lu}[\p{L}\d-]*$/u.test(ws[i] ?? "")) i++;
  return i;
}

/**
 * Prefixes of separable verbs that go to the end of a main clause ("darstellt" → "stellt … dar"), longest
 * first; not "um", "über", "unter", "durch", "hinter", whose verbs are often inseparable ("umfasst",
 * "übertrifft", "hinterlässt"). A verb in "-iert" is never split ("absolviert", "analysiert").
 */
const SEPARABLE_PREFIX =
  /^(?:zurück|zusammen|überein|heraus|hervor|vorher|hinzu|voran|vorbei|fest|fort|nach|dar|auf|aus|ein|her|hin(?!ter)|mit|vor|weg|zu|ab|an)(?=\p{Ll}{3})/u;
/**
 * A verb stem opens with a consonant and a vowel or with these two consonants ("stellt", "trat",
 * "schloss"), or with a vowel when it is a verb of its own ("ordnet … ein", "übte … aus", not the
 * "alysiert" of "analysiert"); anything else says the word is no split.
 */
const STEM_ONSET =
  /^(?:[^aeiouäöüy][aeiouäöüy]|bl|br|ch|dr|fl|fr|gl|gr|kl|kn|kr|pf|pl|pr|sc|sp|st|tr|zw|wr|[äöü]\p{Ll}{3}|[aeiou](?!\p{Ll}*iert$)\p{Ll}{4})/u;
/** Strong past forms that end in no "-t", "-te" or "-en" ("wies … auf", "nahm … zu"). */
const STRONG_PAST =
  /^(?:wies|nahm|gab|kam|fand|stieg|sank|trat|trug|fiel|ging|ließ|bot|zog|wuchs|schloss|blieb|schien|wich|stand|sprach|lag|sah|brach|traf|warf|hob|rief)$/u;
/** Words a clause may end on that are no verb ("nicht", "bereits"). */
const NOT_A_VERB =
  /^(?:nicht|jetzt|meist|erst|zuletzt|zunächst|selbst|bereits|bisher|ebenfalls|insgesamt|gut|mit)$/u;

/**
 * The finite verb a "dass" clause ends on, as it stands in a main clause: an auxiliary or modal as it is,
 * a full verb with its separable prefix split off ("übereinstimmten" → "stimmten … überein"); null when
 * the last word is no finite verb or the clause has another one ("… größer ist als erwartet").
 */
function clauseFinalVerb(ws: string[]): { finite: string; particle: string | null } | null {
  const last = ws.at(-1) ?? "";
  if (CLAUSE_FINAL_FINITE.test(last)) return { finite: last, particle: null };
  if (!/^\p{Ll}+$/u.test(last) || NOT_A_VERB.test(last) || FUNCTION_WORDS.has(last)) return null;
  if (ws.slice(0, -1).some((w) => CLAUSE_FINAL_FINITE.test(w)) || /^(?:als|wie)$/u.test(ws.at(-2) ?? ""))
    return null;
  const prefix = /iert(?:e|en)?$/u.test(last) ? "" : (SEPARABLE_PREFIX.exec(last)?.[0] ?? "");
  const stem = last.slice(prefix.length);
  if (prefix && !STEM_ONSET.test(stem)) return null;
  if (!/(?:t|te|ten|en)$/u.test(stem) && !STRONG_PAST.test(stem)) return null;
  return { finite: stem, particle: prefix || null };
}

/**
 * A subordinate clause before the main clause that the statement holds without: a purpose ("Um … zu …,"),
 * a reason ("Da …,", "Weil …,"), a concession ("Obwohl …,") or what came before ("Nachdem …,"). Not a
 * condition ("Wenn …,"): without it the claim would be stated as always true.
 */
const FRONTED_CLAUSE =
  /^(?:um\s[^,;:]{3,120}?\szu\s\p{Ll}+|um\s[^,;:]{3,120}?\s\p{Ll}+zu\p{Ll}+|(?:da|weil|obwohl|obgleich|nachdem)\s[^,;:]{3,120}?\s\p{Ll}+),\s+/iu;

/** Words that open a subordinate clause: never the finite verb of a main clause. */
const SUBORDINATOR =
  /^(?:dass|daß|ob|wenn|weil|als|wie|damit|sodass|obwohl|nachdem|bevor|während|indem|falls|sofern|soweit|that|whether|if|because|when|while)$/iu;

/** Connectives that name a cause, consequence or means of what follows. */
const CAUSAL_CONNECTIVE =
  /^(?:dadurch|damit|dabei|hierbei|hierdurch|daher|deshalb|deswegen|somit|folglich|demnach|dementsprechend|entsprechend|infolgedessen|darum|so)$/u;

/**
 * A verb-second remainder ("liegt der Fokus auf X", "ist JMeter ein Tool") turned subject-first ("Der Fokus
 * liegt auf X"); null when its subject cannot be told apart. `connective` is the word that stood before.
 */
function subjectFirst(rest: string, connective: string): string | null {
  const ws = rest.split(/\s+/u);
  const verb = ws[0] ?? "";
  // "So z. B. die Heilungen …": an abbreviation is no verb to move; a conjunction opens a clause that still
  // belongs to what went before ("Da gezeigt wurde, dass sich …").
  if (/\.$/u.test(verb) || SUBORDINATOR.test(verb)) return null;
  // "Gerade letzteres Szenario …": a pointer back opens the subject; the sentence cannot stand without it.
  if (/^(?:letzter|erster|jen|dies|solch|derartig)\p{Ll}*$/u.test(verb)) return null;
  // "Auch der pH-Wert ist …", "Auch Polgar …": the particle stands before the subject.
  // An inflected adjective before a noun ("Insbesondere kollineare Regressoren …") opens the subject too.
  const adjective = /^\p{Ll}+(?:e|er|es|em)$/u.test(verb) && /^\p{Lu}/u.test(ws[1] ?? "");
  if (!/^\p{Ll}/u.test(verb) || SUBJECT_DETERMINER.test(verb) || adjective)
    return FOCUS_PARTICLE.test(connective) &&
      (adjective || /^(?:\p{Lu}|der |die |das |ein |eine )/u.test(rest))
      ? capitalise(rest)
      : null;
  if (FUNCTION_WORDS.has(verb)) return null;
  // "Allerdings haben sich die Orientierungen … verändert": the reflexive stays right after the verb.
  // After a connective that names a cause or means ("Dadurch lassen sich …"), the statement needs it.
  const reflexive = ws[1] === "sich";
  if (reflexive && CAUSAL_CONNECTIVE.test(connective)) return null;
  if (reflexive) ws.splice(1, 1);
  let i = 1;
  const first = ws[1] ?? "";
  if (/^(man|wir|ich)$/u.test(first) || (first === "es" && /^(gibt|gab)$/u.test(verb))) i = 2;
  else {
    if (SUBJECT_DETERMINER.test(first) || /^diese[rsmn]?$/u.test(first)) i = 2;
    // Inflected adjectives ("neue, zukunftsorientierte"), then the noun; proper names may run over two words.
    while (
      i < ws.length &&
      /^\p{Ll}[\p{L}-]*(?:e|en|er|es|em),?$/u.test(ws[i] ?? "") &&
      !FUNCTION_WORDS.has(ws[i] ?? "")
    )
      i++;
    if (!/^[„"‚]?\p{Lu}/u.test(ws[i] ?? "")) return null;
    i++;
    while (i < ws.length && /^\p{Lu}[\p{L}\d-]*$/u.test(ws[i] ?? "") && i < 5) i++;
    // A name longer than that ("ein Natural Language AI Model"): where it ends cannot be told.
    if (i === 5 && /^\p{Lu}[\p{L}\d-]*$/u.test(ws[i] ?? "")) return null;
    // "Die Entfernung zum Garten": a contracted preposition after the noun usually belongs to it.
    // The verb's own object ("tragen zur Reduktion bei") leaves at most a particle after it.
    if (/^(zum|zur|vom)$/u.test(ws[i] ?? "")) {
      let j = i + 1;
      while (j < ws.length && /^\p{Ll}[\p{L}-]*$/u.test(ws[j] ?? "") && !FUNCTION_WORDS.has(ws[j] ?? "")) j++;
      if (/^\p{Lu}[\p{L}\d-]*$/u.test(ws[j] ?? "") && ws.length - (j + 1) >= 2) i = j + 1;
    }
  }
  const next = ws[i] ?? "";
  // "Weiterhin zeigt diese Arbeit, dass …": the comma belongs before the content clause.
  const beforeClause = /,$/u.test(ws[i - 1] ?? "") && /^(dass|ob|that|whether)$/u.test(next);
  // A genitive or a second subject after the noun makes the subject's end uncertain.
  if (
    /^(des|der|eines|einer|und|oder|sowie|wie|als|pro|je|von|vom)$/u.test(next) ||
    (/[,;:]$/u.test(ws[i - 1] ?? "") && !beforeClause)
  )
    return null;
  const subject = ws.slice(1, i).join(" ").replace(/,$/u, "");
  const verbal = `${verb}${reflexive ? " sich" : ""}`;
  // The subject closes the sentence ("Einerseits entstehen neue Berufe."): the verb follows it.
  if (i >= ws.length) {
    const end = /[.!?]$/u.exec(subject)?.[0] ?? "";
    return capitalise(`${subject.replace(/[.!?]$/u, "")} ${verbal}${end}`);
  }
  return capitalise(`${subject} ${verbal}${beforeClause ? "," : ""} ${ws.slice(i).join(" ")}`);
}

/**
 * Shortens a thesis sentence to a bullet of at most `maxWords` words without cutting it: the whole
 * sentence, the content after an announcing colon ("Die Forschungsfrage lautet: …"), a run-in label, the
 * sentence without bracketed remarks, or its longest complete opening clause (the main clause before
 * ", wobei", ", da", ";", "und" + second main clause …). Null when none fits: such a sentence is no bullet.
 */
export function shortenToClause(sentence: string, maxWords = 14): string | null {
  const s = bulletText(sentence);
  const colon = s.indexOf(": ");
  if (colon > 0) {
    const before = s.slice(0, colon).trim();
    // The quotation's closing mark may have gone to the next sentence: an opening mark alone goes.
    const quoted = s.slice(colon + 2).trim();
    const after = balanced(quoted) ? quoted : quoted.replace(/^[„"“»]/u, "");
    const n = wordCount(after);
    if (
      (INTRO_BEFORE_COLON.test(before) || wordCount(before) <= 3) &&
      n >= 4 &&
      n <= maxWords &&
      (!SUBORDINATE.test(after) || after.endsWith("?"))
    )
      return capitalise(after);
  }
  if (wordCount(s) <= maxWords) return s;
  // "API hosten: Die API muss auf einem Server …" → the run-in label is the bullet.
  if (colon > 0) {
    const label = s.slice(0, colon).trim();
    const n = wordCount(label);
    // A label names a thing; with a pronoun it is a sentence that introduces a list ("Wir betrachten drei
    // Statistiken: …").
    const pronoun = /(?:^|\s)(?:wir|ich|man|es|sie|we|i|they|it)(?:\s|$)/iu.test(label);
    if (
      n >= 2 &&
      n <= 6 &&
      !pronoun &&
      !INTRO_BEFORE_COLON.test(label) &&
      !/[,;]/.test(label) &&
      !REPORTS.test(label)
    )
      return label;
  }
  // Bracketed remarks are the first thing to go; a colon ends the usable opening ("… merken an: …").
  const noParens = withoutRemarks(s);
  if (wordCount(noParens) <= maxWords) return noParens;
  const opening =
    colon > 0
      ? noParens.slice(0, noParens.indexOf(": ") >= 0 ? noParens.indexOf(": ") : undefined)
      : noParens;
  return mainClause(opening, maxWords);
}

/** A label that introduces a quotation or list ("Cranmer und Desmarais fassen zusammen:"). */
const REPORTS =
  /\b(zusammen|an|fest|hervor|fassen|merken|schreiben|sagen|betonen|stellen|beschreiben|erklären|definieren|meinen|schreibt|sagt|betont|stellt|beschreibt|erklärt|definiert|meint|formuliert|formulieren|notes?|states?|writes?|argues?|explains?|summari[sz]es?)$/iu;

/**
 * A comma-enclosed insertion: a relative clause ("…, das sich in allen Attributen unterscheidet, …") or an
 * extended infinitive ("…, Beziehungen innerhalb der Partei einzugehen, …"), both closed by their verb.
 */
const INSERTION =
  /,\s+((?:(?:der|die|das|dem|den|deren|dessen|welche[rsmn]?|which|who)\s+[^,;:()]{3,120}?\s\p{Ll}+|[^,;:()]{3,80}?(?:\s+zu\s+\p{Ll}+|\s\p{Ll}+zu\p{Ll}+)(?:en|ern|eln)))\s*,\s+/gu;

/**
 * The sentence without its comma-enclosed insertions that hold no number (relative clauses, extended
 * infinitives): the statement with its number in fewer words. For a results slide that would otherwise
 * show no number; the notes keep the sentence whole.
 */
export function withoutInsertions(sentence: string): string {
  return sentence.replace(INSERTION, (all, inner: string) => (/\d/u.test(inner) ? all : " "));
}

/**
 * German reported speech (Konjunktiv I: "Die Springer-Presse sei danach … gefahren", "Der SPON werde von
 * allen Parteien genutzt"): the sentence gives someone else's claim, which a slide would show as a fact.
 * "ich habe", "ich werde" are the indicative. The textbook's Konjunktiv I ("Man nehme … als Beispiel")
 * instructs the reader: no statement either.
 */
const REPORTED_SPEECH =
  /(?<!\b[Ii]ch\s)\b(?:sei|seien|könne|müsse|solle|wolle|dürfe|möge|werde|habe)\b(?!\s+ich\b)|\b[Mm]an\s+(?:nehme|betrachte|stelle|setze|denke|gehe|vergleiche|beachte|definiere|wähle|ersetze|füge|ziehe|lege|bilde)\b/u;

export function inReportedSpeech(text: string): boolean {
  return !isEnglish(text) && REPORTED_SPEECH.test(text);
}

/** Drops bracketed remarks, but keeps brackets that hold the point: lists of numbers ("(1, 4, 6)"). */
function withoutRemarks(s: string): string {
  return s.replace(/\s*\(([^()]*)\)/g, (all, inner: string) => (/^[\d\s,;.–-]+$/u.test(inner) ? all : ""));
}

/**
 * Condenses a thesis sentence to at most `maxWords` words for places that must show something (diagram
 * labels, agenda items): `shortenToClause`, else a word cut marked "…". Slide bullets use
 * `shortenToClause` alone and are never cut.
 */
export function condense(sentence: string, maxWords = 12): string {
  return (
    shortenToClause(sentence, maxWords) ?? balance(cutWords(withoutRemarks(bulletText(sentence)), maxWords))
  );
}

/** Drops an opening bracket or quote that the cut left unclosed. */
function balance(s: string): string {
  const open = s.lastIndexOf("(");
  if (open >= 0 && s.indexOf(")", open) < 0) return `${s.slice(0, open).trim()} …`.replace(/ … …$/, " …");
  return s;
}

/**
 * Whether the quotation marks of a text pair up: German „…“ (closed by “, ” or a straight "), English “…”.
 * Half a quotation is a fragment.
 */
export function quotesPaired(text: string): boolean {
  const count = (c: string) => text.split(c).length - 1;
  return count("„") > 0 ? count("„") === count("“") + count("”") + count('"') : count("“") === count("”");
}

/** Finite verbs whose particle "durch" closes the clause ("macht einen Wandel durch", "führt die Messung durch"). */
const DURCH_PARTICLE_VERB =
  /\b(?:führt|führen|führte|führten|macht|machen|machte|machten|setzt|setzen|setzte|setzten|läuft|laufen|lief|liefen|zieht|ziehen|zog|zogen|geht|gehen|ging|gingen|liest|lesen|las|lasen|spielt|spielen|spielte|spielten|hält|halten|hielt|hielten|fällt|fallen|fiel|fielen|kommt|kommen|kam|kamen)\b/u;

/** Words that open a verb-final clause: conjunctions and relative pronouns. */
const VERB_FINAL_OPENER =
  /^(?:wenn|dass|weil|da|ob|obwohl|nachdem|sobald|falls|als|wie|sodass|indem|während|die|der|das|dem|den|denen|deren|dessen|welche[rsmn]?)\s/iu;

/** The sentence ends in a verb-final clause ("…, wenn die Daten vollständig sind"): its auxiliary closes it. */
function endsVerbFinal(text: string): boolean {
  const last = text.split(/,\s/u).at(-1) ?? "";
  return (
    last !== text &&
    VERB_FINAL_OPENER.test(last) &&
    /\s(?:ist|sind|war|waren|wird|werden|wurde|wurden)$/u.test(last)
  );
}

/**
 * True when `condense` had to cut mid-sentence (the bullet ends with "…"), kept a dangling clause, or holds
 * half a quotation ("Kind, deine Sünden werden dir erlassen.“").
 */
export function isTruncated(bullet: string): boolean {
  const t = bullet.replace(/[.:;]+$/, "");
  return (
    bullet.endsWith("…") ||
    !quotesPaired(bullet) ||
    endsOpen(t) ||
    (SUBORDINATE.test(bullet) && !bullet.endsWith("?")) ||
    ((NEEDS_CONTINUATION.test(t) || INTRO_BEFORE_COLON.test(t)) && !endsVerbFinal(t)) ||
    (/\sdurch$/u.test(t) && !DURCH_PARTICLE_VERB.test(t)) ||
    /\b(als|wie|as|like|such as|defined as|mit|von|für|der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|sowie|dass|weil|wenn|sodass|welche[rsmn]?|dessen|deren|zu|zur|zum|the|a|of|and|or|which|whose)$/iu.test(
      t,
    )
  );
}

/** Pronouns and determiners right after a sentence's first word mark that word as a finite verb. */
const AFTER_VERB =
  /^(sich|sie|es|man|er|wir|ich|uns|die|das|den|dem|ein|eine|einen|einem|viele|alle|insgesamt|zunächst|lediglich)$/iu;
/** Announcements of the text's own structure ("Im folgenden Kapitel wird … erklärt"): no content. */
const META =
  /\b(im folgenden|im weiteren verlauf|in den folgenden|im nächsten (kapitel|abschnitt)|in diesem (kapitel|abschnitt)|dieses kapitel|nachfolgend|in (kapitel|abschnitt) \d|in the (following|next) (section|chapter)|this (section|chapter)|in (section|chapter) \d|zusammenfassend werden|werden? (im )?(anschließend|danach|zunächst|folgend)|(wird|werden) (hier|nun|kurz|anschließend|zunächst)\b.{0,60}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|aufgelistet|behandelt|betrachtet|gegeben|erwähnt|eingegangen)|nicht unerwähnt bleiben|\b(?:wir|ich) (?:schauen uns|sehen uns|schaue mir|sehe mir)\b.{0,100}\ban\b|\b(?:wir|ich) gehen?\b[^,]{0,20}\bauf\b[^,]{0,80}\bein(?:\s*[,.;]|$)|\b(?:wir|ich) geh[e]? (?:nun|jetzt|im folgenden|zunächst|abschließend) (?:auf|näher)\b|\b(?:wir|ich) (?:widmen uns|widme mich|wenden uns|wende mich|kommen nun|komme nun)\b|\b(?:wir|ich) (?:betrachten|betrachte|untersuchen|untersuche|beginnen|beginne) (?:nun|jetzt|als nächstes|im folgenden|im nächsten schritt)\b|^(zunächst|zuerst|anschließend|danach|abschließend|im anschluss) (soll|sollen)\b.{0,160}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|bewertet|untersucht|betrachtet|diskutiert) werden|\b(?:geht es|gehen wir) (?:nun|jetzt|als nächstes) (?:an|zu|um|weiter)\b|\bgibt es (?:noch )?einen (?:kleinen |kurzen )?exkurs\b|\bkommen wir (?:nun|jetzt) zu\b)/iu;
/** Passive announcements ("Es werden seine Funktionen erläutert …", "… muss man hier noch erwähnen"). */
const META_PASSIVE =
  /^(es|im anschluss|anschließend|danach|zunächst|zuerst|zuletzt|abschließend|zusammenfassend|hier|dabei) (wird|werden)\b.{0,80}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|aufgelistet|behandelt|erwähnt|gegeben|diskutiert|betrachtet|gezeigt)\b|\b(erwähnen|erwähnt werden|hinweisen)$|\b(the following|folgende[nmrs]?)\b/iu;
const FIGURE_REF =
  /\b(abbildung|abb\.|tabelle|tab\.|figure|fig\.|table|listing|anhang|appendix)\s*[\dA-Z]|^(?:panel|teilabbildung|subfigure)\s+[A-Z]\b/iu;
/** Openers whose referent is in an earlier sentence ("Dadurch werden …", "Darin kann man …"): never a bullet. */
const ANAPHORIC =
  /^((im|der|die|das) )?(ersteren?|letzteren?|ersteres|letzteres|gerade letzteres|dort|darin|dadurch|damit|dabei|daher|deshalb|hierbei|hierfür|hierzu|dazu|davon|jetzt|er|sie|they|(das|dies) (wird|wurde|kann|ist|war|hat|zeigt|bedeutet|heißt|führt|erfolgt|geschieht))\b/iu;
/** Openers and demonstratives that lean on context but may still stand ("Diese Werte …", "It is …"). */
/** The thesis itself ("diese Arbeit", "diese Hausarbeit", "this study"): a demonstrative that needs no context. */
const THE_WORK = String.raw`(?:\p{L}*arbeit|studie|untersuchung|thesis|study|paper|work)\b`;
const ABOUT_THE_WORK = new RegExp(`^(diese[rsmn]?|this|these) ${THE_WORK}`, "iu");
const LEANING = new RegExp(
  String.raw`^(dies|diese[rsmn]?|dieses|jene[rsmn]?|solche[rsmn]?|es|this|these|those|such|it|there|(jede[rsmn]?|alle|beide) diese[rsmn]?)\b(?! ${THE_WORK})|\b(diese[rsmn]?|dieses|jene[rsmn]?|this|these) (?!${THE_WORK})\p{L}`,
  "iu",
);

/**
 * Why a bullet would read badly on a slide (null when it reads well): a verb-first fragment ("Gibt es …"),
 * a structural announcement, a pointer to a figure the audience does not see, an unclosed bracket, or
 * a dangling clause.
 */
function bulletFlawOnce(bullet: string): "fragment" | "meta" | "figure" | "cut" | "context" | null {
  const ws = bullet.split(/\s+/);
  const first = ws[0] ?? "";
  // A sentence opens with a word, a number or a quotation mark; "+, welcher …" lost its start ("NADP+").
  if (/^[^\p{L}\p{N}„“"»«'‘(]/u.test(bullet.trim())) return "fragment";
  if (
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    !NOT_VERB_OPENERS.test(first) &&
    !FUNCTION_WORDS.has(first.toLocaleLowerCase("de-DE")) &&
    AFTER_VERB.test(ws[1] ?? "") &&
    /(en|t|te|ten|st)$/u.test(first)
  )
    return "fragment";
  if (GERMAN_STRONG_VERBS.has(first.toLocaleLowerCase("de-DE")) && AFTER_VERB.test(ws[1] ?? ""))
    return "fragment";
  if ((bullet.match(/\(/g) ?? []).length !== (bullet.match(/\)/g) ?? []).length) return "fragment";
  if ((bullet.match(/\[/g) ?? []).length !== (bullet.match(/\]/g) ?? []).length) return "fragment";
  if (/„[^“"”]*$/u.test(bullet)) return "fragment";
  // Infinitive group without its main clause ("Parameter zu schätzen, die …").
  if (/^[^,]{0,60}\bzu \p{Ll}+en,/u.test(bullet)) return "fragment";
  // A table header row ("Min Max Median Mean Anzahl …") or a menu path ("Add → Config-Element → …").
  if (
    /^(?:\p{Lu}\S*\s+){4}/u.test(bullet) &&
    !ws.some((w) => /^\p{Ll}{3,}$/u.test(w) && !FUNCTION_WORDS.has(w))
  )
    return "fragment";
  if ((bullet.match(/→/g) ?? []).length >= 2) return "fragment";
  if (/[:,]$/.test(bullet.trim())) return "cut";
  if (META.test(bullet) || META_PASSIVE.test(bullet)) return "meta";
  if (FIGURE_REF.test(bullet)) return "figure";
  if (ANAPHORIC.test(bullet) || /\b(dies|this)$/iu.test(bullet)) return "context";
  if (lacksSubject(bullet)) return "fragment";
  if (!subClausesClose(bullet)) return "cut";
  // The only verb is a participle or infinitive at the end: the finite verb was on an earlier line
  // ("Mittelwerten (Median) der Stichprobe verglichen", "Um das Problem zu lösen").
  const lower = ws.map((w) => w.replace(/[^\p{L}]/gu, "")).filter((w) => /^\p{Ll}+$/u.test(w));
  const content = lower.filter((w) => !FUNCTION_WORDS.has(w));
  // A heading with its page number glued on ("Wissenswertes und Besonderheiten 26").
  if (content.length === 0 && /\s\d{1,3}$/u.test(bullet)) return "fragment";
  // An object with no verb ("Einen für die Kommunikation mittels gRPC").
  if (content.length === 0 && /^(einen|einem|dem|den|denen|deren)\b/iu.test(bullet)) return "fragment";
  // "zwar …" promises the "aber …" that was cut off.
  if (/\bzwar\b/iu.test(bullet) && !/\b(aber|doch|jedoch)\b/iu.test(bullet)) return "cut";
  // "Nicht nur …", "sowohl …", "not only …", "either …" promise their second half.
  if (/\bnicht nur\b/iu.test(bullet) && !/\bsondern\b/iu.test(bullet)) return "cut";
  if (/\bsowohl\b/iu.test(bullet) && !/\bals auch\b/iu.test(bullet)) return "cut";
  if (/\bnot only\b/iu.test(bullet) && !/\bbut\b/iu.test(bullet)) return "cut";
  if (/\b(?:zwischen|between|for both|of both|in both)\b/iu.test(bullet) && !/\b(?:und|and)\b/iu.test(bullet))
    return "cut";
  if (/\bweder\b/iu.test(bullet) && !/\bnoch\b/iu.test(bullet)) return "cut";
  if (/\bentweder\b/iu.test(bullet) && !/\boder\b/iu.test(bullet)) return "cut";
  if (/\beither\b/iu.test(bullet) && !/\bor\b/iu.test(bullet)) return "cut";
  if (
    content.length === 1 &&
    content[0] === lower.at(-1) &&
    /(t|en)$/u.test(content[0] ?? "") &&
    ws.length >= 3
  )
    return "fragment";
  // The same before the first comma ("Nur Schlagwortsuchen benutzt, um die Menge einzugrenzen"), when the
  // word has a participle's shape and no subject opens the clause ("Die Ergebnisse zeigen, dass …" is whole).
  const head = firstSegment(bullet);
  if (
    head !== bullet &&
    participleOnly(head) &&
    !SUBJECT_OPENER.test(head) &&
    /^(?:ge|be|er|ver|zer|ent|emp|miss|\p{Ll}+ge)\p{Ll}+(?:t|en)$/u.test(lastWord(head))
  )
    return "fragment";
  if (isTruncated(bullet)) return "cut";
  return null;
}
export const bulletFlaw = memoized(bulletFlawOnce);

/** Words that open a clause with its subject. */
const SUBJECT_OPENER =
  /^(?:der|die|das|dem|den|des|ein|eine|einen|einem|einer|kein|keine|er|sie|es|man|wir|ich|du|ihr|the|a|an|we|i|it|they)\b/iu;

function lastWord(clause: string): string {
  return (clause.trim().split(/\s+/).at(-1) ?? "").replace(/[^\p{L}]/gu, "");
}

/** A clause whose only verb is a participle or infinitive at its end, with no auxiliary to carry it. */
function participleOnly(clause: string): boolean {
  const ws = clause.split(/\s+/);
  const lower = ws.map((w) => w.replace(/[^\p{L}]/gu, "")).filter((w) => /^\p{Ll}+$/u.test(w));
  const content = lower.filter((w) => !FUNCTION_WORDS.has(w));
  return (
    ws.length >= 3 &&
    content.length === 1 &&
    content[0] === lastWord(clause) &&
    /(t|en)$/u.test(content[0] ?? "") &&
    !AUXILIARY.test(` ${clause} `)
  );
}

/**
 * A German statement opening with an adverb or participle and naming nothing: no noun, pronoun or number
 * anywhere ("Häufig benutzt, und doch selten präzise definiert").
 */
function lacksSubject(bullet: string): boolean {
  if (isEnglish(bullet)) return false;
  const ws = words(bullet);
  const first = (ws[0] ?? "").toLocaleLowerCase("de-DE");
  if (
    !/(ig|lich|isch|bar|sam|haft|weise|mals|ens|oft|selten|kaum|meist|stets|immer|nie|bereits|schon|gern)$/u.test(
      first,
    )
  )
    return false;
  return !ws
    .slice(1)
    .some((w) => /^[„"‚(]?\p{Lu}|\d/u.test(w) || /^(ich|wir|er|sie|es|man|du|ihr)$/u.test(w));
}

/**
 * A verb-first statement: a condition without its main clause, or a list item that lost its number
 * ("3) können durch … erfasst werden"); a question ("Ist …?") is not meant. Fine in notes, not as a bullet.
 */
export function startsWithVerb(text: string): boolean {
  return VERB_FIRST.test(text) && !text.trim().endsWith("?");
}

/** True when the bullet leans on what came before it ("Diese Werte …", "These groups …"). */
export function isAnaphoric(bullet: string): boolean {
  return LEANING.test(bullet);
}

/** A pointer at a figure or table the audience does not see ("Abbildung 3 zeigt …", "In dieser Abbildung …"). */
export function pointsAtFigure(sentence: string): boolean {
  return (
    FIGURE_REF.test(sentence) ||
    /\b(dieser|diese|der obigen|der folgenden|obige|folgende) (abbildung|grafik|tabelle|darstellung)|\b(this|the following|the above) (figure|table|plot|graph)\b/iu.test(
      sentence,
    )
  );
}

/** True for sentences that announce the text's own structure instead of saying something. */
export function isMeta(sentence: string): boolean {
  return META.test(sentence);
}

/** Openers that need the sentence before them: a pronoun or demonstrative subject, a consequence or contrast. */
const LEANS_AT_START =
  /^((auch|also) (dies|das|diese[rsmn]?)|(spätestens|kurz|erst|gleich|unmittelbar|direkt) (danach|davor|darauf)|eine? (weitere[rsnm]?|zusätzliche[rsnm]?|solche[rsnm]?|derartige[rsnm]?|zweite[rsnm]?|dritte[rsnm]?|vierte[rsnm]?|andere[rsnm]?) |another |a (second|third|further) |gleiches|ähnliches|dasselbe|derselbe|dieselbe|darauf|daraus|darüber|hieraus|hierauf|hiermit|the same|similarly|likewise|hier|here|doch|dementsprechend|entsprechend|gleichermaßen|dies|diese[rsmn]?|dieses|solche[rsmn]?|er|sie|ihr|ihre[rsmn]?|daher|deshalb|deswegen|somit|folglich|dadurch|damit|dabei|hierbei|hierdurch|dazu|darin|davon|dort|trotzdem|dennoch|jedoch|allerdings|hingegen|stattdessen|demnach|ebenso|letztere[rsmn]?|erstere[rsmn]?|this|these|those|such|they|he|she|its|their|therefore|thus|hence|however|nevertheless|consequently|accordingly|similarly|instead|in contrast|in turn)\b/iu;
/** Adverbs inside a German sentence that point back ("Die Stimmung kippte also …", "… werden dabei …"). */
const LEANS_INSIDE =
  /(?<!,)\s(dies|hier|also|aber|hingegen|dagegen|trotzdem|dennoch|stattdessen|ebenfalls|dabei|dadurch|daher|deshalb|somit|hierbei|hierfür|hierzu|hiervon|hierüber|damals)\b(?![-\p{L}])|\b(?:schreibt|schrieb|sagt|sagte|meint|betont|formuliert|fragt|erklärt|beschreibt)\s(?:er|sie)\b|\b[Ii]n (?:die gleiche|dieselbe|die selbe) Richtung\b/u;
/** English connectives inside a sentence that point back ("Eudaimonia, on the other hand, has …"). */
const LEANS_INSIDE_EN =
  /,\s(however|therefore|thus|hence|on the other hand|in contrast|in turn|instead|as a result),/iu;
/** "Es" as a real pronoun ("Es ermöglichte …"), not the expletive ("Es gibt", "Es wurde gezeigt", "Es zeigt sich"). */
const PRONOUN_ES =
  /^es\s(?!gibt\b|gab\b|wird\b|werden\b|wurde\b|wurden\b|ist\b|war\b|zeigt sich\b|zeigte sich\b|lässt sich\b|handelt sich\b|lassen sich\b)/iu;
/** "It" as a real pronoun, not "It is/was … that/to". */
const PRONOUN_IT = /^it\s(?!is\b|was\b|has been\b|can be\b|should be\b|seems\b|appears\b)/iu;
/**
 * An English pronoun subject after an opening adverbial ("With respect to the initial settings it was one
 * degree"): "it" names something said before, unless it only announces ("it was found that", "it is
 * necessary to").
 */
const PRONOUN_AFTER_ADVERBIAL =
  /^(?:with|in|for|at|on|by|from|after|during|regarding|according to|compared to|due to)\b[^,.;]{0,80}?,?\s(?:it|they|this|these)\s(?:was|is|were|are|has|had|can|could|will|would)\b(?!\s+(?:\w+ly\s+)?(?:necessary|possible|important|clear|evident|obvious|apparent|found|shown|assumed|expected|observed|noted|seen|decided|chosen)\b)/iu;

/**
 * True when a sentence starts in the middle of a thought and needs the one before it ("Diese Leitmedien
 * werden dabei …", "Es ermöglichte …", "Daher …"); a slide cannot show it. "Diese Arbeit …" is fine.
 */
export function leansOnPrevious(sentence: string): boolean {
  const t = speakable(sentence).replace(/^[„"'(]+/u, "");
  if (ABOUT_THE_WORK.test(t)) return false;
  return (
    ANAPHORIC.test(t) ||
    LEANS_AT_START.test(t) ||
    // "Das stützt …", "Das heißt …": a pronoun subject, not an article ("Das Modell …").
    /^[Dd]as\s\p{Ll}/u.test(t) ||
    PRONOUN_ES.test(t) ||
    PRONOUN_IT.test(t) ||
    PRONOUN_AFTER_ADVERBIAL.test(t) ||
    LEANS_INSIDE.test(t) ||
    LEANS_INSIDE_EN.test(t)
  );
}

/**
 * Symbols of a formula: Greek letters used as variables, operators, subscripted names ("Yij", "x_i"); not
 * an abbreviation that is a name ("des Mk", "Mk 13, 2", "das Mk-Gesamtprogramm").
 */
const FORMULA_SYMBOL =
  /[∑∏√∫∂∈∀∃⊂⊆∞]|(?<!\b(?:der|des|dem|den|die|das|im|vom|zum|in|nach|bei|the|of)\s)(?<![\p{L}\p{N}])[A-Z][ijk]{1,2}(?![\p{L}\p{N}-])(?!\s\d)|\w_\w|(?<![\p{L}\p{N}])[a-zA-Z]\s*=\s*[a-zA-Z(]/u;
/** A Greek letter that is not a reported statistic ("α = .86", "Cronbach's α", "ω2 = .45"). */
const GREEK_VARIABLE = /(?<!Cronbach[’']s\s)[\u0370-\u03ff](?!\d?\s*[=<>≤≥])/u;
/** A one-letter variable ("auf Instanz j") that is not a statistic ("n = 120", "p < .05") or a unit ("5 s"). */
const LETTER_VARIABLE = /(?:^|(?<!\d)\s)(?![aAI]\s)[a-zA-Z](?=[\s,;:)]|$)(?!\s*[=<>≤≥])/u;

/** True for formula legends and symbol definitions that mean nothing without the formula. */
function isFormulaFragmentOnce(sentence: string): boolean {
  const t = speakable(sentence);
  return (
    FORMULA_SYMBOL.test(t) ||
    GREEK_VARIABLE.test(t) ||
    LETTER_VARIABLE.test(t) ||
    LOST_SYMBOLS.test(sentence) ||
    EQUATION_TAIL.test(sentence)
  );
}
export const isFormulaFragment = memoized(isFormulaFragmentOnce);

/**
 * Traces of a formula whose symbols the extraction lost: punctuation left alone ("Der Erwartungswert der
 * Störterme :; liegt …"), "=" right after a word ("is given by  = 2⇡/, with as the wavelength"), and
 * arrow glyphs a broken font map puts for Greek letters.
 */
const LOST_SYMBOLS =
  /\s[:;,]+\s|[:;][:;,]|(?:^|\s)(?:by|is|as|of|with|and|where|durch|ist|als|von|mit|und|gilt|beträgt|wobei)\s+=\s|[\u21E0-\u21FF]/iu;
/** A formula's right-hand side with its equation number ("3 − r4 (4.23) dcAceton dt"). */
const EQUATION_TAIL = /[−+=]\s*\p{L}{0,3}\d*\s*\(\d+(?:\.\d+)+\)/u;

/** A sentence the splitter cut inside a number ("Der Zugewinn wächst … von +0."). */
export function endsInsideNumber(sentence: string): boolean {
  return /(?:\b(?:von|from)\s+[+−-]?\d+|[+−-]0)\.?$/u.test(sentence.trim());
}

/** A chapter or section title as a slide label: without its number ("3.2 Ergebnisse" → "Ergebnisse"). */
export function chapterLabel(title: string): string {
  return title
    .replace(
      /^(?:(?:[Kk]apitel|[Cc]hapter|[Aa]bschnitt|[Ss]ection)\s+)?(?:\d+(?:\.\d+)*\.?|[A-Z](?:\.\d+)+\.?|[A-Z]\.)(?:\s*[:–-])?\s+(?=\p{L})/u,
      "",
    )
    .trim();
}

/** Conjunctions after which a second main clause can be spoken as a sentence of its own. */
const SPOKEN_JOIN = /^(aber|doch|jedoch|denn|but)\s/iu;

/**
 * A long sentence as shorter spoken sentences: split once or twice where two main clauses meet (";",
 * ", aber", ", denn", ", und" + new subject, ", but" …). "und"/"and" go; "aber", "denn", "but" open the
 * second sentence. A sentence without such a place stays whole.
 */
export function spokenSentences(sentence: string, longerThan = 22): string[] {
  const s = sentence.trim();
  if (wordCount(s) <= longerThan) return [s];
  const end = /[.!?]$/u.test(s) ? s.slice(-1) : ".";
  for (const { head, rest } of clauseBoundaries(s)) {
    const second = rest.replace(/^(?:und|oder|sowie|and|or)\s/iu, "");
    const joined = SPOKEN_JOIN.test(second);
    if (
      !joined &&
      (second === rest || !startsMainClause(second)) &&
      !/;\s$/u.test(s.slice(0, s.indexOf(rest)))
    )
      continue;
    if (wordCount(head) < 6 || wordCount(second) < 5 || !clauseStandsAlone(head, rest)) continue;
    if (!hasVerb(second.replace(SPOKEN_JOIN, ""))) continue;
    const tail = capitalise(second.replace(/[.!?]+$/u, ""));
    return [`${head}.`, ...spokenSentences(`${tail}${end}`, longerThan)];
  }
  return [s];
}
