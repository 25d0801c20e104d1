/**
 * What a conclusion slide recaps besides the answer to the research question: the thesis's own summing-up
 * sentences ("Zusammenfassend lässt sich festhalten, dass …") and decided hypotheses that no bullet has
 * shown yet. A Fazit slide the planner inserts (the thesis has no concluding chapter) keeps the best of
 * them for itself: the results slides before it do not use them (`reservedForRecap`).
 */
import { contentTokens } from "../text/words.ts";
import type { Finding, Understanding } from "../understand/schema.ts";
import { shortenToClause, speakable, unfront } from "./text.ts";

/** Chapters whose findings a conclusion may sum up: all but the opening and the background. */
export const CONCLUDED = new Set(["results", "discussion", "conclusion", "method", "other"]);

/** Findings a conclusion may recap (the text model picks among them): one per section before a second from the same one. */
const RECAP_FINDINGS = 5;
/** Fewer summing-up findings than this: the best other findings fill up to it. */
const MIN_RECAP = 2;
/** Share of a shown bullet's content words a sentence must hold to count as already shown. */
const SHOWN_SHARE = 0.6;

/**
 * The findings a conclusion recaps, best first: those of the results, discussion and conclusion that no
 * bullet has shown (a bullet shows a sentence when most of its content words stand in it; notes do not
 * count): the thesis's own summing-up sentences ("Zusammenfassend lässt sich festhalten, dass …") and
 * decided hypotheses, then other findings of a concluding chapter, filled up to two with the best other
 * findings; one per section before a second from the same section. Never the answer itself.
 */
export function recapFindings(thesis: Understanding, shown: readonly string[][]): number[] {
  const answerIds = new Set(thesis.parts.answer?.sentenceIds ?? []);
  const isShown = (text: string) => {
    const words = new Set(contentTokens(text));
    return shown.some((b) => b.length > 0 && b.filter((w) => words.has(w)).length / b.length >= SHOWN_SHARE);
  };
  const open = thesis.parts.findings.filter((f) => {
    const s = f.sentenceId === null ? undefined : thesis.sentences[f.sentenceId];
    const role = s ? thesis.chapters[s.chapter]?.role : undefined;
    return s && !answerIds.has(s.id) && role !== undefined && CONCLUDED.has(role) && !isShown(s.text);
  });
  // The thesis's own summing-up sentences and decided hypotheses, each group in the findings' own order
  // (best first); other findings only from a concluding chapter (a detail of the results is no recap).
  const summing = (f: Finding) => f.kind === "answer" || f.kind === "hypothesis";
  const concluding = (f: Finding) =>
    thesis.chapters[thesis.sentences[f.sentenceId as number]?.chapter ?? -1]?.role === "conclusion";
  const recap = [...open.filter(summing), ...open.filter((f) => !summing(f) && concluding(f))];
  // Too few: the best other findings, so the conclusion still has something to sum up.
  const ranked = [
    ...recap,
    ...open.filter((f) => !recap.includes(f)).slice(0, Math.max(0, MIN_RECAP - recap.length)),
  ];
  const sections = new Set<string>();
  const first = ranked.filter((f) => {
    const key = sectionOf(thesis, f.sentenceId as number);
    return !sections.has(key) && Boolean(sections.add(key));
  });
  const rest = ranked.filter((f) => !first.includes(f));
  return [...first, ...rest].slice(0, RECAP_FINDINGS).map((f) => f.sentenceId as number);
}

/** The section a sentence stands in; text before a chapter's first section counts as a section of its own. */
function sectionOf(thesis: Understanding, id: number): string {
  const s = thesis.sentences[id];
  return s?.sectionId ?? `chapter ${s?.chapter ?? -1}`;
}

/** Summing-up findings an inserted Fazit keeps for itself: the best one per section, at most three. */
const RESERVED_RECAP = 3;
/** Words a recap bullet may have (the writer's limit with its stretch). */
const RECAP_BULLET_WORDS = 17;

/**
 * The sentence ids an inserted Fazit keeps for its recap: the best summing-up finding of each section
 * (answer or decided hypothesis, never the answer itself) that shortens to a bullet, at most three.
 */
export function reservedForRecap(thesis: Understanding): number[] {
  const answerIds = new Set(thesis.parts.answer?.sentenceIds ?? []);
  const sections = new Set<string>();
  const out: number[] = [];
  for (const f of thesis.parts.findings) {
    const s = f.sentenceId === null ? undefined : thesis.sentences[f.sentenceId];
    if (!s || answerIds.has(s.id) || (f.kind !== "answer" && f.kind !== "hypothesis")) continue;
    const section = sectionOf(thesis, s.id);
    if (!CONCLUDED.has(thesis.chapters[s.chapter]?.role ?? "") || sections.has(section)) continue;
    const stated = unfront(speakable(s.text));
    if (!stated || !shortenToClause(stated, RECAP_BULLET_WORDS)) continue;
    sections.add(section);
    out.push(s.id);
    if (out.length === RESERVED_RECAP) break;
  }
  return out;
}
