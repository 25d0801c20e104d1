/**
 * How a text uses terms and names: terms used alike, abbreviations and codes, pseudonyms and names left out,
 * nomenclature and notation ("Die Begriffe X und Y werden in dieser Arbeit synonym verwendet", "Participants are
 * referred to by pseudonyms throughout", "Chemical names follow IUPAC nomenclature").
 */
import type { Cue } from "../word-edges.ts";
import { IN_THIS_TEXT } from "./in-this-text.ts";

export const TERM_CUES: readonly Cue[] = [
  // Terms used alike; what the literature does with them ("In der Literatur werden … oft synonym verwendet") is no note.
  {
    stems: ["synonym", "gleichbedeutend", "interchangeabl", "austauschbar"],
    re: new RegExp(
      String.raw`^(?![^.;]*\b(?:Literatur|literature|oft|often|häufig|frequently|meist|commonly|vielfach|teilweise)\b)[^.;]*\b(?:synonym|gleichbedeutend|austauschbar|synonymously|interchangeably)\b[^.;]{0,20}\b(?:verwendet|gebraucht|benutzt|used)\b|\b(?:synonym|gleichbedeutend|austauschbar|synonymously|interchangeably)\b[^.;]{0,40}${IN_THIS_TEXT}|${IN_THIS_TEXT}[^.;]{0,60}\b(?:synonym|gleichbedeutend|austauschbar|synonymously|interchangeably)\b`,
      "iu",
    ),
  },
  // Abbreviations, codes and pseudonyms the text uses ("Im Folgenden wird … als EZB abgekürzt", "mit L1 bis L14 bezeichnet").
  {
    stems: [
      "abgekürzt",
      "abkürz",
      "kürzel",
      "abbreviat",
      "acronym",
      "pseudonym",
      "referred to",
      "bezeichnet",
      "benannt",
      "gekennzeichnet",
      "labelled as",
      "labeled as",
      "identified as",
      "coded as",
      "abkürzung",
      "abbreviation",
      "akronym",
    ],
    re: new RegExp(
      String.raw`${IN_THIS_TEXT}[^.;]{0,80}\babgekürzt\b|\babgekürzt\b[^.;]{0,40}${IN_THIS_TEXT}|\b(?:Kürzeln?|Abkürzung(?:en)?|Pseudonym(?:e|en)?)\b[^.;]{0,60}\b(?:bezeichnet|benannt|genannt|verwendet|angegeben|abgekürzt|ersetzt)\b|\b(?:abbreviated|referred to)\s+(?:as|by)\b[^.;]{0,60}(?:${IN_THIS_TEXT})|${IN_THIS_TEXT}[^.;]{0,80}\b(?:abbreviated|referred to)\s+(?:as|by)\b|\bpseudonyms?\b[^.;]{0,40}\b(?:are|is|were|was)\s+(?:used|given|assigned)\b|\b(?:are|is)\s+(?:referred to|identified)\s+by\s+pseudonyms?\b|\b(?:ausschließlich|nur)\s+Pseudonyme\b|\b(?:names|Namen)\b[^.;]{0,60}\b(?:are|sind)\s+(?:\S+\s+)?(?:pseudonyms|Pseudonyme)\b|\b(?:abbreviations?|acronyms?)\b[^.;]{0,40}\b(?:is|are)\s+used\b|${IN_THIS_TEXT}[^.;]{0,80}\bmit\s+(?:den\s+)?(?:Kürzeln\s+|Codes\s+|Nummern\s+)?[A-Z]{1,3}\s?\d+\s*(?:bis|–|-|und)\s*[A-Z]{0,3}\s?\d+\b[^.;]{0,20}\b(?:bezeichnet|benannt|abgekürzt|gekennzeichnet)\b|\b(?:referred to|labell?ed|identified|coded)\s+as\s+[A-Z]{1,3}\s?\d+\s*(?:to|–|-|through|and)\s*[A-Z]{0,3}\s?\d+\b|\b(?:Abkürzungen|Akronyme|abbreviations|acronyms)\b[^.;]{0,60}\b(?:ersten|erstmaligen|first)\s+(?:Nennung|Verwendung|Erwähnung|Vorkommen|occurrence|use|mention)\b`,
      "iu",
    ),
  },
  // Names left out ("product names have been anonymised", "auf eigenen Wunsch nicht genannt").
  {
    stems: [
      "anonymi",
      "pseudonymi",
      "redacted",
      "geschwärzt",
      "wunsch",
      "request",
      "namentlich",
      "not named",
      "pseudonym",
    ],
    re: /\b(?:auf (?:eigenen |ausdrücklichen )?Wunsch|at (?:its|their|the company's) (?:own )?request)\b[^.;]{0,40}\b(?:nicht (?:genannt|namentlich)|anonym\p{L}*|not (?:be )?named|anonymous)\b|\bnicht namentlich genannt\b|\bis not named\b|\b(?:names|Namen|Produktnamen|Firmennamen|Ortsnamen|company names|product names)\b[^.;]{0,40}\b(?:anonymi[sz]ed|anonymisiert|pseudonymi[sz]ed|pseudonymisiert|geschwärzt|redacted)\b|\b(?:Namen?|Personennamen|Firmennamen|names?|identit(?:y|ies))\b[^.;]{0,100}\b(?:pseudonymisiert|anonymisiert|pseudonymi[sz]ed|anonymi[sz]ed|durch (?:ein |das |die )?Pseudonyme?n? ersetzt|replaced (?:by|with) (?:the |a )?pseudonyms?)\b|\bPseudonyms?\b[^.;]{0,60}\b(?:throughout|in dieser Arbeit|in this (?:thesis|text|paper|work))\b/iu,
  },
  // Nomenclature and notation ("Chemical names follow IUPAC nomenclature", "Pitches are given in Helmholtz notation").
  {
    stems: [
      "nomenclature",
      "nomenklatur",
      "notation",
      "konvention",
      "convention",
      "richtlinien",
      "guidelines",
      "schreibweise",
    ],
    re: /\b(?:names|Bezeichnungen|Namen|terms|Schreibweise)\s+(?:\S+\s+){0,2}?(?:follow|folgen|folgt|richten sich nach)\s+(?:the\s+|der\s+|dem\s+)?(?:\S+\s+){0,2}?(?:nomenclature|Nomenklatur|conventions?|Konvention(?:en)?|notation|Notation|guidelines|Richtlinien)\b|\b(?:are|is|werden|wird|sind)\s+(?:\S+\s+){0,2}?(?:given|expressed|reported|angegeben|written|notiert|geschrieben)\s+in\s+(?:\S+\s+){0,2}?(?:notation|Notation|Schreibweise)\b/iu,
  },
  // How names are spelt, names kept anonymous by labels, terms explained at first mention ("Die Schreibweise der
  // Ortsnamen richtet sich nach …", "Chinese names are given in pinyin", "Um die Anonymität … zu wahren, werden
  // diese … als Unternehmen A bis D bezeichnet", "… werden bei der ersten Nennung in Klammern ergänzt").
  {
    stems: [
      "schreibweise",
      "umschrift",
      "spelling",
      "romani",
      "names",
      "namen",
      "anonymität",
      "anonymity",
      "vertraulichkeit",
      "confidentiality",
      "ersten nennung",
      "ersten erwähnung",
      "ersten verwendung",
      "erstmaligen",
      "first mention",
      "first use",
      "first occurrence",
    ],
    re: /\b(?:Schreibweise|Umschrift|spelling|romani[sz]ation)\b[^.;]{0,40}\b(?:richte[tn] sich nach|folg(?:t|en)|follows?|is based on|according to)\b|\b(?:names|Namen|Ortsnamen|Personennamen|place names|personal names)\s+(?:are|is|werden|wird|sind)\s+(?:\S+\s+){0,2}?(?:given|written|spelled|spelt|rendered|wiedergegeben|geschrieben|angegeben)\s+(?:in|according to|nach|following)\b|\b(?:Anonymität|anonymity|Vertraulichkeit|confidentiality)\b[^.;]{0,40}\b(?:zu wahren|zu gewährleisten|zu schützen|to (?:protect|preserve|ensure|maintain|guarantee))\b(?=[^.;]*\b(?:bezeichnet|genannt|benannt|referred to|called|labell?ed|Pseudonym\p{L}*|pseudonyms?|ersetzt|replaced|Kürzel\p{L}*|codes?)\b)|\b(?:bei (?:der |ihrer |seiner )?(?:ersten|erstmaligen) (?:Nennung|Erwähnung|Verwendung)|(?:at|on|upon) (?:their |its )?first (?:mention|use|occurrence))\b(?=[^.;]*\b(?:Klammern?|ergänzt|angegeben|eingeführt|ausgeschrieben|erläutert|given|introduced|spelled out|explained|brackets|parentheses)\b)/iu,
  },
];
