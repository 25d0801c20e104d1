/**
 * Plain-text helpers for the deck writer: speakable cleanup (citations out), condensing a sentence to a
 * short bullet, bullet checks and page references. Sentences and words come from the text layer.
 * Nothing here invents words: every output is a substring-level edit of thesis text.
 */
import { wordCount, words } from "../text/words.ts";

/**
 * True for running text; false for table rows, code, command lines and lists pasted into a paragraph
 * ("Bezeichnung Erklärung elapsed Benötigte Zeit …", "-n Non-GUI-Mode -t Pfad").
 */
export function isProse(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < text.replace(/\s/g, "").length * 0.7) return false;
  if ((text.match(/[|_=(){}[\]<>;$\\]/g) ?? []).length >= 3) return false;
  if (tokens.filter((t) => /^-{1,2}\w/.test(t)).length >= 2) return false;
  // Code comments and identifiers pasted into a paragraph ("1 # Config file", "sentBytes … grpThreads").
  if ((text.match(/(?:^|\s)#\s/g) ?? []).length >= 1) return false;
  if (tokens.filter((t) => /^\p{Ll}+\p{Lu}\p{Ll}/u.test(t)).length >= 2) return false;
  const caps = tokens.filter((t) => /^\p{Lu}/u.test(t)).length;
  return !(tokens.length > 8 && caps / tokens.length > 0.55);
}

/** Parenthesised pointers that are not spoken: sources, figure/table/appendix references ("(siehe Abbildung 15)"). */
const POINTER =
  /(?:vgl\.|cf\.|abb\.|tab\.|fig\.|(?:siehe|see|ebd|quelle|source|abbildung|tabelle|figure|table|anhang|appendix|listing)\b)/iu;
const POINTER_PARENS = new RegExp(`\\(\\s*${POINTER.source}[^()]{0,100}\\)`, "giu");
const POINTER_UNCLOSED = new RegExp(`\\(\\s*${POINTER.source}[^()]*$`, "iu");
/** Capitalised words that never follow a noun inside a German or English sentence: they open a new one. */
const OPENS_SENTENCE =
  "Wenn|Wie|Ein|Eine|Der|Die|Das|Falls|Es|Man|Selbst|Dies|Diese|Dieser|Hier|Um|Bei|Durch|Auf|Im|Mit|Für|Nach|Unter|The|An|This|If|When";
/** A run-in label glued to its sentence ("• Passwörter Ein großer Punkt …") becomes "Passwörter: Ein großer …". */
const RUN_IN = new RegExp(`(^|[•▪●◦]\\s*)(\\p{Lu}[\\p{L}-]{3,}) (?=(?:${OPENS_SENTENCE})\\s)`, "gu");

/** Removes what is not spoken: bracketed citations, (Author, 2019), source and figure pointers, footnote markers, URLs. */
export function speakable(text: string): string {
  return (
    text
      .replace(RUN_IN, "$1$2: ")
      .replace(/\s*[•▪●◦]\s*/gu, " ")
      .replace(/\[[\d,;\s–-]+\]/g, "")
      .replace(/\[\d+[^\]]{0,40}\]/g, "")
      .replace(
        /\((?:vgl\.\s*|siehe\s*|see\s*|cf\.\s*)?[\p{Lu}][^()]{0,80}?\d{4}[a-z]?(?:,\s*(?:S\.|p\.|pp\.)\s*[\d–-]+)?\)/gu,
        "",
      )
      .replace(POINTER_PARENS, "")
      .replace(POINTER_UNCLOSED, "")
      .replace(/https?:\/\/\S+/g, "")
      // Footnote markers glued to a word ("Cloud12 "), but not symbols and units ("R2", "CO2", "km2", "H1").
      .replace(/(?<=\p{Ll}{3})\d{1,2}(?=[\s.,;:]|$)/gu, "")
      // Space before punctuation, but not before a decimal (".34" in "r = .34").
      .replace(/\s+([,;:!?]|\.(?!\d))/g, "$1")
      .replace(/\(\s*\)/g, "")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

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

function capitalise(s: string): string {
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
  /^(wem|wer|wessen|sobald|solange|bevor|ehe|seit|seitdem|bis|je|da|weil|wenn|falls|obwohl|obgleich|dass|ob|als|nachdem|während|indem|sodass|damit|um|sofern|soweit|wobei|wie|since|because|if|although|though|when|while|as|whereas|which|that|so that)\b/iu;
/** A clause ending like this is incomplete without what follows. */
const NEEDS_CONTINUATION =
  /\b(es|ist|sind|war|waren|wird|werden|wurde|wurden|zeigt|zeigen|zeigte|lautet|lauten|sieht man|man|versucht|bedeutet|heißt|gilt|folgt|bedeutet|dazu|daraus|darauf|daran|davon|dafür|darin|darum|folgendermaßen|wissen|sich an|in der lage|in der lage sein|besser|schlechter|eher|wichtig|sinnvoll|notwendig|ratsam|empfehlenswert|erforderlich|is|are|was|were|shows|show|means|that|it|to|able)$/iu;
/** A clause starting like this belongs to the previous one (infinitive, relative or content clause). */
const CONTINUATION =
  /^(dass|zu|um|ob|wie|wo|was|welche[rsmn]?|der|die|das|dem|den|denen|deren|dessen|wobei|sodass|that|which|who|whom|whose|to|where|how|whether)\b/iu;
const INTRO_BEFORE_COLON =
  /(lautet|lauten|sind|ist|folgt|folgende[nr]?|wie folgt|nämlich|are|is|as follows|following)$/iu;
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
    !ADVERBIAL.test(body) &&
    !VERB_FIRST.test(body) &&
    !NEEDS_CONTINUATION.test(body) &&
    !CONTINUATION.test(rest) &&
    // German infinitive clause put first ("Parameter zu schätzen, die …").
    !/\bzu\s+\p{Ll}+$/u.test(body) &&
    // Needs a verb: some lower-case word that is not a function word (English: any lower-case word).
    tokens.some((t) => /^\p{Ll}/u.test(t) && !FUNCTION_WORDS.has(t)) &&
    verbBracketCloses(body, last) &&
    // "… die positiven, negativen oder neutralen …": an enumeration, not a clause boundary.
    !/^\S+(?:\s\S+)?\s(?:und|oder|sowie|and|or)\b/iu.test(rest)
  );
}

/**
 * Condenses a thesis sentence to a bullet of at most `maxWords` words: drops citations, list markers and
 * connectives that can go, prefers the first self-contained clause (never a subordinate one), and cuts at
 * a word boundary (marked "…") only as the last resort.
 */
export function condense(sentence: string, maxWords = 12): string {
  let s = speakable(sentence)
    .replace(/^[\d\s,;–-]*\]\s*/u, "")
    .replace(/^(\(?\d{1,2}[.)]|\(?[a-z][.)]|[-–•·*▪])\s+/u, "")
    .replace(/[.;:]+$/, "");
  for (const re of LEADING_FILLERS) s = s.replace(re, "");
  s = capitalise(s.trim());
  // "Die Forschungsfrage lautet: Wie …?" → the part after the colon carries the content.
  const colon = s.indexOf(": ");
  if (colon > 0) {
    const before = s.slice(0, colon).trim();
    const after = s.slice(colon + 2).trim();
    const n = wordCount(after);
    if (
      (INTRO_BEFORE_COLON.test(before) || wordCount(before) <= 3) &&
      n >= 4 &&
      n <= maxWords &&
      !SUBORDINATE.test(after)
    )
      return capitalise(after);
  }
  if (wordCount(s) <= maxWords) return s;
  // "API hosten: Die API muss auf einem Server …" → the run-in label is the bullet.
  if (colon > 0) {
    const label = s.slice(0, colon).trim();
    const n = wordCount(label);
    if (n >= 2 && n <= 6 && !INTRO_BEFORE_COLON.test(label) && !/[,;]/.test(label)) return label;
  }
  // Try clause boundaries: "; ", ": ", " – ", ", " (the first clause that can stand alone).
  for (const sep of [/;\s/, /:\s/, /\s[–—]\s/, /,\s/]) {
    const parts = s.split(sep);
    const first = parts[0]?.trim() ?? "";
    const rest = parts[1]?.trim() ?? "";
    if (parts.length > 1 && wordCount(first) <= maxWords && clauseStandsAlone(first, rest)) return first;
  }
  // Bracketed remarks are the first thing to go.
  const noParens = s.replace(/\s*\([^()]*\)/g, "");
  if (wordCount(noParens) <= maxWords) return noParens;
  return balance(cutWords(noParens, maxWords));
}

/** Drops an opening bracket or quote that the cut left unclosed. */
function balance(s: string): string {
  const open = s.lastIndexOf("(");
  if (open >= 0 && s.indexOf(")", open) < 0) return `${s.slice(0, open).trim()} …`.replace(/ … …$/, " …");
  return s;
}

/** True when `condense` had to cut mid-sentence (the bullet ends with "…") or kept a dangling clause. */
export function isTruncated(bullet: string): boolean {
  const t = bullet.replace(/[.:;]+$/, "");
  return (
    bullet.endsWith("…") ||
    SUBORDINATE.test(bullet) ||
    NEEDS_CONTINUATION.test(t) ||
    INTRO_BEFORE_COLON.test(t) ||
    /\b(als|wie|as|like|such as|defined as|durch|mit|von|für|der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|zu|zur|zum|the|a|of|and|or)$/iu.test(
      t,
    )
  );
}

/** Pronouns and determiners right after a sentence's first word mark that word as a finite verb. */
const AFTER_VERB =
  /^(sich|sie|es|man|er|wir|ich|uns|die|das|den|dem|ein|eine|einen|einem|viele|alle|insgesamt|zunächst|lediglich)$/iu;
/** Announcements of the text's own structure ("Im folgenden Kapitel wird … erklärt"): no content. */
const META =
  /\b(im folgenden|in den folgenden|im nächsten (kapitel|abschnitt)|in diesem (kapitel|abschnitt)|dieses kapitel|nachfolgend|in (kapitel|abschnitt) \d|in the (following|next) (section|chapter)|this (section|chapter)|in (section|chapter) \d|zusammenfassend werden|werden? (im )?(anschließend|danach|zunächst|folgend)|(wird|werden) (hier|nun|kurz|anschließend|zunächst)\b.{0,60}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|aufgelistet|behandelt|betrachtet|gegeben|erwähnt|eingegangen))/iu;
