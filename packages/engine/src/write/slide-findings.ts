/** The findings a results slide leads with: those of its passages no earlier slide showed, on its topic. */
import type { PlannedSlide } from "../plan/planner.ts";
import { contentTokens } from "../text/words.ts";
import { EXPECTATION } from "../understand/finding-cues.ts";
import { statesProcedure } from "../understand/findings.ts";
import type { Understanding } from "../understand/schema.ts";
import { reportsResults } from "./model/bullets.ts";
import type { Passage } from "./model/text-model.ts";
import { CONCLUDED, findingsIn } from "./recap.ts";

/** The passage id of an answer that stands only in the abstract (no body sentence has it). */
export const ABSTRACT_ANSWER = -1;

/**
 * A results slide leads with the finding planned for it (plan/finding-choice.ts), taken in when its range
 * lacks it, and ranks findings above settings, definitions and diagnostics; only the slide that answers
 * the research question carries the answer's sentences (flag "answer"), taken in when missing.
 */
export function findingsFirst(
  slide: PlannedSlide,
  thesis: Understanding,
  passages: Passage[],
  used: ReadonlySet<number> = new Set(),
  recap: number[] | null = null,
  reserved: ReadonlySet<number> = new Set(),
): Passage[] {
  const flagsOf = (flags: Passage["flags"]) => (slide.answers ? flags : flags.filter((f) => f !== "answer"));
  // The conclusion says what came out, not how it was done (the tools a closing chapter lists).
  const out = passages
    .filter((p) => slide.kind !== "conclusion" || p.role !== "method")
    .map((p) => ({ ...p, flags: flagsOf(p.flags) }));
  // What a later slide keeps for itself is not taken in (the answer and the recap are for their slide).
  const add = (id: number, ours = slide.kind === "conclusion") => {
    const s = thesis.sentences[id];
    if (s && !out.some((p) => p.id === id) && (ours || !reserved.has(id)))
      out.push({ id, text: s.text, page: s.page, score: s.score, role: s.role, flags: flagsOf(s.flags) });
  };
  const finding = slide.kind === "results" ? slide.finding : null;
  const ownFinding = out.some((p) => p.flags.includes("finding"));
  if (typeof finding === "number") add(finding);
  // A results slide whose sentences state no finding may state one of the thesis's unshown findings of
  // its results or discussion (a results chapter that only describes its figures leaves them there).
  if (slide.kind === "results" && !ownFinding) {
    // Where no results chapter states a finding at all, the discussion's best findings are the results to
    // show, even though the discussion slide's range holds them.
    const bare = findingsIn(thesis, RESULTS_ONLY).length === 0;
    const unshown = unshownFindings(thesis, used);
    for (const id of (bare ? unshown : onTopic(unshown, slide, thesis, out)).slice(0, 3)) add(id, bare);
  }
  const answer = slide.answers ? thesis.parts.answer : null;
  for (const id of answer?.sentenceIds ?? []) add(id, true);
  // The conclusion sums up: besides the answer, the thesis's best findings no slide has shown yet.
  if (slide.kind === "conclusion")
    for (const id of recap ?? unshownFindings(thesis, used, CONCLUDED).slice(0, 2)) add(id);
  const top = Math.max(0, ...out.map((p) => p.score));
  // An answer that stands only in the abstract is said from there.
  if (answer && answer.sentenceIds.length === 0)
    out.push({
      id: ABSTRACT_ANSWER,
      text: answer.text,
      page: answer.page,
      score: top,
      role: "conclusion",
      flags: ["answer"],
    });
  return out
    .map((p) => {
      if (p.id === finding) return { ...p, score: top + 1 };
      // A slide that reports results ranks its findings first, and what was done (method) below them.
      if (!reportsResults(slide)) return p;
      if (p.role === "method" || (p.flags.includes("method") && !p.flags.includes("finding")))
        return { ...p, score: p.score * 0.5 };
      // What was expected before the test ("es wird keine höhere Ausführungszeit erwartet") is no result.
      if (statesProcedure(p.text) || EXPECTATION.test(p.text)) return { ...p, score: p.score * 0.3 };
      return p.flags.includes("finding") ? { ...p, score: p.score * 1.3 + 0.3 } : p;
    })
    .sort((a, b) => a.id - b.id);
}

/** The chapters whose findings a results slide would show first (see `findingsFirst`). */
const RESULTS_ONLY: ReadonlySet<string> = new Set(["results"]);

/** Sentence ids of the findings no slide used yet that stand in chapters of the given roles, best first. */
function unshownFindings(
  thesis: Understanding,
  used: ReadonlySet<number>,
  roles: ReadonlySet<string> = new Set(["results", "discussion"]),
): number[] {
  return findingsIn(thesis, roles)
    .map((x) => x.sentence.id)
    .filter((id) => !used.has(id));
}

/**
 * The findings (sentence ids) that are about what a slide is about: they stand in a section its passages
 * stand in, or share at least two content words with its title; the first ones first.
 */
function onTopic(
  ids: number[],
  slide: Pick<PlannedSlide, "titleHint">,
  thesis: Understanding,
  passages: Passage[],
): number[] {
  const sections = new Set(passages.map((p) => thesis.sentences[p.id]?.sectionId ?? null));
  sections.delete(null);
  const titled = new Set(contentTokens(slide.titleHint));
  const sameSection = ids.filter((id) => sections.has(thesis.sentences[id]?.sectionId ?? null));
  const sameTopic = ids.filter(
    (id) =>
      !sameSection.includes(id) &&
      contentTokens(thesis.sentences[id]?.text ?? "").filter((w) => titled.has(w)).length >= 2,
  );
  return [...sameSection, ...sameTopic];
}
