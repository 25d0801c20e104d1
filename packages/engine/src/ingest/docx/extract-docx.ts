/**
 * DOCX → blocks. mammoth reads the document (styles, numbering, tables, notes); our style map below turns
 * paragraph styles into roles, including custom heading styles ("APA 1", styles with an outline level).
 * Word has no fixed pages, so pages are estimated from the page count in docProps/app.xml.
 */
import mammoth from "mammoth";
import { NO_PAGE_LABELS } from "../../document.ts";
import { IngestError, ingestErrors } from "../../errors.ts";
import type { Block, BlockHint, ExtractedDocument, RawFootnote, TitleLine } from "../blocks.ts";
import { normalizeText } from "../normalize.ts";
import { BoundedZip, type ZipLimits } from "../zip-directory.ts";
import { DocxFigureScan, simpleFieldTexts, textKey } from "./docx-figures.ts";

// mammoth's document tree (transformDocument) is untyped; these are the fields we read.
interface MNode {
  type: string;
  children?: MNode[];
  value?: string;
  styleName?: string | null;
  styleId?: string | null;
  numbering?: { level: string | number; isOrdered: boolean } | null;
  breakType?: string;
  href?: string;
  noteId?: string;
  body?: MNode[];
  alignment?: string | null;
  isBold?: boolean;
  fontSize?: number | null;
}

interface StyleLook {
  size: number | null;
  bold: boolean | null;
}
let styleLookCache: { xml: string; byId: Map<string, StyleLook>; normal: StyleLook } | null = null;

/** Font size (pt) and bold of each paragraph style in styles.xml, following `basedOn`, with the defaults. */
function styleLooks(stylesXml: string): { byId: Map<string, StyleLook>; normal: StyleLook } {
  if (styleLookCache?.xml === stylesXml) return styleLookCache;
  const size = (xml: string) => {
    const m = /<w:sz w:val="(\d+)"/.exec(xml);
    return m ? Number(m[1]) / 2 : null;
  };
  const bold = (xml: string) =>
    /<w:b\/>|<w:b w:val="(?:1|true|on)"\/>/.test(xml)
      ? true
      : /<w:b w:val="(?:0|false|off)"\/>/.test(xml)
        ? false
        : null;
  const defaults = /<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/.exec(stylesXml)?.[1] ?? "";
  const raw = new Map<string, StyleLook & { basedOn: string | null }>();
  let normalId: string | null = null;
  for (const m of stylesXml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const attrs = m[1] ?? "";
    const id = /w:styleId="([^"]+)"/.exec(attrs)?.[1];
    if (!id || !/w:type="paragraph"/.test(attrs)) continue;
    if (/w:default="(?:1|true)"/.test(attrs)) normalId = id;
    const rPr = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(m[2] ?? "")?.[1] ?? "";
    raw.set(id, {
      basedOn: /<w:basedOn w:val="([^"]+)"/.exec(m[2] ?? "")?.[1] ?? null,
      size: size(rPr),
      bold: bold(rPr),
    });
  }
  const resolve = (id: string | null): StyleLook => {
    const look: StyleLook = { size: null, bold: null };
    let cur = id ? raw.get(id) : undefined;
    for (let depth = 0; cur && depth < 10; depth++) {
      look.size ??= cur.size;
      look.bold ??= cur.bold;
      cur = cur.basedOn ? raw.get(cur.basedOn) : undefined;
    }
    return { size: look.size ?? size(defaults), bold: look.bold ?? bold(defaults) };
  };
  const byId = new Map([...raw.keys()].map((id) => [id, resolve(id)] as const));
  styleLookCache = { xml: stylesXml, byId, normal: resolve(normalId) };
  return styleLookCache;
}

/**
 * What a reader sees of a title-page paragraph: its largest font size (direct, else from its paragraph style
 * in styles.xml), bold (direct or by style), centred.
 */
function titleLook(
  node: MNode,
  stylesXml: string,
): { size: number | null; bold: boolean | null; center: number | null } {
  const runs: MNode[] = [];
  const walk = (n: MNode) => {
    if (n.type === "run") runs.push(n);
    else for (const c of n.children ?? []) walk(c);
  };
  walk(node);
  const looks = styleLooks(stylesXml);
  const style = (node.styleId ? looks.byId.get(node.styleId) : undefined) ?? looks.normal;
  const sizes = runs.map((r) => r.fontSize ?? 0).filter((s) => s > 0);
  return {
    size: sizes.length ? Math.max(...sizes) : style.size,
    bold: runs.length ? runs.every((r) => r.isBold) || style.bold === true : style.bold,
    center: node.alignment === "center" ? 0.5 : null,
  };
}

export type StyleRole = { heading: number } | { hint: BlockHint } | { tocHeading: true } | null;

