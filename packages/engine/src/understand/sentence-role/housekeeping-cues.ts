/**
 * Cues of notes on the text and its material: appendix pointers, gender notes, where code and data lie.
 */

export const APPENDIX_POINTER =
  /\b(?:in|im|siehe|see|is|are|in the)\s+(?:dem\s+)?(?:Anhang|Appendix|Anlage|Supplement(?:ary (?:material|file)s?)?)\b/i;
export const HOUSEKEEPING = new RegExp(
  [
    "generische[sn]? Maskulinum",
    "Gründen der (?:besseren )?Lesbarkeit",
    "gender(?:gerecht|neutral)",
    "eigene (?:Darstellung|Abbildung|Aufnahme)",
    "ohne Quellenangabe",
    String.raw`(?:Quell)?[Cc]ode\b.{0,60}\b(?:befindet|befinden|findet|finden|liegt|liegen|ist|sind)\b.{0,40}\b(?:Anhang|GitHub|Repository|Repo|unter|zu finden)`,
    // Where material lies, not where anything lies ("Die Spieler befinden sich in fünf Ligen" is no note).
    String.raw`(?:finden|findet|befinden|befindet) sich (?:\S+ ){0,2}(?:im|in|unter)\s+(?:de[mnr]\s+|einem\s+|einer\s+)?(?:beigefügten\s+|beiliegenden\s+|digitalen\s+|elektronischen\s+)?(?:Anhang|Anlage|Appendix|Ordner|Unterordner|Verzeichnis|Repository|Repositorium|GitHub|Supplement|Datei|CD|DVD|USB|Datenträger|[\p{L}-]+-Ordner|[\w-]+\.(?:csv|xlsx?|R|py|txt|json|ipynb)\b|[\w-]+/)`,
    String.raw`github\.com|gitlab\.com|osf\.io|zenodo`,
    String.raw`\b(?:kann|können|ist|sind) unter:?\s+\S+\.(?:com|org|io|co|de|net)\b`,
    String.raw`\b(?:Tabellen|Abbildungen|Grafiken|Plots) wurden mit\b.{0,80}\berstellt`,
    String.raw`\bVorlage für`,
    String.raw`^\[[^\]]+\]$`,
    String.raw`möchte ich\b.{0,80}\b(?:erwähnen|danken|bedanken)`,
    String.raw`\b(?:Dank gilt|bedanke mich|I would like to thank|I thank)\b`,
    String.raw`\bThe order was changed\b|\bin this report does not match\b`,
    // What the thesis leaves out of itself ("… wurden nicht in die Arbeit aufgenommen").
    String.raw`\bnicht in (?:die|diese|der|dieser) Arbeit (?:aufgenommen|berücksichtigt|dargestellt)\b|\bnot included in (?:this|the) (?:thesis|work|paper)\b`,
    // Conventions of quoting: whose translation, whose emphasis.
    String.raw`(?<![\p{L}\p{N}_])(?:alle\s+)?Übersetzung(?:en)?\s+(?:stammen|stammt|sind|ist)\s+(?:vo[nm]\s+(?:Verfasser|Autor|mir)|meine|eigene)|\beigene Übersetzung|\btranslations?\s+(?:are|is)\s+(?:my own|mine|the author's|by the author)`,
    String.raw`\bHervorhebung(?:en)?\s+(?:im Original|von mir|durch (?:den|die) Verf|d\. ?Verf)|\bemphasis\s+(?:in (?:the )?original|added|mine)\b`,
    // Material given on request.
    String.raw`\b(?:beim|bei der|von der|vom) (?:Autor|Autorin|Verfasser|Verfasserin)\b.{0,30}\b(?:angefordert|erhältlich|erfragt)|\bauf (?:Anfrage|Nachfrage) (?:erhältlich|verfügbar)|\bavailable (?:up)?on (?:reasonable )?request\b`,
  ].join("|"),
  "iu",
);

/**
 * Weaker notes about the material that came with the text (scripts, data files, folders, availability): a step of
 * the method that mentions them ("Die Tweets wurden mit einem Python-Skript gesammelt") keeps its role, and so does
 * a sentence that says data are not available ("As no experimental data are available …").
 */
export const MATERIAL_NOTE = new RegExp(
  [
    String.raw`\b(?:code|data|scripts?|materials?)\b[^.;]{0,60}\b(?:is|are|has been|have been|been made|is made|are made)\s+(?:\w+ly\s+)?(?:available|accessible)\b`,
    String.raw`\w\.(?:csv|xlsx?|R|py|txt|json|png|ipynb)\b`,
    String.raw`\b(?:Ordner|Supplement)\b`,
    String.raw`\bSkript(?:e)?\b`,
  ].join("|"),
  "i",
);
export const METHOD_STEP_PAST =
  /\b(?:wurde|wurden|was|were)\s+(?:\S+\s+){0,8}?(?:gesammelt|erhoben|erfasst|berechnet|durchgeführt|verwendet|eingesetzt|analysiert|ausgewertet|bereinigt|heruntergeladen|extrahiert|geschätzt|simuliert|collected|used|conducted|computed|calculated|analy[sz]ed|performed|compared|obtained|downloaded|extracted|scraped|estimated|simulated)\b/iu;
export const NOT_AVAILABLE =
  /\b(?:no|not|nicht|kein\p{L}*)\b[^.;]{0,40}\b(?:available|accessible|verfügbar|zugänglich)\b/iu;

/** Sentences that only point to the appendix ("The ROC curve is shown in Appendix F, Figure F1."). */
export const APPENDIX_ONLY =
  /^(?:the |die |der |das |a |all |alle )?[^,;]{0,80}\b(?:is|are|was|were|wird|werden|ist|sind)\s+(?:also\s+)?(?:shown|presented|provided|displayed|reported|given|listed|found|abgebildet|dargestellt|aufgeführt|enthalten|zu finden)\s+(?:in|im)\s+(?:the\s+)?(?:Anhang|Appendix|Anlage)/i;
