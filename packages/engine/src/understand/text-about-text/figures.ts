/**
 * Figure description: what a figure or table shows, which must never reach a slide as a finding.
 */

import { memoized } from "../../text/memo.ts";
import { BARE_CAPTION, CAPTION_BODY, COLON_CAPTION } from "./caption-patterns.ts";
import { CHART_ENCODING } from "./chart-encoding.ts";
import { CHART_LEGEND } from "./chart-legend.ts";
import { LOOK_AT_CHART, LOOK_THEN_CLAIM } from "./chart-look.ts";
import { CHART_SHALL_SHOW, CHART_SUBJECT_SHOWS, NUMBERED_SHOWS } from "./chart-patterns.ts";
import { CHART_POINTER } from "./chart-pointers.ts";
import { CHART_READING_STEMS, placesInPicture, readsChart } from "./chart-reading.ts";
import { EVALUATIVE } from "./chart-words.ts";
import { readsFindingOffFigure } from "./figure-findings.ts";
import {
  DRAWN_IN_CHART,
  FIGURE_POINTER,
  FIGURE_SUBJECT_SHOWS,
  INTRODUCES_CHART,
  INTRODUCES_FORMULA,
  NUMBERED_FIGURE_VERB,
  OPENS_ON_FIGURE,
  OPENS_ON_THIS_FIGURE,
  PANEL_SHOWS,
  PLOTTING,
  VERB_THEN_FIGURE,
} from "./figure-patterns.ts";
import { FIGURE_STEMS } from "./figure-stems.ts";
import { SHOWN_IN_FIGURE_SHOWS } from "./shown-in-figure.ts";
import { hasAny } from "./word-edges.ts";

/** A step of the method in the sentence's first clause ("Die grau hinterlegten Algorithmen wurden …"). */
const PAST_STEP = /^[^,;]*\b(?:wurde|wurden|was|were)\b/u;

/** The second set of figure cues: charts by kind, the reader asked to look, a chart's encoding, more pointers. */
function talksAboutChart(text: string, lower: string): boolean {
  // A legend may name what it marks ("Grau hinterlegte Zellen markieren signifikante Koeffizienten"); a step of
  // the method that mentions a marked table does not describe it ("… grau hinterlegten Algorithmen wurden …").
  if (CHART_ENCODING.test(text) || CHART_LEGEND.test(text) || readsChart(text, lower))
    return !PAST_STEP.test(text);
  if (EVALUATIVE.test(text)) return false;
  if (
    NUMBERED_SHOWS.test(text) ||
    CHART_SUBJECT_SHOWS.test(text) ||
    SHOWN_IN_FIGURE_SHOWS.test(text) ||
    CHART_SHALL_SHOW.test(text) ||
    CHART_POINTER.test(text)
  )
    return true;
  return LOOK_AT_CHART.test(text) && !LOOK_THEN_CLAIM.test(text);
}

function describesFigureOnce(text: string): boolean {
  const lower = text.toLowerCase();
  if (!hasAny(lower, FIGURE_STEMS) && !hasAny(lower, CHART_READING_STEMS)) return false;
  if (CAPTION_BODY.test(text) || BARE_CAPTION.test(text) || COLON_CAPTION.test(text)) return true;
  if (placesInPicture(text, lower)) return true;
  if (readsFindingOffFigure(text)) return false;
  return (
    talksAboutChart(text, lower) ||
    FIGURE_SUBJECT_SHOWS.test(text) ||
    VERB_THEN_FIGURE.test(text) ||
    FIGURE_POINTER.test(text) ||
    OPENS_ON_FIGURE.test(text) ||
    OPENS_ON_THIS_FIGURE.test(text) ||
    PANEL_SHOWS.test(text) ||
    NUMBERED_FIGURE_VERB.test(text) ||
    PLOTTING.test(text) ||
    DRAWN_IN_CHART.test(text) ||
    (INTRODUCES_CHART.test(text) && !INTRODUCES_FORMULA.test(text))
  );
}

export const describesFigure = memoized(describesFigureOnce);
