/**
 * Headings and slide titles that name the work's limits ("Grenzen des Modells", "Limitierungen und
 * zukünftige Arbeit", "Strengths and Limitations") or what could follow it ("Ausblick", "Future work"): the
 * planner makes such a section the talk's limits slide, the figure choice shows there only what its text
 * names, and the evaluator counts it as no results slide.
 */

/** A heading that names the work's limits. */
export const LIMITS_TITLE = /\b(?:grenzen|limitation\p{L}*|limitierung\p{L}*|einschränkung\p{L}*|limits)\b/iu;

/** A heading that names what could follow the work. */
const NEXT_TITLE =
  /\b(?:ausblick|outlook|future (?:work|research|directions)|zukünftige (?:arbeit|forschung)\p{L}*|weiterführende)\b/iu;

/** The title names the work's limits or what could follow it. */
export const namesLimitsOrNext = (title: string): boolean =>
  LIMITS_TITLE.test(title) || NEXT_TITLE.test(title);
