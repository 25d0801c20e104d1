/**
 * Super- and subscripts back on their line (`ingest/pdf/scripts.ts`). The items below are pdf.js text items
 * as the reader gets them from a LaTeX thesis (positions in PDF user space, y upwards; a 10.9 pt body with
 * 8 pt and 6 pt scripts), built here so each case is visible; the last test reads a corpus thesis.
 */
import { describe, expect, it } from "vitest";
import { extractPdf } from "../src/ingest/pdf/extract-pdf.ts";
import { joinScripts } from "../src/ingest/pdf/scripts.ts";
import { itemsToLines, type TextItem } from "../src/ingest/pdf/text-lines.ts";
import { corpusBytes } from "./support/corpus.ts";

/** A text item: its text at (x, y) in size pt, `width` wide; `eol` when pdf.js ends the line after it. */
const item = (str: string, x: number, y: number, size: number, width: number, eol = false): TextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  hasEOL: eol,
});

const read = (items: TextItem[]) => joinScripts(itemsToLines(items, 1)).map((l) => l.text);

describe("joinScripts: a sentence with scripts stays one line", () => {
  it("joins a superscript label, the subscript under it, a script of the subscript and the text after them", () => {
    const items = [
      item("R38P einen", 70.9, 266.6, 10.9, 57.4),
      item(" ", 128.2, 266.6, 10.9, 3.4),
      item("K", 131.7, 266.6, 10.9, 9.3),
      item("app", 141.7, 271.94, 8, 13.3),
      item("", 141.0, 261.57, 8, 0, true),
      item("m,", 141.0, 261.57, 8, 9.8),
      item("NAD(P)", 150.8, 261.57, 8, 27.4),
      item("+", 178.2, 264.91, 6, 5.6),
      item(" ", 183.8, 264.91, 6, 4.4),
      item(
        "von etwa 2 mM zeigten, war dieser Wert beim Wildtyp um den Faktor",
        188.3,
        266.6,
        10.9,
        336.3,
        true,
      ),
      item("40 geringer.", 70.6, 246.28, 10.9, 57.6, true),
    ];
    // Before: five lines ("R38P einen K", "app", "m,NAD(P)", "+ von etwa …", "40 geringer.").
    expect(itemsToLines(items, 1).length).toBeGreaterThan(3);
    expect(read(items)).toEqual([
      "R38P einen K app m,NAD(P)+ von etwa 2 mM zeigten, war dieser Wert beim Wildtyp um den Faktor",
      "40 geringer.",
    ]);
  });

  it("joins text that goes on at the baseline when it opens with a subscript of its own", () => {
    const items = [
      item("Auch bei der Substrataffinität (", 70.5, 225.95, 10.9, 149.0),
      item("K", 219.5, 225.95, 10.9, 9.3),
      item("app", 229.6, 231.29, 8, 13.3),
      item("", 228.8, 222.41, 8, 0, true),
      item("m,", 228.8, 222.41, 8, 9.8),
      item("PD", 238.6, 222.41, 8, 11.1),
      item(") zeigten sich Unterschiede (siehe Abbildung 4.5C). Alle", 250.2, 225.95, 10.9, 274.2, true),
    ];
    expect(read(items)).toEqual([
      "Auch bei der Substrataffinität (K app m,PD) zeigten sich Unterschiede (siehe Abbildung 4.5C). Alle",
    ]);
  });

  it("keeps an exponent and a subscript on their base without a space, and a space only where one was set", () => {
    const exponent = [
      item("Für r2 lag v bei 0,075 ± 0,007 U mg", 70.9, 500, 10.9, 200),
      item("−1", 270.9, 504.5, 8, 8.5, true),
      item(", und r3 lag darüber.", 279.4, 500, 10.9, 100, true),
    ];
    expect(read(exponent)).toEqual(["Für r2 lag v bei 0,075 ± 0,007 U mg−1, und r3 lag darüber."]);
    const formula = [
      item("Es entstehen H", 70.9, 500, 10.9, 75),
      item("2", 145.9, 497.6, 8, 4.0, true),
      item("O und CO", 149.9, 500, 10.9, 45),
      item("2", 194.9, 497.6, 8, 4.0),
      item(" ", 198.9, 497.6, 8, 2.0, true),
      item("als Produkte.", 202.0, 500, 10.9, 60, true),
    ];
    expect(read(formula)).toEqual(["Es entstehen H2O und CO2 als Produkte."]);
  });

  it("writes a small fraction with a slash", () => {
    const items = [
      item("Die Lösung enthält 1", 89.3, 691.31, 10.9, 100),
      item(" ", 189.3, 691.31, 10.9, 1.2),
      item("mol", 190.6, 695.6, 8, 14.1, true),
      item("l", 196.4, 687.54, 8, 2.5, true),
      item("Kochsalz.", 89.3, 677.76, 10.9, 50, true),
    ];
    expect(read(items)).toEqual(["Die Lösung enthält 1 mol/l", "Kochsalz."]);
    // An index under a mark is no fraction: "r∗" over "3" does not become "r∗/3".
    const index = [item("Reaktionsrate r∗", 90, 500, 10.9, 80, true), item("3", 164, 497, 8, 4, true)];
    expect(read(index)).not.toContain("Reaktionsrate r∗/3");
  });

  it("drops a footnote mark after a word or a full stop, and keeps the sentence around it whole", () => {
    const end = [
      item("die Vereine für einen Spieler bezahlen.", 70.8, 442.4, 12, 200),
      item("1", 270.8, 446.96, 8, 4.0, true),
      item("Auch ohne Transfer schätzen Experten Marktwerte.", 70.8, 421.8, 12, 250, true),
    ];
    expect(read(end)).toEqual([
      "die Vereine für einen Spieler bezahlen.",
      "Auch ohne Transfer schätzen Experten Marktwerte.",
    ]);
    const inside = [
      item("Nach der Theorie der Preisbildung", 70.8, 442.4, 12, 180),
      item("12", 250.8, 446.96, 8, 8.0, true),
      item("steigen die Werte.", 262.0, 442.4, 12, 90, true),
    ];
    expect(read(inside)).toEqual(["Nach der Theorie der Preisbildung steigen die Werte."]);
  });

  it("leaves the next line of the paragraph, a margin note and text of the same size alone", () => {
    const items = [
      item("Die erste Zeile des Absatzes endet hier", 70.9, 500, 10.9, 300, true),
      item("und die zweite folgt darunter.", 70.9, 486.4, 10.9, 150, true),
      item("Randnotiz", 500, 489, 8, 40, true),
      item("Eine Zeile in kleiner Schrift", 70.9, 470, 8, 100, true),
    ];
    expect(read(items)).toEqual([
      "Die erste Zeile des Absatzes endet hier",
      "und die zweite folgt darunter.",
      "Randnotiz",
      "Eine Zeile in kleiner Schrift",
    ]);
  });
});

describe("a thesis with kinetic notation reads in whole sentences", () => {
  it("keeps the sentences around K app m,NAD(P)+ whole (bioprocess thesis, results chapter)", async () => {
    const read = await extractPdf(
      corpusBytes("pair2_de_ma_bioprozesstechnik_lbadh-valerolacton_tu-dortmund_114p.pdf"),
    );
    const texts = read.blocks.flatMap((b) => (b.kind === "table" ? [] : [b.text]));
    expect(texts).toContainEqual(
      expect.stringContaining(
        "R38P einen K app m,NAD(P)+ von etwa 2 mM zeigten, war dieser Wert beim Wildtyp um den Faktor 40 geringer.",
      ),
    );
    expect(texts).toContainEqual(
      expect.stringContaining(
        "Der K app m,PD war in der Zielreaktion etwa um den Faktor 10 höher als in der Modellreaktion",
      ),
    );
    // No paragraph is a script alone any more ("app" alone was 54 of them).
    expect(texts.filter((t) => t === "app")).toEqual([]);
  }, 60_000);
});
