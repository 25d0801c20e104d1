/**
 * PNG files (8-bit RGBA, no filter) from RGBA pixels, written by us: zlib at level 3 is about four times
 * faster than the encoders of the canvas and of resvg (pair2's 28 slide images: 170 ms against 710 ms of
 * processor time, the files 18 % larger). The figures of a PDF and the slide images share it.
 *
 * The code is JavaScript source (`PNG_JS`): the slide images are drawn in workers that run from a source
 * string and encode there, and this thread compiles the same source once, so there is one encoder.
 */
import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";

/** zlib level of the rows: level 6 made the slide images 40 % smaller but took four times as long. */
export const PNG_DEFLATE_LEVEL = 3;

/**
 * Defines `pngRows(rgba, width, height)`, the rows with PNG's filter byte (none) in front of each, which the
 * IDAT chunk compresses, and `pngFile(width, height, idat, crc32)`, the file around the compressed rows.
 */
export const PNG_JS = `
function pngRows(rgba, width, height) {
  const rowBytes = width * 4;
  const rows = Buffer.allocUnsafe((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (rowBytes + 1);
    rows[o] = 0;
    rows.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), o + 1);
  }
  return rows;
}
function pngChunk(type, body, crc32) {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, "latin1");
  out.set(body, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}
function pngFile(width, height, idat, crc32) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const end = pngChunk("IEND", new Uint8Array(0), crc32);
  return Buffer.concat([signature, pngChunk("IHDR", ihdr, crc32), pngChunk("IDAT", idat, crc32), end]);
}
`;

interface PngCode {
  pngRows(rgba: Uint8Array, width: number, height: number): Buffer;
  pngFile(width: number, height: number, idat: Uint8Array, check: (data: Uint8Array) => number): Buffer;
}

// A constant of this module, never input: compiled once, like the workers compile it.
const png = new Function(`${PNG_JS}\nreturn { pngRows, pngFile };`)() as PngCode;

/** An image's pixels, 4 bytes (RGBA) per pixel, row by row. */
export interface RgbaImage {
  rgba: Uint8Array;
  width: number;
  height: number;
}

const deflateAsync = promisify(deflate);

/** The PNG file of the pixels; the deflate runs on the libuv thread pool, off this thread. */
export async function encodePng({ rgba, width, height }: RgbaImage): Promise<Uint8Array> {
  const idat = await deflateAsync(png.pngRows(rgba, width, height), {
    level: PNG_DEFLATE_LEVEL,
    // One output buffer instead of 16 KB pieces, each answered on this thread (the bytes are the same).
    chunkSize: 1 << 20,
  });
  const file = png.pngFile(width, height, idat, crc32);
  // A file under 4 KB is a slice of Node's shared buffer pool: it gets its own memory, so that it can be
  // transferred to another thread (a pool transferred away would leave the thread's later buffers dead).
  return file.byteLength === file.buffer.byteLength ? new Uint8Array(file.buffer) : new Uint8Array(file);
}
