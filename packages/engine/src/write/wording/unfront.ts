/**
 * A sentence without the connective or frame in front of its statement ("Daher zeigt sich, dass …"), the
 * subject moved back to the front.
 */
import { memoized } from "../../text/memo.ts";
import { capitalise } from "./capitalise.ts";
import { CONSEQUENCE_WORDS } from "./clause-ends.ts";
import { isEnglish } from "./language.ts";
import { OPEN_QUESTION_AFTER_CONNECTIVE } from "./open-question.ts";
import { NOTICED, withoutThatFrame } from "./that-frame.ts";
import { FUNCTION_WORDS, SUBJECT_DETERMINER } from "./verbs.ts";

/** German connectives that hold the first position and tie the sentence to the one before it. */
const CONNECTIVE_DE =
  /^(zudem|außerdem|darüber hinaus|des weiteren|weiterhin|ferner|zusätzlich|ergänzend|erstens|zweitens|drittens|viertens|einerseits|andererseits|auf der einen seite(?!\s+(?:des|der|eines|einer|von|vom)\b)|auf der anderen seite(?!\s+(?:des|der|eines|einer|von|vom)\b)|zum einen|zum anderen|ebenso|ebenfalls|schließlich|letztlich|letztendlich|zuletzt|konkret|vielmehr|insofern|so|allerdings|jedoch|dennoch|trotzdem|folglich|somit|daher|deshalb|deswegen|darum|demnach|dementsprechend|entsprechend|infolgedessen|dabei|hierbei|dadurch|hierdurch|damit|gleichzeitig|zugleich|anschließend|danach|dann|im anschluss|daraufhin|diesbezüglich|dahingehend|nicht zuletzt|im gegensatz dazu|im vergleich dazu|im unterschied dazu|dagegen|hingegen|stattdessen|nun|auch(?!\s+wenn\b)|ebenso|gerade|insbesondere|vor allem|nichtsdestotrotz)(?:,)?\s+/iu;

/** English connectives before the subject ("Moreover, the model …", "Also the literature research …"). */
const CONNECTIVE_EN =
  /^(moreover|furthermore|additionally|in addition|also|however|therefore|thus|hence|first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|lastly|on the one hand|on the other hand|in contrast|consequently|accordingly|similarly|likewise|besides|nevertheless|nonetheless|in turn|as a result|instead|unfortunately|fortunately)\b,?\s+/iu;

/**
 * An English frame that announces the statement after it ("it has to be stated that", "it became obvious
 * that", the thesis's own "The results show that"); not a hedge ("The findings suggest that" stays).
 */
const FRAME_EN =
  /^it\s+(?:has\s+to\s+be|must\s+be|should\s+be|can\s+be|could\s+be|is|was)\s+(?:stated|noted|said|mentioned|emphasi[sz]ed|concluded|observed|seen|found|shown)\s+that\s+|^it\s+(?:became|becomes|is|was)\s+(?:obvious|clear|evident|apparent|noticeable|striking|notable|remarkable)\s+that\s+|^(?:the|our|these)\s+(?:results|findings|analyses|data|simulations|experiments|measurements)(?:\s+of\s+(?:this|the present|the current|our)\s+(?:study|thesis|work|research|analysis))?\s+(?:show|showed|demonstrate|demonstrated|confirm|confirmed|reveal|revealed)\s+that\s+/iu;

/**
 * A frame without a subject after a connective ("[Auch] lässt sich festhalten, dass …", "[So] hat sich
 * gezeigt, dass …", "[Ferner] zeigte sich, dass …"): its "es" was left out because the connective took
 * the first position.
 */
const FRAME_AFTER_CONNECTIVE = new RegExp(
  String.raw`^(?:(?:hat|hatte)\s+sich\s+(?:\p{Ll}+\s+)?(?:gezeigt|herausgestellt|ergeben)|(?:zeigt|zeigte|ergibt|ergab)\s+sich|(?:lässt|ließ)\s+sich\s+(?:\p{Ll}+\s+)?(?:festhalten|erkennen|feststellen|sagen|beobachten|zusammenfassen|ablesen|schließen|folgern)|(?:konnte|kann)\s+(?:\p{Ll}+\s+)?(?:gezeigt|festgestellt|beobachtet|bestätigt|gesagt)\s+werden|(?:wird|wurde)\s+(?:\p{Ll}+\s+)?deutlich|(?:ist|bleibt)\s+(?:\p{Ll}+\s+)?festzuhalten|${NOTICED})(?:\s+\p{Ll}+)?,\s+dass\s`,
  "u",
);

