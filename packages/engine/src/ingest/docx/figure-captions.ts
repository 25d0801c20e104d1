/**
 * The caption of a DOCX picture among the paragraphs around it: its own paragraph ("Abbildung 3: …" with the
 * picture), the paragraph below or above it, or APA's label line with a title line ("Figure 2" / "Title").
 */
import { FIGURE_WORD, LABEL_NUMBER, TABLE_WORD } from "../../text/caption-label.ts";
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

/** "Abbildung 3: …", "Abb. 2.1 …", "Figure C3", "Fig. 4." – the label, the number as printed, the rest. */
const FIGURE_LABEL = new RegExp(
  String.raw`^${FIGURE_WORD}\s*(${LABEL_NUMBER})(?=$|[\s:.,;–—-])[.:,;]?\s*(?:[:–—-]\s*)?(.*)$`,
  "su",
);
const TABLE_LABEL = new RegExp(String.raw`^${TABLE_WORD}\s*(?:[A-Z]\.?)?\d`, "u");
/** Running text that starts with a label ("Figure 3 shows …") is no caption: that needs a separator or a style. */
const LABEL_SEPARATOR = new RegExp(String.raw`^${FIGURE_WORD}\s*${LABEL_NUMBER}\s*(?:$|[:.–—-])`, "u");
export const MAX_CAPTION_CHARS = 300;

export interface Para {
  text: string;
  role: StyleRole;
  images: FigureNode[];
  /** Index of the block this paragraph becomes (or, in a table or without text, the next block). */
  block: number;
  inTable: boolean;
}

export interface Caption {
  text: string;
  number: string | null;
  /** Paragraph indices the caption was read from. */
  paras: number[];
}

const isTocRole = (r: StyleRole) => !!r && "hint" in r && r.hint === "toc";
const isCaptionRole = (r: StyleRole) => !!r && "hint" in r && r.hint === "caption";
const isHeadingRole = (r: StyleRole) => !!r && ("heading" in r || "tocHeading" in r);

/** Finds captions for the pictures among the body's paragraphs (their text with caption numbers restored). */
export class CaptionFinder {
  constructor(private readonly paras: Para[]) {}

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

  ownCaption(i: number): Caption | null {
    const l = this.label(i);
    return l?.rest ? { text: this.paras[i]?.text ?? "", number: l.number, paras: [i] } : null;
  }

  /** Caption below the image. A label-only line ("Figure 2") below belongs to the next image, APA style. */
  after(i: number): Caption | null {
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
  before(i: number): Caption | null {
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
