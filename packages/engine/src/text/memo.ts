/**
 * A pure function of one string, remembered: the deck stages ask the same questions of the same sentences
 * many times (every slide's candidates, its notes, its title and the exam answers read the same chapter),
 * and the answers are regular-expression work. The memory is bounded: past `limit` entries it starts over,
 * so a long thesis never holds more than one generation of answers.
 */
export function memoized<T>(fn: (text: string) => T, limit = 50_000): (text: string) => T {
  let known = new Map<string, T>();
  everyMemory.push(() => {
    known = new Map();
  });
  return (text: string): T => {
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as T;
    const value = fn(text);
    if (known.size >= limit) known = new Map();
    known.set(text, value);
    return value;
  };
}

const everyMemory: Array<() => void> = [];

/** Forgets every remembered answer (the deck pipeline does so after each run, pipeline.ts). */
export function forgetMemoized(): void {
  for (const forget of everyMemory) forget();
}

/**
 * `memoized` for a function of a string and a small second argument (a word limit, a language): one memory
 * per value of the second argument.
 */
export function memoizedPer<K, T>(fn: (text: string, k: K) => T, limit = 50_000): (text: string, k: K) => T {
  const per = new Map<K, (text: string) => T>();
  return (text: string, k: K): T => {
    let remembered = per.get(k);
    if (!remembered) {
      remembered = memoized((t) => fn(t, k), limit);
      per.set(k, remembered);
    }
    return remembered(text);
  };
}
