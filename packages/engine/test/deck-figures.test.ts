/**
 * A deck of a real thesis with figures (the ERGM Bachelorarbeit: 9 tables, 16 figures, pictures for all)
 * shows the thesis's own figures and tables with source line and alt text, talks them through in the
 * notes and puts them into the image templates; a picture that cannot be read never fails the deck.
 */

import { existsSync } from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngestResult } from "../src/ingest/blocks.ts";
import { closeIngestWorkers } from "../src/ingest/index.ts";
import {
  type ArtifactReader,
  artifactReader,
  type DeckPipelineResult,
  runDeckPipeline,
} from "../src/pipeline.ts";
import { CORPUS_DIR, corpusIngest } from "./support/corpus.ts";

const FILE = "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf";
const available = existsSync(path.join(CORPUS_DIR, FILE));

const questionnaire = {
  workType: "bachelor",
  researchType: "empirical" as const,
  minutes: 20,
  methodology: "Analyse eines Co-Sponsorship-Netzwerks mit ERGM",
};

interface SlideXml {
  n: number;
  xml: string;
  notes: string;
}

async function slidesOf(result: DeckPipelineResult): Promise<SlideXml[]> {
  const pptx = result.files.find((f) => f.kind === "pptx")?.data;
  if (!pptx) throw new Error("no pptx");
  const zip = await JSZip.loadAsync(pptx);
  const slides: SlideXml[] = [];
  for (let n = 1; zip.file(`ppt/slides/slide${n}.xml`); n++) {
    const xml = (await zip.file(`ppt/slides/slide${n}.xml`)?.async("string")) ?? "";
    const notes = (await zip.file(`ppt/notesSlides/notesSlide${n}.xml`)?.async("string")) ?? "";
    slides.push({ n, xml, notes });
  }
  return slides;
}

/** Alt texts of the pictures that carry a thesis caption. */
const thesisPictures = (xml: string) =>
  [...xml.matchAll(/<p:cNvPr [^>]*descr="([^"]*)"/g)]
    .map((m) => m[1] ?? "")
    .filter((d) => /^(Abbildung|Tabelle)\s/.test(d));
const sourceLines = (xml: string) => [...xml.matchAll(/<a:t>(Quelle: [^<]*)<\/a:t>/g)].map((m) => m[1]);
const hasNativeTable = (xml: string) => /<a:tbl>|<c:chart /.test(xml);

describe.runIf(available)("thesis figures and tables in a corpus deck", () => {
  let ingested: IngestResult;
  beforeAll(async () => {
    ingested = await corpusIngest(FILE);
  }, 120_000);
  afterAll(() => closeIngestWorkers());

  it("shows at least two with source line and alt text, talks them through and draws them into the templates", {
    timeout: 120_000,
  }, async () => {
    const result = await runDeckPipeline({
      doc: ingested.doc,
      artifacts: artifactReader(ingested.artifacts),
      questionnaire,
    });
    const slides = await slidesOf(result);
    const shown = slides.filter((s) => thesisPictures(s.xml).length > 0 || hasNativeTable(s.xml));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(slides.filter((s) => thesisPictures(s.xml).length > 0).length).toBeGreaterThanOrEqual(1);
    for (const s of shown) {
      // Exactly one object, with its source line in the agreed form.
      expect(thesisPictures(s.xml).length + (hasNativeTable(s.xml) ? 1 : 0), `slide ${s.n}`).toBe(1);
      expect(sourceLines(s.xml), `slide ${s.n}`).toHaveLength(1);
      expect(sourceLines(s.xml)[0]).toMatch(
        /^Quelle: (Abb|Tab)\. \d+, S\. \d+( \((?:Auszug|gerundet|Auszug, gerundet)\))?$/,
      );
      expect(s.notes, `slide ${s.n}`).toMatch(/Hier sehen Sie (Abbildung|Tabelle) \d+, /);
    }
    // The talk shows only the main text's objects while the thesis has its own; appendix objects (the
    // file's page 30 onwards, printed 27 onwards) appear only on backup slides after the closing slide.
    const closing = slides.findIndex((s) => s.xml.includes("Vielen Dank für Ihre Aufmerksamkeit"));
    expect(closing).toBeGreaterThan(0);
    const page = (line: string | undefined) => Number(line?.match(/S\. (\d+)/)?.[1]);
    for (const [i, s] of slides.entries())
      for (const line of sourceLines(s.xml))
        if (i < closing) expect(page(line), `slide ${s.n}`).toBeLessThan(27);
        else expect(page(line), `backup slide ${s.n}`).toBeGreaterThanOrEqual(27);
    // The template of a slide with a thesis picture embeds it (the copy without text too).
    const first = shown.find((s) => thesisPictures(s.xml).length > 0) as SlideXml;
    const svg = result.files.find((f) => f.name === `bilder/slide-${first.n}.svg`);
    expect(new TextDecoder().decode(svg?.data)).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    expect(result.images[String(first.n)]?.[0]?.visualization_description).toMatch(
      /mit (Abbildung|Tabelle) \d+/,
    );
  });

  it("makes the deck without a picture that cannot be read", { timeout: 120_000 }, async () => {
    const failing: ArtifactReader = async (name) => {
      if (name.startsWith("figures/abb-")) throw new Error("gone");
      return null;
    };
    const result = await runDeckPipeline({ doc: ingested.doc, artifacts: failing, questionnaire });
    const slides = await slidesOf(result);
    expect(slides.length).toBeGreaterThan(8);
    expect(slides.flatMap((s) => thesisPictures(s.xml))).toEqual([]);
    // No slide or note names a picture it does not show; native tables (cells, no picture needed) remain.
    for (const s of slides) {
      if (/Hier sehen Sie (Abbildung|Tabelle)/.test(s.notes))
        expect(hasNativeTable(s.xml), `slide ${s.n}`).toBe(true);
      expect(sourceLines(s.xml).length).toBe(hasNativeTable(s.xml) ? 1 : 0);
    }
    expect(slides.some((s) => hasNativeTable(s.xml))).toBe(true);
  });
});
