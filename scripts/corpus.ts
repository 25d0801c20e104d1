// The shared corpus of real theses (../shared/corpus beside the repository, see its MANIFEST.md): the one
// place tests, benchmarks and scripts find it. FOLIENWERK_CORPUS points elsewhere when it lives elsewhere.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const CORPUS_DIR = path.resolve(
  process.env.FOLIENWERK_CORPUS ?? path.join(repoRoot, "../shared/corpus"),
);

/** True when the corpus folder is there (tests that need it are skipped without it, and say so). */
export const corpusAvailable = existsSync(CORPUS_DIR);

/** The absolute path of one corpus file; a missing file fails with its name and where it was looked for. */
export function corpusPath(name: string): string {
  const file = path.join(CORPUS_DIR, name);
  if (!existsSync(file)) throw new Error(`corpus file ${name} not found in ${CORPUS_DIR}`);
  return file;
}

export function corpusBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusPath(name)));
}
