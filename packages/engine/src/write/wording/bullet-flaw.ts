/** Why a bullet cannot stand on a slide: a fragment, a meta statement, a figure pointer, a cut or missing context. */
import { GERMAN_FORMS } from "../../text/german-verb-forms.ts";
import { memoizedPer } from "../../text/memo.ts";
import { words } from "../../text/words.ts";
import { firstSegment, opensSubordinate, subClausesClose, VERB_FIRST } from "./clause-ends.ts";
import { isEnglish } from "./language.ts";
import { OPEN_QUESTION_BODY } from "./open-question.ts";
import { isTruncated } from "./truncation.ts";
import { AUXILIARY, FUNCTION_WORDS, hasVerb, NOT_VERB_OPENERS } from "./verbs.ts";

/** Pronouns and determiners right after a sentence's first word mark that word as a finite verb. */
const AFTER_VERB =
  /^(sich|sie|es|man|er|wir|ich|uns|die|das|den|dem|ein|eine|einen|einem|viele|alle|insgesamt|zunächst|lediglich)$/iu;

/** Announcements of the text's own structure ("Im folgenden Kapitel wird … erklärt"): no content. */
const META =
  /\b(im folgenden|im weiteren verlauf|in den folgenden|im nächsten (kapitel|abschnitt)|in diesem (kapitel|abschnitt)|dieses kapitel|nachfolgend|in (kapitel|abschnitt) \d|in the (following|next) (section|chapter)|this (section|chapter)|in (section|chapter) \d|zusammenfassend werden|werden? (im )?(anschließend|danach|zunächst|folgend)|(wird|werden) (hier|nun|kurz|anschließend|zunächst)\b.{0,60}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|aufgelistet|behandelt|betrachtet|gegeben|erwähnt|eingegangen)|nicht unerwähnt bleiben|\b(?:wir|ich) (?:schauen uns|sehen uns|schaue mir|sehe mir)\b.{0,100}\ban\b|\b(?:wir|ich) gehen?\b[^,]{0,20}\bauf\b[^,]{0,80}\bein(?:\s*[,.;]|$)|\b(?:wir|ich) geh[e]? (?:nun|jetzt|im folgenden|zunächst|abschließend) (?:auf|näher)\b|\b(?:wir|ich) (?:widmen uns|widme mich|wenden uns|wende mich|kommen nun|komme nun)\b|\b(?:wir|ich) (?:betrachten|betrachte|untersuchen|untersuche|beginnen|beginne) (?:nun|jetzt|als nächstes|im folgenden|im nächsten schritt)\b|^(zunächst|zuerst|anschließend|danach|abschließend|im anschluss) (soll|sollen)\b.{0,160}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|bewertet|untersucht|betrachtet|diskutiert) werden|\b(?:geht es|gehen wir) (?:nun|jetzt|als nächstes) (?:an|zu|um|weiter)\b|\bgibt es (?:noch )?einen (?:kleinen |kurzen )?exkurs\b|\bkommen wir (?:nun|jetzt) zu\b)/iu;

/** Passive announcements ("Es werden seine Funktionen erläutert …", "… muss man hier noch erwähnen"). */
const META_PASSIVE =
  /^(es|im anschluss|anschließend|danach|zunächst|zuerst|zuletzt|abschließend|zusammenfassend|hier|dabei) (wird|werden)\b.{0,80}\b(erläutert|beschrieben|vorgestellt|erklärt|dargestellt|aufgelistet|behandelt|erwähnt|gegeben|diskutiert|betrachtet|gezeigt)\b|\b(erwähnen|erwähnt werden|hinweisen)$|\b(the following|folgende[nmrs]?)\b/iu;

/**
 * A sentence that only says there are limits, without naming one ("Trotz der Erkenntnisse sind einige
 * Limitationen zu berücksichtigen", "This study has several limitations"): an announcement, not a point.
 * One that goes on to name them ("…: die kleine Stichprobe", "such as …") is a point.
 */
const LIMITS_ANNOUNCED =
  /\b(?:einige|mehrere|verschiedene|gewisse|folgende|zwei|drei|some|several|a few|certain|two|three)\s+(?:\p{L}+\s+)?(?:limitationen|einschränkungen|grenzen|schwächen|limitations|weaknesses|shortcomings|caveats)\b(?![^.;]*(?::|\b(?:wie|etwa|insbesondere|nämlich|darunter|vor allem|such as|including|namely|notably|particularly)\b))/iu;

