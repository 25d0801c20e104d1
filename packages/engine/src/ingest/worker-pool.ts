/**
 * A small pool of warm ingest workers. Each document still runs in a worker thread with a heap limit
 * and a hard time limit (the worker is terminated and replaced on timeout, crash or out-of-memory), but
 * a worker that finished a document normally takes the next one, so TypeScript and pdf.js load once.
 * Workers are recycled after a number of documents; idle workers do not keep the process alive.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SourceFormat } from "../document.ts";
import { IngestError, type IngestErrorCode, ingestErrors } from "../errors.ts";
import type { IngestResult } from "./blocks.ts";
import { CAP_DECODED_STREAMS_JS, DECODED_STREAM_TOO_LARGE, MAX_DECODED_STREAM_BYTES } from "./stream-cap.ts";
import type { ZipLimits } from "./zip-directory.ts";

const require = createRequire(import.meta.url);
const DOCUMENTS_PER_WORKER = 25;
/**
 * A worker idle this long is ended: after a long thesis its heap can hold several hundred MB that V8
 * keeps until the next document, and a quiet server should not sit on it.
 */
const DEFAULT_IDLE_MS = 60_000;

/**
 * What a worker runs. From source (tsx, the tests) this module is `worker-entry.ts`'s neighbour and the
 * worker registers tsx first; in the server's compiled bundle (`scripts/build-server.mjs`) this code sits in
 * `dist/main.js` and the worker's entry is bundled beside it as `ingest-worker.js`, plain JavaScript.
 */
function workerEntry(): { entry: string; tsxApi: string | null } {
  if (!import.meta.url.endsWith(".ts")) {
    return { entry: new URL("./ingest-worker.js", import.meta.url).href, tsxApi: null };
  }
  return { entry: new URL("./worker-entry.ts", import.meta.url).href, tsxApi: tsxEsmApi() };
}

/** URL of tsx's ESM register API (its CommonJS twin cannot be imported from a worker). */
function tsxEsmApi(): string {
  try {
    if (typeof import.meta.resolve === "function") return import.meta.resolve("tsx/esm/api");
  } catch {
    // fall through: vitest does not provide import.meta.resolve
  }
  return pathToFileURL(path.join(path.dirname(require.resolve("tsx/package.json")), "dist/esm/api/index.mjs"))
    .href;
}

/**
 * Bootstraps TypeScript (tsx) inside the worker when it runs from source (console silenced), then runs the
 * worker entry. The cap on decoded PDF streams holds here too, for a PDF read again in this thread after its
 * parsing thread was lost.
 */
const BOOTSTRAP = `
const { workerData, parentPort } = require("node:worker_threads");
${CAP_DECODED_STREAMS_JS}
capDecodedStreams(workerData.maxBytes, workerData.tooLarge, () => {});
for (const k of ["log", "info", "warn", "error", "debug"]) console[k] = () => {};
(workerData.tsxApi ? import(workerData.tsxApi).then((api) => (api.register ?? api.default.register)()) : Promise.resolve())
  .then(() => import(workerData.entry))
  .catch((err) => { parentPort.postMessage({ id: -1, ok: false, error: { code: "corrupt", userMessage: null, message: String(err && err.stack || err) } }); });
`;

interface Job {
  data: Uint8Array;
  format: SourceFormat;
  filename: string;
  timeoutMs: number;
  zipLimits?: ZipLimits;
  resolve: (model: IngestResult) => void;
  reject: (error: Error) => void;
}

interface WorkerMessage {
  id: number;
  ok: boolean;
  model?: IngestResult;
  error?: { code: string; userMessage: string | null; message: string };
}

class PooledWorker {
  readonly worker: Worker;
  done = 0;
  private current: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;
  dead = false;

