/**
 * Which slide shows which thesis figure or table, on a small hand-built understanding: references win
 * over pages, one object per slide, at least two per deck when the thesis has enough, nothing from the
 * appendix while the main text has its own, no logos, code only where the talk is about implementation.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_TITLE_PAGE } from "../src/document.ts";
import { assignFigures } from "../src/plan/figure-choice.ts";
import type { FigureSlot } from "../src/plan/figure-rank.ts";
import { nativeTableIndex } from "../src/plan/table-choice.ts";
import { isDecorative, usableFigures } from "../src/plan/usable-figures.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { EMPTY_PARTS, type ThesisFigure, type Understanding } from "../src/understand/schema.ts";

/** Four chapters of ten sentences, chapter c on page c + 2 (sentence ids 10c … 10c + 9); appendix from page 20. */
function thesisWith(
  figures: ThesisFigure[],
  tables: Understanding["tables"] = [],
  texts: Record<number, string> = {},
): Understanding {
  const titles = ["Einleitung", "Methode", "Ergebnisse", "Implementierung des Prototyps"];
  const roles = ["introduction", "method", "results", "other"] as const;
  return {
    language: "de",
    title: "Gärten",
    shortTitle: "Gärten",
    titleFromFilename: false,
    titlePage: EMPTY_TITLE_PAGE,
    pageCount: 24,
    pageLabels: indexLabels(24),
    wordCount: 400,
    chapters: titles.map((title, c) => ({
      headingId: `h${c}`,
      title,
      number: String(c + 1),
      role: roles[c] ?? "other",
      pageStart: c + 2,
      pageEnd: c + 2,
      words: 100,
      sections: [],
    })),
    appendix: [
      { headingId: "ha", title: "Anhang", number: "A", pageStart: 20, words: 50, reason: "lettered" },
    ],
    sentences: Array.from({ length: 40 }, (_, id) => ({
      id,
      text: texts[id] ?? `Satz ${id}.`,
      page: Math.floor(id / 10) + 2,
      chapter: Math.floor(id / 10),
      sectionId: null,
      score: 0.5,
      words: 10,
      role: "background" as const,
      flags: [],
    })),
    parts: EMPTY_PARTS,
    figures,
    tables,
    references: [],
    method: { design: null, sampleSize: null, instruments: [] },
  };
}

function figure(id: string, page: number, chapter: number, extra: Partial<ThesisFigure> = {}): ThesisFigure {
  return {
    id,
    kind: "figure",
    number: id.replace(/^\D+-/, ""),
    caption: `Abbildung ${id}: Ablauf`,
    page,
    chapter,
    sectionId: null,
    refs: [],
    image: { artifact: `figures/${id}.png`, contentType: "image/png", width: 800, height: 500 },
    tableIndex: null,
    ...extra,
  };
}

function slot(kind: FigureSlot["kind"], chapter: number, from: number, to: number): FigureSlot {
  return {
    kind,
    titleHint: kind,
    chapters: [chapter],
    range: { from, to },
    visual: "framework",
    figureId: null,
  };
}

/** Title, one slide per chapter (ids 0–9, 10–19, 20–29, 30–39), closing slide. */
const deck = (): FigureSlot[] => [
  { kind: "title", titleHint: "", chapters: [], range: null, visual: null, figureId: null },
  slot("motivation", 0, 0, 9),
  slot("method", 1, 10, 19),
  slot("results", 2, 20, 29),
  slot("chapter", 3, 30, 39),
  { kind: "thanks", titleHint: "", chapters: [], range: null, visual: null, figureId: null },
];

const ids = (slots: FigureSlot[]) => slots.map((s) => s.figureId);

