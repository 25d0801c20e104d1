/**
 * Model answers from whole thesis sentences: which sentences may be read out as an answer, how a few of
 * them are chosen for one question (40–90 words, related sentences together, context-leaning sentences
 * only after the sentence they lean on), and how they are spoken (first person, citations out, pages).
 */
import { lacksVerb } from "../../text/verb-rules.ts";
import { contentStems, contentTokens, jaccard, wordCount } from "../../text/words.ts";
import { placeOf } from "../../understand/place.ts";
import type { ThesisSentence, Understanding } from "../../understand/schema.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { bulletFlaw, isAnaphoric, isMeta } from "../wording/bullet-flaw.ts";
import { isProse } from "../wording/prose.ts";
import { speakable } from "../wording/speakable.ts";

/** An answer is at least this long when the topic has the material, and never longer than the maximum. */
export const ANSWER_WORDS = { target: 40, max: 90 } as const;
const MAX_SENTENCES = 4;

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
/** A sentence that opens on a word pointing back ("Dies …", "Dadurch …", "These …"). */
const LEANS_BACK =
  /^(?:in (?:diesem|solchem|jenem) fall|auf (?:dieser|diesen|deren|dessen) (?:basis|grundlage)|darauf aufbauend|vor diesem hintergrund|on this basis|building on this|in (?:this|that|such a) case|given (?:these|this|those|such)|angesichts (?:dieser|dessen|solcher)|das (?:bedeutet|heißt|zeigt)|aber|und|oder|doch|but|and|yet|so|also|trotzdem|dennoch|jedoch|allerdings|zudem|außerdem|darüber hinaus|ebenso|ferner|weiterhin|hingegen|andererseits|folglich|somit|another|similarly|for instance|for example|zum beispiel|beispielsweise|likewise|insbesondere|especially|in particular|particularly|nevertheless|dies|diese[rsmn]?|dieses|solche[rsmn]?|dort|darin|dadurch|damit|dabei|daher|deshalb|hierbei|hierfür|hierzu|dazu|davon|ersteres|letzteres|this|these|those|such|it|its|they|their|there(?:fore|by)?|thus|hence)\b/iu;
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
    foreign(t, language)
  )
    return null;
  const flaw = bulletFlaw(t.replace(/[.!?]$/, ""));
  if ((flaw === "fragment" && !CONDITION_FIRST.test(t)) || flaw === "meta" || flaw === "figure") return null;
  // A sentence without a verb is garbled (a formula or a quotation read out as a sentence): not said aloud.
  if (lacksVerb(t, language)) return null;
  return firstPerson(t, language);
}

