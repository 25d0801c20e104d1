/**
 * One document's figure reading in progress: the captions whose side is still open, the votes for the side
 * this document puts its captions on, the pictures being encoded, and what could not be read (counted as
 * skipped and described in the notes that travel with the document).
 */
import type { RawFigure } from "../blocks.ts";
import type { Box } from "./boxes.ts";
import type { Layout } from "./figure-layout.ts";
import { pad, type Side, splitBetween, walkSide } from "./figure-side.ts";
import type { Walk } from "./figure-walk.ts";
import type { Caption } from "./page-captions.ts";
import type { PageCtx } from "./page-context.ts";
import { cropSnapshot, encodeFigure, type Pixels, RenderError, type Snapshot } from "./pdf-render.ts";
import { tableCells } from "./pdf-table-cells.ts";

/** A caption with the content found on either side of it. */
export interface Entry {
  cap: Caption;
  ctx: PageCtx;
  above: Walk | null;
  below: Walk | null;
  /** Set when the side is decided only at the end: the pixels of both candidate regions. */
  snap: Snapshot | null;
}

/** What the figure reader gives: figures and tables in page order, how many were skipped, and why. */
export interface PdfFigures {
  figures: RawFigure[];
  skipped: number;
  /** One line per figure or page that could not be read (German, for the log). */
  diagnostics: string[];
}

/** The reason an error gives, short. */
export const errText = (err: unknown) =>
  err instanceof RenderError ? err.message : String((err as Error)?.message ?? err).slice(0, 120);

/** Captions facing each other (upper one's region below it, lower one's above it) whose regions overlap. */
export const facing = (a: Entry, b: Entry) =>
  a !== b &&
  a.ctx === b.ctx &&
  a.below !== null &&
  b.above !== null &&
  a.cap.box.y0 > b.cap.box.y1 &&
  a.below.box.y0 < b.above.box.y1 &&
  Math.min(a.below.box.x1, b.above.box.x1) > Math.max(a.below.box.x0, b.above.box.x0);

export class FigureRun {
  private skipped = 0;
  /** Finished figures in page order; the PNG encoding runs on the thread pool meanwhile. */
  private readonly done: Promise<RawFigure | null>[] = [];
  /** Encodings under way; the page loop waits when too many pixel buffers are held (memory). */
  private readonly inflight = new Set<Promise<unknown>>();
  /** Captions with content on both sides, settled once the document's convention is known. */
  private readonly late: Entry[] = [];
  // Which side this document puts its captions on, per kind, from the captions with content on one side only.
  private readonly votes = { figure: { above: 0, below: 0 }, table: { above: 0, below: 0 } };

  constructor(
    private readonly lay: Layout,
    /** Where the run's notes go (the caller's list, so notes made before a failure are kept). */
    readonly diagnostics: string[],
  ) {}

  /** A figure or table that is skipped, and why. */
  skip(cap: Caption, reason: string): void {
    this.skipped++;
    const name = cap.label.kind === "table" ? "Tabelle" : "Abbildung";
    this.diagnostics.push(`${name} ${cap.label.number} (S. ${cap.page}) nicht gerendert: ${reason}`);
  }

  /** A caption with content on one side only votes for that side. */
  vote(e: Entry): void {
    if (!e.above || !e.below) this.votes[e.cap.label.kind][e.above ? "above" : "below"]++;
  }

  /** Keeps a caption for the end, with the pixels of both its candidate regions. */
  defer(e: Entry): void {
    this.late.push(e);
  }

  /** Sides chosen, shared content split, pictures cut: for a group of entries of one page. */
  settle(group: Entry[], sideOf: (e: Entry) => Side, cropOf: (e: Entry) => (box: Box) => Pixels): void {
    const stop = new Map<Entry, number>();
    for (const a of group) {
      for (const b of group) {
        if (!facing(a, b) || sideOf(a) !== "below" || sideOf(b) !== "above") continue;
        const cut = splitBetween(a.ctx, a.cap, b.cap);
        if (cut === null) continue;
        stop.set(a, cut);
        stop.set(b, cut);
      }
    }
    for (const e of group) this.finish(e, sideOf(e), stop.get(e), cropOf(e));
  }

  /** Waits while more than two pictures are being encoded (each holds its pixels). */
  async drain(): Promise<void> {
    while (this.inflight.size > 2) await Promise.race(this.inflight);
  }

  /** The captions kept for the end, each given the side its kind takes in this document. */
  settleLate(): void {
    const byPage = new Map<PageCtx, Entry[]>();
    for (const e of this.late) byPage.set(e.ctx, [...(byPage.get(e.ctx) ?? []), e]);
    for (const group of byPage.values()) {
      this.settle(
        group,
        (e) => (e.above && e.below ? this.preferred(e.cap.label.kind) : e.above ? "above" : "below"),
        (e) => (box) => cropSnapshot(e.snap as Snapshot, box),
      );
    }
  }

  async result(): Promise<PdfFigures> {
    const figures = (await Promise.all(this.done)).filter((f): f is RawFigure => f !== null);
    figures.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
    return { figures, skipped: this.skipped, diagnostics: this.diagnostics };
  }

  private preferred(kind: "figure" | "table"): Side {
    const v = this.votes[kind];
    if (v.above !== v.below) return v.above > v.below ? "above" : "below";
    return kind === "figure" ? "above" : "below";
  }

  /** Cuts the caption's region on `side` (up to `stopAt`) and starts encoding its picture. */
  private finish(e: Entry, side: Side, stopAt: number | undefined, crop: (box: Box) => Pixels): void {
    const { cap, ctx } = e;
    const walk =
      stopAt === undefined
        ? side === "above"
          ? e.above
          : e.below
        : walkSide(ctx, cap, side, this.lay, stopAt);
    if (!walk) {
      this.skip(cap, "Bildbereich mit der Nachbarbeschriftung geteilt");
      return;
    }
    // The region stops at the caption, even where a picture's margin reaches under it.
    const box = pad(walk.box, ctx, 2);
    if (side === "above") box.y0 = Math.max(box.y0, cap.box.y1 + 0.5);
    else box.y1 = Math.min(box.y1, cap.box.y0 - 0.5);
    let pixels: Pixels;
    try {
      pixels = crop(box);
    } catch (err) {
      this.skip(cap, errText(err));
      return;
    }
    const fig = figureOf(cap, ctx, box);
    const job = encodeFigure(pixels).then(
      (image) => ({ ...fig, image }),
      (err) => {
        this.skip(cap, `PNG: ${errText(err)}`);
        return null;
      },
    );
    this.done.push(job);
    this.inflight.add(job);
    void job.then(() => this.inflight.delete(job));
  }
}

/** The figure or table of a caption and its region, without its picture; a table with its cells. */
function figureOf(cap: Caption, ctx: PageCtx, box: Box): RawFigure {
  const fig: RawFigure = {
    kind: cap.label.kind,
    number: cap.label.number,
    caption: cap.text,
    page: cap.page,
    image: null,
    region: { x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 },
  };
  if (cap.label.kind === "table") {
    const inside = ctx.segs.filter(
      (s) => !s.rotated && s.x0 >= box.x0 - 1 && s.x1 <= box.x1 + 1 && s.y >= box.y0 && s.y <= box.y1,
    );
    const cells = tableCells(inside);
    if (cells) fig.cells = cells;
  }
  return fig;
}
