/**
 * How a chart is drawn, said so plainly that the sentence is about the picture whatever else it holds (see
 * `placesInPicture`): scaled axes, insets, lines, bars and cells by their style or colour and what they stand
 * for, asterisks and shading, what sits either side of a matrix's diagonal ("Man beachte, dass die y-Achse
 * logarithmisch skaliert ist", "The inset magnifies …", "Grey shading denotes …", "Die durchgezogene Linie
 * beschreibt …"). Written from probe round 5 (decision 058), not from a corpus file.
 */
import type { Cue } from "../word-edges.ts";

const STYLE_DE = String.raw`(?:durchgezogene|gestrichelte|gepunktete|strichpunktierte|dicke|dünne|schwarze|graue|rote|blaue|grüne|gelbe|orange|helle|dunkle|dunklere|hellere|offene|gefüllte|schraffierte)[nrs]?`;
const STYLE_EN = String.raw`(?:solid|dashed|dotted|dash-dotted|thick|thin|black|gr[ae]y|red|blue|green|yellow|orange|purple|light|dark|darker|lighter|open|filled|hollow|shaded|hatched)`;
const MARK_DE = String.raw`(?:Linie|Linien|Kurve|Kurven|Balken|Säulen|Punkte|Flächen|Zellen|Felder|Bereiche|Symbole|Kreise|Quadrate|Dreiecke|Markierungen)`;
const MARK_EN = String.raw`(?:lines?|curves?|bars?|dots?|points?|cells?|areas?|regions?|markers?|symbols?|circles?|squares?|triangles?|bands?)`;
const STANDS_DE = String.raw`(?:beschreib|zeig|stell|geb|gib|markier|kennzeichn|steh|repräsentier|entsprech|entspricht|bezeichn|symbolisier|bild|umfass)\p{L}*`;
const STANDS_EN = String.raw`(?:represents?|denotes?|indicates?|marks?|shows?|corresponds?|stands? for|depicts?|traces?|gives?)`;

