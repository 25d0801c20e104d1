/**
 * Where on a PDF page a figure or table sits: the painted images and vector paths from the operator list,
 * the text runs from the text content, and a walk from the caption outwards that collects them until it
 * meets body text, a heading or another caption.
 * All coordinates are PDF user space (origin bottom-left, y upwards), like `Line.y`.
 */
import { normalizeText } from "./normalize.ts";

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Graphic extends Box {
  image: boolean;
}

/** A run of text on one baseline without a wide gap (a table cell, a caption, a body line, a label). */
export interface Seg extends Box {
  text: string;
  /** Baseline. */
  y: number;
  size: number;
  /** Rotated text (axis labels); never body text or a caption. */
  rotated: boolean;
  /** Word boxes (x0, x1) inside the run, for rebuilding table columns. */
  words: { x0: number; x1: number; text: string }[];
}

export type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied after `t` (pdf.js `Util.transform(m, t)`): what `ctx.transform(t)` does to the matrix `m`. */
export function multiply(m: Matrix, t: readonly number[]): Matrix {
  const [a, b, c, d, e, f] = t as Matrix;
  return [
    m[0] * a + m[2] * b,
    m[1] * a + m[3] * b,
    m[0] * c + m[2] * d,
    m[1] * c + m[3] * d,
    m[0] * e + m[2] * f + m[4],
    m[1] * e + m[3] * f + m[5],
  ];
}

export function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const xs = [x0 * m[0] + y0 * m[2], x1 * m[0] + y0 * m[2], x0 * m[0] + y1 * m[2], x1 * m[0] + y1 * m[2]];
  const ys = [x0 * m[1] + y0 * m[3], x1 * m[1] + y0 * m[3], x0 * m[1] + y1 * m[3], x1 * m[1] + y1 * m[3]];
  return {
    x0: Math.min(...xs) + m[4],
    x1: Math.max(...xs) + m[4],
    y0: Math.min(...ys) + m[5],
    y1: Math.max(...ys) + m[5],
  };
}

export function intersect(a: Box, b: Box): Box | null {
  const r = {
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  };
  return r.x1 >= r.x0 && r.y1 >= r.y0 ? r : null;
}

export const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

const isWhite = (hex: string | null) => hex !== null && /^#(?:f[a-f0-9]){3}$/i.test(hex);

interface OpList {
  fnArray: number[];
  argsArray: unknown[];
}

/**
 * The boxes of everything painted on the page except text: images (unit square under the current
 * transform) and filled or stroked paths (their bounding box), clipped to the clip path's box. White fills,
 * page-sized backgrounds and paths that are only used for clipping are left out.
 */
export function collectGraphics(
  ops: OpList,
  OPS: Record<string, number>,
  page: Box,
): { graphics: Graphic[]; textOps: { index: number; y: number }[] } {
  const out: Graphic[] = [];
  const textOps: { index: number; y: number }[] = [];
  const TEXT_SHOW = new Set(
    ["showText", "showSpacedText", "nextLineShowText", "nextLineSetSpacingShowText"].map((n) => OPS[n]),
  );
  // Text state as the canvas keeps it: text matrix and the line origin in text space.
  let tm: number[] = [1, 0, 0, 1, 0, 0];
  let lineX = 0;
  let lineY = 0;
  let leading = 0;
  const IMAGE_OPS = new Set(
    [
      "paintImageXObject",
      "paintInlineImageXObject",
      "paintInlineImageXObjectGroup",
      "paintImageXObjectRepeat",
      "paintImageMaskXObject",
      "paintImageMaskXObjectGroup",
      "paintImageMaskXObjectRepeat",
      "paintSolidColorImageMask",
    ].map((n) => OPS[n]),
  );
  const FILLS = new Set(
    ["fill", "eoFill", "fillStroke", "eoFillStroke", "closeFillStroke", "closeEOFillStroke"].map(
      (n) => OPS[n],
    ),
  );
  const STROKES = new Set(["stroke", "closeStroke"].map((n) => OPS[n]));
  interface State {
    ctm: Matrix;
    clip: Box;
    fill: string | null;
  }
  let st: State = { ctm: IDENTITY, clip: page, fill: null };
  const stack: State[] = [];
  let pendingClip = false;
  const pageArea = (page.x1 - page.x0) * (page.y1 - page.y0);
  const add = (b: Box, image: boolean) => {
    const c = intersect(b, st.clip);
    if (!c) return;
    const w = c.x1 - c.x0;
    const h = c.y1 - c.y0;
    if (w < 0.3 && h < 0.3) return;
    if (w * h > pageArea * 0.6) return; // page background or frame
    out.push({ ...c, image });
  };
  const { fnArray, argsArray } = ops;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push(st);
        st = { ...st };
        break;
      case OPS.restore:
        st = stack.pop() ?? st;
        break;
      case OPS.transform:
        if (args && args.length >= 6) st.ctm = multiply(st.ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push(st);
        st = { ...st };
        const m = args?.[0] as number[] | null | undefined;
        if (Array.isArray(m) || ArrayBuffer.isView(m)) st.ctm = multiply(st.ctm, Array.from(m as number[]));
        const bbox = args?.[1] as number[] | null | undefined;
        if (bbox && bbox.length >= 4) {
          const b = transformBox(st.ctm, bbox[0] ?? 0, bbox[1] ?? 0, bbox[2] ?? 0, bbox[3] ?? 0);
          st.clip = intersect(st.clip, b) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
        }
        break;
      }
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
        st = stack.pop() ?? st;
        break;
      case OPS.beginGroup: {
        stack.push(st);
        st = { ...st };
        const g = args?.[0] as { matrix?: number[] | null } | undefined;
        if (g?.matrix) st.ctm = multiply(st.ctm, Array.from(g.matrix));
        break;
      }
      case OPS.setFillRGBColor:
        st.fill = typeof args?.[0] === "string" ? (args[0] as string) : null;
        break;
      case OPS.setFillTransparent:
        st.fill = "#ffffff";
        break;
      case OPS.setFillColorN:
        st.fill = null; // pattern
        break;
      case OPS.clip:
      case OPS.eoClip:
        pendingClip = true;
        break;
      case OPS.constructPath: {
        const op = args?.[0] as number;
        const mm = args?.[2] as ArrayLike<number> | null | undefined;
        if (!mm || !Number.isFinite(mm[0])) {
          pendingClip = false;
          break;
        }
        const b = transformBox(st.ctm, mm[0] ?? 0, mm[1] ?? 0, mm[2] ?? 0, mm[3] ?? 0);
        if (pendingClip) {
          st.clip = intersect(st.clip, b) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
          pendingClip = false;
        }
        if (STROKES.has(op)) add(b, false);
        else if (FILLS.has(op)) {
          if (!isWhite(st.fill) || STROKES.has(op)) add(b, false);
          else if (op !== OPS.fill && op !== OPS.eoFill) add(b, false);
        }
        break;
      }
      case OPS.beginText:
        tm = [1, 0, 0, 1, 0, 0];
        lineX = 0;
        lineY = 0;
        break;
      case OPS.setTextMatrix: {
        const m = (
          Array.isArray(args?.[0]) || ArrayBuffer.isView(args?.[0]) ? args?.[0] : args
        ) as ArrayLike<number>;
        if (m && m.length >= 6) tm = Array.from(m).slice(0, 6);
        lineX = 0;
        lineY = 0;
        break;
      }
      case OPS.setLeading:
        leading = -((args?.[0] as number) ?? 0);
        break;
      case OPS.moveText:
      case OPS.setLeadingMoveText:
        if (fn === OPS.setLeadingMoveText) leading = (args?.[1] as number) ?? 0;
        lineX += (args?.[0] as number) ?? 0;
        lineY += (args?.[1] as number) ?? 0;
        break;
      case OPS.nextLine:
        lineY += leading;
        break;
      default:
        if (IMAGE_OPS.has(fn)) add(transformBox(st.ctm, 0, 0, 1, 1), true);
        else if (TEXT_SHOW.has(fn)) {
          if (fn === OPS.nextLineShowText || fn === OPS.nextLineSetSpacingShowText) lineY += leading;
          const tx = (tm[0] as number) * lineX + (tm[2] as number) * lineY + (tm[4] as number);
          const ty = (tm[1] as number) * lineX + (tm[3] as number) * lineY + (tm[5] as number);
          const m = st.ctm;
          textOps.push({ index: i, y: m[1] * tx + m[3] * ty + m[5] });
        }
    }
  }
  return { graphics: out, textOps };
}

