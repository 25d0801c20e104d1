/**
 * Labels on a title page and the field each names ("Betreuer:", "vorgelegt von", "Matrikelnummer:"), and a
 * line split at its labels into labelled values.
 */
import { ACADEMIC_TITLE, isNameLike, SALUTATION } from "./people.ts";
import { clean, words } from "./text.ts";

type Field =
  | "author"
  | "supervisor"
  | "date"
  | "place"
  | "institution"
  | "faculty"
  | "institute"
  | "degree"
  | "kind"
  | "title";
export type LabelKind = Field | "sensitive" | "ignore";

const SUPERVISOR_LABEL =
  /^(?:name\s+(?:des|der)\s+)?(?:(?:erst|zweit|dritt|haupt|neben|co|ko|mit|bachelor|master|diplom|fach|wissenschaftliche[rn]?|betriebliche[rn]?|akademische[rn]?|externe[rn]?|interne[rn]?|first|second|third|main|academic|external|internal|university|company|thesis)[-\s]?)?(?:betreuers?|betreuerin(?:nen)?|betreuende[rn]?|eingereicht bei|vorgelegt bei|submitted to|betreuung|betreut von|betreut durch|gutachters?|gutachterin(?:nen)?|begutachter(?:in)?|prüfers?|prüferin(?:nen)?|pruefer(?:in)?|referent(?:in|en)?|korreferent(?:in)?|koreferent(?:in)?|dozent(?:in|en)?|lehrer(?:in)?|lehrkraft|kursleiter(?:in)?|kursleitung|supervisors?|supervised by|examiners?|advisors?|advisers?|reviewers?|mentor(?:in)?|readers?)(?:\s+(?:professor(?:in)?|dozent(?:in)?|hochschullehrer(?:in)?|mitarbeiter(?:in)?|assistent(?:in)?))?(?:\s+(?:der|des|am|an der|von|of the|at the|of|at)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)?$/iu;

export const LABELS: [RegExp, LabelKind][] = [
  [SUPERVISOR_LABEL, "supervisor"],
  [
    /^(?:autor(?:in|en|innen)?|verfasser(?:in|innen)?|verfasst von|vorgelegt von|eingereicht von|abgegeben von|erstellt von|bearbeitet von|bearbeiter(?:in)?|geschrieben von|angefertigt von|von|name|namen?|vor- und nachname|vorname,? (?:nach)?name|(?:nach)?name,? vorname|name (?:des|der) (?:verfassers?|verfasserin|autors?|autorin|studierenden|studenten|studentin|kandidat(?:en|in))|student(?:in)?|studierende[rn]?|kandidat(?:in)?|authors?|submitted by|presented by|written by|prepared by|by|candidate)$/iu,
    "author",
  ],
  [
    /^(?:datum|abgabedatum|abgabetermin|abgabe|einreichungsdatum|einreichung|eingereicht am|abgegeben am|vorgelegt am|tag der abgabe|stand|semester|studiensemester|date|submission date|date of submission|submitted on|submitted)$/iu,
    "date",
  ],
  [/^(?:ort|studienort|standort|place|location)$/iu, "place"],
  [/^(?:hochschule|universität|university|institution|schule|school)$/iu, "institution"],
  [/^(?:fakultät|fachbereich|faculty)$/iu, "faculty"],
  [
    /^(?:institut|institute|lehrstuhl|chair|department|abteilung|studiengang|studienfach|studienrichtung|fachrichtung|fachgebiet|arbeitsgruppe|professur|programme|program|study program(?:me)?|degree program(?:me)?|course of studies?)$/iu,
    "institute",
  ],
  [
    /^(?:abschluss|angestrebter abschluss|akademischer grad|angestrebter akademischer grad|degree)$/iu,
    "degree",
  ],
  [/^(?:art der arbeit|type of work|type of thesis)$/iu, "kind"],
  [
    /^(?:thema|titel|title|topic|arbeitstitel|forschungsthema|titel der arbeit|thema der arbeit|title of (?:the )?thesis)$/iu,
    "title",
  ],
  [
    /^(?:matrikel(?:-?\s?(?:nr\.?|nummer|number|no\.?))?|matr\.?-?\s?nr\.?|mat\.?-?\s?nr\.?|matrikelnr\.?|matrnr\.?|matriculation(?: number| no\.?)?|student id|student number|student no\.?|immatrikulationsnummer|personenkennzeichen|kennung|adresse|anschrift|heimatanschrift|postanschrift|straße|strasse|wohnort|e-?mail|mail|tel\.?|telefon|telefonnummer|phone|mobil|handy|fax|geboren(?: am| in)?|geb\.?|geburtsdatum|geburtsort|date of birth|place of birth|born(?: on| in)?|address)$/iu,
    "sensitive",
  ],
  [
    /^(?:modul|module|modulnummer|seminar|seminartitel|seminar-?\s?nr\.?|seminarnummer|kurs|course|veranstaltung|lehrveranstaltung|tutorium|fachsemester|ausbildungsfirma|ausbildungsbetrieb|unternehmen|firma|betrieb|company|kooperationspartner|partner|github(?: repository)?|repository|link|url|website|homepage|webtool|version|wortanzahl|wörter|word count|zeichen|bearbeitungszeitraum|bearbeitungszeit|prüfungsnummer|gruppe|group|team|note|grade|klasse|jahrgang|kursnummer|lv-?nr\.?)$/iu,
    "ignore",
  ],
];

