/**
 * The extractive text model: selects the thesis's most central sentences for a slide, shortens them to
 * complete clauses as bullets and speaks them in the first person in the notes. It never writes a claim of
 * its own; the only added words are fixed transitions ("Nun zum methodischen Vorgehen.") that carry no
 * facts. Roadmap, figure-description, housekeeping and broken sentences, formula legends and sentences
 * that lean on the one before never reach a slide; a sentence that cannot be shortened without a cut is
 * no bullet.
 */
import type { SlideKind } from "../../plan/planner.ts";
import { splitSentences } from "../../text/sentences.ts";
import { contentTokens, jaccard, wordCount } from "../../text/words.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { firstPerson } from "../spoken.ts";
import {
  bulletFlaw,
  chapterLabel,
  endsInsideNumber,
  hasVerb,
  isAnaphoric,
  isFormulaFragment,
  isMeta,
  isProse,
  leansOnPrevious,
  pointsAtFigure,
  shortenToClause,
  speakable,
  spokenSentences,
  startsWithVerb,
} from "../text.ts";
import type { Passage, SlideDraft, SlideRequest, TextModel } from "./text-model.ts";

const OPENERS: Record<"de" | "en", Partial<Record<SlideKind, string>>> = {
  de: {
    motivation: "Ich beginne mit der Ausgangslage meiner Arbeit.",
    question: "Daraus ergibt sich die zentrale Fragestellung meiner Arbeit.",
    theory: "Zunächst zu den theoretischen Grundlagen.",
    method: "Nun zum methodischen Vorgehen.",
    results: "Kommen wir zu den Ergebnissen.",
    discussion: "Was bedeuten diese Ergebnisse?",
    limitations: "Meine Arbeit hat auch Grenzen, die ich offen ansprechen möchte.",
    conclusion: "Ich fasse die wichtigsten Punkte zusammen.",
  },
  en: {
    motivation: "Let me start with the background of my thesis.",
    question: "This leads to the central question of my thesis.",
    theory: "First, the theoretical background.",
    method: "Now to the methodological approach.",
    results: "Let us turn to the results.",
    discussion: "What do these results mean?",
    limitations: "My thesis also has limitations that I want to address openly.",
    conclusion: "Let me summarise the main points.",
  },
};

function opener(req: SlideRequest, titled: string): string {
  const fixed = OPENERS[req.language][req.kind];
  if (fixed && req.kind !== "chapter") return fixed;
  return req.language === "de"
    ? `Im nächsten Teil geht es um „${titled}“.`
    : `The next part is about “${titled}”.`;
}

const KIND_FLAGS: Partial<Record<SlideKind, string[]>> = {
  method: ["method"],
  results: ["result"],
  discussion: ["discussion", "result"],
  conclusion: ["conclusion", "outlook"],
  question: ["question", "goal", "hypothesis"],
  limitations: ["limitation"],
  motivation: ["goal"],
};

/** Relevance of a passage for this slide: salience, boosted for the slide's focus and kind. */
export function relevance(p: Passage, req: SlideRequest): number {
  let s = p.score;
  if (req.focus.some((f) => p.flags.includes(f))) s = s * 1.8 + 0.6;
  const kindFlags = KIND_FLAGS[req.kind] ?? [];
  if (kindFlags.some((f) => p.flags.includes(f as Passage["flags"][number]))) s = s * 1.3 + 0.2;
  if (req.kind === "results" && /\d/.test(p.text)) s += 0.15;
  if (p.text.trim().endsWith("?") && req.kind !== "question") s *= 0.5;
  return s;
}

/**
 * Whether a passage may be shown or spoken at all: a role that says something about the subject (not a
 * roadmap, figure description, housekeeping note or broken text), prose, no formula legend, not cut
 * inside a number, no structural announcement.
 */
export function isSlideMaterial(p: Pick<Passage, "text" | "role">): boolean {
  return (
    !UNUSABLE_ROLES.has(p.role) &&
    // Citations and pointers are not spoken, so they do not count against the sentence; a result keeps
    // its statistics ("um den Faktor exp(-0.417) = 0.659") when the role reader took it for prose.
    (isProse(speakable(p.text)) || p.role === "result" || p.role === "interpretation") &&
    !isFormulaFragment(p.text) &&
    !endsInsideNumber(p.text) &&
    !isMeta(p.text)
  );
}

interface Candidate {
  passage: Passage;
  bullet: string;
  r: number;
}

/** A slide with fewer bullets than this may also show whole sentences a little over the word limit. */
const MIN_BULLETS = 2;
/** How far over the word limit such a whole sentence may go. */
const STRETCH_WORDS = 3;
const QUESTION_STRETCH_WORDS = 12;

