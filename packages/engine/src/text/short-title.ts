/**
 * The one way a title is shortened (footer title, slide titles): whole when it fits, else without its
 * subtitle, else cut at a word boundary with " …" (never mid-word, never ending on "der", "am", "of").
 */
import { STOPWORDS } from "./words.ts";

/** Short function words missing from STOPWORDS that no shortened title may end on. */
const DANGLING = new Set("am an im in ins zum zur a an as at by in of on or to vs via per versus".split(" "));

function dangling(word: string): boolean {
  const w = word.toLocaleLowerCase("de-DE");
  return word === w && (STOPWORDS.has(w) || DANGLING.has(w));
}

/** Drops trailing punctuation and trailing function words ("… auf den" → "… auf" → "…"). */
function trimEnd(words: string[]): string[] {
  const out = [...words];
  while (out.length > 1) {
    const last = (out.at(-1) ?? "").replace(/[,:;–—-]+$/, "");
    if (!last || dangling(last)) out.pop();
    else {
      out[out.length - 1] = last;
      break;
    }
  }
  // A single word left keeps no trailing comma either ("Motivation, …" → "Motivation …").
  const only = out.length === 1 ? (out[0] ?? "").replace(/[,:;–—-]+$/, "") : "";
  return only ? [only] : out;
}

export function shortenTitle(title: string, max = 80): string {
  const t = title.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  // A subtitle after a colon or dash is the first thing to go, if the main title says enough on its own.
  const head = /^(.+?)\s*(?::|–|—|\s[-−])\s/.exec(t)?.[1];
  if (head && head.length >= max / 3 && head.length <= max) return head;
  const words = t
    .slice(0, max + 1)
    .split(" ")
    .slice(0, -1);
  const kept = trimEnd(words).join(" ");
  // No word boundary early enough (one very long word): cut the word rather than lose it.
  if (kept.length < max / 4) return `${t.slice(0, max - 1)}…`;
  return `${kept} …`;
}
