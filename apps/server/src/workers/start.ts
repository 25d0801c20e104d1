/** The worker side of a process: a pg-boss worker for every job, each running the job's handler. */
import type { AppContext } from "../context.ts";
import { jobRegistry } from "../jobs/registry.ts";
import { workerRegistry } from "./registry.ts";

/**
 * How often an idle worker asks for work. NOTIFY wakes it for new jobs, but not for a retry whose delay
 * has passed (a job of a dead worker comes back that way), so the backstop poll is as quick as the base
 * one instead of pg-boss's 30 s.
 */
export const WORKER_POLLING = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/** Registers a worker for every job (workers/registry.ts), and the schedule of a job that has one. */
export async function startWorkers(app: AppContext): Promise<void> {
  const unhandled = jobRegistry.filter((job) => !workerRegistry.some((w) => w.job === job));
  if (unhandled.length > 0) throw new Error(`no handler for ${unhandled.map((job) => job.name).join(", ")}`);
  for (const { job: def, handler: load } of workerRegistry) {
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
        const { default: handler } = await load();
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
