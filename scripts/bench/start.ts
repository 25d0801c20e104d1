import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/ports.ts";
import { median, progress, type Row } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");

function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function healthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no healthy answer from ${url}`);
}

/**
 * Cold start of `npm start` as an operator sees it (web app already built): a new data folder, so the
 * embedded database is created and migrated; time from spawn to the first 200 from /healthz, and the
 * process's resident memory then and after a few idle seconds (the ingest workers warm up meanwhile).
 */
export async function benchColdStart(runs: number): Promise<Row[]> {
  const starts: number[] = [];
  const rssReady: number[] = [];
  const rssIdle: number[] = [];
  for (let i = 0; i < runs; i++) {
    progress(`start: cold start ${i + 1}/${runs}`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-start-"));
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "error" },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await healthy(`http://127.0.0.1:${port}/healthz`, Date.now() + 60_000);
      starts.push((performance.now() - started) / 1000);
      rssReady.push(rssMb(child.pid as number).rss);
      await new Promise((r) => setTimeout(r, 3000));
      rssIdle.push(rssMb(child.pid as number).rss);
    } finally {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    {
      what: "npm start, new data folder → /healthz 200",
      seconds: median(starts),
      rss_ready_mb: median(rssReady),
      rss_idle_3s_mb: median(rssIdle),
    },
  ];
}
