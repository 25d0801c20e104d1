/**
 * Model answers from whole thesis sentences: how a few of them are chosen for one question (40–90 words,
 * related sentences together, context-leaning sentences only after the sentence they lean on) and how the
 * answer is spoken with its pages. Which sentences may be read out: `spoken-answer.ts`.
 */
import { contentStems, contentTokens, jaccard } from "../../text/words.ts";
import { placeOf } from "../../understand/place.ts";
import type { ThesisSentence, Understanding } from "../../understand/schema.ts";
import { leansBack } from "./spoken-answer.ts";

/**
 * An answer is at least `target` words long when the topic has the material, and never longer than `max`;
 * below `shortest` it is not an answer.
 */
export const ANSWER_WORDS = { target: 40, max: 90, shortest: 15 } as const;

const MAX_SENTENCES = 4;

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
  // A later item of an enumeration ("H3: …") as the lead: the answer starts from the first item instead.
  const firstItem =
    req.lead && LATER_ITEM.test(req.lead.spoken)
      ? req.pool.find((p) => FIRST_ITEM.test(p.spoken))
      : undefined;
  if (firstItem) add(firstItem);
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
    req.lead && !firstItem && !(first && LATER_ITEM.test(first.spoken))
      ? chosen
          .filter((c) => c.sentence.id === leadId || c.sentence.id === leaned)
          .sort((x, y) => x.sentence.id - y.sentence.id)
      : [];
  const rest = chosen.filter((c) => !lead.includes(c));
  // Sentences of the thesis in document order; the student's own methodology text (negative ids) first.
  return [...lead, ...rest.sort((x, y) => order(x.sentence) - order(y.sentence))];
}

/** A sentence that is the second or a later item of an enumeration ("Zweitens …", "H4: …"). */
const LATER_ITEM =
  /^(?:zweitens|drittens|viertens|fünftens|schließlich|letztens|secondly|thirdly|fourthly|second|third|fourth|lastly)\b|^(?:H|Hypothese\s|Hypothesis\s)(?:[2-9]|1\d)[a-z]?\s?:/iu;

/** The first item of an enumeration ("Erstens …", "H1: …"). */
const FIRST_ITEM = /^(?:erstens|first(?:ly)?,|(?:H|Hypothese\s|Hypothesis\s)1[a-z]?\s?:)/iu;

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
