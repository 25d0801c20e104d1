/**
 * Files of theses on their way in: an upload as it arrives (`http/upload-form.ts`), or a stored thesis
 * copied out of storage to be read again. The reading worker opens them itself, so their bytes never pass
 * through the server's main thread; whoever makes one removes it.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Config } from "../config.ts";
import type { AppContext } from "../context.ts";

/** Where uploads wait on disk while they are read: beside the data they become, never in a shared /tmp. */
export const incomingDir = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "incoming");

/**
 * Removes what a stopped process left in `dir` (an upload is there for seconds; one older than an hour
 * belongs to no request). Other processes sharing the folder keep their uploads under way.
 */
export async function sweepIncoming(dir: string, olderThanMs = 3_600_000): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) await discard(file);
  }
}

/** Removes an upload's file (also when it is already gone). */
export async function discard(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** A new, unused path in the incoming folder (the folder is made when missing). */
export async function incomingFile(config: Pick<Config, "dataDir">): Promise<string> {
  const dir = incomingDir(config);
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

/** Writes a new incoming file that only this process may read; fails if the path exists already. */
export const writeIncoming = (file: string) => createWriteStream(file, { flags: "wx", mode: 0o600 });

/** Copies a stored object into the incoming folder (only this process may read it) and returns its path. */
export async function copyToIncoming(ctx: AppContext, key: string): Promise<string> {
  const file = await incomingFile(ctx.config);
  try {
    await pipeline(await ctx.blobs.get(key), writeIncoming(file));
  } catch (error) {
    await discard(file);
    throw error;
  }
  return file;
}