export function labelKind(label: string): LabelKind | null {
  const l = label
    .replace(/[‐‑‒–]/g, "-")
    .replace(/^[([\s]+/, "")
    .replace(/\s+/g, " ")
    .trim();
  for (const [re, kind] of LABELS) if (re.test(l)) return kind;
  return null;
}

export interface Segment {
  kind: LabelKind | "other" | null;
  value: string;
}

/** Splits a line at its labels: "Seminar-Nr.: 24 Modul: X Dozent: Dr. Y" → three labelled segments. */
export function segments(text: string): Segment[] {
  const cuts: { start: number; valueStart: number; kind: LabelKind | "other" }[] = [];
  for (const m of text.matchAll(/:/g)) {
    const i = m.index;
    if (text.slice(i, i + 3) === "://" || (/\d$/.test(text.slice(0, i)) && /^\d/.test(text.slice(i + 1))))
      continue;
    const lastCut = cuts.length ? (cuts[cuts.length - 1] as { valueStart: number }).valueStart : 0;
    const before = text.slice(lastCut, i);
    const ws = [...before.matchAll(/\S+/g)];
    let found: { start: number; kind: LabelKind } | null = null;
    for (let k = Math.min(6, ws.length); k >= 1; k--) {
      const first = ws[ws.length - k] as RegExpMatchArray;
      const start = lastCut + (first.index ?? 0);
      const kind = labelKind(text.slice(start, i));
      if (kind) {
        found = { start, kind };
        break;
      }
    }
    // "Kinder auf der Straße:" is text ending in a colon, not the label "Straße" with its value on the next line.
    if (found && cuts.length === 0 && /\p{L}/u.test(text.slice(0, found.start)) && !text.slice(i + 1).trim())
      found = null;
    if (found) cuts.push({ start: found.start, valueStart: i + 1, kind: found.kind });
    else if (cuts.length === 0 && ws.length <= 4 && before.trim().length <= 40 && !/\d/.test(before))
      cuts.push({ start: 0, valueStart: i + 1, kind: "other" });
  }
  const out: Segment[] = [];
  const head = cuts.length ? text.slice(0, (cuts[0] as { start: number }).start) : text;
  if (clean(head)) out.push({ kind: null, value: clean(head) });
  cuts.forEach((c, j) => {
    const end = j + 1 < cuts.length ? (cuts[j + 1] as { start: number }).start : text.length;
    out.push({ kind: c.kind, value: clean(text.slice(c.valueStart, end)) });
  });
  return out;
}

/** A line whose whole text is a label without a colon: "vorgelegt von", "Betreuer", "by". */
export function bareLabel(text: string): LabelKind | null {
  const s = clean(text).replace(/:$/, "");
  if (
    /^(?:vorgelegt|eingereicht|verfasst|erstellt|bearbeitet|geschrieben|angefertigt|abgegeben)?\s*(?:von|by)$/i.test(
      s,
    )
  )
    return "author";
  if (/^(?:submitted|presented|written|prepared)\s+by$/i.test(s)) return "author";
  if (/^(?:betreut von|unter (?:der )?betreuung von|supervised by|under the supervision of)$/i.test(s))
    return "supervisor";
  const k = labelKind(s);
  return k === "author" || k === "supervisor" ? k : null;
}

/** "vorgelegt von Max Muster", "Betreuer Prof. Dr. X", "supervised by Dr. Y" without a colon. */
export function leadingLabel(text: string): { kind: "author" | "supervisor"; value: string } | null {
  const a =
    /^(?:vorgelegt|eingereicht|verfasst|erstellt|bearbeitet|geschrieben|angefertigt)\s+von\s+(.+)$|^(?:submitted|presented|written|prepared)\s+by\s+(.+)$|^by\s+(.+)$/i.exec(
      text,
    );
  if (a) return { kind: "author", value: a[1] ?? a[2] ?? a[3] ?? "" };
  const s =
    /^(?:betreut von|unter (?:der )?betreuung von|supervised by|under the supervision of)\s+(.+)$/i.exec(
      text,
    );
  if (s) return { kind: "supervisor", value: s[1] ?? "" };
  const ws = words(text);
  for (let k = Math.min(3, ws.length - 1); k >= 1; k--) {
    if (labelKind(ws.slice(0, k).join(" ")) !== "supervisor") continue;
    const rest = ws.slice(k).join(" ");
    if (ACADEMIC_TITLE.test(ws[k] as string) || SALUTATION.test(ws[k] as string) || isNameLike(rest))
      return { kind: "supervisor", value: rest };
  }
  return null;
}
