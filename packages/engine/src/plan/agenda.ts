/**
 * The agenda of a talk: the storyline's parts in talk order (at most six), the same list for the agenda slide
 * and for the spoken agenda in its notes.
 */
import type { PlanDraft } from "./structure.ts";

export const MAX_AGENDA_ITEMS = 6;

interface Item {
  group: string;
  labels: string[];
  slides: number;
  /** Its labels are chapter titles (merged items keep the first title). */
  chapters: boolean;
}

/** "A", "A und B", "A, B und C" (English "and"). */
export function joinLabels(labels: string[], de: boolean): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} ${de ? "und" : "and"} ${labels.at(-1)}`;
}

/**
 * The agenda items: consecutive content slides of one agenda group are one item named by their labels;
 * more than six items are merged, chapter items first, fewest slides first (chapter titles keep the first).
 */
export function agendaOf(drafts: PlanDraft[], de: boolean): string[] {
  const items: Item[] = [];
  for (const d of drafts) {
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
            }) - 1
          ] as Item);
    item.slides++;
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
    });
  }
  return items.map((i) => joinLabels(i.labels, de)).filter(Boolean);
}
