/**
 * How to read a chart or table: what its rows, columns, lines, shaded areas, colours, marks, panels and legend
 * stand for ("In der linken Spalte stehen die Items", "The dashed line marks the 95% threshold", "Signifikante
 * Koeffizienten sind mit * gekennzeichnet", "Panels (a)–(c) correspond to …"). Written from how theses in any
 * field explain their charts (a probe set of hand-written sentences, decision 053), not from a corpus file.
 */

import { COLOUR_CUES } from "./chart-reading/colours.ts";
import { DRAWING_CUES } from "./chart-reading/drawing.ts";
import { LAYOUT_CUES } from "./chart-reading/layout.ts";
import { MARK_CUES } from "./chart-reading/marks.ts";
import { PART_CUES } from "./chart-reading/parts.ts";
import { POSITION_CUES } from "./chart-reading/positions.ts";
import { TABLE_CUES } from "./chart-reading/tables.ts";
import { VISUAL_CUES } from "./chart-reading/visuals.ts";
import { hasAny } from "./word-edges.ts";

const CHART_READING_CUES = [...TABLE_CUES, ...PART_CUES, ...LAYOUT_CUES, ...VISUAL_CUES];

/** Cues so plainly about a picture that they hold against a step or a claim (see `placesInPicture`). */
const PICTURE_CUES = [...POSITION_CUES, ...COLOUR_CUES, ...MARK_CUES, ...DRAWING_CUES];

/** The words without which no chart-reading cue can match (added to the figure cues' stem gate). */
export const CHART_READING_STEMS = [
  ...new Set([...CHART_READING_CUES, ...PICTURE_CUES].flatMap((cue) => cue.stems)),
];

/** Whether the sentence says how to read a chart (`lower` is the sentence lower-cased). */
export function readsChart(text: string, lower: string): boolean {
  return CHART_READING_CUES.some((cue) => hasAny(lower, cue.stems) && cue.re.test(text));
}

/**
 * Whether the sentence says where something sits in a picture, how it is read or drawn (positions.ts,
 * colours.ts, marks.ts, drawing.ts): so plainly about the figure that neither a step in its first clause nor a claim
 * read off it makes it one.
 */
export function placesInPicture(text: string, lower: string): boolean {
  return PICTURE_CUES.some((cue) => hasAny(lower, cue.stems) && cue.re.test(text));
}
