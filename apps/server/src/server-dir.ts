import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (apps/server): the nearest folder above this module with a package.json.
 * This module runs from its source (`src/server-dir.ts`, tsx and the tests) and from the compiled bundle
 * (`dist/main.js`, `npm start`), one level deeper in the one than in the other; files that ship beside the
 * code (the migrations, the web build) are found from here in both.
 */
function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const serverDir = packageDir(path.dirname(fileURLToPath(import.meta.url)));

/** The committed database migrations (drizzle-kit's output). */
export const migrationsFolder = path.join(serverDir, "drizzle");
