/**
 * Whether a sentence describes a figure or table (the older cues; text-about-text/ holds the general ones).
 */

import {
  ABBREVIATION_PAIRS,
  AXIS_BREAK,
  CAPTION_ONLY,
  FIG_DEFINITE,
  FIG_PARTS,
  FIG_PLACED,
  FIG_POINTER_ONLY,
  FIG_PRONOUN_SHOWS,
  FIG_SUBJECT,
  FIG_VERB,
  PRESENTATION_PURPOSE,
  SHOWN_VALUES_NOTE,
  STAR_NOTE,
  TABLE_NOTE,
} from "./figure-cues.ts";
import { BIT } from "./gates.ts";
import { COMPARISON } from "./result-cues.ts";
import type { Facts } from "./sentence.ts";
import { INTERPRETATION_STRONG, OBSERVED } from "./step-cues.ts";

export function isFigureDescription(text: string, fact: Facts, lower: string, gates: number): boolean {
  if (CAPTION_ONLY.test(text) || FIG_POINTER_ONLY.test(text.trim())) return true;
  if (FIG_PLACED.test(text) && FIG_VERB.test(text) && !fact.thatClause && !fact.resultNumbers) return true;
  if (FIG_DEFINITE.test(text) && !fact.thatClause && !fact.resultNumbers && !INTERPRETATION_STRONG.test(text))
    return true;
  if (FIG_PRONOUN_SHOWS.test(text) || (lower.includes("übersicht") && PRESENTATION_PURPOSE.test(text)))
    return true;
  if (TABLE_NOTE.test(text) || SHOWN_VALUES_NOTE.test(text) || (text.includes("*") && STAR_NOTE.test(text)))
    return true;
  if (text.includes(" = ") && (text.match(ABBREVIATION_PAIRS) ?? []).length >= 2) return true;
  // "Abbildung 2 zeigt …", "In Tabelle 3 sind … dargestellt", "… are reported in Table 7".
  if ((gates & BIT.figure) !== 0 && FIG_SUBJECT.test(text) && FIG_VERB.test(text) && !fact.thatClause)
    return true;
  if ((gates & BIT.figureParts) !== 0 && AXIS_BREAK.test(text)) return true;
  if (
    (gates & BIT.figureParts) !== 0 &&
    FIG_PARTS.test(text) &&
    !fact.thatClause &&
    !fact.resultNumbers &&
    fact.chapterRole !== "introduction" &&
    !OBSERVED.test(text) &&
    !COMPARISON.test(text)
  )
    return /\b(?:visualisiert|dargestellt|zeigt|zeigen|unterteilt|unterteilen|erfolgt|angepasst|identisch|gruppiert|darstellen|abgetragen|aufgetragen|eingezeichnet|markiert|kennzeichnet|steht für|stehen für|repräsentiert|repräsentieren|symbolisiert|symbolisieren|show|shows|represents?|marks|plotted|indicates? the|stands? for|denotes?)\b/i.test(
      text,
    );
  return false;
}
