/**
 * Housekeeping: notes on how the text was made, which must never reach a slide.
 */
import { DISCLOSURE_CUES } from "./conventions/disclosure.ts";
import { EDITION_CUES } from "./conventions/editions.ts";
import { MATERIAL_NOTE_CUES } from "./conventions/material.ts";
import { OMISSION_CUES } from "./conventions/omissions.ts";
import { QUOTATION_CUES } from "./conventions/quotations.ts";
import { TERM_CUES } from "./conventions/terms.ts";
import { TYPESETTING_CUES } from "./conventions/typesetting.ts";
import { MATERIAL_CUES } from "./material-cues.ts";
import { hasAny } from "./word-edges.ts";
import { WRITING_CUES } from "./writing-cues.ts";

/** Notes on how the text was made, each tried only when one of its stems occurs (see hasAny). */
const HOUSEKEEPING_CUES = [
  ...WRITING_CUES,
  ...MATERIAL_CUES,
  ...TERM_CUES,
  ...EDITION_CUES,
  ...QUOTATION_CUES,
  ...TYPESETTING_CUES,
  ...OMISSION_CUES,
  ...MATERIAL_NOTE_CUES,
  ...DISCLOSURE_CUES,
];

/** Sections that are about the making of the text, not its subject. */
export const HEADING_HOUSEKEEPING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:Vorwort|Geleitwort|Danksagung|Dank|Preface|Foreword|Acknowledge?ments?|(?:Eidesstattliche |Selbstständigkeits|Selbständigkeits)?Erklärung|Eigenständigkeitserklärung|Declaration(?: of (?:Authorship|Originality))?|Statutory Declaration|Sperrvermerk|Hinweis(?:e)? zu[rm]? (?:Sprache|Gendern|Schreibweise)|Note on (?:language|terminology))$/iu;

/** "Diese Arbeit entstand im Rahmen meines Studiums", "This thesis was written as part of my degree programme". */
const WRITTEN_AS_PART =
  /\b(?:(?:Diese|Die vorliegende) (?:\S+)?[Aa]rbeit|This (?:thesis|work|paper|report))\s+(?:entstand|ist|wurde|was|has been)\b[^.;]{0,40}\b(?:im Rahmen|während|as (?:a )?part of|in the (?:course|context) of|within)\b[^.;]{0,60}\b(?:Studium|Studiengang|Studiums|Praktikum\w*|Anstellung|Tätigkeit|Moduls?|Seminars?|degree|programme|program|studies|course|internship|employment)\b/iu;

/** A short sentence whose point is where something lies in the appendix ("… sind im Anhang wiedergegeben"). */
const APPENDIX_MENTION =
  /\b(?:im|in den|in der|in dem|in the|siehe|see)\s+(?:beigefügten\s+|beiliegenden\s+|digitalen\s+)?(?:Anhang|Anhängen|Anlage|Anlagen|Appendix|Appendices|Supplement\w*)\b|\b(?:Appendix|Anhang|Anlage)\s+[A-Z\d]/u;
const FINDING_OR_STEP =
  /\b(?:dass|that|zeigt sich|zeigen sich|ergab|ergaben|revealed|showed|indicated|wurde|wurden|were|was)\b/u;

/** "Dank der steigenden Leistungsfähigkeit …" (thanks to), research on readability or gender as the subject. */
const HOUSEKEEPING_NOT =
  /\b(?:dank (?:der|des|dem|einer|eines|seiner|ihrer)|(?<!(?:[Mm]any|[Ss]pecial|[Ss]incere|[Hh]eartfelt|[Ww]arm|[Mm]y|[Oo]ur) )thanks to)\b|\b(?:were|was|wurde|wurden)\b(?:[^.;]|\.(?=\s*[\p{Ll}\d(]))+\b(?:and|und) (?:are|is|sind|ist) (?:\S+ ){0,4}(?:provided|presented|shown|given|listed|displayed|included|reported|attached|dargestellt|aufgeführt|abgedruckt|abgebildet|enthalten|beigefügt|einsehbar|zu finden)\b/u;

/** A step of the method that also points to the appendix keeps its role ("… was adopted from X and is presented in Appendix B"). */
export function isStepWithPointer(text: string): boolean {
  return HOUSEKEEPING_NOT.test(text);
}

/** The words without which WRITTEN_AS_PART cannot match. */
const WRITTEN_AS_PART_STEMS = ["im rahmen", "während", "part of", "course of", "context of", "within"];

/**
 * The cheap gate before any housekeeping rule: a stem of one of its cues or of WRITTEN_AS_PART
 * (APPENDIX_MENTION's words are among the appendix cue's stems).
 */
const HOUSEKEEPING_STEMS = [
  ...new Set([...HOUSEKEEPING_CUES.flatMap((cue) => cue.stems), ...WRITTEN_AS_PART_STEMS]),
];

export function isHousekeepingNote(text: string): boolean {
  const lower = text.toLowerCase();
  if (!hasAny(lower, HOUSEKEEPING_STEMS)) return false;
  if (HOUSEKEEPING_NOT.test(text)) return false;
  if (HOUSEKEEPING_CUES.some((cue) => hasAny(lower, cue.stems) && cue.re.test(text))) return true;
  if (WRITTEN_AS_PART.test(text)) return true;
  return text.length < 160 && APPENDIX_MENTION.test(text) && !FINDING_OR_STEP.test(text);
}
