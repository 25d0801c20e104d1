/**
 * Checks of whole slides: empty slides, the same statement on two content slides, the thesis's whole
 * title on the cover.
 */

import { foldText } from "../lines/fold-text.ts";
import type { ReadDeck } from "../pptx/deck-types.ts";
import { contentSlides, isClosing } from "./slide-kinds.ts";
import { statements } from "./statements.ts";
import { hasVisual } from "./thesis-visuals.ts";

export function emptySlides(deck: ReadDeck): number[] {
  return deck.slides
    .filter((s) => s.index > 1 && !isClosing(s) && !hasVisual(s) && statements(s).length === 0)
    .map((s) => s.index);
}

/**
 * Statements said on two content slides. The cover and the closing slide are left out: the closing slide
 * repeats the author's name by design, and a name from a title page has no place in a report or a log.
 */
export function duplicateBullets(deck: ReadDeck): Array<{ text: string; slides: number[] }> {
  const seen = new Map<string, { text: string; slides: number[] }>();
  for (const s of contentSlides(deck)) {
    for (const text of statements(s)) {
      const key = foldText(text);
      if (!key) continue;
      const entry = seen.get(key) ?? { text, slides: [] };
      entry.slides.push(s.index);
      seen.set(key, entry);
    }
  }
  return [...seen.values()].filter((e) => e.slides.length > 1);
}

/** Slide 1 holds the whole title, whatever its line breaks, soft hyphens, quotes and punctuation. */
export function titleOnCover(deck: ReadDeck, title: string): boolean {
  const squeeze = (text: string) => foldText(text).replace(/\s+/gu, "");
  const wanted = squeeze(title);
  const cover = deck.slides[0];
  return Boolean(wanted && cover && squeeze(cover.text).includes(wanted));
}