/** Passive announcements ("Es werden seine Funktionen erläutert …", "… muss man hier noch erwähnen"). */
const META_PASSIVE =
  /^(es|im anschluss|anschließend|danach|zunächst|zuerst|zuletzt|abschließend|zusammenfassend|hier|dabei) (wird|werden)\b.{0,80}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|aufgelistet|behandelt|erwähnt|gegeben|diskutiert|betrachtet|gezeigt)\b|\b(erwähnen|erwähnt werden|hinweisen)$|\b(the following|folgende[nmrs]?)\b/iu;
const FIGURE_REF = /\b(abbildung|abb\.|tabelle|tab\.|figure|fig\.|table|listing|anhang|appendix)\s*[\dA-Z]/iu;
/** Openers whose referent is in an earlier sentence ("Dadurch werden …", "Darin kann man …"): never a bullet. */
const ANAPHORIC =
  /^((im|der|die|das) )?(ersteren?|letzteren?|ersteres|letzteres|gerade letzteres|dort|darin|dadurch|damit|dabei|daher|deshalb|hierbei|hierfür|hierzu|dazu|davon|jetzt|er|sie|they|(das|dies) (wird|wurde|kann|ist|war|hat|zeigt|bedeutet|heißt|führt|erfolgt|geschieht))\b/iu;
