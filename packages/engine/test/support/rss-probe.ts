/**
 * Run as a child process (`node --import tsx rss-probe.ts <file> <copies>`): warms both reading workers
 * (pdf.js and mammoth loaded), then ingests `copies` of the file at once and prints, as the last line of
 * stdout, JSON with how far the process's RSS grew meanwhile and how each read ended. Stops early, with
 * `aborted`, once the growth passes 2 GB, so a regression cannot take the machine down.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { IngestError } from "../../src/errors.ts";
import { closeIngestWorkers, ingest } from "../../src/ingest/index.ts";
import { corpusBytes } from "./corpus.ts";
import { pdfkitPdf } from "./pdf.ts";

const ABORT_BYTES = 2 * 1024 * 1024 * 1024;
const MB = 1024 * 1024;
const [file = "", copiesArg = "1"] = process.argv.slice(2);
const data = new Uint8Array(readFileSync(file));

const warmPdf = await pdfkitPdf((d) =>
  d.text("Diese Arbeit untersucht die Antwortzeit unter Last. ".repeat(40)),
);
const warmDocx = corpusBytes("pair1_de_seminararbeit_informatik_jmeter-lasttest_HANDOUT.docx");
await Promise.all([ingest(warmPdf, { filename: "a.pdf" }), ingest(warmPdf, { filename: "b.pdf" })]);
await Promise.all([ingest(warmDocx, { filename: "a.docx" }), ingest(warmDocx, { filename: "b.docx" })]);

let base = process.memoryUsage.rss();
let peak = base;
const report = (results: string[], aborted = false) => {
  const growthMb = Math.round((peak - base) / MB);
  console.log(JSON.stringify({ growthMb, results, aborted }));
};
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
  if (peak - base > ABORT_BYTES) {
    report([], true);
    process.exit(0);
  }
}, 5);
base = process.memoryUsage.rss();
const settled = await Promise.allSettled(
  Array.from({ length: Number(copiesArg) }, (_, i) =>
    ingest(data, { filename: `${i}${path.extname(file)}` }),
  ),
);
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
report(
  settled.map((r) =>
    r.status === "fulfilled" ? "ok" : r.reason instanceof IngestError ? r.reason.code : String(r.reason),
  ),
);
await closeIngestWorkers();
