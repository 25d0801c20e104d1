/**
 * Step 2 of reading a title page: each line of the title region read for labels, lead-ins and
 * recognisable values. What is left is marked as a candidate for the title.
 */

import { placeDate } from "./dates.ts";
import { DEGREE_ABBR, degreeValue } from "./degrees.ts";
import { classifyFree } from "./free-text.ts";
import { institutionName } from "./institutions.ts";
import { bareLabel, leadingLabel, type Segment, segments } from "./labels.ts";
import type { Line } from "./lines.ts";
import { isNameLike, personName, personNames, titled } from "./people.ts";
import { hasSensitive, URL } from "./personal-data.ts";
import { addPeople, type Pending, type Reading, setField } from "./reading.ts";
import { stripQuotes } from "./text.ts";

export function readLines(r: Reading, region: Line[]): void {
  for (let i = 0; i < region.length; i++) {
    const line = region[i] as Line;
    r.role.set(line, readLine(r, line, region[i + 1]));
  }
}

/** Reads one line into the fields and tells what it was. */
function readLine(r: Reading, line: Line, next: Line | undefined): "candidate" | "weak" | "used" {
  if (!line.text) {
    r.pending = null;
    return "used";
  }
  if (URL.test(line.text) || hasSensitive(line.text)) {
    // Contact data, addresses, birth data and links are never read; the line ends a label's values.
    r.pending = null;
    return "used";
  }
  // Values that continue a label on an earlier line ("vorgelegt von" / "Max Muster").
  if (r.pending && continuesLabel(r, r.pending, line)) return "used";
  const segs = segments(line.text);
  if (segs.some((s) => s.kind !== null)) return readLabelled(r, line, segs);
  const lead = leadingLabel(line.text);
  if (lead && personNames(lead.value).length) {
    addPeople(r, lead.kind === "author" ? "authors" : "supervisors", lead.value);
    return "used";
  }
  const bare = bareLabel(line.text);
  if (bare) {
    r.pending = { field: bare as "author" | "supervisor", got: false };
    return "used";
  }
  if (classifyFree(r, line.text)) return "used";
  // A name with its matriculation number (same line or the next) is the author's.
  if ((line.personal || (next !== undefined && !next.text && next.personal)) && isNameLike(line.text)) {
    addPeople(r, "authors", line.text);
    return "used";
  }
  return "candidate";
}

/** Reads `line` as a further value of the pending label; true when it was one. Ends the label otherwise. */
function continuesLabel(r: Reading, p: Pending, line: Line): boolean {
  if (p.field === "author" || p.field === "supervisor") {
    if (p.got && p.field === "author" && /^aus\s+\p{Lu}/u.test(line.text)) return true; // "aus Musterstadt" under the name: the place of origin, personal data
    if (sameForm(r, p, line) && (isNameLike(line.text) || (!p.got && personName(line.text)))) {
      addPeople(r, p.field === "author" ? "authors" : "supervisors", line.text);
      p.got = true;
      p.last = line;
      return true;
    }
  } else if (p.field === "degree") {
    r.pending = null;
    setField(r, "degree", degreeValue(line.text) ?? line.text);
    return true;
  } else if (p.field === "institution") {
    r.pending = null;
    const inst = institutionName(line.text);
    if (inst) {
      setField(r, "institution", inst);
      return true;
    }
  }
  r.pending = null;
  return false;
}

/** A further name continues the list only in the same form ("Prof. Dr. A" / "Prof. Dr. B"). */
function sameForm(r: Reading, p: Pending, line: Line): boolean {
  if (!p.got) return true;
  const list = r.found[p.field === "author" ? "authors" : "supervisors"];
  const prev = p.last;
  return (
    titled(list[list.length - 1] ?? "") === titled(line.text) &&
    (!prev ||
      (prev.size === line.size &&
        prev.bold === line.bold &&
        prev.page === line.page &&
        (prev.top === null || line.top === null || line.top - prev.top < 0.045)))
  );
}

/** A line with labels: each labelled value into its field. "weak" for a lone unknown "label: value". */
function readLabelled(r: Reading, line: Line, segs: Segment[]): "weak" | "used" {
  let weak = false;
  for (const seg of segs) {
    if (seg.kind === null) {
      // Text before the first label: a name before its matriculation number, or a value.
      if (!(line.personal || segs.some((s) => s.kind === "sensitive")) || !addPeople(r, "authors", seg.value))
        weak = !classifyFree(r, seg.value) || weak;
      continue;
    }
    if (seg.kind === "other") weak = true;
    else readLabelledValue(r, line, seg, segs.length);
  }
  return weak && segs.length === 1 ? "weak" : "used";
}

function readLabelledValue(r: Reading, line: Line, seg: Segment, segCount: number): void {
  const v = seg.value;
  switch (seg.kind) {
    case "author":
    case "supervisor":
      if (!v) r.pending = { field: seg.kind, got: false };
      else if (addPeople(r, seg.kind === "author" ? "authors" : "supervisors", v) && segCount === 1)
        r.pending = { field: seg.kind, got: true, last: line }; // "Gutachter: Prof. A" / "Prof. B" below
      break;
    case "date": {
      const pd = placeDate(v);
      if (pd) setField(r, "date", pd.date);
      else if (/\p{L}{3}.*\d|\d.*\p{L}{3}|\d{4}/u.test(v)) setField(r, "date", v); // not "Semester: 6"
      break;
    }
    case "place":
      setField(r, "place", v);
      break;
    case "institution":
      setField(r, "institution", institutionName(v) ?? v);
      break;
    case "faculty":
      setField(r, "faculty", v);
      break;
    case "institute": {
      setField(r, "institute", v);
      const abbr = new RegExp(`\\((${DEGREE_ABBR})\\)\\s*$`, "u").exec(v);
      if (abbr) setField(r, "degree", abbr[1]);
      break;
    }
    case "degree":
      setField(r, "degree", v);
      break;
    case "kind":
      setField(r, "kindOfWork", v);
      break;
    case "title":
      if (v) {
        setField(r, "title", stripQuotes(v));
        if (segCount === 1) r.titleInline ??= line;
      } else r.titleAfter ??= line;
      break;
    default:
      break; // sensitive and ignored labels: their values are dropped
  }
}
