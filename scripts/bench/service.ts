import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { type RunningApp, startApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { presentations, session, user } from "../../apps/server/src/db/schema/index.ts";
import { median, progress, type Row } from "./stats.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out");
}

async function signedIn(app: RunningApp, email: string) {
  const id = randomUUID();
  await app.ctx.database.db.insert(user).values({ id, name: "Bench", email, emailVerified: true });
  const token = randomBytes(24).toString("base64url");
  await app.ctx.database.db
    .insert(session)
    .values({ id: randomUUID(), token, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id, authorization: `Bearer ${token}` };
}

async function upload(base: string, authorization: string, file: string): Promise<string> {
  const form = new FormData();
  form.set("work_type", "Bachelorarbeit");
  form.set("file", new Blob([fs.readFileSync(file)]), path.basename(file));
  const res = await fetch(`${base}/api/presentations`, {
    method: "POST",
    headers: { authorization },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function autocannon(url: string, authorization: string, seconds: number): Promise<Row> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join(root, "node_modules/autocannon/autocannon.js"),
      "-c",
      "50",
      "-d",
      String(seconds),
      "-j",
      "-H",
      `authorization=${authorization}`,
      url,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    req_per_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  };
}

/** The service through its real HTTP API and worker, on one database kind. */
export async function benchService(opts: {
  kind: "pglite" | "postgres";
  databaseUrl?: string;
  theses: Array<{ label: string; file: string }>;
  /** Each is uploaded and timed to its free analysis, against pdftotext on the same file in this run. */
  analysisFiles: string[];
  runs: number;
  loadSeconds: number;
}): Promise<{ pipeline: Row[]; analysis: Row[]; load: Row[]; uploads: Row }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-bench-"));
  const app = await startApp(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: "0",
      LOG_LEVEL: "error",
      SOURCE_CHECK: "false",
      DATABASE_URL: opts.databaseUrl,
      // One bench student uploads every thesis several times: the hourly limits are not what is measured.
      UPLOADS_PER_HOUR_ACCOUNT: "100000",
      UPLOADS_PER_HOUR_IP: "100000",
    }),
  );
  try {
    const http = app.http;
    if (!http) throw new Error("no http");
    await http.listen({ host: "127.0.0.1", port: 0 });
    const address = http.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const db = app.ctx.database.db;
    const student = await signedIn(app, `bench-${opts.kind}@example.test`);

    const pipeline: Row[] = [];
    for (const thesis of opts.theses) {
      const analysisTimes: number[] = [];
      const deliveryTimes: number[] = [];
      for (let i = 0; i < opts.runs; i++) {
        progress(`${opts.kind}: ${thesis.label} run ${i + 1}/${opts.runs}`);
        const t0 = performance.now();
        const id = await upload(base, student.authorization, thesis.file);
        await until(async () => {
          const [row] = await db
            .select({ s: presentations.freeAnalysisStatus })
            .from(presentations)
            .where(eq(presentations.id, id));
          if (row?.s === "failed") throw new Error("analysis failed");
          return row?.s === "done";
        }, 300_000);
        analysisTimes.push((performance.now() - t0) / 1000);
        await db
          .update(presentations)
          .set({
            researchType: "empirical",
            presentationDuration: 15,
            methodology: "Benchmark",
            stage: "questions_2",
            isPaid: true,
          })
          .where(eq(presentations.id, id));
        const t1 = performance.now();
        const res = await fetch(`${base}/core/process-full-pipeline`, {
          method: "POST",
          headers: { authorization: student.authorization, "content-type": "application/json" },
          body: JSON.stringify({ presentationId: id }),
        });
        if (!res.ok) throw new Error(`start ${res.status}: ${await res.text()}`);
        await until(async () => {
          const [row] = await db.select().from(presentations).where(eq(presentations.id, id));
          if (row?.pipelineStatus === "failed") throw new Error(`pipeline failed: ${row.pipelineError}`);
          return row?.stage === "presentation_created" && row.deliveredAt;
        }, 600_000);
        deliveryTimes.push((performance.now() - t1) / 1000);
      }
      pipeline.push({
        db: opts.kind,
        thesis: thesis.label,
        upload_to_analysis_s: median(analysisTimes),
        paid_to_delivered_s: median(deliveryTimes),
      });
    }

    const analysis: Row[] = [];
    for (const file of opts.analysisFiles) {
      const toAnalysis: number[] = [];
      const toPictures: number[] = [];
      const plain: number[] = [];
      for (let i = 0; i < opts.runs; i++) {
        progress(`${opts.kind}: upload → analysis, ${path.basename(file)} run ${i + 1}/${opts.runs}`);
        const t0 = performance.now();
        const id = await upload(base, student.authorization, file);
        // The analysis from the text (what the student waits for), then again with the figures and tables.
        let shownAt = 0;
        await until(async () => {
          const [row] = await db.select().from(presentations).where(eq(presentations.id, id));
          if (row?.freeAnalysisStatus === "failed") throw new Error("analysis failed");
          if (row?.freeAnalysisStatus !== "done" || !row.analysisHtmlContent) return false;
          shownAt ||= performance.now();
          return !row.analysisHtmlContent.includes("fw-pending");
        }, 300_000);
        toAnalysis.push((shownAt - t0) / 1000);
        toPictures.push((performance.now() - t0) / 1000);
        const t1 = performance.now();
        await run("pdftotext", [file, "-"], { maxBuffer: 64 * 1024 * 1024 });
        plain.push((performance.now() - t1) / 1000);
      }
      const pages = /_(\d+)p\.pdf$/.exec(file)?.[1];
      analysis.push({
        db: opts.kind,
        file: path.basename(file).slice(0, 48),
        pages: pages ? Number(pages) : null,
        upload_to_analysis_s: median(toAnalysis),
        with_figures_s: median(toPictures),
        pdftotext_s: median(plain),
        ratio: `${(median(toAnalysis) / median(plain)).toFixed(1)}×`,
      });
    }

    progress(`${opts.kind}: seeding 1,000 presentations`);
    const owners = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signedIn(app, `load-${i}-${opts.kind}@example.test`)),
    );
    for (const owner of owners) {
      await db.insert(presentations).values(
        Array.from({ length: 10 }, (_, j) => ({
          userId: owner.id,
          pdfFilename: `arbeit-${j}.pdf`,
          workType: "Bachelorarbeit",
        })),
      );
    }
    const reader = owners[0] as { id: string; authorization: string };
    const [one] = await db
      .select({ id: presentations.id })
      .from(presentations)
      .where(eq(presentations.userId, reader.id));
    progress(`${opts.kind}: autocannon dashboard list`);
    const list = await autocannon(`${base}/api/presentations`, reader.authorization, opts.loadSeconds);
    progress(`${opts.kind}: autocannon single read`);
    const single = await autocannon(
      `${base}/api/presentations/${one?.id}`,
      reader.authorization,
      opts.loadSeconds,
    );
    const load: Row[] = [
      { db: opts.kind, endpoint: "GET /api/presentations (10 of 1,000 rows)", ...list },
      { db: opts.kind, endpoint: "GET /api/presentations/:id", ...single },
    ];

    progress(`${opts.kind}: 20 concurrent uploads`);
    const small = opts.theses[0]?.file as string;
    const t2 = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        signedIn(app, `u${i}-${opts.kind}@example.test`).then((u) => upload(base, u.authorization, small)),
      ),
    );
    const seconds = (performance.now() - t2) / 1000;
    const ok = results
      .filter((r) => r.status === "fulfilled")
      .map((r) => (r as PromiseFulfilledResult<string>).value);
    const stored = await Promise.all(
      ok.map((id) => db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, id))),
    );
    const uploads: Row = {
      db: opts.kind,
      concurrent_uploads: 20,
      succeeded: ok.length,
      stored_rows: stored.filter((r) => r.length === 1).length,
      wall_s: seconds,
    };
    return { pipeline, analysis, load, uploads };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
