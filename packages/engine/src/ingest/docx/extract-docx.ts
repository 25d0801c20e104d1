/**
 * DOCX → blocks. mammoth reads the document (styles, numbering, tables, notes; `mammoth-tree.ts`); the style
 * map turns paragraph styles into roles, including custom heading styles ("APA 1", styles with an outline
 * level; `style-roles.ts`). Word has no fixed pages, so pages are estimated from the page count in
 * docProps/app.xml.
 */
import { NO_PAGE_LABELS } from "../../document.ts";
import type { Block, ExtractedDocument, RawFootnote, TitleLine } from "../blocks.ts";
import { normalizeText } from "../normalize.ts";
import { BoundedZip, type ZipLimits } from "../zip-directory.ts";
import { DocxFigureScan } from "./docx-figures.ts";
import { type Collected, collectText, type MNode, mammothTree } from "./mammoth-tree.ts";
import { simpleFieldTexts, textKey } from "./simple-fields.ts";
import { titleLook } from "./style-looks.ts";
import { outlineLevels, type StyleRole, styleRole } from "./style-roles.ts";

export async function extractDocx(data: Uint8Array, zipLimits?: ZipLimits): Promise<ExtractedDocument> {
  const zip = BoundedZip.open(data, zipLimits);
  const stylesXml = zip.text("word/styles.xml") ?? "";
  const appXml = zip.text("docProps/app.xml") ?? "";
  const coreXml = zip.text("docProps/core.xml") ?? "";
  // Caption numbers in simple fields ("Abbildung <SEQ>3</SEQ>: …") that mammoth drops, per paragraph text.
  const documentXml = zip.text("word/document.xml") ?? "";
  const body = new BodyReader(stylesXml, simpleFieldTexts(documentXml));
  const doc = await mammothTree(zip);
  body.walk(doc.children ?? []);
  const { pageCount, notePage } = placeOnPages(body.pending, body.breaks, appXml);
  const footnotes = readFootnotes(doc, notePage, body.links);
  const pictures = await body.figureScan.finish(
    body.pending.map((p) => p.block),
    documentXml,
  );
  const metaTitle = /<dc:title>([^<]*)<\/dc:title>/.exec(coreXml)?.[1];
  return {
    blocks: body.pending.map((p) => p.block),
    footnotes,
    pageCount,
    pageCountEstimated: true,
    pageLabels: NO_PAGE_LABELS,
    metadataTitle: metaTitle ? normalizeText(metaTitle) : null,
    links: [...body.links],
    warnings: [],
    titleLines: body.titleLines,
    figures: pictures.figures,
    skippedImages: pictures.skipped,
  };
}

/** A block read from the body, with what places it on a page: its length and the page breaks before it. */
interface Pending {
  block: Block;
  chars: number;
  breaksBefore: number;
  notes: string[];
}

/** Reads the body's paragraphs and tables into blocks, the title page's lines and the figures' scan. */
class BodyReader {
  readonly links = new Set<string>();
  readonly pending: Pending[] = [];
  readonly titleLines: TitleLine[] = [];
  readonly figureScan: DocxFigureScan;
  breaks = 0;
  private readonly levels: Map<string, number>;
  /** Numbers of Word's automatic heading numbering, per level. */
  private readonly counters: number[] = [];
  private titleDone = false;

  constructor(
    private readonly stylesXml: string,
    private readonly fieldTexts: Map<string, string[]>,
  ) {
    this.levels = outlineLevels(stylesXml);
    this.figureScan = new DocxFigureScan((style) => styleRole(style, this.levels));
  }

  walk(nodes: MNode[]): void {
    for (const n of nodes) {
      if (n.type === "paragraph" || n.type === "table") this.figureScan.visit(n, this.pending.length);
      if (n.type === "paragraph") this.paragraph(n);
      else if (n.type === "table") this.table(n);
      else if (n.children) this.walk(n.children);
    }
  }

  private paragraph(node: MNode): void {
    const acc: Collected = { text: "", pageBreaks: 0, notes: [] };
    collectText(node, acc, this.links);
    const raw = acc.text;
    const read = normalizeText(raw.replace(/\t+/g, " "));
    const text = (this.fieldTexts.size ? this.fieldTexts.get(textKey(read))?.shift() : undefined) ?? read;
    const before = this.breaks;
    this.breaks += acc.pageBreaks;
    if (!text) return;
    const role = styleRole(node.styleName, this.levels);
    this.titleLine(node, role, text, before);
    const block = this.blockOf(node, role, text, raw);
    this.pending.push({ block, chars: text.length, breaksBefore: before, notes: acc.notes });
  }

