/**
 * How a place in the thesis is named to the student. The engine keeps physical pages (figure pictures are
 * cut from them); everything that prints a page goes through here and names the page as the thesis prints
 * it ("S. iv", "S. 27"), from the document model's `pageLabels`. A format without real pages (DOCX, DOC)
 * names the chapter instead ("Kap. 4.2"): an estimated page is never printed. Decision 028.
 */
import type { Language, PageLabels } from "../document.ts";

/** Pages named by their physical index: a PDF that prints no numbers (what a PDF viewer shows too). */
export function indexLabels(pageCount: number): PageLabels {
  return { source: "index", labels: Array.from({ length: pageCount }, (_, i) => String(i + 1)) };
}

/** What the student sees for a physical page: its printed label ("27", "iv"), null when it has none. */
export function printedPage(labels: PageLabels, page: number | null): string | null {
  if (page === null || page < 1) return null;
  return labels.labels[page - 1] ?? null;
}

/** The physical pages that carry a printed label ("iv" may stand on one page only, "5" on two). */
export function pagesLabelled(labels: PageLabels, label: string): number[] {
  const out: number[] = [];
  labels.labels.forEach((l, i) => {
    if (l !== null && l.toLowerCase() === label.trim().toLowerCase()) out.push(i + 1);
  });
  return out;
}

const ROMAN = /^(?:[ivxlcdm]+|[IVXLCDM]+)$/;
const ROMAN_VALUE: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/** The value of a Roman numeral written the usual way ("xiv" → 14), null for anything else ("il", "vv"). */
export function romanValue(text: string): number | null {
  if (!ROMAN.test(text)) return null;
  const t = text.toLowerCase();
  let total = 0;
  for (let i = 0; i < t.length; i++) {
    const v = ROMAN_VALUE[t[i] as string] as number;
    const next = ROMAN_VALUE[t[i + 1] as string] ?? 0;
    total += v < next ? -v : v;
  }
  return romanNumeral(total) === t ? total : null;
}

/** The Roman numeral of a number, lower case (14 → "xiv"). */
export function romanNumeral(n: number): string {
  const steps: Array<[number, string]> = [
    [1000, "m"],
    [900, "cm"],
    [500, "d"],
    [400, "cd"],
    [100, "c"],
    [90, "xc"],
    [50, "l"],
    [40, "xl"],
    [10, "x"],
    [9, "ix"],
    [5, "v"],
    [4, "iv"],
    [1, "i"],
  ];
  let out = "";
  for (const [v, s] of steps)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
}

/** The value a label counts by ("27" → 27, "iv" → 4), null for labels that do not count ("A-3"). */
function countOf(label: string): { value: number; roman: boolean } | null {
  if (/^\d+$/.test(label)) return { value: Number(label), roman: false };
  const value = romanValue(label);
  return value === null ? null : { value, roman: true };
}

/**
 * The printed pages as a reference: "S. 3", "S. 3–5", "S. iv, 3, 7–9" (English: "p. 3", "pp. 3–5"), at most
 * four ranges; "" when none of the pages prints a label (or the format has none).
 */
export function pageReference(labels: PageLabels, pages: readonly number[], language: Language): string {
  const sorted = [...new Set(pages)].filter((p) => p > 0).sort((a, b) => a - b);
  const printed = sorted
    .map((p) => printedPage(labels, p))
    .filter((l): l is string => l !== null)
    .filter((l, i, all) => all.indexOf(l) === i);
  if (printed.length === 0) return "";
  const ranges: string[] = [];
  let start = printed[0] as string;
  let prev = start;
  for (const label of [...printed.slice(1), null]) {
    const a = countOf(prev);
    const b = label === null ? null : countOf(label);
    if (a && b && a.roman === b.roman && b.value === a.value + 1) {
      prev = label as string;
      continue;
    }
    ranges.push(start === prev ? start : `${start}–${prev}`);
    if (label !== null) start = prev = label;
  }
  const prefix = language === "de" ? "S." : printed.length > 1 ? "pp." : "p.";
  return `${prefix} ${ranges.slice(0, 4).join(", ")}`;
}

/** A span of pages as printed: "S. 12–20" (English "pp. 12–20"), one label when only one end prints one. */
export function pageSpan(labels: PageLabels, first: number, last: number, language: Language): string {
  const a = printedPage(labels, first);
  const b = printedPage(labels, last);
  const both = a !== null && b !== null && a !== b;
  const one = a ?? b;
  if (one === null) return "";
  return `${language === "de" ? "S." : both ? "pp." : "p."} ${both ? `${a}–${b}` : one}`;
}

/** Chapters as a reference: "Kap. 4.2", "Kap. 2, 3" (English: "Sect. 4.2"), at most three; "" without numbers. */
export function chapterReference(numbers: readonly string[], language: Language): string {
  const distinct = [...new Set(numbers.filter((n) => n.trim() !== ""))];
  if (distinct.length === 0) return "";
  return `${language === "de" ? "Kap." : "Sect."} ${distinct.slice(0, 3).join(", ")}`;
}

/**
 * A place in the thesis as the student finds it: its printed pages, or, where no page is printed (DOCX,
 * DOC, a page without a number), its chapters; "" when neither is known.
 */
export function placeReference(
  labels: PageLabels,
  pages: readonly number[],
  chapters: readonly string[],
  language: Language,
): string {
  return pageReference(labels, pages, language) || chapterReference(chapters, language);
}
