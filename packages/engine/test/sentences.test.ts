import { describe, expect, it } from "vitest";
import { splitSentences } from "../src/text/sentences.ts";

describe("splitSentences", () => {
  it("keeps a company's legal form inside its sentence", () => {
    expect(
      splitSentences("Die Chemikalien wurden von der Roth GmbH & Co. KG bezogen. Sie waren rein."),
    ).toEqual(["Die Chemikalien wurden von der Roth GmbH & Co. KG bezogen.", "Sie waren rein."]);
  });

  it("keeps references with a short abbreviation before a number inside their sentence", () => {
    expect(splitSentences("Die Perikope ist abgegrenzt durch den Einsatz in V. 13. Jesus spricht.")).toEqual([
      "Die Perikope ist abgegrenzt durch den Einsatz in V. 13.",
      "Jesus spricht.",
    ]);
    expect(splitSentences("Das regelt Art. 5 GG. Vv. 1–12 bilden eine Einheit.")).toEqual([
      "Das regelt Art. 5 GG.",
      "Vv. 1–12 bilden eine Einheit.",
    ]);
  });
  it("keeps era abbreviations inside their sentence", () => {
    expect(splitSentences("Die Endredaktion fand nach 70 n. Chr. statt. Sie ist umstritten.")).toEqual([
      "Die Endredaktion fand nach 70 n. Chr. statt.",
      "Sie ist umstritten.",
    ]);
  });
  it("keeps an ordinal before the noun it counts inside its sentence", () => {
    expect(
      splitSentences(
        "Die Gattung entstand in den Zeitungen des ausgehenden 18. Jahrhunderts. Sie wuchs schnell.",
      ),
    ).toEqual([
      "Die Gattung entstand in den Zeitungen des ausgehenden 18. Jahrhunderts.",
      "Sie wuchs schnell.",
    ]);
    expect(splitSentences("Am 5. Mai begann die Studie.")).toHaveLength(1);
    expect(splitSentences("Die Zahl lag bei 12. Das ist viel.")).toHaveLength(2);
  });
  it("still ends a sentence before a number when the word is no abbreviation", () => {
    expect(splitSentences("Der Umsatz stieg deutlich. 2011 sank er wieder.")).toEqual([
      "Der Umsatz stieg deutlich.",
      "2011 sank er wieder.",
    ]);
    expect(splitSentences("Die Werte liegen bei 3,5. Das ist viel.")).toHaveLength(2);
  });
});
