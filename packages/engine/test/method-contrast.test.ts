/** The method named is the one the thesis uses, not one it sets itself apart from or argues against. */
import { describe, expect, it } from "vitest";
import { recognizeParts } from "../src/understand/parts/recognize.ts";
import { withoutRejectedMethods } from "../src/understand/parts/rejected-methods.ts";
import type { LocatedSentence } from "../src/understand/sentences.ts";

const sentence = (text: string, chapterRole: LocatedSentence["chapterRole"] = "method"): LocatedSentence => ({
  text,
  page: 7,
  chapter: 1,
  sectionId: "h1",
  headingId: "h1",
  path: ["Methodik"],
  chapterRole,
  first: false,
  role: "method",
});

const statisticsOf = (texts: string[]) =>
  recognizeParts(texts.map((t) => sentence(t))).method?.statistics ?? [];

describe("withoutRejectedMethods", () => {
  it("drops the method after a contrast, in German and English", () => {
    for (const [text, gone, kept] of [
      [
        "Statt einer logistischen Regression wurde eine lineare Regression geschätzt.",
        "logistischen",
        "lineare Regression",
      ],
      [
        "Im Gegensatz zur logistischen Regression schätzt die lineare Regression Mittelwerte.",
        "logistischen",
        "lineare Regression",
      ],
      ["Anstelle von Interviews wurde eine Online-Befragung durchgeführt.", "Interviews", "Online-Befragung"],
      [
        "We used OLS regression instead of logistic regression to model the outcome.",
        "logistic",
        "OLS regression",
      ],
      [
        "A linear regression was estimated rather than a logistic regression.",
        "logistic",
        "linear regression",
      ],
    ] as const) {
      const out = withoutRejectedMethods(text);
      expect(out, text).not.toContain(gone);
      expect(out, text).toContain(kept);
    }
  });

  it("drops the part between 'nicht' and 'sondern' / 'not' and 'but', not 'nicht nur … sondern auch'", () => {
    const de = withoutRejectedMethods(
      "Ausgewertet wurde nicht mit einer logistischen Regression, sondern mit einer linearen Regression.",
    );
    expect(de).not.toContain("logistischen");
    expect(de).toContain("linearen Regression");
    expect(
      withoutRejectedMethods("We did not use a logistic regression but a linear regression."),
    ).not.toContain("logistic");
    const both = "Es wurde nicht nur ein t-Test, sondern auch eine Varianzanalyse gerechnet.";
    expect(withoutRejectedMethods(both)).toBe(both);
    // "stattfinden" is no contrast.
    const took = "Die Befragung fand im Mai statt und wurde mit einer linearen Regression ausgewertet.";
    expect(withoutRejectedMethods(took)).toBe(took);
  });

  it("drops a sentence that argues against a method", () => {
    expect(withoutRejectedMethods("Eine logistische Regression ist für diese Daten ungeeignet.")).toBe("");
    expect(withoutRejectedMethods("A logistic regression was not appropriate for count data.")).toBe("");
  });
});

describe("recognizeParts: the method named", () => {
  it("names the linear regression the thesis uses, not the logistic one it argues against (German)", () => {
    const stats = statisticsOf([
      "Statt einer logistischen Regression wurde eine lineare Regression geschätzt.",
      "Eine logistische Regression ist hier ungeeignet, da die abhängige Variable metrisch ist.",
      "Im Gegensatz zu einer logistischen Regression erlaubt die lineare Regression eine direkte Deutung der Koeffizienten.",
      "Die Daten von 120 Befragten wurden mit R ausgewertet.",
    ]);
    expect(stats[0]).toBe("lineare Regression");
    expect(stats).not.toContain("logistische Regression");
  });

  it("names the method used first when several are used (English)", () => {
    const stats = statisticsOf([
      "Rather than a logistic regression, an ANOVA was computed for each group.",
      "The ANOVA showed differences between the groups, and a t-test compared the two largest groups.",
      "Each ANOVA was followed by post-hoc tests.",
    ]);
    expect(stats[0]).toBe("Varianzanalyse (ANOVA)");
    expect(stats).not.toContain("logistische Regression");
    expect(stats).toContain("t-Test");
  });
});
