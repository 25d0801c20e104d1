/**
 * pdf.js, loaded once per thread, with its parsing half on a thread of its own.
 *
 * pdf.js is two halves that talk by messages: the "worker" half parses the file, reads fonts and text and
 * decodes images; the display half draws on a canvas. In Node pdf.js runs both halves on one thread. Here
 * the parsing half runs in a worker thread, so on two cores the next page is parsed while this one is drawn,
 * and the document is still held once (two full pdf.js instances, one per half of the pages, measured
 * 1.2–1.4 GB; this measured less than one thread alone).
 *
 * pdf.js's legacy build also replaces `Array.prototype.push`, `JSON.parse` and `JSON.stringify` with
 * JavaScript polyfills for corner cases that Node 20's own already handle; every `push` in the thread would
 * then run through JavaScript. The natives are put back after loading, in both threads.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import { type IngestError, ingestErrors } from "../../errors.ts";
import {
  CAP_DECODED_STREAMS_JS,
  DECODED_STREAM_TOO_LARGE,
  MAX_DECODED_DOCUMENT_BYTES,
  MAX_DECODED_STREAM_BYTES,
  MAX_DECODED_TEXT_BYTES,
} from "../stream-cap.ts";
import { OPTIONAL_TYPE3_GLYPHS_JS, TYPE3_GLYPHS_KEY } from "./type3-glyphs.ts";

type PdfjsModule = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
export type PdfWorker = InstanceType<PdfjsModule["PDFWorker"]>;

const require = createRequire(import.meta.url);

let loading: Promise<PdfjsModule> | null = null;

/** pdf.js's display half, with the natives it replaced put back. */
export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    const push = Array.prototype.push;
    const { parse, stringify } = JSON;
    try {
      return await import("pdfjs-dist/legacy/build/pdf.mjs");
    } finally {
      Array.prototype.push = push;
      JSON.parse = parse;
      JSON.stringify = stringify;
    }
  })();
  return loading;
}

/**
 * The parsing thread: the cap on decoded streams (`stream-cap.ts`; past it the thread tells its owner, who
 * refuses the file and ends the thread), then pdf.js's worker half on the port it is given (with Type3
 * glyphs optional, `type3-glyphs.ts`), the natives put back, console quiet. Each new document is announced
 * on the thread's own channel and acknowledged there before pdf.js hears of it, so its budget and flag are
 * set first (the thread's channel and pdf.js's port do not keep order between them).
 */
const PARSER = `
const { workerData, parentPort } = require("node:worker_threads");
${CAP_DECODED_STREAMS_JS}
${OPTIONAL_TYPE3_GLYPHS_JS}
const budget = capDecodedStreams(workerData.maxBytes, workerData.maxTotalBytes, workerData.tooLarge, () => parentPort.postMessage({ overCap: true }));
parentPort.on("message", (msg) => {
  if (!msg || !msg.newDocument) return;
  budget.reset(msg.textOnly ? workerData.maxTextBytes : 0);
  globalThis[Symbol.for("${TYPE3_GLYPHS_KEY}")] = !msg.textOnly;
  parentPort.postMessage({ ready: msg.newDocument });
});
let url = workerData.url;
try {
  const patched = withOptionalType3Glyphs(require("node:fs").readFileSync(require("node:url").fileURLToPath(url), "utf8"));
  if (patched) url = "data:text/javascript;base64," + Buffer.from(patched).toString("base64");
} catch {}
const push = Array.prototype.push, parse = JSON.parse, stringify = JSON.stringify;
for (const k of ["log", "info", "warn", "error", "debug"]) console[k] = () => {};
import(url).then(({ WorkerMessageHandler }) => {
  Array.prototype.push = push; JSON.parse = parse; JSON.stringify = stringify;
  WorkerMessageHandler.initializeFromPort(workerData.port);
});
`;

/** Heap of the parsing thread. A file that needs more loses the thread and is read again in the caller's. */
const PARSER_HEAP_MB = 512;

/** The parsing thread ended while a document was being read with it. */
export class ParserLost extends Error {}

interface Parser {
  thread: Worker;
  port: MessagePort;
  pdfWorker: PdfWorker;
  lost: Promise<never>;
  users: number;
  /** Announced documents waiting for the thread's acknowledgement, by number. */
  announced: Map<number, () => void>;
  documents: number;
}

let parser: Parser | null = null;

/**
 * A document's hold on the parsing thread. The thread keeps the process alive only while held; `lost`
 * rejects with `ParserLost` when the thread ends meanwhile (its pending replies would never come), or with
 * the too-complex `IngestError` when the file made it unpack a stream past the cap.
 */
export interface ParserLease {
  worker: PdfWorker | null;
  lost: Promise<never>;
  release(): void;
}

const never = new Promise<never>(() => {});

export interface LeaseOptions {
  /**
   * The document is read for its text only: Type3 glyph streams are not parsed (`type3-glyphs.ts`) and its
   * decoded buffers have the smaller text budget (`MAX_DECODED_TEXT_BYTES`). Only while nobody else holds
   * the thread: a document that may draw never goes without the glyphs or its whole budget.
   */
  textOnly?: boolean;
}

