/**
 * Notes on how the text was written, each with the stems that gate it: acknowledgements, declarations of
 * authorship, tools used to write, language and gender notes, notes on quotations and translations.
 */
import type { Cue } from "./word-edges.ts";

export const WRITING_CUES: readonly Cue[] = [
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
      "binnen-i",
      "singular",
      "gender-",
      "gemeint",
    ],
    re: /\b(?:generische[sn]? (?:Maskulinum|Femininum)|geschlechts(?:neutral|gerecht|spezifisch)\w*|(?:masculine|feminine) form|gender(?:gerecht|neutral|sensibl)\w*|alle Geschlechter|(?:männliche|weibliche) (?:Form|Schreibweise)|Personenbezeichnungen|Gendersternchen|Doppelpunkt-Schreibweise|Gender-?(?:Doppelpunkt|Sternchen|Stern|Gap)|Binnen-I|gender-neutral language|gender-neutral pronouns?)\b|\b(?:gleichermaßen|gleichsam|jeweils|stets|immer|ebenso)\s+(?:mit\s*)?gemeint\b|\bmitgemeint\b|\bsingular ['‘’"]?they\b|\b['‘’"]?they['‘’"]? as (?:a )?singular\b/iu,
  },
  // Notes on quotations and translations.
  {
    stems: ["übersetzung", "translation", "hervorhebung", "emphasis", "rechtschreibung", "zitate"],
    re: /(?<![\p{L}])(?:eigene Übersetzung|Übersetzung (?:stammt|ist) (?:vo[nm]|durch)|Hervorhebung(?:en)? (?:im Original|durch|von) |Rechtschreibung (?:wurde|ist)[^.]{0,40}(?:angepasst|übernommen|beibehalten)|Zitate (?:wurden|werden|sind)[^.]{0,60}(?:angepasst|übernommen|wiedergegeben)|own translation|emphasis (?:added|in (?:the )?original))/iu,
  },
];
