import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../src/db/client.ts";
import { user } from "../src/db/schema/index.ts";
import { builtTemplate, outdatedTemplates, templateDir } from "../src/db/template.ts";
import { jobRegistry } from "../src/jobs/registry.ts";
import { makeDbTemplate } from "../src/make-db-template.ts";
import { migrationsFolder } from "../src/server-dir.ts";
import { createUser } from "./support/factories.ts";

/** The migrations drizzle-kit committed (meta/_journal.json). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};

describe("database template for new data folders (decision 020)", () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "fw-template-"));
    // What earlier builds can leave behind: a template for other packages or migrations, and a half-made
    // one of a build that was killed (no process has pid 2^22 + 1: Linux pids stop at 2^22).
    fs.mkdirSync(path.join(root, "db-template-0123456789abcdef"));
    fs.mkdirSync(path.join(root, `${path.basename(templateDir(root))}.new-4194305`));
    expect(builtTemplate(root)).toBeNull();
    const made = await makeDbTemplate(root);
    expect(made.made).toBe(true);
    template = made.dir;
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is made once for the installed packages and migrations, and replaces what earlier builds left", async () => {
    expect(builtTemplate(root)).toBe(template);
    expect(fs.readdirSync(root)).toEqual([path.basename(template)]);
    expect(outdatedTemplates(root)).toEqual([]);
    const again = await makeDbTemplate(root);
    expect(again).toEqual({ dir: template, made: false });
  });

  it("starts a new data folder migrated, with the job queues, and leaves an existing folder alone", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-from-template-"));
    try {
      const dir = path.join(dataDir, "db");
      const first = await openDatabase({ pgliteDir: dir, template: () => template });
      // Before migrateDatabase: everything a first start would have made is there already.
      if (first.kind !== "pglite") throw new Error("expected the embedded database");
      const applied = await first.pglite.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      const queues = await first.pglite.query<{ name: string }>(
        "select name from pgboss.queue order by name",
      );
      expect(queues.rows.map((r) => r.name)).toEqual(jobRegistry.map((d) => d.name).sort());
      await migrateDatabase(first);
      const owner = await createUser(first.db);
      await first.close();

      // Reopened: the template is not even looked up (its key is a hash of every migration file).
      const again = await openDatabase({
        pgliteDir: dir,
        template: () => {
          throw new Error("template looked up for an existing folder");
        },
      });
      expect(await again.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
      await again.close();
      // The template itself is never written to.
      const fromTemplate = await openDatabase({
        pgliteDir: path.join(dataDir, "db2"),
        template: () => template,
      });
      expect(await fromTemplate.db.select().from(user)).toHaveLength(0);
      await fromTemplate.close();
      expect(fs.readdirSync(dataDir).sort()).toEqual(["db", "db2"]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("leaves no half-made folder when the copy fails, so the next start does not take it for a database", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-from-template-"));
    try {
      const missing = path.join(root, "db-template-ffffffffffffffff");
      await expect(
        openDatabase({ pgliteDir: path.join(dataDir, "db"), template: () => missing }),
      ).rejects.toThrow(/could not create the database in .*fw-from-template-/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
