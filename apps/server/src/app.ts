import type { FastifyInstance } from "fastify";
import { createAuth, settleBackgroundTasks } from "./auth/auth.ts";
import type { Config, Role } from "./config.ts";
import type { AppContext } from "./context.ts";
import { lockDataDir } from "./data-dir.ts";
import { migrateDatabase } from "./db/client.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { PresentationEvents } from "./events/presentation-events.ts";
import { buildHttp } from "./http/server.ts";
import { createBoss, ensureQueues } from "./jobs/queue.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { resolveSecret } from "./secret.ts";
import { createShutdown } from "./shutdown.ts";
import { createBlobStore } from "./storage/index.ts";
import { startWorkers } from "./workers/start.ts";

export interface RunningApp {
  ctx: AppContext;
  http: FastifyInstance | null;
  role: Role;
  /**
   * End the event streams, close HTTP, stop taking work and let running jobs finish (up to the timeout),
   * close the database, release the lock. Resolves with the steps that did not finish in time (`shutdown.ts`).
   */
  close(): Promise<string[]>;
}

/** Boots one process: database (migrated), storage, queue, and the HTTP server and/or workers. */
export async function startApp(config: Config, role: Role = config.ROLE): Promise<RunningApp> {
  const logger = createLogger(config.LOG_LEVEL, role);
  const shutdown = createShutdown(logger);
  try {
    const secret = resolveSecret(config);
    if (!config.DATABASE_URL) shutdown.add("data directory lock", lockDataDir(config.dataDir));
    const database = await openConfiguredDatabase(config);
    shutdown.add("database", () => database.close());
    await migrateDatabase(database);

    const blobs = await createBlobStore(config, secret);
    const worker = role !== "web";
    const mailer = createMailer(config, logger);
    shutdown.add("mailer", () => mailer.close());
    const boss = createBoss(database, { worker });
    boss.on("error", (error) => {
      // pg hangs the whole pg.Client on an idle connection's error: a PostgreSQL restart logged ~6 KB
      // per pooled connection. pg-boss reconnects by itself; the message and code are what is worth keeping.
      delete (error as { client?: unknown }).client;
      logger.error({ err: error }, "queue error");
    });
    await boss.start();
    shutdown.add("job queue", () =>
      boss.stop({ graceful: true, timeout: 20_000, close: database.kind === "postgres" }),
    );
    await ensureQueues(boss);

    const events = new PresentationEvents(database, logger);
    const auth = createAuth({ config, database, mailer, logger, secret });
    shutdown.add("auth background tasks", () => settleBackgroundTasks(auth));
    const ctx: AppContext = { config, database, blobs, boss, logger, secret, events, mailer, auth };
    if (worker) await startWorkers(ctx);

    let http: FastifyInstance | null = null;
    if (role !== "worker") {
      http = await buildHttp(ctx, { role });
      const server = http;
      shutdown.add("http", () => server.close());
    }
    // Cleanups run last-in first-out, so shutdown goes: event streams (open dashboards would keep the
    // HTTP server from closing), HTTP, jobs, mail, database, lock.
    shutdown.add("event streams", () => events.close());
    return { ctx, http, role, close: () => shutdown.run() };
  } catch (error) {
    await shutdown.run();
    throw error;
  }
}
