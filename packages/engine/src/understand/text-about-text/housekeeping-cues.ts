/**
 * Notes on how the text was made, each with the stems that gate it: acknowledgements, declarations of
 * authorship, notes on language and gender, where material lies, confidentiality.
 */

/** Notes on how the text was made, each tried only when one of its stems occurs (see hasAny). */
export const HOUSEKEEPING_CUES: readonly { stems: readonly string[]; re: RegExp }[] = [
  // Acknowledgements ("Mein Dank gilt …", "I would like to thank …"; not the preposition "dank").
  {
    stems: ["dank", "danke", "bedanke"],
    re: /\bDank (?:gilt|geht|an|möchte|schulde)|\b(?:danke|bedanke) (?:ich|mich)\b|\b(?:möchte|möchten) (?:ich|wir)\b[^.]{0,80}\b(?:danken|bedanken)\b|\bherzlich(?:en|st)? (?:Dank|danken)\b|\bDanksagung\b|\b(?:ich|wir) (?:\p{L}+ )?(?:danke|danken|bedanke|bedanken)\b|\bDankeschön\b|\bVielen Dank (?:an|für)\b/iu,
  },
  {
    stems: ["thank", "acknowledg", "grateful", "gratitude"],
    re: /\b(?:I|we|the authors?) (?:would like to |want to |wish(?:es)? to |wants to )?(?:thank|acknowledge)s?\b|\b(?:grateful|gratitude|indebted to)\b|\bthanks (?:go|are due)\b|\bwant to thank\b|^(?:Many|Special|Sincere|Heartfelt|Warm|My|Our) thanks\b/iu,
  },
  // Declarations of authorship.
  {
    stems: ["versicher", "erklär", "eides", "angegebenen"],
    re: /\b(?:versichere|versichern|erkläre|erklären) (?:ich|wir)?\b[^.]{0,80}\b(?:selbst(?:st)?ändig|eigenständig|an Eides statt|ohne (?:fremde|unerlaubte) Hilfe)|\beidesstattlich|\ban Eides statt\b|\bkeine anderen als die angegebenen (?:Quellen|Hilfsmittel)\b/iu,
  },
  {
    stems: ["declare", "confirm", "certify", "no other", "own "],
    re: /\b(?:hereby )?(?:declare|confirm|certify) that (?:this|the) (?:thesis|work|paper)\b|\bno other (?:sources|aids) than\b|\bmy own (?:independent )?work\b/iu,
  },
  // Tools used to write (not to analyse): AI assistants, translators, reference managers, typesetting.
  {
    stems: [
      "chatgpt",
      "deepl",
      "grammarly",
      "languagetool",
      "copilot",
      "citavi",
      "zotero",
      "mendeley",
      "overleaf",
      "ki-",
      "ai-",
      "generative",
    ],
    re: /\b(?:ChatGPT|DeepL|Grammarly|LanguageTool|Copilot|Citavi|Zotero|Mendeley|Overleaf)\b|\b(?:KI|AI)-(?:Tools?|Werkzeug\w*|Assistent\w*|Anwendung\w*)\b[^.]{0,80}\b(?:verwendet|genutzt|eingesetzt|used)\b|\bgenerative[nr]? (?:KI|AI)\b/iu,
  },
  {
    stems: ["latex", "word", "tex"],
    re: /\b(?:mit|in|using) (?:LaTeX|Word|Microsoft Word|TeX)\b[^.]{0,40}\b(?:erstellt|gesetzt|geschrieben|verfasst|typeset|written)\b/iu,
  },
  // Language and gender notes.
  {
    stems: ["lesbarkeit", "lesefreundlich", "readability"],
    re: /\b(?:Gründen|Zwecken?|zugunsten|zur (?:besseren |leichteren )?)\s?(?:der )?(?:besseren |leichteren )?(?:Lesbarkeit|Lesefreundlichkeit)\b|\b(?:Interesse|Sinne|wegen|aufgrund|halber) der (?:besseren |leichteren )?(?:Lesbarkeit|Lesefreundlichkeit)\b|\b(?:for|in) the (?:sake|interest) of (?:better )?readability\b|\bfor reasons of (?:better )?readability\b|\bum die Lesbarkeit\b|\bLesbarkeit (?:der|des|dieser) (?:Textes|Arbeit|Grafiken|Abbildungen|Diagramme|Tabellen|Darstellung\w*)\b|\b(?:for|to improve|ease of|improved|better) readability\b/iu,
  },
  {
    stems: [
      "generisch",
      "geschlecht",
      "gender",
      "männliche",
      "weibliche",
      "personenbezeichnung",
      "doppelpunkt",
    ],
    re: /\b(?:generische[sn]? (?:Maskulinum|Femininum)|geschlechts(?:neutral|gerecht|spezifisch)\w*|(?:masculine|feminine) form|gender(?:gerecht|neutral|sensibl)\w*|alle Geschlechter|(?:männliche|weibliche) (?:Form|Schreibweise)|Personenbezeichnungen|Gendersternchen|Doppelpunkt-Schreibweise|gender-neutral language)\b/iu,
  },
  // Notes on quotations and translations.
  {
    stems: ["übersetzung", "translation", "hervorhebung", "emphasis", "rechtschreibung", "zitate"],
    re: /\b(?:eigene Übersetzung|Übersetzung (?:stammt|ist) (?:vo[nm]|durch)|Hervorhebung(?:en)? (?:im Original|durch|von) |Rechtschreibung (?:wurde|ist)[^.]{0,40}(?:angepasst|übernommen|beibehalten)|Zitate (?:wurden|werden|sind)[^.]{0,60}(?:angepasst|übernommen|wiedergegeben)|own translation|emphasis (?:added|in (?:the )?original))/iu,
  },
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
    ],
    re: /(?<![\p{L}])(?:Übersetzungen|Abbildungen|Grafiken|Tabellen|Fotos|Fotografien|Hervorhebungen)\b[^.;]{0,80}\b(?:stamm(?:en|t),?\s+(?:\S+\s+){0,5}?(?:vo[nm] (?:der |dem )?(?:Verfasser\p{L}*|Autor\p{L}*)|von mir|von uns|aus dem Original)|selbst erstellt|selbst angefertigt)|\b(?:sofern|soweit|wenn) nicht anders (?:angegeben|gekennzeichnet|vermerkt)\b[^.;]{0,60}\b(?:Abbildungen|Grafiken|Tabellen|Übersetzungen|Hervorhebungen|Fotos)\b|\b(?:figures|tables|translations|photographs|emphases)\b[^.;]{0,60}\b(?:by the author|the author's own|(?:are|were) (?:created|made|produced|drawn) by the author)\b|\bunless otherwise (?:stated|noted|indicated)\b[^.;]{0,60}\b(?:figures|tables|translations|emphasis)\b/iu,
  },
  // Marks in quotations ("Auslassungen sind durch eckige Klammern gekennzeichnet").
  {
    stems: ["klammern", "brackets"],
    re: /\b(?:Auslassungen|Ergänzungen|Einfügungen|Anpassungen|Hinzufügungen)\b[^.;]{0,60}\beckigen? Klammern\b|\b(?:omissions|additions|insertions|changes)\b[^.;]{0,60}\bsquare brackets\b/iu,
  },
  // When online sources were looked up ("Alle Internetquellen wurden zuletzt am … abgerufen").
  {
    stems: ["abgerufen", "aufgerufen", "accessed", "retrieved", "überprüft", "geprüft"],
    re: /\b(?:Internetquellen|Onlinequellen|Online-Quellen|Internetseiten|Webseiten|Websites|Links|URLs|Hyperlinks|Internetadressen|web sources|online sources)\b(?:[^.;]|(?<=\d)\.){0,60}\b(?:abgerufen|aufgerufen|überprüft|geprüft|accessed|retrieved|checked)\b/iu,
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
    re: /\b(?:Code|Quellcode|Programmcode|[\p{L}]+-Code|Skripte?|Skripts|Rohdaten|Materialien|Transkripte?)\b[^.;]{0,60}\b(?:frei|öffentlich|online|offen)\s+(?:verfügbar|zugänglich|abrufbar|einsehbar)\b|\b(?:reproduziert|nachvollzogen|repliziert|nachgerechnet|reproduced|replicated)\b[^.;]{0,60}\b(?:beigefügt|beiliegend|bereitgestellt|accompanying|provided|supplied|attached|enclosed)\p{L}*\s+(?:\S+\s+)?(?:[\p{L}]+-)?(?:Code|Skript\p{L}*|code|scripts?)\b|\b(?:beigefügt|beiliegend|bereitgestellt|accompanying|provided|supplied|attached|enclosed)\p{L}*\s+(?:\S+\s+)?(?:[\p{L}]+-)?(?:Code|Skript\p{L}*|code|scripts?)\b[^.;]{0,60}\b(?:reproduziert|nachvollzogen|repliziert|nachgerechnet|reproduced|replicated)\b|\b(?:der|dieser) Arbeit (?:als Anhang |im Anhang |digital )?(?:beigefügt|beigelegt|angehängt)\b|\b(?:attached|appended) to (?:this|the) (?:thesis|report|work)\b/iu,
  },
  // A note that the text holds confidential material (Sperrvermerk).
  {
    stems: ["vertraulich", "confidential"],
    re: /\b(?:Arbeit|Thesis|thesis|report)\b[^.;]{0,40}\b(?:enthält|contains) (?:\p{L}+ )?(?:vertrauliche|confidential)\b/iu,
  },
];
