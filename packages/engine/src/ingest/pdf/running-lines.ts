/**
 * The running lines of a PDF's pages: headers and footers repeated at the top or bottom of many pages, and
 * page numbers. They are taken out of the body text, and the page numbers they print name the pages
 * (`pageLabelsOf`): the PDF's own page labels where the file has them, else the printed numbers where they
 * count up with the pages, else the physical index (decision 028).
 */
import type { PageLabels } from "../../document.ts";
import { indexLabels, romanNumeral, romanValue } from "../../text/page-label.ts";
import type { Line, PageLines } from "./page-lines.ts";

/** A line that is only a page number: "27", "- 27 -", "– 3 –", "Seite 4 von 30", "iv". */
const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:seite\s+|page\s+|s\.\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})(?:\s*(?:von|of|\/)\s*\d{1,4})?(?:\s*[-–—])?$/i;

/** A line in the head or foot zone of its page, set no larger than the body (a heading is never a running line). */
function inRunningZone(p: PageLines, l: Line, bodySize: number): boolean {
  return (l.y > p.height * 0.925 || l.y < p.height * 0.075) && l.size < bodySize * 1.12;
}

const runningKey = (l: Line) => l.text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");

/**
 * The running lines: those in the head or foot zone that repeat (numbers aside) on enough pages.
 * Chapter-specific running headers (KOMA, fancyhdr) repeat on only a few pages each.
 */
function runningLineTest(pages: PageLines[], bodySize: number): (p: PageLines, l: Line) => boolean {
  const counts = new Map<string, number>();
  for (const p of pages) {
    const seen = new Set<string>();
    for (const l of p.lines) if (inRunningZone(p, l, bodySize)) seen.add(runningKey(l));
    for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const threshold = pages.length >= 8 ? 3 : Math.max(2, Math.ceil(pages.length * 0.5));
  return (p, l) =>
    pages.length >= 3 && inRunningZone(p, l, bodySize) && (counts.get(runningKey(l)) ?? 0) >= threshold;
}

/** Removes running headers/footers (text repeated at the top/bottom of many pages) and page numbers. */
export function removeRunningLines(pages: PageLines[], bodySize: number): void {
  const running = runningLineTest(pages, bodySize);
  for (const p of pages) {
    p.lines = p.lines.filter(
      (l) => !inRunningZone(p, l, bodySize) || (!PAGE_NUMBER.test(l.text) && !running(p, l)),
    );
  }
}

/** A number a running line may print as its page: arabic or Roman, with how to write it back. */
interface Candidate {
  value: number;
  roman: "lower" | "upper" | null;
}

function candidate(token: string): Candidate | null {
  if (/^\d{1,4}$/.test(token)) return { value: Number(token), roman: null };
  const value = romanValue(token);
  if (value === null) return null;
  return { value, roman: token === token.toLowerCase() ? "lower" : "upper" };
}

/**
 * The numbers a running line may print as the page: all of a page-number line ("– 12 –", "Seite 4 von 30"),
 * else the first or last word of a running head that repeats ("2. Apache JMeter 6", "27 Kapitel 3"; a
 * footnote in the foot zone does not repeat, so its marker is never read as a page). A chapter number
 * or a year is among them too; only numbers that count up with the pages are kept (`printedRuns`).
 */
function candidatesOf(text: string, running: boolean): Candidate[] {
  const t = text.trim();
  if (PAGE_NUMBER.test(t)) {
    const m = /\d{1,4}|[ivxlcdm]{1,7}/i.exec(t.replace(/^(?:seite|page|s\.)\s*/i, ""));
    const c = m ? candidate(m[0]) : null;
    return c ? [c] : [];
  }
  const words = t.split(/\s+/);
  if (!running || words.length < 2) return [];
  return [words[0], words.at(-1)]
    .map((w) => candidate((w ?? "").replace(/[.,:;|]+$/u, "")))
    .filter((c): c is Candidate => c !== null);
}

/** Pages that may lie between two pages of a run without a number of their own (a full-page figure). */
const MAX_GAP = 3;
/** Pages a run needs to count as printed numbering. */
const MIN_RUN = 3;

interface Run {
  offset: number;
  roman: Candidate["roman"];
  first: number;
  last: number;
  support: number;
}

/**
 * Runs of pages whose running lines print a number that counts up with the page: the same offset between
 * physical page and printed number on at least three pages, no more than three pages apart. A chapter
 * number (the same on many pages) or a year never counts up, so it forms no run.
 */
function printedRuns(candidates: Candidate[][]): Run[] {
  const byOffset = new Map<string, { offset: number; roman: Candidate["roman"]; pages: number[] }>();
  candidates.forEach((list, i) => {
    const page = i + 1;
    for (const c of list) {
      const kind = c.roman ? "roman" : "arabic";
      const offset = page - c.value;
      const k = `${kind}:${offset}`;
      const entry = byOffset.get(k) ?? { offset, roman: c.roman, pages: [] };
      if (entry.pages.at(-1) !== page) entry.pages.push(page);
      byOffset.set(k, entry);
    }
  });
  const runs: Run[] = [];
  for (const { offset, roman, pages } of byOffset.values()) {
    let start = 0;
    for (let i = 1; i <= pages.length; i++) {
      if (i < pages.length && (pages[i] as number) - (pages[i - 1] as number) <= MAX_GAP + 1) continue;
      const support = i - start;
      if (support >= MIN_RUN)
        runs.push({ offset, roman, first: pages[start] as number, last: pages[i - 1] as number, support });
      start = i;
    }
  }
  return runs.sort((a, b) => b.support - a.support);
}

function labelOf(value: number, roman: Candidate["roman"]): string {
  if (!roman) return String(value);
  return roman === "upper" ? romanNumeral(value).toUpperCase() : romanNumeral(value);
}

/**
 * The printed page numbers of the pages, read from their running lines before those are removed; null for
 * a page outside every run of counting numbers (a title page, a page numbering cannot be told on).
 * Null altogether when no run was found.
 */
export function printedPageNumbers(pages: PageLines[], bodySize: number): Array<string | null> | null {
  const running = runningLineTest(pages, bodySize);
  const candidates = pages.map((p) =>
    p.lines.filter((l) => inRunningZone(p, l, bodySize)).flatMap((l) => candidatesOf(l.text, running(p, l))),
  );
  const runs = printedRuns(candidates);
  if (runs.length === 0) return null;
  const labels: Array<string | null> = pages.map(() => null);
  // The best-supported run names its pages first; a weaker run that overlaps it names only the rest.
  for (const run of runs) {
    for (let page = run.first; page <= run.last; page++) {
      const value = page - run.offset;
      if (labels[page - 1] === null && value > 0) labels[page - 1] = labelOf(value, run.roman);
    }
  }
  return labels;
}

/**
 * How the pages are named: the PDF's page labels (pdf.js `getPageLabels()`; an empty label is a page
 * without one), else the printed numbers, else the physical index.
 */
export function pageLabelsOf(
  pdfLabels: readonly string[] | null,
  printed: ReadonlyArray<string | null> | null,
  pageCount: number,
): PageLabels {
  if (pdfLabels && pdfLabels.length === pageCount && pdfLabels.some((l) => l.trim() !== ""))
    return { source: "pdf", labels: pdfLabels.map((l) => l.trim() || null) };
  if (printed && printed.length === pageCount) return { source: "printed", labels: [...printed] };
  return indexLabels(pageCount);
}
