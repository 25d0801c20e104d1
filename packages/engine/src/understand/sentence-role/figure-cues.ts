/**
 * Cues of sentences that say what a figure or table shows, and of notes under a table.
 */

const FIG_WORD = String.raw`(?:Abbildung(?:en)?|Abb\.|Tabelle(?:n)?|Tab\.|Grafik|Diagramm|Figure|Fig\.|Table|Tables|Listing)`;
const FIG_REF = String.raw`${FIG_WORD}\s*[A-Z]?\d+[a-z]?(?:\.\d+)*`;

/** A caption at the start of the sentence ("Abbildung 6: …", "(Abbildung 5: Histogramm für …)"). */
export const LEADING_CAPTION = new RegExp(
  String.raw`^\(?\s*(?:${FIG_WORD})\s*\d+(?:\.\d+)*\s*[:.–-](?!\d)\s*(?:[^()]{0,80}\)|\S+(?:\s+\S+){0,3}(?=\s+[\p{Lu}]))`,
  "u",
);
export const CAPTION_ONLY = new RegExp(String.raw`^\(?\s*${FIG_REF}\s*[:.–-]\s*[^.!?]{0,120}\)?\.?$`, "u");

/** Verbs that say what a figure or table shows. */
export const FIG_VERB =
  /\b(?:zeigt|zeigen|stell(?:t|en)\b(?=[^.;]{0,160}\b(?:dar|gegenüber)\b)|dargestellt|abgebildet|abgetragen|visualisiert|veranschaulicht|aufgeführt|angegeben|aufgelistet|zusammengefasst|gegenübergestellt|zu sehen|sieht man|sehen wir|enthält|gibt .{0,40}wieder|gibt (?:einen|eine) (?:Überblick|Übersicht)|gives an overview|shows?|presents?|displays?|depicts?|illustrates?|summari[sz]es|(?:are|is|were|was)(?: also| further)? (?:shown|presented|displayed|depicted|reported|summari[sz]ed|listed|given|provided))\b/i;
export const FIG_SUBJECT = new RegExp(
  String.raw`(?:^|\(|\b(?:in|aus|see|siehe|im|the|die|der|den)\s+)(?:der\s+|dem\s+)?(?:untenstehende[nr]\s+|(?:nach)?folgende[nr]\s+|nachstehende[nr]\s+|obige[nr]\s+)?${FIG_REF}|^${FIG_REF}|\b(?:in|im) ${FIG_REF}`,
  "i",
);

/** Parts of a chart ("die horizontale Achse", "the red line", "die Boxen des Box-Plots"). */
export const FIG_PARTS =
  /\b(?:[xy]-?Achse|(?:horizontale|vertikale)n? Achse|Achse|[xy]-axis|axis|gestrichelten?|durchgezogenen?|roten?|blauen?|grünen?|schwarzen?|grauen?|Linie|Balken|Boxen|Whiskers?|Box-Plots?|Legende|(?:Daten)?[Pp]unkte|Kurven?|Symbole|dots|data points|markers|(?:obere|untere|erste|zweite|dritte|letzte)n? Zeile der Grafik|(?:Zeile|Spalte) der Grafik|Hauptspalten|in der (?:oberen|unteren|zweiten|dritten|letzten) Zeile|dashed|solid line|red line|bars?|legend|density plots|trace plots)\b/i;

/** Notes under a table ("ES-G = Euthymia Scale; …", "*** p < .001", "a PWB was only assessed …"). */
export const TABLE_NOTE =
  /^(?:Note\.|Anmerkung\.|Anm\.|\*+\s*p\s*[<>=]|[a-c]\s+\p{Lu}[\p{L}-]+(?:\s+\p{L}[\p{L}-]*)*\s*\([A-Z]{2,}\)|(?:[\p{Lu}][\p{L}\d-]*\s*[:=]\s*[^;]{3,80};\s*){1,}|[^.;]{0,60}\bgroups?:\s)/u;

/**
 * What the values of a figure or table are ("Die dargestellten Werte entsprechen Mittelwerten aus Duplikaten",
 * "The values shown are means of three runs"): a note on how to read it, not a result.
 */
export const SHOWN_VALUES_NOTE =
  /^(?:Die|Alle)\s+(?:dargestellten|abgebildeten|gezeigten|aufgetragenen|angegebenen)\s+(?:Werte|Daten|Messwerte|Fehlerbalken|Datenpunkte)\b[^.;]{0,60}\b(?:entsprechen|sind|stellen|repräsentieren|zeigen)\b|^(?:The|All)\s+(?:values|data|data points|error bars)\s+(?:shown|presented|depicted|plotted|given)\s+(?:are|represent|show|correspond)\b/u;

