import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { IngestError } from "../src/errors.ts";
import { closeIngestWorkers, ingest } from "../src/ingest/index.ts";
import { RECYCLE_DOCUMENT_BYTES } from "../src/ingest/pooled-worker.ts";
import { IngestPool } from "../src/ingest/worker-pool.ts";
import { corpusBytes } from "./support/corpus.ts";
import { writePaddedPdf } from "./support/hostile-files.ts";

afterAll(() => closeIngestWorkers());

describe("warm ingest workers", () => {
  it("replaces a worker killed by the time limit and keeps reading the next documents", async () => {
    const pdf = corpusBytes("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
    const error = await ingest(pdf, { filename: "a.pdf", timeoutMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe("timeout");
    const { doc } = await ingest(pdf, { filename: "a.pdf" });
    expect(doc.pageCount).toBe(15);
  });

  it("reads documents concurrently and keeps each result with its own document", async () => {
    const files = [
      "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
      "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
      "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
      "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
    ];
    const docs = (await Promise.all(files.map((f) => ingest(corpusBytes(f), { filename: f })))).map(
      (r) => r.doc,
    );
    expect(docs.map((d) => d.source.filename)).toEqual(files);
    expect(docs[0]?.pageCount).toBe(15);
    expect(docs[3]?.pageCount).toBe(15);
    expect(docs[1]?.source.format).toBe("docx");
  });

  it("reads one document per owner at a time, and another owner's document before the first owner's second", async () => {
    // No spare worker here (a fair share longer than the test), so the documents are read one by one.
    const pool = new IngestPool(1, 512, 60_000, 600_000);
    try {
      const docx = corpusBytes("de_seminararbeit_informatik_julia-datenvisualisierung.docx");
      const done: string[] = [];
      const read = (name: string, owner: string) =>
        pool
          .read({ data: docx, format: "docx" }, `${name}.docx`, 60_000, { owner })
          .then(() => done.push(name));
      await Promise.all([read("a1", "anna"), read("a2", "anna"), read("a3", "anna"), read("b1", "ben")]);
      expect(done).toEqual(["a1", "b1", "a2", "a3"]);
    } finally {
      await pool.close();
    }
  });

  it("reads a background document only when no other waits, and never on a spare worker", async () => {
    const docx = corpusBytes("de_seminararbeit_informatik_julia-datenvisualisierung.docx");
    const done: string[] = [];
    const reader =
      (pool: IngestPool) =>
      (name: string, owner: string, background = false) =>
        pool
          .read({ data: docx, format: "docx" }, `${name}.docx`, 60_000, { owner, background })
          .then(() => done.push(name));
    // No spare worker here (a fair share longer than the test): one document after the other.
    const one = new IngestPool(1, 512, 60_000, 600_000);
    try {
      const read = reader(one);
      const first = read("a1", "anna");
      // Carla's pictures were asked for first and carla was never served; ben's upload still goes first.
      await Promise.all([first, read("c-pictures", "carla", true), read("b1", "ben")]);
      expect(done).toEqual(["a1", "b1", "c-pictures"]);
    } finally {
      await one.close();
    }
    // A fair share of 50 ms: a waiting upload of another owner would get a spare worker at once.
    const quick = new IngestPool(1, 512, 60_000, 50);
    try {
      const read = reader(quick);
      const reads = [read("a2", "anna"), read("d-pictures", "dora", true), read("e-pictures", "emil", true)];
      await new Promise((r) => setTimeout(r, 300));
      expect(quick.workerCount).toBe(1);
      await Promise.all(reads);
    } finally {
      await quick.close();
    }
  });

  it("withdraws a waiting document when its signal aborts, and reads the rest", async () => {
    const docx = corpusBytes("de_seminararbeit_informatik_julia-datenvisualisierung.docx");
    const pool = new IngestPool(1, 512, 60_000, 600_000);
    const done: string[] = [];
    const read = (name: string, owner: string, signal?: AbortSignal) =>
      pool
        .read({ data: docx, format: "docx" }, `${name}.docx`, 60_000, { owner, background: !!signal, signal })
        .then(() => done.push(name));
    try {
      const withdraw = new AbortController();
      const first = read("a", "anna");
      const waiting = read("b-pictures", "ben", withdraw.signal).catch((e: unknown) => e);
      const third = read("c", "carla");
      withdraw.abort(new Error("a deck reads them"));
      expect(((await waiting) as Error).message).toBe("a deck reads them");
      await Promise.all([first, third]);
      expect(done).toEqual(["a", "c"]);
      // Already aborted: never queued.
      await expect(read("d", "dora", withdraw.signal)).rejects.toThrow("a deck reads them");
      // Aborted while being read: the read runs to its end.
      const late = new AbortController();
      const reading = read("e-pictures", "emil", late.signal);
      await new Promise((r) => setTimeout(r, 20));
      late.abort();
      await reading;
      expect(done).toEqual(["a", "c", "e-pictures"]);
    } finally {
      await pool.close();
    }
  });

  it("replaces a worker whose document failed, so what a hostile file left behind goes with it", async () => {
    const pool = new IngestPool(1, 512, 60_000);
    try {
      const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
      await expect(pool.read({ data: broken, format: "pdf" }, "kaputt.pdf", 60_000)).rejects.toBeInstanceOf(
        IngestError,
      );
      expect(pool.workerCount).toBe(0);
      const pdf = corpusBytes("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
      expect((await pool.read({ data: pdf, format: "pdf" }, "a.pdf", 60_000)).doc.pageCount).toBe(15);
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it("reads a file from disk in the worker, checks its type there, and replaces a worker that read a very large one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-ingest-file-"));
    const pool = new IngestPool(1, 512, 60_000);
    try {
      const thesis = corpusPath("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
      expect((await pool.read({ path: thesis }, "a.pdf", 60_000)).doc.pageCount).toBe(15);
      expect(pool.workerCount).toBe(1);
      const picture = path.join(dir, "bild.pdf");
      fs.writeFileSync(picture, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096)]));
      const refused = await pool.read({ path: picture }, "bild.pdf", 60_000).catch((e: unknown) => e);
      expect((refused as IngestError).code).toBe("renamed_file");
      const large = path.join(dir, "gross.pdf");
      // (a PDF with a classic cross-reference table, which the padding extends)
      const classic = fs.readFileSync(corpusPath("de_hausarbeit_ki_hotel-stornierung_29p.pdf"));
      writePaddedPdf(classic, RECYCLE_DOCUMENT_BYTES + 1024 * 1024, large);
      expect((await pool.read({ path: large }, "gross.pdf", 60_000)).doc.pageCount).toBe(29);
      expect(pool.workerCount).toBe(0);
    } finally {
      await pool.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("ends a worker that stays idle, and starts a new one for the next document", async () => {
    const pool = new IngestPool(1, 512, 200);
    try {
      const pdf = corpusBytes("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
      expect((await pool.read({ data: pdf, format: "pdf" }, "a.pdf", 60_000)).doc.pageCount).toBe(15);
      expect(pool.workerCount).toBe(1);
      await new Promise((r) => setTimeout(r, 600));
      expect(pool.workerCount).toBe(0);
      expect((await pool.read({ data: pdf, format: "pdf" }, "a.pdf", 60_000)).doc.pageCount).toBe(15);
    } finally {
      await pool.close();
    }
  });
});
