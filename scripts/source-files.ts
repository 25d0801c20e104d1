// The source files under a folder, for the tests that read the code itself (engine layers, server folder
// cycles, the web app's type-only contract imports, renderers loaded on first use).
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir` whose name matches `pattern` (TypeScript and TSX by default), as absolute paths. */
export function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
