/**
 * An entry of a bibliography: authors, year, title, publisher or journal, pages.
 */
import { NAME, YEAR } from "./citation.ts";
import { rx } from "./word-boundary.ts";

/** What only a bibliography entry carries: "in:", "(Hrsg.)", a DOI, an access date, an ISBN, an edition. */
const BIBLIOGRAPHY_MARK = rx(
  [
    String.raw`(?:^|[\s,.])in:\s`,
    String.raw`\((?:hrsg|eds?|ed)\.?\)`,
    String.raw`\bdoi:?\s*10\.\d{4,}`,
    String.raw`\b(?:abgerufen|zugegriffen|aufgerufen)\s+am\b|\bzugriff\s+am\b|\b(?:accessed|retrieved)\s+(?:on\s+)?\d`,
    String.raw`\bISBN\b|\bISSN\b`,
    String.raw`\b\d+\.\s*(?:aufl\.|auflage)|\b\d+(?:st|nd|rd|th)\s+ed(?:ition|\.)`,
    String.raw`\b(?:vol\.|jg\.|heft\s+\d|no\.\s*\d|nr\.\s*\d+\s*,\s*S\.)`,
    String.raw`\bweb-?dok\.?\s*\d`,
  ].join("|"),
);

/**
 * "Müller, A. (2019)", "Müller, A., 2019", "Müller, Anna (2019)", "Müller, Anna: Titel": an entry's head
 * (case matters: names).
 */
const BIBLIOGRAPHY_HEAD = rx(
  String.raw`\b${NAME},\s*(?:\p{Lu}\.\s*)+(?:\(${YEAR}\)|,\s*${YEAR})|^${NAME},\s*\p{Lu}[\p{L}-]+(?:\s*\(${YEAR}\)|:\s)`,
  "u",
);

/** A bibliography entry by its shape. */
export function isBibliographyEntry(line: string): boolean {
  return BIBLIOGRAPHY_MARK.test(line) || BIBLIOGRAPHY_HEAD.test(line);
}
