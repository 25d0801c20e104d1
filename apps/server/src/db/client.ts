import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../server-dir.ts";
import * as schema from "./schema/index.ts";

const require = createRequire(import.meta.url);
const run = promisify(execFile);

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export { migrationsFolder };

export type Database =
  | { kind: "pglite"; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

/**
 * PGlite's PostgreSQL settings beyond its defaults. Its shared buffers live in the WebAssembly memory and are
 * all touched at start: the default 128 MB was a quarter of an idle server's memory (295 MB resident after
 * opening, 180 MB with 16 MB). The embedded database serves one machine's small install; reads that miss
 * the buffers come from the operating system's file cache.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * PostgreSQL when a URL is given, else PGlite in `pgliteDir` (or in memory for "memory://"). A PGlite folder
 * that does not exist yet starts as a copy of the folder `template` names, when it names one
 * (db/template.ts), else empty; it is asked only then.
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  template?: () => string | null;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on("error", () => {
      /* idle client errors surface on the next query */
    });
    // A client checked out of the pool has no listener of the pool's: when the server ends its connection
    // (a restart, "terminating connection due to administrator command") between two of its queries, the
    // error would be uncaught and end the process. It surfaces on the client's next query instead.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return { kind: "postgres", db, pool, url: opts.url, close: () => pool.end() };
  }
  const dir = opts.pgliteDir ?? "memory://";
  if (dir !== "memory://") await initPgliteDir(dir, opts.template ?? (() => null));
  const pglite = await PGlite.create(dir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Creates a new PGlite data folder: a copy of `template` (a data folder made by the build, migrated), or
 * else PostgreSQL's initdb in a short-lived child process. PGlite's initdb leaves ~450 MB of WebAssembly
 * memory behind that V8 frees only at some later full collection, so doing it in-process made the first
 * start of a server sit at ~950 MB instead of ~450 MB. Either way the folder is made under a temporary name
 * and renamed into place, so a start that is killed meanwhile leaves no half-made database behind that the
 * next start would take for a whole one. An existing folder is left alone.
 */
async function initPgliteDir(dir: string, templateOf: () => string | null): Promise<void> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const making = `${dir}.new-${process.pid}`;
  try {
    fs.rmSync(making, { recursive: true, force: true });
    const template = templateOf();
    if (template) {
      fs.cpSync(template, making, { recursive: true });
    } else {
      const pgliteUrl = pathToFileURL(require.resolve("@electric-sql/pglite")).href;
      const script = `const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
await (await PGlite.create(${JSON.stringify(making)})).close();`;
      await run(process.execPath, ["--input-type=module", "-e", script]);
    }
    fs.renameSync(making, dir);
  } catch (error) {
    try {
      fs.rmSync(making, { recursive: true, force: true });
    } catch {
      /* nothing was made */
    }
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the database in ${dir}${stderr ? `: ${stderr}` : ""}`, {
      cause: error,
    });
  }
}

/** Apply the committed migrations; on PostgreSQL under an advisory lock, so concurrent starts are safe. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migratePg(drizzlePg(client, { casing: "snake_case" }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
}

/** Cheap liveness probe for /healthz. */
export async function pingDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") await database.pglite.query("select 1");
  else await database.pool.query("select 1");
}
