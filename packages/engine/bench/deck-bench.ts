/**
 * Deck benchmark: seconds per deck from the file to all deliverables (ingest, every stage, PPTX, PDFs,
 * DOCX, images) with the extractive engine, median over runs, and the process's peak RSS.
 *
 *   npx tsx packages/engine/bench/deck-bench.ts [file …] [--runs 3] [--minutes 15]
 *
 * Without files it runs every thesis in ../shared/corpus. Target: < 30 s for a 100-page thesis, < 1 GB.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CORPUS_DIR } from "../../../scripts/corpus.ts";
import { ingest } from "../src/ingest/index.ts";
import { artifactReader, runDeckPipeline } from "../src/pipeline.ts";

export interface DeckBenchRow {
  file: string;
  /** Set when the file could not be turned into a deck. */
  error?: string;
  pages: number;
  slides: number;
  runs: number[];
  medianSeconds: number;
  /** Peak RSS of one deck made alone in a fresh process (ingest workers included), MB; null on error. */
  aloneRssMb: number | null;
}

export interface DeckBenchResult {
  rows: DeckBenchRow[];
  peakRssMb: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export async function benchDeck(
  files: string[],
  runs = 3,
  minutes = 15,
  onRow?: (row: DeckBenchRow) => void,
): Promise<DeckBenchResult> {
  const rows: DeckBenchRow[] = [];
  for (const file of files) {
    const data = new Uint8Array(readFileSync(file));
    const times: number[] = [];
    let pages = 0;
    let slides = 0;
    let error: string | undefined;
    for (let r = 0; r < runs && !error; r++) {
      const started = performance.now();
      try {
        const { doc, artifacts } = await ingest(data, { filename: path.basename(file) });
        const result = await runDeckPipeline({
          doc,
          artifacts: artifactReader(artifacts),
          questionnaire: { workType: "bachelor", researchType: "empirical", minutes, methodology: "" },
        });
        times.push((performance.now() - started) / 1000);
        pages = doc.pageCount;
        slides = (result.stages["slide-pptx-creator"] as { slideCount: number }).slideCount;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    const aloneRssMb = error ? null : peakRssAlone(file, minutes);
    const row: DeckBenchRow = {
      file: path.basename(file),
      pages,
      slides,
      runs: times.map((t) => Math.round(t * 100) / 100),
      medianSeconds: times.length ? Math.round(median(times) * 100) / 100 : Number.NaN,
      error,
      aloneRssMb,
    };
    rows.push(row);
    onRow?.(row);
  }
  // maxRSS is in kilobytes and covers the reading worker threads of this process as well.
  return { rows, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
}

/**
 * Peak memory of one deck from the file, made alone in a fresh Node process: what a worker needs for this
 * thesis, without what earlier files left in the bench process.
 */
export function peakRssAlone(file: string, minutes = 15): number | null {
  const child = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
      file,
      "--runs",
      "1",
      "--minutes",
      String(minutes),
      "--rss-only",
    ],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const mb = /^peak-rss-mb (\d+)$/m.exec(child.stdout ?? "")?.[1];
  return mb ? Number(mb) : null;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "3" },
      minutes: { type: "string", default: "15" },
      "rss-only": { type: "boolean" },
    },
  });
  const corpus = CORPUS_DIR;
  const files = positionals.length
    ? positionals
    : readdirSync(corpus)
        .filter((f) => /\.(pdf|docx?|DOCX?)$/.test(f) && !/SLIDES|HANDOUT/.test(f))
        .map((f) => path.join(corpus, f));
  if (values["rss-only"]) {
    // One deck, nothing else: the caller reads this process's peak RSS.
    const data = new Uint8Array(readFileSync(files[0] as string));
    const { doc, artifacts } = await ingest(data, { filename: path.basename(files[0] as string) });
    await runDeckPipeline({
      doc,
      artifacts: artifactReader(artifacts),
      questionnaire: {
        workType: "bachelor",
        researchType: "empirical",
        minutes: Number(values.minutes),
        methodology: "",
      },
    });
    console.log(`peak-rss-mb ${Math.round(process.resourceUsage().maxRSS / 1024)}`);
    process.exit(0);
  }
  const result = await benchDeck(files, Number(values.runs), Number(values.minutes), (r) =>
    console.log(
      `${r.medianSeconds.toFixed(2).padStart(6)} s  ${String(r.pages).padStart(3)} S.  ${String(r.slides).padStart(2)} Folien  ${r.file}  (Läufe: ${r.runs.join(", ")}; allein ${r.aloneRssMb ?? "–"} MB)${r.error ? `  FEHLER: ${r.error}` : ""}`,
    ),
  );
  console.log(`Spitzen-Arbeitsspeicher (RSS): ${result.peakRssMb} MB`);
}
