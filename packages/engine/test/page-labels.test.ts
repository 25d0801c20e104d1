/**
 * Pages named as the thesis prints them (decision 028): the PDF's page labels, else the numbers its running
 * heads or feet print where they count up with the pages, else the index; DOCX names the chapter.
 */
import { describe, expect, it } from "vitest";
import type { Line, PageLines } from "../src/ingest/pdf/page-lines.ts";
import { pageLabelsOf, printedPageNumbers } from "../src/ingest/pdf/running-lines.ts";
import { pageReference, pageSpan, printedPage } from "../src/text/page-label.ts";
import { placeOf } from "../src/understand/place.ts";
import { corpusThesis } from "./support/corpus.ts";

/** A page of 842 pt with one line of body text and the given running lines (head at the top, foot at the bottom). */
function page(n: number, foot: string | null, head: string | null = null): PageLines {
  const line = (text: string, y: number): Line => ({ page: n, x: 290, xEnd: 305, y, size: 10, text });
  return {
    page: n,
    width: 595,
    height: 842,
    lines: [
      ...(head ? [line(head, 810)] : []),
      line("Body text of the page, set in the middle.", 400),
      ...(foot ? [line(foot, 30)] : []),
    ],
  };
}

describe("printed page numbers (the fallback without PDF labels)", () => {
  it("reads Roman front matter and arabic body numbers that count up with the pages", () => {
    // Title page without a number, i–iii, the body from 1 on; page 8 is a full-page figure without a foot.
    const feet = [null, "i", "ii", "iii", "1", "2", "3", null, "5", "6", "7"];
    const labels = printedPageNumbers(
      feet.map((f, i) => page(i + 1, f)),
      10,
    );
    expect(labels).toEqual([null, "i", "ii", "iii", "1", "2", "3", "4", "5", "6", "7"]);
  });

  it("reads the number at the end of a running head, never the chapter number at its start", () => {
    const heads = [5, 6, 7, 8, 9, 10, 11, 12].map((n) => (n < 9 ? `2. Methode ${n}` : `3. Ergebnisse ${n}`));
    const labels = printedPageNumbers(
      heads.map((h, i) => page(i + 1, null, h)),
      10,
    );
    expect(labels).toEqual(["5", "6", "7", "8", "9", "10", "11", "12"]);
  });

  it("takes no page from footer numbers that do not count up with the pages", () => {
    // A chapter number repeated on its pages, a year, and numbers in no order: no run, so the index.
    const chapter = printedPageNumbers(
      ["3", "3", "3", "3", "4", "4", "4"].map((f, i) => page(i + 1, f)),
      10,
    );
    expect(chapter).toBeNull();
    const year = printedPageNumbers(
      Array.from({ length: 6 }, (_, i) => page(i + 1, "2024")),
      10,
    );
    expect(year).toBeNull();
    const shuffled = printedPageNumbers(
      ["12", "4", "30", "7", "19", "2", "25"].map((f, i) => page(i + 1, f)),
      10,
    );
    expect(shuffled).toBeNull();
    expect(pageLabelsOf(null, shuffled, 7)).toEqual({
      source: "index",
      labels: ["1", "2", "3", "4", "5", "6", "7"],
    });
  });

  it("keeps the better-supported run where a shorter one counts up on the same pages", () => {
    // Pages 1–6 print 1–6 in the foot; pages 3–5 also head "Anhang 10" … "Anhang 12".
    const pages = [1, 2, 3, 4, 5, 6].map((n) =>
      page(n, String(n), n >= 3 && n <= 5 ? `Anhang ${n + 7}` : null),
    );
    const labels = printedPageNumbers(pages, 10);
    expect(labels).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("prefers the PDF's own labels, and reads an empty label as a page without a number", () => {
    expect(pageLabelsOf(["I", "II", "", "1"], ["x", "x", "x", "x"], 4)).toEqual({
      source: "pdf",
      labels: ["I", "II", null, "1"],
    });
    expect(pageLabelsOf(["", "", ""], null, 3).source).toBe("index");
  });
});

describe("page references as printed", () => {
  const labels = { source: "pdf" as const, labels: [null, "iii", "iv", "v", "1", "2", "3", null, "5"] };

  it("names printed labels, folds runs of each kind into ranges and leaves out pages without a number", () => {
    expect(printedPage(labels, 5)).toBe("1");
    expect(printedPage(labels, 1)).toBeNull();
    expect(pageReference(labels, [7, 5, 6], "de")).toBe("S. 1–3");
    expect(pageReference(labels, [3, 4, 5, 9], "de")).toBe("S. iv–v, 1, 5");
    expect(pageReference(labels, [2], "en")).toBe("p. iii");
    expect(pageReference(labels, [2, 3], "en")).toBe("pp. iii–iv");
    expect(pageReference(labels, [1, 8], "de")).toBe("");
    expect(pageSpan(labels, 5, 9, "de")).toBe("S. 1–5");
  });
});

describe("corpus: labels per source", () => {
  it("Word PDF without labels, numbered from the first chapter (ERGM): printed numbers, offset 3", async () => {
    const { doc } = await corpusThesis("de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf");
    expect(doc.pageLabels.source).toBe("printed");
    expect(doc.pageLabels.labels.slice(0, 5)).toEqual([null, null, null, "1", "2"]);
    // The introduction starts on the file's 4th page, which prints "1".
    const intro = doc.chapters[0];
    expect(intro?.pageStart).toBe(4);
    expect(printedPage(doc.pageLabels, intro?.pageStart ?? null)).toBe("1");
  });

  it("Word PDF with Roman front and back matter (FIFA): printed numbers, Roman where printed Roman", async () => {
    const { doc } = await corpusThesis(
      "de_seminararbeit_vwl-oekonometrie_fifa-marktwert-regression_tu-berlin_40p.pdf",
    );
    expect(doc.pageLabels.source).toBe("printed");
    expect(doc.pageLabels.labels.slice(0, 8)).toEqual([null, "II", "III", "IV", "V", "VI", "1", "2"]);
    expect(doc.pageLabels.labels.slice(-3)).toEqual(["V", "VI", "VII"]);
  });

  it("English TeX PDF without labels (LES): Roman front matter, arabic body, 'p.' references", async () => {
    const { doc, thesis } = await corpusThesis(
      "en_ba_luftfahrttechnik_les-waermeuebergang-tragfluegel_fh-joanneum_45p.pdf",
    );
    expect(doc.pageLabels.source).toBe("printed");
    expect(doc.pageLabels.labels.slice(0, 3)).toEqual([null, "i", "ii"]);
    expect(doc.pageLabels.labels[12]).toBe("2");
    // "Chapter 1: Introduction" starts on the file's 13th page, which prints "2".
    const intro = thesis.chapters.find((c) => c.title === "Introduction");
    expect(intro?.pageStart).toBe(13);
    expect(placeOf(thesis, [{ page: 13, chapter: 0, sectionId: null }], "en")).toBe("p. 2");
  });

  it("TeX PDF with page labels (Neo4j): the PDF's labels, i–xiv then 1", async () => {
    const { doc } = await corpusThesis(
      "pair3_de_ba_medieninformatik_temporale-graphdatenbanken-neo4j_luebeck_52p.pdf",
    );
    expect(doc.pageLabels.source).toBe("pdf");
    expect(doc.pageLabels.labels.slice(12, 16)).toEqual(["xiii", "xiv", "1", "2"]);
    const figure = doc.figures.find((f) => f.page !== null && f.page > 14);
    expect(figure).toBeDefined();
    // Every figure of the body is cited 14 pages below its index.
    expect(printedPage(doc.pageLabels, figure?.page ?? null)).toBe(String((figure?.page ?? 0) - 14));
  });

  it("DOCX: no page is named, the chapter is", async () => {
    const { doc, thesis } = await corpusThesis("de_hausarbeit_ki_hotel-stornierung_entwurf.docx");
    expect(doc.pageLabels).toEqual({ source: "none", labels: [] });
    // The pages DOCX reading estimates are still there for the engine, never printed.
    const sentence = thesis.sentences.find((s) => s.page !== null && thesis.chapters[s.chapter]?.number);
    expect(sentence).toBeDefined();
    const place = placeOf(thesis, [sentence as NonNullable<typeof sentence>], "de");
    expect(place).toMatch(/^Kap\. \d+(?:\.\d+)?$/u);
    expect(pageReference(doc.pageLabels, [sentence?.page ?? 1], "de")).toBe("");
  });
});