const FIGURE_REF =
  /\b(abbildung|abb\.|tabelle|tab\.|figure|fig\.|table|listing|anhang|appendix)\s*[\dA-Z]|^(?:panel|teilabbildung|subfigure)\s+[A-Z]\b/iu;

/** Openers whose referent is in an earlier sentence ("Dadurch werden …", "Darin kann man …"): never a bullet. */
export const ANAPHORIC =
  /^((im|der|die|das) )?(ersteren?|letzteren?|ersteres|letzteres|gerade letzteres|dort|darin|dadurch|damit|dabei|daher|deshalb|hierbei|hierfür|hierzu|dazu|davon|jetzt|er|sie|they|(das|dies) (wird|wurde|kann|ist|war|hat|zeigt|bedeutet|heißt|führt|erfolgt|geschieht))\b/iu;

/** Openers and demonstratives that lean on context but may still stand ("Diese Werte …", "It is …"). */
/** The thesis itself ("diese Arbeit", "diese Hausarbeit", "this study"): a demonstrative that needs no context. */
const THE_WORK = String.raw`(?:\p{L}*arbeit|studie|untersuchung|thesis|study|paper|work)\b`;

export const ABOUT_THE_WORK = new RegExp(`^(diese[rsmn]?|this|these) ${THE_WORK}`, "iu");

/** Demonstratives that point at something named before when they stand inside a sentence. */
const DEMONSTRATIVES =
  "(?:eben)?diese[rsmn]?|(?:eben)?dieses|(?:eben)?jene[rsmn]?|(?<!als )solch(?:e[rsmn]?)?|this|these";

/**
 * What follows "es" when it only holds the place of the subject ("Es werden drei Medien erstellt", "Es gibt
 * …", "Es zeigt sich, dass …"): no pronoun, nothing named before.
 */
export const EXPLETIVE_ES =
  "gibt|gab|werden|wurden|zeigt sich|zeigte sich|lässt sich|ließ sich|lassen sich|ließen sich|handelt sich|ergibt sich|ergab sich";

const LEANING = new RegExp(
  String.raw`^(dies|diese[rsmn]?|dieses|jene[rsmn]?|solche[rsmn]?|es(?!\s(?:${EXPLETIVE_ES})\b)(?!\s${OPEN_QUESTION_BODY})|this|these|those|such|it|there|(jede[rsmn]?|alle|beide) diese[rsmn]?)\b(?! ${THE_WORK})|\b(${DEMONSTRATIVES}) (?!${THE_WORK})[‘'"„“»]?\p{L}`,
  "iu",
);

/**
 * A demonstrative inside the sentence that points at something named before ("an dieser Stelle", "in
 * dieser Variante", "these values"), not at the thesis itself ("in dieser Arbeit").
 */
const DEMONSTRATIVE = new RegExp(
  String.raw`\b(?:${DEMONSTRATIVES}|those) (?!${THE_WORK})[‘'"„“»]?\p{L}`,
  "iu",
);

export function pointsBackInside(sentence: string): boolean {
  return DEMONSTRATIVE.test(sentence);
}

/** Words that say there were several of something, and verbs that say they were used. */
const SEVERAL =
  "verschiedene|unterschiedliche|mehrere|diverse|zahlreiche|several|various|different|multiple|numerous";
const USED =
  "eingesetzt|verwendet|genutzt|durchgeführt|angewendet|angewandt|betrachtet|untersucht|getestet|zurückgegriffen|herangezogen|used|applied|employed|performed|considered|tested|examined";

/** "… wurden verschiedene Reaktionsgemische verwendet", "Several methods were applied": which, the bullet does not say. */
const VAGUE_USE = new RegExp(
  String.raw`^(?:[^,;]{0,60}\s)?(?:wurden|werden|wurde|wird|were|are|was|is)\s+(?:(?:hier|dabei|zudem|außerdem|also)\s+)?(?:auf\s+)?(?:${SEVERAL}|einige)\s+\p{L}+(?:-\p{L}+)?\s+(?:${USED})$|^(?:${SEVERAL})\s+\p{L}+(?:-\p{L}+)?\s+(?:wurden|werden|were|are)\s+(?:${USED})$`,
  "iu",
);

/**
 * A bare plural and a step that was done to it, and nothing more ("Anpassungen werden vorgenommen und dann
 * verglichen", "Tests wurden durchgeführt"): which, and with what outcome, the bullet does not say.
 */
