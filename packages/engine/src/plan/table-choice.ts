/**
 * Which slide shows which thesis table: at most one per slide and about one per four slides, taken from the
 * slide's own chapters and pages; results slides choose first and prefer numeric tables.
 */
import type { Understanding } from "../understand/schema.ts";
import type { SlideKind } from "./schema.ts";

const TABLE_KINDS: SlideKind[] = ["results", "chapter", "method", "theory", "discussion"];

/** At most one table per slide, from the slide's own chapters and pages; numeric tables go to results first. */
export function assignTables(
  drafts: Array<{ kind: SlideKind; chapters: number[]; range: { from: number; to: number } | null }>,
  thesis: Understanding,
): Array<number | null> {
  const out: Array<number | null> = drafts.map(() => null);
  const used = new Set<number>();
  const limit = Math.max(1, Math.floor(drafts.length / 4));
  const order = drafts
    .map((d, i) => [d, i] as const)
    .filter(([d]) => TABLE_KINDS.includes(d.kind) && d.range)
    .sort((a, b) => Number(b[0].kind === "results") - Number(a[0].kind === "results"));
  for (const [d, i] of order) {
    if (used.size >= limit) break;
    const range = d.range as { from: number; to: number };
    const pages = thesis.sentences
      .slice(range.from, range.to + 1)
      .map((s) => s.page)
      .filter((p): p is number => p !== null);
    const lo = pages.length ? Math.min(...pages) : null;
    const hi = pages.length ? Math.max(...pages) : null;
    const candidates = thesis.tables
      .filter((t) => !used.has(t.index) && d.chapters.includes(t.chapter))
      .filter((t) => lo === null || hi === null || t.page === null || (t.page >= lo - 1 && t.page <= hi + 1))
      .sort((a, b) => Number(b.numeric) - Number(a.numeric) || a.rows * a.cols - b.rows * b.cols);
    const pick = candidates[0];
    if (pick) {
      out[i] = pick.index;
      used.add(pick.index);
    }
  }
  return out;
}
