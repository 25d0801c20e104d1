/**
 * What a PDF page paints besides text, read from its pdf.js operator list: the boxes of images and vector
 * paths (clipped, without white fills and page backgrounds) and where each text-showing operator draws.
 */
import { type Box, type Graphic, intersect, type Matrix, multiply, transformBox } from "./boxes.ts";

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const NOTHING: Box = { x0: 0, y0: 0, x1: 0, y1: 0 };

const isWhite = (hex: string | null) => hex !== null && /^#(?:f[a-f0-9]){3}$/i.test(hex);

interface OpList {
  fnArray: number[];
  argsArray: unknown[];
}

/** A text-showing operator and the baseline (page y) it draws at. */
export interface TextOp {
  index: number;
  y: number;
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
): { graphics: Graphic[]; textOps: TextOp[] } {
  const reader = new PaintReader(OPS, page);
  const { fnArray, argsArray } = ops;
  for (let i = 0; i < fnArray.length; i++)
    reader.read(fnArray[i] as number, argsArray[i] as unknown[] | null, i);
  return { graphics: reader.graphics, textOps: reader.textOps };
}

/** Operator codes by name, as sets for the operators that act alike. */
function opSets(OPS: Record<string, number>) {
  const set = (names: string[]) => new Set(names.map((n) => OPS[n]));
  return {
    textShow: set(["showText", "showSpacedText", "nextLineShowText", "nextLineSetSpacingShowText"]),
    images: set([
      "paintImageXObject",
      "paintInlineImageXObject",
      "paintInlineImageXObjectGroup",
      "paintImageXObjectRepeat",
      "paintImageMaskXObject",
      "paintImageMaskXObjectGroup",
      "paintImageMaskXObjectRepeat",
      "paintSolidColorImageMask",
    ]),
    fills: set(["fill", "eoFill", "fillStroke", "eoFillStroke", "closeFillStroke", "closeEOFillStroke"]),
    strokes: set(["stroke", "closeStroke"]),
  };
}

/** Graphics state as the canvas keeps it: transform, clip box and fill colour. */
interface GraphicsState {
  ctm: Matrix;
  clip: Box;
  fill: string | null;
}

/** Reads the operator list one operator at a time, keeping the graphics and text state a canvas would. */
class PaintReader {
  readonly graphics: Graphic[] = [];
  readonly textOps: TextOp[] = [];
  private readonly sets: ReturnType<typeof opSets>;
  private readonly pageArea: number;
  private st: GraphicsState;
  private readonly stack: GraphicsState[] = [];
  private pendingClip = false;
  // Text state: text matrix and the line origin in text space.
  private tm: number[] = [1, 0, 0, 1, 0, 0];
  private lineX = 0;
  private lineY = 0;
  private leading = 0;

  constructor(
    private readonly OPS: Record<string, number>,
    page: Box,
  ) {
    this.sets = opSets(OPS);
    this.pageArea = (page.x1 - page.x0) * (page.y1 - page.y0);
    this.st = { ctm: IDENTITY, clip: page, fill: null };
  }

  read(fn: number, args: unknown[] | null, index: number): void {
    if (this.stateOp(fn, args) || this.pathOp(fn, args) || this.textStateOp(fn, args)) return;
    this.paintOp(fn, index);
  }

  /** Something painted at `b`: kept unless clipped away, tiny, or the page's background or frame. */
  private add(b: Box, image: boolean): void {
    const c = intersect(b, this.st.clip);
    if (!c) return;
    const w = c.x1 - c.x0;
    const h = c.y1 - c.y0;
    if (w < 0.3 && h < 0.3) return;
    if (w * h > this.pageArea * 0.6) return; // page background or frame
    this.graphics.push({ ...c, image });
  }

  private push(): void {
    this.stack.push(this.st);
    this.st = { ...this.st };
  }

  private pop(): void {
    this.st = this.stack.pop() ?? this.st;
  }

  /** Save/restore, transforms, form XObjects and groups, fill colour. */
  private stateOp(fn: number, args: unknown[] | null): boolean {
    const OPS = this.OPS;
    switch (fn) {
      case OPS.save:
        this.push();
        return true;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
        this.pop();
        return true;
      case OPS.transform:
        if (args && args.length >= 6) this.st.ctm = multiply(this.st.ctm, args as number[]);
        return true;
      case OPS.paintFormXObjectBegin:
        this.beginForm(args);
        return true;
      case OPS.beginGroup: {
        this.push();
        const g = args?.[0] as { matrix?: number[] | null } | undefined;
        if (g?.matrix) this.st.ctm = multiply(this.st.ctm, Array.from(g.matrix));
        return true;
      }
      case OPS.setFillRGBColor:
        this.st.fill = typeof args?.[0] === "string" ? (args[0] as string) : null;
        return true;
      case OPS.setFillTransparent:
        this.st.fill = "#ffffff";
        return true;
      case OPS.setFillColorN:
        this.st.fill = null; // pattern
        return true;
      default:
        return false;
    }
  }

