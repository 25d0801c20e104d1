/**
 * The title block among the free lines of a title page, by how it looks: Word's title style, else the
 * block set clearly bigger than the text around it, else a centred bold line; the subtitle right below.
 * A .doc (no sizes) gives its first free line.
 */
import type { Line } from "./lines.ts";
import { isNameLike } from "./people.ts";
import { readsAsTitle, titleBelow } from "./reads-as-title.ts";

type Format = "pdf" | "docx" | "doc";

export interface TitleBlock {
  title: Line[];
  subtitle: Line[];
}

const TITLE_STYLE = /^(?:title|titel)$/;
const SUBTITLE_STYLE = /^(?:subtitle|untertitel)$/;
const styleIs = (l: Line, re: RegExp) => l.style !== null && re.test(l.style.toLowerCase().trim());

export function pickTitle(
  region: Line[],
  candidates: Line[],
  all: Line[],
  format: Format,
): TitleBlock | null {
  if (candidates.length === 0) return null;
  const blocks = new Blocks(region, candidates);
  // Word's title style says it directly.
  const styled = candidates.find((l) => styleIs(l, TITLE_STYLE));
  if (styled) return styledTitle(blocks, styled);
  const sized = candidates.filter((l) => l.size !== null);
  if (format === "doc" || sized.length === 0) {
    // No sizes (.doc): the first free block on the title page, before the labels.
    const first = candidates[0] as Line;
    if (!readsAsTitle(first.text)) return null;
    return { title: [first], subtitle: format === "doc" ? [] : titleBelow(region, first, blocks.isCand) };
  }
  return titleBySize(blocks, sized, all, format);
}

/** Blocks of free lines in the title region: lines set alike, one below the other. */
class Blocks {
  readonly isCand: (l: Line | undefined) => l is Line;

  constructor(
    readonly region: Line[],
    candidates: Line[],
  ) {
    this.isCand = (l): l is Line => l !== undefined && candidates.includes(l);
  }

  /** `start` and the free lines right below it on its page that `same` accepts. */
  follow(start: Line, same: (a: Line, b: Line) => boolean): Line[] {
    const block = [start];
    let k = this.region.indexOf(start) + 1;
    while (k < this.region.length) {
      const l = this.region[k] as Line;
      const prev = block[block.length - 1] as Line;
      if (!this.isCand(l) || l.page !== prev.page || !same(prev, l)) break;
      if (l.top !== null && prev.top !== null && l.top - prev.top > 0.07) break;
      block.push(l);
      k++;
    }
    return block;
  }

  /** The subtitle right below the title block: smaller than the title, not below the text size, at most 3 lines. */
  subtitleAfter(block: Line[], titleSize: number | null, ref: number | null): Line[] {
    const last = block[block.length - 1] as Line;
    const first = this.region[this.region.indexOf(last) + 1];
    if (!first || !this.isCand(first) || first.page !== last.page) return [];
    if (first.top !== null && last.top !== null && first.top - last.top > 0.1) return [];
    if (isNameLike(first.text) || /^[^:]{1,40}:/.test(first.text)) return [];
    if (titleSize !== null && first.size !== null) {
      if (first.size >= titleSize - 0.25) return [];
      if (ref !== null && first.size < ref * 0.95) return [];
    }
    // The author's name set like the subtitle right below it is not part of it.
    const sub = this.follow(
      first,
      (a, b) =>
        !isNameLike(b.text) &&
        (a.size === b.size || (a.size !== null && b.size !== null && Math.abs(a.size - b.size) < 0.6)),
    );
    return sub.length <= 3 ? sub : [];
  }
}

function styledTitle(blocks: Blocks, styled: Line): TitleBlock {
  const { region } = blocks;
  const block = blocks.follow(styled, (_a, b) => styleIs(b, TITLE_STYLE));
  const subStart = region[region.indexOf(block[block.length - 1] as Line) + 1];
  const subtitle =
    subStart && blocks.isCand(subStart) && styleIs(subStart, SUBTITLE_STYLE)
      ? blocks.follow(subStart, (_a, b) => styleIs(b, SUBTITLE_STYLE))
      : blocks.subtitleAfter(block, null, null);
  return { title: block, subtitle };
}

/**
 * Reference size: what most of the other text is set in (by characters). Without other text nothing stands out
 * by size, and only a centred (bold) line counts as a title.
 */
function titleBySize(blocks: Blocks, sized: Line[], all: Line[], format: Format): TitleBlock | null {
  const max = Math.max(...sized.map((l) => l.size as number));
  const isBig = (l: Line) => l.size !== null && Math.abs(l.size - max) < 0.6;
  const byChars = new Map<number, number>();
  for (const l of all) {
    if (l.size === null || isBig(l)) continue;
    byChars.set(l.size, (byChars.get(l.size) ?? 0) + l.text.length);
  }
  const ref = [...byChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const centred = (l: Line) => l.center !== null && Math.abs(l.center - 0.5) < 0.08;
  if (ref !== null && max >= ref * 1.15) {
    const block = blocks.follow(sized.find(isBig) as Line, (_a, b) => isBig(b));
    return { title: block, subtitle: blocks.subtitleAfter(block, max, ref) };
  }
  // Nothing is bigger than the text around it: a centred bold line is the title (bold is known in DOCX only;
  // a PDF page where everything has one size gives its first centred line).
  const start = sized.find(
    (l) =>
      centred(l) &&
      (ref === null || (l.size as number) >= ref - 0.25) &&
      (l.bold === true || (ref === null && l.bold === null && format === "pdf")),
  );
  if (!start) return null;
  const block = blocks.follow(start, (a, b) => a.size === b.size && a.bold === b.bold && centred(b));
  return { title: block, subtitle: blocks.subtitleAfter(block, start.size, ref) };
}
