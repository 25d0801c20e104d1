import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/ports.ts";
import { serverDist, serverMain } from "../build-server.mjs";
import { median, progress, type Row } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The ways to start the server that the bench compares, each on a new data folder:
 * - compiled: `npm start` as it is, the build fresh;
 * - compiled-stale: `npm start` right after a source change, so it builds the server first;
 * - no-template: the compiled server with the build's database template out of the way, so the new data
 *   folder gets PostgreSQL's initdb, the migrations and pg-boss's schema made at start (before decision 020);
 * - tsx: the start before decision 015, the TypeScript sources through tsx's run-time compiler (what
 *   scripts/start.mjs did: register tsx's ESM loader, import apps/server/src/main.ts), without the template.
 */
export const START_VARIANTS = {
  compiled: { label: "npm start (compiled)", args: ["scripts/start.mjs"], stale: false, template: true },
  "compiled-stale": {
    label: "npm start after a source change (builds first)",
    args: ["scripts/start.mjs"],
    stale: true,
    template: true,
  },
  // The bundle itself: scripts/start.mjs would make the missing template before starting.
  "no-template": {
    label: "before: the compiled server without the database template",
    args: ["apps/server/dist/main.js"],
    stale: false,
    template: false,
  },
  tsx: {
    label: "before: sources through tsx, no database template",
    args: ["--import", "tsx/esm", "apps/server/src/main.ts"],
    stale: false,
    template: false,
  },
} as const;
export type StartVariant = keyof typeof START_VARIANTS;

/** A process and all its descendants, from /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = statFields(Number(entry))?.[1];
    if (ppid !== undefined)
      children.set(Number(ppid), [...(children.get(Number(ppid)) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (p: number) => {
    tree.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/** The fields of /proc/<pid>/stat after the parenthesised command name (state is [0]), or null once gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Resident memory of a process tree (the PGlite initdb child, while it runs), in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds the process tree has used, its finished children included (user + system, own and reaped):
 * unlike the wall time, this hardly changes when other processes load the machine.
 */
function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    const f = statFields(p);
    // utime, stime, cutime, cstime: fields 14–17 of stat, 11–14 after the command name.
    if (f) ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(f[i]), 0);
  }
  return ticks / TICKS;
}

async function healthy(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline && !exited()) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no healthy answer from ${url}`);
}

/** Marks the compiled server older than its sources (as a saved edit would), so the next `npm start` builds. */
function makeBuildStale(): void {
  if (fs.existsSync(serverMain)) fs.utimesSync(serverMain, new Date(0), new Date(0));
}

const HIDDEN = ".hidden-";

/** Puts back templates that a killed bench left hidden (or drops them when the build has made them again). */
function restoreHiddenTemplates(): void {
  for (const name of fs.readdirSync(serverDist)) {
    if (!name.startsWith(`${HIDDEN}db-template-`)) continue;
    const hidden = path.join(serverDist, name);
    const original = path.join(serverDist, name.slice(HIDDEN.length));
    if (fs.existsSync(original)) fs.rmSync(hidden, { recursive: true, force: true });
    else fs.renameSync(hidden, original);
  }
}

/**
 * Moves the database templates (apps/server/dist/db-template-*) aside, so a start finds none; the returned
 * function puts them back.
 */
function hideDbTemplates(): () => void {
  for (const name of fs.readdirSync(serverDist)) {
    if (name.startsWith("db-template-") && !name.includes("."))
      fs.renameSync(path.join(serverDist, name), path.join(serverDist, `${HIDDEN}${name}`));
  }
  return restoreHiddenTemplates;
}

/** One start on a new data folder: seconds from spawn to the first 200 from /healthz, tree RSS ready and idle. */
async function startOnce(variant: StartVariant, idleSeconds: number) {
  const { args, stale, template } = START_VARIANTS[variant];
  if (stale) makeBuildStale();
  const restoreTemplates = template ? () => {} : hideDbTemplates();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-start-"));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "error" },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await healthy(`http://127.0.0.1:${port}/healthz`, Date.now() + 120_000, () => child.exitCode !== null);
    const seconds = (performance.now() - started) / 1000;
    const cpu = treeCpuSeconds(child.pid as number);
    const ready = treeRssMb(child.pid as number);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    return { seconds, cpu, ready, idle: treeRssMb(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    await exited;
    restoreTemplates();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Cold start as an operator sees it (web app already built): a new data folder, so the embedded database is
 * created and migrated; time from spawn to the first 200 from /healthz, and the resident memory of the
 * process tree then and after `idleSeconds` (the ingest worker warms up meanwhile). The variants take turns
 * run by run, so a busy machine slows them alike; then the server build alone, timed on its own.
 */
export async function benchColdStart(
  runs: number,
  variants: StartVariant[],
  idleSeconds = 10,
): Promise<Row[]> {
  restoreHiddenTemplates();
  buildServer(); // the first compiled run is not a build, and the template is there
  const samples = new Map(variants.map((v) => [v, [] as Array<Awaited<ReturnType<typeof startOnce>>>]));
  for (let i = 0; i < runs; i++) {
    for (const variant of variants) {
      progress(`start: ${variant} ${i + 1}/${runs}`);
      samples.get(variant)?.push(await startOnce(variant, idleSeconds));
    }
  }
  const idleKey = `rss_idle_${idleSeconds}s_mb`;
  const rows: Row[] = variants.map((variant) => {
    const s = samples.get(variant) ?? [];
    return {
      what: `${START_VARIANTS[variant].label}, new data folder → /healthz 200`,
      seconds: median(s.map((x) => x.seconds)),
      cpu_s: median(s.map((x) => x.cpu)),
      rss_ready_mb: Math.round(median(s.map((x) => x.ready))),
      [idleKey]: Math.round(median(s.map((x) => x.idle))),
    };
  });
  const after = rows[variants.indexOf("compiled")];
  for (const beforeVariant of ["no-template", "tsx"] as const) {
    const before = rows[variants.indexOf(beforeVariant)];
    if (!before || !after) continue;
    const ratio = (key: string) => Number(before[key]) / Number(after[key]);
    rows.push({
      what: `before ÷ after (${beforeVariant} ÷ compiled)`,
      seconds: ratio("seconds"),
      cpu_s: ratio("cpu_s"),
      rss_ready_mb: ratio("rss_ready_mb"),
      [idleKey]: ratio(idleKey),
    });
  }
  if (variants.some((v) => v.startsWith("compiled"))) {
    const builds: number[] = [];
    for (let i = 0; i < runs; i++) {
      progress(`start: server build ${i + 1}/${runs}`);
      const started = performance.now();
      buildServer();
      builds.push((performance.now() - started) / 1000);
    }
    rows.push({ what: "server build alone (node scripts/build-server.mjs)", seconds: median(builds) });
  }
  return rows;
}

function buildServer(): void {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "ignore" });
}
