/** Every corpus file, with facts a reader of the thesis would agree with (not just "does not throw"). */
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis/analysis.ts";
import { DocumentModelSchema } from "../src/document.ts";
import { looseKey } from "../src/ingest/normalize.ts";
import type { Understanding } from "../src/understand/schema.ts";
import { allHeadingTitles, bodyText, chapterTitles, corpusDoc, corpusThesis } from "./support/corpus.ts";

const numbersOf = (thesis: Understanding) => thesis.parts.keyResults.flatMap((r) => r.numbers);

describe("corpus: German bachelor thesis, CO2 footprint in Azure (PDF, 90 pages, LaTeX)", () => {
  const file = "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf";
  it("reads structure, question, method and results", async () => {
    const { doc, thesis } = await corpusThesis(file);
    expect(DocumentModelSchema.safeParse(doc).success).toBe(true);
    expect(doc.pageCount).toBe(90);
    expect(doc.language).toBe("de");
    expect(doc.title).toContain("CO2-Fußabdruck von Cloud-Anwendungen");
    expect(chapterTitles(doc)).toEqual(
      expect.arrayContaining(["Forschungsfrage", "Messergebnisse", "Diskussion", "Fazit"]),
    );
    expect(doc.chapters.find((c) => c.title === "Messergebnisse")?.role).toBe("results");
    expect(thesis.parts.researchQuestions.map((q) => q.text).join(" ")).toContain(
      "Welchen Einfluss hat die Wahl der Hosting-Umgebung",
    );
    expect(thesis.parts.method?.kind).toBe("empirical");
    expect(thesis.parts.method?.instruments).toContain("Application Insights");
    expect(numbersOf(thesis)).toContain("2,5");
    expect(doc.references.length).toBeGreaterThanOrEqual(40);
    expect(doc.frontMatter).toMatchObject({ tableOfContents: true, listOfFigures: true, abstract: true });
  });
  it("normalises the dotless ı and keeps front matter and running headers out of the body", async () => {
    const doc = await corpusDoc(file);
    const text = bodyText(doc);
    expect(text).not.toContain("ı");
    expect(chapterTitles(doc)).not.toContain("Abbildungsverzeichnis");
    expect(chapterTitles(doc)).not.toContain("Abstract");
    // Chapter names repeated in the running header must not become extra headings.
    const h = allHeadingTitles(doc).filter((t) => t === "Erfassen von Treibhausgasemissionen");
    expect(h).toHaveLength(1);
  });
});

