/**
 * Engine benchmark: ingest (in its worker, as the server runs it) and analysis per corpus file, plus
 * pdftotext on each PDF for comparison. Run: npx tsx packages/engine/bench/engine-bench.ts [runs]
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "../src/analyze/analysis.ts";
import { renderAnalysisHtml } from "../src/analyze/render-html.ts";
import { ingest } from "../src/ingest/index.ts";

export interface BenchRow {
  file: string;
  pages: number;
  ingestSeconds: number;
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
    const analysisTimes: number[] = [];
    const pdfTimes: number[] = [];
    let pages = 0;
    let peak = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = process.hrtime.bigint();
      const doc = await ingest(data, { filename: path.basename(file) });
      const t1 = process.hrtime.bigint();
      renderAnalysisHtml(analyze(doc, { minutes: 20 }));
      analysisTimes.push(seconds(t1));
      ingestTimes.push(Number(t1 - t0) / 1e9);
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
      analysisSeconds: median(analysisTimes),
      pagesPerSecond: pages / ingestSeconds,
      peakRssMb: Math.round(peak),
      pdftotextSeconds,
      ratioToPdftotext: pdftotextSeconds ? ingestSeconds / pdftotextSeconds : null,
    });
  }
  return rows;
}

export function formatBenchTable(rows: BenchRow[]): string {
  const head = ["file", "pages", "ingest s", "analysis s", "pages/s", "peak RSS MB", "pdftotext s", "ratio"];
  const body = rows.map((r) => [
    r.file.slice(0, 58),
    String(r.pages),
    r.ingestSeconds.toFixed(2),
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
  const corpus = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../../../../shared/corpus");
  const files = readdirSync(corpus)
    .filter((f) => /\.(pdf|docx?|doc)$/i.test(f))
    .map((f) => path.join(corpus, f));
  const runs = Number(process.argv[2] ?? 3);
  console.log(formatBenchTable(await benchIngestAndAnalysis(files, runs)));
}
