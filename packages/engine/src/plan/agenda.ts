/**
 * The agenda of a talk: the storyline's parts in talk order (at most six), the same list for the agenda slide
 * and for the spoken agenda in its notes.
 */
import type { PlanDraft } from "./draft.ts";

export const MAX_AGENDA_ITEMS = 6;

interface Item {
  group: string;
  labels: string[];
  slides: number;
  /** Its labels are chapter titles (merged items keep the first title). */
  chapters: boolean;
  /** Indices of the drafts it holds. */
  drafts: number[];
}

/** The agenda items and, per draft, the index of the item it belongs to (null: no part of the agenda). */
export interface Agenda {
  items: string[];
  /** Per item, the labels its name joins. */
  labels: string[][];
  parts: Array<number | null>;
}

/** "A", "A und B", "A, B und C" (English "and"). */
export function joinLabels(labels: string[], de: boolean): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} ${de ? "und" : "and"} ${labels.at(-1)}`;
}

/**
 * The agenda items: consecutive content slides of one agenda group are one item named by their labels;
 * more than six items are merged, chapter items first, fewest slides first (chapter titles keep the first).
 * Each draft keeps the item it went into; a draft of an item without words joins the item before it.
 */
export function agendaOf(drafts: PlanDraft[], de: boolean): Agenda {
  const items: Item[] = [];
  for (const [k, d] of drafts.entries()) {
    if (!d.agenda) continue;
    const last = items.at(-1);
    const item =
      last?.group === d.agenda.group
        ? last
        : (items[
            items.push({
              group: d.agenda.group,
              labels: [],
              slides: 0,
              chapters: d.agenda.group.includes(":"),
              drafts: [],
            }) - 1
          ] as Item);
    item.slides++;
    item.drafts.push(k);
    if (d.agenda.label && !item.labels.includes(d.agenda.label)) item.labels.push(d.agenda.label);
  }
  while (items.length > MAX_AGENDA_ITEMS) {
    // Neighbouring chapter items merge first (fewest slides), the storyline's named parts only when needed.
    const pairs = items.slice(0, -1).map((_, i) => i);
    const chapterPairs = pairs.filter((i) => items[i]?.chapters && items[i + 1]?.chapters);
    const slides = (k: number) => (items[k]?.slides ?? 0) + (items[k + 1]?.slides ?? 0);
    const best = (chapterPairs.length ? chapterPairs : pairs).reduce((a, b) =>
      slides(b) < slides(a) ? b : a,
    );
    const a = items[best] as Item;
    const b = items[best + 1] as Item;
    items.splice(best, 2, {
      group: a.group,
      labels: a.chapters && b.chapters ? a.labels : [...a.labels, ...b.labels],
      slides: a.slides + b.slides,
      chapters: a.chapters && b.chapters,
      drafts: [...a.drafts, ...b.drafts],
    });
  }
  return namedItems(items, drafts.length, de);
}

/** The items that have words, and each draft's index among them (a nameless item's drafts join the one before). */
function namedItems(items: Item[], draftCount: number, de: boolean): Agenda {
  const names = items.map((i) => joinLabels(i.labels, de));
  const kept = names.filter(Boolean);
  const labels = items.filter((_, i) => names[i]).map((i) => i.labels);
  const parts: Array<number | null> = Array.from({ length: draftCount }, () => null);
  let index = -1;
  for (const [i, item] of items.entries()) {
    if (names[i]) index++;
    // Before the first named item, the next one takes it.
    for (const k of item.drafts) parts[k] = kept.length ? Math.max(0, index) : null;
  }
  return { items: kept, labels, parts };
}
