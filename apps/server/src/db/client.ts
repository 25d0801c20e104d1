import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export type Database =
  | { kind: "pglite"; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

/** PostgreSQL when a URL is given, else PGlite in `pgliteDir` (or in memory for "memory://"). */
export async function openDatabase(opts: { url?: string; pgliteDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on("error", () => {
      /* idle client errors surface on the next query */
    });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return { kind: "postgres", db, pool, url: opts.url, close: () => pool.end() };
  }
  const pglite = await PGlite.create(opts.pgliteDir ?? "memory://");
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
