/**
 * The lines a title page reader looks at: the first lines of the document in reading order, personal data
 * cut out, running headers and page numbers dropped, up to the first front-matter heading or prose.
 */
import type { TitleLine } from "../blocks.ts";
import { isAddressOrBirth, isContact, MATRICULATION, NUMBER_IN_PARENS } from "./personal-data.ts";
import { clean } from "./text.ts";

type Format = "pdf" | "docx" | "doc";

/** Front-matter headings: the title page ends where one starts. */
export const FRONT_MATTER =
  /^(?:\d+\.?\s+)?(?:inhalt|inhaltsverzeichnis|inhaltsübersicht|gliederung|table of contents|contents|abstract|kurzfassung|zusammenfassung|summary|executive summary|management summary|vorwort|geleitwort|preface|foreword|danksagung|dank|acknowledg(?:e)?ments?|widmung|dedication|(?:eidesstattliche|ehrenwörtliche|selbstständigkeits|selbständigkeits|eigenständigkeits)?\s*erklärung|eigenständigkeitserklärung|selbstständigkeitserklärung|selbständigkeitserklärung|(?:statutory\s+)?declaration(?: of (?:authorship|originality))?|affidavit|sperrvermerk|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|list of (?:figures|tables|abbreviations)|einleitung|einführung|introduction|genderhinweis|gender-hinweis)\s*:?$/iu;

export interface Line extends TitleLine {
  style: string | null;
  /** The line held a matriculation number or contact data next to its text (evidence for an author name). */
  personal: boolean;
}

/**
 * Lines in reading order, without running headers; personal data cut out before anything is read. Lines that
 * only held personal data stay as empty markers: they tell that the name above is an author's.
 */
export function prepareLines(lines: TitleLine[], format: Format): Line[] {
  const prepared: Line[] = lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) =>
      format === "pdf" && a.l.page === b.l.page && a.l.top !== null && b.l.top !== null
        ? a.l.top - b.l.top || a.i - b.i
        : a.l.page - b.l.page || a.i - b.i,
    )
    .map(({ l }) => {
      const { text, personal } = withoutPersonalData(l.text);
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
  return dropRunning(prepared.filter((l) => l.text || l.personal));
}

/** A line's text without matriculation numbers, addresses, birth and contact data; `personal` if it held any. */
function withoutPersonalData(raw: string): { text: string; personal: boolean } {
  let personal = false;
  let text = clean(raw).replace(/(\p{Ll})(?::|\*|_|\/-?)(in(?:nen)?)\b/gu, "$1$2");
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
        (part) => !isContact(part) && !/^(?:e-?mail|tel\.?|telefon|phone|mobil|fax)\s*:?$/i.test(part.trim()),
      )
      .join(", ");
  }
  return { text, personal };
}

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
export function titleRegion(lines: Line[], format: Format): Line[] {
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
