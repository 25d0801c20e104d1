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
