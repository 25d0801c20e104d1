/**
 * Bullets of the extractive text model: the picked bullets (complete clauses, each point once, never a cut
 * sentence) and results with their evidence. Which sentences qualify: `slide-material.ts`; the student's
 * own method words: `own-words.ts`.
 */
import type { SlideKind } from "../../plan/planner.ts";
import { withoutBrackets } from "../../text/brackets.ts";
import { extractNumbers, numberTokens } from "../../text/numbers.ts";
import { sameFigureTwice } from "../../text/same-figure.ts";
import { contentTokens, jaccard, wordCount } from "../../text/words.ts";
import { statementKind, statesProcedure } from "../../understand/findings.ts";
import { citesSource, languageOf } from "../wording/asides.ts";
import { bulletFlaw, isAnaphoric, startsWithVerb } from "../wording/bullet-flaw.ts";
import { bulletText } from "../wording/bullet-text.ts";
import { shortenToClause } from "../wording/condense.ts";
import { withoutInnerConnectives } from "../wording/inner-connectives.ts";
import { leansOnPrevious } from "../wording/leaning.ts";
import { opensSecondPredicate } from "../wording/main-clause.ts";
import { withAntecedentName } from "../wording/named-antecedent.ts";
import { inReportedSpeech, withoutInsertions } from "../wording/reported-speech.ts";
import { speakable } from "../wording/speakable.ts";
import { unfront } from "../wording/unfront.ts";
import { claimsValueOnly } from "../wording/value-claim.ts";
import { hasVerb } from "../wording/verbs.ts";
import { halfAComparison, isSlideMaterial, relevance } from "./slide-material.ts";
import type { Passage, SlideRequest } from "./text-model.ts";

interface Candidate {
  passage: Passage;
  bullet: string;
  r: number;
}

/**
 * The text with each quotation („…“, “…”, "…") as one word: what the bullet itself says. A bullet that is one
 * quotation (a research question in quotes) is its own statement and stays as it is.
 */
function withoutQuotations(text: string): string {
  const quote = /„[^“”"]*[“”"]|“[^”]*”|"[^"]*"/gu;
  if (text.replace(quote, "").trim() === "") return text;
  return text.replace(quote, "Zitat");
}

/** A slide with fewer bullets than this (3–5 on a text slide, issue 29) may also show whole sentences a little over the word limit. */
const MIN_BULLETS = 3;

/** How far over the word limit such a whole sentence may go. */
const STRETCH_WORDS = 7;

const QUESTION_STRETCH_WORDS = 12;

/** A result with its number may run this far over the limit: the number matters more than brevity. */
const EVIDENCE_STRETCH_WORDS = 10;

/**
 * A clause cut before the contrast or qualification that follows it (", aber …", ", wobei …", ", but …");
 * `whole` is the sentence as a bullet would say it.
 */
function halfAContrast(whole: string, clause: string): boolean {
  return (
    whole.startsWith(clause) &&
    /^,?\s+(?:aber|doch|jedoch|wobei|wohingegen|but|yet|whereas)\s/iu.test(whole.slice(clause.length))
  );
}

/**
 * A clause cut before a second predicate of its subject (" und werden …", " and is stored …"), which may
 * carry the point: said whole when that stays near the slide's own limit.
 */
function halfAPredicate(whole: string, clause: string): boolean {
  return whole.startsWith(clause) && opensSecondPredicate(whole.slice(clause.length));
}

