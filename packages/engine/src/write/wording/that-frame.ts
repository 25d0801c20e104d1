/** A "dass" clause behind a frame ("Es zeigt sich, dass …") turned into a main clause of its own. */
import { capitalise } from "./capitalise.ts";
import { FUNCTION_WORDS, SUBJECT_DETERMINER } from "./verbs.ts";

/**
 * What the text notices or lets one see, after an expletive or a connective ("[Es] ist auffällig",
 * "[Zum anderen] ist zu sehen", "[Es] fällt beim ersten Blick auf", "[Betrachtet man X,] sieht man"): the
 * frames here and in `unfront.ts` share it.
 */
export const NOTICED = String.raw`(?:ist|war)\s+(?:\p{Ll}+\s+)?(?:auffällig|zu\s+(?:sehen|erkennen|beobachten)|ersichtlich|erkennbar)|fällt\s+(?:\p{L}+\s+){0,4}auf|(?:sieht|erkennt|bemerkt)\s+man`;

/**
 * A frame that only announces the statement in its "dass" clause ("Dabei lässt sich erkennen, dass …",
 * "Es zeigt sich, dass …", "Es konnte gezeigt werden, dass …", "Auffällig ist, dass …", "Es fällt auf,
 * dass …", "Man sieht auf Tabelle 1, dass …", and the thesis's own "Die Ergebnisse zeigen, dass …"), or the
 * conclusion the thesis draws ("Daraus kann man schließen, dass …", "Daraus folgt, dass …": what is
 * concluded stands as the thesis's statement); not someone else who found it ("Studien zeigen, dass …",
 * "Müller zeigt, dass …" stay) and not a hedge ("Die Ergebnisse deuten darauf hin, dass …").
 */
const THAT_FRAME = new RegExp(
  String.raw`^(?:(?:dabei|hier|insgesamt|zusammenfassend|somit|also|damit|außerdem|zudem|weiter|weiterhin|ferner|abschließend)\s+)?(?:es\s+)?(?:(?:daraus|hieraus|somit|damit|folglich|insgesamt)\s+(?:kann|könnte|lässt)\s+(?:man|sich)\s+(?:\p{Ll}+\s+)?(?:schließen|folgern|ableiten)|(?:daraus|hieraus)\s+(?:folgt|ergibt\s+sich)|${NOTICED}|man\s+(?:sieht|erkennt|bemerkt)(?:\s+(?:auf|in|an|anhand|durch|bei|aus)\s+[^,;:]{1,40}?)?|(?:ist|war)\s+(?:\p{Ll}+\s+)?festzustellen|auffällig\s+(?:ist|war)|zeigt(?:e)?\s+sich|zeichnet(?:e)?\s+sich\s+(?:\p{Ll}+\s+)?ab|(?:hat|hatte)\s+sich\s+(?:\p{Ll}+\s+)?(?:gezeigt|herausgestellt)|lässt\s+sich\s+(?:\p{Ll}+\s+)?(?:festhalten|erkennen|feststellen|sagen|beobachten|zusammenfassen|ablesen)|(?:konnte|kann)\s+(?:\p{Ll}+\s+)?(?:gezeigt|festgestellt|beobachtet|bestätigt)\s+werden|(?:wird|wurde)\s+deutlich|(?:ist|bleibt)\s+festzuhalten|(?:die|diese|unsere|meine)\s+(?:ergebnisse|befunde|resultate|daten|messungen|messwerte|simulationen|analysen|auswertungen)\s+(?:zeig(?:en|ten)|beleg(?:en|ten)|verdeutlich(?:en|ten)|bestätig(?:en|ten))|(?:die|diese|unsere|meine)\s+(?:analyse|auswertung|evaluation|evaluierung|untersuchung)\s+(?:zeigt(?:e)?|belegt(?:e)?|verdeutlicht(?:e)?|bestätigt(?:e)?))(?:\s+\p{Ll}+)?,\s+dass\s+`,
  "iu",
);

/**
 * After the "dass" clause's comma: a clause or phrase that may follow a main clause as well (a reason, a
 * condition, a purpose: "…, dass die Auswahl bessere Prognosen lieferte, wenn …").
 */
const ATTACHED_TAIL =
  /^,\s+(?:wobei|während|weil|da|sodass|obwohl|wohingegen|was|mit|ohne|wenn|falls|sofern|solange|sobald|indem|nachdem|bevor|um)\s/u;

