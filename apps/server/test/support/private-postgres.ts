import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../../../e2e/support/ports.ts";

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, to restart under a running app (the shared TEST_DATABASE_URL
 * server serves other tests in parallel and must never go down). Trust auth, loopback only.
 */
export interface PrivatePostgres {
  /** The `postgres` database of this server. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Fast shutdown (every connection is cut), `downMs` without a server, then up again. */
  restart(downMs?: number): Promise<void>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/** The newest installed server binaries (Debian's layout), or null when there are none. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/** Starts a fresh cluster in a temporary folder on a free port. As root, the server runs as `postgres`. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  const asRoot = process.getuid?.() === 0;
  // initdb and the server refuse to run as root.
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-pg-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");
  await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", "start"]);
  };
  const stop = async (mode = "fast") => {
    await pg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
  };
  const failed = (what: string) => (error: Error) => {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : "";
    throw new Error(`private PostgreSQL: ${what} failed: ${error.message}\n${tail}`);
  };
  await start().catch(failed("start"));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => start().catch(failed("start")),
    stop: () => stop().catch(failed("stop")),
    async restart(downMs = 0) {
      await stop().catch(failed("stop"));
      if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
      await start().catch(failed("start"));
    },
    async close() {
      await stop("immediate").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
