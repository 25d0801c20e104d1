/**
 * The steps of a process as the thesis tells them ("Zunächst …", "Anschließend …", "Abschließend …"),
 * for a process or cycle diagram.
 */
import type { PlannedSlide } from "../plan/planner.ts";
import type { Understanding } from "../understand/schema.ts";
import { repeats, short } from "./labels.ts";

/** The first step of a sequence the text walks through ("Zunächst …", "Im ersten Schritt …", "First, …"). */
const STEP_OPEN = /\b(?:zunächst|im ersten schritt|erstens|first(?:ly)?|in a first step)\b/iu;

/** A following step ("Anschließend …", "Danach …", "Then …", "Im nächsten Schritt …"). */
const STEP_NEXT =
  /\b(?:anschließend|danach|daraufhin|im (?:nächsten|zweiten|dritten|folgenden) schritt|zweitens|drittens|then|next|subsequently|second(?:ly)?|third(?:ly)?|in a (?:second|third|next) step)\b/iu;

/** The last step ("Abschließend …", "Zuletzt …", "Finally, …"). */
const STEP_LAST = /\b(?:abschließend|zuletzt|im letzten schritt|finally|lastly|in a (?:final|last) step)\b/iu;

/** Sentences a sequence may skip between two of its steps. */
const STEP_GAP = 3;

/**
 * The steps of a process as the thesis tells them: a sequence in the slide's range that opens with a first
 * step ("Zunächst …") and goes on with following ones ("Anschließend …", "Abschließend …") at most three
 * sentences apart, shortened and without the steps a bullet already says; empty when fewer than three
 * remain. Step words scattered through a narrative make no sequence, and section headings are no steps:
 * boxes with "Ziel des Kapitels" or "Verwandte Probleme" say nothing.
 */
export function processSteps(
  planned: PlannedSlide,
  thesis: Understanding | undefined,
  bullets: string[],
): string[] {
  if (!thesis || !planned.range) return [];
  const texts = thesis.sentences.slice(planned.range.from, planned.range.to + 1).map((s) => s.text);
  for (const [start, first] of texts.entries()) {
    if (!STEP_OPEN.test(first)) continue;
    const chain = [first];
    let last = start;
    for (let j = start + 1; j < texts.length && j - last <= STEP_GAP + 1; j++) {
      const text = texts[j] as string;
      if (!STEP_NEXT.test(text) && !STEP_LAST.test(text)) continue;
      chain.push(text);
      last = j;
      if (STEP_LAST.test(text)) break;
    }
    const steps = [...new Set(chain.filter((t) => !repeats(t, bullets)).map((t) => short(t)))];
    if (steps.length >= 3) return steps.slice(0, 5);
  }
  return [];
}
