/** Which thesis sentences may be shown on a slide at all, and how relevant each is for a slide of a kind. */
import type { SlideKind } from "../../plan/planner.ts";
import { memoized } from "../../text/memo.ts";
import { numberTokens } from "../../text/numbers.ts";
import { looksLikeCode, looksLikeReference } from "../../text/text-shape.ts";
import { HANDLING_STEP } from "../../understand/handling-step.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { isMeta } from "../wording/bullet-flaw.ts";
import { endsInsideNumber, isFormulaFragment } from "../wording/formula.ts";
import { isProse } from "../wording/prose.ts";
import { speakable } from "../wording/speakable.ts";
import type { Passage, SlideRequest } from "./text-model.ts";

const KIND_FLAGS: Partial<Record<SlideKind, string[]>> = {
  method: ["method"],
  results: ["result"],
  discussion: ["discussion", "result"],
  conclusion: ["conclusion", "outlook"],
  question: ["question", "goal", "hypothesis"],
  limitations: ["limitation"],
  motivation: ["goal"],
};

/** Slides that report what came out: there a finding outranks procedure, and may be the slide's title. */
export const FINDING_KINDS = new Set<SlideKind>(["results", "discussion", "conclusion"]);

/** Relevance of a passage for this slide: salience, boosted for the slide's focus and kind. */
export function relevance(p: Passage, req: SlideRequest): number {
  let s = p.score;
  if (req.focus.some((f) => p.flags.includes(f))) s = s * 1.8 + 0.6;
  const kindFlags = KIND_FLAGS[req.kind] ?? [];
  if (kindFlags.some((f) => p.flags.includes(f as Passage["flags"][number]))) s = s * 1.3 + 0.2;
  if (req.kind === "results" && /\d/.test(p.text)) s += 0.15;
  // What came out (understand's findings: outcome, comparison or effect) before how it was done.
  if (FINDING_KINDS.has(req.kind) && p.flags.includes("finding")) s = s * 1.3 + 0.3;
  if (p.text.trim().endsWith("?") && req.kind !== "question") s *= 0.5;
  // A method slide says the design; the bench's handling steps only fill it.
  if (req.kind === "method" && HANDLING_STEP.test(p.text)) s *= 0.4;
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
    readsAsSentence(p.text)
  );
}

/** The checks of isSlideMaterial that look at the text alone, remembered per sentence. */
const readsAsSentence = memoized(
  (text: string): boolean =>
    !isFormulaFragment(text) &&
    !endsInsideNumber(text) &&
    !isMeta(text) &&
    !looksLikeCode(text) &&
    !looksLikeReference(text) &&
    !FOOTNOTE_START.test(text.trim()) &&
    !TAIL_START.test(text.trim()),
);

/**
 * The tail of a sentence the extraction broke at an index ("… in den Reaktionsraten r1∗ und r3∗ die
 * tatsächlichen Effekte …" → "3 die tatsächlichen Effekte …"): a number before an article or a verb
 * starts no sentence (a number before a unit or a noun does: "3 mg", "5 Proben").
 */
const TAIL_START =
  /^\d{1,3}\s+(?:die|der|das|den|dem|des|ein|eine|einen|einem|einer|und|oder|sich|ist|sind|wird|werden|wurde|wurden|hat|haben|the|and|or|is|are|was|were|has|have)\s/u;

/**
 * A footnote's or verse's number glued in front of its text ("61 Die verantwortlichen …", "32 Nach
 * Wozniak …", "2 Und es versammelten sich …"): a number before a word that only opens a sentence is no quantity.
 */
const FOOTNOTE_START =
  /^\d{1,3}\s+(?:Die|Der|Das|Den|Dem|Des|Ein|Eine|Nach|Vgl\.|Siehe|So|In|Im|Zur|Zum|Und|Es|Auch|Diese|Dies|Hier|Mit|Bei|Für|Auf|Wie|Zu|Ebd\.|The|A|An|See|Cf\.|For|This|It)\s/u;

/**
 * A first clause whose sentence goes on with numbers of its own ("The stationary simulation yielded 253.69
 * W/m²" of "… and the transient one 257.05 W/m²"): a bullet or title would state one side of a comparison.
 */
export function halfAComparison(sentence: string, clause: string): boolean {
  const words = clause.split(/\s+/).length;
  const rest = sentence.trim().split(/\s+/).slice(words).join(" ");
  // Numbers as printed, not the "4" of "Neo4j".
  return numberTokens(clause).length > 0 && numberTokens(rest).length > 0;
}