/**
 * An English concession, contrast or reason before the main clause ("Although …,", "Even when …,",
 * "Despite …,", "Due to …,", "Given …,"), when a subject follows the comma ("the", "this study", "we"). Not a condition
 * ("If …,", "When …,"): without it the claim would be stated as always true; not "Since …," which may give
 * the time the claim holds for ("Since 2010, the number …").
 */
const FRONTED_CLAUSE_EN =
  /^(?:although|though|even though|even when|even if|whereas|while|despite|in spite of|because|due to|given)\s[^,;:]{3,120}?,\s+(?=(?:the|a|an|this|these|our|both|all|most|many|several|we|participants)\s)/iu;

/**
 * The thesis's results named by pointing back ("These findings support …", "Diese Ergebnisse zeigen …"):
 * on a slide about them they are the results.
 */
const THESE_RESULTS =
  /^(?:these|diese)\s+(results|findings|outcomes|ergebnisse|befunde|resultate)\s(?=\p{Ll})/iu;

/** Connectives that sum up what came out rather than tie the sentence to the one before. */
const SUMMING_UP = /^(?:letztlich|letztendlich)$/u;

/**
 * What is done to earlier results: confirmed, reproduced, contradicted ("… konnten bestätigt werden", "…
 * ließen sich bestätigen"); not results that confirm something themselves ("Diese Ergebnisse bestätigen H1").
 */
const CONFIRMED =
  /\b(?:bestätigt|reproduziert|repliziert|nachvollzogen|widerlegt|confirmed|replicated|reproduced|contradicted)\b|\bsich\s[^,.;]*\b(?:bestätigen|reproduzieren|replizieren|nachvollziehen)\b/iu;

/** Focus particles before a subject: dropping them leaves a statement ("Auch der pH-Wert ist …"). */
const FOCUS_PARTICLE = /^(auch|ebenso|ebenfalls|gerade|insbesondere|vor allem|selbst)$/iu;

/**
 * A sentence without the connective that ties it to the one before: "Zweitens liegt der Fokus auf X" →
 * "Der Fokus liegt auf X", "Auch der pH-Wert ist …" → "Der pH-Wert ist …", "Moreover, the model …" →
 * "The model …". The sentence unchanged when it has no such connective; null when it cannot stand
 * without it (pronoun subject, reflexive or coordinated subject, "zeigt sich, dass …").
 */
