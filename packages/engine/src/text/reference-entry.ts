/**
 * A bibliography entry or source footnote read into author(s), year and short title, and written back as a
 * short citation for a slide ("Guidi & Fava (2022): The Clinical Science of Euthymia"). Works for APA,
 * author-year with colon, Chicago, numbered/alpha-labelled (IEEE, biblatex) and humanities footnote styles.
 */
import { LABEL, SEE } from "./reference-names.ts";
import { readByStyle } from "./reference-styles.ts";
import { shortenTitle } from "./short-title.ts";

export interface ReferenceEntry {
  /** Surnames (or the corporate author), in order. */
  authors: string[];
  year: string | null;
  title: string;
}

/** The entry with spaces normalised, without its label, "vgl." and a missing author's placeholder. */
function cleanEntry(raw: string): string {
  return (
    raw
      .replace(/\s+/gu, " ")
      .trim()
      .replace(LABEL, "")
      .replace(SEE, "")
      // "et. al." and "et.al." are "et al.".
      .replace(/\bet\.\s?al\./gu, "et al.")
      // A surname put after "et al." ("J. et al. Perkins.") belongs before it; the title follows.
      .replace(/(et al\.)\s\p{Lu}[\p{Ll}'’-]+\.\s/u, "$1 ")
      // "… und J. et al." is "et al.".
      .replace(/,?\s(?:und|and|&)\s(?:\p{Lu}\.\s?)+et al\./u, " et al.")
      // "o. V." / "N. N." / "Anon.": no author named.
      .replace(/^(?:o\.\s?V\.|N\.\s?N\.|anon(?:ymous)?\.?)\s*/iu, "")
      .trim()
  );
}

/** The publication year, not the date a web page was read ("Zugriff am 26.02.2023", "accessed 2023"). */
function publicationYear(t: string): string | null {
  const undated = t
    .replace(/https?:\/\/\S+/gu, "")
    .replace(
      /\(?\s*(?:zuletzt\s+)?(?:zugriff|abgerufen|aufgerufen|besucht|abrufdatum|letzter zugriff|accessed|retrieved|visited)\b[^)]*?(?:19|20)\d{2}\)?/giu,
      "",
    )
    // A full date in brackets after a URL is the day it was read ("[21.11.2022]").
    .replace(/\[\s*\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)\d{2}\s*\]/gu, "");
  return /\b((?:19|20)\d{2})[a-z]?\b/u.exec(undated)?.[1] ?? null;
}

/** A name starts with a capital and has no run of lower-case words ("In Word gibt es …" is a sentence). */
function readsAsSentence(author: string): boolean {
  return (
    /^\p{Ll}/u.test(author) ||
    (author.match(/(?:^|\s)(?!von|van|de|der|den|und|and|et|al)\p{Ll}{2,}/gu) ?? []).length >= 2
  );
}

/** Reads an entry; null when it has neither a recognisable author nor a title. */
export function readReference(raw: string): ReferenceEntry | null {
  const t = cleanEntry(raw);
  // "Ebd.", "Ibid.", "a. a. O." point at the note before: no work of their own.
  if (t.length < 8 || /^(?:ebd|ebenda|ibid|ibidem|a\.\s?a\.\s?o)\b/iu.test(t)) return null;
  const read = readByStyle(t);
  const year = read.year ?? publicationYear(t);
  const authors = read.authors
    .map((a) => a.replace(/[.,;:]+$/u, ""))
    .filter((a) => a.length >= 2 && a.length <= 60 && /^\p{L}/u.test(a) && !/^o\.\s?V$/u.test(a));
  if (authors.some(readsAsSentence)) return null;
  // A title needs words ("2021)" or "§ 3" alone is a heading or a date that ran into the list).
  const title = read.title.replace(
    /(?:\s(?:und|oder|der|die|das|of|and|or|the|in|im|zur|zum|für|von|mit|a|an))+$/u,
    "",
  );
  if (title && (!/\p{L}{3}/u.test(title) || /^§/u.test(title))) return null;
  if (!title || /^(?:https?:|url\b|www\.)/iu.test(title))
    return authors.length ? { authors, year, title: "" } : null;
  return { authors, year, title };
}

/** The entry as slide text: "A & B (2019): Short title", "A et al. (2019): …" (German "A u. a."). */
export function formatReference(entry: ReferenceEntry, language: "de" | "en", maxTitle = 70): string {
  const [first, second] = entry.authors;
  const and = language === "de" ? "und" : "&";
  const who =
    entry.authors.length === 0
      ? ""
      : entry.authors.length === 1
        ? (first ?? "")
        : entry.authors.length === 2
          ? `${first} ${and} ${second}`
          : `${first} ${language === "de" ? "u. a." : "et al."}`;
  const year = entry.year ?? (language === "de" ? "o. J." : "n.d.");
  const title = entry.title ? shortenTitle(entry.title, maxTitle) : "";
  if (!who) return title ? `${title} (${year})` : "";
  const head = `${who} (${year})`;
  return title ? `${head}: ${title}` : head;
}
