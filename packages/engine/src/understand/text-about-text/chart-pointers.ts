/**
 * Pointers to charts the sentence does not number ("in der folgenden Tabelle aufgeführt").
 */
import { CHART_NOUN, FIG_NUM } from "./chart-words.ts";

/** Pointers to charts the sentence does not number ("in der folgenden Tabelle aufgeführt", "im QQ-Plot dargestellt", "depicted below"). */
export const CHART_POINTER = new RegExp(
  [
    String.raw`\b(?:in|im|auf|aus)\s+(?:der|dem|den)\s+(?:folgenden|nachfolgenden|untenstehenden|obigen|obenstehenden|vorherigen|vorangegangenen|nächsten|unteren|oberen|linken|rechten)\s+${CHART_NOUN}\b[^.;]{0,80}(?<![\p{L}])(?:dargestellt|abgebildet|aufgeführt|aufgelistet|zusammengefasst|gezeigt|zu sehen|zu finden|visualisiert|veranschaulicht|wiedergegeben|gegenübergestellt|berichtet|abgetragen|aufgetragen)(?![\p{L}])`,
    String.raw`\b(?:in|on)\s+the\s+(?:following|next|previous|above|below|upper|lower|left|right)\s+${CHART_NOUN}\b[^.;]{0,80}\b(?:shown|given|listed|presented|displayed|depicted|summari[sz]ed|plotted|visuali[sz]ed|illustrated|reported|can be seen)\b`,
    String.raw`\b(?:shown|given|listed|presented|displayed|depicted|summari[sz]ed|plotted|visuali[sz]ed|illustrated|reported)\s+in\s+the\s+(?:following|next|above|below)\s+${CHART_NOUN}`,
    String.raw`\b(?:depicted|displayed|plotted|visuali[sz]ed|tabulated)\s+(?:below|above)\b`,
    String.raw`\b(?:in|im|auf)\s+(?:einem\s+|einer\s+|dem\s+|der\s+)?[\p{L}-]*(?:Plot|Diagramm|Histogramm|Grafik|Schaubild|Heatmap|Boxplot)\b[^.;]{0,80}(?<![\p{L}])(?:dargestellt|abgebildet|visualisiert|veranschaulicht|zu sehen|abgetragen|aufgetragen|eingetragen|eingezeichnet|markiert|hervorgehoben)(?![\p{L}])`,
    String.raw`\b(?:[Ii]m|[Ii]n der|[Ii]n dem|[Oo]n the|[Ii]n the)\s+(?:linken|rechten|oberen|unteren|left|right|upper|lower|top|bottom)\s+(?:Teil|Hälfte|Bereich|Spalte|Zeile|part|half|panel|column|row)\s+(?:der|des|of the)\s+(?:Abbildung|Grafik|Diagramms|Tabelle|Figure|plot|chart|table|figure)\b`,
    String.raw`\b[Aa]uf der (?:nächsten|folgenden|vorherigen|vorigen|gegenüberliegenden) Seite\b[^.;]{0,60}(?<![\p{L}])(?:dargestellt|abgebildet|zu sehen|aufgeführt|zu finden)(?![\p{L}])`,
    // Numbered: "werden in Tabelle 2 berichtet", "… can be seen in figure 4", "Es ergeben sich die in Tabelle 3.3 aufgelisteten Anfragen".
    String.raw`\b(?:in|im|auf|aus|unter)\s+(?:der\s+|dem\s+|den\s+)?${FIG_NUM}\b[^.;]{0,60}(?<![\p{L}])(?:berichtet|ausgewiesen|gelistet|tabelliert|zusammengestellt|veranschaulicht|verdeutlicht|illustriert|skizziert|präsentiert|nachzulesen|einzusehen)(?![\p{L}])`,
    String.raw`\b(?:can be seen|can be found|is visible|are visible|is given|are given|is provided|are provided|is listed|are listed|is tabulated|are tabulated|is reported|are reported|is plotted|are plotted|is sketched|is visuali[sz]ed|are visuali[sz]ed)\s+(?:\w+\s+)?(?:in|on)\s+(?:the\s+)?${FIG_NUM}`,
    String.raw`^(?:Es|Daraus|Hieraus|Damit|So)\s+(?:ergeben|ergibt|resultieren|resultiert)\s+sich\s+(?:die|der|das)\s+(?:in|aus)\s+${FIG_NUM}\s+\p{Ll}+\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\.$`,
    String.raw`\b(?:wird|werden)\b[^.;]{0,60}\b(?:die Werte|die Ergebnisse|die Zahlen|the values|the results)\s+(?:aus|in)\s+(?:der\s+|dem\s+)?${FIG_NUM}\s+(?:betrachtet|herangezogen|considered)\b`,
    // "In der Tabelle sind die Einheiten … angegeben", "In this diagram, nodes represent …" (not "…, dass …").
    String.raw`^In (?:der|dieser|obiger|folgender|untenstehender) (?:Tabelle|Abbildung|Grafik|Übersicht|Darstellung)\s+(?:sind|ist|werden|wird)\b(?![^.;]*\bdass\b)[^.;]{0,100}(?<![\p{L}])(?:angegeben|aufgeführt|dargestellt|aufgelistet|zusammengefasst|eingetragen|enthalten|zu sehen|abgebildet)(?![\p{L}])`,
    String.raw`^(?:In|On) (?:this|the|these) (?:${CHART_NOUN}),\s+(?![^.;]*\bthat\b)`,
    // "Ein Überblick … lässt sich Tabelle 4 entnehmen", "Dem Balkendiagramm lässt sich … entnehmen".
    String.raw`\b(?:lässt|lassen) sich (?:\S+\s+){0,8}?(?:der |dem |den )?(?:${FIG_NUM}|${CHART_NOUN})\s+entnehmen\b|^(?:Der|Dem|Den) (?:\p{L}+ ){0,2}(?:${FIG_NUM}|${CHART_NOUN}) (?:lässt|lassen) sich\b(?![^.;]*\bdass\b)[^.;]{0,80}\bentnehmen\b`,
    String.raw`\b(?:in|im) (?:der |dem )?${FIG_NUM}\b[^.;]{0,40}(?<![\p{L}])(?:geordnet|sortiert|nebeneinandergestellt|zusammengestellt|gruppiert|angeordnet)(?![\p{L}])|\b(?:marked|labell?ed|highlighted|indicated|plotted|arranged|sorted|grouped)\b[^.;]{0,40}\b(?:on|in)\s+(?:the\s+)?${FIG_NUM}`,
    String.raw`^(?:Im Folgenden|Nachfolgend|Unten|Below|In the following)\b[^.;]{0,40}(?:${CHART_NOUN})[^.;]{0,60}(?<![\p{L}])(?:abgebildet|dargestellt|zu sehen|gezeigt|shown|depicted|given|reproduced)(?![\p{L}])`,
    // "Grafisch aufbereitet findet sich der Verlauf … in Abbildung 3".
    String.raw`\b(?:findet|finden) sich\b[^.;]{0,80}\b(?:in|im) (?:der |dem |den )?${FIG_NUM}`,
    String.raw`^Zur (?:besseren )?(?:Veranschaulichung|Illustration|Verdeutlichung|Visualisierung)\b[^.;]{0,80}(?:${FIG_NUM}|${CHART_NOUN})(?![^.;]*\b(?:verwendet|genutzt|eingesetzt|implementiert|programmiert)\b)`,
  ].join("|"),
  "u",
);
