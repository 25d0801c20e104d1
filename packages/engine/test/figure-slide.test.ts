/**
 * A thesis figure on its slide, step by step: caption and source line, the sentence in the notes, the
 * picture's place beside or under the bullets, and the picture in the image template.
 */
import { describe, expect, it } from "vitest";
import { NO_PAGE_LABELS } from "../src/document.ts";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { captionFit, figureLayout } from "../src/render/figure-layout.ts";
import { fitPicture, pictureType } from "../src/render/picture.ts";
import { BOX } from "../src/render/theme.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { placeOf } from "../src/understand/place.ts";
import type { ThesisFigure, Understanding } from "../src/understand/schema.ts";
import { svgToPng } from "../src/visuals/raster.ts";
import { Scene } from "../src/visuals/scene.ts";
import { embedPictures, pictureArtifacts } from "../src/visuals/svg.ts";
import {
  backupTitle,
  captionBody,
  namesOnlyItsSource,
  sourceLine,
  spokenCaption,
} from "../src/write/figure-caption.ts";
import { figureSentence, notesWithFigure } from "../src/write/figure-notes.ts";
import { createTables } from "../src/write/tables.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/** A 2 × 1 pixel PNG (red, blue). */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

const IMAGE = { artifact: "figures/abb-3.png", contentType: "image/png" as const, width: 800, height: 400 };

const fig = (extra: Partial<ThesisFigure> = {}): ThesisFigure => ({
  id: "abb-3",
  kind: "figure",
  number: "3",
  caption: "Abbildung 3: Ablauf der Messung (eigene Darstellung)",
  page: 12,
  chapter: 1,
  sectionId: null,
  refs: [],
  image: IMAGE,
  tableIndex: null,
  ...extra,
});

/** A thesis whose pages print their index, and one without pages (DOCX) whose chapter 2 has section 2.3. */
const PRINTED = { chapters: [], pageLabels: indexLabels(40) };
const WORD = {
  pageLabels: NO_PAGE_LABELS,
  chapters: [
    { number: "1", sections: [] },
    { number: "2", sections: [{ headingId: "h7", number: "2.3" }] },
  ] as unknown as Understanding["chapters"],
};

