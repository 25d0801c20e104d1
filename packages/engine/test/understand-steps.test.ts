/** The named steps of the understanding, each on a small hand-made thesis. */
import { describe, expect, it } from "vitest";
import type { DocumentModel } from "../src/document.ts";
import { splitChapters } from "../src/understand/chapters.ts";
import { collectFigures, referencedNumbers } from "../src/understand/figures.ts";
import { recognizeParts } from "../src/understand/parts/recognize.ts";
import { type LocatedSentence, locateSentences } from "../src/understand/sentences.ts";
import { slideTables } from "../src/understand/slide-tables.ts";
import { thesisSentences } from "../src/understand/thesis-sentences.ts";
import { understand } from "../src/understand/understand.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/** The small thesis with two appendix-like chapters after its conclusion and an "Anhang" region. */
function withAppendix(): DocumentModel {
  const doc = smallThesis();
  const last = doc.chapters.at(-1);
  if (!last) throw new Error("fixture has no chapters");
  const extra = (headingId: string, title: string, number: string | null) => ({
    ...last,
    headingId,
    title,
    number,
    role: "other" as const,
    wordCount: 120,
  });
  doc.chapters = [
    ...doc.chapters.map((c) => (c === last ? { ...c, role: "conclusion" as const, title: "Fazit" } : c)),
    extra("hA", "A Confusion-Matrizen", null),
    extra("hB", "Top-2 Merkmale", "7"),
    extra("hL", "Literaturverzeichnis", null),
  ];
  doc.appendix = [{ title: "Anhang", page: 30 }];
  return doc;
}

describe("splitChapters", () => {
  it("keeps the main chapters and recognises lettered, after-conclusion and appendix-region chapters", () => {
    const { main, appendix } = splitChapters(withAppendix());
    expect(main.map((c) => c.title)).toEqual([
      "Einleitung",
      "Theoretische Grundlagen",
      "Methode",
      "Ergebnisse",
      "Fazit",
    ]);
    expect(appendix.map((a) => [a.title, a.reason])).toEqual([
      ["A Confusion-Matrizen", "lettered"],
      ["Top-2 Merkmale", "after-conclusion"],
      ["Anhang", "appendix-heading"],
    ]);
    // Level-2 sections are carried along for the planner.
    expect(main[2]?.sections.map((s) => s.title)).toEqual([
      "Stichprobe und Erhebung",
      "Auswertung",
      "Gütekriterien",
    ]);
  });

  it("does not cut the thesis after an early chapter that merely sounds like a conclusion", () => {
    const doc = smallThesis();
    doc.chapters = doc.chapters.map((c, i) => (i === 1 ? { ...c, role: "conclusion" as const } : c));
    expect(splitChapters(doc).appendix).toEqual([]);
  });

  it("reads an evaluation chapter before the chapter that names the results as the method", () => {
    const doc = smallThesis();
    const retitle = (from: string, to: string) =>
      doc.chapters.map((c) => (c.title === from ? { ...c, title: to } : c));
    doc.chapters = retitle("Methode", "Testläufe der Evaluation");
    expect(splitChapters(doc).main.map((c) => [c.title, c.role])).toContainEqual([
      "Testläufe der Evaluation",
      "method",
    ]);
    // Without a results chapter after it, the evaluation is where the results are.
    doc.chapters = retitle("Ergebnisse", "Diskussion");
    expect(splitChapters(doc).main.map((c) => [c.title, c.role])).toContainEqual([
      "Testläufe der Evaluation",
      "results",
    ]);
  });
});