/** Style names (lowercase) → roles. English names are what Word stores even in German documents. */
const STYLE_MAP: [RegExp, (m: RegExpExecArray) => StyleRole][] = [
  [/^(?:heading|überschrift)\s*(\d)$/, (m) => ({ heading: Number(m[1]) })],
  [/^apa\s*(\d)$/, (m) => ({ heading: Number(m[1]) })],
  [/^(?:toc heading|inhaltsverzeichnisüberschrift)$/, () => ({ tocHeading: true })],
  [/^(?:toc|verzeichnis)\s*\d$/, () => ({ hint: "toc" })],
  [/^(?:table of figures|abbildungsverzeichnis)$/, () => ({ hint: "toc" })],
  [/^(?:caption|beschriftung|fig|figure caption|table caption)$/, () => ({ hint: "caption" })],
  [/^(?:list paragraph|listenabsatz|list bullet.*|aufzählungszeichen.*)$/, () => ({ hint: "list" })],
  [/^(?:title|titel|subtitle|untertitel)$/, () => ({ hint: "title" })],
  [/^(?:bibliography|literaturverzeichnis)$/, () => ({ hint: "reference" })],
  [/^appendix$/, () => ({ heading: 1 })],
];

/** Custom styles with an outline level (or based on a heading style) are headings too. */
function outlineLevels(stylesXml: string): Map<string, number> {
  const byId = new Map<string, { name: string; basedOn: string | null; level: number | null }>();
  for (const m of stylesXml.matchAll(/<w:style\b[^>]*w:type="paragraph"[^>]*>([\s\S]*?)<\/w:style>/g)) {
    const id = /w:styleId="([^"]+)"/.exec(m[0])?.[1];
    if (!id) continue;
    const body = m[1] ?? "";
    byId.set(id, {
      name: /<w:name w:val="([^"]+)"/.exec(body)?.[1] ?? id,
      basedOn: /<w:basedOn w:val="([^"]+)"/.exec(body)?.[1] ?? null,
      level: /<w:outlineLvl w:val="(\d)"/.test(body)
        ? Number(/<w:outlineLvl w:val="(\d)"/.exec(body)?.[1])
        : null,
    });
  }
  const out = new Map<string, number>();
  for (const [, s] of byId) {
    let cur: typeof s | undefined = s;
    for (let depth = 0; cur && depth < 10; depth++) {
      if (cur.level !== null && cur.level < 9) {
        out.set(s.name.toLowerCase(), cur.level + 1);
        break;
      }
      cur = cur.basedOn ? byId.get(cur.basedOn) : undefined;
    }
  }
  return out;
}

export function styleRole(styleName: string | null | undefined, levels: Map<string, number>): StyleRole {
  if (!styleName) return null;
  const name = styleName.toLowerCase().trim();
  for (const [re, role] of STYLE_MAP) {
    const m = re.exec(name);
    if (m) return role(m);
  }
  const level = levels.get(name);
  return level ? { heading: level } : null;
}

interface Collected {
  text: string;
  pageBreaks: number;
  notes: string[];
}

function collectText(node: MNode, acc: Collected, links: Set<string>) {
  switch (node.type) {
    case "text":
      acc.text += node.value ?? "";
      return;
    case "tab":
      acc.text += "\t";
      return;
    case "break":
      if (node.breakType === "page") acc.pageBreaks++;
      else acc.text += " ";
      return;
    case "noteReference":
      if (node.noteId) acc.notes.push(node.noteId);
      return;
    case "hyperlink":
      if (node.href && /^https?:/i.test(node.href)) links.add(node.href);
      break;
  }
  for (const c of node.children ?? []) collectText(c, acc, links);
}

interface Pending {
  block: Block;
  chars: number;
  breaksBefore: number;
  notes: string[];
}

/**
 * mammoth's own way in for an opened archive (`{ file }`): it reads every part through `read`, so every part
 * is unpacked by our bounded reader and never by mammoth's JSZip.
 */
type MammothInput = Parameters<typeof mammoth.convertToHtml>[0];

function mammothArchive(zip: BoundedZip) {
  return {
    exists: (name: string) => zip.has(name),
    read: async (name: string, encoding?: string) => {
      const bytes = zip.read(name);
      if (encoding === "base64")
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
      return encoding ? new TextDecoder(encoding).decode(bytes) : bytes;
    },
    write: () => {
      throw new Error("the archive is read-only");
    },
    toArrayBuffer: () => {
      throw new Error("the archive is read-only");
    },
  };
}

/** mammoth's document tree of the archive (its HTML is not needed). */
async function mammothTree(zip: BoundedZip): Promise<MNode> {
  let root: MNode | null = null;
  try {
    // `file` is mammoth's input for an opened archive (lib/unzip.js), missing from its type declarations.
    await mammoth.convertToHtml({ file: mammothArchive(zip) } as unknown as MammothInput, {
      transformDocument: (doc: MNode) => {
        root = doc;
        return { ...doc, children: [] };
      },
    });
  } catch (err) {
    if (err instanceof IngestError) throw err;
    throw ingestErrors.corrupt(`mammoth: ${(err as Error).message}`, err);
  }
  if (!root) throw ingestErrors.corrupt("empty DOCX body");
  return root;
}

