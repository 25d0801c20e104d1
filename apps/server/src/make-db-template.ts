import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { builtTemplate, outdatedTemplates, templateDir, templateRoot } from "./db/template.ts";
import { createBoss, ensureQueues } from "./jobs/queue.ts";

/**
 * Makes the embedded database that new data folders start from (db/template.ts, decision 020) unless the
 * current one exists, and removes templates of earlier builds. The server build runs its bundle
 * (dist/make-db-template.js) when the template is missing, in a process of its own: PGlite's initdb and
 * migrations leave WebAssembly memory behind that a server should not carry.
 *
 * Returns the template folder and whether it was made now.
 */
export async function makeDbTemplate(root = templateRoot): Promise<{ dir: string; made: boolean }> {
  const existing = builtTemplate(root);
  for (const old of outdatedTemplates(root)) fs.rmSync(old, { recursive: true, force: true });
  if (existing) return { dir: existing, made: false };
  const dir = templateDir(root);
  const making = `${dir}.new-${process.pid}`;
  try {
    fs.mkdirSync(making, { recursive: true });
    // The same steps as a server's first start on a new data folder (app.ts), in a folder of its own.
    const database = await openDatabase({ pgliteDir: `${making}/db` });
    try {
      await migrateDatabase(database);
      const boss = createBoss(database, { worker: false });
      await boss.start();
      await ensureQueues(boss);
      await boss.stop({ graceful: false, close: false });
    } finally {
      await database.close();
    }
    try {
      fs.renameSync(`${making}/db`, dir);
    } catch (error) {
      // Another build made the same template meanwhile: theirs is as good.
      if (!builtTemplate(root)) throw error;
    }
    return { dir, made: true };
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { dir, made } = await makeDbTemplate();
  if (made) {
    const ms = Math.round(performance.now() - started);
    console.error(`Datenbank-Vorlage für neue Datenordner angelegt: ${dir} (${ms} ms)`);
  }
}
