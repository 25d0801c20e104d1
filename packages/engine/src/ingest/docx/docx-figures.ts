/**
 * DOCX figures: the images embedded in the body (mammoth "image" nodes) with their captions.
 *
 * `extract-docx.ts` shows every body paragraph and table to a `DocxFigureScan` in reading order, together
 * with the index its block will get; `finish` then pairs each image with the nearest caption, reads the
 * bytes of the images that become figures and takes their pixel size from the file header. Only formats a
 * browser shows (PNG, JPEG, GIF) are kept; EMF, WMF, TIFF, SVG, linked images and unreadable files are
 * counted as skipped. Decoded pixels are never held, only the file bytes.
 */
import { FIGURE_WORD, LABEL_NUMBER, TABLE_WORD } from "../../text/caption-label.ts";
import type { Block, RawFigure, RawImage } from "../blocks.ts";
import { normalizeText } from "../normalize.ts";
import { readImageHeader } from "./image-header.ts";
import { simpleFieldTexts, textKey } from "./simple-fields.ts";
import type { StyleRole } from "./style-roles.ts";

/** The part of mammoth's (untyped) document tree read here. */
export interface FigureNode {
  type: string;
  children?: FigureNode[];
  value?: string;
  styleName?: string | null;
  contentType?: string;
  read?: () => Promise<Uint8Array>;
}

// ---------------------------------------------------------------------------------------------------------
// Captions

/** "Abbildung 3: …", "Abb. 2.1 …", "Figure C3", "Fig. 4." – the label, the number as printed, the rest. */
const FIGURE_LABEL = new RegExp(
  String.raw`^${FIGURE_WORD}\s*(${LABEL_NUMBER})(?=$|[\s:.,;–—-])[.:,;]?\s*(?:[:–—-]\s*)?(.*)$`,
  "su",
);
const TABLE_LABEL = new RegExp(String.raw`^${TABLE_WORD}\s*(?:[A-Z]\.?)?\d`, "u");
/** Running text that starts with a label ("Figure 3 shows …") is no caption: that needs a separator or a style. */
const LABEL_SEPARATOR = new RegExp(String.raw`^${FIGURE_WORD}\s*${LABEL_NUMBER}\s*(?:$|[:.–—-])`, "u");
/** Uncaptioned images smaller than this (px, either side) are icons, logos or rules, not figures. */
export const MIN_UNCAPTIONED_SIDE = 120;
/** An uncaptioned image inside a paragraph with more text than this is an inline picture (a signature). */
const INLINE_TEXT_CHARS = 40;
const MAX_CAPTION_CHARS = 300;
const SHOWN = new Set(["image/png", "image/jpeg", "image/gif"]);

interface Para {
  text: string;
  role: StyleRole;
  images: FigureNode[];
  /** Index of the block this paragraph becomes (or, in a table or without text, the next block). */
  block: number;
  inTable: boolean;
}

interface Caption {
  text: string;
  number: string | null;
  /** Paragraph indices the caption was read from. */
  paras: number[];
}

const isTocRole = (r: StyleRole) => !!r && "hint" in r && r.hint === "toc";
const isCaptionRole = (r: StyleRole) => !!r && "hint" in r && r.hint === "caption";
const isHeadingRole = (r: StyleRole) => !!r && ("heading" in r || "tocHeading" in r);

function paragraphText(node: FigureNode): { text: string; images: FigureNode[] } {
  let text = "";
  const images: FigureNode[] = [];
  const walk = (n: FigureNode) => {
    if (n.type === "text") text += n.value ?? "";
    else if (n.type === "tab" || n.type === "break") text += " ";
    else if (n.type === "image") images.push(n);
    for (const c of n.children ?? []) walk(c);
  };
  walk(node);
  return { text: normalizeText(text), images };
}

// ---------------------------------------------------------------------------------------------------------
// The scan

export class DocxFigureScan {
  private readonly paras: Para[] = [];

  constructor(private readonly role: (styleName: string | null | undefined) => StyleRole) {}

  /** Shows a body paragraph or table, before its block is added; `blockIndex` is the index it will get. */
  visit(node: FigureNode, blockIndex: number): void {
    if (node.type === "paragraph") this.addParagraph(node, blockIndex, false);
    else if (node.type === "table") {
      const walk = (n: FigureNode) => {
        if (n.type === "paragraph") this.addParagraph(n, blockIndex, true);
        else for (const c of n.children ?? []) walk(c);
      };
      walk(node);
    }
  }

  private addParagraph(node: FigureNode, block: number, inTable: boolean) {
    const { text, images } = paragraphText(node);
    this.paras.push({ text, images, role: this.role(node.styleName), block, inTable });
  }

