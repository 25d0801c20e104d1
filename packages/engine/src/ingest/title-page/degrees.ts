/**
 * Kind of work ("Bachelorarbeit", "Master Thesis") and academic degree ("Master of Science", "B.Sc.",
 * "zur Erlangung des akademischen Grades …") as a title page prints them.
 */
import { clean } from "./text.ts";

/** Kinds of work; the line must start with one (after an optional adjective) to count as the kind. */
const KIND_WORD =
  "(?:\\(Diplom-\\)\\s?Hausarbeit|Diplom-?Hausarbeit|Bachelor-?arbeit|Bachelor(?:['’]s)?[- ]Thesis|Bachelorthesis|Master-?arbeit|Master(?:['’]s)?[- ]Thesis|Masterthesis|Diplomarbeit|Diploma Thesis|Magisterarbeit|Dissertation|Doktorarbeit|Doctoral Thesis|Ph\\.?D\\.? Thesis|Habilitationsschrift|Hauptseminararbeit|Proseminararbeit|Seminararbeit|Seminar Paper|Seminar Thesis|Hausarbeit|Projektarbeit|Projektbericht|Studienarbeit|Praxisarbeit|Praxisbericht|Praktikumsbericht|Facharbeit|Abschlussarbeit|Zulassungsarbeit|Staatsexamensarbeit|Examensarbeit|Term Paper|Research Paper|Student Research Project)";
const KIND_ADJECTIVE =
  "(?:(?:Wissenschaftliche|Schriftliche|Studentische|Kumulative|Interdisziplinäre|Große|Kleine)\\s+)?";
export const KIND_RE = new RegExp(
  `^[-–—\\s]*(?:(?:a|an|eine)\\s+)?(${KIND_ADJECTIVE}${KIND_WORD})(?![\\p{L}-])\\s*[-–—:]*\\s*(.*)$`,
  "iu",
);

export const DEGREE_ABBR =
  "(?:B|M)\\.?\\s?(?:Sc|A|Eng|Ed|Mus|F\\.?A|B\\.?A|Comp\\.?\\s?Sc)\\.?|LL\\.?\\s?[BM]\\.?|MBA";
const DEGREE_RE = new RegExp(
  `^((?:Bachelor|Master|Magister|Doktor|Doctor|Diplom)(?:s|['’]s)?\\s+(?:of|der|in|des)\\s+[\\p{L} .-]+?(?:\\s*\\([^)]*\\))?|Dr\\.\\s?(?:rer\\.|phil\\.|ing\\.|-Ing\\.|med\\.|jur\\.|oec\\.)[\\p{L}. ]*|Diplom-[\\p{L}]+|${DEGREE_ABBR})\\s*$`,
  "iu",
);
export const DEGREE_INTRO =
  /^(?:zur erlangung des (?:akademischen )?grades|zum erwerb des (?:akademischen )?grades|zur erlangung des titels|für die prüfung zum|zur prüfung zum|im rahmen der prüfung zum|(?:submitted |presented )?in partial fulfil+ment of the requirements for the (?:academic )?degree(?: of)?|(?:submitted |presented )?for the (?:academic )?degree(?: of)?|to obtain the (?:academic )?degree(?: of)?)\b\s*(?:eines|einer|des|der|a|an)?\s*:?\s*(.*)$/iu;
export const PROGRAMME_RE = new RegExp(
  `^(\\p{Lu}[^:()]{2,60}?)\\s*\\(\\s*(${DEGREE_ABBR}|Bachelor|Master)\\s*\\)$`,
  "u",
);

export function degreeValue(text: string): string | null {
  const s = clean(text).replace(/^(?:des|der|eines|einer|zum|zur|the|a|an)\s+/i, "");
  const m = DEGREE_RE.exec(s);
  return m ? clean(m[1] ?? "") : null;
}
