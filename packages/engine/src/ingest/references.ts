/** The reference list: splitting it into entries and finding URLs, DOIs and years. */
import type { Reference } from "../document.ts";
import type { ParagraphBlock } from "./blocks.ts";
import { joinLines } from "./normalize.ts";

// An address ends at white space and at characters that never stand unencoded in one: typographic quotes
// and dashes ("…/23053249.„Briatte", "….005.———" are the next reference glued on).
const DOI = /\b(10\.\d{4,9}\/[^\s"<>{}|\\^`„“”«»‚‘’—–]+)/g;
// Square brackets stand unencoded only in a URL's query ("?fs[0]=…"): in the path "…/polgar-alfred/[13.07.2021]"
// is the access date glued on.
const URL = /\b(?:https?:\/\/|www\.)[^\s"<>{}|\\^`„“”«»‚‘’—–[\]?]+(?:\?[^\s"<>{}|\\^`„“”«»‚‘’—–]*)?/gi;

const URL_SCHEME = /\b([Hh][Tt][Tt][Pp][Ss]?)\s*:\s*\/\s*\/\s*/g;
const URL_PUNCT = /[./_\-#?=&:~%]$/;
/** A punctuation mark standing alone between spaces: the URL was set with spaces ("dortmund . de / a"). */
const LONE_PUNCT = /^[./_\-#?=&:~%]$/;
/** A top-level domain or file ending standing alone ("…/bericht. pdf", "www.example. de/…"). */
const ENDING =
  /^(?:pdf|html?|php|aspx?|jsp|xml|json|txt|docx?|xlsx?|de|com|org|net|edu|gov|at|ch|uk|eu|io|info)(?:$|[/.,;#?])/;

/**
 * Does the address `url` go on with the next token `next` after a space? In a URL set with spaces every
 * piece does, but never a capitalised word after a full stop or a dash ("….x. Stanford", "… - Stand 2020");
 * otherwise a line join left a space after a
 * hyphen, slash or dot ("https://www.iwh- halle.de/…", "…/detail/ entwicklung-und-…") and the piece must go
 * on like an address, with its own dot, slash, hyphen or digit: "…/a. abgerufen am …" does not.
 */
function urlGoesOn(url: string, next: string, spaced: boolean): boolean {
  const piece = next.replace(/[.,;:)]+$/, "");
  // "….x. Stanford", "… - Stand 2020"; but "https://CRAN. R-project.org/…" goes on.
  if (/[.-]$/.test(url) && /^\p{Lu}/u.test(next) && !/[/.=?&#%_]/.test(piece)) return false;
  if (/^[./_\-#?=&~%]./.test(next)) return true; // "-de/azure", "/fileadmin", ".pdf"
  if (!URL_PUNCT.test(url) || !/^[\w%]/.test(next)) return false;
  if (spaced || ENDING.test(next)) return true;
  return /[./\-_=?&%#\d]/.test(piece);
}

/** How many tokens from `tokens` continue a host name split after its dots ("www." | "cs. umd. edu/sites/…"). */
function hostPieces(url: string, tokens: string[]): number {
  if (!url.endsWith(".") || url.slice(url.indexOf("//") + 2).includes("/")) return 0;
  let k = 0;
  while (k < 4 && /^[a-z0-9-]+\.$/.test(tokens[k] ?? "")) k++;
  const last = tokens[k] ?? "";
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\//.test(last) || ENDING.test(last) ? k + 1 : 0;
}

/**
 * Closes up URLs that the extraction or the thesis's typesetting split with spaces ("https : / / www . example
 * . de / a", "https://www.iwh- halle.de/…"), and nothing after them.
 */
export function repairSpacedUrls(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(URL_SCHEME)) {
    if (m.index < last) continue;
    let spaced = /\s/.test(m[0]);
    let i = m.index + m[0].length;
    let url = /^\S*/.exec(text.slice(i))?.[0] ?? "";
    i += url.length;
    for (;;) {
      const gap = /^\s(\S+)(?:\s(\S+))?/.exec(text.slice(i));
      const next = gap?.[1];
      if (!gap || !next) break;
      const ahead =
        text
          .slice(i)
          .match(/^(?:\s\S+){1,5}/)?.[0]
          .trim()
          .split(/\s/) ?? [];
      const host = hostPieces(url, ahead);
      if (host > 0) {
        // "https://www. cs. umd. edu/sites/…": the host name split after each of its dots.
        const pieces = ahead.slice(0, host);
        url += pieces.join("");
        i += pieces.reduce((n, t) => n + 1 + t.length, 0);
        continue;
      }
      if (LONE_PUNCT.test(next)) {
        // "tu - dortmund": the mark joins only with a piece that goes on after it.
        const after = gap[2];
        if (!after || !urlGoesOn(url + next, after, true)) break;
        url += next + after;
        i += gap[0].length;
        spaced = true;
        continue;
      }
      if (!urlGoesOn(url, next, spaced)) break;
      url += next;
      i += 1 + next.length;
    }
    out += `${text.slice(last, m.index)}${String(m[1]).toLowerCase()}://${url}`;
    last = i;
  }
  return out + text.slice(last);
}

/** More closing than opening brackets: the last closing one is the sentence's, not the address's. */
const unbalanced = (u: string, open: string, close: string) => u.split(close).length > u.split(open).length;

/** Trailing punctuation belongs to the sentence; a bracket only when it does not close one in the address. */
function trimUrl(u: string): string {
  let url = u;
  for (;;) {
    const next = url
      .replace(/[.,;:!?'"”“’]+$/u, "")
      .replace(/\)$/, (m) => (unbalanced(url, "(", ")") ? "" : m));
    if (next === url) break;
    url = next;
  }
  // An opening bracket never closed: the address was cut there ("…/[cited", "…&df[ag").
  return url.replace(/\((?:[^)]*)$/, "").replace(/\[[^\]]*$/, "");
}

export function findUrls(text: string, knownLinks: string[] = []): string[] {
  const out: string[] = [];
  for (const m of repairSpacedUrls(text).matchAll(URL)) {
    let url = trimUrl(m[0]);
    if (url.toLowerCase().startsWith("www.")) url = `https://${url}`;
    // Prefer the exact link target stored in the file (a PDF link annotation) when it extends this text.
    const exact = knownLinks
      .filter((l) => l.startsWith(url) || url.startsWith(l))
      .sort((a, b) => b.length - a.length)[0];
    if (exact && Math.abs(exact.length - url.length) < 80) url = exact;
    if (/^https?:\/\/[^/]*\.[a-z]{2,}/i.test(url) && !out.includes(url)) out.push(url);
  }
  return out;
}

/** A DOI broken at a line end and joined with a space ("10.1016/0377- 2217(89)90053-9"): close it up. */
function repairBrokenDois(text: string): string {
  return text.replace(/(\b10\.\d{4,9}\/\S*[-/])\s+(?=[\w(])/g, "$1");
}

export function findDois(text: string): string[] {
  const out: string[] = [];
  for (const m of repairBrokenDois(repairSpacedUrls(text)).matchAll(DOI)) {
    const doi = (m[1] ?? "").replace(/[.,;:)\]}'"”“]+$/, "");
    if (!out.includes(doi)) out.push(doi);
  }
  return out;
}

function year(text: string): number | null {
  const years = [...text.matchAll(/(?:^|[^\d])((?:19|20)\d{2})[a-z]?(?:[^\d]|$)/g)].map((m) => Number(m[1]));
  const plausible = years.filter((y) => y <= new Date().getFullYear() + 1);
  return plausible[0] ?? null;
}

const LABEL = /^(\[[^\]]{1,24}\]|\d{1,3}\.\s|\(\d{1,3}\)\s)/;
const AUTHOR_START = /^\p{Lu}[\p{L}'’-]+(?:,\s*\p{Lu}|\s+\p{Lu}\.|\s+(?:&|und|and)\s)/u;

/** Splits the reference section into entries. PDF lines carry their left edge (hanging indents). */
export function splitReferences(paragraphs: ParagraphBlock[]): string[] {
  const lines = paragraphs.flatMap((p) => p.lines ?? [{ text: p.text, x: Number.NaN }]);
  const hasX = lines.some((l) => !Number.isNaN(l.x));
  if (!hasX) return paragraphs.flatMap((p) => splitInline(p.text));
  const minX = Math.min(...lines.map((l) => l.x));
  const hanging = lines.filter((l) => l.x > minX + 5).length >= lines.length * 0.2;
  const entries: string[][] = [];
  for (const l of lines) {
    const prev = entries.at(-1);
    const prevText = prev?.at(-1) ?? "";
    const starts =
      !prev ||
      LABEL.test(l.text) ||
      (hanging && Math.abs(l.x - minX) < 3) ||
      (!hanging && /[.)]$/.test(prevText) && AUTHOR_START.test(l.text));
    if (starts) entries.push([l.text]);
    else prev?.push(l.text);
  }
  return entries.map((e) => joinLines(e)).flatMap(splitInline);
}

/** Some extractions put several labelled entries in one line ("… 2001. [Spe01] …"). */
function splitInline(text: string): string[] {
  return text
    .split(/\s(?=\[[A-Z][^\]]{1,20}\]\s)/)
    .map((t) => t.trim())
    .filter((t) => t.length > 8);
}

export function toReferences(entries: string[], knownLinks: string[]): Reference[] {
  return entries.map((raw) => {
    const text = repairSpacedUrls(raw);
    const dois = findDois(text);
    const urls = findUrls(text, knownLinks).filter(
      (u) => !dois.some((d) => u.toLowerCase().endsWith(d.toLowerCase())),
    );
    return { raw: text, urls, dois, year: year(text) };
  });
}
