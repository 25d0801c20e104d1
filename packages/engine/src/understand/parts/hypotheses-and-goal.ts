/**
 * The hypotheses a thesis states and its goal.
 */

import { uniqueBy } from "../../unique.ts";
import type { Passage } from "../schema.ts";
import { passage, type Sentence } from "./passage.ts";

const HYPOTHESIS_STRONG =
  /(?:^|[\s(])H\s?\d{1,2}[a-z]?\s*:|\bHypothese\s*\d|\bHypothesis\s*\d|\bH[01]\s*:|Nullhypothese\w* (?:lautet|besagt|ist)|Alternativhypothese\w* (?:lautet|besagt|ist)|we hypothesi[sz]e|(?:it|we) (?:is|was|were|are)? ?hypothesi[sz]ed (?:that|to)/i;
const HYPOTHESIS_WEAK =
  /wird (?:daher |folglich |somit )?(?:vermutet|erwartet), dass|es wird (?:vermutet|erwartet), dass|we expect(?:ed)? that|(?:is|was|were|are) expected to/i;

export function hypotheses(sentences: Sentence[]): Passage[] {
  const isQuote = (t: string) => /^["„“‚']/.test(t) || /(?:fassen|fasst) zusammen:/.test(t);
  return uniqueBy(
    sentences.filter((s) => {
      if (
        s.text.length > 500 ||
        s.text.split(/\s+/).length < 6 ||
        s.chapterRole === "results" ||
        isQuote(s.text)
      )
        return false;
      if (HYPOTHESIS_STRONG.test(s.text)) return true;
      const hypothesisSection = s.path.some((t) => /hypothes/i.test(t));
      return (
        HYPOTHESIS_WEAK.test(s.text) &&
        (hypothesisSection || s.chapterRole === "introduction" || s.chapterRole === "theory")
      );
    }),
    (s) => s.text,
  )
    .slice(0, 6)
    .map(passage);
}
const GOAL =
  /\b(?:ziel(?:setzung)?|zweck)\s+(?:dieser|der vorliegenden|der|dieses)\s+(?:\w+\s+)?(?:arbeit|hausarbeit|studie|untersuchung|bachelorarbeit|masterarbeit|seminararbeit|fallstudie|projekts?)|(?:diese|die vorliegende)\s+(?:\w+\s+)?arbeit\s+(?:hat|verfolgt)\s+(?:das|zum)\s+ziel|\bhat zum ziel\b|(?:aim|goal|purpose|objective)s?\s+of\s+(?:this|the present|the current)\s+(?:thesis|study|paper|work|research)|this\s+(?:thesis|study|paper|work)\s+aims/i;
const GOAL_FALLBACK =
  /^(?:in )?(?:dieser|der vorliegenden) (?:\w+\s+)?arbeit (?:wird|werden) (?:untersucht|analysiert|gezeigt|betrachtet)|^(?:diese|die vorliegende) (?:\w+\s+)?arbeit (?:untersucht|analysiert|beschäftigt sich|widmet sich|befasst sich)|^this (?:thesis|study|paper|work) (?:investigates|examines|analy[sz]es|explores)/i;

/** A step of a larger aim ("Ziel dieser Arbeit war es zunächst, …"): the aim as a whole is stated elsewhere. */
const GOAL_STEP =
  /\b(?:zunächst|zuerst|zuallererst|anschließend|außerdem|weiterhin|ferner|zudem|zusätzlich|firstly|first of all|secondly|subsequently|furthermore|moreover|additionally)\b/iu;

export function goal(sentences: Sentence[]): Passage | null {
  const stated = sentences.filter((s) => GOAL.test(s.text));
  const direct =
    stated.find((s) => !GOAL_STEP.test(s.text)) ??
    stated[0] ??
    sentences.find((s) => GOAL_FALLBACK.test(s.text));
  return direct ? passage(direct) : null;
}
