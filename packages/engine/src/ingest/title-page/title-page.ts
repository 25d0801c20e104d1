/**
 * Reads the title page from the first lines of a document (`TitleLine[]`, see blocks.ts): title, subtitle,
 * kind of work, degree, institution, faculty, institute, authors, supervisors, date and place.
 *
 * How a title page is written, not how one corpus file looks:
 * - the title is the biggest (or title-styled) text block that is not a label, a kind of work, an institution,
 *   a date or a name; it may span several lines, which are joined as printed;
 * - values follow labels on the same line ("Betreuer: Prof. X", several pairs on one line) or on the next line
 *   ("vorgelegt von" / "Max Muster"); unlabelled lead-ins ("an der", "im Studiengang", "zur Erlangung des
 *   akademischen Grades") say what the following text is;
 * - a cover page may precede an inner title page: everything up to the first front-matter heading
 *   (Abstract, Inhaltsverzeichnis, Erklärung, …) or prose counts, the first value found wins;
 * - matriculation numbers, postal addresses, e-mail addresses, phone numbers and birth data are removed
 *   before anything is read, so they can never end up in a field.
 * Nothing is guessed: a field without evidence stays null / empty. The title is what the page prints; metadata and
 * headings stand in for a missing one elsewhere (`title-choice.ts`), so `TitlePage.title` stays "as printed".
 */
import { EMPTY_TITLE_PAGE, type TitlePage, TitlePageSchema } from "../../document.ts";
import type { TitleLine } from "../blocks.ts";
import { joinLines } from "../normalize.ts";

export { type TitlePage, TitlePageSchema };

export interface ReadTitlePageOptions {
  format: "pdf" | "docx" | "doc";
}

// ---------------------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------------------

const ACADEMIC_TITLE =
  /^(?:prof\.?|univ\.-prof\.?|em\.|dr\.?|dr\.-\w+\.?|dipl\.?-?[\p{L}.]*|jun\.?-?prof\.?|apl\.?|pd|priv\.-doz\.?|hon\.-prof\.?|rer\.?|nat\.?|pol\.?|oec\.?|phil\.?|med\.?|ing\.?|h\.\s?c\.?|habil\.?|mag\.?|m\.\s?sc\.?|b\.\s?sc\.?|m\.\s?a\.?|b\.\s?a\.?|m\.\s?eng\.?|b\.\s?eng\.?|mba|ll\.\s?m\.?|phd|ph\.d\.?)$/iu;
const SALUTATION = /^(?:herr|frau|hr\.|fr\.|mr\.?|ms\.?|mrs\.?|dr\.?)$/i;
const NAME_PARTICLE =
  /^(?:von|van|vom|de|der|den|del|della|di|da|du|dos|le|la|zu|zur|ten|ter|y|al|el|bin|ibn|und)$/i;

/** Kinds of work; the line must start with one (after an optional adjective) to count as the kind. */
const KIND_WORD =
  "(?:\\(Diplom-\\)\\s?Hausarbeit|Diplom-?Hausarbeit|Bachelor-?arbeit|Bachelor(?:['’]s)?[- ]Thesis|Bachelorthesis|Master-?arbeit|Master(?:['’]s)?[- ]Thesis|Masterthesis|Diplomarbeit|Diploma Thesis|Magisterarbeit|Dissertation|Doktorarbeit|Doctoral Thesis|Ph\\.?D\\.? Thesis|Habilitationsschrift|Hauptseminararbeit|Proseminararbeit|Seminararbeit|Seminar Paper|Seminar Thesis|Hausarbeit|Projektarbeit|Projektbericht|Studienarbeit|Praxisarbeit|Praxisbericht|Praktikumsbericht|Facharbeit|Abschlussarbeit|Zulassungsarbeit|Staatsexamensarbeit|Examensarbeit|Term Paper|Research Paper|Student Research Project)";
const KIND_ADJECTIVE =
  "(?:(?:Wissenschaftliche|Schriftliche|Studentische|Kumulative|Interdisziplinäre|Große|Kleine)\\s+)?";
const KIND_RE = new RegExp(
  `^[-–—\\s]*(?:(?:a|an|eine)\\s+)?(${KIND_ADJECTIVE}${KIND_WORD})(?![\\p{L}-])\\s*[-–—:]*\\s*(.*)$`,
  "iu",
);

const MONTH =
  "(?:Januar|Jänner|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|January|February|March|May|June|July|October|December|Jan\\.|Feb\\.|Mär\\.|Apr\\.|Jun\\.|Jul\\.|Aug\\.|Sep\\.|Sept\\.|Okt\\.|Oct\\.|Nov\\.|Dez\\.|Dec\\.)";
const WEEKDAY =
  "(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const SEMESTER =
  "(?:Sommersemester|Wintersemester|Sommer-Semester|Winter-Semester|SoSe|WiSe|SS|WS|Summer (?:Term|Semester)|Winter (?:Term|Semester))";
