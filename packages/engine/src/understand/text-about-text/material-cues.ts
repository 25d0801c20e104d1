/**
 * Notes on the text's material and conventions, each with the stems that gate it: where material lives,
 * conventions of citing and abbreviating, who made figures and translations, marks in quotations, when online
 * sources were looked up, wording, where code can be had, confidentiality.
 */
import type { Cue } from "./word-edges.ts";

export const MATERIAL_CUES: readonly Cue[] = [
  // Where material lives: appendix, supplement, repository, attached data carrier.
  {
    stems: ["finde"],
    re: /\b(?:befindet|befinden|findet|finden) sich (?:\w+ ){0,3}(?:im|in der|in den|auf der|unter)\s+(?:beigefügten |beiliegenden |digitalen |elektronischen )?(?:Anhang|Anlage|Appendix|CD|DVD|USB-Stick|Datenträger|Repository|Repositorium|GitHub|Ordner)\b/iu,
  },
  {
    stems: ["anhang", "anhäng", "anlage", "appendi", "supplement"],
    re: /\b(?:im|in den|in dem|in the|see|siehe)\s+(?:beigefügten |beiliegenden )?(?:Anhang|Anhängen|Anlage|Anlagen|Appendix|Appendices|Supplement\w*)\b[^.;]{0,40}\b(?:zu finden|einsehbar|enthalten|beigefügt|abgedruckt|dargestellt|aufgeführt|abgebildet|angehängt|available|provided|included|shown|presented|given|listed|found|displayed|reported)\b/iu,
  },
  {
    stems: ["anhang", "anlage", "appendi", "supplement"],
    re: /\b(?:zu finden|einsehbar|enthalten|beigefügt|abgedruckt|dargestellt|aufgeführt|abgebildet|angehängt|available|provided|included|shown|presented|given|listed|found|displayed|reported)\b[^.;]{0,30}\b(?:im|in the|in)\s+(?:beigefügten |beiliegenden )?(?:Anhang|Anlage|Appendix|Supplement\w*)\b/iu,
  },
  {
    stems: ["hilfreich", "behilflich", "geholfen", "hope", "hoffe", "wünsche"],
    re: /\b(?:hilfreich|behilflich) (?:war|waren|ist|sind) (?:uns|mir)\b|\b(?:uns|mir) (?:sehr |besonders )?(?:geholfen|weitergeholfen)\b|\bhope (?:to provide|that) (?:the |this |my )?(?:reader|thesis|work)\b|\b(?:the|dem|der|die) (?:reader|Leser\w*)\b[^.]{0,60}\b(?:hope|hoffe|wünsche)\b|\b(?:hope|hoffe|wünsche)\b[^.]{0,80}\b(?:reader|Leser\w*)\b/iu,
  },
  // Conventions of citing and abbreviating ("Bibelstellen werden nach der Einheitsübersetzung zitiert",
  // "Die Abkürzungen richten sich nach …", "Citations follow APA style").
  {
    stems: [
      "zitiert",
      "zitat",
      "zitier",
      "abkürzung",
      "seitenangabe",
      "seitenzahl",
      "bibelstelle",
      "citation",
      "references follow",
      "abbreviations",
    ],
    re: /\b(?:wird|werden)\s+(?:\S+\s+){0,3}?(?:nach|gemäß)\s+(?:der\s+|dem\s+|den\s+)?(?:[^.;]|(?<=\d)\.){0,60}\b(?:zitiert|wiedergegeben|abgekürzt)\b|^Zitiert (?:wird|werden)\b|\b(?:Bibelzitate|Bibelstellen|Zitation|Zitierweise|Zitierung|Abkürzungen|Seitenangaben|Seitenzahlen|Stellenangaben|Umschrift|Transliteration)\b[^.;]{0,60}\b(?:folgt|folgen|richtet sich|richten sich|beziehen sich|bezieht sich|orientiert sich|orientieren sich)\b|\b(?:citations?|references|quotations|abbreviations|page numbers)\s+(?:\w+\s+){0,2}(?:follow|are given according to|refer to the (?:\w+ )?edition)\b/iu,
  },
  // Who made the figures and translations ("Alle Übersetzungen stammen vom Verfasser", "Unless otherwise stated, all
  // figures were created by the author").
  {
    stems: [
      "stammen",
      "stammt",
      "selbst erstellt",
      "by the author",
      "author's own",
      "nicht anders",
      "otherwise",
      "translation",
    ],
    re: /(?<![\p{L}])(?:Übersetzungen|Abbildungen|Grafiken|Tabellen|Fotos|Fotografien|Hervorhebungen)\b[^.;]{0,80}\b(?:stamm(?:en|t),?\s+(?:\S+\s+){0,5}?(?:vo[nm] (?:der |dem )?(?:Verfasser\p{L}*|Autor\p{L}*)|von mir|von uns|aus dem Original)|selbst erstellt|selbst angefertigt)|\b(?:sofern|soweit|wenn) nicht anders (?:angegeben|gekennzeichnet|vermerkt)\b[^.;]{0,60}(?<![\p{L}\p{N}_])(?:Abbildungen|Grafiken|Tabellen|Übersetzungen|Hervorhebungen|Fotos)\b|\b(?:figures|tables|translations|photographs|emphases)\b[^.;]{0,60}\b(?:by the author|the author's own|(?:are|were) (?:created|made|produced|drawn) by the author)\b|\bunless otherwise (?:stated|noted|indicated)\b[^.;]{0,60}\b(?:figures|tables|translations|emphasis)\b|\bstamm(?:en|t)\s+(?:\S+\s+){0,2}?(?:Übersetzungen|Übertragungen|Abbildungen|Fotos|Hervorhebungen)\b[^.;]{0,60}\b(?:von mir|vo[nm] (?:der |dem )?(?:Verfasser\p{L}*|Autor\p{L}*))|\btranslations?\b[^.;]{0,40}\b(?:are|is)\s+(?:my own|mine|the author's|by the author)\b/iu,
  },
  // Marks in quotations ("Auslassungen sind durch eckige Klammern gekennzeichnet").
  {
    stems: ["klammern", "brackets"],
    re: /\b(?:Auslassungen|Ergänzungen|Einfügungen|Anpassungen|Hinzufügungen)\b[^.;]{0,60}\beckigen? Klammern\b|\b(?:omissions|additions|insertions|changes)\b[^.;]{0,60}\bsquare brackets\b/iu,
  },
  // When online sources were looked up ("Alle Internetquellen wurden zuletzt am … abgerufen").
  {
    stems: ["abgerufen", "aufgerufen", "accessed", "retrieved", "überprüft", "geprüft"],
    re: /\b(?:Internetquellen|Onlinequellen|Online-Quellen|Internetseiten|Webseiten|Websites|Links|URLs|Hyperlinks|Internetadressen|web sources|online sources)\b(?:[^.;]|(?<=\d)\.){0,60}(?<![\p{L}\p{N}_])(?:abgerufen|aufgerufen|überprüft|geprüft|accessed|retrieved|checked)\b/iu,
  },
  // Notes on wording: terms kept in the original language, set in italics.
  {
    stems: ["fachbegriff", "fachtermin", "fremdwörter", "anglizismen", "begriffe", "terms"],
    re: /\b(?:Fachbegriffe|Fachtermini|Fremdwörter|Anglizismen|englische Begriffe|englischen Begriffe|Originalbegriffe)\b[^.;]{0,60}\b(?:kursiv|Originalform|Originalsprache|im Original|nicht übersetzt|unübersetzt|beibehalten)\b|\b(?:technical|English|German|foreign|original) terms?\b[^.;]{0,40}\b(?:(?:are|is) (?:kept|left|given|used) in (?:English|German|the original)|(?:are|is) (?:set |written )?in italics|(?:are|is) italici[sz]ed|untranslated)\b/iu,
  },
  // Where code and material can be had, and that they reproduce the results ("Der R-Code ist frei verfügbar").
  {
    stems: [
      "verfügbar",
      "zugänglich",
      "abrufbar",
      "einsehbar",
      "reproduz",
      "nachvollz",
      "reproduc",
      "replicat",
      "beigefügt",
      "beigelegt",
      "angehängt",
      "attached",
      "appended",
    ],
    re: /\b(?:Code|Quellcode|Programmcode|[\p{L}]+-Code|Skripte?|Skripts|Rohdaten|Materialien|Transkripte?)\b[^.;]{0,60}(?<![\p{L}\p{N}_])(?:frei|öffentlich|online|offen)\s+(?:verfügbar|zugänglich|abrufbar|einsehbar)\b|\b(?:reproduziert|nachvollzogen|repliziert|nachgerechnet|reproduced|replicated)\b[^.;]{0,60}\b(?:beigefügt|beiliegend|bereitgestellt|accompanying|provided|supplied|attached|enclosed)\p{L}*\s+(?:\S+\s+)?(?:[\p{L}]+-)?(?:Code|Skript\p{L}*|code|scripts?)\b|\b(?:beigefügt|beiliegend|bereitgestellt|accompanying|provided|supplied|attached|enclosed)\p{L}*\s+(?:\S+\s+)?(?:[\p{L}]+-)?(?:Code|Skript\p{L}*|code|scripts?)\b[^.;]{0,60}\b(?:reproduziert|nachvollzogen|repliziert|nachgerechnet|reproduced|replicated)\b|\b(?:der|dieser) Arbeit (?:als Anhang |im Anhang |digital )?(?:beigefügt|beigelegt|angehängt)\b|\b(?:attached|appended) to (?:this|the) (?:thesis|report|work)\b/iu,
  },
  // A note that the text holds confidential material (Sperrvermerk).
  {
    stems: ["vertraulich", "confidential"],
    re: /\b(?:Arbeit|Thesis|thesis|report)\b[^.;]{0,40}\b(?:enthält|contains) (?:\p{L}+ )?(?:vertrauliche|confidential)\b/iu,
  },
];