/** The finite verbs a "dass" clause may end on and that move to second place in a main clause. */
const CLAUSE_FINAL_FINITE =
  /^(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|konnte|konnten|muss|müssen|musste|mussten|soll|sollen|sollte|sollten|lag|lagen|liegt|liegen)$/u;

/**
 * The statement of a "dass" clause after such a frame, in main-clause order ("…, dass das Sentiment zu
 * Beginn positiv war" → "Das Sentiment war zu Beginn positiv"); null when there is no frame or its
 * subject cannot be told apart.
 */
export function withoutThatFrame(sentence: string): string | null {
  const fronted = FRONTED_PHRASE.exec(sentence);
  const body = fronted ? sentence.slice(fronted[0].length) : sentence;
  const frame = THAT_FRAME.exec(body);
  if (!frame) return null;
  const whole = body.slice(frame[0].length).replace(/[.!]$/u, "");
  // One clause only: a comma would leave a second verb-final clause behind, unless what follows it is a
  // clause or phrase of its own that may follow a main clause too ("…, wobei der Random Forest …").
  const comma = whole.search(/[;:]|,(?!\d)/u);
  const tail = comma < 0 ? "" : whole.slice(comma);
  if (comma >= 0 && !ATTACHED_TAIL.test(tail)) return null;
  const clause = comma < 0 ? whole : whole.slice(0, comma);
  // A reflexive before the subject ("…, dass sich die meisten Latenzen unter 20 ms bewegen") follows the
  // verb in the main clause ("Die meisten Latenzen bewegen sich unter 20 ms").
  const words = clause.split(/\s+/u);
  const reflexive = words[0] === "sich" && SUBJECT_DETERMINER.test(words[1] ?? "");
  const { ws, gapped } = withoutGappedConjunct(withoutComparison(reflexive ? words.slice(1) : words));
  const found = clauseFinalVerb(ws);
  const verb = found && reflexive ? { ...found, finite: `${found.finite} sich` } : found;
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
  i = afterGenitive(ws, i);
  if (i >= ws.length - 1 || /^(?:des|der|eines|einer|und|oder|sowie|wie|als)$/u.test(ws[i] ?? ""))
    return null;
  const middle = [...ws.slice(i, -1), ...(verb.particle ? [verb.particle] : [])];
  const rest = `${middle.join(" ")}${gapped}${tail}`;
  // A phrase before the frame stays first, the verb second ("Bei allen Umgebungen liegen die Emissionen …").
  if (fronted) return `${fronted[1]} ${verb.finite} ${ws.slice(0, i).join(" ")} ${rest}.`;
  return capitalise(`${ws.slice(0, i).join(" ")} ${verb.finite} ${rest}.`);
}

/**
 * A prepositional phrase of its own before a reflexive frame ("Bei allen Hosting-Umgebungen lässt sich
 * beobachten, dass …", "Im Jahr 2015 zeigt sich, dass …"): a preposition, at most three lower-case words and
 * a noun, not a clause ("Auf den Leaderboards gelingt ihnen das nicht und somit lässt sich sagen, dass …").
 */
const FRONTED_PHRASE =
  /^((?:Bei|Beim|In|Im|Für|Unter|Nach|Am|Auf|Mit|Während|Ab|Seit|Vor|Über)\s(?:\p{Ll}+\s){0,3}\p{Lu}[\p{L}\d-]*(?:\s\d+)?)\s(?=(?:lässt|ließ|zeigt|zeigte|zeichnet|zeichnete)\s+sich[\s,])/u;

/**
 * A second conjunct that shares the first one's finite verb ("…, dass die Challenge ein interessanter
 * Wettbewerb war und der Umgang mit Signalen eine echte Herausforderung"): it follows the main clause as it
 * stands ("Die Challenge war ein interessanter Wettbewerb und der Umgang … eine echte Herausforderung"). Only
 * when the first conjunct ends on an auxiliary or modal and the second opens on a determiner, has no
 * auxiliary and does not end on what may be a verb or participle ("… gesunken", "… erhöht").
 */
