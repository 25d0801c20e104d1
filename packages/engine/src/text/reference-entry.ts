/**
 * A bibliography entry or source footnote read into author(s), year and short title, and written back as a
 * short citation for a slide ("Guidi & Fava (2022): The Clinical Science of Euthymia"). Works for APA,
 * author-year with colon, Chicago, numbered/alpha-labelled (IEEE, biblatex) and humanities footnote styles.
 */
import { shortenTitle } from "./short-title.ts";

export interface ReferenceEntry {
  /** Surnames (or the corporate author), in order. */
  authors: string[];
  year: string | null;
  title: string;
}

const LABEL = /^(?:\[[^\]]{1,24}\]|\d{1,3}[.)]?(?=\s)|\(\d{1,3}\))\s*/u;
const SEE = /^(?:vgl\.|siehe|see|cf\.)\s*/iu;
/** "(2019)", "(2019a)", "(o. J.)", "(09. 02 2022)", "(2019, March 3)". */
const YEAR_PAREN =
  /\(\s*(?:[\d.\s]{0,12}?)((?:19|20)\d{2}[a-z]?|o\.\s?J\.|n\.\s?d\.|o\.\s?D\.)(?:,[^)]*)?\)\s*[.:,]?\s*/u;
/** Authors written with their initials first ("E. Sommer, M. Adler und J. Müller."), up to the title. */
const INITIALS_FIRST =
  /^((?:(?:\p{Lu}\.\s?-?)+\s?\p{Lu}[\p{L}'’-]+(?:,\s|,?\s(?:und|and|&)\s)?)+(?:\s?(?:et al\.|u\.\s?a\.))?)(?:[.,:]|(?<=\.))\s(.+)$/u;
/** A footnote's short citation: surname, short title, page. */
const SHORT_FORM = /^(\p{Lu}[\p{L}'’-]+),\s([^,.:]{3,80}),\s(?:S\.|p\.|pp\.|Sp\.)\s?\d/u;
/** A run of names: capitalised words, initials, particles, separated by commas, "/", "und", "and", "&". */
const NAME_LIST =
  /^(?:(?:[\p{Lu}][\p{L}'’.-]*|von|van|de|der|da|du|le|la|et al\.|u\.\s?a\.|\(Hrsg\.\)|\(Hg\.\)|\(Eds?\.\))[,/;]?\s?|(?:und|and|&|\/)\s)+$/u;
/** An organisation, not a person: capitals, many words or an organisation word. */
const ORGANISATION =
  /\b\p{Lu}{2,}\b|\b(?:Team|Solutions|Inc|GmbH|AG|Ltd|Institut|Institute|Verlag|Redaktion|Bundes\p{L}*|Ministerium|Amt|Agency|Association|Foundation|Stiftung|University|Universität|Organisation|Organization|Group|Gruppe)\b/u;
const NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s(?:von|van|de|der|da|du|le|la)\s\p{Lu}[\p{L}'’-]+)?`;

/** Surnames from an author list: "Guidi, J., & Fava, G. A." · "Kernmayer, Hildegard/ Jung, Simone" · "Hildegard Kernmayer/ Simone Jung". */
function surnames(list: string): string[] {
  const names = namesIn(list);
  // "et al." / "u. a.": more authors than named; the slide shows the first with "u. a.".
  if (/\bet al\b|\bu\.\s?a\./u.test(list) && names.length > 0) while (names.length < 3) names.push("Et al.");
  return names;
}

function namesIn(list: string): string[] {
  const t = list.replace(/\s+et al\.?|\s+u\.\s?a\.?|\(Hrsg\.\)|\(Hg\.\)|\(Eds?\.\)|\(ed\.\)/giu, "").trim();
  // "Surname, Initials/Given" pairs.
  const pairs = [
    ...t.matchAll(
      new RegExp(
        `(${NAME}),\\s*(?:\\p{Lu}\\.[\\s\\p{Lu}.-]*|\\p{Lu}\\p{Ll}+(?:\\s\\p{Lu}\\.)?(?:\\s\\p{Lu}\\p{Ll}+)?)`,
        "gu",
      ),
    ),
  ].map((m) => m[1] ?? "");
  if (pairs.length > 1) return pairs;
  // An organisation as author ("LEAP CFD Team", "OECD.") stays whole.
  if (
    pairs.length === 0 &&
    (ORGANISATION.test(t) || t.split(/\s+/u).length > 4) &&
    !/[/;]|\s(?:und|and|&)\s/u.test(t)
  )
    return [t.replace(/[.,]+$/u, "")];
  // "Given Surname" names separated by "/", ";", "und", "and", "&", "," (after a first "Surname, Given").
  const rest =
    pairs.length === 1
      ? t
          .slice(t.indexOf(pairs[0] ?? "") + (pairs[0] ?? "").length)
          .replace(/^,\s*\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)*/u, "")
      : t;
  const given = rest
    .split(/\s*(?:\/|;|,|\s&\s|\sund\s|\sand\s)\s*/u)
    .map(
      (n) =>
        n
          .trim()
          .replace(/^(?:und|and|&)\s+/u, "")
          .split(/\s+/u)
          .at(-1) ?? "",
    )
    .filter((n) => /^\p{Lu}[\p{L}'’-]+$/u.test(n));
  return [...pairs, ...given];
}

/** The title's main part: up to its first sentence end, without quotes. */
function mainTitle(text: string): string {
  // A year glued to the quoted title ("2011„Leitmedien“ als …") is the entry's year, not its title.
  const raw = text.trim().replace(/^(?:19|20)\d{2}[a-z]?\.?\s*(?=[„"“«])/u, "");
  // One opening mark is the title's own; a second one opens a quotation inside it ("„„Leitmedien“ als …“").
  let t = raw
    .replace(/^[„"“”«»‚‘']/u, "")
    .replace(/\s*\[[^\]]*\]/gu, "")
    .trim();
  const end = /^[„"“«]/u.test(raw) ? quotationEnd(t, raw.charAt(0)) : -1;
  if (end >= 3)
    return tidyQuotes(
      firstSentence(t.slice(0, end))
        .replace(/[,.;:]+$/u, "")
        .trim(),
    );
  t = t.replace(/^[„"“”«»‚‘']+/u, "");
  return tidyQuotes(
    firstSentence(t)
      .replace(/[,:;]+$/u, "")
      .trim(),
  );
}

/**
 * Where the quotation opened by `open` (already removed from `t`) closes: German „…“ and English “…”
 * count the quotations inside it; a straight quote closes at the next one.
 */
function quotationEnd(t: string, open: string): number {
  const [opens, closes] =
    open === "„" ? ["„", "“”"] : open === "“" ? ["“", "”"] : open === "«" ? ["«", "»"] : ["", '"'];
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charAt(i);
    if (opens.includes(c) && c !== "") depth++;
    else if (closes.includes(c)) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** Up to the title's first sentence end (not after an abbreviation), an "In:" or the publisher. */
function firstSentence(text: string): string {
  let t = text;
  const end =
    /(?<!\b\p{Lu}|\b(?:Vol|Nr|No|Bd|Jg|Aufl|Hrsg|ed|S|St|Dr|Prof|vs|bzw|z\.\s?B|u\.\s?a|et al))[.?!](?=\s|$)|,\s(?:in|In):\s|\s[Ii]n:\s|,\s(?:url|URL|https?:)|,\s(?:19|20)\d{2}\b|,\s[^,]*\b(?:Verlag|Press|Publishing|Publisher)\b/u.exec(
      t,
    );
  if (end) t = t.slice(0, end.index + (/[?!]/u.test(end[0]) ? 1 : 0));
  return t;
}

/** Quotation marks inside a title: set against their word ("„Flüchtlingskrise “in" → "„Flüchtlingskrise“ in"), none left alone. */
function tidyQuotes(title: string): string {
  const t = title.replace(/\s+([“”])(?=\p{L})/gu, "$1 ");
  const opening = (t.match(/„/gu) ?? []).length;
  const closing = (t.match(/[“”]/gu) ?? []).length;
  return opening === closing
    ? t
    : t
        .replace(/[„“”]/gu, "")
        .replace(/\s{2,}/gu, " ")
        .trim();
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