const DATE_RE = new RegExp(
  [
    `(?:${WEEKDAY},?\\s+)?\\d{1,2}\\.?\\s*${MONTH},?\\s+\\d{4}`,
    `(?:${WEEKDAY},?\\s+)?\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?(?:\\d{4}|\\d{2})(?!\\d)`,
    "\\d{4}-\\d{2}-\\d{2}",
    "\\d{1,2}/\\d{1,2}/\\d{4}",
    `${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}`,
    `${MONTH}\\s+\\d{4}`,
    `${SEMESTER}\\s*\\d{2,4}(?:\\s*/\\s*\\d{2,4})?`,
  ].join("|"),
  "iu",
);
const BARE_YEAR = /^(?:19|20)\d{2}$/;

/** Front-matter headings: the title page ends where one starts. */
const FRONT_MATTER =
  /^(?:\d+\.?\s+)?(?:inhalt|inhaltsverzeichnis|inhaltsübersicht|gliederung|table of contents|contents|abstract|kurzfassung|zusammenfassung|summary|executive summary|management summary|vorwort|geleitwort|preface|foreword|danksagung|dank|acknowledg(?:e)?ments?|widmung|dedication|(?:eidesstattliche|ehrenwörtliche|selbstständigkeits|selbständigkeits|eigenständigkeits)?\s*erklärung|eigenständigkeitserklärung|selbstständigkeitserklärung|selbständigkeitserklärung|(?:statutory\s+)?declaration(?: of (?:authorship|originality))?|affidavit|sperrvermerk|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|list of (?:figures|tables|abbreviations)|einleitung|einführung|introduction|genderhinweis|gender-hinweis)\s*:?$/iu;

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
type LabelKind = Field | "sensitive" | "ignore";

const SUPERVISOR_LABEL =
  /^(?:name\s+(?:des|der)\s+)?(?:(?:erst|zweit|dritt|haupt|neben|co|ko|mit|bachelor|master|diplom|fach|wissenschaftliche[rn]?|betriebliche[rn]?|akademische[rn]?|externe[rn]?|interne[rn]?|first|second|third|main|academic|external|internal|university|company|thesis)[-\s]?)?(?:betreuers?|betreuerin(?:nen)?|betreuende[rn]?|eingereicht bei|vorgelegt bei|submitted to|betreuung|betreut von|betreut durch|gutachters?|gutachterin(?:nen)?|begutachter(?:in)?|prüfers?|prüferin(?:nen)?|pruefer(?:in)?|referent(?:in|en)?|korreferent(?:in)?|koreferent(?:in)?|dozent(?:in|en)?|lehrer(?:in)?|lehrkraft|kursleiter(?:in)?|kursleitung|supervisors?|supervised by|examiners?|advisors?|advisers?|reviewers?|mentor(?:in)?|readers?)(?:\s+(?:professor(?:in)?|dozent(?:in)?|hochschullehrer(?:in)?|mitarbeiter(?:in)?|assistent(?:in)?))?(?:\s+(?:der|des|am|an der|von|of the|at the|of|at)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)?$/iu;

