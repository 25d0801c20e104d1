/**
 * Reads a ZIP's central directory without decompressing anything, so a DOCX can be identified and a ZIP bomb
 * refused before any library inflates it. (A lying header is still bounded by the worker's memory limit.)
 */
import { ingestErrors } from "../errors.ts";

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipLimits {
  /** Refuse when all entries together would inflate to more than this. */
  maxTotalUncompressed: number;
  /** Refuse when the archive inflates more than this factor (only checked above `ratioFloorBytes`). */
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalUncompressed: 400 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 20 * 1024 * 1024,
  maxEntries: 20_000,
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function readZipDirectory(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= searchFrom; i--) {
    if (view.getUint32(i, true) === EOCD) {
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
    if (p + 46 > data.length || view.getUint32(p, true) !== CENTRAL) throw ingestErrors.corrupt("ZIP entry");
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const name = decoder.decode(data.subarray(p + 46, p + 46 + nameLength));
    entries.push({ name, compressedSize, uncompressedSize });
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