/** Sentences that can be bullets, shortened to a complete clause of at most `maxWords`, best first. */
function candidates(req: SlideRequest, maxWords = req.maxWordsPerBullet): Candidate[] {
  const avoid = new Set(req.avoid);
  const out: Candidate[] = [];
  for (const passage of req.passages) {
    if (avoid.has(passage.id) || passage.text.length < 25 || !isSlideMaterial(passage)) continue;
    // A sentence that leans on the one before it, or introduces a list (":"), is not a statement of its own.
    if (leansOnPrevious(passage.text) || /:\s*$/.test(passage.text)) continue;
    const bullet = shortenToClause(passage.text, maxWords);
    if (!bullet || wordCount(bullet) < 4 || bulletFlaw(bullet) !== null || !hasVerb(bullet)) continue;
    if (startsWithVerb(bullet)) continue;
    // A demonstrative ("dieses Modells") points at something the slide does not show; a question belongs
    // on the question slide.
    if (isAnaphoric(bullet) || (passage.text.trim().endsWith("?") && req.kind !== "question")) continue;
    let r = relevance(passage, req);
    // A sentence that fits whole reads best.
    if (wordCount(speakable(passage.text)) <= req.maxWordsPerBullet) r *= 1.2;
    if (wordCount(bullet) < 5) r *= 0.6;
    out.push({ passage, bullet, r });
  }
  return out.sort((a, b) => b.r - a.r);
}

/**
 * Bullets: the most relevant sentences that shorten to a clean, complete clause, each point once (no two
 * bullets with mostly the same words, no parallel sentences), in document order. Never a cut sentence.
 */
export function pickBullets(
  req: SlideRequest,
  limit = req.maxBullets,
  skip: ReadonlySet<number> = new Set(),
): Array<{ passage: Passage; bullet: string }> {
  const picked: Array<{ passage: Passage; bullet: string; tokens: string[]; tail: string }> = [];
  const take = (ranked: Candidate[], upTo: number) => {
    // A slide with a focus (research question, limitations …) shows only focused sentences when it has any.
    const focused = ranked.filter((c) => req.focus.some((f) => c.passage.flags.includes(f)));
    for (const c of focused.length ? focused : ranked) {
      if (picked.length >= upTo) break;
      if (skip.has(c.passage.id) || picked.some((x) => x.passage.id === c.passage.id)) continue;
      const tokens = contentTokens(c.bullet);
      // Parallel sentences ("X was expected to be positive", "Y was expected to be positive") once only.
      const tail = c.bullet.toLocaleLowerCase("de-DE").split(/\s+/).slice(-4).join(" ");
      if (picked.some((x) => jaccard(x.tokens, tokens) > 0.45 || (wordCount(tail) === 4 && x.tail === tail)))
        continue;
      picked.push({ passage: c.passage, bullet: c.bullet, tokens, tail });
    }
  };
  take(candidates(req), limit);
  // Too few clean short points: complete sentences slightly over the limit rather than an empty slide.
  // The research question is shown whole, even when it is long.
  const stretch = req.kind === "question" ? QUESTION_STRETCH_WORDS : STRETCH_WORDS;
  if (picked.length < MIN_BULLETS)
    take(candidates(req, req.maxWordsPerBullet + stretch), Math.min(limit, MIN_BULLETS));
  return picked
    .sort((a, b) => a.passage.id - b.passage.id)
    .map(({ passage, bullet }) => ({ passage, bullet }));
}

/**
 * The student's own description of the method (questionnaire step 5) as bullets: each sentence whole
 * when it fits, else its complete opening clause; never cut. Only on method slides.
 */
const OWN_WORDS_MAX = 20;

export function methodologyBullets(req: SlideRequest): string[] {
  const text = req.context.methodology.trim();
  if (req.kind !== "method" || !text) return [];
  // The student's own words: shortened to a complete clause where one fits; a sentence that has none (a
  // student's approach is often one long sentence) stays whole up to ~20 words rather than be dropped.
  return splitSentences(text)
    .map(
      (sentence) =>
        shortenToClause(sentence, req.maxWordsPerBullet) ??
        (wordCount(sentence) <= OWN_WORDS_MAX ? sentence.trim().replace(/[.;:]+$/u, "") : null),
    )
    .filter((b): b is string => b !== null && wordCount(b) >= 3)
    .slice(0, Math.max(1, Math.min(3, req.maxBullets - 1)));
}

/** "Kurz zu meinem Vorgehen: …": the student's method description, spoken on the method slide. */
function methodologyNotes(req: SlideRequest): string {
  const text = req.context.methodology.trim();
  if (req.kind !== "method" || !text) return "";
  const spoken = /[.!?]$/u.test(text) ? text : `${text}.`;
  return req.language === "de" ? `Kurz zu meinem Vorgehen: ${spoken}` : `Briefly, my approach: ${spoken}`;
}

/**
 * Whether a sentence can be said in the notes: slide material of speakable length, not a list intro,
 * a quotation, a fragment without a verb ("Narrativ der … hervor") or a pointer at a figure the audience does not see; questions only on the
 * question slide.
 */