interface TextItem {
  str?: string;
  transform?: number[];
  width?: number;
}

/** Text runs of the page: items on one baseline joined while the gap between them is narrow. */
export function buildSegments(items: TextItem[]): Seg[] {
  const segs: Seg[] = [];
  let cur: Seg | null = null;
  for (const it of items) {
    if (typeof it.str !== "string" || !it.transform) continue;
    const t = it.transform;
    const raw = it.str;
    if (!raw.trim()) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = t;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
    const width = it.width ?? 0;
    const rotated = Math.abs(b) > Math.abs(a) * 0.5;
    if (rotated) {
      cur = null;
      // Vertical text (y-axis labels): runs upwards or downwards from (x, y).
      const up = b > 0;
      segs.push({
        text: normalizeText(raw),
        y,
        size,
        rotated: true,
        x0: x - size * 0.8,
        x1: x + size * 0.25,
        y0: up ? y : y - width,
        y1: up ? y + width : y,
        words: [],
      });
      continue;
    }
    const x1 = x + width;
    const gap = cur ? x - cur.x1 : 0;
    // LaTeX umlauts: the diaeresis is a glyph of its own that overlaps the next letter.
    const back = cur && /(?:\u00a8|\u0308)\s*$/.test(cur.text) ? cur.size * 0.9 : (cur?.size ?? 0) * 0.3;
    if (cur && Math.abs(y - cur.y) < cur.size * 0.35 && gap > -back && gap < cur.size * 0.8) {
      cur.text += (gap > size * 0.15 && !cur.text.endsWith(" ") && !raw.startsWith(" ") ? " " : "") + raw;
      cur.x1 = Math.max(cur.x1, x1);
      cur.y0 = Math.min(cur.y0, y - size * 0.25);
      cur.y1 = Math.max(cur.y1, y + size * 0.8);
      cur.words.push({ x0: x, x1, text: raw });
      continue;
    }
    cur = {
      text: raw,
      y,
      size,
      rotated: false,
      x0: x,
      x1,
      y0: y - size * 0.25,
      y1: y + size * 0.8,
      words: [{ x0: x, x1, text: raw }],
    };
    segs.push(cur);
  }
  for (const s of segs) if (!s.rotated) s.text = normalizeText(s.text);
  return segs.filter((s) => s.text.length > 0);
}

/**
 * Does graphic `g` stand around the text box `b` (a frame or picture clearly taller than the line) or beside
 * it over its full height (a table's vertical rule)? A highlight box behind inline code does not count.
 */
export function covers(g: Box, b: Box, slack = 15): boolean {
  if (!(g.y0 <= b.y0 + 1.5 && g.y1 >= b.y1 - 1.5 && g.x0 <= b.x1 + slack && g.x1 >= b.x0 - slack))
    return false;
  const rule = g.x1 - g.x0 < 2;
  return rule || g.y1 - g.y0 >= (b.y1 - b.y0) * 1.8;
}

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