  /** The title page: what comes before the first heading or table of contents, on the first pages. */
  private titleLine(node: MNode, role: StyleRole, text: string, before: number): void {
    if (role && ("heading" in role || "tocHeading" in role || ("hint" in role && role.hint === "toc")))
      this.titleDone = true;
    if (!this.titleDone && before < 3)
      this.titleLines.push({
        text,
        page: before + 1,
        top: null,
        ...titleLook(node, this.stylesXml),
        style: node.styleName ?? null,
      });
  }

  private blockOf(node: MNode, role: StyleRole, text: string, raw: string): Block {
    if (role && "heading" in role) {
      const level = node.numbering ? Number(node.numbering.level) + 1 : role.heading;
      const number = node.numbering && !/^\d+(\.\d+)*\.?\s/.test(text) ? this.nextNumber(level) : null;
      return { kind: "heading", text, level, number, page: null };
    }
    if (role && "tocHeading" in role) return { kind: "heading", text, level: 1, page: null };
    const hint =
      role && "hint" in role ? role.hint : /\t\s*\d+\s*$/.test(raw) && /^\S/.test(raw) ? "toc" : undefined;
    return { kind: "paragraph", text, page: null, ...(hint ? { hint } : {}) };
  }

  /** The automatic number of the next heading on `level` ("2.3"). */
  private nextNumber(level: number): string {
    const counters = this.counters;
    counters.length = level;
    for (let i = 0; i < level; i++) counters[i] = counters[i] ?? 0;
    counters[level - 1] = (counters[level - 1] ?? 0) + 1;
    return counters
      .slice(0, level)
      .map((n) => n || 1)
      .join(".");
  }

  private table(node: MNode): void {
    const rows: string[][] = [];
    for (const row of node.children ?? []) {
      if (row.type !== "tableRow") continue;
      const cells: string[] = [];
      for (const cell of row.children ?? []) cells.push(normalizeText(this.textOf(cell.children ?? [])));
      if (cells.some((c) => c)) rows.push(cells);
    }
    if (rows.length === 0) return;
    // A one-cell "table" is a layout box: read it as text.
    if (rows.length === 1 && rows[0]?.length === 1) {
      const text = rows[0][0] ?? "";
      const block: Block = { kind: "paragraph", text, page: null };
      this.pending.push({ block, chars: text.length, breaksBefore: this.breaks, notes: [] });
      return;
    }
    const chars = rows.flat().join(" ").length;
    this.pending.push({
      block: { kind: "table", rows, page: null },
      chars,
      breaksBefore: this.breaks,
      notes: [],
    });
  }

  /** The text of several nodes (a cell's paragraphs), each followed by a space. */
  private textOf(nodes: MNode[]): string {
    const acc: Collected = { text: "", pageBreaks: 0, notes: [] };
    for (const p of nodes) {
      collectText(p, acc, this.links);
      acc.text += " ";
    }
    return acc.text;
  }
}

/**
 * Gives every block its estimated page: by its share of the text, at least after the page breaks before it;
 * the page count is the stated one, the breaks, or 3,000 characters a page, whichever is most.
 */
function placeOnPages(
  pending: Pending[],
  breaks: number,
  appXml: string,
): { pageCount: number; notePage: Map<string, number> } {
  const statedPages = Number(/<Pages>(\d+)<\/Pages>/.exec(appXml)?.[1] ?? 0);
  const totalChars = pending.reduce((s, p) => s + p.chars, 0) || 1;
  const pageCount = Math.max(statedPages, breaks + 1, Math.ceil(totalChars / 3000));
  let seen = 0;
  const notePage = new Map<string, number>();
  for (const p of pending) {
    const byChars = 1 + Math.floor((seen / totalChars) * pageCount);
    const page = Math.min(pageCount, Math.max(byChars, p.breaksBefore + 1));
    p.block.page = page;
    for (const id of p.notes) notePage.set(id, page);
    seen += p.chars;
  }
  return { pageCount, notePage };
}

/** Footnotes and endnotes, each on the page of its reference. */
function readFootnotes(doc: MNode, notePage: Map<string, number>, links: Set<string>): RawFootnote[] {
  const footnotes: RawFootnote[] = [];
  const notes = (doc as unknown as { notes?: { _notes?: Record<string, MNode> } }).notes?._notes ?? {};
  for (const note of Object.values(notes)) {
    const acc: Collected = { text: "", pageBreaks: 0, notes: [] };
    for (const b of note.body ?? []) {
      collectText(b, acc, links);
      acc.text += " ";
    }
    const text = normalizeText(acc.text);
    if (text && note.noteId)
      footnotes.push({ marker: note.noteId, text, page: notePage.get(note.noteId) ?? null });
  }
  return footnotes;
}
