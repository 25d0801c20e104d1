/**
 * Front matter is not a chapter: a preface before the abstract does not start the body, and "Abstract" or
 * "Kurzfassung" name the abstract wherever they stand (only "Zusammenfassung" at the end is a conclusion);
 * a chapter that states the aim of the work belongs to the introduction.
 */
import { describe, expect, it } from "vitest";
import type { Block, ExtractedDocument } from "../src/ingest/blocks.ts";
import { buildStructure } from "../src/ingest/structure.ts";
import { chapterRole } from "../src/text/chapter-role.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { captionInOwnCase, spellingsOf } from "../src/text/title-case.ts";

const prose = (topic: string) =>
  `${topic} wird in diesem Abschnitt ausführlich beschrieben, mit seinen Voraussetzungen und Folgen. `.repeat(
    4,
  );

/** A PDF-like document: one heading and one paragraph per page, from page 2 on (page 1 is the title page). */
function extracted(sections: Array<[heading: string, text: string]>): ExtractedDocument {
  const blocks: Block[] = sections.flatMap(([heading, text], i): Block[] => [
    { kind: "heading", text: heading, level: 1, page: i + 2 },
    { kind: "paragraph", text, page: i + 2 },
  ]);
  return {
    blocks,
    footnotes: [],
    pageCount: sections.length + 1,
    pageCountEstimated: false,
    pageLabels: indexLabels(sections.length + 1),
    metadataTitle: null,
    links: [],
    warnings: [],
    titleLines: [],
    figures: [],
    skippedImages: 0,
  };
}

describe("front matter", () => {
  it("reads a preface, an abstract and a Kurzfassung before the introduction as front matter", () => {
    const { model } = buildStructure(
      extracted([
        ["Preface", prose("Der Dank an die Betreuer")],
        [
          "Abstract",
          "Large Eddy Simulation resolves the large eddies of a flow and models the small ones. ".repeat(3),
        ],
        ["Kurzfassung", prose("Die Simulation des Wärmeübergangs")],
        ["Introduction", prose("Die Turbulenz")],
        ["Methods", prose("Das Rechengitter")],
        ["Results", prose("Der Wärmestrom")],
        ["Conclusion", prose("Die Bewertung")],
      ]),
      { format: "pdf", filename: "front.pdf", bytes: 1000 },
    );
    expect(model.chapters.map((c) => c.title)).toEqual(["Introduction", "Methods", "Results", "Conclusion"]);
    expect(model.abstract).toContain("Large Eddy Simulation resolves the large eddies");
  });

  it("still reads a closing 'Zusammenfassung' as the conclusion chapter", () => {
    const { model } = buildStructure(
      extracted([
        ["Einleitung", prose("Die Fragestellung")],
        ["Ergebnisse", prose("Das Wachstum")],
        ["Zusammenfassung", prose("Das Ergebnis")],
      ]),
      { format: "pdf", filename: "end.pdf", bytes: 1000 },
    );
    expect(model.chapters.map((c) => c.title)).toEqual(["Einleitung", "Ergebnisse", "Zusammenfassung"]);
  });
});

describe("chapter roles and captions from the thesis's own words", () => {
  it("reads a chapter that states the aim of the work as part of the introduction", () => {
    expect(chapterRole("Ziel dieser Arbeit")).toBe("introduction");
    expect(chapterRole("Ziele der Bachelorarbeit")).toBe("introduction");
    expect(chapterRole("Aims of this study")).toBe("introduction");
    expect(chapterRole("Zielgruppenanalyse")).toBe("other");
  });

  it("reads a heading in the singular as well as in the plural ('en?' after '-ung' only made the 'n' optional)", () => {
    expect(chapterRole("Ergebnis")).toBe("results");
    expect(chapterRole("Ergebnisse der Messung")).toBe("results");
    expect(chapterRole("Messung")).toBe("results");
    expect(chapterRole("Definition")).toBe("theory");
  });

  it("writes a caption's text after its label in the thesis's own case", () => {
    const spellings = spellingsOf("Die Verteilung der Zielvariable ist schief.");
    expect(captionInOwnCase("Abbildung 2: VERTEILUNG ZIELVARIABLE", spellings)).toBe(
      "Abbildung 2: Verteilung Zielvariable",
    );
    expect(captionInOwnCase("Abbildung 3: Ablauf der Messung", spellings)).toBe(
      "Abbildung 3: Ablauf der Messung",
    );
  });
});

describe("captions in running text", () => {
  it("reads a label followed by a separator or by its text as a caption, a label as subject as running text", () => {
    const doc = extracted([["Results", prose("Der Wärmestrom")]]);
    doc.blocks.push(
      { kind: "paragraph", text: "Table 2.1 shows the properties of one of these devices.", page: 2 },
      { kind: "paragraph", text: "Abbildung 4 zeigt den Verlauf der Temperatur über die Zeit.", page: 2 },
      { kind: "paragraph", text: "Abbildung 3 Ablauf der Messung", page: 2 },
      { kind: "paragraph", text: "Abbildung 5 z-standardisierter Output der Regression", page: 2 },
      { kind: "paragraph", text: "Table 2.2: Specification of the computing hardware", page: 2 },
    );
    const { model } = buildStructure(doc, { format: "pdf", filename: "captions.pdf", bytes: 1000 });
    expect(model.figures.map((f) => f.caption)).toEqual([
      "Abbildung 3 Ablauf der Messung",
      "Abbildung 5 z-standardisierter Output der Regression",
    ]);
    expect(model.tables.map((t) => t.caption)).toEqual([
      "Table 2.2: Specification of the computing hardware",
    ]);
  });
});