export const DRAWING_CUES: readonly Cue[] = [
  // Axes and their scale ("Die y-Achse ist logarithmisch skaliert", "plotted on a log scale").
  {
    stems: ["achse", "axis", "axes", "ordinate", "abszisse", "abscissa", "log scale", "logarithmic scale"],
    re: /\b(?:[xyz]-?Achse|Ordinate|Abszisse|Hochachse|Rechtsachse|[xyz]-?ax[ie]s|ordinate|abscissa)\b[^.;]{0,40}\b(?:logarithmisch|linear|skaliert|log(?:arithmic(?:ally)?)?|scaled?)\b|\bon a (?:log(?:arithmic)?|semi-log|log-log) scale\b/iu,
  },
  // Insets and magnified parts ("Das kleine Fenster unten rechts …", "The inset … magnifies").
  {
    stems: ["inset", "fenster", "vergrößert", "magnif", "enlarged", "einschub"],
    re: /\binsets?\b|\b(?:kleine|eingefügte|eingebettete)[ns]?\s+(?:Fenster|Grafik|Diagramm|Ausschnitt)\b|\b(?:vergrößerte[nr]?|magnified|enlarged)\s+(?:Bereich|Ausschnitt|Darstellung|region|view|section|area)\b/iu,
  },
  // Lines, bars, cells by style or colour and what they stand for ("Die durchgezogene Linie beschreibt …").
  {
    stems: [
      "linie",
      "kurve",
      "balken",
      "säulen",
      "punkte",
      "flächen",
      "zellen",
      "felder",
      "bereiche",
      "symbole",
      "kreise",
      "line",
      "curve",
      "bars",
      "bar ",
      "dot",
      "point",
      "cell",
      "area",
      "region",
      "marker",
      "symbol",
      "circle",
      "square",
      "triangle",
      "band",
    ],
    re: new RegExp(
      [
        String.raw`^(?![^;]*\b(?:dass|that)\b)[^;]*?(?<![\p{L}])${STYLE_DE}\s+(?:und\s+(?:die\s+)?\p{L}+\s+)?${MARK_DE}\b[^.;]{0,20}?(?<![\p{L}])${STANDS_DE}`,
        String.raw`^(?![^;]*\b(?:dass|that)\b)[^;]*?\b${STYLE_EN}\s+(?:and\s+\p{L}+\s+)?${MARK_EN}\b[^.;]{0,20}?\b${STANDS_EN}\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Shading, asterisks and bars sorted ("Grey shading denotes …", "Asterisks mark …", "Die Balken sind … sortiert").
  {
    stems: ["shading", "schattier", "schraffur", "sternchen", "asterisk", "balken", "säulen", "bars"],
    re: /\b(?:shading|Schattierung(?:en)?|Schraffur(?:en)?)\s+(?:\p{L}+\s+)?(?:denotes?|indicates?|marks?|shows?|represents?|kennzeichne[tn]|markier(?:t|en)|zeig(?:t|en)|steh(?:t|en) für)\b|\b(?:Sternchen|Asterisks?)\b[^.;]{0,40}\b(?:markier\p{L}*|kennzeichn\p{L}*|gekennzeichnet|versehen\p{L}*|beziehen sich|bezieht sich|bedeute[nt]|steh(?:t|en) für|marks?|denotes?|indicates?|refers?)\b|\b(?:Balken|Säulen|bars)\s+(?:sind|werden|are)\s+(?:\p{L}+\s+){0,6}?(?:sortiert|geordnet|angeordnet|sorted|ordered|arranged)\b/iu,
  },
  // A chart as the subject of how it was made ("Die Box-Plots der Bearbeitungsdauer werden analog …
  // gezeichnet", "The box plots … are drawn like …"): the picture, not the subject.
  {
    stems: [
      "plot",
      "diagramm",
      "grafik",
      "graphik",
      "histogramm",
      "heatmap",
      "chart",
      "graph",
      "abbildung",
      "figure",
    ],
    re: /^(?![^;]*\b(?:dass|that)\b)(?:Die|Der|Das|Alle|Beide|Diese|The|All|Both|These)\s+(?:\p{L}+\s+)?(?:Box-?[Pp]lots?|Plots?|Diagramme?|Grafik(?:en)?|Graphik(?:en)?|Histogramme?|Heatmaps?|Abbildung(?:en)?|box ?plots?|plots?|charts?|graphs?|figures?|histograms?|heat ?maps?)\b[^.;]{0,100}?\s(?:wird|werden|wurde|wurden|is|are|was|were)\s+(?:[^.;]{0,80}?\s)?(?:gezeichnet|erstellt|erzeugt|gestaltet|geplottet|generiert|angelegt|beschriftet|drawn|created|generated|plotted|produced|made|labell?ed)(?:\s+(?:werden|worden))?\s*[.;]?$/u,
  },
  // The picture's own form judged ("Damit weicht die Visualisierung leicht von dem Standard ab, ist jedoch für
  // die Bewertung geeignet", "The visualization deviates slightly from the standard box plot").
  {
    stems: ["visualisierung", "darstellung", "grafik", "diagramm", "plot", "visuali", "chart", "figure"],
    re: /^(?![^;]*\b(?:dass|that)\b)(?=[^;]*?\b(?:die|diese|der|das|the|this)\s+(?:Visualisierung|Darstellung|Grafik|Graphik|Diagramm|(?:Box-?)?[Pp]lots?|visuali[sz]ation|chart|figure|plot|box ?plot)\b)[^;]*?\b(?:weich(?:t|en)\b[^.;]{0,60}?\b(?:vom|von\s+(?:dem|der))\s+(?:\p{Ll}+\s+)?(?:Standard|Üblichen|Norm|Konvention|gewohnten|üblichen)|deviates?\s+(?:\p{Ll}+\s+)?from\s+the\s+(?:standard|usual|conventional|common))/iu,
  },
  // Either side of a matrix's diagonal ("Unterhalb der Diagonale stehen …, oberhalb …").
  {
    stems: ["diagonal"],
    re: /^(?:Unterhalb|Oberhalb|Below|Above)\s+(?:der|the)\s+(?:main\s+|Haupt)?[Dd]iagonal\p{L}*\s*,?\s+(?:stehen|steht|befinden|sind|finden|are|is|appear)\b/u,
  },
];