function unfrontOnce(sentence: string): string | null {
  const trimmed = sentence.trim();
  // Results that this work confirmed or reproduced ("Diese Ergebnisse konnten … nur teilweise bestätigt
  // werden") are someone else's: the pointer back stays.
  const s = CONFIRMED.test(trimmed)
    ? trimmed
    : trimmed.replace(
        THESE_RESULTS,
        (all, what: string) => `${/^these/iu.test(all) ? "The" : "Die"} ${what} `,
      );
  if (isEnglish(s)) {
    // "Furthermore it has to be stated that the documentation is meager" → "The documentation is meager":
    // the connective goes, then a frame that only announces the statement.
    const rest = s.slice(CONNECTIVE_EN.exec(s)?.[0].length ?? 0);
    const framed = rest.slice(FRAME_EN.exec(rest)?.[0].length ?? 0);
    // "Even when combining both samples, the overall sample size is …": the concession or reason put
    // first can go when a subject opens the main clause.
    const clause = FRONTED_CLAUSE_EN.exec(framed);
    const statement = clause ? framed.slice(clause[0].length) : framed;
    return statement === s ? s : capitalise(statement);
  }
  const stated = withoutThatFrame(s);
  if (stated) return stated;
  const m = CONNECTIVE_DE.exec(s);
  if (m) {
    const rest = s.slice(m[0].length);
    // "Auch lässt sich festhalten, dass …", "So hat sich gezeigt, dass …": the frame has no subject of its
    // own to move; with the expletive "Es" in front it stands ("Es hat sich gezeigt, dass …"), and reads as
    // its statement alone where that can be put in main-clause order.
    if (FRAME_AFTER_CONNECTIVE.test(rest)) return withExpletive(rest);
    // "Des Weiteren muss untersucht werden, ob …": a task left open stands with "Es" in front.
    if (OPEN_QUESTION_AFTER_CONNECTIVE.test(rest)) return `Es ${rest}`;
    const connective = (m[1] ?? "").toLowerCase();
    // "Letztendlich konnte die zweitbeste Prognose erreicht werden": a word that sums up points at no
    // sentence in particular; where the subject cannot be moved first, the sentence stands with it.
    return subjectFirst(rest, connective) ?? (SUMMING_UP.test(connective) ? s : null);
  }
  // "Wie das Stimmungsbild bereits gezeigt hat, ist Polgar …": a pointer back to earlier text goes; where
  // the subject cannot be told apart the sentence still leans on that text.
  const pointer = FRONTED_BACK_POINTER.exec(s) ?? VIEWING_FRAME.exec(s);
  if (pointer && /^\p{Ll}/u.test(s.slice(pointer[0].length))) {
    // "Vergleicht man beide Modelle, so fällt auf, dass …": the frame after it goes as after a connective.
    const after = s.slice(pointer[0].length).replace(/^so\s+/u, "");
    if (FRAME_AFTER_CONNECTIVE.test(after)) return withoutThatFrame(`Es ${after}`);
    return subjectFirst(s.slice(pointer[0].length), "");
  }
  // "Um Anwendungen zu testen, ist JMeter ein hervorragendes Tool": the purpose or reason put first can go.
  const clause = FRONTED_CLAUSE.exec(s);
  if (clause && /^\p{Ll}/u.test(s.slice(clause[0].length))) {
    // "Da jede Unterteilung andere Gewichte enthält, errechnet sich somit ein neuer WMAE": a main clause
    // that says it follows from the reason has no point without it; the sentence stays whole.
    const rest = s.slice(clause[0].length);
    if (CONSEQUENCE.test(rest.split(/[,;]/u)[0] ?? "")) return s;
    // "Auch wenn …, konnte festgestellt werden, dass …": the frame after the clause, as after a connective.
    if (FRAME_AFTER_CONNECTIVE.test(rest)) return withExpletive(rest);
    // Where the subject cannot be told apart, the whole sentence still stands.
    return subjectFirst(rest, "") ?? s;
  }
  return s;
}

export const unfront = memoized(unfrontOnce);

/** A frame without its subject ("lässt sich festhalten, dass …") with "Es" in front, as its statement where it can. */
function withExpletive(frame: string): string {
  const framed = `Es ${frame}`;
  return withoutThatFrame(framed) ?? framed;
}

/**
 * A subordinate clause before the main clause that the statement holds without: a purpose ("Um … zu …,"),
 * a reason ("Da …,", "Weil …,"), a concession ("Obwohl …,", "Auch wenn …,") or what came before
 * ("Nachdem …,"). Not a condition ("Wenn …,"): without it the claim would be stated as always true.
 */
const FRONTED_CLAUSE =
  /^(?:um\s[^,;:]{3,120}?\szu\s\p{Ll}+|um\s[^,;:]{3,120}?\s\p{Ll}+zu\p{Ll}+|(?:da|weil|obwohl|obgleich|wenngleich|auch wenn|selbst wenn|nachdem)\s[^,;:]{3,120}?\s\p{Ll}+),\s+/iu;

/** An adverb in the main clause that names it the consequence of the reason put before it. */
const CONSEQUENCE = new RegExp(`\\b(?:${CONSEQUENCE_WORDS})\\b`, "iu");