  /**
   * Pairs images with captions and reads the pictures. `blocks` are the extractor's blocks with their
   * pages set; `documentXml` (word/document.xml) gives the caption numbers mammoth loses.
   */
  async finish(blocks: Block[], documentXml: string): Promise<{ figures: RawFigure[]; skipped: number }> {
    if (!this.paras.some((p) => p.images.length)) return { figures: [], skipped: 0 };
    const fields = simpleFieldTexts(documentXml);
    if (fields.size) {
      for (const p of this.paras) {
        const shown = fields.get(textKey(p.text))?.shift();
        if (shown) p.text = shown;
      }
    }
    const firstHeading = blocks.findIndex((b) => b.kind === "heading");
    const imageParas = this.paras.flatMap((p, i) => (p.images.length ? [i] : []));

    // Candidates on both sides; the document's own habit (caption below or above) settles the ties.
    const cands = imageParas.map((i) => ({
      i,
      own: this.ownCaption(i),
      after: this.after(i),
      before: this.before(i),
    }));
    const afterOnly = cands.filter((c) => c.after && !c.before).length;
    const beforeOnly = cands.filter((c) => c.before && !c.after).length;
    const below = afterOnly >= beforeOnly;
    const claimed = new Set<number>();
    const free = (c: Caption | null) => (c && !c.paras.some((p) => claimed.has(p)) ? c : null);

    const figures: RawFigure[] = [];
    let skipped = 0;
    for (const c of cands) {
      const para = this.paras[c.i] as Para;
      const caption =
        c.own ?? (below ? (free(c.after) ?? free(c.before)) : (free(c.before) ?? free(c.after)));
      if (caption) for (const p of caption.paras) claimed.add(p);
      const beforeBody = firstHeading < 0 ? false : para.block <= firstHeading;
      for (const node of para.images) {
        if (!SHOWN.has(node.contentType ?? "")) {
          skipped++;
          continue;
        }
        // Uncaptioned pictures on the title page or inline in running text are decoration: not read at all.
        if (!caption && (beforeBody || para.text.length > INLINE_TEXT_CHARS)) continue;
        const image = await readPicture(node);
        if (!image) {
          skipped++;
          continue;
        }
        if (!caption && (image.width < MIN_UNCAPTIONED_SIDE || image.height < MIN_UNCAPTIONED_SIDE)) continue;
        const capPara = caption ? this.paras[caption.paras.at(-1) ?? -1] : undefined;
        const page =
          (capPara && !capPara.inTable ? blocks[capPara.block]?.page : undefined) ??
          blocks[para.block]?.page ??
          blocks[para.block - 1]?.page ??
          null;
        figures.push({
          kind: "figure",
          number: caption?.number ?? null,
          caption: caption?.text ?? "",
          page,
          image,
        });
      }
    }
    return { figures, skipped };
  }

  /** The next paragraph with text or an image, skipping empty ones. */
  private step(i: number, dir: 1 | -1): number | null {
    for (let j = i + dir; j >= 0 && j < this.paras.length; j += dir) {
      const p = this.paras[j] as Para;
      if (p.text || p.images.length) return j;
    }
    return null;
  }

  /** Index of the neighbouring text paragraph, or null if an image or nothing comes first. */
  private textNeighbour(i: number, dir: 1 | -1): number | null {
    const j = this.step(i, dir);
    return j !== null && !this.paras[j]?.images.length ? j : null;
  }

  /** A labelled caption in one paragraph: "Abbildung 3: Title". Label-only paragraphs give an empty rest. */
  private label(i: number): { number: string; rest: string } | null {
    const p = this.paras[i];
    if (!p || isTocRole(p.role) || isHeadingRole(p.role) || p.text.length > MAX_CAPTION_CHARS) return null;
    const m = FIGURE_LABEL.exec(p.text);
    if (!m) return null;
    if (!isCaptionRole(p.role) && !LABEL_SEPARATOR.test(p.text)) return null;
    return { number: m[1] ?? "", rest: (m[2] ?? "").trim() };
  }

  /** A short paragraph that can be the title line under an APA label ("Figure 1" / "Title"). */
  private titleLine(i: number): boolean {
    const p = this.paras[i];
    return (
      !!p &&
      !!p.text &&
      p.text.length <= MAX_CAPTION_CHARS &&
      !isTocRole(p.role) &&
      !isHeadingRole(p.role) &&
      !TABLE_LABEL.test(p.text) &&
      !FIGURE_LABEL.test(p.text)
    );
  }

  private ownCaption(i: number): Caption | null {
    const l = this.label(i);
    return l?.rest ? { text: this.paras[i]?.text ?? "", number: l.number, paras: [i] } : null;
  }

  /** Caption below the image. A label-only line ("Figure 2") below belongs to the next image, APA style. */
  private after(i: number): Caption | null {
    const j = this.textNeighbour(i, 1);
    if (j === null) return null;
    const p = this.paras[j] as Para;
    const l = this.label(j);
    if (l?.rest) return { text: p.text, number: l.number, paras: [j] };
    if (l) {
      const t = this.textNeighbour(j, 1);
      // "Figure 2" + title, followed by text rather than by a picture: the caption of the image above.
      if (t !== null && this.titleLine(t) && this.textNeighbour(t, 1) !== null)
        return { text: `${p.text}: ${this.paras[t]?.text}`, number: l.number, paras: [j, t] };
      return null;
    }
    if (isCaptionRole(p.role) && !TABLE_LABEL.test(p.text)) return { text: p.text, number: null, paras: [j] };
    return null;
  }

  /** Caption above the image, including APA's label line + title line. */
  private before(i: number): Caption | null {
    const k = this.textNeighbour(i, -1);
    if (k === null) return null;
    const p = this.paras[k] as Para;
    const l = this.label(k);
    if (l) return { text: p.text, number: l.number, paras: [k] };
    if (!this.titleLine(k)) return null;
    const j = this.textNeighbour(k, -1);
    const lj = j === null ? null : this.label(j);
    if (j !== null && lj && !lj.rest) {
      return { text: `${this.paras[j]?.text}: ${p.text}`, number: lj.number, paras: [j, k] };
    }
    if (isCaptionRole(p.role)) return { text: p.text, number: null, paras: [k] };
    return null;
  }
}

async function readPicture(node: FigureNode): Promise<RawImage | null> {
  try {
    const bytes = await node.read?.();
    if (!bytes?.length) return null;
    const header = readImageHeader(bytes);
    if (!header) return null;
    // A plain Uint8Array over exactly these bytes (copied if mammoth's Buffer is a view into something larger).
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const data = whole ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes);
    return { data, ...header };
  } catch {
    return null; // linked (not embedded) or missing image file
  }
}
