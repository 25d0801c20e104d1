/**
 * Figures the text altered or withheld for confidentiality ("… mit einem konstanten Faktor multipliziert"),
 * a family of its own; the other cues of decision 057 (from probe round 4) joined the families of terms,
 * typesetting, quotations, editions and omissions.
 */
import type { Cue } from "../word-edges.ts";

export const DISCLOSURE_CUES: readonly Cue[] = [
  // Figures altered or withheld for confidentiality ("… mit einem konstanten Faktor multipliziert").
  {
    stems: ["geheimhaltung", "vertraulich", "confidential", "non-disclosure", "datenschutz"],
    re: /\b(?:Geheimhaltung\p{L}*|Vertraulichkeit|vertraulich\p{L}*|confidential\p{L}*|non-disclosure|Datenschutz\p{L}*)\b[^.;]{0,120}\b(?:multipliziert|verändert|skaliert|verfremdet|geschwärzt|nicht (?:veröffentlicht|genannt|abgedruckt|angegeben)|multiplied|scaled|altered|masked|redacted|not (?:disclosed|published|named|reported)|replaced)\b/iu,
  },
];