/**
 * A clause before the main clause that points back to what the text showed or said before ("Wie das
 * Stimmungsbild bereits gezeigt hat,", "Wie in Kapitel 2 beschrieben wurde,"): the audience has not read it.
 * Not a source that showed it ("Wie Müller (2019) gezeigt hat,"): that names whose claim it is.
 */
const FRONTED_BACK_POINTER =
  /^wie\s(?=[^,;:]{0,80}?(?:\b(?:bereits|schon|oben|zuvor|vorher|eingangs|kapitel|abschnitt|abbildung|tabelle|man sieht|zu sehen)\b|\b(?:abb|tab)\.))(?![^,;:]{0,80}?(?:\b(?:19|20)\d{2}\b|\bet al\b))[^,;:]{0,80}?(?:gezeigt|erwähnt|beschrieben|dargestellt|erläutert|ausgeführt|gesehen|festgestellt|angesprochen|sieht|zu\ssehen\sist)(?:\s(?:hat|haben|hatte|hatten|wurde|wurden|worden\sist|ist))?,\s+/iu;

/**
 * A frame that only says the results are being looked at ("Betrachtet man die Ergebnisse,", "Vergleicht
 * man beide Modelle,"): the statement after it holds without it. The comma is often left out before what
 * is noticed ("Betrachtet man die Latenz der Tabellen fällt auf, dass …").
 */
const VIEWING_FRAME = new RegExp(
  String.raw`^(?:betrachtet|vergleicht|sieht)\s+man\s[^,;:]{3,80}?(?:,\s+|\s+(?=(?:so\s+)?(?:${NOTICED}|zeigt\s+sich)(?!\p{L})))`,
  "iu",
);

/** Words that open a subordinate clause: never the finite verb of a main clause. */
const SUBORDINATOR =
  /^(?:dass|daß|ob|wenn|weil|als|wie|damit|sodass|obwohl|nachdem|bevor|während|indem|falls|sofern|soweit|that|whether|if|because|when|while)$/iu;

/** Connectives that name a cause, consequence or means of what follows. */
const CAUSAL_CONNECTIVE =
  /^(?:dadurch|damit|dabei|hierbei|hierdurch|daher|deshalb|deswegen|somit|folglich|demnach|dementsprechend|entsprechend|infolgedessen|darum|so)$/u;

/** Plural finite forms of the auxiliaries and modals. */
const PLURAL_VERB =
  /^(?:werden|wurden|sind|waren|haben|hatten|können|konnten|müssen|mussten|sollen|sollten|dürfen|durften|lassen|ließen)$/u;

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
  // "als" after a reflexive verb is its complement ("zeichnet sich das Medium als Faktor ab", "erwies sich das
  // Modell als robust"), not part of the subject.
  // A second noun right after a bare one ("werden Datenanalyse Probleme, strukturiert …") leaves it
  // uncertain too; after an article it is the object ("nutzt das Team Python, R und Julia").
  if (
    /^(des|der|eines|einer|und|oder|sowie|wie|pro|je|von|vom)$/u.test(next) ||
    (i === 2 && /^\p{Lu}/u.test(ws[1] ?? "") && /^\p{Lu}\p{Ll}/u.test(next)) ||
    (next === "als" && !reflexive) ||
    (/[,;:]$/u.test(ws[i - 1] ?? "") && !beforeClause)
  )
    return null;
  const subject = ws.slice(1, i).join(" ").replace(/,$/u, "");
  // A singular subject before a plural verb ("werden eine Auswahl an … Statistiken verglichen"): the subject
  // runs on past where it was taken to end.
  if (PLURAL_VERB.test(verb) && /^(?:ein|eine|einer|eines|das)\s/iu.test(subject)) return null;
  const verbal = `${verb}${reflexive ? " sich" : ""}`;
  // The subject closes the sentence ("Einerseits entstehen neue Berufe."): the verb follows it.
  if (i >= ws.length) {
    const end = /[.!?]$/u.exec(subject)?.[0] ?? "";
    return capitalise(`${subject.replace(/[.!?]$/u, "")} ${verbal}${end}`);
  }
  return capitalise(`${subject} ${verbal}${beforeClause ? "," : ""} ${ws.slice(i).join(" ")}`);
}
