/**
 * The walk from a caption outwards over the page's graphics and text runs that collects its figure or
 * table, until a gap too wide for one figure. All coordinates are PDF user space (y upwards).
 */
import { type Box, union } from "./boxes.ts";
import type { Seg } from "./text-runs.ts";

export interface RegionItem extends Box {
  graphic: boolean;
  /** Text runs only: the run (for cells) */
  seg?: Seg;
}

export interface WalkParams {
  /** Maximal gap between the caption and the first graphic. */
  firstGap: number;
  /** Maximal gap between two graphics of the same figure. */
  innerGap: number;
  /** Maximal gap between text runs that belong together (table rows, labels). */
  textGap: number;
  /** Text beyond the last graphic is kept only this close to it. */
  tailGap: number;
  bodySize: number;
  /**
   * A table's caption: lines of cells below its last rule are still the table (a table that runs on to
   * the next page has no closing rule on this one).
   */
  table?: boolean;
}

export interface Walk {
  box: Box;
  items: RegionItem[];
  graphics: number;
  /** Gap between the caption and the nearest content. */
  firstGap: number;
}

/**
 * Walks from the caption edge `edge` upwards (`dir` = 1) or downwards (-1) over `items` (already restricted
 * to the caption's column and to the space before the next barrier) and collects the figure.
 */
export function walkFrom(edge: number, dir: 1 | -1, items: RegionItem[], p: WalkParams): Walk | null {
  // Distance from the caption: near edge and far edge of each item along the walk.
  const near = (b: Box) => (dir === 1 ? b.y0 - edge : edge - b.y1);
  const far = (b: Box) => (dir === 1 ? b.y1 - edge : edge - b.y0);
  const sorted = items.filter((it) => far(it) > 0.5).sort((a, b) => near(a) - near(b));
  const taken: RegionItem[] = [];
  let pending: RegionItem[] = [];
  let reach = 0; // far edge of the confirmed region (distance from the caption)
  let pendReach = 0;
  let graphics = 0;
  let firstGap = Number.POSITIVE_INFINITY;
  for (const it of sorted) {
    const n = near(it);
    const f = far(it);
    const front = Math.max(reach, pendReach);
    if (n <= reach + 0.5 && taken.length > 0) {
      taken.push(it);
      if (it.graphic) graphics++;
      reach = Math.max(reach, f);
      continue;
    }
    const gap = n - front;
    if (it.graphic) {
      const limit = graphics === 0 ? p.firstGap : p.innerGap;
      if (gap > limit) break;
      if (graphics === 0) firstGap = Math.min(firstGap, Math.max(0, n));
      taken.push(...pending, it);
      pending = [];
      graphics++;
      reach = Math.max(front, f);
      pendReach = 0;
    } else {
      const limit = taken.length === 0 && pending.length === 0 ? Math.max(p.firstGap, p.textGap) : p.textGap;
      if (gap > limit) break;
      if (taken.length === 0 && pending.length === 0) firstGap = Math.min(firstGap, Math.max(0, n));
      pending.push(it);
      pendReach = Math.max(pendReach, f);
    }
  }
  if (graphics === 0) {
    if (pending.length === 0) return null;
    // Text only: a table without rules, if the runs form a grid.
    const box = pending.reduce<Box>((acc, it) => union(acc, it), pending[0] as Box);
    return { box, items: pending, graphics: 0, firstGap };
  }
  // Text right beyond the last graphic: a chart title or a source line, not the next paragraph.
  const tail: RegionItem[] = [];
  let r = reach;
  for (const it of pending.sort((a, b) => near(a) - near(b))) {
    const s = it.seg;
    if (near(it) - r > p.tailGap) break;
    if (s && !s.rotated && Math.abs(s.size - p.bodySize) < 0.6 && near(it) - r > p.tailGap * 0.5) break;
    tail.push(it);
    r = Math.max(r, far(it));
  }
  // Downwards only: a table runs on past the foot of its page, its top always has a rule.
  if (p.table && dir === -1)
    tail.push(
      ...tableRows(
        pending.filter((it) => !tail.includes(it)),
        r,
        near,
        far,
        p.textGap,
      ),
    );
  const all = [...taken, ...tail];
  const box = all.reduce<Box>((acc, it) => union(acc, it), all[0] as Box);
  return { box, items: all, graphics, firstGap };
}

/**
 * Rows of a table beyond its last rule, in walking order from `reach`: lines of two or more runs (cells),
 * and single runs (a group label such as "Reaktionsrate r1", a sub- or superscript) next to a line of
 * cells; each within `gap` of the one before. Two single runs in a row (body text) end them; without a
 * line of cells there are none.
 */
function tableRows(
  items: RegionItem[],
  reach: number,
  near: (b: Box) => number,
  far: (b: Box) => number,
  gap: number,
): RegionItem[] {
  const lines: RegionItem[][] = [];
  for (const it of [...items].sort((a, b) => near(a) - near(b))) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(near(it) - near(first)) < (first.y1 - first.y0) * 0.5) line.push(it);
    else lines.push([it]);
  }
  const cells = (l: RegionItem[] | undefined) => (l?.length ?? 0) >= 2;
  const out: RegionItem[] = [];
  let r = reach;
  let rows = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as RegionItem[];
    if (Math.min(...line.map(near)) - r > gap) break;
    if (!cells(line) && !cells(lines[i + 1]) && !cells(lines[i - 1])) break;
    out.push(...line);
    if (cells(line)) rows++;
    r = Math.max(r, ...line.map(far));
  }
  return rows > 0 ? out : [];
}
