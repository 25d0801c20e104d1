/**
 * The load the outside audit ran (issue 15), bounded and on loopback only: students upload theses of the
 * same file name at once while dashboards stay open (event stream + list polling), 20 accounts behind one
 * address sending a 49 MB PDF at once, and separately hostile ZIP uploads. Each scenario runs in a fresh child process so its peak RSS is its own, not the bench's.
 *
 *   npx tsx scripts/bench/load.ts                 # both scenarios, prints JSON rows
 *   npx tsx scripts/bench/load.ts --child=uploads --seconds=30
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningApp, startApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { session, user } from "../../apps/server/src/db/schema/index.ts";
import { freePort } from "../../e2e/support/ports.ts";
import { flateBombPdf, lyingDocx, writePaddedPdf } from "../../packages/engine/test/support/hostile-files.ts";
import { corpusPath } from "../corpus.ts";
import { signedUpStudents, startCompiledServer } from "./compiled-server.ts";
import { median, progress, type Row } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");
const thesis = corpusPath("de_hausarbeit_ki_hotel-stornierung_29p.pdf");

interface Student {
  id: string;
  authorization: string;
  /** The address the loopback "proxy" reports for this student (X-Forwarded-For). */
  ip: string;
}

function vm(): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** Linux: sets the peak (VmHWM) back to the current RSS, so a later peak is the scenario's own. */
function resetPeak(): void {
  fs.writeFileSync("/proc/self/clear_refs", "5");
}

async function serve(): Promise<{ app: RunningApp; base: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-load-"));
  const port = await freePort();
  const app = await startApp(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "error",
      SOURCE_CHECK: "false",
      // The bench is the proxy in front of the server: it names each student's address.
      TRUST_PROXY: "127.0.0.1",
      // The scenario is many students at once, not one student flooding: the per-hour limits stay out of it.
      UPLOADS_PER_HOUR_ACCOUNT: "100000",
      UPLOADS_PER_HOUR_IP: "100000",
    }),
  );
  await app.http?.listen({ host: "127.0.0.1", port });
  return { app, base: `http://127.0.0.1:${port}`, dataDir };
}

async function students(app: RunningApp, count: number): Promise<Student[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const id = randomUUID();
      await app.ctx.database.db
        .insert(user)
        .values({ id, name: "Last", email: `load-${i}-${id}@example.test`, emailVerified: true });
      const token = randomBytes(24).toString("base64url");
      await app.ctx.database.db
        .insert(session)
        .values({ id: randomUUID(), token, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
      return { id, authorization: `Bearer ${token}`, ip: `198.51.100.${i + 1}` };
    }),
  );
}

const headers = (s: Student) => ({ authorization: s.authorization, "x-forwarded-for": s.ip });

/** Every student sends a different file under the same name, so a mix-up shows in the bytes. */
function uniqueThesis(base: Buffer, tag: string): Buffer {
  return Buffer.concat([base, Buffer.from(`\n%${tag}\n`)]);
}

async function upload(base: string, s: Student, name: string, data: Buffer): Promise<Response> {
  const form = new FormData();
  form.set("work_type", "Bachelorarbeit");
  form.set("file", new Blob([new Uint8Array(data)]), name);
  return fetch(`${base}/api/presentations`, { method: "POST", headers: headers(s), body: form });
}

const sha = (data: Buffer | Uint8Array) => createHash("sha256").update(data).digest("hex");

interface Tally {
  requests: number;
  errors: string[];
  crossUser: number;
  limited: number;
  uploads: number;
  uploadMs: number[];
  /** From the upload's start until its free analysis is shown. */
  analysisMs: number[];
}

