/**
 * ingest(): bytes → document model. Checks size and real type on the calling thread, then reads the file in a
 * warm worker thread with a hard time limit (terminate) and a heap limit, so a hostile file cannot hang or
 * exhaust the server.
 */
import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { ingestErrors } from "../errors.ts";
import type { IngestResult } from "./blocks.ts";
import { detectFormat } from "./detect.ts";
import { IngestPool, type PoolReadOptions } from "./worker-pool.ts";

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_HEAP_MB = 1024;

export interface IngestOptions extends PoolReadOptions {
  filename: string;
  /** Refuse files larger than this (default 50 MB). */
  maxBytes?: number;
  /** Abort reading after this many milliseconds (default 60 s). */
  timeoutMs?: number;
  /** Heap limit of the reading worker in MB (default 1024). */
  maxHeapMb?: number;
}

/**
 * Reading workers per process: one per two cores. Reading a PDF already keeps two threads busy (the worker
 * and its pdf.js parser thread), so on a two-core machine a second worker made 20 concurrent uploads no
 * faster (upload p50 22–29 s against 17–24 s with one) and raised the peak RSS from ~1.3 to ~1.55 GB
 * (`npm run bench -- --only=load`).
 */
const POOL_SIZE = Math.max(1, Math.floor(availableParallelism() / 2));

const pools = new Map<number, IngestPool>();
/** Warm reading workers per heap limit. */
function poolFor(maxHeapMb: number): IngestPool {
  let pool = pools.get(maxHeapMb);
  if (!pool) {
    pool = new IngestPool(POOL_SIZE, maxHeapMb);
    pools.set(maxHeapMb, pool);
  }
  return pool;
}

/** Starts a reading worker ahead of the first document (server start-up). */
export function warmIngestWorkers(): void {
  poolFor(DEFAULT_MAX_HEAP_MB).warm();
}

/** Stops the reading workers (tests and shutdown); the next ingest() starts new ones. */
export async function closeIngestWorkers(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.close()));
}

/** A thesis to read: its bytes, or a file on disk (an upload streamed there), which the reading worker opens. */
export type IngestSource = Uint8Array | { path: string };

/**
 * Reads a thesis: the document model (plain JSON) and its artifacts (figure pictures), which the caller
 * stores beside the model. Bytes are checked for size and type on the calling thread; a file only for its
 * size (its type is checked in the worker, so its bytes never enter this thread).
 */
export async function ingest(source: IngestSource, opts: IngestOptions): Promise<IngestResult> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const size = source instanceof Uint8Array ? source.length : (await stat(source.path)).size;
  if (size > maxBytes) throw ingestErrors.tooLarge(size, maxBytes);
  if (size === 0) throw ingestErrors.empty();
  const read =
    source instanceof Uint8Array
      ? { data: source, format: detectFormat(source, opts.filename, opts.zipLimits).format }
      : source;
  return poolFor(opts.maxHeapMb ?? DEFAULT_MAX_HEAP_MB).read(
    read,
    opts.filename,
    opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    opts,
  );
}
