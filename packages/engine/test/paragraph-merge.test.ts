/** A PDF paragraph broken by a page end, a caption between its parts, or a hyphenated word is one paragraph. */
import { describe, expect, it } from "vitest";
import type { Block } from "../src/ingest/blocks.ts";
import type { Line } from "../src/ingest/pdf/page-lines.ts";
import { blocksOf, mergeAcrossPages } from "../src/ingest/pdf/paragraphs.ts";

const para = (text: string, page: number): Block => ({ kind: "paragraph", text, page });

describe("mergeAcrossPages", () => {
  it("joins a word hyphenated across a page and a table caption set between the parts", () => {
    const blocks = mergeAcrossPages([
      para("This data was the basis for the calculation of diverse dimen-", 34),
      para("Table 3.1: Variation of the drag coefficient", 35),
      para("sionless numbers, which were of major importance.", 35),
    ]);
    expect(blocks.map((b) => (b.kind === "paragraph" ? b.text : ""))).toEqual([
      "This data was the basis for the calculation of diverse dimensionless numbers, which were of major importance.",
      "Table 3.1: Variation of the drag coefficient",
    ]);
  });

  it("continues a sentence cut at the page foot whose next page opens with a noun, past the running head", () => {
    const blocks = mergeAcrossPages([
      para(
        "Da jedoch NAD+ als Cofaktor verwendet werden soll, fiel die Wahl auf G37D. Diese zeigte eine signifikant höhere",
        41,
      ),
      para("4 Ergebnisse", 42),
      para("Aktivität und stellt damit die geeignetere Variante dar.", 42),
    ]);
    const texts = blocks.map((b) => (b.kind === "paragraph" ? b.text : ""));
    expect(texts[0]).toMatch(/signifikant höhere Aktivität und stellt damit/u);
    expect(texts).toContain("4 Ergebnisse");
    // A short label at the page foot is no sentence to continue.
    const label = mergeAcrossPages([
      para("Strukturformel von PCL", 5),
      para("Die Synthese beginnt mit Valerolacton.", 6),
    ]);
    expect(label).toHaveLength(2);
    // Nor is a formula's legend.
    const formula = mergeAcrossPages([
      para(
        "Die Bilanzen lauten für alle Spezies des Systems wie folgt: dcPD dt = −r1 − r2 + r3 − r4 (4.23) dcAceton dt",
        5,
      ),
      para("Die Parameter wurden mit Python geschätzt.", 6),
    ]);
    expect(formula).toHaveLength(2);
  });

  it("continues a sentence cut on a word no sentence ends with, a broken compound, or a noun before a comma", () => {
    const texts = (blocks: Block[]) =>
      mergeAcrossPages(blocks).map((b) => (b.kind === "paragraph" ? b.text : ""));
    const lead = "Für die Auswertung der Messreihen wurden die Daten aller Versuche gesammelt und";
    // On a preposition, before a year; past a section's running head with its page number.
    expect(
      texts([
        para(`${lead} über den Zeitraum von`, 7),
        para("3.2. Ablauf der Messungen 12", 8),
        para("2019 bis 2021 ausgewertet.", 8),
      ])[0],
    ).toBe(`${lead} über den Zeitraum von 2019 bis 2021 ausgewertet.`);
    // On an article, before an abbreviation.
    expect(texts([para(`${lead} für die Bearbeitung eines`, 7), para("HTTP-Requests gemessen.", 8)])[0]).toBe(
      `${lead} für die Bearbeitung eines HTTP-Requests gemessen.`,
    );
    // A compound broken at the hyphen goes on with its capitalised part, the hyphen kept.
    expect(texts([para(`${lead} mit der Wahl der Hosting-`, 7), para("Umgebung verglichen.", 8)])[0]).toBe(
      `${lead} mit der Wahl der Hosting-Umgebung verglichen.`,
    );
    // A noun before a comma on the next page.
    expect(
      texts([para(`${lead} eine genauere`, 7), para("Untersuchung, etwa mit HPLC, könnte helfen.", 8)])[0],
    ).toBe(`${lead} eine genauere Untersuchung, etwa mit HPLC, könnte helfen.`);
    // Not a chart's scale, a new sentence or a caption after a conjunction.
    expect(texts([para(`${lead} stieg über`, 7), para("0 500 1000 1500 cPD", 8)])).toHaveLength(2);
    expect(
      texts([para(`${lead} während G37D und`, 7), para("Die Abbildung zeigt die Parameter.", 8)]),
    ).toHaveLength(2);
    expect(texts([para(`${lead} mit der`, 7), para("Abbildung 4.2: Verlauf der Aktivität", 8)])).toHaveLength(
      2,
    );
  });

  it("keeps a finished paragraph and a new one apart, and never merges across a heading", () => {
    const blocks = mergeAcrossPages([
      para("Der Versuch ist damit abgeschlossen.", 3),
      para("ein neuer Absatz beginnt klein.", 4),
      { kind: "heading", text: "2 Methode", level: 1, page: 4 },
      para("weiter im Text", 4),
    ]);
    expect(blocks).toHaveLength(4);
  });
});

