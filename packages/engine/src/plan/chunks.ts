/**
 * Splitting a group's sentences into one contiguous chunk per slide: chunks of about equal length in words,
 * closed preferably where a section starts.
 */

/** Contiguous chunks (`parts` of them when the sentences allow), boundaries snapped to section starts. */
export function chunkSentences<T extends { id: number; sectionId: string | null; words: number }>(
  sentences: T[],
  parts: number,
): T[][] {
  if (parts <= 1 || sentences.length === 0) return [sentences];
  const totalWords = sentences.reduce((a, s) => a + s.words, 0);
  const target = totalWords / parts;
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