describe("assignFigures", () => {
  it("puts an object on the slide whose sentences refer to it, before the slide whose pages hold it", () => {
    // Printed on the method chapter's page, but discussed in the results.
    const slots = deck();
    assignFigures(slots, thesisWith([figure("abb-1", 3, 1, { refs: [24] })]));
    expect(ids(slots)).toEqual([null, null, null, "abb-1", null, null]);
    // The slide that shows it loses its generated diagram; the others keep theirs.
    expect(slots[3]?.visual).toBeNull();
    expect(slots[2]?.visual).toBe("framework");
  });

  it("without references, takes the object from the slide's own chapter and pages", () => {
    const slots = deck();
    assignFigures(slots, thesisWith([figure("abb-1", 3, 1), figure("abb-2", 4, 2)]));
    expect(ids(slots)).toEqual([null, null, "abb-1", "abb-2", null, null]);
  });

  it("takes no object from a section of its chapter that the slide does not speak from", () => {
    // The results chapter has two sections; the slide states a finding of the second (ids 25–29). The
    // first section's chart is not its evidence.
    const thesis = thesisWith([figure("abb-1", 4, 2, { sectionId: "s1" })]);
    for (const s of thesis.sentences) if (s.chapter === 2) s.sectionId = s.id < 25 ? "s1" : "s2";
    const slots = [{ ...slot("results", 2, 25, 29), finding: 27 }];
    assignFigures(slots, thesis);
    expect(ids(slots)).toEqual([null]);
    // Spoken from both sections, the slide shows it.
    const both = [{ ...slot("results", 2, 20, 29), finding: 27 }];
    assignFigures(both, thesis);
    expect(ids(both)).toEqual(["abb-1"]);
    // A results slide with no finding of its own still needs its chapter's evidence.
    const bare = [slot("results", 2, 25, 29)];
    assignFigures(bare, thesis);
    expect(ids(bare)).toEqual(["abb-1"]);
  });

  it("among objects on the slide's pages, takes the one whose caption its sentences talk about", () => {
    const figures = [
      figure("abb-1", 4, 2, { caption: "Abbildung 1: Suchbegriffe der Artikel" }),
      figure("abb-2", 4, 2, { caption: "Abbildung 2: Zeitreihe des Sentiments" }),
    ];
    const slots = deck();
    assignFigures(slots, thesisWith(figures, [], { 21: "Die Zeitreihe zeigt, wie das Sentiment sinkt." }));
    expect(slots[3]?.figureId).toBe("abb-2");
  });

  it("shows the object on the slide's own pages before one its text points back to for comparison", () => {
    // The results slide (page 4) refers twice back to a figure of the method chapter (page 2, "genau wie
    // bei … (siehe Abb. 1)") and once to its own figure.
    const figures = [figure("abb-1", 2, 2, { refs: [22, 23] }), figure("abb-2", 4, 2, { refs: [21] })];
    const slots = deck();
    assignFigures(slots, thesisWith(figures));
    expect(slots[3]?.figureId).toBe("abb-2");
  });

  it("shows a picture the thesis prints twice once, where the thesis introduced it", () => {
    // The aim's reaction scheme is printed again in the results with the same caption; a short caption
    // ("Screenshot") under two pictures of the same shape names two pictures.
    const scheme = "Erweiterte Reaktionsgleichung mit Cofaktorregenerierungssystem.";
    const wide = { artifact: "x.png", contentType: "image/png" as const, width: 944, height: 282 };
    const figures = [
      figure("abb-1", 2, 0, { caption: `Abbildung 1: ${scheme}`, image: { ...wide, artifact: "a.png" } }),
      figure("abb-2", 4, 2, { caption: `Abbildung 2: ${scheme}`, image: { ...wide, height: 280 } }),
      figure("abb-3", 4, 2, { caption: "Abbildung 3: Messwerte der Versuchsreihe" }),
    ];
    const slots = deck();
    assignFigures(slots, thesisWith(figures, [], { 21: "Abbildung 2 zeigt die Reaktionsgleichung." }));
    expect(ids(slots)).toEqual([null, "abb-1", null, "abb-3", null, null]);

    const shots = [
      figure("abb-1", 3, 1, { caption: "Abbildung 1: Screenshot" }),
      figure("abb-2", 4, 2, { caption: "Abbildung 2: Screenshot" }),
    ];
    const again = deck();
    assignFigures(again, thesisWith(shots));
    expect(ids(again)).toEqual([null, null, "abb-1", "abb-2", null, null]);
  });

  it("shows at most one object per slide; results slides choose first", () => {
    const slots = deck();
    // Both referenced from the method slide and from the results slide.
    const both = [figure("abb-1", 3, 1, { refs: [12, 22] }), figure("abb-2", 3, 1, { refs: [13, 23, 25] })];
    assignFigures(slots, thesisWith(both));
    expect(slots.filter((s) => s.figureId).length).toBe(2);
    expect(slots[3]?.figureId).toBe("abb-2");
    expect(slots[2]?.figureId).toBe("abb-1");
  });

  it("gets at least two objects into the deck when the thesis has five or more", () => {
    // All five in the introduction's chapter, unreferenced: only the motivation slide matches them, yet
    // the deck still shows two.
    const five = Array.from({ length: 5 }, (_, i) => figure(`abb-${i + 1}`, 2, 0));
    const slots = deck();
    assignFigures(slots, thesisWith(five));
    expect(slots.filter((s) => s.figureId).length).toBeGreaterThanOrEqual(2);
    // With fewer than five, only slides of their own chapter take them.
    const few = deck();
    assignFigures(few, thesisWith(five.slice(0, 3)));
    expect(ids(few)).toEqual([null, "abb-1", null, null, null, null]);
  });

  it("gives every results slide an object of its own chapter, beyond the cap on unreferenced objects", () => {
    // Six results slides of chapter 2, its six objects unreferenced: the cap (half the slides, three)
    // would leave three results slides without evidence.
    const slots: FigureSlot[] = Array.from({ length: 6 }, (_, k) => slot("results", 2, 20 + k, 20 + k));
    const six = Array.from({ length: 6 }, (_, i) => figure(`abb-${i + 1}`, 4, 2));
    assignFigures(slots, thesisWith(six));
    expect(slots.every((s) => s.figureId !== null)).toBe(true);
    // Other slides keep the cap.
    const others: FigureSlot[] = Array.from({ length: 6 }, (_, k) => slot("chapter", 2, 20 + k, 20 + k));
    assignFigures(others, thesisWith(six));
    expect(others.filter((s) => s.figureId !== null).length).toBe(3);
  });

  it("shows on a section about the work's limits only an object its own sentences name", () => {
    const limits = (): FigureSlot[] => [
      { ...slot("results", 2, 20, 24), titleHint: "Ergebnisse der Messung" },
      { ...slot("discussion", 2, 25, 29), titleHint: "Limitierungen und zukünftige Arbeit" },
    ];
    // Two objects on the results chapter's page: the second would go to the limits section by its pages.
    const unnamed = limits();
    assignFigures(unnamed, thesisWith([figure("abb-1", 4, 2), figure("abb-2", 4, 2)]));
    expect(ids(unnamed)).toEqual(["abb-1", null]);
    // Named by a sentence of the limits section, it is shown there.
    const named = limits();
    assignFigures(named, thesisWith([figure("abb-1", 4, 2), figure("abb-2", 4, 2, { refs: [27] })]));
    expect(ids(named)).toEqual(["abb-1", "abb-2"]);
  });

  it("never shows an appendix object while the main text has its own, even when referenced", () => {
    const slots = deck();
    const figures = [
      figure("abb-1", 3, 1),
      figure("abb-2", 5, 3),
      // After the main text (chapter attribution points at the last chapter, as readers often do).
      figure("abb-9", 21, 3, { refs: [22] }),
    ];
    assignFigures(slots, thesisWith(figures));
    expect(ids(slots)).not.toContain("abb-9");
    // A thesis that moved every figure to the appendix still shows those its slides discuss.
    const moved = deck();
    assignFigures(moved, thesisWith([figure("abb-9", 21, 3, { refs: [22] }), figure("abb-8", 22, 3)]));
    expect(ids(moved)).toEqual([null, null, null, "abb-9", null, null]);
  });

  it("shows code listings only on slides about the implementation", () => {
    const code = (id: string, page: number, chapter: number, ref: number) =>
      figure(id, page, chapter, { caption: `Abbildung ${id}: SQL-Abfragen der Auswertung`, refs: [ref] });
    const slots = deck();
    assignFigures(slots, thesisWith([code("abb-1", 4, 2, 22), code("abb-2", 5, 3, 32)]));
    expect(ids(slots)).toEqual([null, null, null, null, "abb-2", null]);
  });

  it("returns the table index of a table shown natively; a table without cells is its picture", () => {
    const tables: Understanding["tables"] = [
      { index: 0, chapter: 2, page: 4, rows: 4, cols: 3, numeric: true, caption: "Tabelle 1: Werte" },
    ];
    const withCells = figure("tab-1", 4, 2, { kind: "table", tableIndex: 0, refs: [21] });
    const pictureOnly = figure("tab-2", 3, 1, { kind: "table", tableIndex: null, refs: [11] });
    const slots = deck();
    const native = assignFigures(slots, thesisWith([withCells, pictureOnly], tables));
    expect(native).toEqual([null, null, null, 0, null, null]);
    expect(ids(slots)).toEqual([null, null, "tab-2", "tab-1", null, null]);
  });
});

