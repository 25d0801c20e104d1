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
import type { StyleRole } from "./extract-docx.ts";

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
// Pixel size from the file header

export interface ImageHeader {
  contentType: RawImage["contentType"];
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the frame size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Type and pixel size of a PNG, JPEG or GIF from its first bytes (the type is sniffed from the bytes, not
 * taken from the file name); null for anything else or a header that is cut off or says 0 × 0.
 * The size is the stored one: a JPEG's EXIF orientation is not applied.
 */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  let found: ImageHeader | null = null;
  if (b.length >= 24 && PNG_SIGNATURE.every((v, i) => b[i] === v) && ascii(b, 12, 16) === "IHDR") {
    found = { contentType: "image/png", width: u32be(b, 16), height: u32be(b, 20) };
  } else if (b.length >= 10 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) {
    found = { contentType: "image/gif", width: u16le(b, 6), height: u16le(b, 8) };
  } else if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    found = jpegHeader(b);
  }
  return found && found.width > 0 && found.height > 0 ? found : null;
}

function jpegHeader(b: Uint8Array): ImageHeader | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null; // lost sync: not a JPEG we understand
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) {
      if (i + 9 > b.length) return null;
      return { contentType: "image/jpeg", height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
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

/** Comparison key for paragraph text: mammoth's text and the XML's text differ in whitespace only. */
export const textKey = (s: string) => s.replace(/\s+/g, "").toLowerCase();

const decodeXml = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (m, e: string) => {
    if (e === "lt") return "<";
    if (e === "gt") return ">";
    if (e === "amp") return "&";
    if (e === "quot") return '"';
    if (e === "apos") return "'";
    const code = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  });

/**
 * mammoth drops simple fields (`<w:fldSimple>`) with their shown result, so a Word caption
 * "Abbildung <SEQ>1</SEQ>: CRISP DM" reaches us as "Abbildung : CRISP DM". This maps the text of every
 * paragraph holding such a field, as mammoth gives it, to the texts Word shows, in document order (two
 * captions can read the same without their numbers).
 */
export function simpleFieldTexts(documentXml: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!documentXml.includes("<w:fldSimple")) return out;
  for (const chunk of documentXml.split("</w:p>")) {
    if (!chunk.includes("<w:fldSimple")) continue;
    const start = Math.max(chunk.lastIndexOf("<w:p>"), chunk.lastIndexOf("<w:p "));
    const para = start >= 0 ? chunk.slice(start) : chunk;
    let shown = "";
    let seen = "";
    let depth = 0;
    for (const m of para.matchAll(
      /<w:fldSimple\b[^>]*?(\/)?>|<\/w:fldSimple>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g,
    )) {
      if (m[0].startsWith("<w:fldSimple")) {
        if (!m[1]) depth++;
      } else if (m[0] === "</w:fldSimple>") depth = Math.max(0, depth - 1);
      else {
        const t = decodeXml(m[2] ?? "");
        shown += t;
        if (depth === 0) seen += t;
      }
    }
    if (shown === seen) continue;
    const key = textKey(normalizeText(seen));
    out.set(key, [...(out.get(key) ?? []), normalizeText(shown)]);
  }
  return out;
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
