import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, migrateDatabase, openDatabase } from "../../src/db/client.ts";

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
