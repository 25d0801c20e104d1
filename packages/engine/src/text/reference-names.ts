/**
 * The parts of a bibliography entry before its title: a label ("[12]", "3."), a "vgl.", the year in
 * parentheses, and the authors' surnames from a list of names or an organisation.
 */

export const LABEL = /^(?:\[[^\]]{1,24}\]|\d{1,3}[.)]?(?=\s)|\(\d{1,3}\))\s*/u;
export const SEE = /^(?:vgl\.|siehe|see|cf\.)\s*/iu;

/** "(2019)", "(2019a)", "(o. J.)", "(09. 02 2022)", "(2019, March 3)". */
export const YEAR_PAREN =
  /\(\s*(?:[\d.\s]{0,12}?)((?:19|20)\d{2}[a-z]?|o\.\s?J\.|n\.\s?d\.|o\.\s?D\.)(?:,[^)]*)?\)\s*[.:,]?\s*/u;

/** Authors written with their initials first ("E. Sommer, M. Adler und J. Müller."), up to the title. */
export const INITIALS_FIRST =
  /^((?:(?:\p{Lu}\.\s?-?)+\s?\p{Lu}[\p{L}'’-]+(?:,\s|,?\s(?:und|and|&)\s)?)+(?:\s?(?:et al\.|u\.\s?a\.))?)(?:[.,:]|(?<=\.))\s(.+)$/u;

/** A footnote's short citation: surname, short title, page. */
export const SHORT_FORM = /^(\p{Lu}[\p{L}'’-]+),\s([^,.:]{3,80}),\s(?:S\.|p\.|pp\.|Sp\.)\s?\d/u;

/** A run of names: capitalised words, initials, particles, separated by commas, "/", "und", "and", "&". */
export const NAME_LIST =
  /^(?:(?:[\p{Lu}][\p{L}'’.-]*|von|van|de|der|da|du|le|la|et al\.|u\.\s?a\.|\(Hrsg\.\)|\(Hg\.\)|\(Eds?\.\))[,/;]?\s?|(?:und|and|&|\/)\s)+$/u;

/** An organisation, not a person: capitals, many words or an organisation word. */
export const ORGANISATION =
  /\b\p{Lu}{2,}\b|\b(?:Team|Solutions|Inc|GmbH|AG|Ltd|Institut|Institute|Verlag|Redaktion|Bundes\p{L}*|Ministerium|Amt|Agency|Association|Foundation|Stiftung|University|Universität|Organisation|Organization|Group|Gruppe)\b/u;
const NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s(?:von|van|de|der|da|du|le|la)\s\p{Lu}[\p{L}'’-]+)?`;

/** Surnames from an author list: "Guidi, J., & Fava, G. A." · "Kernmayer, Hildegard/ Jung, Simone" · "Hildegard Kernmayer/ Simone Jung". */
export function surnames(list: string): string[] {
  return withEtAl(namesIn(list), /\bet al\b|\bu\.\s?a\./u.test(list));
}

/**
 * "et al." / "u. a.": more authors than named. The list is filled up to three, so the slide shows the first
 * with "u. a." (`formatReference`).
 */
export function withEtAl(names: string[], etAl: boolean): string[] {
  if (etAl && names.length > 0) while (names.length < 3) names.push("Et al.");
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