const BARE_STEP = new RegExp(
  String.raw`^\p{Lu}\p{Ll}+\s+(?:wurden|werden)\s+(?:${USED}|vorgenommen|verglichen|angepasst|ausgewertet)(?:\s+und\s+(?:dann\s+|anschließend\s+|danach\s+)?(?:${USED}|vorgenommen|verglichen|angepasst|ausgewertet))?$`,
  "u",
);

/**
 * Examples of something the bullet does not name ("Konkrete Beispiele wären Gutscheine für die Bar",
 * "Typical examples are …"): what they exemplify was in the sentence before ("Ein Beispiel für X ist …"
 * names it).
 */
const EXAMPLES_OF_WHAT =
  /^(?:(?:ein|eine|einige|konkrete|weitere|typische|bekannte|mögliche|an?|some|other|typical|concrete|further)\s+)?(?:Beispiele?|examples?)\s+(?:wären|wäre|sind|ist|waren|war|hierfür|dafür|are|is|were|was|would\s+be|include)\b/iu;

/** "… ist der letzte vorbereitende Schritt abgeschlossen", "This completes the preprocessing step". */
const STEP_DONE =
  /\b(?:Schritt|Arbeitsschritt|Phase|Vorbereitung|Aufbereitung|Vorverarbeitung|Datenaufbereitung|Datenvorbereitung)\b[^.;]{0,60}\babgeschlossen$|^(?:this|that)\s+(?:completes|concludes)\s+(?:the\s+)?(?:\p{L}+\s+){0,3}(?:step|phase|preparation|preprocessing)$/iu;

/** A step said to be done like another: "… wird analog zu Szenario 3 festgelegt", "is set up in the same way as …". */
const DONE_ALIKE =
  /^(?:analog|entsprechend|genauso|ebenso|ähnlich)\s+(?:zu[mr]?|wie)\s|\b(?:wird|werden|wurde|wurden)\s+(?:\S+\s+){0,3}?(?:analog|genauso|ebenso|in gleicher Weise|auf die gleiche Weise)\s+(?:zu[mr]?|wie)\s+[^,;]{1,60}?\s(?:konfiguriert|festgelegt|definiert|aufgebaut|durchgeführt|berechnet|implementiert|umgesetzt|eingestellt|gewählt|behandelt|bestimmt|ausgewertet|erstellt)\b|^(?:analogously|likewise|similarly)\s+to\s|\b(?:is|are|was|were)\s+(?:configured|defined|set up|built|performed|computed|calculated|implemented|treated|chosen|evaluated)\s+(?:analogously|in the same way|likewise)\s+(?:to|as)\s/iu;

/** A bullet that needs the sentence before it: a pointer back, a step done like another, a bare superlative. */
function needsContext(bullet: string): boolean {
  if (ANAPHORIC.test(bullet) || /\b(dies|this)$/iu.test(bullet)) return true;
  // A pronominal adverb right after the verb ("Integriert wurde darin …", "Erreicht wird dadurch …") points
  // at what the sentence before named.
  if (
    /^\S+\s+(?:wurde|wurden|wird|werden|ist|sind|war|waren)\s+(?:darin|darauf|daraus|davon|dazu|dadurch|dabei|hierbei|hierin|hierzu|hierdurch)\b/iu.test(
      bullet,
    )
  )
    return true;
  // Done like something said before ("Das Szenario 4 wird analog zu Szenario 3 festgelegt", "Analog zu den
  // Funktionen werden weitere implementiert"): what was done is in the other sentence.
  if (DONE_ALIKE.test(bullet)) return true;
  // Several of something used, and nothing more ("Im Rahmen dieser Arbeit wurden verschiedene
  // Analysemethoden eingesetzt"): the sentences after it say which.
  if (VAGUE_USE.test(bullet)) return true;
  // A step said to be finished ("Mit der Selektion der Variablen ist der letzte vorbereitende Schritt
  // abgeschlossen"): a transition between the steps, no point of its own.
  if (STEP_DONE.test(bullet) || EXAMPLES_OF_WHAT.test(bullet) || BARE_STEP.test(bullet)) return true;
  // Ending on "the problem" it names nowhere ("Microsoft Azure bietet Abhilfe für die Problematik").
  if (
    /\b(?:die|das|diese|dieses|the|this|that)\s+(?:Problematik|Problem|Phänomen|Sachverhalt|Dilemma|problem|issue|phenomenon|dilemma)$/u.test(
      bullet,
    )
  )
    return true;
  // A superlative without its noun ("Die wohl entscheidendsten sind …"): the noun was in the sentence before.
  if (
    /^(?:die|der|das)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+ste[n]?\s+(?:sind|ist|waren|war)\b/u.test(
      bullet.toLowerCase(),
    )
  )
    return true;
  return false;
}

