/** What the slide's notes say about a table: the rows and numbers they mention are the ones kept. */
import type { SlidePlan } from "../plan/planner.ts";
import type { Understanding } from "../understand/schema.ts";
import { refersToTable } from "./figure-caption.ts";

/** Words of four letters or more and the numbers of a text, for "is this row talked about". */
export function mentions(text: string): { words: Set<string>; numbers: Set<string> } {
  const lower = text.toLowerCase();
  return {
    words: new Set(lower.match(/\p{L}[\p{L}\d_-]{3,}/gu) ?? []),
    numbers: new Set((lower.match(/\d+(?:[.,]\d+)?/g) ?? []).map(numberKey).filter((n) => n.length > 1)),
  };
}

function numberKey(n: string): string {
  return n.replace(",", ".").replace(/^0+(?=\d)/, "");
}

/** How much a cell's text is talked about in `said`: its numbers count most, then its words. */
export function spoken(text: string, said: ReturnType<typeof mentions>): number {
  const own = mentions(text);
  let score = 0;
  for (const n of own.numbers) if (n.includes(".") && said.numbers.has(n)) score += 3;
  for (const w of own.words) if (said.words.has(w)) score += 1;
  return score;
}

/** Indices of up to `max` items: the ones talked about first (in their order), then the rest from the top. */
export function pick(scores: number[], max: number, keep: number[] = []): number[] {
  const chosen = new Set(keep);
  for (const i of scores.map((_, i) => i).filter((i) => (scores[i] ?? 0) > 0)) {
    if (chosen.size >= max) break;
    chosen.add(i);
  }
  for (let i = 0; i < scores.length && chosen.size < max; i++) chosen.add(i);
  return [...chosen].sort((a, b) => a - b);
}

/** What the talk says around a slide: the sentences of its range and every sentence that names its table. */
export function saidAbout(
  slide: SlidePlan["slides"][number],
  thesis: Partial<Pick<Understanding, "sentences">>,
  number: string | null,
): ReturnType<typeof mentions> {
  const sentences = thesis.sentences ?? [];
  const inRange = slide.range ? sentences.slice(slide.range.from, slide.range.to + 1) : [];
  const named = number ? sentences.filter((s) => refersToTable(s.text, number)) : [];
  return mentions([...inRange, ...named].map((s) => s.text).join(" "));
}