describe("blocksOf: a caption ends where the next paragraph begins", () => {
  const line = (text: string, y: number, x = 70, xEnd = 525): Line => ({
    page: 3,
    x,
    xEnd,
    y,
    size: 12,
    text,
  });
  const body = (y: number) =>
    line("Der Text des Absatzes läuft hier über die ganze Breite der Seite weiter,", y);
  const texts = (lines: Line[]) =>
    blocksOf([{ page: 3, height: 842, width: 595, lines }], 12, new Map(), []).map((b) =>
      b.kind === "paragraph" ? b.text : "",
    );

  it("ends a short caption without a full stop before a full-width line", () => {
    const lines = [body(700), body(686), body(672), line("Abbildung 13: C# BasketAddedItem", 640, 70, 260)];
    lines.push(
      line("Um die Bearbeitungsdauer zu erfassen, wird der Zeitstempel der Nachricht gesendet.", 626),
    );
    expect(texts(lines).slice(-2)).toEqual([
      "Abbildung 13: C# BasketAddedItem",
      "Um die Bearbeitungsdauer zu erfassen, wird der Zeitstempel der Nachricht gesendet.",
    ]);
  });

  it("keeps a caption that wraps onto a line no wider, after a hyphen or in lower case", () => {
    const lines = [body(700), body(686), body(672)];
    lines.push(line("Abbildung 8: Einfluss der Variable auf den Marktwert, Betrachtung von", 640, 90, 460));
    lines.push(line("Spielern einer Nationalität. Eigene Darstellung.", 626, 150, 400));
    expect(texts(lines).at(-1)).toBe(
      "Abbildung 8: Einfluss der Variable auf den Marktwert, Betrachtung von Spielern einer Nationalität. Eigene Darstellung.",
    );
  });

  it("ends a list item without a full stop at its short last line when a sentence of its own follows", () => {
    const lines = [body(700), line("erschließen sich mir zwei Theorien:", 686, 70, 260)];
    lines.push(line("1. Die Lagerung des Essigs hat dessen Wirkung beeinflusst", 672, 70, 390));
    lines.push(line("2. Die verschließbaren Gläser wurden nicht gründlich genug gereinigt", 658, 70, 430));
    lines.push(line("Die erste Theorie erklärt zwar nicht den Unterschied des Wachstums zum normalen", 644));
    lines.push(line("Medium, kann aber dennoch einen relevanten Einfluss gehabt haben.", 630, 70, 420));
    expect(texts(lines).slice(-3)).toEqual([
      "1. Die Lagerung des Essigs hat dessen Wirkung beeinflusst",
      "2. Die verschließbaren Gläser wurden nicht gründlich genug gereinigt",
      "Die erste Theorie erklärt zwar nicht den Unterschied des Wachstums zum normalen Medium, kann aber dennoch einen relevanten Einfluss gehabt haben.",
    ]);
    // A ragged item line that stopped because its next word did not fit goes on.
    const ragged = [
      body(700),
      line("1. automatisierte Zimmerfreigabe: Durch die Integration des Modells in das", 686, 70, 470),
    ];
    ragged.push(line("Hotelbuchungssystem können Betreiber Zimmer automatisch freigeben.", 672));
    expect(texts(ragged).at(-1)).toBe(
      "1. automatisierte Zimmerfreigabe: Durch die Integration des Modells in das Hotelbuchungssystem können Betreiber Zimmer automatisch freigeben.",
    );
    // An item's own next line, indented under its text, goes on even when it opens with a noun.
    const indented = [body(700), line("2. Dieser Service könnte als eine Form der proaktiven", 686, 70, 400)];
    indented.push(line("Kundenbindung dienen.", 672, 88, 200));
    expect(texts(indented).at(-1)).toBe(
      "2. Dieser Service könnte als eine Form der proaktiven Kundenbindung dienen.",
    );
    // An item that wraps onto a second line keeps it: its first line runs to the right edge.
    const wrapped = [
      body(700),
      line("1. Die Lagerung des Essigs in einem offenen Gefäß hat dessen Wirkung über die", 686),
    ];
    wrapped.push(line("Zeit beeinflusst", 672, 70, 180));
    expect(texts(wrapped).at(-1)).toBe(
      "1. Die Lagerung des Essigs in einem offenen Gefäß hat dessen Wirkung über die Zeit beeinflusst",
    );
  });
});

describe("mergeAcrossPages with a measured value on the next page", () => {
  it("goes on past the page foot when the next page opens with a value and its error ('2,42 ± 0,14 U')", () => {
    const blocks = mergeAcrossPages([
      para(
        "Es wird deutlich, dass r1 der geschwindigkeitsbestimmende Schritt ist. Zwischen r1, mit einem vmax von 0,075 ± 0,007 U mg−1, und r3, mit",
        44,
      ),
      para("4 Ergebnisse", 45),
      para("2,42 ± 0,14 U mg−1, lag ein Unterschied von Faktor 30.", 45),
    ]);
    expect(blocks.map((b) => (b.kind === "paragraph" ? b.text : ""))[0]).toMatch(
      /und r3, mit 2,42 ± 0,14 U mg−1, lag ein Unterschied von Faktor 30\.$/u,
    );
    // A chart's scale after a page foot on "mit" stays apart.
    const scale = mergeAcrossPages([
      para("Die Werte der Messreihe wurden über den gesamten Zeitraum verglichen, und zwar mit", 10),
      para("0 500 1000 1500 2000", 11),
    ]);
    expect(scale).toHaveLength(2);
  });
});
