/**
 * How a text quotes: marks and spelling in quotations, quotations left in the original, transliteration
 * ("Auslassungen in Zitaten sind durch […] gekennzeichnet", "Square brackets indicate editorial insertions",
 * "Zitate aus englischsprachiger Literatur werden im Original wiedergegeben", "Greek terms are transliterated …").
 */
import type { Cue } from "../word-edges.ts";

export const QUOTATION_CUES: readonly Cue[] = [
  // Marks and spelling in quotations (the spelling of a source only where quotations or sources are named).
  {
    stems: [
      "auslassung",
      "ergänzung",
      "einfügung",
      "hinzufügung",
      "klammer",
      "bracket",
      "schreibweise",
      "orthogra",
      "zeichensetzung",
      "interpunktion",
      "rechtschreibung",
      "spelling",
      "punctuation",
      "im original",
      "in the original",
      "originalsprache",
      "unübersetzt",
      "untranslated",
      "ursprünglichen",
      "italics",
      "kursivierung",
      "hervorhebungen",
      "geglättet",
      "gekürzt",
      "lesbarkeit",
      "readability",
      "edited",
      "smoothed",
    ],
    re: /\b(?:Auslassungen|Ergänzungen|Einfügungen|Hinzufügungen)\b[^.;]{0,60}\b(?:gekennzeichnet|markiert|kenntlich gemacht|angezeigt)\b|\b(?:eckige[n]?|runde[n]?|spitze[n]?) Klammern\b[^.;]{0,40}\b(?:kennzeichnen|markieren|enthalten|bezeichnen)\b[^.;]{0,40}\b(?:Ergänzungen|Auslassungen|Einfügungen|Anmerkungen)\b|\b(?:square|angle) brackets\b[^.;]{0,30}\b(?:indicate|mark|denote|enclose|contain)\b|\b(?:Schreibweise|Orthographie|Orthografie|Zeichensetzung|Interpunktion|Rechtschreibung|Kursivierung\p{L}*|Hervorhebungen|spelling|punctuation|orthography|italics|emphases)\b[^.;]{0,60}(?<![\p{L}\p{N}_])(?:modernisiert|angepasst|beibehalten|vereinheitlicht|normalisiert|übernommen|retained|preserved|kept|moderni[sz]ed|standardi[sz]ed|normali[sz]ed)\b(?=[^.;]*\b(?:Quellen|Zitat\p{L}*|Originals?|Texte?s?|Vorlage|quotations?|sources?|original)\b)|\b(?:Zitate|Quotations|quotes)\b[^.;]{0,60}\b(?:im Original|in der Originalsprache|unübersetzt|in the original(?: language)?|untranslated)\b|\b(?:Zitate|quotations)\b[^.;]{0,40}\b(?:ursprünglichen|originalen|original)\s+(?:Orthographie|Orthografie|Schreibweise|Rechtschreibung|spelling|form|Form|Wortlaut|wording)\b|\b(?:Quellen|Zitat\p{L}*|quotations?|sources?)\b[^.;]{0,60}\b(?:Schreibweise|Orthographie|Orthografie|Zeichensetzung|Rechtschreibung|spelling|punctuation)\b[^.;]{0,40}\b(?:modernisiert|angepasst|beibehalten|vereinheitlicht|retained|preserved|kept|moderni[sz]ed)\b|\b(?:für die Darstellung in dieser Arbeit|zur besseren Lesbarkeit|for (?:the sake of )?readability|for (?:the )?presentation in this (?:thesis|text))\b[^.;]{0,60}\b(?:geglättet|gekürzt|angepasst|bereinigt|edited|smoothed|shortened|adapted)\b|\b(?:geglättet|gekürzt|angepasst|edited|smoothed|shortened)\b[^.;]{0,40}\b(?:für die Darstellung in dieser Arbeit|zur besseren Lesbarkeit|for (?:the sake of )?readability)\b/iu,
  },
  // Transliteration.
  {
    stems: ["umschrift", "transliter", "romanis", "romaniz"],
    re: /\b(?:Begriffe|Wörter|Namen|Eigennamen|Zitate|terms|words|names|quotations)\b[^.;]{0,60}\b(?:Umschrift|transliteriert|transliterated|romani[sz]ed)\b|\b(?:Umschrift|Transliteration|transliteration)\b[^.;]{0,40}\b(?:folgt|folgen|richtet sich|nach|follows?|according to)\b/iu,
  },
  // Quotations translated, shortened, kept as written or marked in transcripts ("Zitate aus … wurden von der
  // Verfasserin übersetzt", "Kürzungen innerhalb von Zitaten …", "Zahlen in Klammern markieren Pausen").
  {
    stems: [
      "übersetzt",
      "translated",
      "kürzungen",
      "originalschreibung",
      "originalorthogra",
      "retained",
      "beibehalten",
      "belassen",
      "klammern",
      "brackets",
      "parentheses",
    ],
    re: /\b(?:Zitate|Quotations|Passagen|Textstellen|Interviewzitate|Interviewauszüge|quotes|passages|excerpts)\b[^.;]{0,80}(?<![\p{L}])(?:übersetzt|translated)\b|(?<![\p{L}])(?:übersetzt|translated)\s+(?:\p{L}+\s+){0,2}?(?:vo[nm]\s+(?:der\s+|dem\s+)?(?:Verfasser\p{L}*|Autor\p{L}*|mir)|by\s+(?:the\s+)?(?:author|me|myself))\b|\bKürzungen\b[^.;]{0,40}\b(?:Zitate\p{L}*|gekennzeichnet|markiert)\b|\bOriginal(?:schreibung|orthographie|orthografie|schreibweise)\b[^.;]{0,30}\b(?:belassen|beibehalten|wiedergegeben)\b|\b(?:retained|kept|preserved|beibehalten|belassen)\b[^.;]{0,30}\b(?:in|within|innerhalb von)\s+(?:direct\s+|wörtlichen\s+)?(?:quotations|quotes|Zitaten)\b|\b(?:in|within|innerhalb von)\s+(?:direct\s+|wörtlichen\s+)?(?:quotations|quotes|Zitaten)\b[^.;]{0,40}\b(?:retained|kept|preserved|beibehalten|belassen)\b|\b(?:Zahlen|Ziffern|Zeichen|Symbole|numbers|figures|symbols)\s+in\s+(?:runden\s+|eckigen\s+|round\s+|square\s+)?(?:Klammern|brackets|parentheses)\s+(?:markieren|kennzeichnen|bezeichnen|geben|stehen für|mark|indicate|denote|give)\b|\b(?:markieren|kennzeichnen|bezeichnen|geben)\s+(?:Zahlen|Ziffern|Zeichen|Symbole)\s+in\s+(?:runden\s+|eckigen\s+)?Klammern\b/iu,
  },
];