function isSpeakable(p: Passage, req: SlideRequest): boolean {
  const t = p.text.trim();
  const spoken = speakable(t).replace(/[.!?]+$/u, "");
  const flaw = bulletFlaw(spoken);
  return (
    isSlideMaterial(p) &&
    wordCount(t) <= 60 &&
    !t.endsWith(":") &&
    !/^[„"“»]/u.test(t) &&
    (!t.endsWith("?") || req.kind === "question") &&
    flaw !== "fragment" &&
    flaw !== "meta" &&
    hasVerb(spoken) &&
    !pointsAtFigure(spoken)
  );
}

/** A thesis sentence as spoken: without citations, in the first person, in short sentences. */
export function spokenForm(text: string, language: "de" | "en"): string {
  return spokenSentences(firstPerson(speakable(text), language)).join(" ");
}

/**
 * Notes: an opener, the student's method description on a method slide, then the slide's sentences
 * (bullet sources first) in document order, spoken in the first person, to the word budget. Sentences an
 * earlier slide already used are not said again; one that leans on the sentence before it only follows it.
 */
export function extractiveNotes(
  req: SlideRequest,
  bulletIds: number[],
  title: string,
): { text: string; ids: number[] } {
  const target = req.notesWords;
  const lead = [opener(req, title), methodologyNotes(req)].filter(Boolean);
  let words = wordCount(lead.join(" "));
  const avoid = new Set(req.avoid);
  const chosen = new Map<number, string>();
  const usable = req.passages.filter((p) => isSpeakable(p, req) && !avoid.has(p.id));
  const byId = new Map(usable.map((p) => [p.id, p]));
  const add = (p: Passage | undefined, ceiling: number) => {
    if (!p || chosen.has(p.id)) return;
    if (leansOnPrevious(p.text) && !chosen.has(p.id - 1)) return;
    const spoken = spokenForm(p.text, req.language);
    const n = wordCount(spoken);
    if (n < 4 || words + n > target * ceiling) return;
    chosen.set(p.id, spoken);
    words += n;
  };
  for (const id of bulletIds) add(byId.get(id), 1.08);
  // Shorter sentences speak better: long ones rank lower.
  const rest = usable
    .map((p) => ({ p, r: relevance(p, req) * (wordCount(p.text) > 30 ? 0.6 : 1) }))
    .sort((a, b) => b.r - a.r);
  for (const { p } of rest) {
    if (words >= target * 0.95) break;
    add(p, 1.08);
  }
  // Still short (small pool): accept slightly longer sentences up to the hard ceiling, and sentences
  // that lean on one already chosen.
  for (let pass = 0; pass < 2 && words < target * 0.85; pass++) for (const { p } of rest) add(p, 1.2);
  const ids = [...chosen.keys()].sort((a, b) => a - b);
  return { text: [...lead, ...ids.map((id) => chosen.get(id) ?? "")].join(" "), ids };
}

/** Slide kinds whose title may state a finding instead of the chapter label. */
const FINDING_KINDS = new Set<SlideKind>(["results", "discussion", "conclusion"]);

/**
 * The finding as the title ("Ab 5 s erreicht die Auswahl rund 98 % der VBS-Leistung"): on a results,
 * discussion or conclusion slide, the most relevant clean result sentence with a number that is short and
 * complete on its own. Null when none qualifies (the slide keeps its chapter label).
 */
export function findingTitle(req: SlideRequest): { passage: Passage; title: string } | null {
  if (!FINDING_KINDS.has(req.kind)) return null;
  const fits = (t: string) =>
    wordCount(t) >= 4 &&
    wordCount(t) <= 11 &&
    t.length <= 75 &&
    /\d/.test(t) &&
    !isAnaphoric(t) &&
    !/[()]/.test(t) &&
    !/^(es|er|sie|hier|nun|jetzt|it|there|ich|wir|i|we)\b|\bman\b/iu.test(t);
  const finding = candidates(req).find(
    ({ passage, bullet }) =>
      (["result", "interpretation", "conclusion"].includes(passage.role) ||
        passage.flags.some((f) => f === "result" || f === "conclusion")) &&
      fits(bullet),
  );
  return finding ? { passage: finding.passage, title: finding.bullet } : null;
}

export function draftExtractive(req: SlideRequest): SlideDraft {
  const finding = findingTitle(req);
  const title = finding?.title ?? chapterLabel(req.titleHint);
  const own = methodologyBullets(req);
  const skip = new Set(finding ? [finding.passage.id] : []);
  const picks = pickBullets(req, Math.max(0, req.maxBullets - own.length), skip);
  const notes = extractiveNotes(
    req,
    [...(finding ? [finding.passage.id] : []), ...picks.map((p) => p.passage.id)],
    chapterLabel(req.titleHint),
  );
  return {
    title,
    bullets: [...own, ...picks.map((p) => p.bullet)],
    notes: notes.text,
    usedIds: [
      ...new Set([...(finding ? [finding.passage.id] : []), ...picks.map((p) => p.passage.id), ...notes.ids]),
    ],
    model: "extractive",
  };
}

export function createExtractiveModel(): TextModel {
  return {
    name: "extractive",
    async draftSlide(request) {
      return draftExtractive(request);
    },
  };
}
