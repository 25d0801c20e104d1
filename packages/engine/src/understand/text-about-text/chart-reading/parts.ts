/** Reading the parts of a chart: lines and areas by their look, legend, scale bar, colours, sizes, numbers on marks. */

import { CHART_NOUN, FIG_NUM } from "../chart-words.ts";
import type { Cue } from "../word-edges.ts";
import { LEAD, LOOK, PART, STANDS_FOR } from "./words.ts";

export const PART_CUES: readonly Cue[] = [
  // Lines, areas and marks by their look ("Die gestrichelte Linie markiert …", "The shaded areas indicate …").
  {
    stems: [
      "gestrichelt",
      "gepunktet",
      "durchgezogen",
      "schraffiert",
      "grau",
      "hinterlegt",
      "farbig",
      "eingefärbt",
      "blau",
      "grün",
      "gelb",
      "orange",
      "schwarz",
      "senkrecht",
      "waagerecht",
      "vertikal",
      "horizontal",
      "dick",
      "dünn",
      "fett",
      "dashed",
      "dotted",
      "solid",
      "shaded",
      "hatched",
      "grey",
      "gray",
      "colored",
      "coloured",
      "blue",
      "green",
      "black",
      "vertical",
      "thick",
      "thin",
      "light",
      "dark",
      "bold",
      "rote",
      "roten",
      "roter",
      "red ",
    ],
    re: new RegExp(
      [
        // Lines, areas and marks by their look ("Die gestrichelte Linie markiert …", "The shaded areas indicate …").
        String.raw`^${LEAD}(?:Die |Der |Das |The )?(?:(?:${LOOK})(?:\s+|-))+(?:${PART})\b[^.;]{0,40}\b${STANDS_FOR}\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Parts that only charts have ("Die Legende ordnet …", "The inset shows …", "Scale bar, 20 µm").
  {
    stems: [
      "legende",
      "legend",
      "inset",
      "ausschnitt",
      "fehlerbalken",
      "error bar",
      "whisker",
      "boxplot",
      "box-plot",
      "box plot",
      "maßstab",
      "größenbalken",
      "scale bar",
    ],
    re: new RegExp(
      [
        // Parts that only charts have ("Die Legende ordnet …", "The inset shows …", "Scale bar, 20 µm").
        String.raw`^(?:Die |Der |Das |The )?(?:Legende|legend|Inset|inset|Ausschnittsvergrößerung|Fehlerbalken|error bars|Whiskers?|whiskers?|Box-?[Pp]lots?|[Bb]ox plots?)\b[^.;]{0,60}\b(?:${STANDS_FOR}|visualisier(?:t|en)|visuali[sz]es?|geben|give|reichen|extend|unterscheidet|distinguishes|differentiates|erklärt|explains)\b`,
        String.raw`\b(?:Maßstabsleiste|Maßstabsbalken|Größenbalken|[Ss]cale bar)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Colours ("…, die Farbe kennzeichnet die Versuchsbedingung", "eine Farbskala von Blau bis Gelb"), and the symbols, colours or lines of a named chart ("The symbols in the BPMN diagram follow …").
  {
    stems: [
      "farb",
      "färb",
      "colour",
      "color",
      "shading",
      "symbol",
      "linien",
      "pfeile",
      "formen",
      "kästchen",
      "lines",
      "arrows",
      "shapes",
      "icons",
      "boxes",
    ],
    re: new RegExp(
      [
        // Colours and numbers on a chart ("…, die Farbe kennzeichnet die Versuchsbedingung", "The numbers on the arrows are standardised path coefficients").
        String.raw`(?:^|,\s*)(?:die |the )?(?:Farben?|Farbgebung|Farbskala|Einfärbung|colou?rs?|colou?r scale|shading)\s+(?:kennzeichn(?:et|en)|markier(?:t|en)|zeig(?:t|en)|steh(?:t|en) für|unterscheid(?:et|en)|entspricht|entsprechen|denotes?|indicates?|shows?|represents?|marks?|distinguish(?:es)?|corresponds? to)\b`,
        // Symbols, colours or lines of a named chart ("The symbols in the BPMN diagram follow …").
        String.raw`^(?:Die |The )?(?:Symbole|Farben|Linien|Pfeile|Formen|Kästchen|symbols|colou?rs|lines|arrows|shapes|icons|boxes)\s+(?:in|im|of|der|des)\s+(?:the\s+|dem\s+|der\s+)?(?:[\p{L}-]+\s+)?(?:${CHART_NOUN})`,
        // A colour scale ("Für die Darstellung wurde eine Farbskala von Blau bis Gelb gewählt").
        String.raw`\b(?:Farbskala|Farbcodierung|Farbkodierung|Farbverlauf|colou?r ?(?:scale|map|bar|coding|gradient))\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Numbers on marks ("The numbers on the arrows are standardised path coefficients").
  {
    stems: ["zahlen", "werte", "ziffern", "angaben", "numbers", "values", "figures", "labels"],
    re: new RegExp(
      [
        String.raw`^(?:Die |The )?(?:Zahlen|Werte|Ziffern|Angaben|numbers|values|figures|labels) (?:an|auf|über|neben|unter|in|innerhalb|on|above|next to|below|along|inside|within) (?:den|dem|der|the|each|every|jedem|jeder) (?:Pfeilen?|Balken|Kanten?|Linien?|Säulen?|Zellen?|Knoten|Kästchen|Kreisen|Feldern|arrows?|bars?|edges?|lines?|columns?|cells?|nodes?|boxe?s?|circles?|squares?)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Sizes that encode data ("Die Kreisgröße ist proportional zur Einwohnerzahl", the size of each word in a word cloud).
  {
    stems: [
      "größe",
      "grösse",
      "dicke",
      "breite",
      "stärke",
      "länge",
      "fläche",
      "size",
      "width",
      "thickness",
      "length",
      "height",
      "area",
      "colour",
      "color",
      "farbe",
      "balkenhöhe",
      "säulenhöhe",
    ],
    re: new RegExp(
      [
        // The size of each word in a word cloud, of each bubble in a chart (the chart named in the sentence).
        String.raw`^(?=[^.;]*(?:${CHART_NOUN}|${FIG_NUM}))[^.;]*\b(?:size|Größe|Schriftgröße|font size|colou?r|Farbe)\s+(?:of|der|des)\s+(?:each|every|the|jedes|jeder|der|des)\s+\p{L}+\b[^.;]{0,30}\b(?:corresponds|entspricht|represents|reflects|spiegelt|indicates|zeigt|is proportional|ist proportional)\b`,
        // Sizes and widths that encode data ("Die Kreisgröße ist proportional zur Einwohnerzahl").
        String.raw`\b(?:Kreis|Punkt|Blasen|Knoten|Symbol|Balken|Linien|Kanten|Pfeil)(?:größe|grösse|dicke|breite|stärke|länge|höhe|fläche)\b[^.;]{0,40}\b(?:proportional|entspricht|steht für|gibt|kennzeichnet|zeigt|repräsentiert|codiert|kodiert)\b|\b(?:circle|dot|bubble|node|marker|bar|line|edge|arrow|symbol) (?:size|width|thickness|length|height|area)s?\b[^.;]{0,40}\b(?:is proportional|proportional|represents?|indicates?|corresponds?|shows?|denotes?|encodes?)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // A chart that uses colours or shades ("The heat map uses darker shades for higher coefficients").
  {
    stems: [
      "karte",
      "grafik",
      "abbildung",
      "diagramm",
      "heatmap",
      "heat map",
      "map",
      "chart",
      "figure",
      "plot",
      "graph",
    ],
    re: new RegExp(
      [
        // A chart that uses colours or shades ("The heat map uses darker shades for higher coefficients").
        String.raw`^(?:Die|Der|Das|The)\s+(?:\p{L}+\s+){0,2}(?:Karte|Grafik|Abbildung|Diagramm|Heatmap|map|heat ?map|chart|figure|plot|graph)\s+(?:uses|verwendet|nutzt|codes|kodiert|färbt)\b`,
      ].join("|"),
      "iu",
    ),
  },
];
