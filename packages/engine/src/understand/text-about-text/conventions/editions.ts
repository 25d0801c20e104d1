/**
 * Where a text's lists stand and which editions, styles and versions it cites ("Das Abkürzungsverzeichnis befindet
 * sich am Anfang der Arbeit", "Page references to the novel are to the Penguin edition", "Die Literaturangaben folgen
 * dem APA-Stil", "Paragraphen ohne Gesetzesangabe sind solche des BGB").
 */
import type { Cue } from "../word-edges.ts";

export const EDITION_CUES: readonly Cue[] = [
  // The text's own lists.
  {
    stems: [
      "verzeichnis",
      "glossar",
      "list of",
      "glossary",
      "bibliography",
      "nomenclature",
      "am ende der arbeit",
      "am anfang der arbeit",
      "of the thesis",
      "of this thesis",
    ],
    re: /\b(?:Abkürzungsverzeichnis|Symbolverzeichnis|Formelverzeichnis|Glossar|Abbildungsverzeichnis|Tabellenverzeichnis|Quellenverzeichnis|Literaturverzeichnis|list of (?:abbreviations|symbols|figures|tables|acronyms)|glossary|nomenclature|bibliography)\b[^.;]{0,60}\b(?:befindet sich|findet sich|erläutert|erklärt|aufgeführt|aufgelistet|zusammengestellt|is provided|are provided|is given|can be found|are listed|are explained|is included|explains|lists|contains|erklärt|listet|enthält)\b|\b(?:befindet|findet) sich (?:\S+\s+){0,2}(?:am|zu) (?:Anfang|Beginn|Ende|Schluss) (?:der|dieser) Arbeit\b|\b(?:is|are) (?:provided|given|included|found) at the (?:beginning|end|start) of (?:the|this) (?:thesis|document|work|report)\b/iu,
  },
  // Editions, versions and page references, and norms named without their law.
  {
    stems: [
      "seitenzahl",
      "seitenangabe",
      "stellenangabe",
      "gesetzesangabe",
      "normangabe",
      "ausgabe",
      "page ref",
      "page number",
      "quotation",
      "citation",
      "edition",
      "ohne gesetzes",
      "ohne nähere",
      "without further",
      "statutory",
      "as amended",
      "in der fassung",
      "nachgewiesen",
      "paragraph",
      "§§",
      "artikel",
      "normen",
    ],
    re: /\b(?:beziehen|bezieht) sich (?:\S+\s+){0,2}?(?:Seitenzahlen|Seitenangaben|Stellenangaben|Zitate|Verweise)\b|\b(?:Seitenzahlen|Seitenangaben|Stellenangaben|Gesetzesangaben|Normangaben|page references|page numbers|quotations|citations|statutory references|references to statutes)\b[^.;]{0,60}\b(?:beziehen sich auf|bezieht sich auf|folgen|folgt|nach der|are to|refer to|follow|are taken from|are from)\b[^.;]{0,60}(?<![\p{L}\p{N}_])(?:Ausgabe|Auflage|Edition|Übersetzung|Fassung|edition|translation|version|as amended|amended)s?\b|\b(?:werden|wird)\s+(?:\S+\s+){0,4}?nach\s+(?:der|dem)\s+[^.;]{0,40}(?<![\p{L}\p{N}_])(?:Ausgabe|Edition|Auflage|Fassung|Übersetzung)\b[^.;]{0,60}\b(?:zitiert|nachgewiesen|angegeben|wiedergegeben|belegt)\b|(?<![\p{L}\p{N}_])(?:Paragraphen|Paragrafen|§§|Artikel|Normen|Gesetzesnormen|Vorschriften|Bestimmungen)\s+ohne\s+(?:Gesetzesangabe|nähere Bezeichnung|nähere Angabe|Angabe des Gesetzes)|\b(?:sections|articles|provisions)\s+(?:cited\s+)?without\s+(?:further\s+)?(?:designation|reference to (?:a|the) (?:statute|act))/iu,
  },
  // Spelling and citation styles ("Diese Arbeit folgt der amtlichen Rechtschreibung", "Cases are cited according to OSCOLA").
  {
    stems: [
      "folgt",
      "follows",
      "literaturangaben",
      "quellenangaben",
      "zitierweise",
      "belege",
      "nachweise",
      "cited",
      "zitiert",
      "referenced",
      "belegt",
      "line number",
      "zeilennummer",
      "referencing",
    ],
    re: /\b(?:Arbeit|thesis|text|dissertation)\s+(?:folgt|follows)\s+(?:der|dem|den|the)\b[^.;]{0,40}\b(?:Rechtschreibung|Schreibweise|Zitierweise|Stil|Style|style|spelling|conventions?|guidelines|Richtlinien|Vorgaben)\b|\b(?:Literaturangaben|Quellenangaben|Zitierweise|Belege|Nachweise|Kurzbelege)\b[^.;]{0,40}\b(?:folgen|folgt|richten sich|richtet sich|orientieren sich|entsprechen)\b[^.;]{0,40}\b(?:Stil|Style|Norm|Richtlinien|APA|Harvard|Chicago|MLA|DIN|Vorgaben)\b|\b(?:cases|sources|works|statutes|provisions|laws|regulations|Urteile|Entscheidungen|Quellen|Gesetze|Normen|Vorschriften|Bestimmungen)\s+(?:are|is|werden|wird)\s+(?:\S+\s+){0,2}?(?:cited|zitiert|referenced|nachgewiesen)\s+(?:according to|following|in accordance with|nach|gemäß)(?![\p{L}\p{N}_])|\b(?:Zitate|Interviewauszüge|Interviewpassagen|Belegstellen|excerpts|quotations|quotes)\b[^.;]{0,40}\b(?:referenced|cited|identified|zitiert|belegt|gekennzeichnet|angegeben)\s+(?:by|with|mit|durch|unter Angabe)\b[^.;]{0,60}\b(?:line numbers?|Zeilennummer\p{L}*|Zeilenangabe\p{L}*|participant codes?|Kürzel|Seitenzahl\p{L}*|page numbers?|paragraph numbers?|Absatznummer\p{L}*)\b|\b(?:cited|referenced|zitiert|belegt)\s+(?:according to|following|in accordance with|nach|gemäß|entsprechend)\s+(?:the\s+|dem\s+|der\s+)?(?:[\p{Lu}\d][\p{L}\d-]*\s+){0,3}(?:referencing |citation )?(?:style|system|guidelines|Stil|Zitierweise|Zitierstil|Richtlinien|Vorgaben)\b|\b(?:line numbers|Zeilennummern|Zeilenangaben)\b[^.;]{0,60}\b(?:listings?|Quelltext\p{L}*|source(?: code| files?)?|Quellcode\p{L}*|transcripts?|Transkript\p{L}*)\b/iu,
  },
];
