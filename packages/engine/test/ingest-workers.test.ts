import { afterAll, describe, expect, it } from "vitest";
import { IngestError } from "../src/errors.ts";
import { closeIngestWorkers, ingest } from "../src/ingest/index.ts";
import { corpusBytes } from "./support/corpus.ts";

afterAll(() => closeIngestWorkers());

describe("warm ingest workers", () => {
  it("replaces a worker killed by the time limit and keeps reading the next documents", async () => {
    const pdf = corpusBytes("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
    const error = await ingest(pdf, { filename: "a.pdf", timeoutMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe("timeout");
    const doc = await ingest(pdf, { filename: "a.pdf" });
    expect(doc.pageCount).toBe(15);
  });

  it("reads documents concurrently and keeps each result with its own document", async () => {
    const files = [
      "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
      "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
      "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
      "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
    ];
    const docs = await Promise.all(files.map((f) => ingest(corpusBytes(f), { filename: f })));
    expect(docs.map((d) => d.source.filename)).toEqual(files);
    expect(docs[0]?.pageCount).toBe(15);
    expect(docs[3]?.pageCount).toBe(15);
    expect(docs[1]?.source.format).toBe("docx");
  });
});
