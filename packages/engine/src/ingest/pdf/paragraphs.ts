/**
 * A PDF page's lines → heading and paragraph blocks (a new paragraph at a gap, a size change, a list marker,
 * a short last line), and paragraphs that run on over a page break joined again.
 */
import { readCaptionLabel } from "../../text/caption-label.ts";
import { LIST_MARKER } from "../../text/list-marker.ts";
import type { Block, ParagraphBlock } from "../blocks.ts";
import { joinLines } from "../normalize.ts";
import type { HeadingAt } from "./headings.ts";
import type { OutlineEntry } from "./outline.ts";
import type { Line, PageLines } from "./page-lines.ts";

/**
 * The blocks of all pages: each page's headings and paragraphs (outline entries not found in the text added
 * as headings at the top of their page), paragraphs run on over a page break joined, dot-leader lines
 * marked as contents entries.
 */
export function blocksOf(
  pages: PageLines[],
  bodySize: number,
  headingAt: HeadingAt,
  unmatched: OutlineEntry[],
): Block[] {
  const { lineGap, rightEdge } = measureText(pages, bodySize);
  let blocks: Block[] = [];
  for (const p of pages) {
    const pageBlocksList = pageBlocks(p, bodySize, lineGap, rightEdge, headingAt);
    for (const u of unmatched.filter((e) => e.page === p.page)) {
      pageBlocksList.unshift({ kind: "heading", text: u.title, level: u.level, page: p.page });
    }
    blocks.push(...pageBlocksList);
  }
  blocks = mergeAcrossPages(blocks);
  for (const b of blocks) if (b.kind === "paragraph") markDotLeaderToc(b);
  return blocks;
}

