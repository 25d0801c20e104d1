/**
 * Audit finding: a 4 MB DOCX raised server memory by about 4 GB (two at once: 9 GB). Its ZIP directory lied
 * about the unpacked size, so the bomb check passed, and the unpacked buffers lie outside the reading
 * worker's heap limit. The same holds for a PDF whose FlateDecode streams are bombs. Memory is measured in a
 * child process: the bound is a security property.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IngestError } from "../src/errors.ts";
import { ingest } from "../src/ingest/index.ts";
import { BoundedZip } from "../src/ingest/zip-directory.ts";
import { corpusBytes } from "./support/corpus.ts";
import { flateBombPdf, lyingDocx, manyStreamsPdf } from "./support/hostile-files.ts";

const MAX_GROWTH_MB = 300;
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = createRequire(import.meta.url).resolve("tsx");
let dir = "";
let docxFile = "";
let pdfFile = "";

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "hostile-"));
  docxFile = path.join(dir, "arbeit.docx");
  pdfFile = path.join(dir, "arbeit.pdf");
  writeFileSync(docxFile, lyingDocx());
  writeFileSync(pdfFile, flateBombPdf());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Probe {
  growthMb: number;
  results: string[];
  aborted: boolean;
}

/** Ingests `copies` of the file at once in a fresh Node process and reports its RSS growth. */
async function probe(file: string, copies: number): Promise<Probe> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", tsx, path.join(here, "support/rss-probe.ts"), file, String(copies)],
    { maxBuffer: 1024 * 1024 },
  );
  const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Probe;
  console.info(`${path.basename(file)} ×${copies}: RSS growth ${result.growthMb} MB`, result.results);
  return result;
}

describe("hostile archives and streams", () => {
  it("audit: a 4 MB DOCX whose ZIP directory lies about the unpacked size is refused as a ZIP bomb", async () => {
    const data = lyingDocx();
    expect(data.length).toBeGreaterThan(4_000_000);
    expect(() => BoundedZip.open(data).read("word/document.xml")).toThrow(IngestError);
    const err = await ingest(data, { filename: "arbeit.docx" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IngestError);
    expect((err as IngestError).code).toBe("zip_bomb");
    expect((err as IngestError).userMessage).toMatch(/unplausibel große Datenmenge/);
  }, 60_000);

  it(`audit: refusing the lying 4 MB DOCX grows server memory by less than ${MAX_GROWTH_MB} MB`, async () => {
    const { growthMb, results } = await probe(docxFile, 1);
    expect(growthMb).toBeLessThan(MAX_GROWTH_MB);
    expect(results).toEqual(["zip_bomb"]);
  }, 120_000);

  it(`audit: two lying DOCX at once grow server memory by less than ${MAX_GROWTH_MB} MB`, async () => {
    const { growthMb, results } = await probe(docxFile, 2);
    expect(growthMb).toBeLessThan(MAX_GROWTH_MB);
    expect(results).toEqual(["zip_bomb", "zip_bomb"]);
  }, 120_000);

  it(`audit: two PDFs whose FlateDecode stream inflates to 4 GB are refused within ${MAX_GROWTH_MB} MB`, async () => {
    const { growthMb, results } = await probe(pdfFile, 2);
    expect(growthMb).toBeLessThan(MAX_GROWTH_MB);
    expect(results).toEqual(["too_complex", "too_complex"]);
  }, 180_000);

  it("refuses a PDF whose streams add up past the text budget when it is read for its text only", async () => {
    // Two content streams of 60 MB: reading one counts about 190 MB (pdf.js's doubling buffers and the
    // joined result), so the text read passes the text-only budget (256 MB) and stays under the whole one
    // (1 GB). The corpus theses' text-only reads count under 5 MB.
    const data = manyStreamsPdf(2);
    const textOnly = await ingest(data, { filename: "arbeit.pdf", pictures: false }).catch((e: unknown) => e);
    expect(textOnly).toBeInstanceOf(IngestError);
    expect((textOnly as IngestError).code).toBe("too_complex");
    // Read whole, with the whole budget, the same file is read to its end, where its two sentences are
    // too little text for a thesis.
    const whole = await ingest(data, { filename: "arbeit.pdf" }).catch((e: unknown) => e);
    expect((whole as IngestError).code).toBe("no_text");
  }, 120_000);

  it("the bounded reader unpacks every entry of the corpus DOCX files exactly as JSZip does", async () => {
    for (const name of [
      "de_hausarbeit_ki_hotel-stornierung_entwurf.docx",
      "en_ba_psychologie_euthymia-scale_cfh.docx",
      "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
    ]) {
      const data = corpusBytes(name);
      const zip = await JSZip.loadAsync(data);
      const bounded = BoundedZip.open(data);
      for (const file of Object.values(zip.files).filter((f) => !f.dir)) {
        expect(Buffer.from(bounded.read(file.name)).equals(Buffer.from(await file.async("uint8array")))).toBe(
          true,
        );
      }
    }
  });
});
