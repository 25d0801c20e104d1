/**
 * The one way a title or label is shortened (footer title, slide titles, navigation, quoted sentences in
 * reports): whole when it fits, else without its subtitle, else its first whole parts (" & "), else its
 * longest opening that ends before a preposition or conjunction, else at a word boundary. Never mid-word,
 * never with "…", never ending on "der", "am", "of".
 */
import { STOPWORDS } from "./words.ts";

/** Short function words missing from STOPWORDS that no shortened title may end on. */
const DANGLING = new Set("am an im in ins zum zur a an as at by in of on or to vs via per versus".split(" "));

function dangling(word: string): boolean {
  const w = word.toLowerCase();
  return word === w && (STOPWORDS.has(w) || DANGLING.has(w));
}

/** Words that open a new phrase: a title may end before them. */
const PHRASE_START =
  /^(von|vom|mit|für|auf|am|an|im|in|unter|über|bei|beim|durch|nach|zur|zum|zwischen|gegen|ohne|aus|und|oder|sowie|als|anhand|mittels|hinsichtlich|bezüglich|am|innerhalb|während|bis|of|for|on|in|at|with|by|from|using|and|or|to|via|towards|under|between|within|across|about|into|through|among|during|without|against|versus|vs\.?)$/u;

/** German function words: a title with one of them is German, where every noun is capitalised. */
const GERMAN =
  /(?<!\p{L})(?:der|die|das|den|dem|des|von|vom|und|für|zur|zum|mit|im|am|bei|eines|einer|über|unter)(?!\p{L})/u;

/**
 * In a German title a lowercase word ending like an inflected adjective ("temporalen", "neuen") waits for
 * its noun: the shortened title may not end on it ("Evaluierung von temporalen" → "Evaluierung").
 */
function waitsForNoun(word: string, german: boolean): boolean {
  return german && /^\p{Ll}+(?:e|en|er|es|em)$/u.test(word);
}

/** Drops trailing punctuation, function words and (German) adjectives without their noun ("… auf den" → "…"). */
function trimEnd(words: string[]): string[] {
  const out = [...words];
  const german = GERMAN.test(words.join(" "));
  while (out.length > 1) {
    const last = (out.at(-1) ?? "").replace(/[,:;–—&-]+$/, "");
    if (!last || dangling(last) || waitsForNoun(last, german)) out.pop();
    else {
      out[out.length - 1] = last;
      break;
    }
  }
  const only = out.length === 1 ? (out[0] ?? "").replace(/[,:;–—&-]+$/, "") : "";
  return only ? [only] : out;
}

/** Brackets the cut left open ("Euthymia Scale (ES") lose their opening part. */
function closeBrackets(text: string): string {
  const open = text.lastIndexOf("(");
  return open >= 0 && text.indexOf(")", open) < 0 ? text.slice(0, open).trim() : text;
}

export function shortenTitle(title: string, max = 80): string {
  const t = title.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  // A subtitle after a colon or dash is the first thing to go, if the main title says enough on its own.
  const head = /^(.+?)\s*(?::|–|—|\s[-−])\s/.exec(t)?.[1];
  if (head && head.length >= max / 3 && head.length <= max) return trimEnd(head.split(" ")).join(" ");
  // Several chapters on one slide ("A & B & C"): as many whole parts as fit.
  const parts = t.split(" & ");
  if (parts.length > 1 && (parts[0] ?? "").includes(" ")) {
    let kept = parts[0] ?? "";
    for (const p of parts.slice(1)) {
      if (`${kept} & ${p}`.length > max) break;
      kept = `${kept} & ${p}`;
    }
    return kept.length <= max ? kept : shortenTitle(kept, max);
  }
  const words = t.split(" ");
  // The longest opening that fits and ends before a new phrase ("… Anwendungsarchitekturen | auf den …").
  let phrase = 0;
  let fits = 0;
  for (let k = 1; k <= words.length; k++) {
    if (words.slice(0, k).join(" ").length > max) break;
    fits = k;
    if (k < words.length && (PHRASE_START.test(words[k] ?? "") || /[,;:]$/u.test(words[k - 1] ?? "")))
      phrase = k;
  }
  const pick = phrase > 0 && words.slice(0, phrase).join(" ").length >= max / 3 ? phrase : fits;
  const kept = closeBrackets(trimEnd(words.slice(0, Math.max(1, pick))).join(" "));
  // A word longer than `max` stays whole rather than be cut inside (with what comes before it).
  if (kept.length < max / 4) return trimEnd(words.slice(0, Math.max(1, fits) + 1)).join(" ");
  return kept;
}
