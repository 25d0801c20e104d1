import { describe, expect, it } from "vitest";
import { printedNumbers } from "../src/ingest/pdf/pdf-table-cells.ts";
import { wholeTableLayout } from "../src/render/figure-layout.ts";
import { fitSize } from "../src/render/fit.ts";
import { tableLayout, wordsFit } from "../src/render/table-layout.ts";
import { BOX } from "../src/render/theme.ts";
import { NumberIndex } from "../src/text/numbers.ts";
import { cell } from "../src/write/table-cells.ts";
import { flatGrid } from "../src/write/table-grid.ts";
import type { SlideTable } from "../src/write/tables.ts";

describe("printedNumbers", () => {
  it("joins numbers a math-set table splits into glyph runs, and leaves text alone", () => {
    expect(printedNumbers("4 . 671 ***")).toBe("4.671***");
    expect(printedNumbers("− 0 . 180 ***")).toBe("−0.180***");
    expect(printedNumbers("( 0 . 572 )")).toBe("(0.572)");
    expect(printedNumbers("− 0 . 152 +")).toBe("−0.152+");
    expect(printedNumbers("0, 74")).toBe("0,74");
    expect(printedNumbers("p < . 001")).toBe("p < .001");
    expect(printedNumbers("1, 2 und 3")).toBe("1, 2 und 3");
    expect(printedNumbers("3 + 4")).toBe("3 + 4");
    expect(printedNumbers("Modell 1")).toBe("Modell 1");
  });
});

describe("flatGrid", () => {
  it("joins a two-level header per column and keeps every value under its header", () => {
    // The stub label spans both header rows, so the second header row comes one cell short.
    const grid = flatGrid([
      ["Merkmal", "Gruppe A (n = 20)", "Gruppe B (n = 31)", "Vergleich"],
      ["M (SD)", "M (SD)", "p"],
      ["Alter", "27.4 (10.8)", "25.4 (8.9)", "< .001"],
      ["Einkommen", "1.200 (300)", "1.450 (410)", ".015"],
    ]);
    expect(grid.header).toEqual([
      "Merkmal",
      "Gruppe A (n = 20) M (SD)",
      "Gruppe B (n = 31) M (SD)",
      "Vergleich p",
    ]);
    expect(grid.body).toEqual([
      ["Alter", "27.4 (10.8)", "25.4 (8.9)", "< .001"],
      ["Einkommen", "1.200 (300)", "1.450 (410)", ".015"],
    ]);
  });

  it("puts a short row under its columns when a label spans the rows above it", () => {
    const grid = flatGrid([
      ["", "Merkmal", "Koeffizient", "Bedeutung"],
      ["Modell A", "zins_3", "-20,61", "Zins der letzten drei Tage"],
      ["kurs_5", "-9,12", "Kurs der letzten fünf Tage"],
      ["Modell B", "zins_1", "4,2", "Zins des Vortags"],
    ]);
    expect(grid.body[1]).toEqual(["", "kurs_5", "-9,12", "Kurs der letzten fünf Tage"]);
    expect(grid.body[2]).toEqual(["Modell B", "zins_1", "4,2", "Zins des Vortags"]);
  });

  it("keeps one header row in a table of words only", () => {
    const grid = flatGrid([
      ["Anfrage", "Name"],
      ["Grundanfrage 1", "Cypher, ausgehend"],
      ["Grundanfrage 2", "Cypher, eingehend"],
      ["Vergleichsanfrage 1", "Core API, ausgehend"],
    ]);
    expect(grid.header).toEqual(["Anfrage", "Name"]);
    expect(grid.body).toHaveLength(3);
  });

  it("spreads a short top header's last label over two columns when it is one cell short", () => {
    const grid = flatGrid([
      ["Skala", "Klinisch", "Vergleich"],
      ["M (SD)", "t (df)", "p"],
      ["ES", "3.5 (2.4)", "-8.7 (39.6)", "< .001"],
    ]);
    expect(grid.header).toEqual(["Skala", "Klinisch M (SD)", "Vergleich t (df)", "Vergleich p"]);
    expect(grid.body[0]).toEqual(["ES", "3.5 (2.4)", "-8.7 (39.6)", "< .001"]);
  });

  it("puts a unit's exponent, set a line higher, back into the unit", () => {
    // "Rate [°C min⁻¹]": the exponent above, the closing bracket in a column of its own.
    const rate = flatGrid([
      ["", "", "−1", "", ""],
      ["Segment", "Rate [°C min", "", "]", "Temperatur [°C]"],
      ["Start", "–", "", "", "60"],
      ["Schritt 1", "60", "", "", "125"],
    ]);
    expect(rate.header).toEqual(["Segment", "Rate [°C min⁻¹]", "Temperatur [°C]"]);
    expect(rate.body).toEqual([
      ["Start", "–", "60"],
      ["Schritt 1", "60", "125"],
    ]);
    const decay = flatGrid([
      ["", "−1", ""],
      ["Bedingung", "k hyd [h ]", "t 1 / 2 [h]"],
      ["KPi pH 8", "0,119 ± 0,004", "5,8 ± 0,2"],
    ]);
    expect(decay.header).toEqual(["Bedingung", "k hyd [h⁻¹]", "t 1 / 2 [h]"]);
  });

  it("puts standard errors under their coefficients", () => {
    const grid = flatGrid([
      ["", "Modell 1", "Modell 2"],
      ["ICT", "4.671***", "3.246***"],
      ["", "(0.572)", "(0.364)"],
      ["BIP", "−0.180***", "−0.151***"],
      ["", "(0.018)", "(0.012)"],
    ]);
    expect(grid.body).toEqual([
      ["ICT", "4.671***\n(0.572)", "3.246***\n(0.364)"],
      ["BIP", "−0.180***\n(0.018)", "−0.151***\n(0.012)"],
    ]);
  });
});