describe("locateSentences", () => {
  const doc = smallThesis();
  const { main } = splitChapters(doc);
  const located = locateSentences(doc, main, false);

  it("places every sentence in its chapter and level-2 section, with its heading path and role", () => {
    const rq = located.find((s) => s.text.startsWith("Die Forschungsfrage lautet"));
    expect(rq).toMatchObject({
      chapter: 0,
      chapterRole: "introduction",
      path: ["Einleitung", "Problemstellung"],
    });
    expect(rq?.role).toBe("question");
    const roadmap = located.find((s) => s.text.startsWith("Die Arbeit stellt zunächst"));
    expect(roadmap?.role).toBe("roadmap");
    const finding = located.find((s) => s.text.includes("β = 0,41"));
    expect(finding).toMatchObject({ chapter: 3, role: "result" });
    expect(new Set(located.map((s) => s.chapter))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it("reads the rest of a sentence cut by a page break or a footnote as broken, not as a sentence", () => {
    const cut = smallThesis();
    const at = cut.paragraphs.findIndex((p) => p.text.includes("β = 0,41"));
    const before = cut.paragraphs[at];
    if (!before) throw new Error("fixture");
    cut.paragraphs.splice(
      at + 1,
      0,
      { ...before, text: "12 Ferner sinkt mit der Zeit der" },
      {
        ...before,
        page: (before.page ?? 1) + 1,
        text: "Anteil der Mitglieder mit eigenem Beet deutlich. Das ist neu.",
      },
    );
    const rest = locateSentences(cut, splitChapters(cut).main, false);
    expect(rest.find((s) => s.text.startsWith("Anteil der Mitglieder"))?.role).toBe("broken");
    // Only the piece that continues: the next sentence of the paragraph stands on its own.
    expect(rest.find((s) => s.text === "Das ist neu.")?.role).not.toBe("broken");
  });
});

describe("recognizeParts", () => {
  const doc = smallThesis();
  const { main } = splitChapters(doc);
  const parts = recognizeParts(locateSentences(doc, main, false));

  it("picks the question, a finding with its numbers and a limitation, never a roadmap sentence", () => {
    expect(parts.researchQuestions[0]?.text).toContain(
      "Welche Faktoren erklären die regelmäßige Beteiligung",
    );
    const finding = parts.keyResults.find((r) => r.text.includes("β = 0,41"));
    expect(finding?.numbers).toEqual(expect.arrayContaining(["β = 0,41", "p < 0,001"]));
    expect(parts.limitations.map((l) => l.text)).toContain(
      "Eine Limitation der Arbeit ist die Selbstauswahl der Befragten in der Online-Befragung.",
    );
    const all = [...parts.keyResults, ...parts.limitations, ...parts.conclusion, ...parts.discussion];
    expect(all.some((p) => p.text.startsWith("Die Arbeit stellt zunächst"))).toBe(false);
    expect(parts.method?.sampleSize).toBe(214);
  });
});

describe("research questions asked in the introduction's own words", () => {
  const intro = (text: string): LocatedSentence => ({
    text,
    page: 2,
    chapter: 0,
    sectionId: null,
    headingId: null,
    path: ["Einleitung"],
    chapterRole: "introduction",
    first: false,
    role: "background",
  });

  it("takes the question after a lead-in and without a joining 'Oder'", () => {
    const parts = recognizeParts([
      intro("Die Erzählung ist bekannt."),
      intro("Umso mehr fordert sie den Leser heraus: Kann dieser Jesus wirklich solchen Einfluss nehmen?"),
      intro("Oder ist diese Geschichte nur ein Märchen?"),
    ]);
    expect(parts.researchQuestions.map((q) => q.text)).toEqual([
      "Kann dieser Jesus wirklich solchen Einfluss nehmen?",
      "Ist diese Geschichte nur ein Märchen?",
    ]);
  });

  it("takes the question in quotation marks after 'die zentrale Forschungsfrage dieser Arbeit:', without them", () => {
    const parts = recognizeParts([
      intro(
        "Aus der zuvor dargelegten Argumentation ergibt sich die zentrale Forschungsfrage dieser Arbeit:",
      ),
      intro("„Wie beeinflussen Investitionen in digitale Technik die Arbeitslosigkeit nach Bildungsniveau?“"),
      intro("Ziel dieser Arbeit ist es daher, den Einfluss der Investitionen zu untersuchen."),
    ]);
    expect(parts.researchQuestions.map((q) => q.text)).toEqual([
      "Wie beeinflussen Investitionen in digitale Technik die Arbeitslosigkeit nach Bildungsniveau?",
    ]);
  });

  it("takes no question another has studied, and no hook question when the work states its aim", () => {
    const parts = recognizeParts([
      intro("Was hat eine Schweißanlage mit einem Feuilleton des Wiener Satirikers Alfred Polgar zu tun?"),
      intro("So hat das Institut der deutschen Wirtschaft untersucht, wie es zu solchem Verhalten kommt."),
      intro("Ziel dieser Arbeit ist es, die Montagetechnik in den Feuilletons Alfred Polgars zu zeigen."),
    ]);
    expect(parts.researchQuestions).toEqual([]);
    expect(parts.goal?.text).toContain("Ziel dieser Arbeit ist es");
    // Without an aim, the introduction's question is the work's.
    const asked = recognizeParts([
      intro("Was hat eine Schweißanlage mit einem Feuilleton des Wiener Satirikers Alfred Polgar zu tun?"),
    ]);
    expect(asked.researchQuestions).toHaveLength(1);
  });

  it("takes no step of the work ('Zum Abschluss wurde untersucht, ob …') for its question", () => {
    const parts = recognizeParts([
      intro("Ziel dieser Arbeit war die Optimierung der enzymatischen Synthese von Valerolacton."),
      intro("Zum Abschluss wurde untersucht, ob ein anderes Puffersystem den Prozess verbessert."),
    ]);
    expect(parts.researchQuestions).toEqual([]);
    expect(parts.goal?.text).toContain("Ziel dieser Arbeit war die Optimierung");
  });

  it("takes from a 'Forschungsfrage' section only what asks, not how it is done or what others studied", () => {
    const inSection = (text: string): LocatedSentence => ({
      ...intro(text),
      path: ["Einleitung", "Forschungsfrage"],
    });
    const parts = recognizeParts([
      inSection(
        "Das Interesse dieser Arbeit besteht darin, Homophilie im italienischen Parlament zu untersuchen.",
      ),
      inSection("Dies soll mit Hilfe eines ERGMs geschehen, eines exponential random graph models."),
      inSection("Mit diesem Verfahren wurden in der Literatur bereits mehrere Parlamente untersucht."),
      inSection("Bisherige Studien haben vor allem Zweiparteiensysteme untersucht."),
      inSection("Andere Studien beschränken sich auf die USA und Chile (vgl. Bratton und Rouse 2011)."),
      inSection(
        "Gerade im Vergleich zum Zwei-Parteien-System der USA scheint Italien als Datenquelle interessant.",
      ),
    ]);
    expect(parts.researchQuestions.map((q) => q.text)).toEqual([
      "Das Interesse dieser Arbeit besteht darin, Homophilie im italienischen Parlament zu untersuchen.",
    ]);
  });

  it("takes the aim as a whole over a step of it ('Ziel dieser Arbeit war es zunächst, …')", () => {
    const parts = recognizeParts([
      intro("Ziel dieser Arbeit war es zunächst, eine geeignete Variante des Enzyms zu identifizieren."),
      intro("Ziel dieser Arbeit war die Optimierung und Modellierung der enzymatischen Synthese."),
    ]);
    expect(parts.goal?.text).toContain("Optimierung und Modellierung");
    // A step is still the aim where nothing else states one.
    const step = recognizeParts([
      intro("Ziel dieser Arbeit war es zunächst, eine geeignete Variante des Enzyms zu identifizieren."),
    ]);
    expect(step.goal?.text).toContain("zunächst");
  });
});

describe("thesisSentences", () => {
  it("gives a finding the result flag and a roadmap sentence no flag and a low score", () => {
    const doc = smallThesis();
    const { main } = splitChapters(doc);
    const located = locateSentences(doc, main, false);
    const sentences = thesisSentences(located, recognizeParts(located), main);
    const finding = sentences.find((s) => s.text.includes("β = 0,41"));
    const roadmap = sentences.find((s) => s.text.startsWith("Die Arbeit stellt zunächst"));
    expect(finding?.flags).toContain("result");
    expect(roadmap?.flags).toEqual([]);
    expect(roadmap?.score ?? 1).toBeLessThan((finding?.score ?? 0) / 4);
    expect(sentences.map((s) => s.id)).toEqual(sentences.map((_, i) => i));
  });
});

describe("collectFigures", () => {
  it("makes figures and tables objects with the sentences that refer to them", () => {
    const doc = smallThesis();
    doc.figures = [
      { caption: "Abbildung 2: Gartentage je Monat", number: "2", page: 13, sectionId: null, image: null },
    ];
    const sentences = [
      { text: "Die Gartentage sinken im Sommer (vgl. Abb. 2).", chapter: 3 },
      { text: "Tabelle 2 fasst die Regression zusammen.", chapter: 3 },
      { text: "Abbildung 12 zeigt etwas anderes.", chapter: 3 },
    ];
    const figures = collectFigures(doc, sentences, () => 3);
    const fig = figures.find((f) => f.id === "abb-2");
    expect(fig).toMatchObject({ kind: "figure", number: "2", chapter: 3, refs: [0] });
    const table = figures.find((f) => f.kind === "table" && f.number === "2");
    expect(table).toMatchObject({ refs: [1], tableIndex: 0 });
    expect(figures.map((f) => f.page)).toEqual(
      [...figures.map((f) => f.page)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it("reads figure and table references in German and English", () => {
    expect(referencedNumbers("Wie Abbildung 3.2 und Tab. 4 zeigen, siehe auch Figure 5")).toEqual({
      figures: ["3.2", "5"],
      tables: ["4"],
    });
  });
});

describe("slideTables", () => {
  it("keeps tables with cells and tells numeric ones apart", () => {
    const doc = smallThesis();
    const tables = slideTables(doc, () => 3);
    expect(tables.map((t) => [t.index, t.rows, t.cols])).toEqual([
      [0, 4, 3],
      [1, 4, 2],
    ]);
    expect(tables[1]?.numeric).toBe(true);
  });
});

describe("understand", () => {
  it("puts the steps together: full title, main chapters, appendix, sentences, parts", () => {
    const thesis = understand(withAppendix());
    expect(thesis.title).toBe("Beteiligung in städtischen Gemeinschaftsgärten: Einflussfaktoren „vor Ort“");
    expect(thesis.titleFromFilename).toBe(false);
    expect(thesis.chapters).toHaveLength(5);
    expect(thesis.appendix).toHaveLength(3);
    expect(thesis.sentences.every((s) => s.chapter >= 0 && s.chapter < 5)).toBe(true);
    expect(thesis.method.sampleSize).toBe(214);
  });

  it("falls back to the research question, then to the file name, only when there is no title", () => {
    const doc = smallThesis();
    doc.title = null;
    expect(understand(doc)).toMatchObject({
      title: "Welche Faktoren erklären die regelmäßige Beteiligung in Gemeinschaftsgärten?",
      titleSource: "question",
      titleFromFilename: false,
    });
    doc.paragraphs = doc.paragraphs.filter((p) => !p.text.includes("?"));
    expect(understand(doc)).toMatchObject({
      title: "gemeinschaftsgaerten",
      titleSource: "file-name",
      titleFromFilename: true,
    });
  });
});
