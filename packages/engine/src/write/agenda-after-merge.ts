/**
 * The agenda after empty slides were merged away: an item named by a slide that is gone ("Ausblick" in
 * "Diskussion, Fazit und Ausblick" when the outlook slide had nothing to show) loses those words, an item
 * without slides goes, and the agenda slide and its spoken agenda say the same. Plans stored without the
 * agenda's labels stay as they are.
 */
import { joinLabels } from "../plan/agenda.ts";
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import { spokenAgenda } from "./agenda-slide.ts";
import type { ContentStage } from "./content.ts";

export function agendaAfterMerge(
  plan: SlidePlan,
  content: ContentStage,
): { plan: SlidePlan; content: ContentStage } {
  const { agenda, agendaLabels } = plan;
  if (!agenda || !agendaLabels || agendaLabels.length !== agenda.length) return { plan, content };
  const de = plan.language === "de";
  const items: string[] = [];
  const labels: string[][] = [];
  const index = new Map<number, number>();
  for (const [k, named] of agendaLabels.entries()) {
    const slides = plan.slides.filter((s) => s.part === k);
    if (slides.length === 0) continue;
    const carried = new Set(slides.map((s) => s.agendaLabel));
    // Labels no remaining slide carries go; an item whose slides carry none of its labels keeps its name.
    const kept = named.filter((l) => carried.has(l));
    const shorter = kept.length > 0 && kept.length < named.length;
    index.set(k, items.length);
    items.push(shorter ? joinLabels(kept, de) : (agenda[k] as string));
    labels.push(shorter ? kept : named);
  }
  if (items.length === agenda.length && items.every((t, k) => t === agenda[k])) return { plan, content };
  const slides: PlannedSlide[] = plan.slides.map((s) =>
    s.part === null || s.part === undefined ? s : { ...s, part: index.get(s.part) ?? null },
  );
  const before = spokenAgenda(agenda.slice(0, 6), de);
  const after = spokenAgenda(items.slice(0, 6), de);
  return {
    plan: { ...plan, slides, agenda: items, agendaLabels: labels },
    content: {
      ...content,
      slides: content.slides.map((c) =>
        c.kind === "agenda" ? { ...c, bullets: items.slice(0, 6), notes: c.notes.replace(before, after) } : c,
      ),
    },
  };
}
