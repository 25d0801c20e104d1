/**
 * Reads a ZIP (a DOCX) ourselves, with hard bounds: the central directory is read without decompressing
 * anything, so a ZIP bomb can be refused before inflating; and each entry is inflated with its declared
 * size as the output limit, so a directory that lies about the unpacked size is refused after at most that
 * many bytes (plus one zlib chunk). Declared sizes are only ever used as upper bounds, never trusted.
 *
 * The unpacked bytes live outside the V8 heap (Buffers), where the worker's heap limit does not reach:
 * these bounds are what keeps a hostile DOCX from growing the server's memory.
 */
import { inflateRawSync } from "node:zlib";
import { ingestErrors } from "../errors.ts";

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** 0 = stored, 8 = deflate; nothing else occurs in a DOCX. */
  method: number;
  flags: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

export interface ZipLimits {
  /** Refuse when all entries together would inflate to more than this. */
  maxTotalUncompressed: number;
  /** Refuse when the archive inflates more than this factor (only checked above `ratioFloorBytes`). */
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

/**
 * A thesis DOCX unpacks to a few MB of XML plus its pictures (stored about as large as packed): the corpus
 * ranges 2–14× and at most 3 MB. These bounds leave ample room and cap the unpacked bytes of one document.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalUncompressed: 200 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 20 * 1024 * 1024,
  maxEntries: 20_000,
};

/** The record signatures (APPNOTE 4.3): end of central directory, central directory entry, local header. */
const SIGNATURE = { endOfDirectory: 0x06054b50, central: 0x02014b50, local: 0x04034b50 } as const;
/** The two compression methods a Word file uses; any other is refused. */
const METHOD = { stored: 0, deflate: 8 } as const;
/** General-purpose flag bit 0: the entry is encrypted. */
const ENCRYPTED_FLAG = 1;

export function readZipDirectory(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= searchFrom; i--) {
    if (view.getUint32(i, true) === SIGNATURE.endOfDirectory) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw ingestErrors.truncated("ZIP end of central directory missing");
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (offset === 0xffffffff || count === 0xffff) throw ingestErrors.zipBomb();
  if (offset + size > eocd) throw ingestErrors.truncated("ZIP central directory out of range");
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > data.length || view.getUint32(p, true) !== SIGNATURE.central)
      throw ingestErrors.corrupt("ZIP entry");
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    entries.push({
      name: decoder.decode(data.subarray(p + 46, p + 46 + nameLength)),
      flags: view.getUint16(p + 8, true),
      method: view.getUint16(p + 10, true),
      compressedSize: view.getUint32(p + 20, true),
      uncompressedSize: view.getUint32(p + 24, true),
      localOffset: view.getUint32(p + 42, true),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function assertNotZipBomb(entries: ZipEntry[], archiveBytes: number, limits = DEFAULT_ZIP_LIMITS) {
  if (entries.length > limits.maxEntries) throw ingestErrors.zipBomb();
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize === 0xffffffff || e.compressedSize === 0xffffffff) throw ingestErrors.zipBomb();
    total += e.uncompressedSize;
  }
  if (total > limits.maxTotalUncompressed) throw ingestErrors.zipBomb();
  if (total > limits.ratioFloorBytes && total / Math.max(1, archiveBytes) > limits.maxRatio) {
    throw ingestErrors.zipBomb();
  }
}

/** The packed bytes of an entry, found through its local header (whose own size fields are ignored). */
function packedBytes(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localOffset;
  if (at + 30 > data.length || view.getUint32(at, true) !== SIGNATURE.local) {
    throw ingestErrors.corrupt(`ZIP local header of ${entry.name}`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw ingestErrors.truncated(`ZIP entry ${entry.name} out of range`);
  return data.subarray(start, end);
}

/**
 * Unpacks one entry into at most its declared size: zlib stops as soon as the output passes the limit, so a
 * lying entry costs at most its declared size in memory before it is refused as a ZIP bomb.
 */
export function inflateEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.flags & ENCRYPTED_FLAG) throw ingestErrors.encrypted();
  const packed = packedBytes(data, entry);
  if (entry.method === METHOD.stored) {
    if (packed.length !== entry.uncompressedSize) throw ingestErrors.corrupt(`ZIP entry ${entry.name} size`);
    return packed.slice(); // a copy of its own, so it can be handed on (transferred) alone
  }
  if (entry.method !== METHOD.deflate)
    throw ingestErrors.corrupt(`ZIP method ${entry.method} of ${entry.name}`);
  let out: Buffer;
  try {
    out = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw ingestErrors.zipBomb();
    throw ingestErrors.corrupt(`ZIP entry ${entry.name}: ${(err as Error).message}`, err);
  }
  if (out.length > entry.uncompressedSize) throw ingestErrors.zipBomb();
  return out;
}

/**
 * An opened ZIP: entries by name, each unpacked once (bounded) and kept while the archive is in use; the
 * total kept is bounded by the checked declared sizes.
 */
export class BoundedZip {
  private readonly entries = new Map<string, ZipEntry>();
  private readonly unpacked = new Map<string, Uint8Array>();

  private constructor(private readonly data: Uint8Array) {}

  /** Reads the directory and refuses a bomb by its declared sizes; nothing is unpacked yet. */
  static open(data: Uint8Array, limits = DEFAULT_ZIP_LIMITS): BoundedZip {
    const zip = new BoundedZip(data);
    const entries = readZipDirectory(data);
    assertNotZipBomb(entries, data.length, limits);
    for (const e of entries) zip.entries.set(e.name, e);
    return zip;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The unpacked bytes of `name`; throws the ingest error for a missing, lying or broken entry. */
  read(name: string): Uint8Array {
    const known = this.unpacked.get(name);
    if (known) return known;
    const entry = this.entries.get(name);
    if (!entry) throw ingestErrors.corrupt(`ZIP entry ${name} missing`);
    const bytes = inflateEntry(this.data, entry);
    this.unpacked.set(name, bytes);
    return bytes;
  }

  /** `name` as UTF-8 text, or null when the archive has no such entry. */
  text(name: string): string | null {
    return this.has(name) ? new TextDecoder().decode(this.read(name)) : null;
  }
}
