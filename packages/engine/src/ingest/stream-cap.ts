/**
 * A cap on what pdf.js may unpack, installed in a thread before pdf.js loads.
 *
 * pdf.js unpacks a stream (FlateDecode, LZW, …) into one buffer that it doubles as it goes, without limit:
 * a few MB of FlateDecode inflate to gigabytes, and those buffers live outside the V8 heap, where a worker's
 * `resourceLimits` do not reach. The cap refuses any buffer allocation larger than `maxBytes` (a construct
 * trap on Uint8Array, where pdf.js's decode buffers come from) and any decompression that yields more
 * (DecompressionStream, pdf.js's other way to inflate; when it fails pdf.js falls back to its own decoder,
 * which then meets the trap). Node's own code keeps the original constructors (primordials).
 *
 * The DecompressionStream given to pdf.js inflates the whole stream in one call of zlib with
 * `maxOutputLength` as the cap. pdf.js hands it one complete stream anyway; Node's own DecompressionStream
 * passes every 16 KB through web streams, which cost the parsing thread more than the inflating: reading the
 * 114-page thesis with its figures took 3.0 s with it and 2.1 s with this (identical output on every corpus
 * PDF). What zlib refuses (a broken or truncated stream) fails the same way as before, and pdf.js falls back to
 * its own decoder as it did.
 *
 * Many streams each under the cap add up, so the buffers one document allocates (those of 64 KB or more;
 * pdf.js's small ones do not count) also share a budget, `maxTotalBytes`. The largest corpus thesis with its
 * figures allocates about 250 MB; the budget is four times that. A read for the text only (text first) has
 * a quarter of it. The owner of the thread starts every document's count from zero (`reset`). The budget
 * bounds memory, and time only loosely: the audit's PDF of 80 content streams of 60 MB each spends its time
 * lexing; its text read is refused after about 7 s here (20 s with the whole budget), and the reading
 * pool's fair share (`worker-pool.ts`) keeps it from holding up other accounts meanwhile.
 *
 * It is JavaScript source, not a function, because it runs in the bootstrap of an `eval` worker.
 */

/**
 * The largest decoded stream (decoded pictures are not counted: pdf.js puts pixels in Uint8ClampedArray).
 * A page's text is a few hundred KB, a FlateDecode A4 page picture at 300 dpi in RGB 26 MB. One hostile
 * stream costs up to about twice this (the buffer and its half-size predecessor while it is copied);
 * measured with 128 MB: two 4 MB FlateDecode bombs at once grew RSS by 286 MB, too close to the 300 MB bound.
 */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;
/** The buffers of 64 KB or more one document may allocate, all streams together. */
export const MAX_DECODED_DOCUMENT_BYTES = 1024 * 1024 * 1024;
/**
 * The same for a document read for its text only (no figure regions, no pictures): the corpus's text-only
 * reads allocate at most 4.7 MB of such buffers (its reads with pictures up to 118 MB), so the audit's file of
 * 80 × 60 MB content streams is refused after about a third of the time the whole budget takes.
 */
export const MAX_DECODED_TEXT_BYTES = 256 * 1024 * 1024;
/** The message of the RangeError a capped allocation throws. */
export const DECODED_STREAM_TOO_LARGE = "decoded PDF stream over the memory cap";

/** The global (Symbol.for) under which a reading worker keeps its thread's budget, to reset it per document. */
export const DECODED_BUDGET_KEY = "folienwerk.decoded-budget";

/** A new document in this thread: its decoded buffers count from zero (no-op where no cap is installed). */
export function resetDecodedBudget(): void {
  const budget = (globalThis as Record<symbol, { reset(): void } | undefined>)[
    Symbol.for(DECODED_BUDGET_KEY)
  ];
  budget?.reset();
}

/**
 * Defines `capDecodedStreams(maxBytes, maxTotalBytes, message, onCap)`, which returns `{ reset }` (a new
 * document's count starts at zero, with `maxTotalBytes` or the budget given); `onCap` runs just before the
 * refusal is thrown.
 */
export const CAP_DECODED_STREAMS_JS = `
function capDecodedStreams(maxBytes, maxTotalBytes, message, onCap) {
  const refuse = () => { onCap(); throw new RangeError(message); };
  let total = 0;
  let budget = maxTotalBytes;
  globalThis.Uint8Array = new Proxy(Uint8Array, {
    construct(target, args, newTarget) {
      const n = args[0];
      if (typeof n === "number" && n >= 65536) {
        if (n > maxBytes) refuse();
        total += n;
        if (total > budget) refuse();
      }
      return Reflect.construct(target, args, newTarget);
    },
  });
  const zlib = require("node:zlib");
  const inflaters = { deflate: zlib.inflateSync, "deflate-raw": zlib.inflateRawSync, gzip: zlib.gunzipSync };
  globalThis.DecompressionStream = class {
    constructor(format) {
      const inflate = inflaters[format];
      if (!inflate) throw new TypeError("unsupported compression format: " + format);
      const parts = [];
      let whole;
      const closed = new Promise((resolve) => { whole = resolve; });
      this.writable = new WritableStream({ write(chunk) { parts.push(chunk); }, close() { whole(); } });
      this.readable = new ReadableStream({
        async pull(out) {
          await closed;
          let bytes;
          try {
            bytes = inflate(Buffer.concat(parts), { maxOutputLength: maxBytes });
          } catch (err) {
            if (err && err.code === "ERR_BUFFER_TOO_LARGE") refuse();
            throw err;
          }
          out.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          out.close();
        },
      });
    }
  };
  return { reset(bytes) { total = 0; budget = bytes || maxTotalBytes; } };
}
`;
