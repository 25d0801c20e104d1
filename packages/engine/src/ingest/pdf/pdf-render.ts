/**
 * Pictures of figure regions with pdf.js on an `@napi-rs/canvas` canvas (no system tools): the operator list
 * from a render that draws nothing, then one render per page at 150 dpi (text far from the regions
 * skipped), regions cut out and trimmed to their ink, PNG encoded by us (`png.ts`, the deflate on the libuv
 * thread pool, where it overlaps with the next page).
 */
import { encodePng, type RgbaImage } from "../../png.ts";
import type { RawImage } from "../blocks.ts";
import type { Box } from "./boxes.ts";

/** Resolution of the pictures; the brief asks for at least 150 dpi. */
export const FIGURE_DPI = 150;
/** Longest side in pixels; only a region larger than an A4 page would be rendered below 150 dpi. */
const MAX_SIDE = 2600;
/** A channel value below this counts as ink when trimming and checking for blank pictures. */
const INK = 235;

type PdfPage = {
  getViewport(p: { scale: number }): {
    width: number;
    height: number;
    convertToViewportRectangle(rect: number[]): number[];
  };
  render(p: Record<string, unknown>): { promise: Promise<void> };
};

type CanvasModule = typeof import("@napi-rs/canvas");
let canvasModule: Promise<CanvasModule> | null = null;
const loadCanvas = () => {
  canvasModule ??= import("@napi-rs/canvas");
  return canvasModule;
};

export class RenderError extends Error {}

/** Pixels of a rendered region, RGBA, trimmed to the ink. */
export type Pixels = RgbaImage;

/** A page rendered once at figure resolution; regions are cut out of it. */
export interface RenderedPage {
  /** A copy of the pixels under `box` (PDF user space), to crop figures from after the page is gone. */
  snapshot(box: Box): Snapshot;
}

/** Pixels of a rectangle of a rendered page and the mapping from PDF user space to them. */
export interface Snapshot {
  px: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
  toPixels(box: Box): [number, number, number, number];
  scale: number;
}

export type OpList = { fnArray: number[]; argsArray: unknown[] };

const renderError = (err: unknown) =>
  new RenderError(`pdf.js: ${String((err as Error)?.message ?? err).slice(0, 120)}`);

/**
 * The page's operator list without drawing anything: a display render whose operations are all filtered
 * out. pdf.js keeps the list (and the decoded images) for the real render that follows, so the page is
 * parsed once; `getOperatorList()` would parse it, and decode its images, a second time.
 */
export async function pageOps(page: PdfPage): Promise<OpList | null> {
  let mod: CanvasModule;
  try {
    mod = await loadCanvas();
  } catch {
    throw new RenderError("@napi-rs/canvas nicht verfügbar");
  }
  // A canvas of its own per call: pages read ahead are parsed while another page draws.
  const canvas = mod.createCanvas(1, 1);
  try {
    await page.render({
      canvasContext: canvas.getContext("2d"),
      canvas: null,
      viewport: page.getViewport({ scale: 0.01 }),
      annotationMode: 0, // AnnotationMode.DISABLE, the same intent as the real render
      operationsFilter: () => false,
    }).promise;
  } catch (err) {
    throw renderError(err);
  }
  return renderedOps(page);
}

/**
 * Renders the page at 150 dpi, skipping the operations `skip` names (the caller passes the text far from
 * every figure region), so mostly the figures are drawn. Throws `RenderError`.
 */
export async function renderPage(
  page: PdfPage,
  skip: ((opIndex: number) => boolean) | null,
  reuse?: { canvas?: unknown },
): Promise<RenderedPage> {
  let mod: CanvasModule;
  try {
    mod = await loadCanvas();
  } catch {
    throw new RenderError("@napi-rs/canvas nicht verfügbar");
  }
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(FIGURE_DPI / 72, MAX_SIDE / Math.max(base.width, base.height, 1));
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const toPixels = (box: Box): [number, number, number, number] => {
    const [ax, ay, bx, by] = viewport.convertToViewportRectangle([box.x0, box.y0, box.x1, box.y1]) as [
      number,
      number,
      number,
      number,
    ];
    return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
  };
  // The pages of one document mostly share their size: one canvas serves them all.
  const prev = reuse?.canvas as ReturnType<CanvasModule["createCanvas"]> | undefined;
  const canvas =
    prev && prev.width === width && prev.height === height ? prev : mod.createCanvas(width, height);
  if (reuse) reuse.canvas = canvas;
  const ctx = canvas.getContext("2d");
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // No clip to the regions: measured, it saves nothing over skipping the text far from them.
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  try {
    await page.render({
      canvasContext: ctx,
      canvas: null,
      viewport,
      background: "#ffffff",
      annotationMode: 0, // AnnotationMode.DISABLE: no link borders or form fields
      ...(skip ? { operationsFilter: (i: number) => !skip(i) } : {}),
    }).promise;
  } catch (err) {
    throw renderError(err);
  } finally {
    ctx.restore();
  }
  return {
    snapshot(box: Box): Snapshot {
      const [l, t, r, b] = toPixels(box);
      const left = Math.min(width - 1, Math.max(0, Math.floor(l)));
      const top = Math.min(height - 1, Math.max(0, Math.floor(t)));
      const w = Math.max(1, Math.min(width, Math.ceil(r)) - left);
      const h = Math.max(1, Math.min(height, Math.ceil(b)) - top);
      // Only this rectangle is read (reading also finishes the drawing).
      const d = ctx.getImageData(left, top, w, h).data;
      const px = new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
      return { px, left, top, width: w, height: h, toPixels, scale };
    },
  };
}

