/**
 * Words of charts: figure numbers, kinds of chart and evaluative words that make a sentence a finding.
 */

/** A numbered figure or table, also several at once ("Abbildung 4.3A", "Figures 5 and 6", "Tab. 2–4"). */
export const FIG_NUM = String.raw`(?:Abbildung(?:en)?|Abb\.|Tabellen?|Tab\.|[Ff]igures?|Figs?\.|[Tt]ables?|Grafik|Diagramm|Schaubild|Karte|Foto|Algorithmus|Algorithm|Listing|Map|Photo)\s*[A-Z]?\.?\d+(?:\.\d+)*[a-zA-Z]?(?:\s*(?:und|and|bis|to|–|-|,)\s*[A-Z]?\d+(?:\.\d+)*[a-zA-Z]?)*`;

/** Kinds of chart named without a number ("das Histogramm", "the scatter plot", "die Wortwolke"). */
// Not "Graph" or "Panel": a graph of graph theory and panel data are no charts ("Betrachten wir einen Graphen G").
export const CHART_NOUN = String.raw`(?:Abbildung|Grafik|Graphik|Tabelle|Diagramm|Schaubild|Histogramm|Boxplot|Box-Plot|Streudiagramm|Punktwolke|Balkendiagramm|Säulendiagramm|Kreisdiagramm|Liniendiagramm|Heatmap|Wortwolke|Word Cloud|Screenshot|[\p{L}]+-Plot|Plot|[Ff]igure|[Tt]able|[Cc]hart|[Hh]istogram|[Bb]ox ?plot|[Ss]catter ?plot|[Bb]ar chart|[Hh]eat ?map|[Ww]ord cloud|(?:upper|lower|left|right|top|bottom) panel|[Ss]ubfigure|[Ss]creenshot|[Pp]lots?|Synopse|Skizze|Schema|Übersicht|Aufstellung|[Ss]chematic|[Ss]ketch|Fotografie|Foto|Karte|Landkarte|Zeichnung|[Pp]hotograph|[Pp]hoto|[Mm]ap|[Ii]mage|[Tt]imeline|[Ff]lowchart|[Ff]low chart|[\p{Lu}][\p{Ll}]+(?:diagramm|grafik|tabelle|plot|karte|aufnahme|skizze))(?:e|en|n|s)?(?![\p{L}])`;

/**
 * Words that make what a figure "shows" a finding ("Abbildung 3 zeigt einen deutlichen Anstieg", "sieht man sehr
 * starke Unterschiede"): by the labelling convention such a sentence keeps the finding's role.
 */
export const EVALUATIVE =
  /(?<![\p{L}])(?:deutlich\p{L}*|stark\p{L}*|stärker\p{L}*|erheblich\p{L}*|signifikant\p{L}*|klar\p{L}*|eindeutig\p{L}*|auffällig\p{L}*|Anstieg\p{L}*|Rückgang|Zunahme|Abnahme|höher\p{L}*|niedriger\p{L}*|geringer\p{L}*|steigt|steigen|stieg|stiegen|sinkt|sinken|sank|sanken|fällt|fallen|zunimmt|abnimmt|clear\p{L}*|strong\p{L}*|significant\p{L}*|marked\p{L}*|substantial\p{L}*|increas\p{L}*|decreas\p{L}*|rises?|rising|drops?|declin\p{L}*|higher|lower)(?![\p{L}])(?!\s+(?:part|panel|half|row|rows|plot|graph|figure|diagram|image|section|side|left|right)\b)/iu;