  /** A form XObject: its matrix applies and its bounding box clips what it paints. */
  private beginForm(args: unknown[] | null): void {
    this.push();
    const m = args?.[0] as number[] | null | undefined;
    if (Array.isArray(m) || ArrayBuffer.isView(m))
      this.st.ctm = multiply(this.st.ctm, Array.from(m as number[]));
    const bbox = args?.[1] as number[] | null | undefined;
    if (bbox && bbox.length >= 4) {
      const b = transformBox(this.st.ctm, bbox[0] ?? 0, bbox[1] ?? 0, bbox[2] ?? 0, bbox[3] ?? 0);
      this.st.clip = intersect(this.st.clip, b) ?? NOTHING;
    }
  }

  /** Clip operators and paths: a path is painted (filled or stroked) or becomes the clip. */
  private pathOp(fn: number, args: unknown[] | null): boolean {
    const OPS = this.OPS;
    if (fn === OPS.clip || fn === OPS.eoClip) {
      this.pendingClip = true;
      return true;
    }
    if (fn !== OPS.constructPath) return false;
    const op = args?.[0] as number;
    const mm = args?.[2] as ArrayLike<number> | null | undefined;
    if (!mm || !Number.isFinite(mm[0])) {
      this.pendingClip = false;
      return true;
    }
    const b = transformBox(this.st.ctm, mm[0] ?? 0, mm[1] ?? 0, mm[2] ?? 0, mm[3] ?? 0);
    if (this.pendingClip) {
      this.st.clip = intersect(this.st.clip, b) ?? NOTHING;
      this.pendingClip = false;
    }
    const { fills, strokes } = this.sets;
    if (strokes.has(op)) this.add(b, false);
    else if (fills.has(op)) {
      if (!isWhite(this.st.fill) || strokes.has(op)) this.add(b, false);
      else if (op !== OPS.fill && op !== OPS.eoFill) this.add(b, false);
    }
    return true;
  }

  /** Text matrix, line moves and leading: where the next text-showing operator draws. */
  private textStateOp(fn: number, args: unknown[] | null): boolean {
    const OPS = this.OPS;
    switch (fn) {
      case OPS.beginText:
        this.tm = [1, 0, 0, 1, 0, 0];
        this.lineX = 0;
        this.lineY = 0;
        return true;
      case OPS.setTextMatrix: {
        const m = (
          Array.isArray(args?.[0]) || ArrayBuffer.isView(args?.[0]) ? args?.[0] : args
        ) as ArrayLike<number>;
        if (m && m.length >= 6) this.tm = Array.from(m).slice(0, 6);
        this.lineX = 0;
        this.lineY = 0;
        return true;
      }
      case OPS.setLeading:
        this.leading = -((args?.[0] as number) ?? 0);
        return true;
      case OPS.moveText:
      case OPS.setLeadingMoveText:
        if (fn === OPS.setLeadingMoveText) this.leading = (args?.[1] as number) ?? 0;
        this.lineX += (args?.[0] as number) ?? 0;
        this.lineY += (args?.[1] as number) ?? 0;
        return true;
      case OPS.nextLine:
        this.lineY += this.leading;
        return true;
      default:
        return false;
    }
  }

  /** Images are painted graphics; text-showing operators are noted with their baseline. */
  private paintOp(fn: number, index: number): void {
    const OPS = this.OPS;
    if (this.sets.images.has(fn)) this.add(transformBox(this.st.ctm, 0, 0, 1, 1), true);
    else if (this.sets.textShow.has(fn)) {
      if (fn === OPS.nextLineShowText || fn === OPS.nextLineSetSpacingShowText) this.lineY += this.leading;
      const tm = this.tm;
      const tx = (tm[0] as number) * this.lineX + (tm[2] as number) * this.lineY + (tm[4] as number);
      const ty = (tm[1] as number) * this.lineX + (tm[3] as number) * this.lineY + (tm[5] as number);
      const m = this.st.ctm;
      this.textOps.push({ index, y: m[1] * tx + m[3] * ty + m[5] });
    }
  }
}
