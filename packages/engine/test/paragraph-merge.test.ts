/** A PDF paragraph broken by a page end, a caption between its parts, or a hyphenated word is one paragraph. */
import { describe, expect, it } from "vitest";
import type { Block } from "../src/ingest/blocks.ts";
import { mergeAcrossPages } from "../src/ingest/pdf/paragraphs.ts";

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
