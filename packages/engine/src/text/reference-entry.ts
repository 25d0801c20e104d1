/**
 * A bibliography entry or source footnote read into author(s), year and short title, and written back as a
 * short citation for a slide ("Guidi & Fava (2022): The Clinical Science of Euthymia"). Works for APA,
 * author-year with colon, Chicago, numbered/alpha-labelled (IEEE, biblatex) and humanities footnote styles.
 */
import {
  INITIALS_FIRST,
  LABEL,
  NAME_LIST,
  ORGANISATION,
  SEE,
  SHORT_FORM,
  surnames,
  YEAR_PAREN,
} from "./reference-names.ts";
import { mainTitle } from "./reference-title.ts";
import { shortenTitle } from "./short-title.ts";

export interface ReferenceEntry {
  /** Surnames (or the corporate author), in order. */
  authors: string[];
  year: string | null;
  title: string;
}

/** Reads an entry; null when it has neither a recognisable author nor a title. */
export function readReference(raw: string): ReferenceEntry | null {
  const t = raw
    .replace(/\s+/gu, " ")
    .trim()
    .replace(LABEL, "")
    .replace(SEE, "")
    // "… und J. et al." is "et al.".
    .replace(/,?\s(?:und|and|&)\s(?:\p{Lu}\.\s?)+et al\./u, " et al.")
    // "o. V." / "N. N." / "Anon.": no author named.
    .replace(/^(?:o\.\s?V\.|N\.\s?N\.|anon(?:ymous)?\.?)\s*/iu, "")
    .trim();
  // "Ebd.", "Ibid.", "a. a. O." point at the note before: no work of their own.
  if (t.length < 8 || /^(?:ebd|ebenda|ibid|ibidem|a\.\s?a\.\s?o)\b/iu.test(t)) return null;
  // The publication year, not the date a web page was read ("Zugriff am 26.02.2023", "accessed 2023").
  const undated = t
    .replace(/https?:\/\/\S+/gu, "")
    .replace(
      /\(?\s*(?:zuletzt\s+)?(?:zugriff|abgerufen|aufgerufen|besucht|abrufdatum|letzter zugriff|accessed|retrieved|visited)\b[^)]*?(?:19|20)\d{2}\)?/giu,
      "",
    )
    // A full date in brackets after a URL is the day it was read ("[21.11.2022]").
    .replace(/\[\s*\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)\d{2}\s*\]/gu, "");
  const anyYear = /\b((?:19|20)\d{2})[a-z]?\b/u.exec(undated)?.[1] ?? null;
  let authors: string[] = [];
  let title = "";
  let year: string | null = null;
  const paren = YEAR_PAREN.exec(t);
  if (paren && paren.index > 0 && paren.index < 200) {
    // APA and author-year: "Authors (2019). Title." / "Authors (2019): Title".
    authors = surnames(t.slice(0, paren.index));
    year = /\d{4}/u.test(paren[1] ?? "") ? (paren[1] ?? null) : null;
    title = mainTitle(t.slice(paren.index + paren[0].length));
  } else {
    // Chicago "Surname, Given. 2017. „Title“." or humanities "Surname, Given: Title." or IEEE "A. Name, “Title,”".
    const chicago = /^(.{2,160}?)\.\s((?:19|20)\d{2})[a-z]?\.\s(.+)$/u.exec(t);
    const colon = /^([^:]{2,120}?):\s(.+)$/u.exec(t);
    const quotedTitle = /^(.{2,160}?),?\s[“"„]([^”"“]{3,})[”"“]/u.exec(t);
    // Names, not a sentence ("Microsoft. Azure Functions" has a sentence break, "Cranmer, Skyler J." none).
    const names = (m: RegExpExecArray | null) =>
      m && NAME_LIST.test((m[1] ?? "").trim()) && !/\p{Ll}{2}\.\s\p{Lu}\p{Ll}/u.test(m[1] ?? "") ? m : null;
    const initials = INITIALS_FIRST.exec(t);
    if (initials) {
      // "E. Sommer, M. Adler und J. Müller. Titel. 2020." / "A. Name, “Title,” …"
      authors = surnames(initials[1] ?? "");
      const rest = (initials[2] ?? "").trim();
      title = /^[„"“]/u.test(rest) ? mainTitle(rest) : mainTitle(rest);
    } else if (names(chicago)) {
      authors = surnames(chicago?.[1] ?? "");
      year = chicago?.[2] ?? null;
      title = mainTitle(chicago?.[3] ?? "");
    } else if (quotedTitle && !/[“"„]/u.test(quotedTitle[1] ?? "")) {
      authors = surnames(quotedTitle[1] ?? "");
      title = (quotedTitle[2] ?? "").replace(/[,.;:]+$/u, "");
    } else if (SHORT_FORM.test(t)) {
      // A footnote's short form: "Müller, Geschichte der Stadt, S. 12."
      const m = SHORT_FORM.exec(t);
      authors = [m?.[1] ?? ""];
      title = (m?.[2] ?? "").trim();
    } else if (names(colon)) {
      authors = surnames(colon?.[1] ?? "");
      title = mainTitle(colon?.[2] ?? "");
    } else {
      // "AWS. Customer Carbon Footprint Tool. o. J." — the first sentence names the author (an initial's
      // period does not end it: "Emily H. Halili. Apache JMeter").
      const first = /^(.{2,60}?)(?<!\b\p{Lu})\.\s(.+)$/u.exec(t);
      const who = (first?.[1] ?? "").trim();
      authors =
        !first || /^o\.\s?V$/u.test(who)
          ? []
          : NAME_LIST.test(who) && !ORGANISATION.test(who)
            ? surnames(who)
            : [who];
      title = mainTitle(first ? (first[2] ?? "") : t);
      // Nothing after the first sentence but a date or a link: that sentence was the title.
      if (!/\p{L}{3}/u.test(title)) {
        title = who;
        authors = [];
      }
    }
  }
  year = year ?? anyYear;
  authors = authors
    .map((a) => a.replace(/[.,;:]+$/u, ""))
    .filter((a) => a.length >= 2 && a.length <= 60 && /^\p{L}/u.test(a) && !/^o\.\s?V$/u.test(a));
  // A name starts with a capital and has no run of lower-case words ("In Word gibt es …" is a sentence).
  if (
    authors.some(
      (a) =>
        /^\p{Ll}/u.test(a) ||
        (a.match(/(?:^|\s)(?!von|van|de|der|den|und|and|et|al)\p{Ll}{2,}/gu) ?? []).length >= 2,
    )
  )
    return null;
  // A title needs words ("2021)" or "§ 3" alone is a heading or a date that ran into the list).
  title = title.replace(/(?:\s(?:und|oder|der|die|das|of|and|or|the|in|im|zur|zum|für|von|mit|a|an))+$/u, "");
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
