/** Reading the layout of a figure: panels and halves, axes, photos, what is shown where, how to read it. */

import { CHART_NOUN, FIG_NUM } from "../chart-words.ts";
import type { Cue } from "../word-edges.ts";
import { STANDS_FOR } from "./words.ts";

export const LAYOUT_CUES: readonly Cue[] = [
  // Sub-figures and panels ("Die einzelnen Teilabbildungen (a) bis (d) zeigen …", "Im oberen Panel ist …").
  {
    stems: ["teilabbildung", "teilgrafik", "teildiagramm", "panel", "subplot", "subfigure"],
    re: new RegExp(
      [
        // Sub-figures ("Die einzelnen Teilabbildungen (a) bis (d) zeigen …", "Panels (a)–(c) correspond to …").
        String.raw`^(?:Die |The )?(?:einzelnen |individual )?(?:Teilabbildungen|Teilgrafiken|Teildiagramme|Panels?|Subplots?|[Ss]ubfigures?)\b[^.;]{0,30}\b(?:zeig(?:t|en)|stell(?:t|en)\b[^.;]{0,60}\bdar|entspricht|entsprechen|correspond|show|depict|display|represent)`,
      ].join("|"),
      "iu",
    ),
  },
  // Halves and sides of a figure ("The upper half of the figure refers to …", "On the left of Figure 2 …", "Auf der linken Seite der Abbildung …", "In der Mitte der Abbildung …").
  {
    stems: [
      "obere",
      "untere",
      "linke",
      "rechte",
      "upper",
      "lower",
      "left",
      "right",
      "top",
      "bottom",
      "in der mitte",
      "im zentrum",
      "rand der",
      "rand des",
      "links der",
      "links des",
      "rechts der",
      "rechts des",
      "oben der",
      "unten der",
      "links in",
      "links auf",
      "rechts in",
      "rechts auf",
      "oben in",
      "unten in",
    ],
    re: new RegExp(
      [
        String.raw`^(?:Der|Die|Das|The) (?:obere|untere|linke|rechte|upper|lower|left|right|top|bottom)n? (?:Teil|Bereich|Hälfte|Teilabbildung|Teilgrafik|Teildiagramm|Diagramm|Grafik|Abbildung|part|half|panel|plot|chart)\b[^.;]{0,40}\b(?:zeigt|stellt|gibt|enthält|shows|displays|depicts|plots|reproduces|gives|contains|${STANDS_FOR})\b`,
        String.raw`^(?:On|To) the (?:left|right|top|bottom)(?:-hand)?(?: side| half| part)? of (?:the )?(?:${FIG_NUM}|figure|chart|plot|diagram|image|photo)\b|^(?:Links|Rechts|Oben|Unten) (?:in|auf) (?:der )?(?:${FIG_NUM}|Abbildung|Grafik|Foto)\b`,
        // A part of a chart opens the sentence ("Im oberen Panel ist …", "Auf der linken Seite der Abbildung …").
        String.raw`^(?:Im|In der|In dem|On the|In the) (?:oberen|unteren|linken|rechten|upper|lower|left|right|top|bottom) (?:Panel|Teilabbildung|Teilgrafik|Teildiagramm|Bildbereich|Bildteil|Bildhälfte|Bildrand|panel|subplot|plot|graph|chart)\b`,
        String.raw`^(?:Auf der|On the) (?:linken|rechten|left|right|left-hand|right-hand) (?:Seite|side) (?:der|des|of the) (?:Abbildung|Grafik|Diagramms|Schaubilds|figure|chart|diagram|plot)\b`,
        String.raw`^(?:In der Mitte|Im Zentrum|Am (?:oberen|unteren|linken|rechten) Rand|Oben|Unten|Links|Rechts) (?:der|des) (?:Abbildung|Grafik|Diagramms|Schaubilds|Tabelle)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Axes and their labels ("Die x-Achse gibt die Frequenz an", "… is labelled on the horizontal axis", "die y-Achse ist logarithmisch skaliert").
  {
    stems: ["achse", "axis", "axes", "ordinate", "abszisse"],
    re: new RegExp(
      [
        // Axis labels and scales ("… is labelled on the horizontal axis", "die y-Achse ist logarithmisch skaliert").
        String.raw`\b(?:labell?ed|beschriftet|eingetragen|aufgetragen|marked)\b[^.;]{0,20}\b(?:on|along|an|auf) (?:the|der) (?:\p{L}+ )?(?:axis|Achse)\b|\b(?:[xyz]-?Achse|Achsen?|axis|axes)\b[^.;]{0,40}\b(?:logarithm\p{L}*|skaliert|scaled|Skala|scale|beschriftet|labell?ed|normiert|normali[sz]ed|truncated|abgeschnitten|gestaucht|gestreckt)\b`,
        // Axes ("Die x-Achse gibt die Frequenz an", "The left y-axis refers to …", "Beide Achsen sind normiert").
        String.raw`^(?:Die |Auf der |The |On the )?(?:[xyz]-?Achse|(?:linke|rechte|horizontale|vertikale|waagerechte|senkrechte)n? (?:[xyz]-)?Achse|Zeitachse|Ordinate|Abszisse|[xyz]-?axis|(?:left|right|horizontal|vertical) (?:[xyz]-)?axis|time axis|Both axes|Beide Achsen)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Photos and what is shown in them ("Auf dem Foto ist … zu sehen", "Zu sehen ist das Titelblatt …", "Shown on the right is …").
  {
    stems: [
      "screenshot",
      "zu sehen",
      "abgebildet",
      "dargestellt",
      "gezeigt",
      "skizziert",
      "shown",
      "depicted",
      "pictured",
      "illustrated",
      "displayed",
      "reproduced",
      "maßstab",
      "im bild",
      "dem bild",
      "im foto",
      "dem foto",
      "the photo",
      "the image",
      "photograph",
      "im gemälde",
      "im grundriss",
      "im lageplan",
      "im plan",
      "im ausschnitt",
    ],
    re: new RegExp(
      [
        // A photo and what is in it ("Auf dem Foto ist … zu sehen", "In the photograph …"), a scale in it.
        String.raw`^(?:Auf dem|Im|In the|On the) (?:Foto|Bild|Photo|Photograph|image|Screenshot)\b[^.;]{0,80}\b(?:zu sehen|zu erkennen|erkennt man|sieht man|abgebildet|can be seen|is visible|are visible|is shown|are shown)\b|\bMaßstab\b[^.;]{0,30}\b(?:entspricht|=)\s*\d`,
        // Shown, then what ("Zu sehen ist das Titelblatt …", "Shown on the right is the spectrogram", "Pictured is …").
        String.raw`^(?:Zu sehen|Abgebildet|Dargestellt|Gezeigt|Skizziert|Shown|Depicted|Pictured|Illustrated|Displayed|Reproduced)\b(?:\s+\S+){0,4}?\s+(?:ist|sind|wird|werden|is|are)\b`,
        String.raw`^(?:Links|Rechts|Oben|Unten|In der Mitte)\b[^.;]{0,20}\b(?:im|auf dem) (?:Bild|Foto|Gemälde|Grundriss|Lageplan|Plan|Ausschnitt)\b[^.;]{0,60}\b(?:zu sehen|erkennt man|sieht man|abgebildet|dargestellt)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // How to read a chart ("Die Tabelle ist wie folgt zu lesen", "The Sankey diagram is read from left to right").
  {
    stems: ["zu lesen", "read "],
    re: new RegExp(
      [
        // How to read it, and what stands where in it.
        String.raw`\b(?:ist|sind) (?:wie folgt|folgendermaßen) zu lesen\b|\b(?:is|are|should be) (?:to be )?read as follows\b|^(?=[^.;]*(?:${CHART_NOUN}|${FIG_NUM}))[^.;]*\b(?:(?:ist|sind|wird|werden)\s+(?:\S+\s+){0,4}?zu lesen|(?:is|are) (?:to be )?read (?:from|as|in|like))\b`,
      ].join("|"),
      "iu",
    ),
  },
];
