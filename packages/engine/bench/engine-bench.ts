/**
 * Engine benchmark: ingest (in its worker, as the server runs it, figures and tables rendered), the
 * understanding and the free analysis per corpus file, plus pdftotext on each PDF for comparison. Run: npx tsx packages/engine/bench/engine-bench.ts [runs]
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CORPUS_DIR } from "../../../scripts/corpus.ts";
import { analyze } from "../src/analysis/analysis.ts";
import { renderAnalysisHtml } from "../src/analysis/render-html.ts";
import { ingest } from "../src/ingest/index.ts";
import { classifySentence } from "../src/understand/sentence-role/classify.ts";
import type { SentenceInput } from "../src/understand/sentence-role/roles.ts";
import { understand } from "../src/understand/understand.ts";
import { flateBombPdf, lyingDocx } from "../test/support/hostile-files.ts";

export interface BenchRow {
  file: string;
  pages: number;
  ingestSeconds: number;
  /** Figure and table pictures the ingest rendered or took from the file. */
  pictures: number;
  understandSeconds: number;
  /** Ingest + understanding: what must stay < 3 s for 100 pages. */
  readSeconds: number;
  analysisSeconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
  pdftotextSeconds: number | null;
  /** ingest time / pdftotext time (how much slower our full read is than plain text extraction). */
  ratioToPdftotext: number | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

function timePdftotext(file: string): number | null {
  try {
    const t = process.hrtime.bigint();
    execFileSync("pdftotext", [file, "-"], { stdio: ["ignore", "ignore", "ignore"] });
    return seconds(t);
  } catch {
    return null;
  }
}

export async function benchIngestAndAnalysis(files: string[], runs = 3): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const file of files) {
    const data = new Uint8Array(readFileSync(file));
    const ingestTimes: number[] = [];
    const understandTimes: number[] = [];
    const readTimes: number[] = [];
    const analysisTimes: number[] = [];
    let pictures = 0;
    const pdfTimes: number[] = [];
    let pages = 0;
    let peak = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = process.hrtime.bigint();
      const { doc, artifacts } = await ingest(data, { filename: path.basename(file) });
      const t1 = process.hrtime.bigint();
      const thesis = understand(doc);
      const t2 = process.hrtime.bigint();
      renderAnalysisHtml(analyze(doc, thesis, { minutes: 20 }));
      analysisTimes.push(seconds(t2));
      ingestTimes.push(Number(t1 - t0) / 1e9);
      understandTimes.push(Number(t2 - t1) / 1e9);
      readTimes.push(Number(t2 - t0) / 1e9);
      pictures = artifacts.length;
      pages = doc.pageCount;
      peak = Math.max(peak, process.resourceUsage().maxRSS / 1024);
      if (file.endsWith(".pdf")) {
        const p = timePdftotext(file);
        if (p !== null) pdfTimes.push(p);
      }
    }
    const ingestSeconds = median(ingestTimes);
    const pdftotextSeconds = pdfTimes.length ? median(pdfTimes) : null;
    rows.push({
      file: path.basename(file),
      pages,
      ingestSeconds,
      pictures,
      understandSeconds: median(understandTimes),
      readSeconds: median(readTimes),
      analysisSeconds: median(analysisTimes),
      pagesPerSecond: pages / ingestSeconds,
      peakRssMb: Math.round(peak),
      pdftotextSeconds,
      ratioToPdftotext: pdftotextSeconds ? ingestSeconds / pdftotextSeconds : null,
    });
  }
  return rows;
}

/**
 * CPU milliseconds to give 5,000 sentences their roles (the labelled set, repeated), first pass and warm:
 * a whole thesis. A figure for the bench, not a test: a timed assertion fails on a loaded CI machine.
 */
export function benchSentenceRoles(): { sentences: number; firstPassCpuMs: number; warmCpuMs: number } {
  const set: SentenceInput[] = JSON.parse(
    readFileSync(new URL("../test/fixtures/labelled-sentences.json", import.meta.url), "utf8"),
  );
  const batch = Array.from({ length: 5000 }, (_, i) => set[i % set.length] as SentenceInput);
  const cpuMs = () => {
    const before = process.cpuUsage();
    for (const s of batch) classifySentence(s);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  const firstPassCpuMs = cpuMs();
  cpuMs();
  return { sentences: batch.length, firstPassCpuMs, warmCpuMs: cpuMs() };
}

/**
 * RSS growth (MB) while two copies of a hostile file are refused at once: the audit's 4 MB DOCX whose ZIP
 * directory lies about the unpacked size, and a 4 MB PDF whose FlateDecode stream inflates to 4 GB.
 * Must stay < 300 MB (issue 15). Run after the corpus, so the reading workers are warm: cold, their
 * start-up (tsx, pdf.js, a parsing thread each) adds 100–150 MB per worker.
 */
export async function benchHostileRss(): Promise<
  { file: string; rssGrowthMb: number; refusedAs: string[] }[]
> {
  const rows = [];
  for (const [file, ext, data] of [
    ["hostile ZIP (lying DOCX)", "docx", lyingDocx()],
    ["hostile PDF (FlateDecode bomb)", "pdf", flateBombPdf()],
  ] as const) {
    const base = process.memoryUsage.rss();
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const settled = await Promise.allSettled(
      [0, 1].map((i) => ingest(data, { filename: `arbeit-${i}.${ext}` })),
    );
    clearInterval(sampler);
    const refusedAs = settled.map((r) => (r.status === "rejected" ? String(r.reason?.code) : "read"));
    rows.push({ file, rssGrowthMb: Math.round((peak - base) / 1024 / 1024), refusedAs });
  }
  return rows;
}

export function formatBenchTable(rows: BenchRow[]): string {
  const head = [
    "file",
    "pages",
    "pictures",
    "ingest s",
    "understand s",
    "ingest+understand s",
    "analysis s",
    "pages/s",
    "peak RSS MB",
    "pdftotext s",
    "ratio",
  ];
  const body = rows.map((r) => [
    r.file.slice(0, 58),
    String(r.pages),
    String(r.pictures),
    r.ingestSeconds.toFixed(2),
    r.understandSeconds.toFixed(3),
    r.readSeconds.toFixed(2),
    r.analysisSeconds.toFixed(3),
    r.pagesPerSecond.toFixed(1),
    String(r.peakRssMb),
    r.pdftotextSeconds === null ? "–" : r.pdftotextSeconds.toFixed(2),
    r.ratioToPdftotext === null ? "–" : `${r.ratioToPdftotext.toFixed(0)}×`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  return [head, ...body].map((cols) => cols.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ")).join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const corpus = CORPUS_DIR;
  const files = readdirSync(corpus)
    .filter((f) => /\.(pdf|docx?|doc)$/i.test(f))
    .map((f) => path.join(corpus, f));
  const runs = Number(process.argv[2] ?? 3);
  console.log(formatBenchTable(await benchIngestAndAnalysis(files, runs)));
  const roles = benchSentenceRoles();
  console.log(
    `sentence roles: ${roles.sentences} sentences in ${roles.firstPassCpuMs.toFixed(1)} ms CPU (first pass), ${roles.warmCpuMs.toFixed(1)} ms warm`,
  );
  for (const r of await benchHostileRss()) {
    console.log(
      `${r.file}, two at once: RSS growth ${r.rssGrowthMb} MB (refused as ${r.refusedAs.join(", ")})`,
    );
  }
}