  constructor(
    maxHeapMb: number,
    private readonly idleMs: number,
    private readonly onFree: (w: PooledWorker) => void,
  ) {
    this.worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: {
        ...workerEntry(),
        maxBytes: MAX_DECODED_STREAM_BYTES,
        tooLarge: DECODED_STREAM_TOO_LARGE,
      },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
    });
    // pdf.js warnings must not reach our stdout (the CLI prints JSON there): the bootstrap silences the
    // worker's console. Piped stdio streams are not used because they keep an idle worker referenced.
    this.worker.unref();
    this.worker.on("message", (msg: WorkerMessage | { ready: true }) => {
      if ("ready" in msg) return;
      this.settle(msg);
    });
    this.worker.on("error", (err: Error & { code?: string }) => {
      this.fail(
        err.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? ingestErrors.tooComplex()
          : ingestErrors.corrupt(err.message, err),
      );
    });
    this.worker.on("exit", (code) => this.fail(ingestErrors.corrupt(`worker exited with ${code}`)));
  }

  get busy(): boolean {
    return this.current !== null;
  }

  run(job: Job): void {
    const id = this.nextId++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const timer = setTimeout(() => this.fail(ingestErrors.timeout(job.timeoutMs)), job.timeoutMs);
    this.current = { id, job, timer };
    this.worker.ref();
    const copy = new Uint8Array(job.data); // the worker takes ownership of its copy
    const { format, filename, zipLimits } = job;
    this.worker.postMessage({ id, data: copy, format, filename, zipLimits }, [copy.buffer]);
  }

  private settle(msg: WorkerMessage): void {
    const current = this.current;
    if (!current || (msg.id !== current.id && msg.id !== -1)) return;
    clearTimeout(current.timer);
    this.current = null;
    this.done++;
    this.worker.unref();
    if (msg.ok && msg.model) current.job.resolve(msg.model);
    else current.job.reject(rebuildError(msg.error));
    if (msg.id === -1 || this.done >= DOCUMENTS_PER_WORKER) this.kill();
    else {
      this.idleTimer = setTimeout(() => {
        this.kill();
        this.onFree(this);
      }, this.idleMs);
      this.idleTimer.unref();
    }
    this.onFree(this);
  }

  /** The current document fails and the worker is replaced (timeout, crash, out of memory). */
  private fail(error: Error): void {
    const current = this.current;
    this.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error);
    }
    this.kill();
    this.onFree(this);
  }

  kill(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.dead) return;
    this.dead = true;
    void this.worker.terminate();
  }
}

function rebuildError(e?: { code: string; userMessage: string | null; message: string }): IngestError {
  if (e?.userMessage) return new IngestError(e.code as IngestErrorCode, e.userMessage, { detail: e.message });
  return ingestErrors.corrupt(e?.message ?? "unknown worker failure");
}

export class IngestPool {
  private readonly workers = new Set<PooledWorker>();
  private readonly queue: Job[] = [];

  constructor(
    private readonly size: number,
    private readonly maxHeapMb: number,
    private readonly idleMs = DEFAULT_IDLE_MS,
  ) {}

  /** Workers alive now (busy or idle). */
  get workerCount(): number {
    return this.workers.size;
  }

  read(
    data: Uint8Array,
    format: SourceFormat,
    filename: string,
    timeoutMs: number,
    zipLimits?: ZipLimits,
  ): Promise<IngestResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ data, format, filename, timeoutMs, zipLimits, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let free = [...this.workers].find((w) => !w.busy && !w.dead);
      if (!free && this.workers.size < this.size) free = this.spawn();
      if (!free) return;
      free.run(this.queue.shift() as Job);
    }
  }

  /** Starts one worker ahead of the first document, so the first upload does not wait for start-up. */
  warm(): void {
    if (this.workers.size === 0) this.spawn();
  }

  private spawn(): PooledWorker {
    const worker = new PooledWorker(this.maxHeapMb, this.idleMs, (w) => {
      if (w.dead) this.workers.delete(w);
      this.dispatch();
    });
    this.workers.add(worker);
    return worker;
  }

  /** Terminates every worker (tests, shutdown). Queued documents fail. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(ingestErrors.corrupt("ingest pool closed"));
    for (const w of this.workers) w.kill();
    this.workers.clear();
  }
}
