/**
 * How a chart encodes its data: colours, sizes, marked cells.
 */

/** How a chart encodes its data: colours, sizes, marked cells ("Die Knoten sind nach Partei eingefärbt", "Each dot represents …"). */
export const CHART_ENCODING = new RegExp(
  [
    String.raw`\b(?:eingefärbt|farblich (?:hervorgehoben|markiert|gekennzeichnet|unterschieden|abgesetzt|kodiert|codiert)|farbig (?:markiert|hervorgehoben|dargestellt)|(?:hell|dunkel)?(?:grau|gelb|rot|grün|blau|fett|farbig) (?:hinterlegt|hervorgehoben|markiert|gedruckt)(?:e|en)?|colou?r[- ]coded|(?:colou?red|shaded) (?:by|according to)|highlighted in (?:red|blue|green|grey|gray|bold|yellow))\b`,
    String.raw`(?:^|[,;]\s*)(?:die |der |das |the )?(?:Farbe|Farben|Größe|Dicke|Breite|colou?rs?|size|thickness|width)\s+(?:der|des|of the)\s+(?:Knoten|Kanten|Punkte|Kreise|Blasen|Linien|Pfeile|Balken|Symbole|Marker|nodes|edges|dots|points|circles|bubbles|lines|arrows|bars|markers|symbols)\b`,
    // Not "each point" or "jede Kurve" alone: grid points and curves of a theory are no chart.
    String.raw`^(?:Jeder|Jede|Jedes|Each|Every)\s+(?:einzelne\s+|single\s+)?(?:Datenpunkt|Balken|Säule|Blase|dot|data point|bar|bubble|marker)\b[^.;]{0,40}\b(?:steht für|repräsentiert|entspricht|symbolisiert|represents|corresponds to|stands for|denotes)\b`,
    String.raw`^(?:Jeder|Jede|Jedes|Each|Every)\s+(?:einzelne\s+|single\s+)?(?:Punkt|Kreis|Linie|point|circle|line)\b[^.;]{0,40}\b(?:steht für|symbolisiert|stands for)\b`,
    String.raw`^(?:Die|The)\s+(?:\p{Ll}+\s+)?(?:Punkte|Datenpunkte|Kreise|Balken|Säulen|Linien|Kurven|Blasen|Boxen|dots|circles|bars|lines|curves|bubbles|boxes)\b[^.;]{0,40}\b(?:stehen für|repräsentieren|entsprechen|symbolisieren|represent|correspond to|stand for|denote)\b`,
    // "Die Pfeile zeigen die Strömungsrichtung", "The arrow marks the separation point".
    String.raw`^(?:(?:Die|Der|Das|The)\s+)?(?:\p{Ll}+\s+)?(?:Pfeile?|Pfeilen|arrows?)\b[^.;]{0,40}\b(?:zeigt|zeigen|markiert|markieren|kennzeichnet|kennzeichnen|deutet|deuten|gibt|geben|symbolisiert|symbolisieren|repräsentiert|repräsentieren|stehen für|steht für|indicates?|shows?|marks?|points?|denotes?|represents?|symboli[sz]es?|stands? for)\b`,
    // "Jede Kategorie wird durch eine eigene Farbe repräsentiert", "Each group is shown in a different colour".
    String.raw`\bdurch (?:eine |einen |ein )?(?:eigene[n]? |andere[n]? |unterschiedliche |verschiedene |jeweils eigene[n]? )?(?:Farbe|Farben|Farbton|Symbol|Symbole|Linienart|Strichart|Form)\b[^.;]{0,20}\b(?:dargestellt|repräsentiert|gekennzeichnet|markiert|kenntlich gemacht|unterschieden|symbolisiert)\b|\b(?:is|are) (?:shown|drawn|plotted|marked|displayed|represented) (?:in|by|with) (?:a |an )?(?:different|separate|distinct|its own|their own) (?:colou?rs?|symbols?|line styles?|markers?|shades?)\b`,
  ].join("|"),
  "iu",
);
