import { afterAll, describe, expect, it } from "vitest";
import { IngestError } from "../src/errors.ts";
import { closeIngestWorkers, ingest } from "../src/ingest/index.ts";
import { IngestPool } from "../src/ingest/worker-pool.ts";
import { corpusBytes } from "./support/corpus.ts";

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
        pool.read(docx, "docx", `${name}.docx`, 60_000, undefined, owner).then(() => done.push(name));
      await Promise.all([read("a1", "anna"), read("a2", "anna"), read("a3", "anna"), read("b1", "ben")]);
      expect(done).toEqual(["a1", "b1", "a2", "a3"]);
    } finally {
      await pool.close();
    }
  });

  it("replaces a worker whose document failed, so what a hostile file left behind goes with it", async () => {
    const pool = new IngestPool(1, 512, 60_000);
    try {
      const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
      await expect(pool.read(broken, "pdf", "kaputt.pdf", 60_000)).rejects.toBeInstanceOf(IngestError);
      expect(pool.workerCount).toBe(0);
      const pdf = corpusBytes("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
      expect((await pool.read(pdf, "pdf", "a.pdf", 60_000)).doc.pageCount).toBe(15);
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it("ends a worker that stays idle, and starts a new one for the next document", async () => {
    const pool = new IngestPool(1, 512, 200);
    try {
      const pdf = corpusBytes("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
      expect((await pool.read(pdf, "pdf", "a.pdf", 60_000)).doc.pageCount).toBe(15);
      expect(pool.workerCount).toBe(1);
      await new Promise((r) => setTimeout(r, 600));
      expect(pool.workerCount).toBe(0);
      expect((await pool.read(pdf, "pdf", "a.pdf", 60_000)).doc.pageCount).toBe(15);
    } finally {
      await pool.close();
    }
  });
});
