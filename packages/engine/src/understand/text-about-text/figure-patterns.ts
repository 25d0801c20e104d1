/**
 * Sentences that say what a figure or table shows: a figure as subject, pointers, plotting, a chart
 * introduced (not a formula).
 */

/** A figure or table as the subject of a verb of showing, unnumbered ("Die Abbildung zeigt den Verlauf …"). */
export const FIGURE_SUBJECT_SHOWS =
  /^(?:Dabei |Hierbei |Hier |Zudem |Außerdem )?(?:Die|Diese|Das|Dieses|The|This)\s+(?:obige\s+|folgende\s+|untenstehende\s+|nachfolgende\s+|vorliegende\s+|linke\s+|rechte\s+|obere\s+|untere\s+)?(?:Abbildung|Grafik|Graphik|Tabelle|Diagramm|Schaubild|Darstellung|Figure|Table|Chart|Graph|Plot)\s+(?:\p{Lu}\S*\s+)?(?:zeigt|zeigen|stellt|stellen|gibt|enthält|listet|fasst|visualisiert|veranschaulicht|vergleicht|shows|presents|displays|depicts|illustrates|lists|summari[sz]es|compares|gives|contains)\b(?!,? (?:dass|that|sich|deutlich,|klar,))/u;

/** A numbered figure or table with a verb of showing right before it ("gibt Tabelle 4.2", "zeigt Abbildung 4.9A"). */
export const VERB_THEN_FIGURE =
  /\b(?:gibt|geben|liefert|liefern|bietet|bieten|zeigt|zeigen|enthält|enthalten|listet|fasst|vergleicht|vergleichen|visualisiert|veranschaulicht|verdeutlicht|illustriert|gives|shows|lists|summari[sz]es|compares|illustrates)\s+(?:die\s+|der\s+|das\s+)?(?:Abbildung|Abb\.|Tabelle|Tab\.|Grafik|Figure|Fig\.|Table)\s*[A-Z]?\d/u;

/** A pointer to a figure or table ("sind auf Abbildung 10 zu sehen", "befinden sich in Tabelle 4.3"). */
export const FIGURE_POINTER =
  /\b(?:in|im|auf|aus|unter|from|on)\s+(?:der\s+|dem\s+|den\s+)?(?:(?:nach)?folgender?\s+|untenstehender?\s+|nachstehender?\s+|obiger?\s+)?(?:Abbildung(?:en)?|Abb\.|Tabellen?|Tab\.|Grafik|Figure|Fig\.|Table)\s*(?:[A-Z]\.?)?\d+[a-zA-Z]?(?:\.\d+)*[A-Za-z]?\b[^.;]{0,60}\b(?:zu sehen|zu finden|zu entnehmen|dargestellt|abgebildet|aufgeführt|aufgelistet|zusammengefasst|gezeigt|wiedergegeben|gegenübergestellt|abgetragen|aufgetragen|visualisiert)(?![\p{L}])|\b(?:in|im|auf|aus|unter|from|on)\s+(?:the\s+)?(?:[Ff]igure|[Tt]able|Fig\.)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\b[^.;]{0,60}\b(?:can be seen|can be found|can be observed|are shown|is shown|are given|is given|are listed|is listed|are summari[sz]ed|is summari[sz]ed)\b|\b(?:befinden|befindet|finden|findet) sich (?:in|im|auf) (?:der |dem )?(?:Abbildung|Tabelle|Grafik)\s*\d|\b(?:ist|sind)\s+(?:der\s+|dem\s+)?(?:Abbildung|Abb\.|Tabelle|Tab\.|Grafik)\s*[A-Z]?\d+(?:\.\d+)*[a-zA-Z]?\s+zu entnehmen\b|\b(?:aus|in|an)\s+(?:der\s+|dem\s+)?(?:Abbildung|Abb\.|Tabelle|Tab\.|Grafik)\s*[A-Z]?\d+(?:\.\d+)*[a-zA-Z]?\s+(?:\p{L}+\s+)?(?:ableitbar|ersichtlich|abzulesen|abgelesen|zu erkennen|erkennbar)\s*\.?$/u;

/** One part of a figure and what it shows ("Panel A zeigt die Konzentrationen …, Panel B …", "Teilabbildung b zeigt …"). */
export const PANEL_SHOWS =
  /^(?:Panel|Teilabbildung|Teilgrafik|Abbildungsteil|Subplot|Subfigure)\s+\(?[A-Za-z]\)?\s+(?:(?:of|in|der|aus)\s+(?:Figure|Fig\.|Abbildung|Abb\.)\s*\S+\s+)?(?:zeigt|zeigen|stellt|enthält|visualisiert|shows|depicts|displays|presents|contains)\b(?!,? (?:dass|that|sich)\b)/u;

