/**
 * The navigation bar of a content slide (as in defence templates): the talk's agenda parts in one line in
 * the footer, the current part bold in navy, the others grey. The labels and the font size are chosen once
 * per deck so the bar fits one line whichever part is bold; the footer title beside it is cut to fit too.
 */
import { shortenTitle } from "../text/short-title.ts";
import { textWidth } from "./measure.ts";
import type { Box } from "./picture.ts";
import { BOX, INSET_PT } from "./theme.ts";

/** The bar's shape name (PowerPoint's selection pane); the evaluator reads it to keep the bar out of the body. */
export const NAVIGATION_NAME = "Navigation";

export const NAV_SEPARATOR = " | ";
const NAV_SIZES = [9, 8.5, 8];
/** Below this many characters a label is not shortened further. */
const MIN_LABEL = 10;
export const FOOTER_SIZE = 10;
/** Beside a bar the footer title takes what it needs, at most this wide (inches), at least the minimum. */
const FOOTER_MAX_W = 3.2;
/** Wider steps for a title that would otherwise be cut to fewer than FOOTER_MIN_WORDS words. */
const FOOTER_MAX_WIDTHS = [FOOTER_MAX_W, FOOTER_MAX_W + 0.6, FOOTER_MAX_W + 1.2];
const FOOTER_MIN_WORDS = 3;
const FOOTER_MIN_W = 1.5;
const GAP = 0.1;

export interface NavigationBar {
  labels: string[];
  size: number;
}

/** Room in points for one line in a box `w` inches wide. */
export function lineRoom(w: number): number {
  return w * 72 - 2 * INSET_PT.lr;
}

/** Width of the bar in points, every label measured bold (any one of them may be the current part). */
function barWidth(labels: string[], size: number): number {
  return textWidth(labels.join(NAV_SEPARATOR), size, true);
}

/**
 * Labels and font size for the bar in `room` points: the full labels at the largest size that fits, else
 * (at the smallest size) every label longer than a common length cut at a word boundary, the length
 * lowered until the line fits; null when even the shortest labels do not fit (no bar rather than an
 * overflowing one).
 */
export function navigationBar(items: string[], room: number): NavigationBar | null {
  if (!items.length) return null;
  for (const size of NAV_SIZES) {
    if (barWidth(items, size) <= room) return { labels: items, size };
  }
  const size = NAV_SIZES.at(-1) as number;
  for (let max = Math.max(...items.map((i) => i.length)) - 1; max >= MIN_LABEL; max--) {
    const labels = distinctLabels(
      items,
      items.map((item) => shortLabel(item, max)),
      max,
    );
    if (barWidth(labels, size) <= room) return { labels, size };
  }
  return null;
}

/**
 * Two parts cut to the same label ("Montage im Feuilleton Die großen Boulevards" and "Montage im Feuilleton
 * Orchester von oben" both "Montage") would make the bar ambiguous: such parts are labelled by what follows
 * the words they share ("Die großen Boulevards", "Orchester von oben"). Unchanged when the parts differ
 * only in words the cut keeps.
 */
function distinctLabels(items: string[], labels: string[], max: number): string[] {
  return labels.map((label, i) => {
    const twins = items.filter((_item, j) => j !== i && labels[j] === label);
    if (!twins.length) return label;
    const own = (items[i] ?? "").split(" ");
    const shared = Math.max(
      ...twins.map((t) => {
        const ws = t.split(" ");
        let k = 0;
        while (k < own.length && own[k] === ws[k]) k++;
        return k;
      }),
    );
    const rest = own.slice(shared).join(" ");
    return rest ? shortLabel(rest, max) : label;
  });
}

/** `item` in at most about `max` characters, cut after a whole word (its first word at least). */
function shortLabel(item: string, max: number): string {
  if (item.length <= max) return item;
  const cut = shortenTitle(item, max);
  // The shortener cuts inside a first word too long for `max`; a label keeps that word whole.
  if (!cut.endsWith("…") || cut.endsWith(" …")) return cut;
  return shortenTitle(item, (item.split(" ")[0] ?? item).length);
}

/** The footer of a deck with a navigation bar: the title on the left, the bar from there to the page number. */
export interface FooterLayout {
  title: string;
  footer: Box;
  navigation: Box;
  bar: NavigationBar;
}

/**
 * The footer split between the title (as wide as it needs, at most FOOTER_MAX_W, cut at a word boundary
 * beyond; wider where that cut would leave a word or two) and the bar (the rest up to the page number);
 * null when the bar does not fit.
 */
export function footerLayout(footerTitle: string, items: string[]): FooterLayout | null {
  const needed = (textWidth(footerTitle, FOOTER_SIZE) + 2 * INSET_PT.lr + 2) / 72;
  let best: FooterLayout | null = null;
  // A title cut to a word or two says nothing ("Evaluierung"): it takes room from the bar, while the bar fits.
  for (const maxW of FOOTER_MAX_WIDTHS) {
    const w = Math.min(maxW, Math.max(FOOTER_MIN_W, needed));
    const footer = { ...BOX.footer, w };
    const x = footer.x + w + GAP;
    const navigation = { ...BOX.footer, x, w: BOX.number.x - GAP / 2 - x };
    const bar = navigationBar(items, lineRoom(navigation.w));
    if (!bar) break;
    best = { title: fitFooterTitle(footerTitle, lineRoom(w), FOOTER_SIZE), footer, navigation, bar };
    if (best.title === footerTitle || best.title.split(" ").length >= FOOTER_MIN_WORDS) break;
  }
  return best;
}

/** The footer title cut at a word boundary until it fits one line of `room` points at `size` pt. */
export function fitFooterTitle(title: string, room: number, size: number): string {
  let text = title;
  while (text.length > MIN_LABEL && textWidth(text, size) > room) {
    text = shortenTitle(title, text.replace(/ …$/u, "").length - 3);
  }
  return text;
}
