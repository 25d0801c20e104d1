/** A PDF paragraph broken by a page end, a caption between its parts, or a hyphenated word is one paragraph. */
import { describe, expect, it } from "vitest";
import type { Block } from "../src/ingest/blocks.ts";
import { mergeAcrossPages } from "../src/ingest/extract-pdf.ts";

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