/** Sentences that can be bullets, shortened to a complete clause of at most `maxWords`, best first. */
export function candidates(req: SlideRequest, maxWords = req.maxWordsPerBullet): Candidate[] {
  const avoid = new Set(req.avoid);
  const out: Candidate[] = [];
  const textOf = new Map(req.passages.map((p) => [p.id, p.text]));
  for (const passage of req.passages) {
    if (avoid.has(passage.id) || passage.text.length < 25 || !isSlideMaterial(passage)) continue;
    // A bracket opened and never closed: the sentence was cut where it broke ("… (siehe Abb. 15, Seite").
    if (opensMoreThanCloses(passage.text)) continue;
    // A sentence in the other language (the German abstract of an English thesis) is not the talk's text.
    const language = languageOf(passage.text);
    if (language !== null && language !== req.language) continue;
    // A sentence that leans on the one before it, or introduces a list (":"), is not a statement of its own;
    // one whose connective can go ("Zweitens liegt der Fokus auf …") stands without it.
    const fronted = unfront(speakable(passage.text));
    // An adverb inside that points back ("erwiesen sich hier …") can go; what still leans cannot stand.
    const own = fronted === null ? null : withoutInnerConnectives(fronted);
    if (own === null || leansOnPrevious(own) || /:\s*$/.test(passage.text)) continue;
    // Cut before the other side of a comparison, the sentence says it whole where it stays near the limit.
    const clause = shortenToClause(own, maxWords);
    const whole = bulletText(own);
    // A clause that stands, cut before its contrast ("…, aber die Speicherverwaltung ist schlechter"), says
    // the half that carries less; near the limit the sentence is said whole.
    const bullet =
      clause && halfAComparison(own, clause)
        ? shortenToClause(own, maxWords + EVIDENCE_STRETCH_WORDS)
        : clause &&
            (halfAContrast(whole, clause) ||
              (maxWords === req.maxWordsPerBullet && halfAPredicate(whole, clause))) &&
            bulletFlaw(clause) === null
          ? (shortenToClause(own, maxWords + STRETCH_WORDS) ?? clause)
          : clause;
    // The verb must be the bullet's own, not one inside a quotation ("Phrasen wie „… stürzt die Stadt“") or
    // a bracket ("The presence of positive affect (i.e., feeling cheerful, …)").
    if (
      !bullet ||
      wordCount(bullet) < 4 ||
      bulletFlaw(bullet, bullet === whole) !== null ||
      !hasVerb(withoutBrackets(withoutQuotations(bullet)))
    )
      continue;
    // Someone else's claim: in reported speech, or still citing its source ("Kara et al.").
    if (startsWithVerb(bullet) || inReportedSpeech(bullet) || citesSource(bullet)) continue;
    // A demonstrative ("dieses Modells") points at something the slide does not show; a question belongs
    // on the question slide.
    if (isAnaphoric(bullet) || (passage.text.trim().endsWith("?") && req.kind !== "question")) continue;
    let r = relevance(passage, req);
    // "Das Szenario verwendet …" after "In Szenario 7 …": the name comes back ("Das Szenario 7 verwendet …").
    const named = withAntecedentName(bullet, textOf.get(passage.id - 1));
    // A sentence that fits whole reads best.
    if (wordCount(speakable(passage.text)) <= req.maxWordsPerBullet) r *= 1.2;
    if (wordCount(bullet) < 5) r *= 0.6;
    out.push({ passage, bullet: named, r });
  }
  return out.sort((a, b) => b.r - a.r);
}

/**
 * Bullets: the most relevant sentences that shorten to a clean, complete clause, each point once (no two
 * bullets with mostly the same words, no parallel sentences), in document order. Never a cut sentence.
 * Sentences borrowed from the rest of the chapter (`Passage.borrowed`) are drawn on only when the slide's
 * own sections do not give it three bullets: a slide says what its part of the thesis says.
 */
export function pickBullets(
  req: SlideRequest,
  limit = req.maxBullets,
  skip: ReadonlySet<number> = new Set(),
  held = 0,
): Array<{ passage: Passage; bullet: string }> {
  const own = req.passages.filter((p) => !p.borrowed);
  if (own.length < req.passages.length) {
    const fromOwn = pickFrom({ ...req, passages: own }, limit, skip, held);
    if (fromOwn.length >= Math.min(limit, MIN_BULLETS)) return fromOwn;
  }
  return pickFrom(req, limit, skip, held);
}

/**
 * `held`: bullets the slide shows already (the Fazit's answers to the research questions): a Fazit that
 * answers two questions and has one more point of what came out does not fill up with the thesis's recap
 * of its procedure.
 */
function pickFrom(
  req: SlideRequest,
  limit: number,
  skip: ReadonlySet<number>,
  held: number,
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
      const tail = c.bullet.toLowerCase().split(/\s+/).slice(-4).join(" ");
      if (
        picked.some(
          (x) =>
            jaccard(x.tokens, tokens) > 0.45 ||
            (wordCount(tail) === 4 && x.tail === tail) ||
            sameFigureTwice(x.bullet, x.tokens, c.bullet, tokens),
        )
      )
        continue;
      picked.push({ passage: c.passage, bullet: c.bullet, tokens, tail });
    }
  };
  // On a slide that reports results, a check of the model or data ("Levene's test indicated homogeneity of
  // variances"), a setting or a definition ("Der Trainingsscore gibt an, wie gut …") only fills it up to
  // its minimum: its points are what came out.
  const ranked = candidates(req);
  const results = reportsResults(req);
  // A conclusion says what came out as well: the thesis's recap of its own procedure ("Umgesetzt wird die
  // Untersuchung durch …", "Die Emissionen werden den Kosten gegenübergestellt") fills it only after a
  // longer statement of what came out, when nothing else is left.
  const procedure = (c: Candidate) =>
    (results && statesProcedure(c.bullet)) ||
    (req.kind === "conclusion" && statementKind(c.bullet) === "setting") ||
    restatesAim(req, c.passage) ||
    (AFTER_THE_WORK.has(req.kind) && claimsValueOnly(c.passage.text));
  const closing = req.kind === "conclusion";
  // What came out: neither a step of the procedure nor, on a Fazit, a limit of the work.
  const cameOut = (c: Candidate) => !procedure(c) && !(closing && limitsTheWork(c.passage));
  take(ranked.filter(cameOut), limit);
  // Beside a figure or table, the slide's findings stand with it: a step of the procedure only fills a
  // slide that would otherwise say nothing.
  const besideVisual = results && req.visual !== undefined;
  if (!closing) take(ranked, Math.min(limit, besideVisual ? 1 : MIN_BULLETS));
  // Too few clean short points: complete sentences slightly over the limit rather than an empty slide.
  // The research question is shown whole, even when it is long.
  const stretch = req.kind === "question" ? QUESTION_STRETCH_WORDS : STRETCH_WORDS;
  if (picked.length < MIN_BULLETS) {
    const longer = candidates(req, req.maxWordsPerBullet + stretch);
    take(besideVisual || closing ? longer.filter(cameOut) : longer, Math.min(limit, MIN_BULLETS));
  }
  // A Fazit with nothing else to say may retell how the work was done, never what it only claims; the
  // answers it shows count towards its three points.
  const least = Math.max(0, MIN_BULLETS - held);
  if (closing && picked.length < least)
    take(
      ranked.filter((c) => !claimsValueOnly(c.passage.text) && !limitsTheWork(c.passage)),
      Math.min(limit, least),
    );
  return picked
    .sort((a, b) => a.passage.id - b.passage.id)
    .map(({ passage, bullet }) => ({ passage, bullet }));
}

