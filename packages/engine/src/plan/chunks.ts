/**
 * Splitting a group's sentences into one contiguous chunk per slide: each section its share of the slides
 * where there are no more sections than slides, chunks of about equal length in words inside a section,
 * closed preferably where a section starts.
 */

interface Chunkable {
  id: number;
  sectionId: string | null;
  words: number;
}

/** A section shorter than this share of a slide's words joins its neighbour before slides are shared out. */
const OWN_SLIDE_SHARE = 0.5;

const wordsOf = (run: ReadonlyArray<{ words: number }>) => run.reduce((a, s) => a + s.words, 0);

/**
 * Contiguous chunks (`parts` of them when the sentences allow). Where there are no more sections than
 * slides, each section gets its share of the slides (by its words, largest remainder first), so no slide
 * opens with the last sentences of one section and goes on with the next; otherwise boundaries are snapped
 * to section starts.
 */
export function chunkSentences<T extends Chunkable>(sentences: T[], parts: number): T[][] {
  if (parts <= 1 || sentences.length === 0) return [sentences];
  const runs = sectionRuns(sentences, wordsOf(sentences) / parts);
  if (runs.length < 2 || runs.length > parts) return chunkEvenly(sentences, parts);
  const shares = slidesPerRun(
    runs.map((r) => wordsOf(r)),
    parts,
  );
  return runs.flatMap((run, i) => chunkEvenly(run, shares[i] ?? 1));
}

/**
 * The sentences in runs of one section each; a run too short for a slide of its own joins the one before,
 * and a short run takes the one after it.
 */
function sectionRuns<T extends Chunkable>(sentences: T[], target: number): T[][] {
  const runs: T[][] = [];
  for (const s of sentences) {
    const last = runs.at(-1);
    if (last && last.at(-1)?.sectionId === s.sectionId) last.push(s);
    else runs.push([s]);
  }
  const merged: T[][] = [];
  for (const run of runs) {
    const before = merged.at(-1);
    if (before && (wordsOf(run) < target * OWN_SLIDE_SHARE || wordsOf(before) < target * OWN_SLIDE_SHARE))
      before.push(...run);
    else merged.push(run);
  }
  return merged;
}

/** Slides per run: each at least one, the rest by the largest remainder of its words over a slide's. */
function slidesPerRun(words: number[], parts: number): number[] {
  const total = words.reduce((a, b) => a + b, 0);
  const exact = words.map((w) => (w / total) * parts);
  const shares = exact.map((x) => Math.max(1, Math.floor(x)));
  const byRemainder = exact
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = (exact[a] as number) - (shares[a] as number);
      const rb = (exact[b] as number) - (shares[b] as number);
      return rb - ra;
    });
  let sum = shares.reduce((a, b) => a + b, 0);
  for (const i of byRemainder) {
    if (sum >= parts) break;
    shares[i] = (shares[i] as number) + 1;
    sum++;
  }
  // Too many after the minimum of one each: take from the runs that were rounded up the most.
  for (const i of [...byRemainder].reverse()) {
    if (sum <= parts) break;
    if ((shares[i] as number) > 1) {
      shares[i] = (shares[i] as number) - 1;
      sum--;
    }
  }
  return shares;
}

/** Contiguous chunks of about equal words, boundaries snapped to section starts. */
function chunkEvenly<T extends Chunkable>(sentences: T[], parts: number): T[][] {
  if (parts <= 1 || sentences.length === 0) return [sentences];
  const target = wordsOf(sentences) / parts;
  const chunks: T[][] = [];
  let current: T[] = [];
  let acc = 0;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as T;
    const remainingParts = parts - chunks.length;
    const sectionStart = i > 0 && s.sectionId !== sentences[i - 1]?.sectionId;
    // Close the chunk at a section start once it is reasonably full, or hard when far over target.
    if (
      current.length > 0 &&
      remainingParts > 1 &&
      ((sectionStart && acc >= target * 0.6) || acc >= target * 1.35)
    ) {
      chunks.push(current);
      current = [];
      acc = 0;
    }
    current.push(s);
    acc += s.words;
  }
  if (current.length) chunks.push(current);
  // Too few chunks (few long sections): split the largest until the count fits.
  while (chunks.length < parts) {
    let largest = 0;
    chunks.forEach((c, i) => {
      if (c.length > (chunks[largest]?.length ?? 0)) largest = i;
    });
    const c = chunks[largest] as T[];
    if (c.length < 2) break;
    const mid = Math.ceil(c.length / 2);
    chunks.splice(largest, 1, c.slice(0, mid), c.slice(mid));
  }
  return chunks;
}

/** The inclusive id range of contiguous sentences; null when there are none. */
export function sentenceRange(sentences: ReadonlyArray<{ id: number }>): { from: number; to: number } | null {
  return sentences.length ? { from: sentences[0]?.id ?? 0, to: sentences.at(-1)?.id ?? 0 } : null;
}
