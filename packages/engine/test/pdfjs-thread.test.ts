/**
 * pdf.js's parsing half on its own thread (`ingest/pdfjs.ts`): the document read with it is the one read in
 * a single thread, a thread lost in the middle of a document costs a second read (and a note) and nothing else, and the
 * natives pdf.js's polyfills replace are put back.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import { extractPdf, readPdfWith } from "../src/ingest/pdf/extract-pdf.ts";
import {
  endParser,
  inThread,
  leaseParser,
  loadPdfjs,
  ParserLost,
  readAhead,
} from "../src/ingest/pdf/pdfjs.ts";
import { OPTIONAL_TYPE3_GLYPHS_JS, TYPE3_GLYPHS_KEY } from "../src/ingest/pdf/type3-glyphs.ts";
import { corpusBytes } from "./support/corpus.ts";

const FILE = "de_hausarbeit_ki_hotel-stornierung_29p.pdf";
/** Set in 15 Type3 fonts (pdffonts), with four figures and five tables drawn from them. */
const TYPE3_FILE = "de_ba_politikwissenschaft_ict-arbeitslosigkeit-oecd-panel_frankfurt_52p.pdf";

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
    // The second read says so in a note that travels with the result (never printed).
    const { diagnostics, ...read } = await reading;
    expect(summary(read)).toEqual(expected);
    expect(diagnostics?.[0]).toMatch(/ohne ihn gelesen$/);
    // The next document starts a new thread.
    const next = await leaseParser();
    expect(next.worker).not.toBeNull();
    expect(next.worker).not.toBe(lease.worker);
    next.release();
  }, 60_000);

  it("adds the Type3 condition to the pdf.js installed here (else every read parses the glyphs)", () => {
    const source = fs.readFileSync(
      createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.worker.mjs"),
      "utf8",
    );
    const patch = new Function(`${OPTIONAL_TYPE3_GLYPHS_JS}; return withOptionalType3Glyphs;`)() as (
      s: string,
    ) => string | null;
    const patched = patch(source);
    expect(patched).not.toBeNull();
    expect(patched?.split(TYPE3_GLYPHS_KEY)).toHaveLength(2);
    expect(patched?.split("await translated.loadType3Data(")).toHaveLength(2);
    expect(patch("no pdf.js here")).toBeNull();
  });

  it("reads a Type3 thesis for its text without the glyphs, and draws its figures with them after", async () => {
    const data = corpusBytes(TYPE3_FILE);
    const textOnly = await extractPdf(data, { pictures: false });
    expect(textOnly.picturesPending).toBe(true);
    // The same text as pdf.js unchanged, in this thread, where the glyphs are parsed.
    expect(textOnly).toEqual(await readPdfWith(data, inThread(), { pictures: false }));
    // The next document on the same thread wants pictures: every figure and table is drawn.
    const withPictures = await extractPdf(data);
    expect(withPictures.figures.length).toBe(9);
    expect(withPictures.figures.every((f) => f.image)).toBe(true);
  }, 120_000);

  it("would lose the Type3 figures if the glyphs were left out of a read that draws", async () => {
    // The test above can fail: here the flag is forced for a read with pictures.
    const data = corpusBytes(TYPE3_FILE);
    const forced = await readPdfWith(data, await leaseParser({ textOnly: true }));
    expect(forced.figures.filter((f) => f.image)).toHaveLength(0);
  }, 120_000);

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
