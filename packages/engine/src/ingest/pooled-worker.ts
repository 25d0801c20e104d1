/**
 * One warm reading worker: it reads one document at a time under a hard time limit, answers with the model
 * or the error, and is replaced (killed) after a failure, a timeout, a crash, out of memory, too many
 * documents, a heap that stays large or a large file; idle too long, it ends itself.
 */
import type { Worker } from "node:worker_threads";
import type { SourceFormat } from "../document.ts";
import { IngestError, type IngestErrorCode, ingestErrors } from "../errors.ts";
import type { IngestResult } from "./blocks.ts";
import { startReadingThread } from "./worker-start.ts";
import type { ZipLimits } from "./zip-directory.ts";

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
 * A document to read: its bytes, of a format already detected, or a file that the worker reads and
 * detects itself (an upload on disk never passes through the calling thread's memory).
 */
export type PoolSource = { data: Uint8Array; format: SourceFormat } | { path: string };

export interface Job {
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

export class PooledWorker {
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
    this.worker = startReadingThread(maxHeapMb);
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
