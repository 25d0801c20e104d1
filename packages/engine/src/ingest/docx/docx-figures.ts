/**
 * DOCX figures: the images embedded in the body (mammoth "image" nodes) with their captions.
 *
 * `extract-docx.ts` shows every body paragraph and table to a `DocxFigureScan` in reading order, together
 * with the index its block will get; `finish` then pairs each image with the nearest caption, reads the
 * bytes of the images that become figures and takes their pixel size from the file header. Only formats a
 * browser shows (PNG, JPEG, GIF) are kept; EMF, WMF, TIFF, SVG, linked images and unreadable files are
 * counted as skipped. Decoded pixels are never held, only the file bytes.
 */
import type { Block, RawFigure, RawImage } from "../blocks.ts";
import { normalizeText } from "../normalize.ts";
import { type Caption, CaptionFinder, type FigureNode, type Para } from "./figure-captions.ts";
import { readImageHeader } from "./image-header.ts";
import { simpleFieldTexts, textKey } from "./simple-fields.ts";
import type { StyleRole } from "./style-roles.ts";

/** Uncaptioned images smaller than this (px, either side) are icons, logos or rules, not figures. */
export const MIN_UNCAPTIONED_SIDE = 120;
/** An uncaptioned image inside a paragraph with more text than this is an inline picture (a signature). */
const INLINE_TEXT_CHARS = 40;
const SHOWN = new Set(["image/png", "image/jpeg", "image/gif"]);

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
    this.restoreFieldTexts(documentXml);
    const firstHeading = blocks.findIndex((b) => b.kind === "heading");
    const figures: RawFigure[] = [];
    let skipped = 0;
    for (const { i, caption } of this.captions()) {
      const para = this.paras[i] as Para;
      const beforeBody = firstHeading < 0 ? false : para.block <= firstHeading;
      for (const node of para.images) {
        const picture = await this.pictureOf(node, para, caption, beforeBody);
        if (picture === "skipped") skipped++;
        else if (picture) {
          const { kind, number, caption: text, image } = picture;
          figures.push({ kind, number, caption: text, page: this.pageOf(para, caption, blocks), image });
        }
      }
    }
    return { figures, skipped };
  }

  /** Caption numbers in simple fields, which mammoth drops, put back into the paragraphs' text. */
  private restoreFieldTexts(documentXml: string): void {
    const fields = simpleFieldTexts(documentXml);
    if (!fields.size) return;
    for (const p of this.paras) {
      const shown = fields.get(textKey(p.text))?.shift();
      if (shown) p.text = shown;
    }
  }

  /**
   * The caption of each paragraph with images: its own, else the one below or above, each claimed once.
   * Candidates on both sides; the document's own habit (caption below or above) settles the ties.
   */
  private captions(): { i: number; caption: Caption | null }[] {
    const finder = new CaptionFinder(this.paras);
    const imageParas = this.paras.flatMap((p, i) => (p.images.length ? [i] : []));
    const cands = imageParas.map((i) => ({
      i,
      own: finder.ownCaption(i),
      after: finder.after(i),
      before: finder.before(i),
    }));
    const afterOnly = cands.filter((c) => c.after && !c.before).length;
    const beforeOnly = cands.filter((c) => c.before && !c.after).length;
    const below = afterOnly >= beforeOnly;
    const claimed = new Set<number>();
    const free = (c: Caption | null) => (c && !c.paras.some((p) => claimed.has(p)) ? c : null);
    return cands.map((c) => {
      const caption =
        c.own ?? (below ? (free(c.after) ?? free(c.before)) : (free(c.before) ?? free(c.after)));
      if (caption) for (const p of caption.paras) claimed.add(p);
      return { i: c.i, caption };
    });
  }

  /**
   * The figure of one image (without its page), "skipped" for a format a browser cannot show or an
   * unreadable file, null for decoration: an uncaptioned picture on the title page, inline in running text,
   * or small.
   */
  private async pictureOf(
    node: FigureNode,
    para: Para,
    caption: Caption | null,
    beforeBody: boolean,
  ): Promise<Omit<RawFigure, "page"> | "skipped" | null> {
    if (!SHOWN.has(node.contentType ?? "")) return "skipped";
    // Uncaptioned pictures on the title page or inline in running text are decoration: not read at all.
    if (!caption && (beforeBody || para.text.length > INLINE_TEXT_CHARS)) return null;
    const image = await readPicture(node);
    if (!image) return "skipped";
    if (!caption && (image.width < MIN_UNCAPTIONED_SIDE || image.height < MIN_UNCAPTIONED_SIDE)) return null;
    return { kind: "figure", number: caption?.number ?? null, caption: caption?.text ?? "", image };
  }

  /** The page of the caption (outside a table), else of the image's paragraph or the block before it. */
  private pageOf(para: Para, caption: Caption | null, blocks: Block[]): number | null {
    const capPara = caption ? this.paras[caption.paras.at(-1) ?? -1] : undefined;
    return (
      (capPara && !capPara.inTable ? blocks[capPara.block]?.page : undefined) ??
      blocks[para.block]?.page ??
      blocks[para.block - 1]?.page ??
      null
    );
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
