/**
 * Boxes on a PDF page (PDF user space, origin bottom-left, y upwards, like `Line.y`) and what the figure
 * reader asks of them: transform, intersect, join, overlap, and whether a graphic stands around a text box.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Graphic extends Box {
  image: boolean;
}

export type Matrix = [number, number, number, number, number, number];

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

/** Horizontal overlap of two boxes (negative: the gap between them). */
export const overlapX = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