async function lease(p: Parser, { textOnly = false }: LeaseOptions): Promise<ParserLease> {
  // Each document has a budget of decoded bytes of its own (stream-cap.ts).
  const n = ++p.documents;
  const acknowledged = new Promise<void>((resolve) => p.announced.set(n, resolve));
  p.thread.postMessage({ newDocument: n, textOnly: textOnly && p.users === 0 });
  if (p.users++ === 0) {
    p.thread.ref();
    p.port.ref();
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (--p.users === 0) {
      p.thread.unref();
      p.port.unref();
    }
  };
  try {
    await Promise.race([acknowledged, p.lost]);
  } catch (err) {
    release();
    throw err;
  } finally {
    p.announced.delete(n);
  }
  return {
    worker: p.pdfWorker,
    lost: p.lost,
    release,
  };
}

function startParser(pdfjs: PdfjsModule): Parser {
  const { port1, port2 } = new MessageChannel();
  const thread = new Worker(PARSER, {
    eval: true,
    workerData: {
      url: pathToFileURL(require.resolve("pdfjs-dist/legacy/build/pdf.worker.mjs")).href,
      port: port2,
      maxBytes: MAX_DECODED_STREAM_BYTES,
      maxTotalBytes: MAX_DECODED_DOCUMENT_BYTES,
      maxTextBytes: MAX_DECODED_TEXT_BYTES,
      tooLarge: DECODED_STREAM_TOO_LARGE,
    },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: PARSER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  const pdfWorker = new pdfjs.PDFWorker({ port: port1 as never });
  let end: (err: ParserLost | IngestError) => void = () => {};
  const lost = new Promise<never>((_, reject) => {
    end = reject;
  });
  lost.catch(() => {}); // handled by whoever holds a lease; nobody may hold one
  const entry: Parser = {
    thread,
    port: port1,
    pdfWorker,
    lost,
    users: 0,
    announced: new Map(),
    documents: 0,
  };
  const gone = (error: ParserLost | IngestError) => {
    if (parser === entry) parser = null;
    end(error);
    port1.close();
  };
  const lostBy = (why: string) => gone(new ParserLost(`pdf.js-Thread beendet: ${why}`));
  thread.on("error", (err) => lostBy(String(err?.message ?? err).slice(0, 120)));
  thread.on("exit", (code) => lostBy(`exit ${code}`));
  // A stream past the cap: the file is refused (not read again in this thread) and the thread, still busy
  // with it, is ended; the next document starts a new one.
  thread.on("message", (msg: { overCap?: boolean; ready?: number }) => {
    if (msg?.ready) entry.announced.get(msg.ready)?.();
    if (!msg?.overCap) return;
    gone(ingestErrors.tooComplex());
    void thread.terminate();
  });
  thread.unref();
  port1.unref();
  return entry;
}

/**
 * A lease on this thread's parsing thread, started on first use and kept (unreferenced) for the next
 * document. Without a worker (no thread could be started) pdf.js parses in this thread, as before.
 */
export async function leaseParser(opts: LeaseOptions = {}): Promise<ParserLease> {
  const started = await runningParser();
  if (!started) return inThread();
  try {
    return await lease(started, opts);
  } catch (err) {
    // The thread ended before it took the document: read it without one, like a thread lost midway.
    if (err instanceof ParserLost) return inThread();
    throw err;
  }
}

/**
 * Loads pdf.js and starts the parsing thread if there is none, without holding it (a worker waiting for its
 * first document; a lease would make that document the thread's second).
 */
export async function warmParser(): Promise<void> {
  await runningParser();
}

/** This thread's parsing thread, started if there is none; null when none could be started. */
async function runningParser(): Promise<Parser | null> {
  const pdfjs = await loadPdfjs();
  if (!parser) {
    try {
      parser = startParser(pdfjs);
    } catch {
      return null;
    }
  }
  return parser;
}

/** No parsing thread: pdf.js's fake worker in this thread. */
export function inThread(): ParserLease {
  return { worker: null, lost: never, release() {} };
}

/**
 * `items` in order, each with its `fetch` under way, started `depth` items ahead of the one the caller
 * awaits: pdf.js works on the next pages on its thread while the caller works on this one. A rejection
 * surfaces when the caller awaits that item.
 */
export function* readAhead<T, R>(
  items: readonly T[],
  depth: number,
  fetch: (item: T) => Promise<R>,
): Generator<[T, Promise<R>]> {
  const ahead: Promise<R>[] = [];
  for (let i = 0; i < items.length; i++) {
    while (ahead.length <= depth && i + ahead.length < items.length) {
      const next = fetch(items[i + ahead.length] as T);
      next.catch(() => {}); // awaited in its turn
      ahead.push(next);
    }
    yield [items[i] as T, ahead.shift() as Promise<R>];
  }
}

/** Ends the parsing thread (tests: a thread lost in the middle of a document). */
export async function endParser(): Promise<void> {
  await parser?.thread.terminate();
}
