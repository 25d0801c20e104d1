/**
 * mammoth's document tree of a DOCX (styles, numbering, tables, notes), read through our bounded zip reader,
 * and the text of a node as Word shows it (page breaks counted, note references and links collected).
 */
import mammoth from "mammoth";
import { IngestError, ingestErrors } from "../../errors.ts";
import type { BoundedZip } from "../zip-directory.ts";

// mammoth's document tree (transformDocument) is untyped; these are the fields we read.
export interface MNode {
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

export interface Collected {
  text: string;
  pageBreaks: number;
  notes: string[];
}

export function collectText(node: MNode, acc: Collected, links: Set<string>) {
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
export async function mammothTree(zip: BoundedZip): Promise<MNode> {
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