/** Openers and demonstratives that lean on context but may still stand ("Diese Werte …", "It is …"). */
const LEANING =
  /^(dies|diese[rsmn]?|dieses|solche[rsmn]?|es|this|these|those|such|it|there|(jede[rsmn]?|alle|beide) diese[rsmn]?)\b|\b(diese[rsmn]?|dieses|this|these) (?!arbeit|studie|thesis|study|paper|untersuchung)\p{L}/iu;

/**
 * Why a bullet would read badly on a slide (null when it reads well): a verb-first fragment ("Gibt es …"),
 * a structural announcement, a pointer to a figure the audience does not see, an unclosed bracket, or
 * a dangling clause.
 */
export function bulletFlaw(bullet: string): "fragment" | "meta" | "figure" | "cut" | "context" | null {
  const ws = bullet.split(/\s+/);
  const first = ws[0] ?? "";
  if (
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    !NOT_VERB_OPENERS.test(first) &&
    !FUNCTION_WORDS.has(first.toLocaleLowerCase("de-DE")) &&
    AFTER_VERB.test(ws[1] ?? "") &&
    /(en|t|te|ten|st)$/u.test(first)
  )
    return "fragment";
  if ((bullet.match(/\(/g) ?? []).length !== (bullet.match(/\)/g) ?? []).length) return "fragment";
  if (/„[^“]*$/u.test(bullet)) return "fragment";
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
  if (
    content.length === 1 &&
    content[0] === lower.at(-1) &&
    /(t|en)$/u.test(content[0] ?? "") &&
    ws.length >= 3
  )
    return "fragment";
  if (isTruncated(bullet)) return "cut";
  return null;
}

/** True when the bullet leans on what came before it ("Diese Werte …", "These groups …"). */
export function isAnaphoric(bullet: string): boolean {
  return LEANING.test(bullet);
}

/** True for sentences that announce the text's own structure instead of saying something. */
export function isMeta(sentence: string): boolean {
  return META.test(sentence);
}

/** Formats a sorted page list as "S. 3", "S. 3–5", "S. 3, 7–9" (or "p." for English). */
export function pageRef(pages: number[], language: "de" | "en"): string {
  const sorted = [...new Set(pages)].filter((p) => p > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return "";
  const ranges: string[] = [];
  let start = sorted[0] as number;
  let prev = start;
  for (const p of [...sorted.slice(1), Number.NaN]) {
    if (p === prev + 1) {
      prev = p;
      continue;
    }
    ranges.push(start === prev ? `${start}` : `${start}–${prev}`);
    start = p;
    prev = p;
  }
  const prefix = language === "de" ? "S." : sorted.length > 1 ? "pp." : "p.";
  return `${prefix} ${ranges.slice(0, 4).join(", ")}`;
}
