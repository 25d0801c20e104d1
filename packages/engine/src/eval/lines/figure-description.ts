/**
 * A line that describes a figure, chart or table ("Abbildung 3 zeigt …", a legend) instead of saying
 * what it shows.
 */

import { withoutBracketedReferences } from "./bracketed-references.ts";
import { rx } from "./word-boundary.ts";

/** "Abbildung 3", "Abb. 4", "Tab. 2.1", "Figure 2", "Fig. 5", "Table 3". */
export const FIGURE_NUMBERED = String.raw`\b(?:abbildung(?:en)?|abb\.|tabelle[n]?|tab\.|grafik|diagramm|darstellung|figures?|fig\.|tables?|chart|graph|plot)\s*(?:[A-Z]\.?)?\d+(?:\.\d+)*[a-z]?\b`;

/** "die Abbildung", "diese Tabelle", "im Diagramm", "the figure", "the following table". */
const FIGURE_DEICTIC = String.raw`\b(?:(?:die|der|dem|den|das|im|diese[mnrs]?|obige[mnrs]?|folgende[mnrs]?|nachfolgende[mnrs]?|untenstehende[mnrs]?|vorherige[mnrs]?|vorliegende[mnrs]?)\s+(?:abbildung(?:en)?|tabelle[n]?|grafik(?:en)?|diagramm(?:e|en)?|schaubild(?:er)?)|(?:this|these|the|above|below|following|previous)\s+(?:figures?|tables?|charts?|graphs?|plots?|diagrams?))\b`;

const FIGURE = `(?:${FIGURE_NUMBERED}|${FIGURE_DEICTIC})`;

/** What a figure does in a text: it shows, depicts, lists; something is seen in it. */
const SHOWING = String.raw`(?:zeig\p{L}*|gezeigt|stell\p{L}*|dargestellt|veranschaulich\p{L}*|illustrier\p{L}*|visualisier\p{L}*|zu\s+sehen|zu\s+erkennen|erkennbar|ersichtlich|abgebildet|aufgeführt|aufgelistet|gelistet|enth(?:ält|alten)|wiedergegeben|abgetragen|aufgetragen|sieht\s+man|sehen|zusammengefasst|präsentiert|angegeben|unterteilt|aufgeteilt|gegliedert|gruppiert|besteht|bestehen|shows?|shown|depicts?|depicted|illustrat\p{L}*|presents?|presented|displays?|displayed|summari[sz]\p{L}*|lists?|listed|seen|visuali[sz]\p{L}*|plots?|plotted|gives?|contains?|reports?|reported|divided|split|grouped|consists?)`;

const FIGURE_SHOWS = rx(
  String.raw`${FIGURE}[^;!?]{0,80}?\b${SHOWING}\b|\b${SHOWING}\b[^;!?]{0,60}?${FIGURE}`,
);

/** Chart parts: "Auf der y-Achse …", "Abszisse", "the x-axis shows …". */
const CHART_PART = rx(
  String.raw`(?:^|[^\p{L}])(?:[xyz]\s?-?\s?|hoch|rechts|senkrechten?\s+|waagerechten?\s+|horizontalen?\s+|vertikalen?\s+)achse\b|\b(?:abszisse|ordinate)\b|\b[xyz]\s?-?\s?ax[ie]s\b|\b(?:horizontal|vertical)\s+ax[ie]s\b`,
);

/** Marks and parts of a chart: "die roten Balken", "gestrichelte horizontale Linie", "in der oberen Zeile". */
const CHART_MARK = rx(
  String.raw`\b(?:rot|blau|grün|gelb|orange|grau|schwarz|violett|lila|gestrichelt|gepunktet)\p{L}*\s+(?:\p{L}+e[nr]?\s+)?(?:balken|linie[n]?|kurve[n]?|säule[n]?|punkte|markierung(?:en)?)\b|` +
    // "in der ersten Hälfte des Beobachtungszeitraums" is a time, not a part of the chart.
    String.raw`\b(?:in|auf)\s+der\s+(?:(?:oberen|unteren|linken|rechten)\s+(?:zeile|spalte|reihe|hälfte)|(?:ersten|zweiten|dritten|vierten|letzten)\s+(?:zeile|spalte|reihe))\b|` +
    String.raw`\b(?:farblich|rot|blau|grün|gelb|orange|grau|schwarz|fett)\s+(?:\p{L}+\s+){0,2}(?:markiert|hervorgehoben|gekennzeichnet|eingefärbt|abgesetzt|unterschieden|gruppiert)\b|\bcolou?r-?coded\b|\bhighlighted\s+in\s+(?:red|blue|green|yellow|orange|gr[ae]y|bold)\b|` +
    String.raw`\b(?:box-?plots?|histogramm\p{L}*|streudiagramm\p{L}*|density\s+plots?|heat-?maps?|scatter-?plots?|histograms?)\b[^;!?]{0,40}?\b${SHOWING}\b|\b(?:red|blue|green|yellow|orange|gr[ae]y|black|purple|dashed|dotted)\s+(?:bars?|lines?|curves?|columns?|dots|markers?)\b`,
);

/** One entry of a table legend: "ES-G = Euthymia Scale;" (an abbreviation explained in words). */
const LEGEND_ENTRY = rx(String.raw`\b[\p{Lu}][\p{L}\d-]*\s*=\s*\p{L}[^;=]*(?:;|$)`, "gu");

const SIGNIFICANCE_LEGEND = rx(String.raw`(?:^|\s)\*{1,3}\s*p\s*[<≤]`, "u");

/** A legend under a table: "ES-G = Euthymia Scale; BDI-II = …", "*** p < .001". */
function isTableLegend(line: string): boolean {
  return (
    SIGNIFICANCE_LEGEND.test(line) || (line.includes(";") && (line.match(LEGEND_ENTRY)?.length ?? 0) >= 2)
  );
}

/** A caption left in brackets in the running text: "(Abbildung 5: Histogramm für …)". */
const BRACKETED_CAPTION = rx(
  String.raw`^\(\s*(?:abbildung|abb\.|tabelle|tab\.|figure|fig\.|table)\s*(?:[A-Z]\.?)?\d+(?:\.\d+)*\s*[:.–-][^()]*\)$`,
);

/** A line that describes a figure or table (what it shows, its axes, its legend) instead of stating content. */
export function isFigureDescription(line: string): boolean {
  if (BRACKETED_CAPTION.test(line.trim()) || isTableLegend(line)) return true;
  const text = withoutBracketedReferences(line);
  return FIGURE_SHOWS.test(text) || CHART_PART.test(text) || CHART_MARK.test(text);
}
