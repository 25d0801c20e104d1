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
import {
  CAP_DECODED_STREAMS_JS,
  DECODED_BUDGET_KEY,
  DECODED_STREAM_TOO_LARGE,
  MAX_DECODED_DOCUMENT_BYTES,
  MAX_DECODED_STREAM_BYTES,
} from "./stream-cap.ts";
import type { ZipLimits } from "./zip-directory.ts";

const require = createRequire(import.meta.url);
const DOCUMENTS_PER_WORKER = 25;
/**
 * A worker whose heap stays above this after a document is replaced by a fresh one, as is one whose
 * document failed (a hostile or broken file): V8 keeps a heap it grew, and the process should return to
 * its idle memory. A worker that read one small DOCX holds about 60 MB of heap; after any corpus thesis
 * 145–210 MB (the DOCX readers the most), so the mark lies above what a thesis leaves.
 */
export const RECYCLE_HEAP_MB = 256;
/**
 * A worker that read a file larger than this is replaced too: the file's bytes and pdf.js's copies of them
 * live outside the V8 heap (not counted above), and the process gives them back only when the thread ends.
 * The corpus's largest thesis has 5.6 MB; a 49 MB upload left a worker holding about 200 MB more.
 */
export const RECYCLE_DOCUMENT_BYTES = 16 * 1024 * 1024;
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
globalThis[Symbol.for("${DECODED_BUDGET_KEY}")] = capDecodedStreams(workerData.maxBytes, workerData.maxTotalBytes, workerData.tooLarge, () => {});
for (const k of ["log", "info", "warn", "error", "debug"]) console[k] = () => {};
(workerData.tsxApi ? import(workerData.tsxApi).then((api) => (api.register ?? api.default.register)()) : Promise.resolve())
  .then(() => import(workerData.entry))
  .catch((err) => { parentPort.postMessage({ id: -1, ok: false, error: { code: "corrupt", userMessage: null, message: String(err && err.stack || err) } }); });
