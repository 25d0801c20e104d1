import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, migrateDatabase, migrationsFolder, openDatabase } from "../../src/db/client.ts";

/**
 * The databases every repository test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Under CI=true a missing TEST_DATABASE_URL is a failure, not a skip.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DB_KINDS: Array<"pglite" | "postgres"> = TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

if (!TEST_DATABASE_URL) {
  if (process.env.CI === "true") {
    throw new Error(
      "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot be skipped in CI.",
    );
  }
  process.stderr.write("TEST_DATABASE_URL not set: PostgreSQL variants of the database tests are skipped.\n");
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server; dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `fw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A migrated database of the given kind, and a function that closes and removes it. */
export async function freshDatabase(
  kind: "pglite" | "postgres",
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const pgdb = await createPostgresDatabase();
  const database = await openDatabase({ url: pgdb.url });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await pgdb.drop();
    },
  };
}

/**
 * Applies the committed migrations up to and including `lastTag` ("0005_product_honesty"), so a test can
 * write rows in the shape an older release left them and then let the app apply the rest.
 */
export async function migrateThrough(database: Database, lastTag: string): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "fw-migrations-"));
  try {
    fs.mkdirSync(path.join(folder, "meta"));
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePg(drizzlePg(database.pool, { casing: "snake_case" }), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
