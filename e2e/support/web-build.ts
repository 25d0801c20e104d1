import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newestMtime } from "../../scripts/build-server.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web");
const distDir = path.join(webDir, "dist");
// Written last but for the compressed copies: a build that stopped half-way is not taken for fresh.
const builtIndex = path.join(distDir, "landing.html");
const lockDir = path.join(os.tmpdir(), "folienwerk-web-build.lock");

function isFresh(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return false;
  const sources = ["src", "public", "scripts", "index.html", "vite.config.ts"].map((p) =>
    newestMtime(path.join(webDir, p)),
  );
  return Math.max(...sources) <= built.mtimeMs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function build(): void {
  execFileSync("npm", ["run", "build", "-w", "apps/web"], {
    stdio: "pipe",
    // Vitest sets NODE_ENV=test; Vite would then bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
}

/** Runs `work` holding the build lock folder: test files (and other checkouts' runs) build one at a time. */
async function withBuildLock<T>(work: () => T): Promise<T> {
  for (let waited = 0; ; waited += 500) {
    try {
      fs.mkdirSync(lockDir);
    } catch {
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lockDir, { recursive: true, force: true }); // a crashed builder
      if (waited > 180_000) throw new Error("Timed out waiting for another process to build apps/web");
      await sleep(500);
      continue;
    }
    try {
      return work();
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

/**
 * apps/web/dist, built first when missing or older than its sources (`npm test` builds before the
 * tests, then this only copies), copied to `target` for one test server. Every run in this checkout
 * rebuilds dist when it finds newer sources, and a rebuild deletes the hashed chunks that a server
 * started earlier (it lists its files at startup) still links to; a private copy cannot change.
 */
export async function snapshotWebBuild(target: string): Promise<string> {
  await withBuildLock(() => {
    if (!isFresh()) build();
    fs.cpSync(distDir, target, { recursive: true });
  });
  return target;
}

/** apps/web/dist itself, built first when missing or stale: for a server process that serves it (`npm start`). */
export async function ensureWebBuild(): Promise<string> {
  await withBuildLock(() => {
    if (!isFresh()) build();
  });
  return distDir;
}