describe("corpus: statistics thesis, ERGM (PDF from Word, 38 pages)", () => {
  it("finds chapters, sample, model numbers and DOIs", async () => {
    const { doc, thesis } = await corpusThesis("de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf");
    expect(doc.title).toBe("Statistische Analyse von Netzwerkdaten");
    expect(chapterTitles(doc)).toEqual(["Einleitung", "Methodik", "Ergebnisse", "Resümee"]);
    expect(thesis.parts.method?.sampleSize).toBe(520);
    expect(thesis.parts.method?.statistics).toContain("Exponential Random Graph Models (ERGM)");
    expect(thesis.parts.researchQuestions.map((q) => q.text).join(" ")).toContain(
      "Homophilie in Co-Sponsoring-Beziehungen",
    );
    expect(numbersOf(thesis)).toEqual(expect.arrayContaining(["1.209"]));
    expect(doc.references.filter((r) => r.dois.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(doc.frontMatter.declaration).toBe(true);
    expect(doc.abstract).toContain("Analyse von sozialen und politischen Phänomenen");
  });
});

describe("corpus: cress experiment (PDF, pdfLaTeX)", () => {
  it("finds IMRaD chapters, the experiment, the t-test and exact result numbers", async () => {
    const { doc, thesis } = await corpusThesis(
      "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
    );
    expect(doc.title).toBe("Das Wachstumsverhalten von Kresse unter Extrembedingungen");
    expect(chapterTitles(doc)).toEqual(["Einleitung", "Material und Methoden", "Ergebnisse", "Diskussion"]);
    expect(thesis.parts.method).toMatchObject({ kind: "empirical", design: "Experiment" });
    expect(thesis.parts.method?.statistics).toContain("t-Test");
    expect(thesis.parts.researchQuestions[0]?.text).toContain("Wachstumsverhalten von Gartenkresse");
    expect(numbersOf(thesis)).toEqual(expect.arrayContaining(["97,5%", "1,686", "2,024"]));
    // LaTeX umlauts arrive as a separate diaeresis glyph.
    const text = bodyText(doc);
    expect(text).not.toMatch(/\u00a8|\u0308/);
    expect(text).toContain("Überschuss");
  });
});

describe("corpus: hotel cancellation paper, same work as PDF and DOCX", () => {
  it("PDF: question, chapters, results; the running header is removed", async () => {
    const { doc, thesis } = await corpusThesis("de_hausarbeit_ki_hotel-stornierung_29p.pdf");
    expect(thesis.parts.researchQuestions[0]?.text).toMatch(
      /^Wie kann StayAwhile mithilfe von Machine Learning Stornierungen vorhersagen/,
    );
    expect(chapterTitles(doc)).toContain("Data Understanding");
    expect(numbersOf(thesis)).toContain("90%");
    expect(doc.paragraphs.some((p) => p.text.startsWith("16.07.2023"))).toBe(false);
    expect(thesis.parts.method?.design).toBe("Maschinelles Lernen (Vorhersagemodell)");
  });
  it("DOCX: Word tables keep their cells", async () => {
    const doc = await corpusDoc("de_hausarbeit_ki_hotel-stornierung_entwurf.docx");
    const accuracy = doc.tables.find((t) => t.cells.some((r) => r.includes("Random Forest")));
    expect(accuracy?.cells.flat()).toEqual(expect.arrayContaining(["Random Forest", "0.90"]));
    expect(doc.pageCountEstimated).toBe(true);
  });
  it("both formats give the same main chapters", async () => {
    const pdf = await corpusDoc("de_hausarbeit_ki_hotel-stornierung_29p.pdf");
    const docx = await corpusDoc("de_hausarbeit_ki_hotel-stornierung_entwurf.docx");
    expect(pdf.chapters.length).toBe(10);
    expect(docx.chapters.map((c) => looseKey(c.title))).toEqual(pdf.chapters.map((c) => looseKey(c.title)));
    expect(docx.chapters.map((c) => c.number)).toEqual(pdf.chapters.map((c) => c.number));
  });
});

describe("corpus: sociology paper, sentiment analysis (PDF via pandoc)", () => {
  it("finds question, method and footnote", async () => {
    const { doc, thesis } = await corpusThesis(
      "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
    );
    expect(chapterTitles(doc)).toEqual(["Einleitung", "Theorie", "Methode", "Ergebnisse", "Fazit"]);
    expect(thesis.parts.researchQuestions[0]?.text).toBe(
      "Wie hat sich das Sentiment der untersuchten Veröffentlichungen im untersuchten Zeitraum verändert?",
    );
    expect(thesis.parts.method?.design).toBe("Quantitative Textanalyse");
    expect(thesis.parts.method?.statistics).toContain("Topic Modelling (LDA)");
    expect(doc.footnotes.length).toBeGreaterThanOrEqual(1);
    expect(doc.abstract).toContain("Diese Hausarbeit untersucht");
    expect(doc.references.some((r) => r.dois.length > 0)).toBe(true);
  });
});

describe("corpus: Julia seminar paper (DOCX with TOC field codes, sources in footnotes)", () => {
  it("keeps field codes out, reads footnote sources and notices the empty Fazit", async () => {
    const { doc, thesis } = await corpusThesis("de_seminararbeit_informatik_julia-datenvisualisierung.docx");
    expect(doc.title).toBe("Julia zur Verarbeitung und Visualisierung von Daten");
    expect(chapterTitles(doc).slice(0, 3)).toEqual([
      "Einleitung",
      "Die Programmiersprache Julia",
      "Vergleich mit Python",
    ]);
    expect(bodyText(doc)).not.toMatch(/PAGEREF|TOC \\o|_Toc\d/);
    expect(thesis.parts.goal?.text).toContain("Vergleich zwischen Julia und Python");
    expect(thesis.parts.method?.kind).toBe("literature");
    expect(doc.references.filter((r) => r.urls.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(doc.chapters.find((c) => c.title === "Fazit")?.wordCount).toBe(0);
    expect(analyze(doc, thesis).weaknesses.join(" ")).toContain("„Fazit“ enthält keinen Text");
  });
});

describe("corpus: English psychology thesis (DOCX, APA styles)", () => {
  it("maps custom APA heading styles, finds N, hypotheses and statistics", async () => {
    const { doc, thesis } = await corpusThesis("en_ba_psychologie_euthymia-scale_cfh.docx");
    expect(doc.language).toBe("en");
    expect(doc.title).toMatch(/^Clinimetric Properties of the German Version of the Euthymia Scale/);
    expect(chapterTitles(doc)).toEqual(["Introduction", "Methods", "Results", "Discussion"]);
    expect(thesis.parts.method?.sampleSize).toBe(181);
    expect(thesis.parts.hypotheses.map((h) => h.text)).toEqual(
      expect.arrayContaining(["H1: psychological distress was expected to be negative."]),
    );
    expect(thesis.parts.method?.statistics).toEqual(
      expect.arrayContaining(["Cronbachs α", "Varianzanalyse (ANOVA)"]),
    );
    expect(numbersOf(thesis)).toEqual(expect.arrayContaining(["92.6%", "80.0%"]));
    expect(doc.references.filter((r) => r.dois.length > 0).length).toBeGreaterThanOrEqual(50);
    expect(doc.frontMatter).toMatchObject({ abstract: true, declaration: true, listOfTables: true });
  });
});

describe("corpus: degenerate .doc draft", () => {
  it("reads it but explains what is missing instead of a fake analysis", async () => {
    const { doc, thesis } = await corpusThesis(
      "de_hausarbeit_informatik_selbstschneidungen-polygone_entwurf.doc",
    );
    expect(doc.source.format).toBe("doc");
    expect(doc.title).toBe(
      "Automatisches Auflösen von Selbstschneidungen in zweidimensionalen Polygonen für ein CSG System",
    );
    expect(chapterTitles(doc)).toContain("Einleitung und Zieldefinition");
    const a = analyze(doc, thesis);
    expect(a.status).toBe("insufficient");
    expect(a.missing.join(" ")).toMatch(/nur rund \d+ Wörter/);
    expect(a.missing.join(" ")).toContain("Platzhalter der Dokumentvorlage");
    expect(a.missing.join(" ")).toContain("keine Ergebnisse");
    expect(a.examinerQuestions).toEqual([]);
  });
});

describe("corpus: JMeter seminar paper, its slides and handout", () => {
  it("paper: twelve chapters from Einführung to Fazit, a literature study", async () => {
    const { doc, thesis } = await corpusThesis(
      "pair1_de_seminararbeit_informatik_jmeter-lasttest_hska_32p.pdf",
    );
    expect(doc.title).toBe("Last-Test von Web-Seiten mit JMeter");
    expect(doc.chapters).toHaveLength(12);
    expect(doc.chapters[0]?.title).toBe("Einführung");
    expect(doc.chapters.at(-1)?.title).toBe("Fazit");
    expect(thesis.parts.method?.kind).toBe("literature");
    expect(thesis.parts.method?.instruments).toContain("JMeter");
    expect(doc.references.filter((r) => r.urls.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(doc.footnotes.length).toBeGreaterThanOrEqual(1);
  });
  it("slides: a 21-page deck is read with its outline", async () => {
    const doc = await corpusDoc("pair1_de_seminararbeit_informatik_jmeter-lasttest_SLIDES_21p.pdf");
    expect(doc.pageCount).toBe(21);
    expect(allHeadingTitles(doc)).toEqual(expect.arrayContaining(["Apache JMeter", "Fazit"]));
  });
  it("handout: no chapters, so the analysis says it is not a thesis", async () => {
    const { doc, thesis } = await corpusThesis(
      "pair1_de_seminararbeit_informatik_jmeter-lasttest_HANDOUT.docx",
    );
    const a = analyze(doc, thesis);
    expect(a.status).toBe("insufficient");
    expect(a.missing.join(" ")).toContain("Kapitelüberschrift");
  });
});

describe("corpus: German bachelor thesis, political science (PDF, 52 pages, LaTeX T1 bitmap fonts)", () => {
  const file = "de_ba_politikwissenschaft_ict-arbeitslosigkeit-oecd-panel_frankfurt_52p.pdf";
  it("reads ligatures, ß and dashes of a T1 font without a Unicode map as the page shows them", async () => {
    const text = bodyText(await corpusDoc(file));
    // pdftotext drops these glyphs ("Einuss", "signikant") and shows ß as ÿ ("Maÿnahmen").
    expect(text).toContain("Einfluss");
    expect(text).toContain("signifikant");
    expect(text).toContain("hochqualifiziert");
    expect(text).toMatch(/Maßnahmen|größere|Schließlich/);
    expect(text).not.toMatch(/\p{Ll}ÿ/u);
    expect(text).not.toMatch(/\bEinuss\b|\bsignikant/);
  });
});
