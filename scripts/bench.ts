/**
 * `npm run bench`: what users feel, measured on this machine in one run. Prints tables (medians over
 * --runs runs) and writes bench-results/<timestamp>.json. Figures only: nothing here passes or fails.
 *
 *   npm run bench                      # everything
 *   npm run bench -- --only=engine     # engine | service | load | web | start
 *   npm run bench -- --runs=5 --load-seconds=10
 *   npm run bench -- --only=start --start=compiled,tsx   # compiled | compiled-stale | no-template | tsx (default: all)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createPostgresDatabase } from "../apps/server/test/support/databases.ts";
import { benchLoad } from "./bench/load.ts";
import { benchService } from "./bench/service.ts";
import { benchColdStart, START_VARIANTS, type StartVariant } from "./bench/start.ts";
import { printTable, progress, type Row } from "./bench/stats.ts";
import { lighthouseScores, routeBytes } from "./bench/web.ts";
import { CORPUS_DIR } from "./corpus.ts";

const root = path.resolve(import.meta.dirname, "..");
const corpus = CORPUS_DIR;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const runs = Number(arg("runs") ?? 3);
const loadSeconds = Number(arg("load-seconds") ?? 10);
const only = arg("only");
const wants = (section: string) => !only || only === section;

const results: Record<string, Row[]> = {};
const machine = {
  node: process.version,
  cpus: (await import("node:os")).cpus().length,
  date: new Date().toISOString(),
};

if (wants("engine")) {
  const files = fs
    .readdirSync(corpus)
    .filter((f) => /\.(pdf|docx|doc)$/i.test(f) && !f.includes("_SLIDES_") && !f.includes("_HANDOUT"))
    .map((f) => path.join(corpus, f));
  const engine = await import("../packages/engine/bench/engine-bench.ts");
  progress(`engine: ingest + analysis on ${files.length} corpus files, ${runs} runs each`);
  results.engine_analysis = (await engine.benchIngestAndAnalysis(files, runs)) as unknown as Row[];
  printTable("Engine: ingest and free analysis (medians)", results.engine_analysis);
  results.engine_sentence_roles = [engine.benchSentenceRoles()];
  printTable("Engine: sentence roles of a whole thesis (CPU ms)", results.engine_sentence_roles);
  const deck = await import("../packages/engine/bench/deck-bench.ts");
  progress("engine: all deliverables per corpus file");
  const decks = await deck.benchDeck(files, runs);
  results.engine_deck = decks.rows.map((r) => ({
    file: r.file,
    pages: r.pages,
    slides: r.slides,
    deck_s: r.medianSeconds,
    // Every run, not only the median: the first run of a thesis is often its slowest.
    runs_s: r.runs.join(" "),
    alone_peak_rss_mb: r.aloneRssMb,
    error: r.error ?? null,
  }));
  results.engine_deck.push({
    file: "(peak RSS of the deck bench process, MB)",
    pages: null,
    slides: null,
    deck_s: decks.peakRssMb,
    runs_s: null,
  });
  printTable("Engine: all deliverables per deck (medians)", results.engine_deck);
}

if (wants("service")) {
  const theses = [
    { label: "29 pages", file: path.join(corpus, "de_hausarbeit_ki_hotel-stornierung_29p.pdf") },
    { label: "90 pages", file: path.join(corpus, "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf") },
  ];
  const kinds: Array<{ kind: "pglite" | "postgres"; url?: string; drop?: () => Promise<void> }> = [
    { kind: "pglite" },
  ];
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createPostgresDatabase();
    kinds.push({ kind: "postgres", url: pg.url, drop: pg.drop });
  }
  // Issue 32: upload → free analysis for every corpus PDF of 30 pages or more, against pdftotext.
  const analysisFiles = fs
    .readdirSync(corpus)
    .filter((f) => Number(/_(\d+)p\.pdf$/.exec(f)?.[1] ?? 0) >= 30 && !f.includes("_SLIDES_"))
    .map((f) => path.join(corpus, f));
  results.service_pipeline = [];
  results.service_analysis = [];
  results.service_load = [];
  results.service_uploads = [];
  for (const k of kinds) {
    try {
      const r = await benchService({
        kind: k.kind,
        databaseUrl: k.url,
        theses,
        analysisFiles,
        runs,
        loadSeconds,
      });
      results.service_pipeline.push(...r.pipeline);
      results.service_analysis.push(...r.analysis);
      results.service_load.push(...r.load);
      results.service_uploads.push(r.uploads);
    } finally {
      await k.drop?.();
    }
  }
  printTable("Service: through the HTTP API and worker (medians)", results.service_pipeline);
  printTable(
    "Service: upload → free analysis (from the text; then with figures) against pdftotext (medians)",
    results.service_analysis,
  );
  printTable("Service: 50 concurrent connections (autocannon)", results.service_load);
  printTable("Service: concurrent uploads", results.service_uploads);
}

if (wants("load")) {
  results.load = benchLoad(30);
  printTable("Service: audit load, each scenario in its own process (issue 15)", results.load);
}

if (wants("start")) {
  const variants = (arg("start")?.split(",") ?? Object.keys(START_VARIANTS)) as StartVariant[];
  const unknown = variants.filter((v) => !(v in START_VARIANTS));
  if (unknown.length > 0) throw new Error(`--start: unknown ${unknown.join(", ")}`);
  results.start = await benchColdStart(runs, variants);
  printTable("Service: cold start (medians)", results.start);
}

if (wants("web")) {
  progress("web: production build");
  execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "ignore" });
  results.web_bytes = routeBytes(path.join(root, "apps/web/dist"));
  printTable("Web: initial bytes per route (gzip)", results.web_bytes);
  const { startApp } = await import("../apps/server/src/app.ts");
  const { loadConfig } = await import("../apps/server/src/config.ts");
  const os = await import("node:os");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-lh-"));
  const app = await startApp(loadConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "error" }));
  try {
    await app.http?.listen({ host: "127.0.0.1", port: 0 });
    const address = app.http?.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    results.lighthouse = [await lighthouseScores(`http://127.0.0.1:${port}/`, runs)];
    printTable("Web: Lighthouse (landing page, medians)", results.lighthouse);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const outDir = path.join(root, "bench-results");
fs.mkdirSync(outDir, { recursive: true });
const out = path.join(outDir, `${machine.date.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(out, JSON.stringify({ machine, runs, results }, null, 2));
console.log(`\nWritten: ${path.relative(root, out)}`);
process.exit(0);
