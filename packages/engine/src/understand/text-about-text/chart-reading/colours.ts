/**
 * Colours that code a figure's areas ("farblich abgegrenzt", "coloured yellow"), marks drawn into a photo,
 * photos taken and close-ups. Written from probe round 4 (decision 057).
 */
import type { Cue } from "../word-edges.ts";

const COLOUR_DE = String.raw`(?:rot|blau|grün|gelb|orange|violett|lila|grau|schwarz|weiß|braun|rosa|türkis|hell\p{L}*|dunkel\p{L}*)`;
const COLOUR_EN = String.raw`(?:red|blue|green|yellow|orange|purple|violet|gr[ae]y|black|white|brown|pink|turquoise|light \p{L}+|dark \p{L}+)`;

export const COLOUR_CUES: readonly Cue[] = [
  // Colours that code areas ("farblich voneinander abgegrenzt", "residential areas are coloured yellow").
  {
    stems: [
      "farblich",
      "eingefärbt",
      "markiert",
      "hervorgehoben",
      "unterlegt",
      "coloured",
      "colored",
      "shaded",
      "highlighted",
    ],
    re: new RegExp(
      [
        String.raw`\bfarblich\s+(?:\p{Ll}+\s+){0,2}(?:abgegrenzt|hervorgehoben|markiert|unterschieden|gekennzeichnet|kodiert|codiert|abgesetzt)\b`,
        String.raw`\b(?:sind|ist|werden|wird|wurden|wurde)\s+(?:\p{Ll}+\s+){0,2}${COLOUR_DE}\s+(?:eingefärbt|markiert|hervorgehoben|unterlegt|gekennzeichnet|eingezeichnet|schraffiert)\b`,
        String.raw`\b(?:are|is|were|was)\s+(?:coloured|colored|shaded|highlighted|drawn|marked)\s+(?:in\s+)?${COLOUR_EN}\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Marks drawn into a picture ("I have added arrows to the photograph"), a photo taken, a close-up.
  {
    stems: [
      "pfeil",
      "arrow",
      "eingezeichnet",
      "aufgenommen",
      "taken",
      "close-up",
      "nahaufnahme",
      "detailaufnahme",
    ],
    re: new RegExp(
      [
        String.raw`\b(?:added|drawn|inserted|eingefügt|eingezeichnet|ergänzt)\b[^.;]{0,30}\b(?:arrows?|circles|markings|Pfeile?|Kreise|Markierungen)\b|\b(?:arrows?|circles|markings|Pfeile?|Kreise|Markierungen)\b[^.;]{0,30}\b(?:added|drawn|inserted|eingefügt|eingezeichnet|ergänzt)\b`,
        String.raw`\b(?:The|This|Das|Dieses|Die)\s+(?:\p{L}+\s+)?(?:photograph|photo|picture|Foto|Aufnahme|Fotografie)\b[^.;]{0,40}\b(?:was|were|wurde|wurden)\s+(?:\p{L}+\s+){0,6}?(?:taken|aufgenommen)\b`,
        String.raw`\b(?:close-up|Nahaufnahme|Detailaufnahme|Ausschnittsvergrößerung)\b`,
      ].join("|"),
      "iu",
    ),
  },
];
