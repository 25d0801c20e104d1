/** Detects the real file type from the bytes (never from the name) and refuses what we cannot read. */

import type { SourceFormat } from "../document.ts";
import { ingestErrors } from "../errors.ts";
import { assertNotZipBomb, readZipDirectory, type ZipLimits } from "./zip-directory.ts";

const startsWith = (data: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (data: Uint8Array, from: number, to: number) => {
  const start = Math.min(from, data.length);
  const end = Math.max(start, Math.min(to, data.length));
  return Buffer.from(data.buffer, data.byteOffset + start, end - start).toString("latin1");
};

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DOCUMENT_EXTENSIONS = /\.(pdf|docx?|dotx?|docm)$/i;

/** Human-readable names for formats we recognise but do not read. */
function sniffOther(data: Uint8Array): string | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47])) return "ein PNG-Bild";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "ein JPEG-Bild";
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return "ein GIF-Bild";
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a]))
    return "ein TIFF-Bild";
  if (ascii(data, 8, 12) === "WEBP") return "ein WebP-Bild";
  if (ascii(data, 4, 12).includes("ftyphei")) return "ein HEIC-Bild";
  const head = ascii(data, 0, 512).trimStart().toLowerCase();
  if (head.startsWith("{\\rtf")) return "ein RTF-Dokument";
  if (head.startsWith("<!doctype html") || head.startsWith("<html")) return "eine HTML-Seite";
  if (head.startsWith("<?xml")) return "eine XML-Datei";
  return null;
}

export interface Detected {
  format: SourceFormat;
}

export function detectFormat(data: Uint8Array, filename: string, zipLimits?: ZipLimits): Detected {
  if (data.length === 0) throw ingestErrors.empty();
  if (ascii(data, 0, HEAD_BYTES).includes("%PDF-")) {
    const tail = ascii(data, Math.max(0, data.length - 8192), data.length);
    if (!tail.includes("%%EOF")) throw ingestErrors.truncated("PDF without %%EOF");
    return { format: "pdf" };
  }
  if (isZip(data)) {
    const entries = readZipDirectory(data);
    assertNotZipBomb(entries, data.length, zipLimits);
    const names = new Set(entries.map((e) => e.name));
    if (names.has("word/document.xml")) return { format: "docx" };
    if (names.has("content.xml") && names.has("mimetype")) {
      throw ingestErrors.unsupported(
        "OpenDocument – bitte in Word oder LibreOffice als .docx oder PDF speichern",
      );
    }
    if ([...names].some((n) => n.startsWith("ppt/")))
      throw ingestErrors.unsupported("PowerPoint-Präsentation");
    if ([...names].some((n) => n.startsWith("xl/"))) throw ingestErrors.unsupported("Excel-Tabelle");
    throw DOCUMENT_EXTENSIONS.test(filename)
      ? ingestErrors.renamed(filename, "ein ZIP-Archiv")
      : ingestErrors.unsupported("ZIP-Archiv");
  }
  if (startsWith(data, OLE2)) {
    const utf16 = (s: string) => Buffer.from(s, "utf16le");
    const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (buf.includes(utf16("EncryptedPackage"))) throw ingestErrors.encrypted();
    if (buf.includes(utf16("WordDocument"))) return { format: "doc" };
    if (buf.includes(utf16("PowerPoint Document"))) throw ingestErrors.unsupported("PowerPoint-Präsentation");
    if (buf.includes(utf16("Workbook"))) throw ingestErrors.unsupported("Excel-Tabelle");
    if (data.length < 4096) throw ingestErrors.truncated("OLE2 too short");
    throw ingestErrors.unsupported("Office-Datei");
  }
  return refuseUnknown(data, filename);
}

/** Bytes enough to tell a document from anything else (a PDF header may start up to 1 KB in). */
export const HEAD_BYTES = 1024;

/**
 * From the first HEAD_BYTES alone (or the whole file, if shorter): refuses a file without a PDF or Word
 * signature, with the reason `detectFormat` gives. An upload is checked with it while the rest still arrives.
 */
export function checkHead(head: Uint8Array, filename: string): void {
  if (head.length === 0) throw ingestErrors.empty();
  if (ascii(head, 0, HEAD_BYTES).includes("%PDF-") || isZip(head) || startsWith(head, OLE2)) return;
  refuseUnknown(head, filename);
}

const isZip = (data: Uint8Array) =>
  startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06]);

/** The reason for a file that carries no document signature (it needs only the first bytes). */
function refuseUnknown(data: Uint8Array, filename: string): never {
  const other = sniffOther(data);
  if (other) {
    throw DOCUMENT_EXTENSIONS.test(filename)
      ? ingestErrors.renamed(filename, other)
      : ingestErrors.unsupported(other);
  }
  if (DOCUMENT_EXTENSIONS.test(filename)) {
    // Named like a document but matches no document signature: a partial upload or a renamed text file.
    if (/\.pdf$/i.test(filename) && data.length < HEAD_BYTES && ascii(data, 0, data.length).trim() === "") {
      throw ingestErrors.empty();
    }
    throw ingestErrors.renamed(filename, "keine PDF- oder Word-Datei");
  }
  throw ingestErrors.unsupported();
}
