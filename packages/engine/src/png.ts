/**
 * PNG files (8-bit RGBA, no filter, zlib level 3) for the PDF figures and the slide images: about four times
 * faster than the canvas's and resvg's encoders, the files 18 % larger (decision 051). It is JavaScript
 * source (`PNG_JS`): the drawing workers run from a source string and include it; this thread compiles it.
 */
import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";

/** Level 6 made the slide images 40 % smaller but took four times as long. */
export const PNG_DEFLATE_LEVEL = 3;

/**
 * `pngRows(rgba, width, height)`: the rows, each after its filter byte; `pngFile`: the file around them, in
 * memory of its own (never a slice of a shared pool), so it can be transferred to another thread.
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
  const file = Buffer.concat([signature, pngChunk("IHDR", ihdr, crc32), pngChunk("IDAT", idat, crc32), end]);
  // Under 4 KB it is a slice of Node's buffer pool: given its own memory, it can be sent to another thread.
  return file.byteLength === file.buffer.byteLength ? new Uint8Array(file.buffer) : new Uint8Array(file);
}
`;

interface PngCode {
  pngRows(rgba: Uint8Array, width: number, height: number): Buffer;
  pngFile(width: number, height: number, idat: Uint8Array, check: (data: Uint8Array) => number): Uint8Array;
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
    // One output buffer, not 16 KB pieces each answered on this thread.
    chunkSize: 1 << 20,
  });
  return png.pngFile(width, height, idat, crc32);
}
