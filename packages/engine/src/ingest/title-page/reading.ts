/**
 * A title page being read: the fields found so far (the first value found wins), what each line turned
 * out to be, and a label whose values are still to come on the next lines.
 */
import { EMPTY_TITLE_PAGE, type TitlePage } from "../../document.ts";
import type { Line } from "./lines.ts";
import { personNames } from "./people.ts";
import { hasSensitive } from "./personal-data.ts";
import { clean } from "./text.ts";

/** What a line turned out to be: read as a value, a possible title, or an unknown "label: value" line. */
export type Role = "candidate" | "weak" | "used";

/** A label whose values follow on the next lines; `last` is the line of the last value read. */
export interface Pending {
  field: "author" | "supervisor" | "degree" | "institution";
  got: boolean;
  last?: Line;
}

export interface Reading {
  found: TitlePage;
  role: Map<Line, Role>;
  pending: Pending | null;
  /** "Thema:" on its own line: the title is the free block right below it. */
  titleAfter: Line | null;
  /** "Forschungsthema: Marktwertschätzung" whose title goes on in the lines below ("von Fußballspielern …"). */
  titleInline: Line | null;
}

export function newReading(): Reading {
  return {
    found: { ...EMPTY_TITLE_PAGE, authors: [], supervisors: [] },
    role: new Map(),
    pending: null,
    titleAfter: null,
    titleInline: null,
  };
}

/** Sets a field that is still empty; a value holding personal data is never set. */
export function setField(
  r: Reading,
  field: Exclude<keyof TitlePage, "authors" | "supervisors">,
  value: string | null | undefined,
): void {
  const v = value ? clean(value) : "";
  if (v && r.found[field] === null && !hasSensitive(v)) r.found[field] = v;
}

/** Adds the names in `raw` not yet listed as an author or supervisor; true when `raw` held any name. */
export function addPeople(r: Reading, field: "authors" | "supervisors", raw: string): boolean {
  const { found } = r;
  const names = personNames(raw);
  for (const n of names)
    if (!found.authors.includes(n) && !found.supervisors.includes(n)) found[field].push(n);
  return names.length > 0;
}