describe("caption and source line", () => {
  it("names the object by its short label and page, marks trimmed tables as excerpt", () => {
    const line = (f: ThesisFigure, language: "de" | "en", excerpt = false) =>
      sourceLine(f, placeOf(PRINTED, [f], language), language, excerpt);
    expect(line(fig(), "de")).toBe("Quelle: Abb. 3, S. 12");
    expect(line(fig({ kind: "table", number: "2", page: 9 }), "de", true)).toBe(
      "Quelle: Tab. 2, S. 9 (Auszug)",
    );
    expect(line(fig(), "en")).toBe("Source: Fig. 3, p. 12");
    expect(line(fig({ kind: "table", number: "2", page: 9 }), "en", true)).toBe(
      "Source: Table 2, p. 9 (excerpt)",
    );
    // Unnumbered: the caption's start instead of the number.
    expect(line(fig({ number: null, caption: "Ablauf der Messung im Labor" }), "de")).toBe(
      "Quelle: Ablauf der Messung im Labor, S. 12",
    );
  });

  it("names the page as printed, and the section where the file has no pages", () => {
    const roman = {
      chapters: [],
      pageLabels: { source: "pdf" as const, labels: ["i", "ii", "iii", "1", "2"] },
    };
    expect(sourceLine(fig({ page: 2 }), placeOf(roman, [fig({ page: 2 })], "de"), "de")).toBe(
      "Quelle: Abb. 3, S. ii",
    );
    expect(sourceLine(fig({ page: 5 }), placeOf(roman, [fig({ page: 5 })], "de"), "de")).toBe(
      "Quelle: Abb. 3, S. 2",
    );
    // DOCX: the page is an estimate and never printed; the figure's section is.
    const inSection = fig({ page: 12, chapter: 1, sectionId: "h7" });
    expect(sourceLine(inSection, placeOf(WORD, [inSection], "de"), "de")).toBe("Quelle: Abb. 3, Kap. 2.3");
    const inChapter = fig({ page: 12, chapter: 0, sectionId: null });
    expect(sourceLine(inChapter, placeOf(WORD, [inChapter], "en"), "en")).toBe("Source: Fig. 3, Sect. 1");
  });

  it("drops the printed label; spoken, also the remark on its source and everything after the first clause", () => {
    expect(captionBody("ABBILDUNG 1: CRISP DM CYCLE (OTARIS, 2022)")).toBe("CRISP DM CYCLE (OTARIS, 2022)");
    expect(captionBody("Tab. 2.1 Stichprobe nach Alter")).toBe("Stichprobe nach Alter");
    expect(spokenCaption("ABBILDUNG 1: CRISP DM CYCLE (OTARIS, 2022)")).toBe("CRISP DM CYCLE");
    expect(
      spokenCaption(
        "Tabelle 9: Modell mit Termen (A) und (B); Das Modell wurde in R (Krivitsky 2003) erstellt.",
      ),
    ).toBe("Modell mit Termen (A) und (B)");
    // A bracket that belongs to the content stays.
    expect(spokenCaption("Tabelle 4: Regression (n = 120)")).toBe("Regression (n = 120)");
    expect(spokenCaption("Abb. 5: Architektur von Neo4j (aus https://neo4j.com)")).toBe(
      "Architektur von Neo4j",
    );
  });

  it("says nothing of a caption that only names its source (a title or a notes sentence would read the address)", () => {
    for (const source of [
      "ABBILDUNG 2.1: aus https://dzone.com/articles/graph-databases- for-beginners-native(26.08.19)",
      "Abb. 3: Quelle: eigene Darstellung",
      "Figure 2: Source: own illustration",
    ]) {
      expect(namesOnlyItsSource(source)).toBe(true);
      expect(spokenCaption(source)).toBe("");
    }
    expect(namesOnlyItsSource("Abbildung 4: Ablauf der Messung (eigene Darstellung)")).toBe(false);
    const sourceOnly = fig({
      number: "2.1",
      caption: "Abbildung 2.1: aus https://dzone.com/articles/x (26.08.19)",
    });
    expect(figureSentence(sourceOnly, "de")).toBe("Hier sehen Sie Abbildung 2.1.");
    expect(backupTitle(sourceOnly, "de")).toBe("Backup: Abb. 2.1");
  });
});

