/**
 * A heading set in capitals ("THEORETISCHER HINTERGRUND", "RESULTS AND DISCUSSION") in the thesis's own
 * case: each word as the thesis writes it in running text ("Theoretischer Hintergrund"), the first word
 * capitalised, acronyms kept.
 */

import { captionBody } from "./caption-label.ts";

/** True when a title's letters are (almost) all capitals and it has a word longer than an acronym. */
export function isAllCaps(title: string): boolean {
  const letters = title.replace(/[^\p{L}]/gu, "");
  if (letters.length < 5 || !/\p{L}{5,}/u.test(title)) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, "").length;
  return upper / letters.length > 0.9;
}

const HAS_LOWER = /\p{Ll}/u;

/**
 * How the text spells each word inside a sentence (not after a sentence end, not in capitals): the
 * lower-case key mapped to the most frequent spelling.
 */
export function spellingsOf(text: string): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  // toLowerCase(), not the de-DE locale: ICU has locale rules only for Turkish, Azeri and Lithuanian, so for
  // German and English the two agree, and the plain one takes a fraction of the time (the whole engine uses it).
  for (const m of text.matchAll(/(?<=[\p{Ll},;]\s)[\p{L}][\p{L}-]*/gu)) {
    const w = m[0];
    if (w.length > 1 && !HAS_LOWER.test(w)) continue;
    const key = w.toLowerCase();
    const forms = counts.get(key) ?? new Map<string, number>();
    forms.set(w, (forms.get(w) ?? 0) + 1);
    counts.set(key, forms);
  }
  const out = new Map<string, string>();
  for (const [key, forms] of counts) {
    const best = [...forms].sort((a, b) => b[1] - a[1])[0];
    if (best) out.set(key, best[0]);
  }
  return out;
}

/** Function words that stay lower case inside a title when the text never shows them. */
const LOWER = new Set(
  "der die das den dem des ein eine einer eines einem einen und oder von vom zu zum zur im in am an auf aus bei mit nach über unter für durch gegen ohne als wie the a an and or of for to in on at by with from as via vs".split(
    " ",
  ),
);

/** `title` in the case the text uses, when it is set in capitals; unchanged otherwise. */
export function inOwnCase(
  title: string,
  spellings: Map<string, string>,
  language: "de" | "en" = "de",
): string {
  if (!isAllCaps(title)) return title;
  let first = true;
  return title.replace(/\p{L}+/gu, (word) => {
    const key = word.toLowerCase();
    const known = spellings.get(key);
    let out: string;
    if (known) out = known;
    // A short word the text never writes in lower case is an acronym ("ICT", "OECD", "LES").
    else if (word.length <= 5 && !LOWER.has(key)) out = word;
    else if (LOWER.has(key)) out = key;
    // German nouns are capitalised; English title words after the first are not.
    else out = language === "de" ? word.charAt(0) + key.slice(1) : key;
    if (first) out = out.charAt(0).toUpperCase() + out.slice(1);
    first = false;
    return out;
  });
}

/** A caption whose text after its label is set in capitals ("Abbildung 2: VERTEILUNG ZIELVARIABLE"), in the thesis's own case. */
export function captionInOwnCase(
  caption: string,
  spellings: Map<string, string>,
  language: "de" | "en" = "de",
): string {
  const body = captionBody(caption);
  if (!isAllCaps(body) || !caption.endsWith(body)) return caption;
  return caption.slice(0, caption.length - body.length) + inOwnCase(body, spellings, language);
}