/** One student: upload, read the stored file back, wait for the free analysis, again until time is up. */
async function student(base: string, s: Student, original: Buffer, until: number, tally: Tally) {
  for (let n = 0; Date.now() < until; n++) {
    const data = uniqueThesis(original, `${s.id}-${n}`);
    const t0 = performance.now();
    const res = await upload(base, s, "Bachelorarbeit.pdf", data);
    tally.requests++;
    if (res.status === 429) {
      tally.limited++;
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get("retry-after") ?? 1)));
      continue;
    }
    if (res.status !== 201) {
      tally.errors.push(`upload ${res.status}: ${(await res.text()).slice(0, 120)}`);
      continue;
    }
    tally.uploads++;
    tally.uploadMs.push(performance.now() - t0);
    const { id } = (await res.json()) as { id: string };
    const stored = await fetch(`${base}/api/presentations/${id}/files/source`, { headers: headers(s) });
    tally.requests++;
    if (!stored.ok) tally.errors.push(`download ${stored.status}`);
    else if (sha(new Uint8Array(await stored.arrayBuffer())) !== sha(data)) tally.crossUser++;
    while (Date.now() < until) {
      const row = await fetch(`${base}/api/presentations/${id}`, { headers: headers(s) });
      tally.requests++;
      if (!row.ok) {
        tally.errors.push(`read ${row.status}`);
        break;
      }
      const status = ((await row.json()) as { free_analysis_status: string }).free_analysis_status;
      if (status === "done") {
        tally.analysisMs.push(performance.now() - t0);
        break;
      }
      if (status === "failed") {
        tally.errors.push("analysis failed");
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** One open dashboard: the event stream stays open while the list is polled; every row must be the owner's. */
async function dashboard(base: string, s: Student, until: number, tally: Tally) {
  const controller = new AbortController();
  const events = fetch(`${base}/api/presentations/events`, { headers: headers(s), signal: controller.signal })
    .then(async (res) => {
      if (!res.ok || !res.body) tally.errors.push(`events ${res.status}`);
      const reader = res.body?.getReader();
      while (reader && Date.now() < until && !(await reader.read()).done) {}
    })
    .catch((error: Error) => {
      if (error.name !== "AbortError") tally.errors.push(`events: ${error.message}`);
    });
  while (Date.now() < until) {
    const res = await fetch(`${base}/api/presentations`, { headers: headers(s) });
    tally.requests++;
    if (!res.ok) tally.errors.push(`list ${res.status}`);
    else {
      const rows = (await res.json()) as Array<{ user_id?: string; userId?: string }>;
      tally.crossUser += rows.filter((r) => (r.user_id ?? r.userId ?? s.id) !== s.id).length;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  controller.abort();
  await events;
}

async function uploadsScenario(seconds: number): Promise<Row> {
  const { app, base, dataDir } = await serve();
  try {
    const people = await students(app, 20);
    const original = fs.readFileSync(thesis);
    const tally: Tally = {
      requests: 0,
      errors: [],
      crossUser: 0,
      limited: 0,
      uploads: 0,
      uploadMs: [],
      analysisMs: [],
    };
    resetPeak();
    const until = Date.now() + seconds * 1000;
    await Promise.all([
      ...people.map((s) => student(base, s, original, until, tally)),
      ...people.slice(0, 10).map((s) => dashboard(base, s, until, tally)),
    ]);
    return {
      scenario: `20 students uploading + 10 open dashboards, ${seconds} s`,
      requests: tally.requests,
      uploads: tally.uploads,
      upload_p50_ms: Math.round(median(tally.uploadMs)),
      analyses: tally.analysisMs.length,
      analysis_p50_ms: Math.round(median(tally.analysisMs)),
      limited_429: tally.limited,
      errors: tally.errors.length,
      cross_user: tally.crossUser,
      peak_rss_mb: Math.round(vm().peakMb),
      first_error: tally.errors[0] ?? null,
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The audit's memory test (issue 32, M-B): 20 accounts behind one address send a valid 49 MB PDF at once.
 * As many as the bounds allow are read, the rest are told to come back (429); reported are the answers,
 * the slowest one, and the server's resident memory at its peak and 40 s after the last answer. The server
 * is the compiled one in a process of its own (`npm start`'s), the clients are curl processes.
 */
async function bigUploadsScenario(): Promise<Row> {
  const server = await startCompiledServer({ TRUST_PROXY: "127.0.0.1", SOURCE_CHECK: "false" });
  try {
    const people = await signedUpStudents(server, 20);
    const file = path.join(server.dataDir, "Bachelorarbeit.pdf");
    writePaddedPdf(fs.readFileSync(thesis), 49 * 1024 * 1024, file);
    // Warm up (reading worker, first analysis), so the peak below is the uploads' own.
    const warm = await curlUpload(
      server.base,
      { ...people[0]?.headers, "x-forwarded-for": "203.0.113.51" },
      thesis,
    );
    if (warm !== 201) throw new Error(`warm-up upload answered ${warm}`);
    await new Promise((r) => setTimeout(r, 5000));
    const before = server.memory().rssMb;
    server.resetPeak();
    const answers = await Promise.all(
      people.map(async (s) => {
        const t0 = performance.now();
        const status = await curlUpload(
          server.base,
          { ...s.headers, "x-forwarded-for": "203.0.113.50" },
          file,
        );
        return { status, ms: performance.now() - t0 };
      }),
    );
    const peak = server.memory().peakMb;
    await new Promise((r) => setTimeout(r, 40_000));
    const counts = new Map<number, number>();
    for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    return {
      scenario: `20 accounts on one address send a ${(fs.statSync(file).size / 1048576).toFixed(0)} MB PDF at once (compiled server)`,
      answers: [...counts].map(([status, n]) => `${n} × ${status}`).join(" | "),
      slowest_ms: Math.round(Math.max(...answers.map((a) => a.ms))),
      rss_before_mb: Math.round(before),
      peak_rss_mb: Math.round(Math.max(peak, server.memory().peakMb)),
      rss_after_40s_mb: Math.round(server.memory().rssMb),
    };
  } finally {
    await server.stop();
  }
}

/** POST /api/presentations with `file` from a curl process; resolves to the HTTP status. */
function curlUpload(base: string, headers: Record<string, string>, file: string): Promise<number> {
  return new Promise((resolve) => {
    const curl = spawn("curl", [
      "-s",
      "-o",
      "/dev/null",
      "-w",
      "%{http_code}",
      ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
      "-F",
      "work_type=Bachelorarbeit",
      "-F",
      `file=@${file};type=application/pdf`,
      `${base}/api/presentations`,
    ]);
    let out = "";
    curl.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    curl.on("close", () => resolve(Number(out) || 0));
  });
}

async function hostileScenario(): Promise<Row[]> {
  const { app, base, dataDir } = await serve();
  try {
    const [warm, one, two] = await students(app, 3);
    if (!warm || !one || !two) throw new Error("no students");
    // Warm up first (ingest workers, first analysis), so the growth below is the hostile file's alone.
    const first = await upload(base, warm, "Bachelorarbeit.pdf", fs.readFileSync(thesis));
    await first.body?.cancel();
    await new Promise((r) => setTimeout(r, 3000));
    const rows: Row[] = [];
    for (const [label, name, data] of [
      ["DOCX with a lying ZIP directory", "Bachelorarbeit.docx", lyingDocx()],
      ["PDF with a FlateDecode bomb", "Bachelorarbeit.pdf", flateBombPdf()],
    ] as const) {
      resetPeak();
      const before = vm().rssMb;
      const statuses = await Promise.all(
        [one, two].map(async (s) => {
          const res = await upload(base, s, name, Buffer.from(data));
          const body = (await res.json().catch(() => ({}))) as { code?: string };
          return `${res.status} ${body.code ?? ""}`.trim();
        }),
      );
      rows.push({
        scenario: `2 at once: ${label} (${(data.length / 1e6).toFixed(1)} MB, 4 GB unpacked)`,
        answers: [...new Set(statuses)].join(" | "),
        rss_before_mb: Math.round(before),
        rss_growth_mb: Math.round(vm().peakMb - before),
      });
    }
    return rows;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs both scenarios, each in its own process. */
export function benchLoad(seconds: number): Row[] {
  return (["uploads", "big", "hostile"] as const).flatMap((child): Row[] => {
    progress(`load: ${child} scenario in its own process`);
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(import.meta.dirname, "load.ts"),
        `--child=${child}`,
        `--seconds=${seconds}`,
      ],
      { cwd: root, encoding: "utf8", maxBuffer: 16 * 1024 * 1024, env: process.env },
    );
    const line = run.stdout.trim().split("\n").pop() ?? "";
    try {
      return [JSON.parse(line) as Row | Row[]].flat();
    } catch {
      return [{ scenario: child, error: `exit ${run.status}: ${run.stderr.slice(-300)}` }];
    }
  });
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const child = arg("child");
  const seconds = Number(arg("seconds") ?? 30);
  if (child === "uploads") console.log(JSON.stringify(await uploadsScenario(seconds)));
  else if (child === "big") console.log(JSON.stringify(await bigUploadsScenario()));
  else if (child === "hostile") console.log(JSON.stringify(await hostileScenario()));
  else console.log(JSON.stringify(benchLoad(seconds), null, 2));
  process.exit(0);
}
