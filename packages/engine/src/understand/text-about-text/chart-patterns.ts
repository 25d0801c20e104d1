/**
 * The second set of figure cues: charts by kind, the reader asked to look, a chart's encoding, more pointers.
 */
import { CHART_NOUN, FIG_NUM } from "./chart-words.ts";

/** A numbered figure or table as the subject of a verb of showing, German or plural ("Tabelle 6 fasst … zusammen", "Figures 5 and 6 show …"). */
export const NUMBERED_SHOWS = new RegExp(
  String.raw`^(?:(?:Zudem|Außerdem|Ferner|Zusätzlich|Hier|Dabei|Hierbei|Also|Additionally|Moreover)\s+)?${FIG_NUM}\s+(?:zeigt|zeigen|stellt|stellen|gibt|geben|fasst|fassen|listet|listen|enthält|enthalten|veranschaulicht|veranschaulichen|verdeutlicht|verdeutlichen|visualisiert|visualisieren|illustriert|illustrieren|vergleicht|vergleichen|bietet|bieten|liefert|liefern|präsentiert|präsentieren|beinhaltet|skizziert|show|present|display|depict|illustrate|compare|give|list|summari[sz]e|contain|provide|plot|visuali[sz]e)\b`,
  "u",
);

/** The reader is asked to look at a chart ("Wir schauen uns das Histogramm an", "Betrachten wir Tabelle 4", "Let us look at Figure 3"). */
export const LOOK_AT_CHART = new RegExp(
  [
    // The chart is what is looked at, at most three words before it ("Schauen wir uns zunächst die Verteilung in Abbildung 3 an").
    String.raw`^(?:(?:Nun|Zunächst|Zuerst|Dazu|Hierzu|Dafür|Hierfür|Als Nächstes|Anschließend|Jetzt|Hier|Dann)\s+)?(?:schauen|betrachten|sehen|werfen|untersuchen)\s+(?:wir|Sie)\s+(?:uns\s+)?(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:einen\s+(?:\p{L}+\s+)?Blick\s+(?:auf|in)\s+)?(?:die\s+|das\s+|den\s+|der\s+|dem\s+)?(?:\p{L}+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`\b(?:wir|ich)\s+(?:schauen|sehen)\s+uns\s+(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:die\s+|das\s+|den\s+)?(?:\p{L}+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})[^.;]{0,60}\ban\b`,
    String.raw`\b(?:wir|ich)\s+betrachten\s+(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:die\s+|das\s+|den\s+)?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^Man betrachte\s+(?:\S+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^(?:(?:Now|First|Next|Finally|Here),?\s+)?(?:let us|let's|we(?: now| first| next)?)\s+(?:turn to|look at|consider|examine|inspect|take a (?:\w+ )?look at)\s+(?:the\s+)?(?:\S+\s+){0,2}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^(?:Consider|See)\s+(?:the\s+(?:\S+\s+)?${CHART_NOUN}|${FIG_NUM})`,
  ].join("|"),
  "iu",
);

/** After looking, a main clause of its own says what is seen ("Betrachten wir Abbildung 5, so sehen wir …"). */
export const LOOK_THEN_CLAIM =
  /,\s*(?:so\s+|dann\s+)?(?:sieht|sehen|erkennt|erkennen|zeigt|zeigen|fällt|fallen|wird|werden|ist|sind|lässt|it|we|one|the)\b/iu;

/** An unnumbered chart of a named kind as the subject of a verb of showing ("Die Wortwolke zeigt …", "The upper panel shows …"). */
export const CHART_SUBJECT_SHOWS = new RegExp(
  String.raw`^(?:(?:Dabei|Hierbei|Hier|Zudem|Außerdem)\s+)?(?:Die|Diese|Das|Dieses|Der|Dieser|The|This)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}${CHART_NOUN}\s+(?:\p{Lu}\S*\s+)?(?:zeigt|zeigen|stellt|stellen|gibt|enthält|listet|fasst|visualisiert|veranschaulicht|vergleicht|bildet|shows|presents|displays|depicts|illustrates|lists|summari[sz]es|compares|gives|contains|plots|visuali[sz]es)\b(?!,? (?:dass|that|sich|deutlich|klar))`,
  "u",
);

/** "Die folgende Grafik soll dies verdeutlichen", "The following table should illustrate …". */
export const CHART_SHALL_SHOW = new RegExp(
  String.raw`^(?:Die|Diese|Das|Dieses|Der|Dieser|The|This)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}${CHART_NOUN}\s+(?:soll|sollen|kann|können|should|may|can|will|is meant to|is intended to)\s+(?:\S+\s+){0,6}?(?:verdeutlichen|veranschaulichen|zeigen|illustrieren|darstellen|visualisieren|illustrate|show|visuali[sz]e|depict|give)\b`,
  "u",
);

/** How a chart encodes its data: colours, sizes, marked cells ("Die Knoten sind nach Partei eingefärbt", "Each dot represents …"). */
export const CHART_ENCODING = new RegExp(
  [
    String.raw`\b(?:eingefärbt|farblich (?:hervorgehoben|markiert|gekennzeichnet|unterschieden|abgesetzt|kodiert|codiert)|farbig (?:markiert|hervorgehoben|dargestellt)|(?:grau|gelb|rot|grün|blau|fett|farbig) (?:hinterlegt|hervorgehoben|markiert|gedruckt)(?:e|en)?|colou?r[- ]coded|(?:colou?red|shaded) (?:by|according to)|highlighted in (?:red|blue|green|grey|gray|bold|yellow))\b`,
    String.raw`^(?:Die |Der |Das |The )?(?:Farbe|Farben|Größe|Dicke|Breite|colou?rs?|size|thickness|width)\s+(?:der|des|of the)\s+(?:Knoten|Kanten|Punkte|Kreise|Blasen|Linien|Pfeile|Balken|Symbole|Marker|nodes|edges|dots|points|circles|bubbles|lines|arrows|bars|markers|symbols)\b`,
    // Not "each point" or "jede Kurve" alone: grid points and curves of a theory are no chart.
    String.raw`^(?:Jeder|Jede|Jedes|Each|Every)\s+(?:einzelne\s+|single\s+)?(?:Datenpunkt|Balken|Säule|Blase|dot|data point|bar|bubble|marker)\b[^.;]{0,40}\b(?:steht für|repräsentiert|entspricht|symbolisiert|represents|corresponds to|stands for|denotes)\b`,
    String.raw`^(?:Jeder|Jede|Jedes|Each|Every)\s+(?:einzelne\s+|single\s+)?(?:Punkt|Kreis|Linie|point|circle|line)\b[^.;]{0,40}\b(?:steht für|symbolisiert|stands for)\b`,
    String.raw`^(?:Die|The)\s+(?:\p{Ll}+\s+)?(?:Punkte|Datenpunkte|Kreise|Balken|Säulen|Linien|Kurven|Blasen|Boxen|dots|circles|bars|lines|curves|bubbles|boxes)\b[^.;]{0,40}\b(?:stehen für|repräsentieren|entsprechen|symbolisieren|represent|correspond to|stand for|denote)\b`,
    // "Die Pfeile zeigen die Strömungsrichtung", "The arrow marks the separation point".
    String.raw`^(?:Die|Der|Das|The)\s+(?:\p{Ll}+\s+)?(?:Pfeile?|Pfeilen|arrows?)\b[^.;]{0,40}\b(?:zeigt|zeigen|markiert|markieren|kennzeichnet|kennzeichnen|deutet|deuten|gibt|geben|indicates?|shows?|marks?|points?|denotes?|represents?)\b`,
  ].join("|"),
  "iu",
);

/** Pointers to charts the sentence does not number ("in der folgenden Tabelle aufgeführt", "im QQ-Plot dargestellt", "depicted below"). */
export const CHART_POINTER = new RegExp(
  [
    String.raw`\b(?:in|im|auf|aus)\s+(?:der|dem|den)\s+(?:folgenden|nachfolgenden|untenstehenden|obigen|obenstehenden|vorherigen|vorangegangenen|nächsten|unteren|oberen|linken|rechten)\s+${CHART_NOUN}\b[^.;]{0,80}(?<![\p{L}])(?:dargestellt|abgebildet|aufgeführt|aufgelistet|zusammengefasst|gezeigt|zu sehen|zu finden|visualisiert|veranschaulicht|wiedergegeben|gegenübergestellt|berichtet|abgetragen|aufgetragen)(?![\p{L}])`,
    String.raw`\b(?:in|on)\s+the\s+(?:following|next|previous|above|below|upper|lower|left|right)\s+${CHART_NOUN}\b[^.;]{0,80}\b(?:shown|given|listed|presented|displayed|depicted|summari[sz]ed|plotted|visuali[sz]ed|illustrated|reported|can be seen)\b`,
    String.raw`\b(?:shown|given|listed|presented|displayed|depicted|summari[sz]ed|plotted|visuali[sz]ed|illustrated|reported)\s+in\s+the\s+(?:following|next|above|below)\s+${CHART_NOUN}`,
    String.raw`\b(?:depicted|displayed|plotted|visuali[sz]ed|tabulated)\s+(?:below|above)\b`,
    String.raw`\b(?:in|im|auf)\s+(?:einem\s+|einer\s+|dem\s+|der\s+)?[\p{L}-]*(?:Plot|Diagramm|Histogramm|Grafik|Schaubild|Heatmap|Boxplot)\b[^.;]{0,40}(?<![\p{L}])(?:dargestellt|abgebildet|visualisiert|veranschaulicht|zu sehen|abgetragen|aufgetragen)(?![\p{L}])`,
    String.raw`\b(?:[Ii]m|[Ii]n der|[Ii]n dem|[Oo]n the|[Ii]n the)\s+(?:linken|rechten|oberen|unteren|left|right|upper|lower|top|bottom)\s+(?:Teil|Hälfte|Bereich|Spalte|Zeile|part|half|panel|column|row)\s+(?:der|des|of the)\s+(?:Abbildung|Grafik|Diagramms|Tabelle|Figure|plot|chart|table|figure)\b`,
    String.raw`\b[Aa]uf der (?:nächsten|folgenden|vorherigen|vorigen|gegenüberliegenden) Seite\b[^.;]{0,60}(?<![\p{L}])(?:dargestellt|abgebildet|zu sehen|aufgeführt|zu finden)(?![\p{L}])`,
    // Numbered: "werden in Tabelle 2 berichtet", "… can be seen in figure 4", "Es ergeben sich die in Tabelle 3.3 aufgelisteten Anfragen".
    String.raw`\b(?:in|im|auf|aus|unter)\s+(?:der\s+|dem\s+|den\s+)?${FIG_NUM}\b[^.;]{0,60}(?<![\p{L}])(?:berichtet|ausgewiesen|gelistet|tabelliert|zusammengestellt|veranschaulicht|verdeutlicht|illustriert|skizziert|präsentiert|nachzulesen|einzusehen)(?![\p{L}])`,
    String.raw`\b(?:can be seen|can be found|is visible|are visible|is given|are given|is provided|are provided|is listed|are listed|is tabulated|are tabulated|is reported|are reported|is plotted|are plotted|is sketched|is visuali[sz]ed|are visuali[sz]ed)\s+(?:\w+\s+)?(?:in|on)\s+(?:the\s+)?${FIG_NUM}`,
    String.raw`^(?:Es|Daraus|Hieraus|Damit|So)\s+(?:ergeben|ergibt|resultieren|resultiert)\s+sich\s+(?:die|der|das)\s+(?:in|aus)\s+${FIG_NUM}\s+\p{Ll}+\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\.$`,
    String.raw`\b(?:wird|werden)\b[^.;]{0,60}\b(?:die Werte|die Ergebnisse|die Zahlen|the values|the results)\s+(?:aus|in)\s+(?:der\s+|dem\s+)?${FIG_NUM}\s+(?:betrachtet|herangezogen|considered)\b`,
    String.raw`^Zur (?:besseren )?(?:Veranschaulichung|Illustration|Verdeutlichung|Visualisierung)\b[^.;]{0,80}(?:${FIG_NUM}|${CHART_NOUN})(?![^.;]*\b(?:verwendet|genutzt|eingesetzt|implementiert|programmiert)\b)`,
  ].join("|"),
  "u",
);
