/**
 * pdf.js's parsing half on its own thread (`ingest/pdfjs.ts`): the document read with it is the one read in
 * a single thread, a thread lost in the middle of a document costs a second read and nothing else, and the
 * natives pdf.js's polyfills replace are put back.
 */
import { afterAll, describe, expect, it } from "vitest";
import { extractPdf, readPdfWith } from "../src/ingest/extract-pdf.ts";
import { endParser, inThread, leaseParser, loadPdfjs, ParserLost, readAhead } from "../src/ingest/pdfjs.ts";
import { corpusBytes } from "./support/corpus.ts";

const FILE = "de_hausarbeit_ki_hotel-stornierung_29p.pdf";

/** What a read yields, without picture bytes (compared by size instead). */
const summary = (x: Awaited<ReturnType<typeof extractPdf>>) => ({
  ...x,
  figures: x.figures.map((f) => ({ ...f, image: f.image ? [f.image.width, f.image.height] : null })),
});

afterAll(() => endParser());

describe("pdf.js on its own parsing thread", () => {
  it("puts back the natives pdf.js's legacy build replaces", async () => {
    await loadPdfjs();
    for (const fn of [Array.prototype.push, JSON.parse, JSON.stringify]) {
      expect(Function.prototype.toString.call(fn)).toContain("[native code]");
    }
  });

  it("reads the same document as pdf.js in one thread", async () => {
    const data = corpusBytes(FILE);
    const lease = await leaseParser();
    expect(lease.worker).not.toBeNull();
    lease.release();
    const threaded = await extractPdf(data);
    expect(threaded.figures.length).toBeGreaterThanOrEqual(10);
    // The same reading with the parsing thread unavailable: pdf.js's fake worker in this thread.
    const single = await readPdfWith(data, inThread());
    expect(summary(threaded)).toEqual(summary(single));
  }, 60_000);

  it("reads the document again in this thread when the parsing thread is lost midway", async () => {
    const data = corpusBytes(FILE);
    const expected = summary(await extractPdf(data));
    const lease = await leaseParser();
    const lost = lease.lost.catch((err: unknown) => err);
    const reading = extractPdf(data);
    await new Promise((r) => setTimeout(r, 150));
    await endParser();
    expect(await lost).toBeInstanceOf(ParserLost);
    lease.release();
    expect(summary(await reading)).toEqual(expected);
    // The next document starts a new thread.
    const next = await leaseParser();
    expect(next.worker).not.toBeNull();
    expect(next.worker).not.toBe(lease.worker);
    next.release();
  }, 60_000);

  it("keeps pages read ahead in order, at most the given depth beyond the awaited one", async () => {
    const started: number[] = [];
    const seen: number[] = [];
    const failed: number[] = [];
    const fetch = async (n: number) => {
      started.push(n);
      if (n === 3) throw new Error("Seite 3 defekt");
      return n * 10;
    };
    for (const [n, fetched] of readAhead([1, 2, 3, 4, 5], 2, fetch)) {
      expect(Math.max(...started)).toBe(Math.min(n + 2, 5));
      try {
        seen.push(await fetched);
      } catch {
        failed.push(n);
      }
    }
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([10, 20, 40, 50]);
    expect(failed).toEqual([3]);
  });
});
