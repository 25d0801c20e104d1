/**
 * The middle decision steps: explicit cue phrases (hypothesis, question, limitation, outlook, definition,
 * roadmap, an answered question, a working assumption), then sections whose heading names the role.
 */

import { HEADING_STRUCTURE } from "../text-about-text/roadmap.ts";
import { notAboutStructure } from "../text-about-text/roadmap-exceptions.ts";
import { CONCLUSION_CUE, LIMITATION, OUTLOOK } from "./closing-cues.ts";
import { BIT } from "./gates.ts";
import {
  HEADING_CONCLUSION,
  HEADING_HYPOTHESIS,
  HEADING_LIMITATION,
  HEADING_QUESTION,
  isOutlookHeading,
} from "./heading-cues.ts";
import { DEFINITION, definesByCopula, HYPOTHESIS, QUESTION } from "./question-cues.ts";
import type { SentenceRole } from "./roles.ts";
import type { Sentence } from "./sentence.ts";
import {
  ASSUMPTION,
  BULLET,
  EXPECTED,
  OUTLOOK_NOT,
  PAST_DEFINED_AS,
  PAST_OR_PERFECT,
  PREDICTION,
  QUESTION_ANSWERED,
  QUESTION_NOT,
  STRENGTH_NOT_LIMIT,
} from "./step-cues.ts";
import { HEADING_ROADMAP, ROADMAP, ROADMAP_NOT } from "./structure-cues.ts";

/** The last character that is not a space or a closing quote. */
function lastSignificantChar(text: string): string {
  for (let i = text.length - 1; i >= 0; i--) {
    const ch = text.charAt(i);
    if (ch !== " " && ch !== '"' && ch !== "“" && ch !== "”" && ch !== "»") return ch;
  }
  return "";
}

export function roleFromCue(s: Sentence): SentenceRole | undefined {
  return questionOrHypothesis(s) ?? otherCue(s);
}

function questionOrHypothesis(s: Sentence): SentenceRole | undefined {
  const { text, gates, chapterRole, heading, path, inConclusion } = s;
  if (chapterRole !== "results" && (gates & BIT.hypothesis) !== 0 && HYPOTHESIS.test(text))
    return "hypothesis";
  if ((gates & BIT.question) !== 0 && QUESTION.test(text)) {
    if (inConclusion && PAST_OR_PERFECT.test(text)) return "conclusion";
    if (chapterRole === "introduction" || chapterRole === "front" || !QUESTION_NOT.test(text))
      return "question";
    return "method";
  }
  const lastChar = lastSignificantChar(text);
  if (lastChar === "?" && (HEADING_QUESTION.test(path) || BULLET.test(text))) return "question";
  if (
    chapterRole === "introduction" &&
    text.length <= 200 &&
    lastChar !== "." &&
    lastChar !== "!" &&
    lastChar !== "?" &&
    HEADING_QUESTION.test(heading)
  )
    return "question";
  if (HEADING_HYPOTHESIS.test(heading) && (EXPECTED.test(text) || PREDICTION.test(text))) return "hypothesis";
  if ((chapterRole === "method" || chapterRole === "results") && PREDICTION.test(text)) return "hypothesis";
  return undefined;
}

function otherCue({ text, gates, chapterRole, heading, statistic }: Sentence): SentenceRole | undefined {
  if ((gates & BIT.limitation) !== 0 && LIMITATION.test(text)) return "limitation";
  if ((gates & BIT.outlook) !== 0 && OUTLOOK.test(text) && !OUTLOOK_NOT.test(text)) return "outlook";
  if ((gates & BIT.definition) !== 0 && DEFINITION.test(text)) {
    if ((chapterRole === "method" || chapterRole === "results") && PAST_DEFINED_AS.test(text))
      return "method";
    return "definition";
  }
  if (
    (gates & BIT.roadmap) !== 0 &&
    ROADMAP.test(text) &&
    !ROADMAP_NOT.test(text) &&
    !notAboutStructure(text)
  )
    return "roadmap";
  if (!statistic && (HEADING_ROADMAP.test(heading.trim()) || HEADING_STRUCTURE.test(heading.trim())))
    return "roadmap";
  if ((gates & BIT.questionAnswered) !== 0 && QUESTION_ANSWERED.test(text)) return "conclusion";
  if ((gates & BIT.assumption) !== 0 && ASSUMPTION.test(text) && !HEADING_LIMITATION.test(heading))
    return "method";
  return undefined;
}

/** Sections whose heading names the role ("Limitations", "Ausblick"), and conclusion and definition cues. */
export function roleFromSection(s: Sentence): SentenceRole | undefined {
  const { text, chapterRole, heading, fact } = s;
  if (!fact.resultNumbers && s.headingPath.some(isOutlookHeading)) return "outlook";
  if (HEADING_LIMITATION.test(heading) && !STRENGTH_NOT_LIMIT.test(text)) return "limitation";
  if ((s.gates & BIT.conclusion) !== 0 && CONCLUSION_CUE.test(text)) {
    if (chapterRole === "results" || (chapterRole === "other" && !HEADING_CONCLUSION.test(s.path)))
      return "result";
    return "conclusion";
  }
  if (!fact.resultNumbers && definesByCopula(text, chapterRole === "results")) return "definition";
  return undefined;
}
