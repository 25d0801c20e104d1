/**
 * A caption standing alone and a note under a table: text about a figure or table even where stars,
 * numbers or a trailing year look like broken text.
 */
import { COLON_CAPTION } from "./caption-patterns.ts";

/** The sentence describes a figure or table (caption, pointer, what a chart shows) rather than a finding. */
/** Finite verbs that show a sentence follows a caption glued to its front. */
const FINITE_VERB =
  /\b(?:ist|sind|wird|werden|wurde|wurden|hat|haben|zeigt|zeigen|gibt|is|are|was|were|has|have|shows)\b/u;

/** A caption that the sentence splitter left on its own ("Abbildung 1: Ausschnitt aus …, Zugriff v."). */
export function isCaptionAlone(text: string): boolean {
  return text.length <= 160 && COLON_CAPTION.test(text) && !FINITE_VERB.test(text);
}

/** Table notes: standard errors, significance levels ("Standardfehler in Klammern", "*** p < 0.01, ** p < 0.05"). */
const TABLE_NOTE_LINE =
  /^(?:(?:Robuste |Heteroskedastie-?robuste |Cluster-?robuste |Geclusterte )?Standardfehler|(?:Robust |Clustered |Heteroskedasticity-robust )?[Ss]tandard errors|t-(?:Werte|Statistiken|values|statistics)|z-(?:Werte|values))\b[^.;]{0,40}\b(?:in (?:runden |eckigen )?Klammern|in parenthes[ie]s|in brackets)|\b(?:Signifikanzniveaus?|Signifikanzcodes|Signif\. codes|Significance levels?|Significance codes)\s*:|\*{1,3}\s*p\s*[<≤]\s*0?[.,]\d/u;

/** A table note that, with its stars and numbers, would otherwise pass for broken text. */
export function isTableNote(text: string): boolean {
  return (
    (text.includes("*") ||
      text.includes("lammern") ||
      text.includes("arenthes") ||
      text.includes("ignifi")) &&
    TABLE_NOTE_LINE.test(text)
  );
}
