import { sql } from "drizzle-orm";
import { fromPglite, PgBoss, type SendOptions } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { JobDefinition } from "./define.ts";
import { jobRegistry } from "./registry.ts";

const MONITOR_SECONDS = 5;

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

/**
 * Cancels queued, retrying and running jobs of any queue whose payload names one of the presentations
 * (an account deleted, a presentation expired). Running handlers see their abort signal.
 */
export async function cancelPresentationJobs(
  ctx: Pick<AppContext, "database" | "boss">,
  presentationIds: string[],
): Promise<number> {
  if (presentationIds.length === 0) return 0;
  const result = await ctx.database.db.execute(sql`
    select name, id from pgboss.job
    where state in ('created', 'retry', 'active')
      and data->>'presentationId' in (${sql.join(
        presentationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const rows = (result as unknown as { rows: Array<{ name: string; id: string }> }).rows;
  const byQueue = new Map<string, string[]>();
  for (const row of rows) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
  for (const [name, ids] of byQueue) await ctx.boss.cancel(name, ids);
  return rows.length;
}
