/** Person names on a title page (authors, supervisors): academic titles kept, organisations refused. */
import { INSTITUTION_WORD } from "./institutions.ts";
import { hasSensitive, NUMBER_IN_PARENS } from "./personal-data.ts";
import { clean, words } from "./text.ts";

export const ACADEMIC_TITLE =
  /^(?:prof\.?|univ\.-prof\.?|em\.|dr\.?|dr\.-\w+\.?|dipl\.?-?[\p{L}.]*|jun\.?-?prof\.?|apl\.?|pd|priv\.-doz\.?|hon\.-prof\.?|rer\.?|nat\.?|pol\.?|oec\.?|phil\.?|med\.?|ing\.?|h\.\s?c\.?|habil\.?|mag\.?|m\.\s?sc\.?|b\.\s?sc\.?|m\.\s?a\.?|b\.\s?a\.?|m\.\s?eng\.?|b\.\s?eng\.?|mba|ll\.\s?m\.?|phd|ph\.d\.?)$/iu;
export const SALUTATION = /^(?:herr|frau|hr\.|fr\.|mr\.?|ms\.?|mrs\.?|dr\.?)$/i;
const NAME_PARTICLE =
  /^(?:von|van|vom|de|der|den|del|della|di|da|du|dos|le|la|zu|zur|ten|ter|y|al|el|bin|ibn|und)$/i;

/** A person name as printed: academic titles kept, a salutation before an academic title dropped. */
export function personName(raw: string): string | null {
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
export const ORGANISATION =
  /(?:\b(?:GmbH|AG|KG|SE|e\.\s?V\.|Inc\.?|Ltd\.?|LLC|Co\.|Institute|Department|Group|Gruppe|Consulting|Solutions|Systems|Technologies|Services)(?![\p{L}])|\p{L}*(?:institut|universität|university|hochschule|fakultät|lehrstuhl|gesellschaft|verlag|akademie|gymnasium|schule)\b)/iu;

/** The name starts with an academic title or a salutation. */
export const titled = (name: string) => {
  const first = words(name)[0] ?? "";
  return ACADEMIC_TITLE.test(first) || SALUTATION.test(first);
};

/** Several names in one value: "A und B", "A, B", "A; B", "A & B". */
export function personNames(raw: string): string[] {
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

export function isNameLike(text: string): boolean {
  const n = personName(text);
  return n !== null && words(n).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length >= 2;
}