/** The body's line gap (median) and right edge (90th percentile of body line ends). */
function measureText(pages: PageLines[], bodySize: number): { lineGap: number; rightEdge: number } {
  const gaps: number[] = [];
  const rights: number[] = [];
  for (const p of pages) {
    for (let i = 1; i < p.lines.length; i++) {
      const a = p.lines[i - 1] as Line;
      const b = p.lines[i] as Line;
      if (a.size === bodySize && b.size === bodySize && a.y > b.y) gaps.push(a.y - b.y);
    }
    for (const l of p.lines) if (l.size === bodySize) rights.push(l.xEnd);
  }
  const lineGap = median(gaps) || bodySize * 1.2;
  const rightEdge = rights.length
    ? ([...rights].sort((a, b) => a - b)[Math.floor(rights.length * 0.9)] ?? 500)
    : 500;
  return { lineGap, rightEdge };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function markDotLeaderToc(b: ParagraphBlock) {
  if (/(\.\s?){4,}\s*[0-9ivx]+$/i.test(b.text)) b.hint = "toc";
}

interface Acc {
  lines: Line[];
}

/** Turns one page's lines into heading and paragraph blocks. */
function pageBlocks(
  p: PageLines,
  bodySize: number,
  lineGap: number,
  rightEdge: number,
  headingAt: HeadingAt,
): Block[] {
  const blocks: Block[] = [];
  let para: Acc | null = null;
  const flush = () => {
    if (!para) return;
    const text = joinLines(para.lines.map((l) => l.text));
    if (text)
      blocks.push({
        kind: "paragraph",
        text,
        page: p.page,
        lines: para.lines.map((l) => ({ text: l.text, x: l.x })),
      });
    para = null;
  };
  for (let i = 0; i < p.lines.length; i++) {
    const l = p.lines[i] as Line;
    const h = headingAt.get(l);
    if (h) {
      flush();
      const prev = blocks.at(-1);
      // A heading wrapped over two lines: same size, directly below the previous heading line.
      if (prev?.kind === "heading" && prev.page === p.page && (h as { cont?: boolean }).cont) {
        prev.text = joinLines([prev.text, l.text]);
      } else {
        blocks.push({ kind: "heading", text: l.text, level: h.level, page: p.page });
      }
      continue;
    }
    const prev: Line | undefined = para?.lines.at(-1);
    let startNew = !prev;
    if (prev) {
      const gap = prev.y - l.y;
      if (gap > lineGap * 1.45 || gap < -2) startNew = true;
      else if (Math.abs(prev.size - l.size) > 1) startNew = true;
      else if (LIST_MARKER.test(l.text)) startNew = true;
      else if (prev.xEnd < rightEdge - bodySize * 3 && /[.:!?]["”“)]?$/.test(prev.text)) startNew = true;
      else if (l.x > prev.x + bodySize * 0.9 && /[.:!?]["”“)]?$/.test(prev.text)) startNew = true;
      // A caption ("Abbildung 13: C# BasketAddedItem") ends at a short line, full stop or not, when a wider
      // line follows: that is the next paragraph. A wrapped caption goes on no wider, after a hyphen or in
      // lower case.
      else if (captionEnds(para?.lines[0]?.text ?? "", prev, l, rightEdge - bodySize * 3)) startNew = true;
      // A one-line list item without a full stop ("2. Die Gläser wurden nicht gründlich genug gereinigt") ends at
      // its short line when the next line, not indented under it, opens a sentence of its own.
      else if (para?.lines.length === 1 && itemEnds(prev, l, rightEdge, bodySize)) startNew = true;
    }
    if (startNew) {
      flush();
      para = { lines: [l] };
    } else para?.lines.push(l);
  }
  flush();
  return blocks;
}

/**
 * Whether the one-line list item `prev` ends before line `l`: it stops short although the next line's first
 * word would have fitted after it (a ragged line stops short because its next word did not fit).
 */
function itemEnds(prev: Line, l: Line, rightEdge: number, bodySize: number): boolean {
  const firstWord = (l.text.split(/\s/u)[0] ?? "").length + 1;
  return (
    LIST_MARKER.test(prev.text) &&
    prev.xEnd < rightEdge - bodySize * 3 &&
    prev.xEnd + firstWord * l.size * 0.6 < rightEdge &&
    l.x <= prev.x + 2 &&
    !/[-–,;]$/u.test(prev.text) &&
    /^\p{Lu}/u.test(l.text)
  );
}

/** Whether a paragraph that opens with a numbered caption label ("Abbildung 13:") ends before line `l`. */
function captionEnds(first: string, prev: Line, l: Line, shortBefore: number): boolean {
  const label = readCaptionLabel(first);
  if (!label?.number || !label.separator) return false;
  if (prev.xEnd >= shortBefore || /[-–]$/u.test(prev.text) || /^[\p{Ll}(]/u.test(l.text)) return false;
  return l.xEnd - l.x > (prev.xEnd - prev.x) * 1.3;
}

/**
 * Merges a paragraph continued on the next page ("… die Ergeb-" | "nisse …"), also past a figure's or
 * table's caption set between the two parts, or on the same page after a gap when it broke inside a
 * hyphenated word ("… diverse dimen-" | "sionless numbers …").
 */
export function mergeAcrossPages(blocks: Block[]): Block[] {
  const isCaption = (x: Block | undefined) => x?.kind === "paragraph" && !!readCaptionLabel(x.text)?.number;
  const out: Block[] = [];
  for (const b of blocks) {
    // Captions set between the two parts of the paragraph stay where they are, and so does a running head
    // at the top of the new page ("4 Ergebnisse").
    let k = out.length - 1;
    while (k > 0 && (isCaption(out[k]) || isRunningHead(out[k], b))) k--;
    const prev = out[k];
    if (
      b.kind === "paragraph" &&
      prev?.kind === "paragraph" &&
      (prev.page !== b.page || /\p{Ll}-$/u.test(prev.text)) &&
      !/[.!?:]["”“)]?$/.test(prev.text) &&
      (/^\p{Ll}/u.test(b.text) ||
        continuesOnNextPage(prev, b) ||
        compoundGoesOn(prev, b) ||
        (endsOnFunctionWord(prev, b) && !isCaption(b) && !numberedHead(b.text)))
    ) {
      prev.text = joinLines([prev.text, b.text]);
      prev.lines = [...(prev.lines ?? []), ...(b.lines ?? [])];
      continue;
    }
    out.push(b);
  }
  return out;
}

/**
 * A short line without sentence punctuation on the page `next` starts ("4 Ergebnisse", "Kapitel 4"), or a
 * section's running head with its number and the page's ("2.5. Modi zur Bedienung von Neo4j 13").
 */
function isRunningHead(block: Block | undefined, next: Block): boolean {
  return (
    block?.kind === "paragraph" &&
    next.kind === "paragraph" &&
    block.page === next.page &&
    (block.text.split(/\s+/u).length <= 5 || numberedHead(block.text)) &&
    !/[.!?:,;]$/u.test(block.text)
  );
}

/** A running head that names a numbered section ("1 Einleitung und Motivation", "4.4. Limitierungen … 33"). */
function numberedHead(text: string): boolean {
  return /^\d{1,2}(?:\.\d{1,2})*\.?\s+\p{Lu}/u.test(text) && text.split(/\s+/u).length <= 9;
}

/**
 * A paragraph of running text that stops mid-sentence at the foot of a page ("… eine signifikant höhere",
 * "… einige Datensätze zu") continues with the next page's first paragraph even when that opens with a
 * noun ("Aktivität und stellt …", "Untersuchung, zum Beispiel …"): German nouns are capitalised. Short
 * blocks (labels, structure formulas) and formulas do not continue.
 */
function continuesOnNextPage(prev: PagedText, next: PagedText): boolean {
  return (
    prev.page !== next.page &&
    /\s\p{Ll}{2,}$/u.test(prev.text) &&
    runningProse(prev.text) &&
    /^\p{Lu}\p{Ll}+,?\s+\p{Ll}/u.test(next.text)
  );
}

/**
 * A compound broken at the foot of a page goes on with its capitalised second part ("… die Wahl der
 * Hosting-" | "Umgebung und …", "… als Warenkorb-Command-" | "Service bezeichnet").
 */
function compoundGoesOn(prev: PagedText, next: PagedText): boolean {
  return (
    prev.page !== next.page &&
    /\s[(„"]?[\p{L}-]*\p{L}-$/u.test(prev.text) &&
    runningProse(prev.text) &&
    /^\p{Lu}[\p{L}-]*\p{Ll}[)"“]?[,;]?\s+\p{Ll}/u.test(next.text)
  );
}

/** Words that never end a sentence: articles, prepositions, conjunctions ("… innerhalb der Zeitspanne von"). */
const FUNCTION_WORD =
  /\s(?:der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|sowie|bzw\.|als|zu|zum|zur|von|vom|mit|für|auf|im|an|am|bei|beim|aus|nach|über|unter|durch|um|gegen|ohne|zwischen|dass|the|a|of|to|for|with|and|or|by|from|on|at|into|than|that)$/u;

/**
 * Running text that stops at the foot of a page on a word no sentence ends with goes on with the next
 * page's first paragraph, whatever that opens with ("… der Zeitspanne von" | "2008 bis 2013, …", "… mit
 * den" | "Mittelwerten (Median) der …", "… eines" | "HTTP- bzw. HTTPS-Requests …").
 */
function endsOnFunctionWord(prev: PagedText, next: PagedText): boolean {
  return (
    prev.page !== next.page &&
    FUNCTION_WORD.test(prev.text) &&
    runningProse(prev.text) &&
    // Prose goes on: a word, or a number before a word ("2008 bis 2013") or a measured value ("2,42 ± 0,14 U
    // mg−1", "25 % der …"), not a chart's scale ("0 500 1000 …") or a new sentence ("Die Abbildung zeigt …"
    // after "… Während G37D und").
    /^(?:[\p{L}(„"“]|\d[\d.,]*\s*(?:±\s*\d[\d.,]*\s*)?%?\s*\p{L})/u.test(next.text) &&
    !SENTENCE_START.test(next.text)
  );
}

/** A word a new sentence opens with: a capitalised article, demonstrative or pronoun. */
const SENTENCE_START =
  /^(?:Der|Die|Das|Dies|Diese[rsnm]?|Ein|Eine|Es|Er|Sie|Wir|Ich|Man|Hier|Dabei|Daher|The|This|These|It|We|In|An|A)\s/u;

interface PagedText {
  page: number | null;
  text: string;
}

/** Prose of some length, not the legend of a formula ("… − r4 (4.23) dcAceton dt"). */
function runningProse(text: string): boolean {
  return text.split(/\s+/u).length >= 12 && !/[=∑∫]|\s[−+]\s|\(\d+(?:\.\d+)*\)/u.test(text.slice(-80));
}