/**
 * A limit of the work itself ("Die Fehlerbetrachtung ist nicht vollständig"), even where the Fazit sums it
 * up: the conclusion says what came out, and the limits slide says the limits; a Fazit never fills with one.
 */
function limitsTheWork(p: Passage): boolean {
  return p.flags.includes("limitation") && !p.flags.includes("answer");
}

/** Slides about what came out and what it means: the aim they were after is the question slide's. */
const AFTER_THE_WORK = new Set<SlideKind>(["results", "discussion", "limitations", "conclusion", "outlook"]);

/**
 * The thesis's aim said once more ("Ziel dieser Arbeit war die Erstellung eines Modells …") on a slide
 * about results, their discussion or the conclusion: the question slide says it; here it only fills a
 * slide that would otherwise say too little. Not when the sentence also states what came out.
 */
function restatesAim(req: SlideRequest, p: Passage): boolean {
  return (
    AFTER_THE_WORK.has(req.kind) &&
    p.flags.includes("goal") &&
    !p.flags.includes("answer") &&
    !p.flags.includes("finding")
  );
}

/** A slide that reports results: a results slide, or one whose title names them ("Summary of Main Findings"). */
const RESULTS_TITLE = /ergebnis|resultat|befund|results?\b|findings?\b/iu;

export function reportsResults(slide: { kind: SlideKind; titleHint: string }): boolean {
  return slide.kind === "results" || RESULTS_TITLE.test(slide.titleHint);
}

/**
 * A results slide says what came out with its numbers: when none of its bullets (nor `shown`, its title
 * and its other lines) carries a number (not the "4" of "Neo4j") and it shows no figure or table, its
 * most relevant sentence with a result's number (text/numbers.ts: not a year, a list mark or "Abbildung
 * 3") takes the place of its least relevant bullet, or of its own shortened bullet: a whole clause up to
 * ten words over the word limit, else the sentence without its insertions that hold no number.
 * Unchanged when there is none.
 */
export function withEvidence(
  req: SlideRequest,
  picked: Array<{ passage: Passage; bullet: string }>,
  skip: ReadonlySet<number> = new Set(),
  shown = "",
): Array<{ passage: Passage; bullet: string }> {
  // A number as printed (not the "4" of "Neo4j"); the one added must be a result's (not a year, a list
  // mark or "Abbildung 3").
  const hasNumber = (text: string) => numberTokens(text).length > 0;
  // The numbers of a setting ("Als Puffer diente 50 mM KPi") are no evidence of what came out.
  const evidence = (bullet: string) => hasNumber(bullet) && !statesProcedure(bullet);
  const hasResult = (text: string) => extractNumbers(text).length > 0 && !statesProcedure(text);
  if (!reportsResults(req) || req.visual || hasNumber(shown) || picked.some((p) => evidence(p.bullet)))
    return picked;
  const withNumber = (r: SlideRequest) =>
    candidates(r, req.maxWordsPerBullet + EVIDENCE_STRETCH_WORDS).find(
      (c) => hasResult(c.bullet) && !skip.has(c.passage.id),
    );
  // Too long whole: the same sentence without its insertions that hold no number.
  const numbered =
    withNumber(req) ??
    withNumber({ ...req, passages: req.passages.map((p) => ({ ...p, text: withoutInsertions(p.text) })) });
  if (!numbered) return picked;
  // A bullet that was shortened before its number ("… positiv" of "… positiv, bis auf … 60 bis 69") says it whole.
  const same = picked.find((p) => p.passage.id === numbered.passage.id);
  // A setting, a definition or a check goes first, then the least relevant bullet.
  const ranked = [...picked].sort(
    (a, b) =>
      Number(statesProcedure(b.bullet)) - Number(statesProcedure(a.bullet)) ||
      relevance(a.passage, req) - relevance(b.passage, req),
  );
  const drop = same ?? (picked.length >= req.maxBullets ? ranked[0] : undefined);
  const kept = picked.filter((p) => p !== drop);
  return [...kept, { passage: numbered.passage, bullet: numbered.bullet }].sort(
    (a, b) => a.passage.id - b.passage.id,
  );
}

/** More "(" than ")": a bracket the sentence never closes. */
function opensMoreThanCloses(text: string): boolean {
  return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
}