/** The operator list of the finished display render, read from pdf.js's intent cache. */
function renderedOps(page: PdfPage): OpList | null {
  const states = (page as { _intentStates?: unknown })._intentStates;
  if (!(states instanceof Map)) return null;
  for (const st of states.values()) {
    const ol = (st as { operatorList?: { fnArray?: unknown; argsArray?: unknown; lastChunk?: boolean } })
      ?.operatorList;
    if (ol?.lastChunk && Array.isArray(ol.fnArray) && Array.isArray(ol.argsArray)) {
      return { fnArray: ol.fnArray as number[], argsArray: ol.argsArray as unknown[] };
    }
  }
  return null;
}

/** The figure under `box` from a snapshot, trimmed to its ink; throws `RenderError` when it is blank. */
export function cropSnapshot(snap: Snapshot, box: Box): Pixels {
  const [l, t, r, b] = snap.toPixels(box);
  const x0 = Math.max(0, Math.floor(l) - snap.left);
  const y0 = Math.max(0, Math.floor(t) - snap.top);
  const x1 = Math.min(snap.width, Math.ceil(r) - snap.left);
  const y1 = Math.min(snap.height, Math.ceil(b) - snap.top);
  if (x1 - x0 < 2 || y1 - y0 < 2) throw new RenderError("leerer Bereich");
  const ink = inkBounds(snap.px, snap.width, { x0, y0, x1, y1 });
  if (!ink) throw new RenderError("Bereich ist leer");
  const pad = Math.round(snap.scale * 2) + 2;
  const cx0 = Math.max(x0, ink.x0 - pad);
  const cy0 = Math.max(y0, ink.y0 - pad);
  const cw = Math.min(x1, ink.x1 + 1 + pad) - cx0;
  const ch = Math.min(y1, ink.y1 + 1 + pad) - cy0;
  const out = new Uint8Array(cw * ch * 4);
  for (let y = 0; y < ch; y++) {
    const src = ((cy0 + y) * snap.width + cx0) * 4;
    out.set(snap.px.subarray(src, src + cw * 4), y * cw * 4);
  }
  return { rgba: out, width: cw, height: ch };
}

/**
 * Bounding box (pixels, inclusive) of the non-white pixels inside `rect` (x1/y1 exclusive) of an RGBA
 * image `width` pixels wide; null when there are none.
 */
export function inkBounds(
  px: Uint8Array,
  width: number,
  rect: { x0: number; y0: number; x1: number; y1: number },
): { x0: number; y0: number; x1: number; y1: number } | null {
  const words = new Uint32Array(px.buffer, px.byteOffset, Math.floor(px.byteLength / 4));
  const WHITE = 0xffffffff;
  const inkAt = (k: number) => {
    if (words[k] === WHITE) return false;
    const i = k * 4;
    return (px[i] as number) < INK || (px[i + 1] as number) < INK || (px[i + 2] as number) < INK;
  };
  let x0 = rect.x1;
  let y0 = rect.y1;
  let x1 = -1;
  let y1 = -1;
  // Every second row and column: at 150 dpi that is a third of a point, and the crop is padded anyway.
  for (let y = rect.y0; y < rect.y1; y += 2) {
    const row = y * width;
    let first = -1;
    for (let x = rect.x0; x < rect.x1; x += 2) {
      if (inkAt(row + x)) {
        first = x;
        break;
      }
    }
    if (first < 0) continue;
    let last = first;
    for (let x = rect.x1 - 1; x > first; x -= 2) {
      if (x <= x1) {
        last = Math.max(last, x1);
        break;
      }
      if (inkAt(row + x)) {
        last = x;
        break;
      }
    }
    if (y0 > y) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

/** PNG of the pixels (`png.ts`); the deflate runs on the thread pool, off this thread. */
export async function encodeFigure(p: Pixels): Promise<RawImage> {
  return { data: await encodePng(p), contentType: "image/png", width: p.width, height: p.height };
}
