/**
 * Roadmap: the text announces, orders or recaps its own parts. General cues of academic writing in German
 * and English, written from the build part of the labelled set (docs/decisions/022-sentence-roles-held-apart.md);
 * never a file's wording. sentence-role/classify.ts decides the order in which these and the other roles are tried.
 */
import { STRUCTURE_DE } from "./roadmap-de.ts";
import { STRUCTURE_EN } from "./roadmap-en.ts";
import {
  ANNOUNCES_USE,
  CARRIES_FINDING,
  NAMES_TEXT_ACT,
  notAboutStructure,
  RECAP_THAT,
} from "./roadmap-exceptions.ts";
import { SEQUENCED_DE, SEQUENCED_INTRO_DE } from "./roadmap-sequenced-de.ts";
import { STRUCTURE_EN_STEMS, STRUCTURE_STEMS } from "./roadmap-stems.ts";
import { hasAny } from "./word-edges.ts";

export type StructureContext = "introduction" | "body";

/** The sentence announces, orders or recaps the parts of the text (a roadmap sentence). */
export function announcesStructure(text: string, context: StructureContext): boolean {
  const lower = text.toLowerCase();
  if (!hasAny(lower, STRUCTURE_STEMS)) return false;
  const hit =
    STRUCTURE_DE.test(text) ||
    (/[a-z]/.test(text) && hasAny(lower, STRUCTURE_EN_STEMS) && STRUCTURE_EN.test(text)) ||
    SEQUENCED_DE.test(text) ||
    (context === "introduction" && SEQUENCED_INTRO_DE.test(text));
  if (!hit) return false;
  if (notAboutStructure(text)) return false;
  if (ANNOUNCES_USE.test(text) && !NAMES_TEXT_ACT.test(text)) return false;
  // A finding stated in the same sentence wins, unless the unit itself is the subject of the finding clause.
  return !(CARRIES_FINDING.test(text) && !RECAP_THAT.test(text));
}

/** Headings of a section about the text's structure ("Aufbau der Arbeit", "Thesis outline"). */
export const HEADING_STRUCTURE =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:[\p{L}-]+ und )?(?:Aufbau|Gliederung|Struktur|Gang)(?: und (?:Vorgehen\w*|Methodik|Aufbau|Gliederung))? (?:der|dieser) (?:vorliegenden )?(?:\w*[Aa]rbeit|Untersuchung|Studie|Ausführungen)|Aufbau|Gliederung|Outline|(?:Thesis|Paper|Report) (?:structure|outline|organi[sz]ation)|(?:Structure|Outline|Organi[sz]ation) of (?:the|this) (?:thesis|paper|work|study|report))$/iu;
