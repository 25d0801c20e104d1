/**
 * The labels of a diagram: slide text shortened to a few words, and whether labels repeat what the
 * slide's bullets already say (then the diagram adds nothing).
 */
import { condense } from "../write/wording/condense.ts";

export function short(text: string, max = 8): string {
  return condense(text, max);
}

/** Content words of a text (four letters or more), for "does this repeat a bullet". */
function contentWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}[\p{L}\d-]{3,}/gu) ?? []);
}

/** Whether a label says what one of the bullets already says (most of its content words are in it). */
export function repeats(label: string, bullets: string[]): boolean {
  const own = contentWords(label);
  if (own.size === 0) return false;
  return bullets.some((b) => {
    const other = contentWords(b);
    return [...own].filter((w) => other.has(w)).length >= Math.ceil(own.size * 0.6);
  });
}

/** Whether at least half of a diagram's labels repeat the slide's bullets: then it adds nothing. */
export function repeatsBullets(labels: string[], bullets: string[]): boolean {
  return labels.length > 0 && labels.filter((l) => repeats(l, bullets)).length * 2 >= labels.length;
}