const LABELS: [RegExp, LabelKind][] = [
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

function labelKind(label: string): LabelKind | null {
  const l = label
    .replace(/[‐‑‒–]/g, "-")
    .replace(/^[([\s]+/, "")
    .replace(/\s+/g, " ")
    .trim();
  for (const [re, kind] of LABELS) if (re.test(l)) return kind;
  return null;
}

const EMAIL = /[\w.+-]+\s?@\s?[\w-]+(?:\.[\w-]+)+/;
const PHONE = /\b(?:tel|telefon|phone|mobil|handy|fax)\.?\s*:?\s*\+?\d|^\+?[\d\s/()-]{7,}$/i;
/** "Musterweg 12", "Groninger Str.", "Hauptstraße 5a"; not the word "Straße" in a title. */
const STREET =
  /\bStr\.(?:\s*\d|\s*,|\s*$)|\b(?:Straße|Strasse)\s+\d|\p{L}(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer)\s+\d{1,3}(?!\d)\s?\p{L}?(?![\p{L}\d])/iu;
/** "12345 Musterstadt" at the start of a line or after a comma. */
const POSTCODE = /(?:^|,\s*)(?:D-)?\d{5}\s+\p{Lu}\p{Ll}+(?:[\s-]\p{L}+){0,3}$/u;
const BIRTH =
  /\b(?:geb\.|geboren\s+(?:am|in)|geburtsdatum|geburtsort|born\s+(?:on|in)|date of birth|place of birth)(?![\p{L}])|^\*\s*\d/iu;
const MATRICULATION =
  /(?:,\s*)?\(?\s*\b(?:matrikel(?:-?\s?(?:nr\.?|nummer|number|no\.?))?|matr\.?-?\s?nr\.?|mat\.?-?\s?nr\.?|matrikelnr\.?|matrnr\.?|matriculation(?: number| no\.?)?|student id|student number|student no\.?|immatrikulationsnummer)(?![\p{L}])\s*:?\s*[\d\s]{3,}\)?/giu;
const NUMBER_IN_PARENS = /\s*\(\s*\d{4,10}\s*\)/g;
const URL = /\bhttps?:\/\/|\bwww\.\S/i;

/** Words (lowercase, no punctuation) that make a line an institution: the line's head noun. */
const INSTITUTION_WORD =
  /(?:universität|hochschule|university|universidad|université|università|universiteit|akademie|academy|gymnasium|college|polytechnic|kolleg|schule|school)$/iu;

// ---------------------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------------------

interface Line extends TitleLine {
  style: string | null;
  /** The line held a matriculation number or contact data next to its text (evidence for an author name). */
  personal: boolean;
}

const clean = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .replace(/^[\s,;·•|]+|[\s,;·•|]+$/g, "")
    .trim();
/** A title set in quotation marks without them; a mark whose partner was lost ("… in dein Haus!“") goes too. */
const stripQuotes = (s: string) => {
  const m = /^["„“”»«‚‘’'](.*)["“”«»‘’'‚]$/su.exec(s.trim());
  const t = m ? (m[1] ?? "").trim() : s.trim();
  if (/[“”]$/u.test(t) && !/[„“”]/u.test(t.slice(0, -1))) return t.slice(0, -1).trim();
  if (/^„/u.test(t) && !/[“”]/u.test(t)) return t.slice(1).trim();
  return t;
};
const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Running headers/footers (same text on several of the first pages) and page numbers are not the title page. */
function dropRunning(lines: Line[]): Line[] {
  const pages = new Set(lines.map((l) => l.page));
  const key = (l: Line) => l.text.toLowerCase().replace(/\d+/g, "#");
  const onPages = new Map<string, Set<number>>();
  for (const l of lines) {
    const s = onPages.get(key(l)) ?? new Set<number>();
    s.add(l.page);
    onPages.set(key(l), s);
  }
  return lines.filter((l) => {
    if (!l.text) return l.personal; // a line that only held personal data: a marker for the name above
    if (!/[\p{L}\d]/u.test(l.text) || /^[-–\s]*\d{1,3}[-–\s]*$/.test(l.text)) return false; // marks, page numbers
    if (/^(?:seite|page)?\s*[ivxlcdm]+$/i.test(l.text) && l.text.length <= 6) return false;
    const edge = l.top !== null && (l.top < 0.09 || l.top > 0.91);
    return !(edge && pages.size > 1 && (onPages.get(key(l))?.size ?? 0) > 1);
  });
}

/** The title page(s): the lines before the first front-matter heading or the first prose. */
function titleRegion(lines: Line[], format: ReadTitlePageOptions["format"]): Line[] {
  const out: Line[] = [];
  const chars = new Map<number, number>();
  for (const l of lines) if (l.size !== null) chars.set(l.size, (chars.get(l.size) ?? 0) + l.text.length);
  const bodySize = [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as Line;
    if (
      FRONT_MATTER.test(l.text) ||
      /^(?:hiermit (?:versichere|erkläre)|ich versichere|ich erkläre|i hereby declare)/i.test(l.text)
    )
      break;
    if (/(?:\.\s?){5,}\s*\S*$/.test(l.text) || /\t\s*\d+$/.test(l.text)) break; // table of contents line
    if (format !== "pdf" && l.text.length > 220) break; // a paragraph of prose
    if (format === "pdf") {
      const long = (x: Line | undefined) =>
        x !== undefined &&
        x.page === l.page &&
        x.text.length >= 60 &&
        (bodySize === null || x.size === null || x.size <= bodySize + 0.25);
      if (long(l) && long(lines[i + 1]) && long(lines[i + 2]) && !/^[^:]{1,30}:/.test(l.text)) break;
    }
    out.push(l);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------------

/** Address or birth data: the whole line goes. */
const isAddressOrBirth = (s: string) => STREET.test(s) || POSTCODE.test(s) || BIRTH.test(s);
/** E-mail or phone number: the part of the line that holds it goes. */
const isContact = (s: string) =>
  EMAIL.test(s) || (PHONE.test(s) && !/^\d{4}\s*[/-]\s*\d{2,4}$/.test(s.trim()));
const hasSensitive = (s: string) => isAddressOrBirth(s) || isContact(s);

/** A person name as printed: academic titles kept, a salutation before an academic title dropped. */
function personName(raw: string): string | null {
  let s = clean(raw.replace(NUMBER_IN_PARENS, "").replace(/\(\s*\)/g, ""));
  // A final dot belongs to an initial or a title ("M.Sc."); other trailing punctuation goes.
  const last = words(s).pop() ?? "";
  if (!(/\.$/.test(last) && (ACADEMIC_TITLE.test(last) || /^\p{Lu}\.$/u.test(last))))
    s = s.replace(/[.:,;]+$/, "");
  if (!s || /\d|@|:/.test(s) || hasSensitive(s) || ORGANISATION.test(s)) return null;
  const ws = words(s);
  if (ws.length > 8) return null;
  if (ws.length >= 2 && /^(?:herr|frau|hr\.|fr\.|mr\.?|ms\.?|mrs\.?)$/i.test(ws[0] as string)) {
    if (ACADEMIC_TITLE.test(ws[1] as string)) ws.shift();
  }
  let nameWords = 0;
  for (const w of ws) {
    const bare = w.replace(/,$/, "");
    if (ACADEMIC_TITLE.test(bare) || SALUTATION.test(bare)) continue;
    // other abbreviated titles: "Priv.-Doz.", "Wirt.-Ing.", "dent.", "techn."
    if (/^\p{L}+\.(?:-\p{L}+\.?)+$/u.test(bare) || /^\p{Ll}{2,6}\.$/u.test(bare)) continue;
    if (NAME_PARTICLE.test(bare)) continue;
    if (/^\p{Lu}\.?$/u.test(bare)) continue; // initial
    if (!/^\p{Lu}[\p{L}'’-]*\.?$/u.test(bare)) return null;
    if (/^\p{Lu}{2,}$/u.test(bare) && bare.length <= 4) return null; // acronyms (CSG, WIAS)
    nameWords++;
  }
  if (nameWords === 0) return null;
  if (INSTITUTION_WORD.test(ws[ws.length - 1]?.toLowerCase() ?? "")) return null;
  return ws.join(" ");
}

/** Words that make a value an organisation, not a person. */
const ORGANISATION =
  /(?:\b(?:GmbH|AG|KG|SE|e\.\s?V\.|Inc\.?|Ltd\.?|LLC|Co\.|Institute|Department|Group|Gruppe|Consulting|Solutions|Systems|Technologies|Services)(?![\p{L}])|\p{L}*(?:institut|universität|university|hochschule|fakultät|lehrstuhl|gesellschaft|verlag|akademie|gymnasium|schule)\b)/iu;

/** The name starts with an academic title or a salutation. */
const titled = (name: string) => {
  const first = words(name)[0] ?? "";
  return ACADEMIC_TITLE.test(first) || SALUTATION.test(first);
};

/** Several names in one value: "A und B", "A, B", "A; B", "A & B". */
function personNames(raw: string): string[] {
  const parts = raw.split(/\s+(?:und|and|&)\s+|;\s*|\s*\/\s*/);
  const out: string[] = [];
  for (const p of parts) {
    const byComma = p.split(/,\s+/);
    // "Prof. Dr. A, M.Sc." or "Mustermann, Max" stay one name; "A B, C D" are two.
    const many = byComma.length > 1 && byComma.every((c) => words(c).length >= 2 && personName(c));
    for (const c of many ? byComma : [p]) {
      // "Prof. Dr. A (Universität Y)", "Dr. B, Fraunhofer IAO": the name is what comes first.
      const n =
        personName(c) ??
        personName(c.replace(/\s*\([^)]*\)\s*$/, "")) ??
        personName(c.split(/,\s+/)[0] ?? "");
      if (n) out.push(n);
    }
  }
  return out;
}

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

const LEAD_IN =
  /^(?:an der|an dem|am|an|der|des|dem|die|im|in|in the|at the|at|of the|the|für die|bei der|zum|zur|für|for)\s+/i;

function institutionName(text: string): string | null {
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

const FACULTY_RE = /^(?:Fakultät|Fachbereich|Faculty|School of)\b/iu;
const INSTITUTE_RE =
  /^(?:Institut|Institute|Lehrstuhl|Chair|Department|Abteilung|Arbeitsgruppe|Fachgebiet|Professur|Lehrgebiet|Research Group|Studiengangs?|Bachelorstudiengangs?|Masterstudiengangs?|Studienrichtung|Fachrichtung|Studienfach|Studienschwerpunkt)\b/iu;
const DEGREE_ABBR =
  "(?:B|M)\\.?\\s?(?:Sc|A|Eng|Ed|Mus|F\\.?A|B\\.?A|Comp\\.?\\s?Sc)\\.?|LL\\.?\\s?[BM]\\.?|MBA";
const DEGREE_RE = new RegExp(
  `^((?:Bachelor|Master|Magister|Doktor|Doctor|Diplom)(?:s|['’]s)?\\s+(?:of|der|in|des)\\s+[\\p{L} .-]+?(?:\\s*\\([^)]*\\))?|Dr\\.\\s?(?:rer\\.|phil\\.|ing\\.|-Ing\\.|med\\.|jur\\.|oec\\.)[\\p{L}. ]*|Diplom-[\\p{L}]+|${DEGREE_ABBR})\\s*$`,
  "iu",
);
const DEGREE_INTRO =
  /^(?:zur erlangung des (?:akademischen )?grades|zum erwerb des (?:akademischen )?grades|zur erlangung des titels|für die prüfung zum|zur prüfung zum|im rahmen der prüfung zum|(?:submitted |presented )?in partial fulfil+ment of the requirements for the (?:academic )?degree(?: of)?|(?:submitted |presented )?for the (?:academic )?degree(?: of)?|to obtain the (?:academic )?degree(?: of)?)\b\s*(?:eines|einer|des|der|a|an)?\s*:?\s*(.*)$/iu;
const PROGRAMME_RE = new RegExp(
  `^(\\p{Lu}[^:()]{2,60}?)\\s*\\(\\s*(${DEGREE_ABBR}|Bachelor|Master)\\s*\\)$`,
  "u",
);

function degreeValue(text: string): string | null {
  const s = clean(text).replace(/^(?:des|der|eines|einer|zum|zur|the|a|an)\s+/i, "");
  const m = DEGREE_RE.exec(s);
  return m ? clean(m[1] ?? "") : null;
}

/** "Karlsruhe, 18. September 2022", "München, der 19.08.2024", "SS 2023", "2017" → place and date. */
function placeDate(text: string): { date: string; place: string | null } | null {
  const s = clean(text);
  if (BARE_YEAR.test(s)) return { date: s, place: null };
  const m = DATE_RE.exec(s);
  if (!m) return null;
  const date = clean(m[0]);
  const before = clean(s.slice(0, m.index));
  const after = clean(s.slice(m.index + m[0].length));
  if (after && !/^[.)]?$/.test(after)) return null;
  if (!before) return { date, place: null };
  if (
    /^(?:eingereicht|abgegeben|vorgelegt|submitted|abgabe|stand|im|am|den|der|on|in)\b[\p{L}\s]*$/iu.test(
      before,
    )
  )
    return { date, place: null };
  const city = before.replace(/\s*,?\s*(?:(?:den|der|am|im|on|in|the)\s*)?$/i, "").replace(/,$/, "");
  const cityWords = words(city);
  if (
    cityWords.length >= 1 &&
    cityWords.length <= 4 &&
    /^\p{Lu}/u.test(city) &&
    cityWords.every((w) => /^(?:\p{Lu}[\p{L}.'-]*|am|an|im|der|bei|ob|\(\p{L}+\))$/u.test(w)) &&
    !new RegExp(`^(?:${WEEKDAY}|${MONTH})$`, "iu").test(city)
  )
    return { date, place: city };
  return null;
}

function isNameLike(text: string): boolean {
  const n = personName(text);
  return n !== null && words(n).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length >= 2;
}

// ---------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------

interface Segment {
  kind: LabelKind | "other" | null;
  value: string;
}

/** Splits a line at its labels: "Seminar-Nr.: 24 Modul: X Dozent: Dr. Y" → three labelled segments. */
function segments(text: string): Segment[] {
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
function bareLabel(text: string): LabelKind | null {
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
function leadingLabel(text: string): { kind: "author" | "supervisor"; value: string } | null {
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

type Found = TitlePage;

type Role = "candidate" | "weak" | "used";

export function readTitlePage(lines: TitleLine[], opts: ReadTitlePageOptions): TitlePage {
  const found: Found = { ...EMPTY_TITLE_PAGE, authors: [], supervisors: [] };
  const set = (field: Exclude<keyof Found, "authors" | "supervisors">, value: string | null | undefined) => {
    const v = value ? clean(value) : "";
    if (v && found[field] === null && !hasSensitive(v)) found[field] = v;
  };
  const addPeople = (field: "authors" | "supervisors", raw: string) => {
    const names = personNames(raw);
    for (const n of names)
      if (!found.authors.includes(n) && !found.supervisors.includes(n)) found[field].push(n);
    return names.length > 0;
  };

  // 1. Lines in reading order, without running headers; personal data cut out before anything is read.
  let prepared: Line[] = lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) =>
      opts.format === "pdf" && a.l.page === b.l.page && a.l.top !== null && b.l.top !== null
        ? a.l.top - b.l.top || a.i - b.i
        : a.l.page - b.l.page || a.i - b.i,
    )
    .map(({ l }) => {
      let personal = false;
      let text = clean(l.text).replace(/(\p{Ll})(?::|\*|_|\/-?)(in(?:nen)?)\b/gu, "$1$2");
      text = text.replace(MATRICULATION, () => {
        personal = true;
        return "";
      });
      text = text.replace(NUMBER_IN_PARENS, () => {
        personal = true;
        return "";
      });
      if (isAddressOrBirth(text)) {
        personal = true;
        text = "";
      } else if (isContact(text)) {
        // "Max Mustermann, max@example.org" → the name stays, the contact goes.
        personal = true;
        text = text
          .split(/,\s+|\s{2,}|\s+[|·•]\s+|\s+(?=(?:e-?mail|tel\.?|telefon|phone|mobil)\b)/i)
          .filter(
            (part) =>
              !isContact(part) && !/^(?:e-?mail|tel\.?|telefon|phone|mobil|fax)\s*:?$/i.test(part.trim()),
          )
          .join(", ");
      }
      return {
        text: clean(text),
        page: l.page,
        size: l.size,
        top: l.top,
        center: l.center,
        bold: l.bold,
        style: l.style ?? null,
        personal,
      };
    });
  // Lines that only held personal data stay as empty markers: they tell that the name above is an author's.
  prepared = dropRunning(prepared.filter((l) => l.text || l.personal));
  const region = titleRegion(prepared, opts.format);

  // 2. Labels, lead-ins and recognisable values; what is left may be the title.
  const role = new Map<Line, Role>();
  let titleAfter: Line | null = null;
  /** "Forschungsthema: Marktwertschätzung" whose title goes on in the lines below ("von Fußballspielern …"). */
  let titleInline: Line | null = null;
  /** A label whose values follow on the next lines; `last` is the line of the last value read. */
  interface Pending {
    field: "author" | "supervisor" | "degree" | "institution";
    got: boolean;
    last?: Line;
  }
  let pending: Pending | null = null;

  const classifyFree = (text: string): boolean => {
    const s = clean(text);
    if (!s) return true;
    const kind = KIND_RE.exec(s);
    if (kind && words(s).length <= 14) {
      set("kindOfWork", clean(kind[1] ?? "").replace(/^(?:a|an|eine)\s+/i, ""));
      const rest = clean((kind[2] ?? "").replace(/^[-–—]+|[-–—]+$/g, ""));
      if (rest) classifyFree(rest);
      return true;
    }
    const thesis =
      /^(?:an?\s+)?(thesis|dissertation)\s*(?:$|(?=submitted|presented|in partial|for the|zur\s))/iu.exec(s);
    if (thesis) {
      set("kindOfWork", thesis[1]);
      const rest = clean(s.slice(thesis[0].length));
      if (rest) classifyFree(rest);
      return true;
    }
    const intro = DEGREE_INTRO.exec(s);
    if (intro) {
      const rest = clean(intro[1] ?? "");
      if (rest) set("degree", degreeValue(rest) ?? rest);
      else pending = { field: "degree", got: false };
      return true;
    }
    const deg = degreeValue(s);
    if (deg) {
      set("degree", deg);
      return true;
    }
    const pd = placeDate(s);
    if (pd) {
      set("date", pd.date);
      set("place", pd.place);
      return true;
    }
    const bare = s.replace(LEAD_IN, "");
    // "Institut für X an der Universität Y", "Fakultät für X, Universität Y"
    for (const sep of bare.matchAll(/,\s+|\s+(?:an der|an dem|der|at the|of the)\s+(?=\p{Lu})/gu)) {
      const head = bare.slice(0, sep.index);
      const tail = bare.slice(sep.index + sep[0].length);
      if ((FACULTY_RE.test(head) || INSTITUTE_RE.test(head)) && institutionName(tail)) {
        classifyFree(head);
        set("institution", institutionName(tail));
        return true;
      }
    }
    if (FACULTY_RE.test(bare)) {
      set("faculty", bare);
      return true;
    }
    if (INSTITUTE_RE.test(bare)) {
      set(
        "institute",
        bare.replace(/^(Bachelor|Master)?(studiengang)s\b/i, "$1$2").replace(/^studiengang/, "Studiengang"),
      );
      const abbr = new RegExp(`\\((${DEGREE_ABBR})\\)\\s*$|\\s(${DEGREE_ABBR})$`, "u").exec(bare);
      if (abbr) set("degree", abbr[1] ?? abbr[2]);
      return true;
    }
    const prog = PROGRAMME_RE.exec(s);
    if (prog && !institutionName(s)) {
      set("institute", s);
      if (!/^(?:Bachelor|Master)$/i.test(prog[2] ?? "")) set("degree", prog[2]);
      return true;
    }
    const inst = institutionName(s);
    if (inst) {
      set("institution", inst);
      return true;
    }
    if (/^(?:an der|an dem|am|der|at the|at|im|in)$/i.test(s)) {
      pending = { field: "institution", got: false };
      return true;
    }
    return false;
  };

  for (let i = 0; i < region.length; i++) {
    const line = region[i] as Line;
    const next = region[i + 1];
    if (!line.text) {
      pending = null;
      role.set(line, "used");
      continue;
    }
    if (URL.test(line.text) || hasSensitive(line.text)) {
      // Contact data, addresses, birth data and links are never read; the line ends a label's values.
      pending = null;
      role.set(line, "used");
      continue;
    }
    // Values that continue a label on an earlier line ("vorgelegt von" / "Max Muster").
    if (pending) {
      const p = pending as Pending;
      if (p.field === "author" || p.field === "supervisor") {
        // A further name continues the list only in the same form ("Prof. Dr. A" / "Prof. Dr. B").
        const list = found[p.field === "author" ? "authors" : "supervisors"];
        const prev = p.last;
        const sameForm =
          !p.got ||
          (titled(list[list.length - 1] ?? "") === titled(line.text) &&
            (!prev ||
              (prev.size === line.size &&
                prev.bold === line.bold &&
                prev.page === line.page &&
                (prev.top === null || line.top === null || line.top - prev.top < 0.045))));
        if (p.got && p.field === "author" && /^aus\s+\p{Lu}/u.test(line.text)) {
          role.set(line, "used"); // "aus Musterstadt" under the name: the place of origin, personal data
          continue;
        }
        if (sameForm && (isNameLike(line.text) || (!p.got && personName(line.text)))) {
          addPeople(p.field === "author" ? "authors" : "supervisors", line.text);
          p.got = true;
          p.last = line;
          role.set(line, "used");
          continue;
        }
      } else if (p.field === "degree") {
        pending = null;
        set("degree", degreeValue(line.text) ?? line.text);
        role.set(line, "used");
        continue;
      } else if (p.field === "institution") {
        pending = null;
        const inst = institutionName(line.text);
        if (inst) {
          set("institution", inst);
          role.set(line, "used");
          continue;
        }
      }
      pending = null;
    }
    const segs = segments(line.text);
    const labelled = segs.some((s) => s.kind !== null);
    if (labelled) {
      let weak = false;
      for (const seg of segs) {
        if (seg.kind === null) {
          // Text before the first label: a name before its matriculation number, or a value.
          if (
            !(line.personal || segs.some((s) => s.kind === "sensitive")) ||
            !addPeople("authors", seg.value)
          )
            weak = !classifyFree(seg.value) || weak;
          continue;
        }
        const v = seg.value;
        switch (seg.kind) {
          case "author":
          case "supervisor":
            if (!v) pending = { field: seg.kind, got: false };
            else if (addPeople(seg.kind === "author" ? "authors" : "supervisors", v) && segs.length === 1)
              pending = { field: seg.kind, got: true, last: line }; // "Gutachter: Prof. A" / "Prof. B" below
            break;
          case "date": {
            const pd = placeDate(v);
            if (pd) set("date", pd.date);
            else if (/\p{L}{3}.*\d|\d.*\p{L}{3}|\d{4}/u.test(v)) set("date", v); // not "Semester: 6"
            break;
          }
          case "place":
            set("place", v);
            break;
          case "institution":
            set("institution", institutionName(v) ?? v);
            break;
          case "faculty":
            set("faculty", v);
            break;
          case "institute": {
            set("institute", v);
            const abbr = new RegExp(`\\((${DEGREE_ABBR})\\)\\s*$`, "u").exec(v);
            if (abbr) set("degree", abbr[1]);
            break;
          }
          case "degree":
            set("degree", v);
            break;
          case "kind":
            set("kindOfWork", v);
            break;
          case "title":
            if (v) {
              set("title", stripQuotes(v));
              if (segs.length === 1) titleInline ??= line;
            } else titleAfter ??= line;
            break;
          case "other":
            weak = true;
            break;
          default:
            break; // sensitive and ignored labels: their values are dropped
        }
      }
      role.set(line, weak && segs.length === 1 ? "weak" : "used");
      continue;
    }
    const lead = leadingLabel(line.text);
    if (lead && personNames(lead.value).length) {
      addPeople(lead.kind === "author" ? "authors" : "supervisors", lead.value);
      role.set(line, "used");
      continue;
    }
    const bare = bareLabel(line.text);
    if (bare) {
      pending = { field: bare as "author" | "supervisor", got: false };
      role.set(line, "used");
      continue;
    }
    if (classifyFree(line.text)) {
      role.set(line, "used");
      continue;
    }
    // A name with its matriculation number (same line or the next) is the author's.
    if ((line.personal || (next !== undefined && !next.text && next.personal)) && isNameLike(line.text)) {
      addPeople("authors", line.text);
      role.set(line, "used");
      continue;
    }
    role.set(line, "candidate");
  }

  // 3. The title: the biggest (or title-styled) block of what is left; the subtitle right below it.
  const candidates = region.filter((l) => role.get(l) === "candidate");
  const weak = region.filter((l) => role.get(l) === "weak");
  if (titleInline && found.title !== null) {
    // The labelled title goes on in free lines set like it, directly below.
    const k = region.indexOf(titleInline) + 1;
    const more: Line[] = [];
    for (let j = k; j < region.length && role.get(region[j] as Line) === "candidate"; j++) {
      const l = region[j] as Line;
      const prev = (more.at(-1) ?? titleInline) as Line;
      if (l.size !== titleInline.size || l.page !== titleInline.page) break;
      if (l.top !== null && prev.top !== null && l.top - prev.top > 0.07) break;
      if (isNameLike(l.text) || more.length >= 3) break;
      more.push(l);
    }
    if (more.length) found.title = stripQuotes(joinLines([found.title, ...more.map((l) => l.text)]));
    for (const l of more) role.set(l, "used");
  }
  if (found.title === null && titleAfter) {
    // "Thema:" on its own line: the title is the free block right below it.
    const k = region.indexOf(titleAfter) + 1;
    const block: Line[] = [];
    for (let j = k; j < region.length && role.get(region[j] as Line) === "candidate"; j++) {
      const l = region[j] as Line;
      if (block.length && (l.size !== block[0]?.size || l.page !== block[0]?.page)) break;
      block.push(l);
    }
    if (block.length) found.title = stripQuotes(joinLines(block.map((l) => l.text)));
  }
  if (found.title === null) {
    // "Unknown label: value" lines are titles only when set as big as the title ("Blockchain: Chancen und …").
    const biggest = Math.max(0, ...candidates.map((l) => l.size ?? 0));
    const pool = candidates.length
      ? region.filter(
          (l) =>
            candidates.includes(l) || (weak.includes(l) && (l.size ?? 0) >= biggest - 0.5 && biggest > 0),
        )
      : weak;
    const picked = pickTitle(region, pool, prepared, opts.format) ?? topBlock(region, role);
    if (picked) {
      found.title = stripQuotes(joinLines(picked.title.map((l) => l.text)));
      if (picked.subtitle.length)
        found.subtitle = stripQuotes(
          joinLines(picked.subtitle.map((l) => l.text)).replace(/^[-–—]\s*|\s*[-–—]$/g, ""),
        );
    }
  }

  // Last guard: no field but the title may hold a long number (matriculation, phone) or an e-mail address.
  const leaks = (v: string) => /\d{5,}/.test(v) || EMAIL.test(v);
  for (const f of [
    "subtitle",
    "kindOfWork",
    "degree",
    "institution",
    "faculty",
    "institute",
    "date",
    "place",
  ] as const) {
    const v = found[f];
    if (v !== null && leaks(v)) found[f] = null;
  }
  found.authors = found.authors.filter((n) => !leaks(n));
  found.supervisors = found.supervisors.filter((n) => !leaks(n));
  return TitlePageSchema.parse(found);
}

/**
 * A document without a title page whose first line is its title ("Was uns am Laufen hält: …" above the text,
 * set like the text): nothing stands out by size or style, so the first line counts when it reads as a title,
 * and a second such line right below it is its subtitle.
 */
function topBlock(region: Line[], role: Map<Line, Role>): { title: Line[]; subtitle: Line[] } | null {
  const first = region.find((l) => l.text);
  if (first?.page !== 1 || role.get(first) === "used" || !readsAsTitle(first.text)) return null;
  return { title: [first], subtitle: titleBelow(region, first, (l) => role.get(l) === "candidate") };
}

/** The subtitle of a one-line title set like the text: the next line, free and reading as a title too. */
function titleBelow(region: Line[], title: Line, free: (l: Line) => boolean): Line[] {
  const next = region.slice(region.indexOf(title) + 1).find((l) => l.text);
  return next && next.page === title.page && free(next) && readsAsTitle(next.text) ? [next] : [];
}

/** Short, not a sentence ending in a period, not a front-matter heading or a name. */
export function readsAsTitle(text: string): boolean {
  const s = clean(text);
  const n = words(s).length;
  return (
    n >= 2 &&
    n <= 25 &&
    s.length <= 200 &&
    !/[.,;]$/.test(s) &&
    !/^\p{Ll}/u.test(s) &&
    !FRONT_MATTER.test(s) &&
    !isNameLike(s)
  );
}

function pickTitle(
  region: Line[],
  candidates: Line[],
  all: Line[],
  format: ReadTitlePageOptions["format"],
): { title: Line[]; subtitle: Line[] } | null {
  if (candidates.length === 0) return null;
  const isCand = (l: Line | undefined) => l !== undefined && candidates.includes(l);
  const styleIs = (l: Line, re: RegExp) => l.style !== null && re.test(l.style.toLowerCase().trim());
  const TITLE_STYLE = /^(?:title|titel)$/;
  const SUBTITLE_STYLE = /^(?:subtitle|untertitel)$/;

  const follow = (start: Line, same: (a: Line, b: Line) => boolean): Line[] => {
    const block = [start];
    let k = region.indexOf(start) + 1;
    while (k < region.length) {
      const l = region[k] as Line;
      const prev = block[block.length - 1] as Line;
      if (!isCand(l) || l.page !== prev.page || !same(prev, l)) break;
      if (l.top !== null && prev.top !== null && l.top - prev.top > 0.07) break;
      block.push(l);
      k++;
    }
    return block;
  };
  const subtitleAfter = (block: Line[], titleSize: number | null, ref: number | null): Line[] => {
    const last = block[block.length - 1] as Line;
    const k = region.indexOf(last) + 1;
    const first = region[k];
    if (!first || !isCand(first) || first.page !== last.page) return [];
    if (first.top !== null && last.top !== null && first.top - last.top > 0.1) return [];
    if (isNameLike(first.text) || /^[^:]{1,40}:/.test(first.text)) return [];
    if (titleSize !== null && first.size !== null) {
      if (first.size >= titleSize - 0.25) return [];
      if (ref !== null && first.size < ref * 0.95) return [];
    }
    // The author's name set like the subtitle right below it is not part of it.
    const sub = follow(
      first,
      (a, b) =>
        !isNameLike(b.text) &&
        (a.size === b.size || (a.size !== null && b.size !== null && Math.abs(a.size - b.size) < 0.6)),
    );
    return sub.length <= 3 ? sub : [];
  };

  // Word's title style says it directly.
  const styled = candidates.find((l) => styleIs(l, TITLE_STYLE));
  if (styled) {
    const block = follow(styled, (_a, b) => styleIs(b, TITLE_STYLE));
    const subStart = region[region.indexOf(block[block.length - 1] as Line) + 1];
    const subtitle =
      subStart && isCand(subStart) && styleIs(subStart, SUBTITLE_STYLE)
        ? follow(subStart, (_a, b) => styleIs(b, SUBTITLE_STYLE))
        : subtitleAfter(block, null, null);
    return { title: block, subtitle };
  }

  const sized = candidates.filter((l) => l.size !== null);
  if (format === "doc" || sized.length === 0) {
    // No sizes (.doc): the first free block on the title page, before the labels.
    const first = candidates[0] as Line;
    if (!readsAsTitle(first.text)) return null;
    return { title: [first], subtitle: format === "doc" ? [] : titleBelow(region, first, isCand) };
  }

  // Reference size: what most of the other text is set in (by characters). Without other text nothing stands out
  // by size, and only a centred (bold) line counts as a title.
  const max = Math.max(...sized.map((l) => l.size as number));
  const isBig = (l: Line) => l.size !== null && Math.abs(l.size - max) < 0.6;
  const byChars = new Map<number, number>();
  for (const l of all) {
    if (l.size === null || isBig(l)) continue;
    byChars.set(l.size, (byChars.get(l.size) ?? 0) + l.text.length);
  }
  const ref = [...byChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const centred = (l: Line) => l.center !== null && Math.abs(l.center - 0.5) < 0.08;
  if (ref !== null && max >= ref * 1.15) {
    const block = follow(sized.find(isBig) as Line, (_a, b) => isBig(b));
    return { title: block, subtitle: subtitleAfter(block, max, ref) };
  }
  // Nothing is bigger than the text around it: a centred bold line is the title (bold is known in DOCX only;
  // a PDF page where everything has one size gives its first centred line).
  const start = sized.find(
    (l) =>
      centred(l) &&
      (ref === null || (l.size as number) >= ref - 0.25) &&
      (l.bold === true || (ref === null && l.bold === null && format === "pdf")),
  );
  if (!start) return null;
  const block = follow(start, (a, b) => a.size === b.size && a.bold === b.bold && centred(b));
  return { title: block, subtitle: subtitleAfter(block, start.size, ref) };
}
