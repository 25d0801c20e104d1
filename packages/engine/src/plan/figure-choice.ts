/**
 * Which slide shows which of the thesis's own figures and tables. An object goes on the slide whose
 * sentences refer to it ("Abbildung 3 zeigt …"), else on a slide whose chapter and pages hold it; results
 * slides choose first (the object their finding's sentence, or one beside it, refers to before any other),
 * then method slides; at most one object per slide. A thesis with five or more usable
 * objects gets at least two into the deck. Which objects are usable: usable-figures.ts; how they rank for a
 * slide: figure-rank.ts.
 */

import type { Understanding } from "../understand/schema.ts";
import { type FigureSlot, rank, slideContext, tierOf } from "./figure-rank.ts";
import { firstPrints } from "./printed-twice.ts";
import type { SlideKind } from "./schema.ts";
import { nativeTableIndex } from "./table-choice.ts";
import {
  NO_FIGURE_KINDS,
  PLENTY,
  UNREFERENCED_SHARE,
  type UsableFigure,
  usableFigures,
} from "./usable-figures.ts";

/** A deck shows at least this many objects when the thesis has `PLENTY` usable ones. */
export const MIN_FIGURES = 2;

/**
 * Chooses the objects, sets `figureId` on the chosen slides (which then show no generated diagram) and
 * returns per slide the document-table index of a native table, null elsewhere.
 */
export function assignFigures(slots: FigureSlot[], thesis: Understanding): Array<number | null> {
  // Slides planned around one object (backup slides) keep it; nothing else shows it again.
  const preset = new Set(slots.map((s) => s.figureId).filter((id): id is string => id !== null));
  const all = usableFigures(thesis).filter((c) => !preset.has(c.figure.id));
  const main = firstPrints(all.filter((c) => !c.appendix));
  // A thesis that moved its figures to the appendix still shows the ones its text discusses.
  const pool = main.length >= MIN_FIGURES ? main : all;
  const order = slots
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.range !== null && !NO_FIGURE_KINDS.includes(s.kind))
    .sort((a, b) => priority(a.s.kind) - priority(b.s.kind) || a.i - b.i);
  const unreferencedCap = Math.max(MIN_FIGURES, Math.ceil(order.length * UNREFERENCED_SHARE));
  const chosen = new Map<number, UsableFigure>();
  const used = new Set<string>();
  for (const tier of [0, 1, 2, 3] as const) {
    if (tier === 3 && pool.length < PLENTY) break;
    for (const { s, i } of order) {
      if (chosen.has(i)) continue;
      // A results slide shows an object of its own chapter whatever the caps: a result needs its evidence.
      const evidence = s.kind === "results" && tier <= 2;
      if (!evidence && tier >= 1 && chosen.size >= unreferencedCap) continue;
      if (!evidence && tier >= 2 && chosen.size >= MIN_FIGURES) continue;
      const context = slideContext(s, thesis);
      const fitting = pool.filter((c) => !used.has(c.figure.id) && tierOf(c, s, context) === tier);
      const best = fitting.sort((a, b) => rank(b, s, context, thesis) - rank(a, s, context, thesis))[0];
      if (!best) continue;
      chosen.set(i, best);
      used.add(best.figure.id);
    }
  }
  return slots.map((slot, i) => {
    const own = slot.figureId === null ? undefined : thesis.figures.find((f) => f.id === slot.figureId);
    if (own) return nativeTableIndex(own, thesis);
    const pick = chosen.get(i);
    if (!pick) return null;
    slot.figureId = pick.figure.id;
    // A slide shows the thesis's own object or a generated diagram, never both.
    slot.visual = null;
    return pick.native;
  });
}

function priority(kind: SlideKind): number {
  return kind === "results" ? 0 : kind === "method" ? 1 : 2;
}