`;

/**
 * A document to read: its bytes, of a format already detected, or a file that the worker reads and
 * detects itself (an upload on disk never passes through the calling thread's memory).
 */
export type PoolSource = { data: Uint8Array; format: SourceFormat } | { path: string };

/** How a document is read, besides its source, name and time limit. */
export interface PoolReadOptions {
  zipLimits?: ZipLimits;
  /** Whose document it is (an account id): one document per owner is read at a time, owners take turns. */
  owner?: string;
  /**
   * false: text first. A PDF is read without its figures and tables (their regions, pictures and cells),
   * which are most of the reading time; the model says `picturesPending` and a second read with pictures
   * replaces it. Word files are read whole either way (their pictures are unpacked, not rendered). Default true.
   */
  pictures?: boolean;
  /**
   * Work nobody waits for (the pictures after a text-first read): read only when no other document waits
   * for a reading worker, and never on a spare worker.
   */
  background?: boolean;
  /** Withdraws the document while it still waits for a reading worker (rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Called when a reading worker takes the document (it can no longer be withdrawn). */
  onStart?: () => void;
}

interface Job {
  /** Whose document it is (an account); one document per owner is read at a time. */
  owner: string | symbol;
  source: PoolSource;
  filename: string;
  timeoutMs: number;
  zipLimits?: ZipLimits;
  /** false: text first (see `PoolReadOptions.pictures`). */
  pictures: boolean;
  /** Read only when no other document waits (see `PoolReadOptions.background`). */
  background: boolean;
  /** Called when a worker takes the document. */
  onStart?: () => void;
  resolve: (model: IngestResult) => void;
  reject: (error: Error) => void;
}

interface WorkerMessage {
  id: number;
  ok: boolean;
  /** The worker's heap after the document (MB). */
  heapMb?: number;
  /** The size of the file it read. */
  bytes?: number;
  model?: IngestResult;
  error?: { code: string; userMessage: string | null; message: string };
}

class PooledWorker {
  readonly worker: Worker;
  done = 0;
  private current: { id: number; job: Job; timer: NodeJS.Timeout; since: number } | null = null;
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
        maxTotalBytes: MAX_DECODED_DOCUMENT_BYTES,
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

  /** Whose document this worker reads, and since when (ms); null when idle. */
  get holder(): { owner: string | symbol; since: number } | null {
    return this.current ? { owner: this.current.job.owner, since: this.current.since } : null;
  }

  run(job: Job): void {
    const id = this.nextId++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const timer = setTimeout(() => this.fail(ingestErrors.timeout(job.timeoutMs)), job.timeoutMs);
    this.current = { id, job, timer, since: performance.now() };
    this.worker.ref();
    const { source, filename, zipLimits, pictures } = job;
    if ("path" in source) {
      this.worker.postMessage({ id, path: source.path, filename, zipLimits, pictures });
      return;
    }
    const copy = new Uint8Array(source.data); // the worker takes ownership of its copy
    this.worker.postMessage({ id, data: copy, format: source.format, filename, zipLimits, pictures }, [
      copy.buffer,
    ]);
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
    const spent =
      msg.id === -1 ||
      !msg.ok ||
      this.done >= DOCUMENTS_PER_WORKER ||
      (msg.heapMb ?? 0) > RECYCLE_HEAP_MB ||
      (msg.bytes ?? 0) > RECYCLE_DOCUMENT_BYTES;
    if (spent) this.kill();
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

/**
 * How long the documents being read may hold every worker before a document of another owner gets a worker
 * of its own. A thesis is read in a few seconds; a file that keeps a worker busy much longer (the audit's PDF
 * of 80 content streams of 60 MB each ran into the 60-s limit) must not make everyone else wait for it.
 */
export const FAIR_SHARE_MS = 2_000;

/**
 * The reading workers of a process, shared fairly between owners (accounts):
 * - one document per owner at a time; an owner's documents are read in their order of arrival;
 * - the next document is that of the owner served least recently, so a second upload of one account waits
 *   behind the first upload of another;
 * - `size` workers normally; when every worker has been held longer than FAIR_SHARE_MS while another
 *   owner's document waits, one more worker reads it, up to `2 × size` (it starts loading as soon as that
 *   document waits, so it is ready when the share has passed). A hostile file thus costs its
 *   owner their own time, and everyone else at most a share of the processor.
 */
export class IngestPool {
  private readonly workers = new Set<PooledWorker>();
  private readonly queue: Job[] = [];
  /** When each owner's last document started (for the least-recently-served order). */
  private readonly lastStart = new Map<string | symbol, number>();
  private recheck: NodeJS.Timeout | null = null;
  /** A worker loading while another owner's document waits for the fair share to pass (not yet in use). */
  private spare: PooledWorker | null = null;

  constructor(
    private readonly size: number,
    private readonly maxHeapMb: number,
    private readonly idleMs = DEFAULT_IDLE_MS,
    private readonly fairShareMs = FAIR_SHARE_MS,
  ) {}

  /** Workers alive now (busy or idle). */
  get workerCount(): number {
    return this.workers.size;
  }

  /** Reads a document for `owner` (without one, the document is its own owner). */
  read(
    source: PoolSource,
    filename: string,
    timeoutMs: number,
    opts: PoolReadOptions = {},
  ): Promise<IngestResult> {
    return new Promise((resolve, reject) => {
      const { signal } = opts;
      if (signal?.aborted) return reject(signal.reason);
      const job: Job = {
        owner: opts.owner ?? Symbol("document"),
        source,
        filename,
        timeoutMs,
        zipLimits: opts.zipLimits,
        pictures: opts.pictures ?? true,
        background: opts.background ?? false,
        onStart: opts.onStart,
        resolve,
        reject,
      };
      // Withdrawn while it waits: it leaves the queue. Once a worker reads it, the read runs to its end.
      signal?.addEventListener(
        "abort",
        () => {
          const waiting = this.queue.indexOf(job);
          if (waiting < 0) return;
          this.queue.splice(waiting, 1);
          reject(signal.reason);
          this.dispatch();
        },
        { once: true },
      );
      this.queue.push(job);
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (;;) {
      const job = this.nextJob();
      if (!job) {
        this.dropSpare();
        return;
      }
      const worker = this.workerFor(job);
      if (!worker) {
        // Only background work waits: a spare started for an earlier upload is not needed for it.
        if (job.background) this.dropSpare();
        return;
      }
      this.queue.splice(this.queue.indexOf(job), 1);
      this.forgetIdleOwners();
      this.lastStart.set(job.owner, performance.now());
      job.onStart?.();
      worker.run(job);
      this.recheckAfterFairShare();
    }
  }

  /**
   * The waiting document whose owner has none being read and was served least recently; a background
   * document only when no other one waits.
   */
  private nextJob(): Job | undefined {
    const reading = new Set([...this.workers].map((w) => w.holder?.owner));
    let best: Job | undefined;
    for (const job of this.queue) {
      if (reading.has(job.owner)) continue;
      if (
        !best ||
        (best.background && !job.background) ||
        (best.background === job.background &&
          (this.lastStart.get(job.owner) ?? -1) < (this.lastStart.get(best.owner) ?? -1))
      )
        best = job;
    }
    return best;
  }

  /**
   * An idle worker, a new one while under `size`, or one more when every worker is held past its share
   * (not for a background document: it waits for a worker of the pool).
   */
  private workerFor(job: Job): PooledWorker | undefined {
    const free = [...this.workers].find((w) => !w.busy && !w.dead);
    if (free) return free;
    if (this.workers.size < this.size) return this.spawn();
    if (this.workers.size >= 2 * this.size || job.background) return undefined;
    const now = performance.now();
    const heldPastShare = [...this.workers].every((w) => {
      const held = w.holder;
      return held !== null && now - held.since >= this.fairShareMs;
    });
    if (heldPastShare) return this.promoteSpare() ?? this.spawn();
    // Another owner's document waits: a worker starts loading now, so it is ready once the share has passed.
    this.spare ??= this.startWorker();
    return undefined;
  }

  private promoteSpare(): PooledWorker | undefined {
    const spare = this.spare;
    this.spare = null;
    if (!spare || spare.dead) return undefined;
    this.workers.add(spare);
    return spare;
  }

  /** Nothing of another owner waits any more: the spare is not needed. */
  private dropSpare(): void {
    this.spare?.kill();
    this.spare = null;
  }

  /** Keeps the turn order bounded: owners with nothing waiting or being read are forgotten past 1,000. */
  private forgetIdleOwners(): void {
    if (this.lastStart.size < 1_000) return;
    const active = new Set<string | symbol | undefined>([
      ...this.queue.map((j) => j.owner),
      ...[...this.workers].map((w) => w.holder?.owner),
    ]);
    for (const owner of this.lastStart.keys()) if (!active.has(owner)) this.lastStart.delete(owner);
  }

  /** Looks at the queue again once the documents just started have held their workers past their share. */
  private recheckAfterFairShare(): void {
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = setTimeout(() => {
      this.recheck = null;
      if (this.queue.length > 0) this.dispatch();
    }, this.fairShareMs + 50);
    this.recheck.unref();
  }

  /** Starts one worker ahead of the first document, so the first upload does not wait for start-up. */
  warm(): void {
    if (this.workers.size === 0) this.spawn();
  }

  private spawn(): PooledWorker {
    const worker = this.startWorker();
    this.workers.add(worker);
    return worker;
  }

  private startWorker(): PooledWorker {
    return new PooledWorker(this.maxHeapMb, this.idleMs, (w) => {
      if (w.dead) {
        this.workers.delete(w);
        if (this.spare === w) this.spare = null;
      }
      this.dispatch();
    });
  }

  /** Terminates every worker (tests, shutdown). Queued documents fail. */
  async close(): Promise<void> {
    if (this.recheck) clearTimeout(this.recheck);
    this.dropSpare();
    for (const job of this.queue.splice(0)) job.reject(ingestErrors.corrupt("ingest pool closed"));
    for (const w of this.workers) w.kill();
    this.workers.clear();
  }
}
