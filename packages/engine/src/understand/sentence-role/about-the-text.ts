/**
 * The first decision step: sentences about the text itself rather than its subject — notes on how the text
 * was made (housekeeping), what a figure or table shows, pointers to the appendix and the text's own structure.
 */
import { isCaptionAlone } from "../text-about-text/captions-and-notes.ts";
import { readsFindingOffFigure } from "../text-about-text/figure-findings.ts";
import { describesFigure } from "../text-about-text/figures.ts";
import {
  HEADING_HOUSEKEEPING,
  isHousekeepingNote,
  isStepWithPointer,
} from "../text-about-text/housekeeping.ts";
import { announcesStructure } from "../text-about-text/roadmap.ts";
import { isFigureDescription } from "./figure-description.ts";
import { BIT } from "./gates.ts";
import {
  APPENDIX_ONLY,
  APPENDIX_POINTER,
  HOUSEKEEPING,
  MATERIAL_NOTE,
  METHOD_STEP_PAST,
  NOT_AVAILABLE,
} from "./housekeeping-cues.ts";
import { QUESTION } from "./question-cues.ts";
import type { SentenceRole } from "./roles.ts";
import type { Sentence } from "./sentence.ts";
import { OPENS_ON_UNIT } from "./structure-cues.ts";

/** A sentence that reads a finding off the appendix ("Die im Anhang B aufgeführten Werte bestätigen, dass …"). */
const REPORTS_FINDING =
  /\b(?:bestätig\p{L}*|belegen|belegt|zeigen|zeigt|confirms?|shows?|reveals?|indicates?|demonstrates?)\s+(?:\S+\s+){0,2}?(?:dass|that)\b|,\s*dass\b/u;

export function roleAboutTheText(s: Sentence): SentenceRole | undefined {
  const { text, raw } = s;
  if (
    !s.statistic &&
    (isHousekeepingNote(text) || s.headingPath.some((h) => HEADING_HOUSEKEEPING.test(h.trim())))
  )
    return "housekeeping";
  if (
    (text === raw && isFigureDescription(text, s.fact, s.lower, s.gates) && !readsFindingOffFigure(text)) ||
    describesFigure(text) ||
    isCaptionAlone(raw)
  )
    return "figure-description";
  if (isNoteOnAppendixOrMaterial(s)) return "housekeeping";
  if (announcesOwnStructure(s)) return "roadmap";
  return undefined;
}

/** Pointers to the appendix, and where code, data and scripts lie. */
function isNoteOnAppendixOrMaterial({ text, gates, statistic }: Sentence): boolean {
  const appendix = (gates & BIT.appendix) !== 0;
  // A step of the method that also points to the appendix keeps its role (see isStepWithPointer).
  const stepWithPointer = appendix && isStepWithPointer(text);
  if (appendix && !stepWithPointer && APPENDIX_ONLY.test(text)) return true;
  if (!statistic && (gates & BIT.housekeeping) !== 0) {
    if (HOUSEKEEPING.test(text)) return true;
    if (MATERIAL_NOTE.test(text) && !METHOD_STEP_PAST.test(text) && !NOT_AVAILABLE.test(text)) return true;
  }
  return (
    appendix &&
    !statistic &&
    !stepWithPointer &&
    !REPORTS_FINDING.test(text) &&
    text.length < 160 &&
    !text.includes("(") &&
    APPENDIX_POINTER.test(text)
  );
}

/**
 * A research question stated with a pointer ("In dieser Arbeit soll im Folgenden untersucht werden, ob …") stays
 * a question, unless the sentence opens on a unit of the text ("Im nächsten Kapitel …", "Kapitel 3 …").
 */
function announcesOwnStructure({ text, gates, statistic, chapterRole }: Sentence): boolean {
  const context = chapterRole === "introduction" || chapterRole === "front" ? "introduction" : "body";
  return (
    !statistic &&
    announcesStructure(text, context) &&
    (OPENS_ON_UNIT.test(text) || (gates & BIT.question) === 0 || !QUESTION.test(text))
  );
}
