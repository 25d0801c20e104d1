import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { migrateDatabase, openDatabase } from "../src/db/client.ts";
import { files, payments, presentations, user } from "../src/db/schema/index.ts";
import { DB_KINDS, freshDatabase, TEST_DATABASE_URL } from "./support/databases.ts";
import { createFile, createPresentation, createUser } from "./support/factories.ts";

describe.each(DB_KINDS)("database on %s", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase(kind));
  });
  afterAll(async () => dispose());

  it("applies migrations idempotently", async () => {
    await migrateDatabase(database);
    await migrateDatabase(database);
  });

  it("stores a presentation with the SPEC §3 defaults", async () => {
    const owner = await createUser(database.db);
    const row = await createPresentation(database.db, owner.id);
    expect(row.stage).toBe("questions_1");
    expect(row.isPaid).toBe(false);
    expect(row.freeAnalysisStatus).toBe("idle");
    expect(row.pipelineStatus).toBe("idle");
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("round-trips JSON fields and updates updated_at", async () => {
    const owner = await createUser(database.db);
    const row = await createPresentation(database.db, owner.id);
    const images = { "3": [{ url: "a.png", url_no_text: "b.png", visualization_type: "process" }] };
    await new Promise((r) => setTimeout(r, 5));
    const [updated] = await database.db
      .update(presentations)
      .set({ generatedImages: images, pipelineProgress: { step: "plan", percent: 20 } })
      .where(eq(presentations.id, row.id))
      .returning();
    expect(updated?.generatedImages).toEqual(images);
    expect(updated?.pipelineProgress).toEqual({ step: "plan", percent: 20 });
    expect(updated?.updatedAt.getTime() ?? 0).toBeGreaterThanOrEqual(row.updatedAt.getTime());
  });

  it("deletes a user's presentations and files with the user; the payment stays, unlinked", async () => {
    const owner = await createUser(database.db);
    const other = await createUser(database.db);
    const mine = await createPresentation(database.db, owner.id);
    const theirs = await createPresentation(database.db, other.id);
    await createFile(database.db, mine.id);
    await database.db.insert(payments).values({
      presentationId: mine.id,
      userId: owner.id,
      provider: "test",
      providerSessionId: `cs_${mine.id}`,
      amountCents: 1900,
    });
    await database.db.delete(user).where(eq(user.id, owner.id));
    expect(await database.db.select().from(presentations).where(eq(presentations.id, mine.id))).toHaveLength(
      0,
    );
    expect(await database.db.select().from(files).where(eq(files.presentationId, mine.id))).toHaveLength(0);
    const kept = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, `cs_${mine.id}`));
    expect(kept.map((k) => [k.presentationId, k.userId, k.amountCents])).toEqual([[null, null, 1900]]);
    expect(
      await database.db.select().from(presentations).where(eq(presentations.id, theirs.id)),
    ).toHaveLength(1);
  });

  it("refuses a second payment row for the same provider session", async () => {
    const owner = await createUser(database.db);
    const p = await createPresentation(database.db, owner.id);
    const values = {
      presentationId: p.id,
      userId: owner.id,
      provider: "test" as const,
      providerSessionId: `cs_dup_${p.id}`,
      amountCents: 1900,
    };
    await database.db.insert(payments).values(values);
    await expect(database.db.insert(payments).values(values)).rejects.toThrow();
  });
});

describe("embedded database folder", () => {
  it("creates a new PGlite folder (initdb in a child process) and keeps its rows across reopening", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-pglite-"));
    try {
      const first = await openDatabase({ pgliteDir: path.join(dir, "db") });
      expect(fs.existsSync(path.join(dir, "db", "PG_VERSION"))).toBe(true);
      await migrateDatabase(first);
      const owner = await createUser(first.db);
      await first.close();
      const again = await openDatabase({ pgliteDir: path.join(dir, "db") });
      const rows = await again.db.select().from(user).where(eq(user.id, owner.id));
      expect(rows).toHaveLength(1);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the folder when it cannot be created", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fw-pglite-")), "a-file");
    fs.writeFileSync(file, "");
    await expect(openDatabase({ pgliteDir: path.join(file, "db") })).rejects.toThrow(/a-file/);
  });
});

describe.skipIf(!TEST_DATABASE_URL)("the PostgreSQL pool when the server ends a connection", () => {
  it("lets a checked-out client's lost connection surface on its next query, never as an uncaught error", async () => {
    const database = await openDatabase({ url: TEST_DATABASE_URL });
    if (database.kind !== "postgres") throw new Error("expected postgres");
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener("uncaughtException", onUncaught);
    try {
      const client = await database.pool.connect();
      const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
      // "terminating connection due to administrator command", as during a restart, between two queries.
      await database.pool.query("select pg_terminate_backend($1)", [pid]);
      await new Promise((r) => setTimeout(r, 300));
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
      expect(uncaught).toEqual([]);
      // The pool goes on with a fresh connection.
      expect((await database.pool.query("select 1 as one")).rows[0]).toEqual({ one: 1 });
    } finally {
      process.removeListener("uncaughtException", onUncaught);
      await database.close();
    }
  });
});
