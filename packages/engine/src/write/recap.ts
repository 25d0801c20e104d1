/**
 * What a conclusion slide recaps besides the answer to the research question: the thesis's own summing-up
 * sentences ("Zusammenfassend lässt sich festhalten, dass …") and decided hypotheses that no bullet has
 * shown yet. A Fazit slide the planner inserts (the thesis has no concluding chapter) keeps the best of
 * them for itself: the results slides before it do not use them (`reservedForRecap`).
 */
import { contentStems, contentTokens } from "../text/words.ts";
import { statesProcedure } from "../understand/findings.ts";
import type { Finding, ThesisSentence, Understanding } from "../understand/schema.ts";
import { shortenToClause } from "./wording/condense.ts";
import { speakable } from "./wording/speakable.ts";
import { unfront } from "./wording/unfront.ts";

/** Chapters whose findings a conclusion may sum up: all but the opening and the background. */
export const CONCLUDED = new Set(["results", "discussion", "conclusion", "method", "other"]);

/** Findings a conclusion may recap (the text model picks among them): one per section before a second from the same one. */
const RECAP_FINDINGS = 5;
/** Fewer summing-up findings than this: the best other findings fill up to it. */
const MIN_RECAP = 2;
/** Share of a shown bullet's content words a sentence must hold to count as already shown. */
const SHOWN_SHARE = 0.6;

/** A finding of the thesis with the body sentence it stands in. */
interface Placed {
  finding: Finding;
  sentence: ThesisSentence;
}

/**
 * The thesis's findings (best first) that stand in body sentences of chapters with one of `roles`; never
 * the answer to the research question, which its own slide says.
 */
export function findingsIn(thesis: Understanding, roles: ReadonlySet<string>): Placed[] {
  const answer = thesis.parts.answer;
  const answerIds = new Set(answer?.sentenceIds ?? []);
  const answerStems = new Set(answer ? stems(answer.text) : []);
  // A finding that says the answer again in other words ("G37D stellt die am besten geeignete Variante
  // dar" after "… konnte G37D als die geeignetste selektiert werden") adds nothing beside it.
  const restatesAnswer = (text: string) => {
    const own = stems(unfront(speakable(text)) ?? text);
    const shared = own.filter((w) => answerStems.has(w)).length;
    return shared >= RESTATED_MIN && shared / own.length >= RESTATED_SHARE;
  };
  return thesis.parts.findings.flatMap((finding) => {
    const sentence = finding.sentenceId === null ? undefined : thesis.sentences[finding.sentenceId];
    const role = sentence ? thesis.chapters[sentence.chapter]?.role : undefined;
    return sentence &&
      !answerIds.has(sentence.id) &&
      !restatesAnswer(sentence.text) &&
      role !== undefined &&
      roles.has(role)
      ? [{ finding, sentence }]
      : [];
  });
}

/** Share of a finding's content stems (and how many at least) that, standing in the answer too, make it a
 * restatement of the answer. */
const RESTATED_SHARE = 0.4;
const RESTATED_MIN = 3;

const stems = (text: string) => [...contentStems(text)];

/** The section a sentence stands in; text before a chapter's first section counts as a section of its own. */
function sectionOf(s: ThesisSentence): string {
  return s.sectionId ?? `chapter ${s.chapter}`;
}

/** The first of each section in their order, then the others in theirs. */
function bySection(items: Placed[]): { first: Placed[]; rest: Placed[] } {
  const sections = new Set<string>();
  const first = items.filter(
    (x) => !sections.has(sectionOf(x.sentence)) && Boolean(sections.add(sectionOf(x.sentence))),
  );
  return { first, rest: items.filter((x) => !first.includes(x)) };
}

/** The thesis's own summing-up sentences and its decided hypotheses. */
const summingUp = (x: Placed) => x.finding.kind === "answer" || x.finding.kind === "hypothesis";

/** A sentence that says it sums up ("Zusammenfassend …", "Insgesamt lässt sich festhalten …", "Overall, …"). */
const SUMS_UP =
  /^(?:zusammenfassend|insgesamt|abschließend|alles in allem|zusammengefasst|in summary|in conclusion|overall|to sum up|to conclude|taken together)\b/iu;

/** Summing-up findings, those that say they sum up (a section's own summary) before other verdicts. */
function summariesFirst(items: Placed[]): Placed[] {
  const says = items.filter((x) => SUMS_UP.test(x.sentence.text.trim()));
  return [...says, ...items.filter((x) => !says.includes(x))];
}