describe("createTables", () => {
  const planned = (n: number, tableIndex: number | null, figureId: string | null): PlannedSlide => ({
    n,
    kind: "results",
    titleHint: "Ergebnisse",
    chapters: [1],
    range: { from: 0, to: 3 },
    focus: [],
    seconds: 60,
    visual: null,
    tableIndex,
    figureId,
  });
  const planOf = (slides: PlannedSlide[]): SlidePlan => ({
    language: "de",
    minutes: 10,
    workType: "bachelor",
    researchType: "empirical",
    methodology: "",
    range: { min: 5, max: 12 },
    slides,
    warnings: [],
  });

  it("trims a long table and says so; a short one is whole; a figure becomes its picture with alt text", () => {
    const doc = smallThesis();
    const row = (i: number) => [`Gruppe ${i}`, `${i}`, `${i * 2}`];
    doc.tables = [
      {
        cells: [["Gruppe", "n", "m"], ...Array.from({ length: 12 }, (_, i) => row(i + 1))],
        caption: "Tabelle 2: Lang",
        number: "2",
        page: 9,
        sectionId: null,
        image: null,
      },
      {
        cells: [["Gruppe", "n", "m"], row(1), row(2)],
        caption: "Tabelle 3: Kurz",
        number: "3",
        page: 10,
        sectionId: null,
        image: null,
      },
      // The extraction lost every value: a header over empty cells is no table to show.
      {
        cells: [
          ["Parameter", "Einheit", "Wert"],
          ["vmax", "", ""],
          ["Km", "", ""],
        ],
        caption: "Tabelle 4: Parameter",
        number: "4",
        page: 11,
        sectionId: null,
        image: null,
      },
      // Set as formulas: sub- and superscripts came out as rows of their own; its picture reads better.
      {
        cells: [
          ["Parameter", "Einheit", "Wert", "Standardabw."],
          ["app", "−1", "", ""],
          ["v max , 1", "U mg", "0,08", "0,0071"],
          ["app", "", "", ""],
          ["K m, PD , 1", "mM", "96,91", "20,24"],
          ["∗", "", "", ""],
          ["Reaktionsrate r 2", "", "", ""],
          ["K m, Lactol , 2", "mM", "125,63", "6,44"],
        ],
        caption: "Tabelle 5: Kinetische Parameter",
        number: "5",
        page: 12,
        sectionId: null,
        image: null,
      },
    ];
    const thesis = { figures: [fig()], ...PRINTED };
    const stage = createTables(
      doc,
      planOf([
        planned(3, 0, "tab-2"),
        planned(4, 1, "tab-3"),
        planned(5, null, "abb-3"),
        planned(6, 2, "tab-4"),
        planned(7, 3, "tab-5"),
      ]),
      thesis,
    );
    expect(stage.tables.map((t) => [t.n, t.source, t.caption])).toEqual([
      [3, "Quelle: Tab. 2, S. 9 (Auszug)", "Lang"],
      [4, "Quelle: Tab. 3, S. 10", "Kurz"],
    ]);
    expect(stage.figures).toEqual([
      {
        n: 5,
        figureId: "abb-3",
        image: IMAGE,
        caption: "Ablauf der Messung (eigene Darstellung)",
        altText: "Abbildung 3: Ablauf der Messung (eigene Darstellung)",
        source: "Quelle: Abb. 3, S. 12",
        excerptSource: "Quelle: Abb. 3, S. 12 (Auszug)",
        whole: false,
      },
    ]);
  });

  it("leaves out a column of sentences beside the values rather than cutting them; a label loses its parenthesis", () => {
    const doc = smallThesis();
    const explained = (i: number) => `Interaktion zwischen dem Mittelwert der Renditen und Merkmal ${i}`;
    const described = (i: number) =>
      `Beschreibung der Lösung Nummer ${i}, angesetzt mit destilliertem Wasser`;
    doc.tables = [
      {
        cells: [
          ["Merkmal", "Koeffizient", "Bedeutung"],
          ...[1, 2, 3].map((i) => [`interaktion_${i}`, `-${i * 20},61`, explained(i)]),
          ["Vorhersage der Gruppe (klinisch vs. nicht klinisch)", "0,82", "Klassifikation"],
        ],
        caption: "Tabelle 2: Koeffizienten",
        number: "2",
        page: 9,
        sectionId: null,
        image: null,
      },
      // No values beside the sentences: they are what the table says, so they stay (cut as a last resort).
      {
        cells: [
          ["Lösung", "Zusammensetzung", "Quelle"],
          ...[1, 2].map((i) => [`Puffer ${i}`, described(i), "[50]"]),
        ],
        caption: "Tabelle 3: Lösungen",
        number: "3",
        page: 10,
        sectionId: null,
        image: null,
      },
    ];
    const stage = createTables(doc, planOf([planned(3, 0, null), planned(4, 1, null)]), {
      figures: [],
      ...PRINTED,
    });
    const [coefficients, solutions] = stage.tables;
    expect(coefficients?.header).toEqual(["Merkmal", "Koeffizient"]);
    expect(coefficients?.rows.at(-1)).toEqual(["Vorhersage der Gruppe", "0,82"]);
    expect(coefficients?.source).toBe("Quelle: Tab. 2, S. 9 (Auszug)");
    expect(coefficients?.rows.flat().some((c) => c.includes("…"))).toBe(false);
    expect(solutions?.header).toEqual(["Lösung", "Zusammensetzung", "Quelle"]);
  });
});

describe("notes", () => {
  it("talk the figure through right after the opening sentence", () => {
    const thesis = { language: "de" as const, figures: [fig()] };
    expect(notesWithFigure("Nun zur Methode. Wir haben gemessen.", { figureId: "abb-3" }, thesis)).toBe(
      "Nun zur Methode. Hier sehen Sie Abbildung 3, Ablauf der Messung. Wir haben gemessen.",
    );
    expect(notesWithFigure("Nun zur Methode.", { figureId: null }, thesis)).toBe("Nun zur Methode.");
    expect(figureSentence(fig({ kind: "table", number: "2", caption: "Table 2: Sample by age" }), "en")).toBe(
      "Here you see Table 2, Sample by age.",
    );
    expect(figureSentence(fig({ number: null, caption: "Ablauf" }), "de")).toBe(
      "Hier sehen Sie die Abbildung „Ablauf“.",
    );
  });
});

