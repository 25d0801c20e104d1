import { fromPglite, PgBoss, type SendOptions } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { JobDefinition } from "./define.ts";
import { jobRegistry } from "./registry.ts";

const MONITOR_SECONDS = 5;

/**
 * How often an idle worker asks for work. NOTIFY wakes it for new jobs, but not for a retry whose delay
 * has passed (a job of a dead worker comes back that way), so the backstop poll is as quick as the base
 * one instead of pg-boss's 30 s.
 */
export const WORKER_POLLING = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/** pg-boss on the same database: the PGlite instance embedded, a connection string on PostgreSQL. */
export function createBoss(database: Database, opts: { worker: boolean }): PgBoss {
  const common = {
    useListenNotify: true,
    // Only workers run maintenance and schedules; a web process just sends.
    supervise: opts.worker,
    schedule: opts.worker,
    // How soon a job whose worker died is handed to another worker: the monitor pass that fails a job
    // without a heartbeat (older than the queue's heartbeatSeconds) runs at most every
    // monitorIntervalSeconds (pg-boss default 60 s: a killed job waited ~70 s), on a supervise tick. Then the
    // queue's retry delay applies. Long jobs are safe: their heartbeat keeps them alive, however long.
    superviseIntervalSeconds: MONITOR_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
  };
  if (database.kind === "pglite") {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: "pglite" });
  }
  return new PgBoss({ ...common, connectionString: database.url, max: 5 });
}

/**
 * Creates every registered queue, or brings an existing one up to its definition (a changed heartbeat or
 * retry policy takes effect on the next start); safe to run on every start.
 */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const def of jobRegistry) {
    const existing = await boss.getQueue(def.name);
    if (!existing) {
      await boss.createQueue(def.name, { notify: true, ...def.queue });
      continue;
    }
    // The policy and partitioning of a queue are fixed when it is created.
    const { policy: _policy, partition: _partition, ...changeable } = def.queue;
    await boss.updateQueue(def.name, { notify: true, ...changeable });
  }
}

/** Validates the payload against the job's schema, then queues it. Returns the job id (null when deduplicated). */
export async function enqueue<S extends z.ZodType>(
  boss: PgBoss,
  def: JobDefinition<S>,
  payload: z.input<S>,
  options?: SendOptions,
): Promise<string | null> {
  const data = def.payload.parse(payload) as object;
  return boss.send(def.name, data, options);
}

/** Registers a worker for every job in the registry; returns the worker ids. */
export async function startWorkers(app: AppContext): Promise<void> {
  for (const def of jobRegistry) {
    await app.boss.work(
      def.name,
      { localConcurrency: def.concurrency ?? 1, ...WORKER_POLLING },
      async ([job]) => {
        if (!job) return null;
        const log = app.logger.child({ job: def.name, jobId: job.id, attempt: job.retryCount });
        const parsed = def.payload.safeParse(job.data);
        if (!parsed.success) {
          log.error({ issues: parsed.error.issues }, "job payload invalid; failing without retry");
          throw new Error(`invalid payload for ${def.name}`);
        }
        const { default: handler } = await def.handler();
        const started = Date.now();
        try {
          const result = await handler(parsed.data, app, {
            id: job.id,
            retryCount: job.retryCount,
            signal: job.signal,
            isFinalAttempt: job.retryCount >= (def.queue.retryLimit ?? 2),
          });
          log.info({ ms: Date.now() - started }, "job done");
          return result ?? null;
        } catch (error) {
          log.warn({ err: error, ms: Date.now() - started }, "job failed");
          throw error;
        }
      },
    );
    if (def.cron) await app.boss.schedule(def.name, def.cron, {});
  }
}
