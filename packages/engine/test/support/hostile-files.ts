/**
 * Hostile ZIPs for tests, written byte by byte: a DOCX whose directory declares small sizes while its
 * document inflates to gigabytes (what the audit uploaded), built in a few MB of memory.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { constants, deflateRawSync } from "node:zlib";

interface RawEntry {
  name: string;
  packed: Uint8Array;
  /** What the local header and the central directory claim the entry unpacks to. */
  declaredSize: number;
}

function u16(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff];
}
function u32(n: number): number[] {
  return [...u16(n & 0xffff), ...u16(n >>> 16)];
}

/** A ZIP of deflated entries with the sizes they declare (CRCs 0: readers of DOCX do not check them). */
export function writeZip(entries: RawEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: number[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    const common = [...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0x21), ...u32(0)];
    const sizes = [...u32(e.packed.length), ...u32(e.declaredSize), ...u16(name.length), ...u16(0)];
    const local = Uint8Array.from([...u32(0x04034b50), ...common, ...sizes, ...name]);
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...sizes, ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(offset), ...name);
    parts.push(local, e.packed);
    offset += local.length + e.packed.length;
  }
  const count = entries.length;
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count)];
  end.push(...u32(central.length), ...u32(offset), ...u16(0));
  parts.push(Uint8Array.from(central), Uint8Array.from(end));
  return Buffer.concat(parts);
}

const honest = (name: string, text: string): RawEntry => {
  const bytes = new TextEncoder().encode(text);
  return { name, packed: deflateRawSync(bytes), declaredSize: bytes.length };
};

/**
 * A raw deflate stream that inflates to `unpackedBytes` of spaces (a multiple of 64 MB): one sync-flushed
 * 64 MB segment repeated, then an empty final block. Packs about 1000:1.
 */
export function deflateBomb(unpackedBytes: number): Buffer {
  const segmentBytes = 64 * 1024 * 1024;
  const segment = deflateRawSync(Buffer.alloc(segmentBytes, 0x20), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const final = deflateRawSync(Buffer.alloc(0));
  const copies = Math.ceil(unpackedBytes / segmentBytes);
  return Buffer.concat([...Array.from({ length: copies }, () => segment), final]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/**
 * The audit's DOCX: about 4 MB, its directory declares a 20 KB document, the document inflates to
 * `unpackedBytes` (default 4 GB).
 */
export function lyingDocx(unpackedBytes = 4 * 1024 * 1024 * 1024): Uint8Array {
  return writeZip([
    honest("[Content_Types].xml", CONTENT_TYPES),
    honest("_rels/.rels", RELS),
    { name: "word/document.xml", packed: deflateBomb(unpackedBytes), declaredSize: 20_000 },
  ]);
}

/** A PDF of the given objects (numbered from 1, object 1 the catalog), with a correct cross-reference table. */
function writePdf(objects: (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(at);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    at += part.length;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);

/**
 * A one-page PDF with a line of real text whose second content stream is a FlateDecode bomb: a few MB that
 * inflate to `unpackedBytes` (default 4 GB) of spaces.
 */
export function flateBombPdf(unpackedBytes = 4 * 1024 * 1024 * 1024): Uint8Array {
  const text = "BT /F1 12 Tf 72 720 Td (Diese Arbeit untersucht den Lastfall und die Antwortzeit.) Tj ET";
  return writePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents [5 0 R 6 0 R] >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    stream("", Buffer.from(text)),
    stream("/Filter /FlateDecode", Buffer.concat([Buffer.from([0x78, 0x9c]), deflateBomb(unpackedBytes)])),
  ]);
}

/**
 * The audit's many-streams PDF: `pages` pages (default 80), each with a line of text and a FlateDecode
 * content stream of `streamBytes` spaces (default 60 MB, under the one-stream cap). About 5 MB on disk; read
 * without a budget for the whole document, it kept a reading worker busy for its full time limit.
 */
export function manyStreamsPdf(pages = 80, streamBytes = 60 * 1024 * 1024): Uint8Array {
  const packed = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    deflateRawSync(Buffer.alloc(streamBytes, 0x20), { level: 9 }),
  ]);
  const text = "BT /F1 12 Tf 72 720 Td (Diese Arbeit untersucht den Lastfall und die Antwortzeit.) Tj ET";
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${5 + 2 * i} 0 R`).join(" ")}] /Count ${pages} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    stream("", Buffer.from(text)),
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents [4 0 R ${6 + 2 * i} 0 R] >>`,
      stream("/Filter /FlateDecode", packed),
    );
  }
  return writePdf(objects);
}

/**
 * Writes a valid PDF of `bytes` bytes to `file`: `original` extended by an incremental update that holds one
 * unreferenced stream of random bytes (which no reader decodes) and a cross-reference section pointing back
 * to the original one. Written in pieces, so the writer never holds the large file in memory.
 */
export function writePaddedPdf(original: Buffer, bytes: number, file: string): void {
  const text = original.toString("latin1");
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const size = Number(/\/Size\s+(\d+)/.exec(text)?.[1]);
  if (!Number.isFinite(startxref) || !Number.isFinite(size)) throw new Error("no classic trailer to extend");
  const padding = Math.max(0, bytes - original.length - 400);
  const fd = fs.openSync(file, "w");
  try {
    let at = 0;
    const write = (data: Buffer) => {
      fs.writeSync(fd, data);
      at += data.length;
    };
    write(original);
    const objectAt = at + 1;
    write(Buffer.from(`\n${size} 0 obj\n<< /Length ${padding} >>\nstream\n`));
    for (let left = padding; left > 0; left -= 1 << 20) write(randomBytes(Math.min(left, 1 << 20)));
    write(Buffer.from("\nendstream\nendobj\n"));
    const xrefAt = at;
    write(
      Buffer.from(
        `xref\n${size} 1\n${String(objectAt).padStart(10, "0")} 00000 n \ntrailer\n<< /Size ${size + 1} /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      ),
    );
  } finally {
    fs.closeSync(fd);
  }
}
