import { describe, expect, it } from "vitest";
import { joinLines, normalizeText } from "../src/ingest/normalize.ts";

describe("normalizeText", () => {
  it("joins a LaTeX spacing diaeresis to letters that cannot stand alone, not to a word before it", () => {
    expect(normalizeText("Fr \u00a8ohlich: Large Eddy Simulation turbulenter Str \u00a8omungen")).toBe(
      "Fröhlich: Large Eddy Simulation turbulenter Strömungen",
    );
    expect(normalizeText("wir \u00a8uber die Br\u00a8ucke, \u00a8Ubersicht")).toBe(
      "wir über die Brücke, Übersicht",
    );
  });

  it("reads T1 font codes without a Unicode map as ligatures, dashes, quotes and ß", () => {
    expect(normalizeText("Ein\u001duss der Maÿnahmen auf E\u001bekte")).toBe(
      "Einfluss der Maßnahmen auf Effekte",
    );
    expect(normalizeText("hochquali\u001cziert, E\u001ezienz, 2005\u00152022")).toBe(
      "hochqualifiziert, Effizienz, 2005–2022",
    );
    expect(normalizeText("\u0012Zitat\u0010 und \u0013so\u0014")).toBe("„Zitat“ und «so»");
  });
  it("removes the other control characters and leaves a ÿ that follows no lower-case letter", () => {
    expect(normalizeText("a\u0001b\u0007c")).toBe("abc");
    expect(normalizeText("Ÿ und ÿ allein")).toBe("Ÿ und ÿ allein");
  });
  it("reads the Mac keyboard symbols of a macOS-exported LaTeX math font as its Greek letters", () => {
    expect(normalizeText("the heat transfer coefficient \u21b5 increases")).toBe(
      "the heat transfer coefficient α increases",
    );
    expect(
      normalizeText("stresses \u2327xx, viscosity \u232bt, density \u21e2, \u2318cp, 2\u21e1/\uf8ff"),
    ).toBe("stresses τxx, viscosity νt, density ρ, ηcp, 2π/κ");
    // A key chord keeps its symbols.
    expect(normalizeText("Kopieren mit \u2318 + C")).toBe("Kopieren mit \u2318 + C");
  });
});

describe("joinLines", () => {
  it("keeps a hyphen after a number or sign and adds no space ('CO2-' + 'Emissionen', 'NAD+-' + 'abhängige')", () => {
    expect(joinLines(["die CO2-", "Emissionen sinken"])).toBe("die CO2-Emissionen sinken");
    expect(joinLines(["die NAD+-", "abhängige Mutante"])).toBe("die NAD+-abhängige Mutante");
    expect(joinLines(["der F1-", "Score"])).toBe("der F1-Score");
    // An elided word before "und" keeps its space, and a word split by hyphenation is joined.
    expect(joinLines(["1-", "und 2-Zimmer-Wohnungen"])).toBe("1- und 2-Zimmer-Wohnungen");
    expect(joinLines(["die Unter-", "suchung"])).toBe("die Untersuchung");
  });
});