/** True when the sentence needs the one before it to be understood. */
export function leansBack(text: string): boolean {
  return (
    LEANS_BACK.test(text) ||
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

/** A sentence that may go into an answer, with its spoken form. */
export interface AnswerSentence {
  sentence: ThesisSentence;
  spoken: string;
  words: number;
}

export interface AnswerRequest {
  /** Topic sentences that may answer, each with its spoken form (unusable ones already left out). */
  pool: AnswerSentence[];
  /** How well each sentence answers this particular question (higher is better). */
  rank: (s: ThesisSentence) => number;
  /** Sentence that must open the answer (the finding or limitation asked about). */
  lead?: AnswerSentence;
  /** Sentences of the topic that may come in as the sentence another one leans on (default: the pool). */
  neighbours?: AnswerSentence[];
  /** The sentence before each sentence in the thesis (for sentences that lean back). */
  before: (s: ThesisSentence) => AnswerSentence | undefined;
}

/**
 * Picks up to four sentences for one answer: the best-ranked first, then related ones (same section
 * ranks higher), until the answer has 40 words; never beyond 90. A sentence that leans back comes only
 * with the sentence before it. Returned in document order (the lead first).
 */
export function chooseAnswer(req: AnswerRequest): AnswerSentence[] {
  const chosen: AnswerSentence[] = [];
  const has = (s: AnswerSentence) => chosen.some((c) => c.sentence.id === s.sentence.id);
  const words = () => chosen.reduce((a, c) => a + c.words, 0);
  const inPool = new Set((req.neighbours ?? req.pool).map((p) => p.sentence.id));
  const add = (s: AnswerSentence): boolean => {
    if (has(s)) return true;
    if (chosen.some((c) => repeats(c.spoken, s.spoken))) return false;
    const needs = leansBack(s.spoken) ? req.before(s.sentence) : undefined;
    if (leansBack(s.spoken) && !(needs && (has(needs) || inPool.has(needs.sentence.id)))) return false;
    // One step back only: a predecessor that leans back itself would need a third sentence.
    if (needs && !has(needs) && leansBack(needs.spoken)) return false;
    const extra = needs && !has(needs) ? [needs, s] : [s];
    const n = extra.reduce((a, e) => a + e.words, 0);
    if (words() + n > ANSWER_WORDS.max || chosen.length + extra.length > MAX_SENTENCES) return false;
    chosen.push(...extra);
    return true;
  };
  if (req.lead && !add(req.lead)) return [];
  const anchor = () => chosen[0]?.sentence;
  const ranks = new Map(req.pool.map((p) => [p.sentence.id, req.rank(p.sentence)]));
  // A sentence that joins the answer speaks of what it already says (a shared content word) or stands in the
  // same section: "Die Saison brachte 2,6 Mrd. Euro" does not continue an answer about the model's fit.
  const related = (p: AnswerSentence) => {
    const a = anchor();
    if (!a || (p.sentence.chapter === a.chapter && p.sentence.sectionId === a.sectionId)) return true;
    const said = new Set(chosen.flatMap((c) => [...contentStems(c.spoken)]));
    return [...contentStems(p.spoken)].some((w) => said.has(w));
  };
  const remaining = req.pool.filter((p) => !has(p));
  while (words() < ANSWER_WORDS.target && remaining.length > 0) {
    const a = anchor();
    remaining.sort((x, y) => score(y) - score(x));
    function score(p: AnswerSentence): number {
      const near =
        a && p.sentence.chapter === a.chapter ? (p.sentence.sectionId === a.sectionId ? 0.6 : 0.2) : 0;
      return (ranks.get(p.sentence.id) ?? 0) + near;
    }
    const next = remaining.shift() as AnswerSentence;
    if (related(next)) add(next);
  }
  // The lead opens the answer, unless it is a later item of an enumeration ("Zweitens …"): then the items
  // are read in the thesis's order.
  // A lead that leans back comes after the sentence it leans on.
  const first = chosen[0];
  const leadId = req.lead?.sentence.id;
  const leaned =
    req.lead && leansBack(req.lead.spoken) ? req.before(req.lead.sentence)?.sentence.id : undefined;
  const lead =
    req.lead && !(first && LATER_ITEM.test(first.spoken))
      ? chosen
          .filter((c) => c.sentence.id === leadId || c.sentence.id === leaned)
          .sort((x, y) => x.sentence.id - y.sentence.id)
      : [];
  const rest = chosen.filter((c) => !lead.includes(c));
  // Sentences of the thesis in document order; the student's own methodology text (negative ids) first.
  return [...lead, ...rest.sort((x, y) => order(x.sentence) - order(y.sentence))];
}

/** A sentence that is the second or a later item of an enumeration. */
const LATER_ITEM =
  /^(?:zweitens|drittens|viertens|fünftens|schließlich|letztens|secondly|thirdly|fourthly|second|third|fourth|lastly)\b/iu;

/** Two sentences that say the same (the aim in the introduction and again in the discussion). */
function repeats(a: string, b: string): boolean {
  return jaccard(contentTokens(a), contentTokens(b)) >= 0.6;
}

const order = (s: ThesisSentence) => (s.id < 0 ? -1e6 - s.id : s.id);

/**
 * The answer as it is printed: the spoken sentences and where they stand, as printed ("… (S. 12, 14)", or
 * "… (Kap. 4.2)" where the thesis has no pages); `pages` are the physical pages.
 */
export function answerText(
  chosen: AnswerSentence[],
  thesis: Pick<Understanding, "chapters" | "pageLabels">,
  language: "de" | "en",
): { answer: string; pages: number[] } {
  const pages = [...new Set(chosen.map((c) => c.sentence.page).filter((p): p is number => p !== null))].sort(
    (a, b) => a - b,
  );
  const ref = placeOf(
    thesis,
    chosen.map((c) => c.sentence),
    language,
  );
  const body = chosen.map((c) => c.spoken).join(" ");
  return { answer: ref ? `${body} (${ref})` : body, pages };
}

/** True for a sentence that leans on context in a way a quote in a question cannot carry. */
export function quotable(spoken: string): boolean {
  return (
    !leansBack(spoken) &&
    !isAnaphoric(spoken) &&
    !/\b(?:dies|diese[rsmn]?|dieses|genannte[rnms]?|obige[rnms]?|this|these|those|above)\b/iu.test(spoken)
  );
}