/** "In figure 2.3 the final mesh is visible", "In Abbildung 1 sieht man …": a sentence that opens on a figure. */
export const OPENS_ON_FIGURE =
  /^(?:In|Auf|On|From|Aus|Unter)\s+(?:the\s+|der\s+|dem\s+|den\s+)?(?:[Aa]bbildung(?:en)?|Abb\.|[Tt]abellen?|Tab\.|[Ff]igures?|Fig\.|[Tt]ables?|[Gg]rafik|[Dd]iagramm)\s*[A-Z]?\d/u;

/** "Nach der Transformation sieht der Plot folgendermaßen aus:", "Die Verteilung zeigt folgendes Histogramm:". */
export const INTRODUCES_CHART =
  /(?:\b(?:Plot|Plots|Grafik|Graphik|Graph|Graphen|Diagramm|Schaubild|Histogramm|Boxplot|Streudiagramm|Abbildung|Tabelle|Heatmap|Darstellung|figure|plot|chart|graph|table|diagram)\b[^.;]{0,100}|\b(?:folgendermaßen|wie folgt)\s+(?:aus|dar)):$/iu;

/** "Figure 2.2 features a close-up …", "Figure 1.3 visualises …": verbs of showing after a numbered figure. */
export const NUMBERED_FIGURE_VERB =
  /^(?:[Ff]igure|[Tt]able|Fig\.|Abbildung|Tabelle|Abb\.|Tab\.)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\s+(?:and \d+(?:\.\d+)*\s+)?(?:features?|visuali[sz]es?|gives?|provides?|compares?|contains?|lists?|plots?|highlights?|outlines?|represents?|shows?|presents?|displays?|depicts?|illustrates?|summari[sz]es?)\b/u;

/** "In dieser Abbildung sind die Knoten nummeriert", "In the above plot …": a sentence that opens on a figure. */
export const OPENS_ON_THIS_FIGURE =
  /^(?:In|Auf|On|From|Aus)\s+(?:dieser|der obigen|der folgenden|der vorliegenden|der untenstehenden|der linken|der rechten|this|the above|the following|the left|the right|the upper|the lower)\s+(?:Abbildung|Grafik|Graphik|Tabelle|Darstellung|Diagramm|Plot|figure|table|plot|chart|graph|panel)\b/iu;

/** "Both results were displayed in the same plot", "Die Werte sind in einem gemeinsamen Diagramm dargestellt". */
export const DRAWN_IN_CHART =
  /\b(?:were|was|are|is|wurden|wurde|sind|ist|werden|wird)\s+(?:\S+\s+){0,3}(?:displayed|plotted|shown|depicted|visuali[sz]ed|drawn|dargestellt|abgebildet|eingezeichnet|aufgetragen|geplottet|visualisiert)\s+(?:\S+\s+){0,2}(?:in|im|auf|on)\s+(?:the\s+|a\s+|one\s+|einem\s+|einer\s+|der\s+|dem\s+|demselben\s+|derselben\s+)?(?:same\s+|single\s+|gleichen\s+|selben\s+|gemeinsamen\s+)?(?:plot|figure|diagram|chart|graph|Diagramm|Grafik|Abbildung|Plot|Schaubild)\b/iu;

/** Verbs of drawing a chart ("… wird gegen die Zeit geplottet", "… is plotted over …"). */
export const PLOTTING = /\b(?:geplottet|geplotted|aufgetragen|abgetragen|plotted|eingezeichnet)\b/u;

/** A colon that introduces a formula or a definition, not a chart ("… definieren sie für einen Graphen folgendermaßen:"). */
export const INTRODUCES_FORMULA =
  /\b(?:defin\w+|lautet|lauten|gilt|gelten|berechne\w*|ergibt|ergeben|formul\w+|Formel\w*|Gleichung\w*|given by|computed|calculated|equations?|formulas?|expressed)\b/iu;

/** "Wie Tabelle 4.5 zeigt, …", "As Figure 2 shows, …": a finding read off a figure, not a description of it. */
export const FINDING_FROM_FIGURE =
  /^(?:Wie|As|Like)\b|\bdass\b|\b(?:shows?|showed|shown|indicates?|indicated|reveals?|revealed|demonstrates?|demonstrated|suggests?|suggested|confirms?|confirmed|illustrates?|illustrated|highlights?|highlighted|makes? clear|clear|evident|see|seen|observed?|notes?|noted|apparent|obvious|finds?|found|means?)\s+(?:\S+\s+){0,3}?that\b|^That\b|,\s*that\b|\b(?:wie|as) (?:\S+ ){0,2}(?:Abbildung|Tabelle|Grafik|Abb\.|Tab\.|[Ff]igure|[Tt]able)\s*\S*\s+(?:zeigt|zeigen|verdeutlicht|illustriert|shows?|illustrates?|indicates?)\b|\bhervorgeht\b|\b(?:zeigt|zeigen|zeigte|zeigten) sich\b|\b(?:deutlich|klar|signifikant\w*|significant\w*|clearly) (?:zu sehen|zu erkennen|erkennbar|höher|niedriger|besser|schlechter|higher|lower|better|worse)\b/u;