describe("figureLayout", () => {
  const inside = (b: { x: number; y: number; w: number; h: number }, box = BOX.body) =>
    b.x >= box.x - 1e-6 &&
    b.y >= box.y - 1e-6 &&
    b.x + b.w <= box.x + box.w + 1e-6 &&
    b.y + b.h <= box.y + box.h + 1e-6;

  it("keeps the aspect ratio and keeps picture, caption and source line inside the body", () => {
    const bullets = ["Erster Punkt der Folie", "Zweiter Punkt", "Dritter Punkt", "Vierter Punkt"];
    for (const [width, height] of [
      [800, 400],
      [400, 1200],
      [1600, 200],
    ] as const) {
      for (const points of [[], bullets.slice(0, 1), bullets]) {
        const layout = figureLayout(points, { image: { ...IMAGE, width, height }, caption: "Ablauf" });
        expect(layout.picture.w / layout.picture.h).toBeCloseTo(width / height, 5);
        for (const b of [layout.picture, layout.source, layout.caption?.box].filter((x) => x !== undefined))
          expect(inside(b), JSON.stringify({ width, height, points: points.length, b })).toBe(true);
      }
    }
  });

  it("puts a picture beside four bullets, and a wide one across the slide under one or two", () => {
    const image = { ...IMAGE, width: 800, height: 600 };
    const four = ["Eins ist hier", "Zwei ist dort", "Drei bleibt", "Vier geht"];
    expect(figureLayout(four, { image, caption: "" }).bullets).toEqual(BOX.bodyLeft);
    const wide = figureLayout(["Ein Punkt"], { image: { ...image, width: 1600, height: 400 }, caption: "" });
    expect(wide.picture.w).toBeGreaterThan(BOX.side.w);
    expect(wide.bullets?.y).toBe(BOX.body.y);
    expect((wide.bullets?.y ?? 0) + (wide.bullets?.h ?? 0)).toBeLessThanOrEqual(wide.picture.y);
    expect(figureLayout([], { image, caption: "" }).bullets).toBeNull();
  });

  it("cuts a long caption to its first clause before shortening it", () => {
    const long = `Modell mit Termen (A); ${"Das Modell wurde in R mit vielen Paketen geschätzt und ausgewertet. ".repeat(4)}`;
    expect(captionFit(long, 5)?.text).toBe("Modell mit Termen (A)");
    expect(captionFit("", 5)).toBeNull();
    // A caption of several sentences is named by its first one, even where all of it would fit.
    expect(
      captionFit("Abbildung A.1: Kalibriergeraden für NADH. Dargestellt sind Mittelwerte aus Duplikaten.", 12)
        ?.text,
    ).toBe("Kalibriergeraden für NADH.");
  });

  it("fits a picture into a box without distorting it", () => {
    expect(fitPicture({ width: 200, height: 100 }, { x: 0, y: 0, w: 4, h: 4 })).toEqual({
      x: 0,
      y: 0,
      w: 4,
      h: 2,
    });
    expect(fitPicture({ width: 100, height: 200 }, { x: 0, y: 0, w: 4, h: 4 })).toEqual({
      x: 1,
      y: 0,
      w: 2,
      h: 4,
    });
  });
});

describe("thesis pictures in image templates", () => {
  it("embeds the picture's bytes; without them the picture is left out", async () => {
    const svg = new Scene().picture({ x: 0, y: 0, w: 1600, h: 900 }, "figures/abb-3.png").toSvg(false, "x");
    expect(pictureArtifacts(svg)).toEqual(["figures/abb-3.png"]);
    const embedded = embedPictures(svg, new Map([["figures/abb-3.png", PNG]]));
    expect(embedded).toContain('href="data:image/png;base64,');
    // resvg draws it: the rendering differs from the one without the picture.
    const png = await svgToPng(embedded, 160);
    expect(pictureType(png)).toBe("image/png");
    expect(Buffer.from(png).equals(Buffer.from(await svgToPng(embedPictures(svg, new Map()), 160)))).toBe(
      false,
    );
    expect(embedPictures(svg, new Map())).not.toContain("<image");
    expect(embedPictures(svg, new Map([["figures/abb-3.png", new Uint8Array(16)]]))).not.toContain("<image");
  });
});
