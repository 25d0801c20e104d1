/**
 * A small pool of warm ingest workers. Each document still runs in a worker thread with a heap limit
 * and a hard time limit (the worker is terminated and replaced on timeout, crash or out-of-memory), but
 * a worker that finished a document normally takes the next one, so TypeScript and pdf.js load once.
 * Workers are recycled after a number of documents; idle workers do not keep the process alive.
 */

import { ingestErrors } from "../errors.ts";
import type { IngestResult } from "./blocks.ts";
import { type Job, PooledWorker, type PoolSource } from "./pooled-worker.ts";
import type { ZipLimits } from "./zip-directory.ts";

/**
 * A worker idle this long is ended: after a long thesis its heap can hold several hundred MB that V8
 * keeps until the next document, and a quiet server should not sit on it.
 */
const DEFAULT_IDLE_MS = 60_000;

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
