/**
 * A line of the front matter: a table of contents or list of figures (title … page), or an entry of a
 * list of abbreviations.
 */
import { rx } from "./word-boundary.ts";

/** The names of the front-matter lists. */
const FRONT_MATTER_NAME = rx(
  String.raw`\b(?:inhaltsverzeichnis|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|symbolverzeichnis|formelverzeichnis|anhangsverzeichnis|quellenverzeichnis|literaturverzeichnis|table\s+of\s+contents|list\s+of\s+(?:figures|tables|abbreviations|symbols))\b`,
);

/** A line of a list of contents, figures or tables: a title and its page, "2.1 Grundlagen ..... 12". */
const CONTENTS_LINE =
  /^(?:(?:\p{L}+\s+)?\d+(?:\.\d+)*\.?\s+)?[^.]{3,}?(?:\s*\.{3,}|\s*…+|\s{2,}|\t)\s*\d{1,3}$/u;

/** Two or more numbered headings with their pages in one line: "1 Einleitung 1 2 Grundlagen 3". */
const CONTENTS_RUN = /(?:^|\s)\d+(?:\.\d+)*\s+\p{Lu}[\p{L}\s-]{2,40}?\s+\d{1,3}\s+\d+(?:\.\d+)+\s+\p{Lu}/u;

/** Small words that may stand between the words of an abbreviation's expansion. */
const GLUE = new Set([
  "of",
  "for",
  "and",
  "the",
  "to",
  "in",
  "on",
  "und",
  "der",
  "die",
  "des",
  "für",
  "von",
  "zur",
  "zum",
  "im",
]);

/**
 * "API Application Programming Interface", "Abb. Abbildung": an abbreviation beside the words its letters
 * stand for, and nothing after them (a sentence goes on: "KI kann Informationen verarbeiten").
 */
function isAbbreviationEntry(line: string): boolean {
  const dotted = /^(\p{L}{1,5})\.\s+(\p{L}{4,})$/u.exec(line);
  if (dotted)
    return (dotted[2] ?? "")
      .toLocaleLowerCase("de-DE")
      .startsWith((dotted[1] ?? "").toLocaleLowerCase("de-DE"));
  const m = /^([\p{Lu}][\p{Lu}\p{N}&-]{1,9})\s*[:=–-]?\s+(.+)$/u.exec(line);
  if (!m) return false;
  const letters = (m[1] ?? "").replace(/[^\p{L}]/gu, "").toLocaleLowerCase("de-DE");
  const expansion = (m[2] ?? "").split(/[\s-]+/u).filter(Boolean);
  if (letters.length < 2) return false;
  let k = 0;
  for (const w of expansion) {
    const lower = w.toLocaleLowerCase("de-DE");
    if (k === letters.length) return false;
    if (k > 0 && GLUE.has(lower)) continue;
    if (lower[0] !== letters[k]) return false;
    k++;
  }
  return k === letters.length;
}

/** A line of the front matter: a list's name, a line of a list of contents/figures/tables, an abbreviation entry. */
export function isFrontMatterLine(line: string): boolean {
  const text = line.trim();
  return (
    FRONT_MATTER_NAME.test(text) ||
    CONTENTS_LINE.test(text) ||
    CONTENTS_RUN.test(text) ||
    isAbbreviationEntry(text)
  );
}