/** "Es zeigt die Anzahl der …", "This figure shows …" (not "Es zeigt sich", not "zeigt, dass"). */
export const FIG_PRONOUN_SHOWS =
  /^(?:\([^()]*\)\s*)?(?:(?:Es|Sie)\s+(?:zeigt|zeigen|visualisiert|veranschaulicht)\s+(?=(?:die|den|das|der|eine|einen|ein|alle|jeweils)\s)|It\s+(?:shows|displays|depicts|plots|visuali[sz]es)\s+(?:the|a|an)\s+(?:[a-z]+\s+)?(?:distribution|development|course|number|share|proportion|relationship|results?|values|means?|frequenc(?:y|ies)|trends?|evolution|structure|layout|setup|set-up|position|locations?|comparison|correlations?|time series|percentage)\b|(?:Diese Abbildung|Diese Grafik|Die Grafik|Das Diagramm|Diese Tabelle|This figure|This table|The figure|The table|The plot|The graph)\s+(?:zeigt|zeigen|stellt|visualisiert|veranschaulicht|shows|displays|presents|depicts|illustrates)\s+(?!sich\b|,|dass\b|that\b))/;

/** Choices made for the reader of a chart ("zum Zweck der besseren Übersichtlichkeit", "der Übersichtlichkeit halber"). */
export const PRESENTATION_PURPOSE =
  /(?:besseren |der )Übersichtlichkeit|Übersichtlichkeit halber|zur besseren Übersicht\b/;
export const ABBREVIATION_PAIRS = /\b[\p{Lu}][\p{Lu}\p{N}-]{1,}(?:\s[\p{Lu}][\p{Lu}\p{N}-]+)?\s=\s\p{Lu}/gu;

/** "All … are compared using …. *** p < .001" — a table note sentence ending in significance stars. */
export const STAR_NOTE = /\*{1,3}\s*p\s*[<>=]\s*\.?\d/u;

/**
 * A sentence about an unnumbered figure as such: "Die Grafik ist in vier Zeilen und drei Hauptspalten
 * unterteilt", "Das Diagramm enthält …", "The chart is divided into …" (not "Die Grafik zeigt, dass …").
 */
export const FIG_DEFINITE =
  /^(?:(?:In|Auf|Aus|Unter) )?(?:Die|Diese|Das|Dieses|Der|Dieser|dem|der|den|diesem|dieser|The|This|In the|In this)\s+(?:obigen?\s+|folgenden?\s+|nachfolgenden?\s+|nachstehenden?\s+|untenstehenden?\s+|vorliegenden?\s+|linken?\s+|rechten?\s+|oberen?\s+|unteren?\s+|following\s+|above\s+)?(?:Grafik|Graphik|Abbildung|Tabelle|Diagramm|Plot|Heatmap|Visualisierung|Schaubild|Balkendiagramm|Liniendiagramm|Kreisdiagramm|Histogramm|figure|chart|graph|plot|table|diagram)\b.{0,140}\b(?:unterteilt|gegliedert|aufgeteilt|besteht|zeigt|zeigen|enthält|stellt|dargestellt|veranschaulicht|abgebildet|aufgetragen|abgetragen|zu sehen|erkennt man|sieht man|gegenübergestellt|aufgeführt|aufgelistet|zusammengefasst|divided|consists|contains|shows|depicts|displays|illustrates|plots|lists|summari[sz]es)\b/iu;

/** Only a pointer ("Siehe hierzu Abbildung 8.", "See Figure 3."): nothing said but where to look. */
export const FIG_POINTER_ONLY = new RegExp(
  String.raw`^\(?(?:siehe|vgl\.|see|cf\.)\s+(?:hierzu\s+|dazu\s+|auch\s+|also\s+)?${FIG_REF}(?:[^.;]{0,20}[.)]?\)?$|,\s+(?:in|auf|wo|where|in which|which)\b)`,
  "iu",
);

/** A table or figure placed by where it stands ("in the table below", "in the figure above"). */
export const FIG_PLACED = /\b(?:in|from) the (?:table|figure|plot|graph|chart|diagram)s? (?:below|above)\b/iu;

/** A break in a chart's axis ("Ein Achsenbruch wurde eingefügt, um …"): how the chart is drawn. */
export const AXIS_BREAK = /\b(?:Achsenbruch|Achsenbrüche|Achsenunterbrechung|axis break|broken axis)\b/iu;
