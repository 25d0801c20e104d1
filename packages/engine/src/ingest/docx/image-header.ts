/** Type and pixel size of an embedded picture, read from the first bytes of its file. */
import type { RawImage } from "../blocks.ts";

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