function withoutGappedConjunct({ ws: words, gapped: after }: { ws: string[]; gapped: string }): {
  ws: string[];
  gapped: string;
} {
  const and = words.indexOf("und");
  const rest = words.slice(and + 1);
  if (
    and > 2 &&
    CLAUSE_FINAL_FINITE.test(words[and - 1] ?? "") &&
    SUBJECT_DETERMINER.test(rest[0] ?? "") &&
    rest.length >= 3 &&
    !rest.some((w) => CLAUSE_FINAL_FINITE.test(w)) &&
    !/^\p{Ll}+(?:t|en)$/u.test(rest.at(-1) ?? "")
  )
    return { ws: words.slice(0, and), gapped: ` ${words.slice(and).join(" ")}${after}` };
  return { ws: words, gapped: after };
}

/**
 * A comparison placed after the clause's verb ("…, dass Neo4j die Anfragen ca. 1,9 mal schneller bearbeitete
 * als OrientDB mit SQL"): it follows the main clause too ("Neo4j bearbeitete die Anfragen … schneller als
 * OrientDB mit SQL"). Only when the word before "als" is the clause's verb and a comparative comes earlier.
 */
function withoutComparison(words: string[]): { ws: string[]; gapped: string } {
  const als = words.lastIndexOf("als");
  const core = words.slice(0, als);
  if (
    als > 2 &&
    als < words.length - 1 &&
    core
      .slice(0, -1)
      .some(
        (w) => /^(?:\p{Ll}{3,}er|mehr|weniger|besser|öfter|anders)$/u.test(w) && !FUNCTION_WORDS.has(w),
      ) &&
    clauseFinalVerb(core)
  )
    return { ws: core, gapped: ` ${words.slice(als).join(" ")}` };
  return { ws: words, gapped: "" };
}

/**
 * The end of a subject's attribute in the genitive: "des" is never a dative, so "die Wahl des Musters" is one
 * subject, and so is what is joined to it ("… des Musters bzw. der Technologie"); a lone "der" may be a
 * dative object ("dass die Methode der Gruppe einen Vorteil verschafft") and stays unread.
 */
function afterGenitive(ws: string[], i: number): number {
  if (ws[i] !== "des") return i;
  let end = nounPhraseEnd(ws, i + 1);
  if (end < 0) return i;
  if (/^(?:bzw\.|und|oder|sowie)$/u.test(ws[end] ?? "") && /^(?:des|der)$/u.test(ws[end + 1] ?? "")) {
    const joined = nounPhraseEnd(ws, end + 2);
    if (joined > 0) end = joined;
  }
  return end;
}

/**
 * The end (exclusive) of a noun phrase that starts at `from`: an article or quantifier, inflected
 * adjectives, a capitalised noun and names after it (at most five words in all); -1 when none starts there.
 */
function nounPhraseEnd(ws: string[], from: number): number {
  // "nahezu jedes Merkmal", "fast alle Modelle": a degree word before the determiner belongs to the subject.
  const degree = DEGREE.test(ws[from] ?? "") && SUBJECT_DETERMINER.test(ws[from + 1] ?? "") ? 1 : 0;
  let i = from + degree + (SUBJECT_DETERMINER.test(ws[from + degree] ?? "") ? 1 : 0);
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

const DEGREE = /^(?:nahezu|fast|beinahe|annähernd|praktisch|knapp)$/u;

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
  // Two auxiliaries with "und" between them ("… gestiegen ist und die Kosten gesunken sind") are two
  // clauses; without it they are one verb cluster ("… gesteigert werden kann" → "kann … gesteigert werden").
  if (CLAUSE_FINAL_FINITE.test(last)) {
    const earlier = ws.slice(0, -1).findIndex((w) => CLAUSE_FINAL_FINITE.test(w));
    const joined =
      earlier >= 0 && ws.slice(earlier + 1, -1).some((w) => /^(?:und|oder|aber|sowie)$/u.test(w));
    return joined ? null : { finite: last, particle: null };
  }
  if (!/^\p{Ll}+$/u.test(last) || NOT_A_VERB.test(last) || FUNCTION_WORDS.has(last)) return null;
  if (ws.slice(0, -1).some((w) => CLAUSE_FINAL_FINITE.test(w)) || /^(?:als|wie)$/u.test(ws.at(-2) ?? ""))
    return null;
  const prefix = /iert(?:e|en)?$/u.test(last) ? "" : (SEPARABLE_PREFIX.exec(last)?.[0] ?? "");
  const stem = last.slice(prefix.length);
  if (prefix && !STEM_ONSET.test(stem)) return null;
  if (!/(?:t|te|ten|en)$/u.test(stem) && !STRONG_PAST.test(stem)) return null;
  return { finite: stem, particle: prefix || null };
}
