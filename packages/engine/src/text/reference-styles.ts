/**
 * The author(s), year and title of a cleaned bibliography entry, by its citation style: APA and author-year
 * ("Authors (2019). Title."), initials first ("E. Sommer, M. Adler. Titel."), Chicago ("Surname, Given. 2017.
 * Title."), AIAA ("Surname, I., and Surname, I., Title, …"), a quoted title (IEEE), a footnote's short form,
 * humanities ("Surname, Given: Title."), Vancouver, else the first sentence as the author.
 */
import {
  INITIALS_FIRST,
  NAME_LIST,
  ORGANISATION,
  SHORT_FORM,
  surnames,
  withEtAl,
  YEAR_PAREN,
} from "./reference-names.ts";
import { mainTitle } from "./reference-title.ts";

/** What a style reads from an entry, before the checks of readReference. */
export interface EntryParts {
  authors: string[];
  year: string | null;
  title: string;
}

export function readByStyle(t: string): EntryParts {
  const paren = YEAR_PAREN.exec(t);
  if (paren && paren.index > 0 && paren.index < 200) {
    // APA and author-year: "Authors (2019). Title." / "Authors (2019): Title".
    return {
      authors: surnames(t.slice(0, paren.index)),
      year: /\d{4}/u.test(paren[1] ?? "") ? (paren[1] ?? null) : null,
      title: mainTitle(t.slice(paren.index + paren[0].length)),
    };
  }
  return readWithoutBracketedYear(t);
}

/** Names, not a sentence ("Microsoft. Azure Functions" has a sentence break, "Cranmer, Skyler J." none). */
const names = (m: RegExpExecArray | null) =>
  m && NAME_LIST.test((m[1] ?? "").trim()) && !/\p{Ll}{2}\.\s\p{Lu}\p{Ll}/u.test(m[1] ?? "") ? m : null;

/**
 * Chicago "Surname, Given. 2017. „Title“." or humanities "Surname, Given: Title." or IEEE "A. Name, “Title,”".
 */
function readWithoutBracketedYear(t: string): EntryParts {
  const chicago = /^(.{2,160}?)\.\s((?:19|20)\d{2})[a-z]?\.\s(.+)$/u.exec(t);
  const colon = /^([^:]{2,120}?):\s(.+)$/u.exec(t);
  const quotedTitle = /^(.{2,160}?),?\s[“"„]([^”"“]{3,})[”"“]/u.exec(t);
  const initials = INITIALS_FIRST.exec(t);
  if (initials) {
    // "E. Sommer, M. Adler und J. Müller. Titel. 2020." / "A. Name, “Title,” …"
    return { authors: surnames(initials[1] ?? ""), year: null, title: mainTitle((initials[2] ?? "").trim()) };
  }
  const aiaa = AIAA.exec(t);
  if (aiaa) return { authors: surnames(aiaa[1] ?? ""), year: null, title: mainTitle((aiaa[2] ?? "").trim()) };
  if (names(chicago))
    return {
      authors: surnames(chicago?.[1] ?? ""),
      year: chicago?.[2] ?? null,
      title: mainTitle(chicago?.[3] ?? ""),
    };
  if (quotedTitle && !/[“"„]/u.test(quotedTitle[1] ?? ""))
    return {
      authors: surnames(quotedTitle[1] ?? ""),
      year: null,
      title: (quotedTitle[2] ?? "").replace(/[,.;:]+$/u, ""),
    };
  if (SHORT_FORM.test(t)) {
    // A footnote's short form: "Müller, Geschichte der Stadt, S. 12."
    const m = SHORT_FORM.exec(t);
    return { authors: [m?.[1] ?? ""], year: null, title: (m?.[2] ?? "").trim() };
  }
  if (names(colon))
    return { authors: surnames(colon?.[1] ?? ""), year: null, title: mainTitle(colon?.[2] ?? "") };
  const vancouver = VANCOUVER.exec(t);
  if (vancouver) {
    const named = (vancouver[1] ?? "")
      .split(/,\s/u)
      .map((n) => n.split(/\s/u)[0] ?? "")
      .filter(Boolean);
    return {
      authors: withEtAl(named, Boolean(vancouver[2])),
      year: null,
      title: mainTitle(vancouver[3] ?? ""),
    };
  }
  return readFirstSentenceAsAuthor(t);
}

/**
 * AIAA, as engineering writes it: surnames with their initials after a comma, the names joined by ", and",
 * the title unquoted up to its first comma ("Versteeg, H.K., and Malalasekera, W., An Introduction to …,
 * 2nd ed., Pearson, 2007."); a quoted title is IEEE's.
 */
const AIAA =
  /^((?:\p{Lu}[\p{L}'’-]+,\s(?:\p{Lu}\.\s?-?)+,\s(?:and\s)?)+)(?!and\s|\p{Lu}[\p{L}'’-]+,\s\p{Lu}\.)([\p{L}\d][^,]{2,}?)(?:,\s|\.?$)/u;

/**
 * Vancouver, as medicine writes it: surnames with their initials after them, no full stops between
 * ("Walshe N. Title.", "Meier AB, Huber C. Title."), at most a few names before "et al."; not a given name
 * with its middle initial before the surname ("Emily H. Halili. Apache JMeter").
 */
const VANCOUVER =
  /^(\p{Lu}[\p{Ll}'’-]+\s\p{Lu}{1,3}(?:,\s\p{Lu}[\p{Ll}'’-]+\s\p{Lu}{1,3}){0,8})(,?\s(?:et al|u\.\s?a)\.?)?\.\s(?!\p{Lu}[\p{Ll}'’-]+\.\s)(\p{Lu}.+)$/u;

/**
 * "AWS. Customer Carbon Footprint Tool. o. J." — the first sentence names the author (an initial's period does
 * not end it: "Emily H. Halili. Apache JMeter").
 */
function readFirstSentenceAsAuthor(t: string): EntryParts {
  const first = /^(.{2,60}?)(?<!\b\p{Lu})\.\s(.+)$/u.exec(t);
  const who = (first?.[1] ?? "").trim();
  const authors =
    !first || /^o\.\s?V$/u.test(who)
      ? []
      : NAME_LIST.test(who) && !ORGANISATION.test(who)
        ? surnames(who)
        : [who];
  const title = mainTitle(first ? (first[2] ?? "") : t);
  // Nothing after the first sentence but a date or a link: that sentence was the title.
  if (!/\p{L}{3}/u.test(title)) return { authors: [], year: null, title: who };
  return { authors, year: null, title };
}
