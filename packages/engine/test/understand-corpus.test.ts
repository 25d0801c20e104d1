/**
 * The understanding of every corpus file: main chapters and appendix as a reader of the thesis sees them,
 * and findings that are findings (never a chapter roadmap, a chart description or a note about the text).
 */
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis/analysis.ts";
import { corpusThesis } from "./support/corpus.ts";

interface Expectation {
  file: string;
  main: string[];
  /** Appendix chapters (titles as printed, start of title is enough). */
  appendix: string[];
}

/** The hotel case study as PDF and as its earlier DOCX: the same chapters. */
const HOTEL_CHAPTERS = [
  "Unternehmensbeschreibung",
  "Problem und Fragestellung",
  "Einordnung in den Bereich Machine Learning",
  "Data Understanding",
  "Data Preparation",
  "Modeling",
  "Evaluation",
  "Deployement",
  "Datenbasierte Services",
  "Relevante Effekte für Stay Awhile",
];

const CASES: Expectation[] = [
  {
    file: "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf",
    main: [
      "Forschungsfrage",
      "Aktueller Stand",
      "Erfassen von Treibhausgasemissionen",
      "Isolierte Bausteine einer verteilten Cloud-Anwendung",
      "Präzisierung der Methodik für die Azure Cloud",
      "Implementierung der Simulation",
      "Herleitung der Emissionsfaktoren",
      "Messergebnisse",
      "Abschätzung der CO2-äquivalenten Emissionen",
      "Diskussion",
      "Handlungsempfehlung",
      "Fazit",
    ],
    appendix: [],
  },
  {
    file: "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf",
    main: ["Einleitung", "Methodik", "Ergebnisse", "Resümee"],
    appendix: ["Appendix"],
  },
  {
    file: "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
    main: ["Einleitung", "Material und Methoden", "Ergebnisse", "Diskussion"],
    appendix: [],
  },
  {
    file: "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
    main: ["Einleitung", "Theorie", "Methode", "Ergebnisse", "Fazit"],
    appendix: [],
  },
  {
    file: "de_hausarbeit_ki_hotel-stornierung_29p.pdf",
    main: HOTEL_CHAPTERS,
    appendix: ["Anhang"],
  },
  {
    file: "de_hausarbeit_ki_hotel-stornierung_entwurf.docx",
    main: HOTEL_CHAPTERS,
    appendix: ["Anhang"],
  },
  {
    file: "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
    // The "Fazit" heading has no text in this draft, so it is no main chapter.
    main: [
      "Einleitung",
      "Die Programmiersprache Julia",
      "Vergleich mit Python",
      "Praktische Anwendung von Julia",
    ],
    appendix: ["Anhang"],
  },
  {
    file: "en_ba_psychologie_euthymia-scale_cfh.docx",
    main: ["Introduction", "Methods", "Results", "Discussion"],
    appendix: ["Appendix A", "Appendix B", "Appendix C", "Appendix D", "Appendix E", "Appendix F"],
  },
  {
    file: "pair1_de_seminararbeit_informatik_jmeter-lasttest_hska_32p.pdf",
    main: [
      "Einführung",
      "Apache JMeter",
      "Der Testplan",
      "Aufzeichnen von Aktionen",
      "Lasttests von Webseiten",
      "Verteiltes Testen",
      "Testen der Datenbank",
      "JUnit-Tests",
      "Wissenswertes und Besonderheiten",
      "Nachteile von JMeter",
      "Alternativen",
      "Fazit",
    ],
    appendix: [],
  },
];

/** Independent of the classifier: what a roadmap or a chart description looks like. */
const ROADMAP =
  /^(?:(?:Im|In)\s+(?:folgenden|nächsten|ersten|zweiten|dritten|vierten|letzten)\s+(?:Kapitel|Abschnitt)|(?:Kapitel|Abschnitt)\s+\d+(?:\.\d+)*\s+(?:behandelt|beschreibt|stellt|gibt|erläutert|schließt|befasst|widmet)|Chapter\s+\d+\s+(?:describes|presents|discusses)|The (?:next|following) (?:chapter|section))/i;
const FIGURE_DESCRIPTION =
  /\b(?:x-Achse|y-Achse|x-axis|y-axis|Legende|legend)\b|^(?:Abbildung|Abb\.|Figure|Fig\.)\s*\d+(?:\.\d+)*\s+(?:zeigt|stellt|veranschaulicht|shows|depicts|illustrates)/i;

describe.each(CASES)("understanding of $file", ({ file, main, appendix }) => {
  it("has the main chapters a reader sees, and the appendix apart from them", async () => {
    const { thesis } = await corpusThesis(file);
    expect(thesis.chapters.map((c) => c.title)).toEqual(main);
    for (const a of appendix)
      expect(thesis.appendix.map((x) => x.title).some((t) => t.startsWith(a))).toBe(true);
    if (appendix.length === 0) expect(thesis.appendix).toEqual([]);
    // Appendix material never counts as a main chapter.
    expect(thesis.chapters.some((c) => /^(anhang|appendix)/i.test(c.title))).toBe(false);
  });

  it("lists findings, not roadmap sentences or chart descriptions, as results", async () => {
    const { doc, thesis } = await corpusThesis(file);
    const analysis = analyze(doc, thesis, { minutes: 20 });
    for (const r of analysis.keyResults) {
      expect(r.text).not.toMatch(ROADMAP);
      expect(r.text).not.toMatch(FIGURE_DESCRIPTION);
    }
    const roles = new Map(thesis.sentences.map((s) => [s.text, s.role]));
    for (const r of analysis.keyResults) {
      expect(["roadmap", "figure-description", "housekeeping", "broken"]).not.toContain(roles.get(r.text));
    }
  });

  it("says what it checked for weaknesses, and names each weakness concretely", async () => {
    const { doc, thesis } = await corpusThesis(file);
    const analysis = analyze(doc, thesis, { minutes: 20 });
    expect(analysis.weaknessChecks.length).toBeGreaterThanOrEqual(5);
    for (const w of analysis.weaknesses) expect(w.length).toBeGreaterThan(30);
  });
});