/**
 * The findings a conclusion recaps, best first: those of the results, discussion and conclusion that no
 * bullet has shown (a bullet shows a sentence when most of its content words stand in it; notes do not
 * count): the thesis's own summing-up sentences ("Zusammenfassend lässt sich festhalten, dass …") and
 * decided hypotheses, then other findings of a concluding chapter, filled up to two with the best other
 * findings; one per section before a second from the same section. Never the answer itself.
 */
export function recapFindings(thesis: Understanding, shown: readonly string[][]): number[] {
  const isShown = shownIn(shown);
  const open = findingsIn(thesis, CONCLUDED).filter((x) => !isShown(x.sentence.text));
  // The thesis's own summing-up sentences and decided hypotheses, each group in the findings' own order
  // (best first); other findings only from a concluding chapter (a detail of the results is no recap).
  const concluding = (x: Placed) => thesis.chapters[x.sentence.chapter]?.role === "conclusion";
  const recap = [
    ...summariesFirst(open.filter(summingUp)),
    ...open.filter((x) => !summingUp(x) && concluding(x)),
  ];
  // Too few: the best other findings, so the conclusion still has something to sum up.
  const ranked = [
    ...recap,
    ...open.filter((x) => !recap.includes(x)).slice(0, Math.max(0, MIN_RECAP - recap.length)),
  ];
  const { first, rest } = bySection(ranked);
  return [...first, ...rest].slice(0, RECAP_FINDINGS).map((x) => x.sentence.id);
}

/** Whether a bullet shows a sentence: most of the bullet's content words stand in it. */
function shownIn(shown: readonly string[][]): (text: string) => boolean {
  return (text) => {
    const words = new Set(contentTokens(text));
    return shown.some((b) => b.length > 0 && b.filter((w) => words.has(w)).length / b.length >= SHOWN_SHARE);
  };
}

/** At most this many unsaid conclusions, the most salient first. */
const UNSAID_CONCLUSIONS = 4;
/** Chapters after the results whose conclusions a Fazit may say. */
const AFTER_RESULTS: ReadonlySet<string> = new Set(["discussion", "conclusion", "other"]);

/**
 * The thesis's own conclusions (flag "conclusion") that no bullet has shown, from the chapters after its
 * first results chapter: what a Fazit that only retells the procedure leaves out ("… sollte von der
 * Verwendung standardmäßiger VMs abgesehen werden"). Never a limit or a step of the procedure; the most
 * salient first. The text model picks among them with the rest of the slide's sentences.
 */
export function unsaidConclusions(thesis: Understanding, shown: readonly string[][]): number[] {
  const firstResults = thesis.chapters.findIndex((c) => c.role === "results");
  if (firstResults < 0) return [];
  const isShown = shownIn(shown);
  return thesis.sentences
    .filter(
      (s) =>
        s.chapter > firstResults &&
        AFTER_RESULTS.has(thesis.chapters[s.chapter]?.role ?? "") &&
        s.flags.includes("conclusion") &&
        !s.flags.includes("limitation") &&
        !statesProcedure(s.text) &&
        !isShown(s.text),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, UNSAID_CONCLUSIONS)
    .map((s) => s.id);
}

/** Summing-up findings an inserted Fazit keeps for itself: the best one per section, at most three. */
const RESERVED_RECAP = 3;
/** Words a recap bullet may have (the writer's limit with its stretch). */
const RECAP_BULLET_WORDS = 17;
/** The reservation depends on the thesis alone: worked out once, asked for by every slide. */
const reserved = new WeakMap<Understanding, number[]>();

/**
 * The sentence ids an inserted Fazit keeps for its recap: the best summing-up finding of each section
 * (answer or decided hypothesis, never the answer itself) that shortens to a bullet, at most three.
 */
export function reservedForRecap(thesis: Understanding): number[] {
  const known = reserved.get(thesis);
  if (known) return known;
  const bullet = (x: Placed) => {
    const stated = unfront(speakable(x.sentence.text));
    return stated !== null && shortenToClause(stated, RECAP_BULLET_WORDS) !== null;
  };
  const ids = bySection(
    summariesFirst(findingsIn(thesis, CONCLUDED).filter((x) => summingUp(x) && bullet(x))),
  )
    .first.slice(0, RESERVED_RECAP)
    .map((x) => x.sentence.id);
  reserved.set(thesis, ids);
  return ids;
}