export async function extractDocx(data: Uint8Array, zipLimits?: ZipLimits): Promise<ExtractedDocument> {
  const zip = BoundedZip.open(data, zipLimits);
  const stylesXml = zip.text("word/styles.xml") ?? "";
  const appXml = zip.text("docProps/app.xml") ?? "";
  const coreXml = zip.text("docProps/core.xml") ?? "";
  const levels = outlineLevels(stylesXml);
  // Caption numbers in simple fields ("Abbildung <SEQ>3</SEQ>: …") that mammoth drops, per paragraph text.
  const documentXml = zip.text("word/document.xml") ?? "";
  const fieldTexts = simpleFieldTexts(documentXml);
  const doc = await mammothTree(zip);

  const links = new Set<string>();
  const pending: Pending[] = [];
  const counters: number[] = [];
  let breaks = 0;
  const titleLines: TitleLine[] = [];
  let titleDone = false;

  const paragraph = (node: MNode) => {
    const acc: Collected = { text: "", pageBreaks: 0, notes: [] };
    collectText(node, acc, links);
    const raw = acc.text;
    const read = normalizeText(raw.replace(/\t+/g, " "));
    const text = (fieldTexts.size ? fieldTexts.get(textKey(read))?.shift() : undefined) ?? read;
    const before = breaks;
    breaks += acc.pageBreaks;
    if (!text) return;
    const role = styleRole(node.styleName, levels);
    // The title page: what comes before the first heading or table of contents, on the first pages.
    if (role && ("heading" in role || "tocHeading" in role || ("hint" in role && role.hint === "toc")))
      titleDone = true;
    if (!titleDone && before < 3)
      titleLines.push({
        text,
        page: before + 1,
        top: null,
        ...titleLook(node, stylesXml),
        style: node.styleName ?? null,
      });
    let block: Block;
    if (role && "heading" in role) {
      let number: string | null = null;
      const level = node.numbering ? Number(node.numbering.level) + 1 : role.heading;
      if (node.numbering && !/^\d+(\.\d+)*\.?\s/.test(text)) {
        counters.length = level;
        for (let i = 0; i < level; i++) counters[i] = counters[i] ?? 0;
        counters[level - 1] = (counters[level - 1] ?? 0) + 1;
        number = counters
          .slice(0, level)
          .map((n) => n || 1)
          .join(".");
      }
      block = { kind: "heading", text, level, number, page: null };
    } else if (role && "tocHeading" in role) {
      block = { kind: "heading", text, level: 1, page: null };
    } else {
      const hint =
        role && "hint" in role ? role.hint : /\t\s*\d+\s*$/.test(raw) && /^\S/.test(raw) ? "toc" : undefined;
      block = { kind: "paragraph", text, page: null, ...(hint ? { hint } : {}) };
    }
    pending.push({ block, chars: text.length, breaksBefore: before, notes: acc.notes });
  };

  const table = (node: MNode) => {
    const rows: string[][] = [];
    for (const row of node.children ?? []) {
      if (row.type !== "tableRow") continue;
      const cells: string[] = [];
      for (const cell of row.children ?? []) {
        const acc: Collected = { text: "", pageBreaks: 0, notes: [] };
        for (const p of cell.children ?? []) {
          collectText(p, acc, links);
          acc.text += " ";
        }
        cells.push(normalizeText(acc.text));
      }
      if (cells.some((c) => c)) rows.push(cells);
    }
    if (rows.length === 0) return;
    // A one-cell "table" is a layout box: read it as text.
    if (rows.length === 1 && rows[0]?.length === 1) {
      const text = rows[0][0] ?? "";
      pending.push({
        block: { kind: "paragraph", text, page: null },
        chars: text.length,
        breaksBefore: breaks,
        notes: [],
      });
      return;
    }
    const chars = rows.flat().join(" ").length;
    pending.push({ block: { kind: "table", rows, page: null }, chars, breaksBefore: breaks, notes: [] });
  };

  const figureScan = new DocxFigureScan((style) => styleRole(style, levels));
  const walk = (nodes: MNode[]) => {
    for (const n of nodes) {
      if (n.type === "paragraph" || n.type === "table") figureScan.visit(n, pending.length);
      if (n.type === "paragraph") paragraph(n);
      else if (n.type === "table") table(n);
      else if (n.children) walk(n.children);
    }
  };
  walk(doc.children ?? []);

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
  const pictures = await figureScan.finish(
    pending.map((p) => p.block),
    documentXml,
  );
  const metaTitle = /<dc:title>([^<]*)<\/dc:title>/.exec(coreXml)?.[1];
  return {
    blocks: pending.map((p) => p.block),
    footnotes,
    pageCount,
    pageCountEstimated: true,
    pageLabels: NO_PAGE_LABELS,
    metadataTitle: metaTitle ? normalizeText(metaTitle) : null,
    links: [...links],
    warnings: [],
    titleLines,
    figures: pictures.figures,
    skippedImages: pictures.skipped,
  };
}
