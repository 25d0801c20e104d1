import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { pingDatabase } from "../db/client.ts";

type Check = { ok: boolean; ms: number; error?: string; kind?: string };

async function timed(fn: () => Promise<unknown>, kind?: string): Promise<Check> {
  const started = performance.now();
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout after 3s")), 3000).unref()),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), kind };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: String(error), kind };
  }
}

/** GET /healthz: database, storage and queue; 200 when all are fine, 503 otherwise. */
export function registerHealth(app: FastifyInstance, ctx: AppContext, role: string): void {
  app.get("/healthz", async (_req, reply) => {
    const [database, storage, queue] = await Promise.all([
      timed(() => pingDatabase(ctx.database), ctx.database.kind),
      timed(() => ctx.blobs.check(), ctx.blobs.kind),
      timed(async () => {
        if (!(await ctx.boss.isInstalled())) throw new Error("queue schema missing");
      }, "pg-boss"),
    ]);
    const ok = database.ok && storage.ok && queue.ok;
    return reply.code(ok ? 200 : 503).send({ ok, role, database, storage, queue });
  });
}
