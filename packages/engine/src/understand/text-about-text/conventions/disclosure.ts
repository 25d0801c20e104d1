/**
 * What the text changed or withheld in what it shows: names replaced by pseudonyms, figures altered for
 * confidentiality (decision 057, from probe round 4).
 */
import type { Cue } from "../word-edges.ts";

export const DISCLOSURE_CUES: readonly Cue[] = [
  // Names replaced ("Die Namen der Fachkräfte … wurden pseudonymisiert", "replaced by the pseudonym 'X'").
  {
    stems: ["pseudonym", "anonymi"],
    re: /\b(?:Namen?|Personennamen|Firmennamen|names?|identit(?:y|ies))\b[^.;]{0,100}\b(?:pseudonymisiert|anonymisiert|pseudonymi[sz]ed|anonymi[sz]ed|durch (?:ein |das |die )?Pseudonyme?n? ersetzt|replaced (?:by|with) (?:the |a )?pseudonyms?)\b|\bPseudonyms?\b[^.;]{0,60}\b(?:throughout|in dieser Arbeit|in this (?:thesis|text|paper|work))\b/iu,
  },
  // Figures altered or withheld for confidentiality ("… mit einem konstanten Faktor multipliziert").
  {
    stems: ["geheimhaltung", "vertraulich", "confidential", "non-disclosure", "datenschutz"],
    re: /\b(?:Geheimhaltung\p{L}*|Vertraulichkeit|vertraulich\p{L}*|confidential\p{L}*|non-disclosure|Datenschutz\p{L}*)\b[^.;]{0,120}\b(?:multipliziert|verändert|skaliert|verfremdet|geschwärzt|nicht (?:veröffentlicht|genannt|abgedruckt|angegeben)|multiplied|scaled|altered|masked|redacted|not (?:disclosed|published|named|reported)|replaced)\b/iu,
  },
];
