/** The thesis title as the free analysis shows it: title and subtitle in one line. */
import { holdsWords } from "../text/words.ts";

/**
 * Title and subtitle in one line: "ICT-Investitionen und Arbeitslosigkeit: Eine Paneldatenanalyse …" (after a
 * title ending in "?", "!" or "." just a space). The subtitle is left out when the title already holds it.
 */
export function fullTitleOf(title: string | null, subtitle: string | null): string | null {
  if (!title) return null;
  const sub = subtitle?.replace(/\s+/g, " ").trim();
  if (!sub || holdsWords(title, sub)) return title;
  return /[?!.:]$/.test(title.trim()) ? `${title.trim()} ${sub}` : `${title.trim()}: ${sub}`;
}
