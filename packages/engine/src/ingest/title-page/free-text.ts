/**
 * Unlabelled text on a title page that says what it is by its form: a kind of work, a degree, a date and
 * place, a faculty, institute, programme or institution, or a lead-in whose value follows on the next line.
 */

import { placeDate } from "./dates.ts";
import { DEGREE_ABBR, DEGREE_INTRO, degreeValue, KIND_RE, PROGRAMME_RE } from "./degrees.ts";
import { FACULTY_RE, INSTITUTE_RE, institutionName, LEAD_IN } from "./institutions.ts";
import { type Reading, setField } from "./reading.ts";
import { clean, words } from "./text.ts";

/** Reads `text` into its field; false when it is none of these (it may be the title). */
export function classifyFree(r: Reading, text: string): boolean {
  const s = clean(text);
  if (!s) return true;
  return (
    readKindOfWork(r, s) || readDegree(r, s) || readPlaceDate(r, s) || readUnit(r, s) || readInstitution(r, s)
  );
}

/** "Bachelorarbeit", "Master Thesis – …", "Thesis submitted …": the kind, and what follows it. */
function readKindOfWork(r: Reading, s: string): boolean {
  const kind = KIND_RE.exec(s);
  if (kind && words(s).length <= 14) {
    setField(r, "kindOfWork", clean(kind[1] ?? "").replace(/^(?:a|an|eine)\s+/i, ""));
    const rest = clean((kind[2] ?? "").replace(/^[-–—]+|[-–—]+$/g, ""));
    if (rest) classifyFree(r, rest);
    return true;
  }
  const thesis =
    /^(?:an?\s+)?(thesis|dissertation)\s*(?:$|(?=submitted|presented|in partial|for the|zur\s))/iu.exec(s);
  if (thesis) {
    setField(r, "kindOfWork", thesis[1]);
    const rest = clean(s.slice(thesis[0].length));
    if (rest) classifyFree(r, rest);
    return true;
  }
  return false;
}

/** "zur Erlangung des akademischen Grades …" (the degree here or on the next line), "Master of Science". */
function readDegree(r: Reading, s: string): boolean {
  const intro = DEGREE_INTRO.exec(s);
  if (intro) {
    const rest = clean(intro[1] ?? "");
    if (rest) setField(r, "degree", degreeValue(rest) ?? rest);
    else r.pending = { field: "degree", got: false };
    return true;
  }
  const deg = degreeValue(s);
  if (deg) {
    setField(r, "degree", deg);
    return true;
  }
  return false;
}

function readPlaceDate(r: Reading, s: string): boolean {
  const pd = placeDate(s);
  if (!pd) return false;
  setField(r, "date", pd.date);
  setField(r, "place", pd.place);
  return true;
}

/** A faculty or institute (with its institution after it), or a study programme with its degree. */
function readUnit(r: Reading, s: string): boolean {
  const bare = s.replace(LEAD_IN, "");
  // "Institut für X an der Universität Y", "Fakultät für X, Universität Y"
  for (const sep of bare.matchAll(/,\s+|\s+(?:an der|an dem|der|at the|of the)\s+(?=\p{Lu})/gu)) {
    const head = bare.slice(0, sep.index);
    const tail = bare.slice(sep.index + sep[0].length);
    if ((FACULTY_RE.test(head) || INSTITUTE_RE.test(head)) && institutionName(tail)) {
      classifyFree(r, head);
      setField(r, "institution", institutionName(tail));
      return true;
    }
  }
  if (FACULTY_RE.test(bare)) {
    setField(r, "faculty", bare);
    return true;
  }
  if (INSTITUTE_RE.test(bare)) {
    setField(
      r,
      "institute",
      bare.replace(/^(Bachelor|Master)?(studiengang)s\b/i, "$1$2").replace(/^studiengang/, "Studiengang"),
    );
    const abbr = new RegExp(`\\((${DEGREE_ABBR})\\)\\s*$|\\s(${DEGREE_ABBR})$`, "u").exec(bare);
    if (abbr) setField(r, "degree", abbr[1] ?? abbr[2]);
    return true;
  }
  const prog = PROGRAMME_RE.exec(s);
  if (prog && !institutionName(s)) {
    setField(r, "institute", s);
    if (!/^(?:Bachelor|Master)$/i.test(prog[2] ?? "")) setField(r, "degree", prog[2]);
    return true;
  }
  return false;
}

/** An institution, or the lead-in ("an der") of one on the next line. */
function readInstitution(r: Reading, s: string): boolean {
  const inst = institutionName(s);
  if (inst) {
    setField(r, "institution", inst);
    return true;
  }
  if (/^(?:an der|an dem|am|der|at the|at|im|in)$/i.test(s)) {
    r.pending = { field: "institution", got: false };
    return true;
  }
  return false;
}