describe("tableLayout", () => {
  const table = (header: string[], rows: string[][], wide: boolean): SlideTable => ({
    n: 1,
    tableIndex: 0,
    caption: "",
    source: "Quelle: Tab. 1, S. 3",
    excerptSource: "Quelle: Tab. 1, S. 3 (Auszug)",
    header,
    rows,
    omittedRows: 0,
    omittedCols: 0,
    wide,
    chart: null,
  });

  it("never goes below 14 pt; a narrow table stands beside the bullets, a wide one across the slide", () => {
    const narrow = tableLayout(
      table(
        ["Gruppe", "n"],
        [
          ["A", "12"],
          ["B", "14"],
        ],
        false,
      ),
      ["Ein Punkt"],
    );
    expect(narrow.table).toEqual(BOX.side);
    expect(narrow.size).toBeGreaterThanOrEqual(14);
    const cols = ["Merkmal", "Gruppe A (n = 20) M (SD)", "Gruppe B (n = 31) M (SD)", "Vergleich p"];
    const rows = Array.from({ length: 7 }, (_, i) => [`Merkmal ${i}`, "27.4 (10.8)", "25.4 (8.9)", "< .001"]);
    const wide = tableLayout(table(cols, rows, true), ["Ein Punkt", "Noch ein Punkt"]);
    expect(wide.table.w).toBe(BOX.body.w);
    expect(wide.size).toBeGreaterThanOrEqual(14);
    expect(wide.bullets === null || wide.bullets.y + wide.bullets.h <= wide.table.y).toBe(true);
    expect(wide.colW.reduce((a, b) => a + b, 0)).toBeCloseTo(BOX.body.w, 5);
  });

  it("keeps the bullets above a table across the slide at 18 pt at least: the last rows give way first", () => {
    const cols = ["Merkmal", "Gruppe A (n = 20) M (SD)", "Gruppe B (n = 31) M (SD)", "Vergleich p"];
    const rows = Array.from({ length: 7 }, (_, i) => [
      `Merkmal ${i}`,
      "27.4\n(10.8)",
      "25.4\n(8.9)",
      "< .001",
    ]);
    const points = [
      "Für die erste Gruppe zeigt sich ein deutlich höherer Mittelwert als für die zweite Gruppe in allen Merkmalen",
      "Die Unterschiede zwischen den beiden Gruppen sind in sechs der sieben Merkmale auf dem Niveau von einem Prozent signifikant",
      "Nur im letzten Merkmal liegen die beiden Gruppen so nah beieinander, dass kein Unterschied nachweisbar ist",
    ];
    const placed = tableLayout(table(cols, rows, true), points);
    expect(placed.bullets).not.toBeNull();
    expect(placed.bulletMinPt).toBe(18);
    expect(placed.rows).toBeLessThan(rows.length);
    expect(placed.rows).toBeGreaterThanOrEqual(3);
    const band = placed.bullets as { w: number; h: number };
    expect(fitSize(points.slice(0, 2), band, [18], { bullet: true }).fits).toBe(true);
  });

  it("never breaks a word inside a cell: the bold header's longest word fits its column at the size chosen", () => {
    const scores = table(
      ["", "Trainings-Set", "Public Leaderboard", "Private Leaderboard"],
      [
        ["Zero-Benchmark", "1773.9244", "1770.0321", "1728.6235"],
        ["Finales Modell", "1772.4361", "1769.8165", "1727.7210"],
      ],
      false,
    );
    const placed = tableLayout(scores, ["Nahezu jeder Algorithmus lieferte ähnlich solide Ergebnisse"]);
    expect(placed.size).toBeGreaterThanOrEqual(14);
    expect(wordsFit(scores, placed.colW, placed.size)).toBe(true);
  });
});

describe("wholeTableLayout", () => {
  const image = (width: number, height: number) => ({
    artifact: "t.png",
    contentType: "image/png" as const,
    width,
    height,
  });
  it("shows a tall table picture enlarged and cut at the foot, a wide one whole across the body", () => {
    const tall = wholeTableLayout({ image: image(500, 900), caption: "Regression" });
    expect(tall.bullets).toBeNull();
    expect(tall.crop).toBeDefined();
    expect(tall.picture.w).toBeGreaterThan(BOX.body.h * (500 / 900));
    expect(tall.picture.y + tall.picture.h).toBeLessThanOrEqual(tall.source.y);
    expect(tall.source.y + tall.source.h).toBeLessThanOrEqual(BOX.body.y + BOX.body.h + 1e-6);
    const wide = wholeTableLayout({ image: image(1600, 600), caption: "Regression" });
    expect(wide.crop).toBeUndefined();
    expect(wide.picture.w).toBeGreaterThan(BOX.body.w * 0.6);
  });
});

describe("long decimals", () => {
  it("shows a decimal of five or more digits rounded to four, in the cell's own decimal mark", () => {
    expect(cell("0.10463976396978")).toBe("0.1046");
    expect(cell("12,345678")).toBe("12,3457");
    expect(cell("0.1046")).toBe("0.1046");
    expect(cell("1.234.567")).toBe("1.234.567");
    expect(cell("-3.06612 (0.01045)")).toBe("-3.0661 (0.0105)");
    // A small value keeps its digits: rounded, "p = 0.000012" would read as zero.
    expect(cell("0.000012")).toBe("0.000012");
  });

  it("counts the rounded value as the thesis's own number, and no other", () => {
    const index = new NumberIndex(["Der Widerstandsbeiwert lag bei 0.10463976396978."]);
    expect(index.has("0.1046")).toBe(true);
    expect(index.has("0.1047")).toBe(false);
  });
});
