/** Institutions, faculties and institutes as a title page names them ("an der Dualen Hochschule …"). */
import { clean, words } from "./text.ts";

/** Words (lowercase, no punctuation) that make a line an institution: the line's head noun. */
export const INSTITUTION_WORD =
  /(?:universität|hochschule|university|universidad|université|università|universiteit|akademie|academy|gymnasium|college|polytechnic|kolleg|schule|school)$/iu;

/** "Dualen Hochschule" (after "an der") → "Duale Hochschule". */
function nominative(name: string): string {
  const ws = words(name);
  const head = ws.findIndex((w) => INSTITUTION_WORD.test(w.replace(/[^\p{L}]/gu, "").toLowerCase()));
  for (let i = 0; i < head; i++) {
    const w = ws[i] as string;
    if (/^\p{Lu}\p{Ll}*(?:isch|sch|lich|ig|al|ell|iv|ei|at|ur|ant|ent)en$/u.test(w)) ws[i] = w.slice(0, -1);
  }
  return ws.join(" ");
}

export const LEAD_IN =
  /^(?:an der|an dem|am|an|der|des|dem|die|im|in|in the|at the|at|of the|the|für die|bei der|zum|zur|für|for)\s+/i;

export function institutionName(text: string): string | null {
  const s = clean(text).replace(LEAD_IN, "");
  if (/^(?:karlsruher|karlsruhe)\s+institut\s+für\s+technologie\b/i.test(s)) return s;
  if (/^\p{L}*\s*institute of technology\b/iu.test(s) || /\binstitute of technology$/i.test(s)) return s;
  const ws = words(s);
  if (ws.length === 0 || ws.length > 12) return null;
  const head = ws.findIndex((w) => INSTITUTION_WORD.test(w.replace(/[^\p{L}]/gu, "").toLowerCase()));
  if (head < 0 || head > 5) return null;
  for (let i = 0; i < head; i++) {
    const w = ws[i] as string;
    if (!/^\p{Lu}/u.test(w) && !/^(?:und|and|of|for|für|the|de|la|der|des)$/i.test(w)) return null;
  }
  if (!/^\p{Lu}/u.test(ws[0] as string)) return null;
  if (/[.!?]$/.test(s) && !/\b(?:e\.\s?V\.|Inc\.|Ltd\.)$/.test(s)) return null;
  return nominative(s);
}

export const FACULTY_RE = /^(?:Fakultät|Fachbereich|Faculty|School of)\b/iu;
export const INSTITUTE_RE =
  /^(?:Institut|Institute|Lehrstuhl|Chair|Department|Abteilung|Arbeitsgruppe|Fachgebiet|Professur|Lehrgebiet|Research Group|Studiengangs?|Bachelorstudiengangs?|Masterstudiengangs?|Studienrichtung|Fachrichtung|Studienfach|Studienschwerpunkt)\b/iu;
