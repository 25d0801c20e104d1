/**
 * How a text is set and how it gives numbers: type for terms and symbols, decimals, units and currencies,
 * numbering, indices left out of formulas, the tools it was set or drawn with, rounding ("Vektoren werden fett
 * gedruckt", "Monetary values are expressed in constant 2015 US dollars", "Alle Werte sind auf zwei Nachkommastellen
 * gerundet").
 */
import type { Cue } from "../word-edges.ts";
import { IN_THIS_TEXT } from "./in-this-text.ts";

export const TYPESETTING_CUES: readonly Cue[] = [
  // Type for terms and symbols, and how numbers are written.
  {
    stems: [
      "fett",
      "kursiv",
      "kapitälchen",
      "anführungszeichen",
      "bold",
      "italic",
      "small caps",
      "quotation marks",
      "dezimal",
      "decimal",
      "komma",
      "tausender",
      "thousands",
      "comma",
      "großbuchstaben",
      "kleinbuchstaben",
      "capital letters",
      "lower-case",
      "upper-case",
      "lowercase",
      "uppercase",
    ],
    re: /\b(?:Vektoren|Matrizen|Skalare|Variablen(?:namen)?|Fachbegriffe|Eigennamen|Werktitel|Titel|Zitate|Schlüsselbegriffe|Begriffe|vectors|matrices|scalars|variables?(?: names)?|technical terms|proper names|titles|key terms|terms)\b[^.;]{0,90}\b(?:fett|kursiv|in Kapitälchen|in Anführungszeichen|bold|italics?|small caps|quotation marks)\b[^.;]{0,30}\b(?:gedruckt|gesetzt|geschrieben|dargestellt|gekennzeichnet|hervorgehoben|printed|set|typeset|written|denoted|indicated|shown|marked)?|\b(?:Dezimalzahlen|Dezimalstellen|Zahlen|Tausenderstellen|decimals?|numbers|thousands)\b[^.;]{0,40}\b(?:mit (?:einem )?(?:Komma|Punkt)|durch (?:ein )?(?:Leerzeichen|Punkt|Komma)|with a (?:comma|point|period)|by (?:a )?(?:comma|space))\b[^.;]{0,20}\b(?:geschrieben|getrennt|abgetrennt|dargestellt|angegeben|gekennzeichnet|written|separated|marked)\b|\b(?:durch|mit|als|in|by|as)\s+(?:\p{L}+\s+)?(?:fett\p{L}*|kursiv\p{L}*|bold(?:face)?|italic\p{L}*|Großbuchstaben|Kleinbuchstaben|capital letters|(?:lower|upper)-?case(?: letters)?)\b[^.;]{0,80}\b(?:gekennzeichnet|dargestellt|geschrieben|gesetzt|notiert|bezeichnet|denoted|written|printed|typeset|represented)\b/iu,
  },
  // Units and currencies ("Unless stated otherwise, all temperatures are given in degrees Celsius").
  {
    stems: [
      "einheiten",
      "units",
      "größen",
      "beträge",
      "amounts",
      "quantities",
      "values",
      "otherwise",
      "nicht anders",
      "monetary",
      "geld",
      "throughout",
      "durchgängig",
      "durchgehend",
    ],
    re: new RegExp(
      String.raw`\b(?:Einheiten|Größen|Beträge|units|amounts|quantities|values)\b[^.;]{0,40}${IN_THIS_TEXT}[^.;]{0,40}\b(?:SI|angegeben|given|expressed|reported|in (?:\d{4} )?(?:US-)?(?:Dollar|Euro|dollars|euros))\b|${IN_THIS_TEXT}[^.;]{0,30}\b(?:werden|wird|are|is)\s+(?:\S+\s+){0,3}?(?:Einheiten|Größen|Beträge|units|amounts)\b[^.;]{0,40}\b(?:nach dem SI|SI-System|SI units|angegeben|given|expressed)\b|^(?:Unless (?:stated|noted|indicated) otherwise|Unless otherwise (?:stated|noted|indicated)|(?:Sofern|Soweit|Wenn) nicht anders (?:angegeben|vermerkt|gekennzeichnet)),\s+(?:all\s+|alle\s+|sämtliche\s+)?(?:\p{L}+\s+){1,2}?(?:are|is|sind|werden|wird)\s+(?:given|expressed|reported|stated|angegeben|ausgewiesen)\s+in\b|\b(?:monetary|Geld)\s*(?:values|amounts|werte|beträge)\b[^.;]{0,30}\b(?:are|is|sind|werden)\s+(?:expressed|given|reported|stated|angegeben|ausgewiesen)\s+in\b|\b(?:are|is|werden|wird|sind)\s+(?:\S+\s+){0,2}?(?:given|expressed|reported|angegeben)\s+in\s+\S+\s+(?:throughout|durchgängig|durchgehend)\b|^(?=[^;]*\b(?:(?:sofern|soweit|wenn|falls)\s+nicht\s+anders\s+(?:angegeben|vermerkt|gekennzeichnet|erwähnt|genannt)|unless (?:otherwise |stated otherwise|noted otherwise|indicated otherwise)))(?=[^;]*\b(?:ausgewiesen|gerundet|dargestellt|Darstellung|stammen|angegeben|in Euro|in Prozent|Quelle|rounded|reported|expressed|given in|shown|own (?:illustration|figure|representation)|author)\b)`,
      "iu",
    ),
  },
  // Numbering, and indices left out of formulas.
  {
    stems: [
      "nummeriert",
      "numbered",
      "omitted",
      "suppressed",
      "dropped",
      "indiz",
      "index",
      "argument",
      "subscript",
      "indices",
    ],
    re: /\b(?:are|is|werden|wird|sind)\s+(?:\S+\s+){0,2}?(?:numbered consecutively|consecutively numbered|fortlaufend (?:durch)?nummeriert|kapitelweise (?:durch)?nummeriert)\b|\b(?:Indizes|Index|Argumente|Zeitindizes|subscripts|indices|arguments)\b[^.;]{0,60}\b(?:weg|weggelassen|unterdrückt|omitted|suppressed|dropped)\b/iu,
  },
  // The tools the text was set or its charts drawn with ("Gesetzt wurde die Arbeit mit LaTeX").
  {
    stems: [
      "latex",
      "tex ",
      "tex.",
      "overleaf",
      "microsoft word",
      "mit dem programm",
      "mit der software",
      "mit hilfe von",
      "mithilfe von",
      "abbildungen",
      "grafiken",
      "diagramme",
      "notenbeispiele",
      "karten",
      "schaubilder",
      "charts",
      "figures",
      "plots",
      "graphs",
      "maps",
      "diagrams",
    ],
    re: /\b(?:gesetzt|erstellt|geschrieben|verfasst|typeset|written)\b[^.;]{0,40}\b(?:mit|in|using|with)\s+(?:LaTeX|TeX|Microsoft Word|Overleaf)\b|\b(?:Abbildungen|Grafiken|Diagramme|Notenbeispiele|Karten|Schaubilder|charts|figures|plots|graphs|maps|diagrams)\b[^.;]{0,50}\b(?:erstellt|gesetzt|gezeichnet|angefertigt|created|made|drawn|produced|typeset|generated)\b[^.;]{0,15}\b(?:mit|in|using|with)\b|\b(?:habe|haben)\s+(?:ich|wir)\b[^.;]{0,40}\b(?:mit dem Programm|mit der Software|mit Hilfe von|mithilfe von)\b[^.;]{0,40}\b(?:gesetzt|erstellt|gezeichnet)\b/iu,
  },
  // Rounding (not a sentence about a table or figure, which is read as its note).
  {
    stems: ["gerundet", "rundung", "rounded", "rounding"],
    re: /^(?![^.;]*\b(?:Tabelle|Abbildung|Grafik|Diagramm|table|figure)\b)(?:Alle|Sämtliche|Die)\s+(?:\p{L}+\s+)?\p{L}*(?:werte|angaben|zahlen|beträge|ergebnisse)\s+(?:\S+\s+){0,4}?(?:sind|wurden|werden)\s+(?:\S+\s+){0,8}?gerundet\b|\b(?:rundungsbedingt|Rundungsdifferenzen|aufgrund von Rundung(?:en)?|wegen Rundung(?:en)?|durch Rundung(?:en)?)\b|^(?:(?:All|The)\s+)?(?:\p{L}+\s+)?(?:values|figures|numbers|percentages|amounts|results)\s+(?:\S+\s+){0,3}?(?:are|were|have been)\s+rounded\b|\bdue to rounding\b|\b(?:Prozentangaben|Prozentwerte|percentages)\b[^.;]{0,20}\b(?:wurden|werden|sind|were|are)\s+gerundet\b|\bauf (?:\p{L}+|\d+) (?:Nachkommastellen?|Dezimalstellen?|Stellen nach dem Komma) gerundet\b|\brounded to (?:\p{L}+|\d+) (?:decimal places?|decimals|significant (?:digits|figures))\b/iu,
  },
  // Decimal marks, how a text numbers its equations or figures, and the tool named before its verb ("Dezimalstellen
  // werden im Text mit Komma … angegeben", "Die Nummerierung der Gleichungen erfolgt kapitelweise", "Die
  // Notenbeispiele wurden mit MuseScore gesetzt").
  {
    stems: [
      "dezimal",
      "decimal",
      "nummerierung",
      "zählung",
      "numbering",
      "gesetzt",
      "erstellt",
      "gezeichnet",
      "created",
      "drawn",
      "typeset",
      "generated",
      "produced",
    ],
    re: /\b(?:Dezimal\p{L}*|decimal (?:points?|commas?|separators?|marks?))\b[^.;]{0,80}\b(?:Komma|Punkt|commas?|points?|periods?|full stops?)\b|(?<![\p{L}])(?:Nummerierung|Zählung|Numbering)\s+(?:der|of(?: the)?)\s+(?:Gleichungen|Formeln|Abbildungen|Tabellen|Fußnoten|Kapitel|Abschnitte|equations|figures|tables|footnotes|chapters|sections)\b|\b(?:Abbildungen|Grafiken|Diagramme|Notenbeispiele|Karten|Schaubilder|Formeln|charts|figures|plots|graphs|maps|diagrams|music examples)\b[^.;]{0,30}\b(?:mit|using|with|in)\s+\p{Lu}[\p{L}\d+.-]*\s+(?:gesetzt|erstellt|gezeichnet|angefertigt|created|made|drawn|produced|typeset|generated)\b/u,
  },
];