/**
 * Why a bullet would read badly on a slide (null when it reads well): a verb-first fragment ("Gibt es …"),
 * a structural announcement, a pointer to a figure the audience does not see, an unclosed bracket, or
 * a dangling clause.
 */
function bulletFlawOnce(
  bullet: string,
  whole: boolean,
): "fragment" | "meta" | "figure" | "cut" | "context" | null {
  const ws = bullet.split(/\s+/);
  const first = ws[0] ?? "";
  // A number and then a finite verb ("6 lagen deutlich über …"): the number ended a name ("R6") whose start
  // went with the line before.
  if (
    /^\d[\d.,]*\s+(?:ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|hatten|lag|lagen|liegt|liegen|zeigt|zeigen|zeigte|zeigten|kann|können|konnte|konnten|stieg|stiegen|sank|sanken|blieb|blieben|betrug|betrugen|beträgt|betragen|ergab|ergaben|ergibt|ergeben|is|are|was|were|has|have|had|shows?|showed)\b/u.test(
      bullet.trim(),
    )
  )
    return "fragment";
  // A sentence opens with a word, a number or a quotation mark; "+, welcher …" lost its start ("NADP+").
  if (/^[^\p{L}\p{N}„“"»«'‘(]/u.test(bullet.trim())) return "fragment";
  if (
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    !NOT_VERB_OPENERS.test(first) &&
    !FUNCTION_WORDS.has(first.toLowerCase()) &&
    AFTER_VERB.test(ws[1] ?? "") &&
    /(en|t|te|ten|st)$/u.test(first)
  )
    return "fragment";
  // A listed verb form first (not through a prefix: a capitalised "Anstieg" or "Zustand" is a noun).
  if (GERMAN_FORMS.has(first.toLowerCase()) && AFTER_VERB.test(ws[1] ?? "")) return "fragment";
  if ((bullet.match(/\(/g) ?? []).length !== (bullet.match(/\)/g) ?? []).length) return "fragment";
  if ((bullet.match(/\[/g) ?? []).length !== (bullet.match(/\]/g) ?? []).length) return "fragment";
  if (/„[^“"”]*$/u.test(bullet)) return "fragment";
  // Infinitive group without its main clause ("Parameter zu schätzen, die …"); not one that has it ("In
  // Zukunft gilt es zu untersuchen, wie …").
  const infinitive = /^([^,]{0,60})\bzu \p{Ll}+en,/u.exec(bullet);
  if (infinitive && !GOVERNS_INFINITIVE.test(infinitive[1] ?? "")) return "fragment";
  // A table header row ("Min Max Median Mean Anzahl …") or a menu path ("Add → Config-Element → …").
  if (
    /^(?:\p{Lu}\S*\s+){4}/u.test(bullet) &&
    !ws.some((w) => /^\p{Ll}{3,}$/u.test(w) && !FUNCTION_WORDS.has(w))
  )
    return "fragment";
  if ((bullet.match(/→/g) ?? []).length >= 2) return "fragment";
  if (/[:,]$/.test(bullet.trim())) return "cut";
  if (META.test(bullet) || META_PASSIVE.test(bullet) || LIMITS_ANNOUNCED.test(bullet)) return "meta";
  if (FIGURE_REF.test(bullet)) return "figure";
  if (needsContext(bullet)) return "context";
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
  // "Nicht nur …", "sowohl …", "zum einen …", "not only …", "either …" promise their second half.
  if (/\bnicht nur\b/iu.test(bullet) && !/\bsondern\b/iu.test(bullet)) return "cut";
  if (/\bsowohl\b/iu.test(bullet) && !/\bals auch\b/iu.test(bullet)) return "cut";
  if (/\bnot only\b/iu.test(bullet) && !/\bbut\b/iu.test(bullet)) return "cut";
  if (/\bzum einen\b/iu.test(bullet) && !/\bzum anderen\b/iu.test(bullet)) return "cut";
  if (/\beinerseits\b/iu.test(bullet) && !/\bandererseits\b/iu.test(bullet)) return "cut";
  if (/\bon the one hand\b/iu.test(bullet) && !/\bon the other\b/iu.test(bullet)) return "cut";
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
  // A few words without a verb before a subordinate clause ("U.a. wahrscheinlich, da sie …"): the main
  // clause it hangs on was in the sentence before.
  if (
    head !== bullet &&
    words(head).length <= 4 &&
    !hasVerb(head) &&
    // "Da dieses System, wie …, arbeitet, …" opens with its subordinate clause: a whole sentence.
    !opensSubordinate(head) &&
    opensSubordinate(bullet.slice(head.length).replace(/^[,;–—\s]+/u, "")) &&
    // "Die erste Hypothese (H1), dass …, wird nicht gestützt": the subject's clause resumes after it; so
    // does the main clause after a phrase that frames it ("Für den Fall, dass …, besteht die Möglichkeit …").
    !(SUBJECT_OPENER.test(head) && RESUMED_MAIN_CLAUSE.test(bullet.slice(head.length))) &&
    !(FRAMING_PHRASE.test(head) && RESUMED_AFTER_FRAME.test(bullet.slice(head.length)))
  )
    return "fragment";
  if (
    head !== bullet &&
    participleOnly(head) &&
    !SUBJECT_OPENER.test(head) &&
    /^(?:ge|be|er|ver|zer|ent|emp|miss|\p{Ll}+ge)\p{Ll}+(?:t|en)$/u.test(lastWord(head))
  )
    return "fragment";
  if (isTruncated(bullet, whole)) return "cut";
  return null;
}

const flawPer = memoizedPer(bulletFlawOnce);

/**
 * Why a bullet cannot stand (null when it can). `whole`: the bullet is its whole sentence, not a clause cut
 * from it, so a predicate at its end ends the sentence.
 */
export function bulletFlaw(bullet: string, whole = false): ReturnType<typeof bulletFlawOnce> {
  return flawPer(bullet, whole);
}

/** A finite verb right after a subordinate clause's closing comma: the main clause goes on there. */
const RESUMED_MAIN_CLAUSE =
  /^[,;–—\s]+\S.*?,\s+(?:wird|werden|wurde|wurden|ist|sind|war|waren|hat|haben|hatte|hatten|kann|können|konnte|konnten|lässt|ließ|zeigt|zeigte|bleibt|blieb|gilt|galt|is|are|was|were|has|have|can|could)\b/u;

/** A finite verb that governs a following infinitive group ("gilt es zu untersuchen", "ist zu prüfen"). */
const GOVERNS_INFINITIVE =
  /\b(?:gilt|galt|gelten|ist|sind|war|waren|bleibt|bleiben|blieb|lohnt|empfiehlt|scheint|scheinen|versucht|versuchen|versuchte|beginnt|beginnen|begann|plant|planen|plante|hat|haben|hatte|hatten)\b/u;

/** A prepositional phrase that frames the clause after it ("Für den Fall", "Unter der Annahme", "Im Fall"). */
const FRAMING_PHRASE =
  /^(?:Für|Im|In|Unter|Vor|Aufgrund|Angesichts|Bei|Mit|Nach|Auf)\s+(?:(?:den|dem|der|die|das|einem|einer|einen)\s+)?\p{Lu}\p{L}+$/u;

/** After the framed subordinate clause, the main clause goes on with its finite verb and subject. */
const RESUMED_AFTER_FRAME =
  /^[,;–—\s]+\S.*?,\s+\p{Ll}+\s+(?:\p{Lu}|die\b|der\b|das\b|den\b|dem\b|des\b|ein\b|eine\b|einen\b|einem\b|einer\b|es\b|sich\b|man\b|sie\b|er\b|wir\b|ich\b)/u;

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
  const first = (ws[0] ?? "").toLowerCase();
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

/**
 * A pointer at a figure, table or listing the audience does not see ("Abbildung 3 zeigt …", "In dieser
 * Abbildung …", "Durch die Zeilen 4-7 werden …", "in lines 12–15").
 */
export function pointsAtFigure(sentence: string): boolean {
  return FIGURE_REF.test(sentence) || pointsAtUnseen(sentence);
}

/**
 * A pointer that only works for someone looking at the page: lines of a listing ("In Zeile 2 wird …") or
 * "this figure" without its number. A spoken answer never says it; a numbered figure ("wie Abbildung 5
 * zeigt") may be named.
 */
export function pointsAtUnseen(sentence: string): boolean {
  return (
    /\b(?:Zeilen?|lines?)\s+\d+(?:\s*(?:[-–]|bis|to)\s*\d+)?\b/u.test(sentence) ||
    /\b(dieser|diese|der obigen|der folgenden|obige|folgende) (abbildung|grafik|tabelle|darstellung)|\b(this|the following|the above) (figure|table|plot|graph)\b/iu.test(
      sentence,
    )
  );
}

/** True for sentences that announce the text's own structure instead of saying something. */
export function isMeta(sentence: string): boolean {
  return META.test(sentence);
}
