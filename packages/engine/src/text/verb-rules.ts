/**
 * Does a line have a verb, and which language is a passage in? Without a tagger, by the forms verbs take:
 * a list of the common auxiliary, modal and irregular forms (german-verb-forms.ts, english-verb-forms.ts), and
 * endings. German writes nouns with a capital, so a lower-case word ending like a verb ("zeigt", "erreichen",
 * "gestiegen", "analysiert") is one, unless it stands between an article or preposition and a noun ("der großen
 * Daten": an adjective). English has no such mark: there the list is longer and "-ed" forms count. A line counts
 * as having a verb when one word passes; the test leans towards "has a verb", so what it flags is a phrase without
 * any.
 */
import { ENGLISH_FORMS, ENGLISH_NON_VERBS } from "./english-verb-forms.ts";
import {
  GERMAN_DETERMINERS,
  GERMAN_FORMS,
  GERMAN_NON_VERBS,
  GERMAN_PRONOUNS,
  isGermanVerbForm,
} from "./german-verb-forms.ts";

function germanHasVerb(words: string[]): boolean {
  return words.some((word, i) => {
    const w = word.toLowerCase();
    if (GERMAN_FORMS.has(w) || (word === w && isGermanVerbForm(w))) return true;
    if (i === 1 && word === w && GERMAN_PRONOUNS.has(words[0]?.toLowerCase() ?? "")) return true;
    // A capitalised word is a noun, except as the line's first word ("Zeigt …", "Analysiert …").
    if (word !== w) return i === 0 && /(?:iert|ierte|ierten|ieren)$/u.test(w);
    if (GERMAN_NON_VERBS.has(w) || w.length < 4) return false;
    // Participles: "gestiegen", "gezeigt", "angewendet", "untersucht".
    if (/^(?:\p{L}{0,6})ge\p{L}{2,}(?:t|en)$/u.test(w) && !/(?:ig|lich|isch)en$/u.test(w)) return true;
    if (!/(?:t|en|te|ten|ern|eln|st|et)$/u.test(w)) return false;
    // An adjective between a determiner and its noun: "der großen Daten", "mit hohen Werten".
    const before = words[i - 1]?.toLowerCase() ?? "";
    const after = words[i + 1] ?? "";
    if (/(?:e|en|te|ten|er|es|em)$/u.test(w) && /^\p{Lu}/u.test(after) && GERMAN_DETERMINERS.has(before))
      return false;
    // Adjectives that end like verbs ("statistischen", "wirksamen"); "-igen"/"-lichen" stay verbs
    // ("bestätigen", "ermöglichen"): such adjectives mostly follow a determiner (above).
    return !/(?:isch|bar|sam|haft|los)(?:e|en|er|es|em)?$/u.test(w);
  });
}

function englishHasVerb(words: string[]): boolean {
  return words.some((word) => {
    const w = word.toLowerCase();
    if (ENGLISH_FORMS.has(w)) return true;
    if (ENGLISH_NON_VERBS.has(w)) return false;
    return w.length > 4 && /(?:ed|ing)$/u.test(w);
  });
}

/** True when the line has no verb (German or English rules). */
export function lacksVerb(line: string, language: "de" | "en"): boolean {
  const words = line.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (words.length === 0) return false;
  return !(language === "de" ? germanHasVerb(words) : englishHasVerb(words));
}
const GERMAN_MARKERS = new Set(
  "der die das und ist nicht mit sich auf für dem den des wird werden sind auch eine einer zu von im bei dass wie oder ich wir".split(
    " ",
  ),
);
const ENGLISH_MARKERS = new Set(
  "the and is are of to in that with for this was were be by not as it from on an which we have has".split(
    " ",
  ),
);

/** The language of a passage by its function words, or null when it has too few to tell. */
export function languageOf(text: string): "de" | "en" | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let de = 0;
  let en = 0;
  for (const w of words) {
    // "in", "die" (English "die" is rare) are shared; count only words one language has.
    if (GERMAN_MARKERS.has(w) && !ENGLISH_MARKERS.has(w)) de++;
    if (ENGLISH_MARKERS.has(w) && !GERMAN_MARKERS.has(w)) en++;
  }
  if (de + en < 2) return null;
  if (de >= 2 * en + 1) return "de";
  if (en >= 2 * de + 1) return "en";
  return null;
}