describe("usableFigures", () => {
  it("skips logos, rules, front-matter pictures and objects with neither picture nor cells", () => {
    const figures = [
      figure("abb-1", 3, 1),
      figure("abb-2", 3, 1, {
        image: { artifact: "a.png", contentType: "image/png", width: 60, height: 40 },
      }),
      figure("abb-3", 3, 1, {
        image: { artifact: "b.png", contentType: "image/png", width: 1600, height: 20 },
      }),
      // On the title page, before the first chapter.
      figure("abb-4", 1, 0),
      figure("tab-5", 3, 1, { kind: "table", image: null }),
    ];
    expect(usableFigures(thesisWith(figures)).map((c) => c.figure.id)).toEqual(["abb-1"]);
    expect(isDecorative({ width: 293, height: 295 })).toBe(false);
  });

  it("tells code listings from figures that only mention codes", () => {
    const captions = [
      "Python-Code der Auswertung",
      "Kusto: Abfragen der Messwerte",
      "Codesystem der Interviews",
    ];
    const figures = captions.map((caption, i) => figure(`abb-${i + 1}`, 3, 1, { caption }));
    expect(usableFigures(thesisWith(figures)).map((c) => c.code)).toEqual([true, true, false]);
  });

  it("shows a table natively only when its cells make a table of at least 2 × 2", () => {
    const t = figure("tab-1", 4, 2, { kind: "table", tableIndex: 0 });
    const cells = (rows: number, cols: number) => [
      { index: 0, chapter: 2, page: 4, rows, cols, numeric: false, caption: null },
    ];
    expect(nativeTableIndex(t, { tables: cells(3, 2) })).toBe(0);
    expect(nativeTableIndex(t, { tables: [] })).toBeNull();
    expect(nativeTableIndex({ ...t, kind: "figure" }, { tables: cells(3, 2) })).toBeNull();
  });
});
