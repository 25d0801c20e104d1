/** The reference list: splitting it into entries and finding URLs, DOIs and years. */
import type { Reference } from "../document.ts";
import type { ParagraphBlock } from "./blocks.ts";
import { joinLines } from "./normalize.ts";

const DOI = /\b(10\.\d{4,9}\/[^\s"<>{}|\\^`]+)/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s"<>{}|\\^`]+/gi;

/** biblatex sets URLs with spaces ("https : / / www . example . de / a"); close them up again. */
export function repairSpacedUrls(text: string): string {
  return text.replace(
    /\b(https?)\s*:\s*\/\s*\/\s*((?:[\w\-~%]+\s?(?:[./_\-#?=&:~%]\s?)+)+[\w\-~%/]*)/gi,
    (_m, scheme, rest) => {
      return `${String(scheme).toLowerCase()}://${String(rest).replace(/\s+/g, "")}`;
    },
  );
}

const trimUrl = (u: string) => u.replace(/[.,;:)\]}'"”“]+$/, "").replace(/\((?:[^)]*)$/, "");

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
