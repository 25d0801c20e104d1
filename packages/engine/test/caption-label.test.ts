import { describe, expect, it } from "vitest";
import {
  captionBody,
  isTableCaption,
  labelReferences,
  readCaptionLabel,
  refersTo,
} from "../src/text/caption-label.ts";

describe("readCaptionLabel", () => {
  it("reads figure and table labels in German and English, Grafik and Diagramm included", () => {
    const read = (t: string) => {
      const l = readCaptionLabel(t);
      return l && [l.kind, l.number, l.separator, l.rest];
    };
    expect(read("Abbildung 3: Ablauf der Messung")).toEqual(["figure", "3", true, "Ablauf der Messung"]);
    expect(read("Abb. 2.1 – Aufbau")).toEqual(["figure", "2.1", true, "Aufbau"]);
    expect(read("Grafik 4: Umsatz")).toEqual(["figure", "4", true, "Umsatz"]);
    expect(read("Diagramm 2. Verteilung")).toEqual(["figure", "2", true, "Verteilung"]);
    expect(read("Figure C3. Residuals")).toEqual(["figure", "C3", true, "Residuals"]);
    expect(read("Tab. 3–1 Stichprobe")).toEqual(["table", "3-1", false, "Stichprobe"]);
    expect(read("Table 3a: Items")).toEqual(["table", "3a", true, "Items"]);
  });

  it("reads appendix numbers with and without a dot, and no letter without digits", () => {
    expect(readCaptionLabel("Tabelle A.1: Fragebogen")?.number).toBe("A.1");
    expect(readCaptionLabel("Abbildung B2: Code")?.number).toBe("B2");
    expect(readCaptionLabel("Abbildung A zeigt")).toBeNull();
  });

  it("takes an unnumbered label only with a separator, and no plural as a caption", () => {
    expect(readCaptionLabel("Grafik: Ablauf")).toMatchObject({
      kind: "figure",
      number: null,
      rest: "Ablauf",
    });
    expect(readCaptionLabel("Diagramme zeigen den Verlauf")).toBeNull();
    expect(readCaptionLabel("Abbildungen 3 und 4 zeigen")).toBeNull();
    expect(readCaptionLabel("Die Abbildung 3 zeigt")).toBeNull();
    expect(readCaptionLabel("Tabellarische Übersicht")).toBeNull();
  });
});

describe("captionBody and isTableCaption", () => {
  it("drop the label, keep a caption without one", () => {
    expect(captionBody("Abbildung 3: Ablauf der Messung")).toBe("Ablauf der Messung");
    expect(captionBody("Tab. A.2 – Stichprobe nach Alter")).toBe("Stichprobe nach Alter");
    expect(captionBody("Grafik: Umsatz 2020")).toBe("Umsatz 2020");
    expect(captionBody("Ablauf der Messung")).toBe("Ablauf der Messung");
    // A numbered citation at its start or end is no part of what the caption names.
    expect(captionBody("Figure 1.1: [5, p.13] Experimental and numerical streamlines")).toBe(
      "Experimental and numerical streamlines",
    );
    expect(captionBody("Abbildung 2: Versuchsaufbau [8]")).toBe("Versuchsaufbau");
    expect(captionBody("Tabelle 3: Abmessungen [in mm]")).toBe("Abmessungen [in mm]");
    expect(isTableCaption("Tabelle 2: Kennzahlen")).toBe(true);
    expect(isTableCaption("Abbildung 2: Kennzahlen")).toBe(false);
  });
});

describe("labelReferences", () => {
  it("finds references in running text, appendix and Grafik included", () => {
    expect(labelReferences("Wie Abbildung 3 und Tab. A.1 zeigen (vgl. Grafik 2)")).toEqual([
      { kind: "figure", number: "3" },
      { kind: "table", number: "A.1" },
      { kind: "figure", number: "2" },
    ]);
    expect(labelReferences("see Tables 4 and the Figure 12.")).toEqual([
      { kind: "table", number: "4" },
      { kind: "figure", number: "12" },
    ]);
    expect(refersTo("Die Ergebnisse in Tabelle 4 zeigen", "table", "4")).toBe(true);
    expect(refersTo("Die Ergebnisse in Tabelle 41 zeigen", "table", "4")).toBe(false);
    expect(refersTo("Abbildung 4 zeigt", "table", "4")).toBe(false);
    // A panel letter belongs to the figure it points into.
    expect(labelReferences("(Abbildung 4.3B). Der Wildtyp")).toEqual([{ kind: "figure", number: "4.3" }]);
    expect(refersTo("In Abbildung 6c ist zu sehen", "figure", "6")).toBe(true);
  });
});
