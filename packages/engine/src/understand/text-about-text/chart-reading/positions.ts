/**
 * Where things sit in a picture and the direction it is read in ("Links im Bild …", "in the top-right corner
 * of each panel", "von oben nach unten zu lesen"). Written from probe round 4 (decision 057).
 */
import type { Cue } from "../word-edges.ts";

const PICTURE =
  "(?:Bild(?:es)?|Foto|Fotografie|Abbildung|Grafik|Karte|Aufnahme|Diagramm|Schaubild|Skizze|Zeichnung)";
const PICTURE_EN =
  "(?:picture|photo(?:graph)?|image|figure|map|chart|diagram|drawing|sketch|panel|plot|graph)";

export const POSITION_CUES: readonly Cue[] = [
  // A place in the picture ("Links im Bild ist …", "Unten rechts in der Abbildung befindet sich die Legende").
  {
    stems: [
      "links",
      "rechts",
      "oben",
      "unten",
      "vordergrund",
      "hintergrund",
      "left",
      "right",
      "top",
      "bottom",
      "corner",
    ],
    re: new RegExp(
      [
        String.raw`\b(?:links|rechts|oben|unten|im Vordergrund|im Hintergrund)(?:\s+(?:links|rechts|oben|unten))?\s+(?:im|in der|in dem|auf dem|auf der)\s+${PICTURE}\b`,
        String.raw`\b(?:on|in|at) the (?:(?:upper|lower|top|bottom|far)[- ])?(?:left|right|top|bottom)(?:[- ](?:hand|left|right))?(?: (?:side|corner|part|half|edge))? of (?:the|each|every) ${PICTURE_EN}\b`,
      ].join("|"),
      "iu",
    ),
  },
  // The direction a chart is read in ("von oben nach unten zu lesen", "should be read from left to right").
  {
    stems: ["zu lesen", "gelesen", " read "],
    re: /\bvon (?:oben nach unten|unten nach oben|links nach rechts|rechts nach links)\s+(?:zu lesen|gelesen)\b|\b(?:is|are|should be|can be|must be) read (?:from (?:left to right|right to left|top to bottom|bottom to top)|clockwise|row by row|column by column)\b/iu,
  },
];
