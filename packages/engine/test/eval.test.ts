import PptxGenJS from "pptxgenjs";
import { describe, expect, it } from "vitest";
import { evaluateDeck } from "../src/eval/evaluate.ts";
import type { DeckEvaluation } from "../src/eval/evaluation.ts";
import { formatEvaluation } from "../src/eval/format-evaluation.ts";
import { isBibliographyEntry } from "../src/eval/lines/bibliography-entry.ts";
import { hasCitation } from "../src/eval/lines/citation.ts";
import { isCode } from "../src/eval/lines/code.ts";
import { isFigureDescription } from "../src/eval/lines/figure-description.ts";
import { isFrontMatterLine } from "../src/eval/lines/front-matter.ts";
import { isHousekeeping } from "../src/eval/lines/housekeeping.ts";
import { isRoadmap } from "../src/eval/lines/roadmap.ts";
import { isAllCapsTitle, isCutTitle } from "../src/eval/lines/titles.ts";
import { readPptx } from "../src/eval/pptx/read-pptx.ts";
import { rouge } from "../src/eval/rouge.ts";
import { conclusionSharedWords, conclusionSlides } from "../src/eval/talk/conclusion.ts";
import { slideNotesOffBudget, slideSecondsFromNotes } from "../src/eval/talk/notes-per-slide.ts";
import { foreignNotes, notesCitations, repeatedNotes } from "../src/eval/talk/notes-sentences.ts";
import { resultsSlides, resultsWithoutEvidence } from "../src/eval/talk/results-slides.ts";
import { thesisAnswer } from "../src/eval/talk/thesis-answer.ts";
import {
  citesAuthor,
  cutInsideWord,
  referenceAuthors,
  thesisPartOf,
  thesisParts,
} from "../src/eval/thesis/thesis-echo.ts";
import { extractNumbers, NumberIndex } from "../src/text/numbers.ts";
import { lacksVerb, languageOf } from "../src/text/verb-rules.ts";
import { understand } from "../src/understand/understand.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/** One hand-made slide: title, bullets and notes; optionally plain body lines, a kicker above the title,
 * a native table, a chart, a picture (with alt text) and a source line. */
interface SlideSpec {
  title: string;
  bullets?: string[];
  notes?: string;
  box?: { w: number; h: number };
  size?: number;
  lines?: string[];
  kicker?: string;
  table?: string[][];
  chart?: boolean;
  picture?: { alt?: string };
  source?: string;
}

/** A 1×1 PNG. */
const PIXEL =
  "image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function deck(slides: SlideSpec[]) {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.defineSlideMaster({
    title: "M",
    objects: [
      { placeholder: { options: { name: "title", type: "title", x: 0.5, y: 0.3, w: 12, h: 1 }, text: "" } },
    ],
  });
  for (const s of slides) {
    const slide = pptx.addSlide({ masterName: "M" });
    slide.addText(s.title, { placeholder: "title" });
    if (s.kicker) slide.addText(s.kicker, { x: 0.5, y: 0.05, w: 12, h: 0.3, fontSize: 12 });
    if (s.bullets?.length)
      slide.addText(
        s.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        {
          x: 0.5,
          y: 1.5,
          w: s.box?.w ?? 6,
          h: s.box?.h ?? 5,
          fontSize: s.size ?? 18,
          fontFace: "Arial",
          valign: "top",
        },
      );
    if (s.lines?.length)
      slide.addText(
        s.lines.map((text) => ({ text, options: { breakLine: true } })),
        { x: 0.5, y: 1.5, w: 6, h: 3, fontSize: 18, fontFace: "Arial", valign: "top" },
      );
    if (s.table)
      slide.addTable(
        s.table.map((row) => row.map((text) => ({ text }))),
        { x: 7, y: 1.5, w: 5, fontSize: 12 },
      );
    if (s.chart)
      slide.addChart("bar", [{ name: "Gartentage", labels: ["Mai", "Juli"], values: [7.9, 6.6] }], {
        x: 7,
        y: 1.5,
        w: 5,
        h: 3,
      });
    if (s.picture) slide.addImage({ data: PIXEL, x: 7, y: 1.5, w: 5, h: 3, altText: s.picture.alt });
    if (s.source) slide.addText(s.source, { x: 7, y: 6.6, w: 5, h: 0.3, fontSize: 10 });
    slide.addNotes(s.notes ?? "");
  }
  return (await pptx.write({ outputType: "uint8array" })) as Uint8Array;
}

const notes = (words: number) => Array.from({ length: words }, () => "Wort").join(" ");

describe("the numbers a finding states", () => {
  it("leaves out dates of an era and references to passages, keeps measures", () => {
    expect(extractNumbers("Die Endredaktion fand nach 70 n. Chr. statt, wie Mk 13, 2 belegt.")).toEqual([]);
    expect(extractNumbers("In V. 5 und Vv. 11f. sowie in 1 Kor 15, 3–5 steht es ebenso.")).toEqual([]);
    expect(extractNumbers("Der Anteil stieg auf 84,3 % (p < 0,05) bei n = 120.")).toEqual([
      "84,3 %",
      "p < 0,05",
      "n = 120",
    ]);
  });
});

describe("number faithfulness", () => {
  it("normalises decimal commas, thousands separators and percent", () => {
    const index = new NumberIndex(["Die Quote lag bei 84,3 % und 1.200 Befragten; p < 0,05."]);
    expect(index.has("84.3")).toBe(true);
    expect(index.has("84,3")).toBe(true);
    expect(index.has("1200")).toBe(true);
    expect(index.has("0.05")).toBe(true);
    expect(index.has("84")).toBe(false);
    expect(index.unknown("Rund 84 % (S. 12–14)")).toEqual(["84"]);
  });
});

const TITLE = "Beteiligung in städtischen Gemeinschaftsgärten: Einflussfaktoren „vor Ort“";
const cover: SlideSpec = { title: TITLE, notes: "Guten Tag." };
const closing: SlideSpec = { title: "Vielen Dank für Ihre Aufmerksamkeit", notes: "Danke." };

describe("evaluateDeck", () => {
  const base = [
    {
      title: "Einleitung",
      bullets: ["Gemeinschaftsgärten gewinnen an Bedeutung"],
      notes: `Seite 3: ${notes(60)} (S. 3)`,
    },
    {
      title: "Grundlagen",
      bullets: ["Soziale Einbindung gilt als Prädiktor"],
      notes: `Seite 7: ${notes(60)} (S. 7)`,
    },
    {
      title: "Methode",
      bullets: ["n = 214 Mitglieder wurden befragt"],
      notes: `Seite 11: ${notes(60)} (S. 11)`,
    },
    {
      title: "Ergebnisse",
      bullets: ["Im Mittel gärtnern sie 6,4 Tage pro Monat"],
      notes: `Seite 15: ${notes(60)} (S. 15)`,
    },
    {
      title: "Diskussion",
      bullets: ["Die Ergebnisse bestätigen die zentrale Rolle sozialer Einbindung"],
      notes: `Seite 19: ${notes(60)} (S. 19)`,
    },
  ];

  it("passes a deck that keeps the rules", async () => {
    const doc = smallThesis();
    const e = await evaluateDeck(await deck([cover, ...base, closing]), doc, { minutes: 5 });
    expect(e.faithfulness.score).toBe(1);
    expect(e.coverage.score).toBe(1);
    expect(e.slidesWithoutTitle).toEqual([]);
    expect(e.overflow).toEqual([]);
    expect(
      e.failures.filter((f) => !/Folienanzahl|Sprechernotizen/.test(f)),
      e.failures.join("\n"),
    ).toEqual([]);
  });

  it("flags an invented number, a missing chapter, too many bullets and overflowing text", async () => {
    const slides = [
      ...base.slice(0, 3),
      {
        title: "Ergebnisse",
        bullets: [
          "Die Beteiligung stieg um 87,5 %",
          ...Array.from({ length: 6 }, (_, i) => `Punkt ${i + 1}`),
        ],
        notes: "kurz (S. 15)",
      },
      {
        title: "Zu viel Text",
        bullets: [notes(120)],
        notes: "kurz",
        box: { w: 3, h: 0.6 },
        size: 24,
      },
    ];
    // Chapter "Diskussion und Fazit" (pages 18–20) is no longer on any slide.
    const e = await evaluateDeck(await deck(slides), smallThesis(), { minutes: 5 });
    expect(e.faithfulness.unknown).toContain("87,5");
    expect(e.faithfulness.score).toBeLessThan(1);
    expect(e.coverage.missing).toEqual(["Diskussion und Fazit"]);
    expect(e.maxBullets).toBe(7);
    expect(e.overflow.length).toBeGreaterThan(0);
    expect(e.passed).toBe(false);
    expect(e.failures.join("\n")).toMatch(/Zahlentreue/);
    expect(e.failures.join("\n")).toMatch(/höchstens 6/);
    expect(e.failures.join("\n")).toMatch(/Überlauf/);
  });
});

describe("what the slides say", () => {
  const filler: SlideSpec[] = [
    { title: "Einleitung", bullets: ["Gemeinschaftsgärten gewinnen an Bedeutung"] },
    { title: "Ergebnisse", bullets: ["Im Mittel 6,4 Tage pro Monat"] },
  ];
  const evaluate = async (slides: SlideSpec[], doc = smallThesis()) =>
    evaluateDeck(await deck([cover, ...slides, closing]), doc, { minutes: 5 });
  const failures = (e: DeckEvaluation) => e.failures.join("\n");

  it("finds slides with nothing below the title, but not the cover, the closing slide or a slide with a table", async () => {
    const passing = await evaluate([
      ...filler,
      {
        title: "Regression",
        table: [
          ["Faktor", "β"],
          ["Soziale Einbindung", "0,41"],
        ],
        source: "Quelle: Tab. 2, S. 14",
      },
      { title: "Verlauf", chart: true },
      { title: "Hinweise", lines: ["Die Beteiligung sank im Sommer"] },
    ]);
    expect(passing.emptySlides).toEqual([]);
    expect(failures(passing)).not.toMatch(/Leere Folien/);
    // Slide 4: a title and a kicker above it; slide 5: a source line without its object.
    const failing = await evaluate([
      ...filler,
      { title: "Anhang A", kicker: "Anhang" },
      { title: "Anhang B", source: "Quelle: Tab. 5, S. 30" },
    ]);
    expect(failing.emptySlides).toEqual([4, 5]);
    expect(failures(failing)).toMatch(/Leere Folien .*: 4, 5\./);
  });

  it("finds chapter-roadmap bullets", async () => {
    const roadmap = [
      "Kapitel 2 behandelt die theoretischen Grundlagen",
      "In Kapitel 7 wird die Arbeit abgeschlossen",
      "Im folgenden Kapitel werden die Daten beschrieben",
      "Die Arbeit gliedert sich in sieben Kapitel",
      "Das Business Understanding wurde in den ersten beiden Kapiteln behandelt",
      "This thesis is structured as follows",
      "Chapter 3 describes the data",
      "In the next section, the results are shown",
      "Die Abfragen werden im Folgenden beschrieben",
    ];
    const content = [
      "Die Stichprobe gliedert sich in drei Gruppen",
      "Soziale Einbindung erklärt die Beteiligung am stärksten (vgl. Kapitel 4)",
      "Im folgenden Jahr wurden zwölf Gärten gegründet",
      "The first section of the questionnaire covered demographics",
      "Ziel der Arbeit ist es, Einflussfaktoren zu bestimmen",
    ];
    for (const line of roadmap) expect(isRoadmap(line), line).toBe(true);
    for (const line of content) expect(isRoadmap(line), line).toBe(false);
    const passing = await evaluate([...filler, { title: "Einordnung", bullets: content.slice(0, 5) }]);
    expect(passing.roadmapBullets).toEqual([]);
    const failing = await evaluate([
      ...filler,
      { title: "Einleitung", bullets: [roadmap[0] as string, "Gärten als Orte des Austauschs"] },
      { title: "Aufbau", lines: [roadmap[3] as string] },
    ]);
    expect(failing.roadmapBullets).toEqual([
      { slide: 4, text: roadmap[0] },
      { slide: 5, text: roadmap[3] },
    ]);
    expect(failures(failing)).toMatch(/2 Stichpunkt\(e\) beschreiben den Aufbau der Arbeit/);
  });

  it("finds bullets that describe a figure instead of stating content", async () => {
    const descriptions = [
      "Auf der y-Achse steht der mittlere Abstand",
      "Abbildung 3 zeigt den Verlauf der Beteiligung",
      "In Tabelle 2 ist die Verteilung der Antworten dargestellt",
      "Der Anstieg ist, wie in Abb. 4 zu sehen, deutlich",
      "Figure 2 shows the distribution of answers",
      "The x-axis shows the month",
      "Die roten Balken stehen für Mitglieder mit Kindern",
      "Die Grafik ist in vier Zeilen und drei Spalten unterteilt",
      "Die Gärten werden farblich gruppiert und hervorgehoben",
      "In der oberen Hälfte stehen die Werte der Kontrollgruppe",
      "BDI-II = Beck Depression Inventory; WHOQOL = Quality of Life",
    ];
    const content = [
      "Die Beteiligung sank von Mai bis September um 23 Prozent (vgl. Abb. 3)",
      "Die Befragten zeigen hohe Zufriedenheit",
      "Die Darstellung der Gärten in Medien ist positiv",
      "Die Stichprobe besteht aus 214 Mitgliedern (M = 41,2 Jahre, SD = 12,1)",
      // A half of a period is a time, not a part of the chart.
      "In der ersten Hälfte des Beobachtungszeitraums bewegten sich die Investitionen um 1,2 % des BIP",
    ];
    for (const line of descriptions) expect(isFigureDescription(line), line).toBe(true);
    for (const line of content) expect(isFigureDescription(line), line).toBe(false);
    // A caption beside its table is no bullet.
    const passing = await evaluate([
      ...filler,
      { title: "Ergebnisse", bullets: content, lines: ["Tabelle 2: Die Tabelle zeigt die Regression"] },
    ]);
    expect(passing.figureDescriptionBullets).toEqual([]);
    const failing = await evaluate([...filler, { title: "Ergebnisse", bullets: descriptions.slice(0, 2) }]);
    expect(failing.figureDescriptionBullets.map((b) => b.slide)).toEqual([4, 4]);
    expect(failures(failing)).toMatch(/2 Stichpunkt\(e\) beschreiben eine Abbildung/);
  });

  it("wants no cut bullet, and no cut entry on the sources slide either (issue 29)", async () => {
    const cut = "Der Zugewinn wächst beim globalen Modell von …";
    const one = await evaluate([
      ...filler,
      { title: "Ergebnisse", bullets: [cut, "Soziale Einbindung wirkt"] },
    ]);
    expect(one.cutBullets).toEqual([{ slide: 4, text: cut }]);
    expect(failures(one)).toMatch(/1 abgeschnittene Stichpunkte oder Literaturangaben/);
    // A reference shortened on the sources slide is no cut sentence, but a cut entry all the same.
    const sources = await evaluate([
      ...filler,
      { title: "Literatur (Auswahl)", lines: ["Müller, A. (2019). Engagement in der Stadt. Berlin: …"] },
    ]);
    expect(sources.cutBullets).toEqual([]);
    expect(sources.cutSourceEntries).toHaveLength(1);
    expect(failures(sources)).toMatch(/1 abgeschnittene Stichpunkte oder Literaturangaben/);
    const whole = await evaluate([
      ...filler,
      { title: "Literatur", lines: ["Müller, A. (2019). Engagement in der Stadt. Berlin: Stadtverlag."] },
    ]);
    expect(whole.cutSourceEntries).toEqual([]);
    expect(failures(whole)).not.toMatch(/abgeschnittene/);
    const two = await evaluate([
      ...filler,
      { title: "Ergebnisse", bullets: [cut, "Die Entfernung zum Garten wirkte negativ mit β = ..."] },
    ]);
    expect(two.cutBullets).toHaveLength(2);
    // Cut without an ellipsis: the bullet stops on a relative pronoun.
    const silent = await evaluate([
      ...filler,
      { title: "Ergebnisse", bullets: ["Im Rahmen dieser Arbeit wird ein Formular bereitgestellt welches"] },
    ]);
    expect(silent.cutBullets).toHaveLength(1);
  });

  it("wants the whole title on slide 1, whatever its line breaks, soft hyphens and quotes", async () => {
    const wrapped: SlideSpec = {
      title: 'Beteiligung in städtischen Gemein\u00adschafts\u00adgärten:\nEinflussfaktoren "vor Ort"',
    };
    const complete = await evaluateDeck(await deck([wrapped, ...filler, closing]), smallThesis(), {
      minutes: 5,
    });
    expect(complete.titleComplete).toBe(true);
    expect(complete.titleFromFilename).toBe(false);
    const cut: SlideSpec = { title: "Beteiligung in städtischen Gemeinschaftsgärten: Einflussfaktoren …" };
    const incomplete = await evaluateDeck(await deck([cut, ...filler, closing]), smallThesis(), {
      minutes: 5,
    });
    expect(incomplete.titleComplete).toBe(false);
    expect(failures(incomplete)).toMatch(/Folie 1 zeigt den Titel der Arbeit nicht vollständig/);
    // Without a title or a research question in the thesis the file name stands in ("gemeinschaftsgaerten.pdf").
    const thesis = smallThesis();
    const untitled = {
      ...thesis,
      title: null,
      paragraphs: thesis.paragraphs.filter((p) => !p.text.includes("?")),
    };
    const byName = await evaluateDeck(await deck([{ title: "gemeinschaftsgaerten" }, ...filler]), untitled, {
      minutes: 5,
    });
    expect(byName.titleFromFilename).toBe(true);
    expect(byName.titleComplete).toBe(true);
  });

  it("counts slides with a thesis figure or table and its source line, and wants two when the thesis has five", async () => {
    const figures = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        caption: `Abbildung ${i + 1}: Beteiligung im Verlauf ${i + 1}`,
        number: String(i + 1),
        page: 13,
        sectionId: null,
        image: null,
      }));
    const unnumbered = {
      caption: "Ablauf der Befragung in zwölf Gärten",
      number: null,
      page: null,
      sectionId: null,
      image: null,
    };
    const thesis = { ...smallThesis(), figures: [...figures(2), unnumbered] };
    const oneVisual: SlideSpec[] = [
      ...filler,
      {
        title: "Regression",
        table: [
          ["Faktor", "β"],
          ["Alter", "0,05"],
        ],
        source: "Quelle: Tab. 2, S. 14 (Auszug)",
      },
      // A picture without a source line and a source line that names no object do not count.
      { title: "Diagramm", bullets: ["Soziale Einbindung wirkt"], picture: { alt: "Schema" } },
      { title: "Literatur", bullets: ["Gärten als Lernorte"], picture: {}, source: "Quelle: Müller 2019" },
    ];
    const failing = await evaluate(oneVisual, thesis);
    expect(failing.thesisFigureCount).toBe(5);
    expect(failing.thesisVisuals).toBe(1);
    expect(failing.thesisVisualSlides).toEqual([4]);
    expect(failures(failing)).toMatch(/Nur 1 Folie\(n\) zeigen eine Abbildung oder Tabelle der Arbeit/);
    const passing = await evaluate(
      [
        ...oneVisual,
        {
          title: "Verlauf",
          picture: { alt: "Abbildung 1: Beteiligung im Verlauf 1" },
          source: "Quelle: Abb. 1, S. 13",
        },
        { title: "Monate", chart: true, source: "Quelle: eigene Darstellung nach Tabelle 1, S. 13" },
        // An unnumbered object without a page is named by its caption's start.
        {
          title: "Ablauf",
          picture: { alt: "Ablauf der Befragung" },
          source: "Quelle: Ablauf der Befragung …",
        },
      ],
      thesis,
    );
    expect(passing.thesisVisuals).toBe(4);
    expect(failures(passing)).not.toMatch(/Abbildung oder Tabelle der Arbeit/);
    // Four figures and tables in the thesis: no minimum.
    const fewer = await evaluate(oneVisual, { ...smallThesis(), figures: figures(2) });
    expect(fewer.thesisFigureCount).toBe(4);
    expect(failures(fewer)).not.toMatch(/Abbildung oder Tabelle der Arbeit/);
  });

  it("reads a thesis caption under its picture as the caption, its source included, not as a bullet", async () => {
    const figure = {
      caption: "Kreislauf der Gartenpflege (Müller, 2019)",
      number: "3",
      page: 12,
      sectionId: null,
      image: null,
    };
    const thesis = { ...smallThesis(), figures: [figure] };
    const e = await evaluate(
      [
        ...filler,
        {
          title: "Kreislauf",
          picture: { alt: "Kreislauf der Gartenpflege" },
          lines: ["Kreislauf der Gartenpflege (Müller, 2019)"],
          source: "Quelle: Abb. 3, S. 12",
        },
        { title: "Befund", bullets: ["Die Gärten wachsen seit Jahren (Müller, 2019)"] },
      ],
      thesis,
    );
    expect(e.citationBullets.map((l) => l.text)).toEqual(["Die Gärten wachsen seit Jahren (Müller, 2019)"]);
  });

  it("reports repeated bullets and thesis pictures without alt text, without failing the deck for them", async () => {
    const e = await evaluate([
      ...filler,
      { title: "Fazit", bullets: ["Im Mittel 6,4 Tage pro Monat!"] },
      { title: "Verlauf", picture: {}, source: "Quelle: Abb. 1, S. 13" },
      {
        title: "Schema",
        picture: { alt: "Abbildung 2: Ablauf der Befragung" },
        source: "Quelle: Abb. 2, S. 12",
      },
    ]);
    expect(e.duplicateBullets).toEqual([{ text: "Im Mittel 6,4 Tage pro Monat", slides: [3, 4] }]);
    expect(e.picturesWithoutAltText).toEqual([5]);
    expect(failures(e)).not.toMatch(/doppelt|Alternativtext/i);
    expect(formatEvaluation(e)).toMatch(
      /Doppelte Stichpunkte: „Im Mittel 6,4 Tage pro Monat“ \(Folien 3, 4\)/,
    );
    expect(formatEvaluation(e)).toMatch(/Bilder ohne Alternativtext: Folien 5/);
  });
});

describe("ROUGE in the evaluation", () => {
  it("compares the rendered slides when a render was made, and the slide text alone as well", async () => {
    const pptx = await deck([
      cover,
      { title: "Ergebnisse", bullets: ["Gärten stärken die Nachbarschaft"] },
      closing,
    ]);
    const reference = "Gärten stärken die Nachbarschaft Kapitel 3 Fußzeile";
    const xml = await evaluateDeck(pptx, smallThesis(), { minutes: 5, referenceText: reference });
    expect(xml.rouge?.basis).toBe("slide-xml");
    expect(xml.rouge?.rouge1).toBe(xml.rougeSlideText?.rouge1);
    const rendered = await evaluateDeck(pptx, smallThesis(), {
      minutes: 5,
      referenceText: reference,
      renderedText: reference,
    });
    expect(rendered.rouge).toMatchObject({ basis: "rendered-pdf", rouge1: 1 });
    expect(rendered.rougeSlideText?.rouge1).toBeLessThan(1);
  });
});

describe("rouge", () => {
  it("is 1 for identical texts, 0 for disjoint ones, and in between otherwise", () => {
    expect(rouge("Last-Test mit JMeter", "Last-Test mit JMeter")).toEqual({
      rouge1: 1,
      rouge2: 1,
      rougeL: 1,
    });
    expect(rouge("alpha beta", "gamma delta").rouge1).toBe(0);
    const r = rouge("JMeter misst die Antwortzeit", "Die Antwortzeit misst JMeter");
    expect(r.rouge1).toBe(1);
    expect(r.rouge2).toBeLessThan(1);
  });
});

describe("line rules (issue 29)", () => {
  it("finds literature citations, page references and footnote marks, not years, counts or product names", () => {
    for (const line of [
      "Die Nachfrage stieg deutlich (Müller 2019)",
      "Die Nachfrage stieg deutlich (vgl. Müller & Schmidt, 2019a, S. 4)",
      "Müller et al. (2019) zeigen einen Effekt",
      "Smith and Jones (2018) report a strong effect",
      "Birkner u. a. (2020) beschreiben ein harmonisches Bild",
      "Die Methode ist etabliert [12]",
      "Die Methode ist etabliert [3, 4]",
      "Die Stadt wuchs im 19. Jahrhundert stark.61 Danach sank sie",
      "Der Begriff Zusammenhang61 wird verwendet",
      "Der Begriff erscheint vor der Entstehung von Mk45",
      "61 Die Stadt wuchs im 19. Jahrhundert stark",
      "Vgl. hierzu die Studie zur Beteiligung",
      "Die Zahl ist ebd. belegt",
      "Der Wert steht auf S. 12 der Studie",
      "Die Quote sinkt weiter (OECD, 2020)",
    ])
      expect(hasCitation(line), line).toBe(true);
    for (const line of [
      "Der Umsatz stieg 2019 um 12 %",
      "Neo4j speichert Graphen als Knoten und Kanten",
      "Die CO2-Emissionen sanken um 3 Prozent",
      "Die Werte (Mai 2020) stiegen deutlich",
      "3 Modelle wurden miteinander verglichen",
      "Python 3 wird für die Auswertung genutzt",
      "Soziale Einbindung erklärt die Beteiligung (β = 0,41)",
    ])
      expect(hasCitation(line), line).toBe(false);
  });

  it("finds house-keeping about the thesis, not its subject", () => {
    expect(
      isHousekeeping("Aus Gründen der besseren Lesbarkeit wird das generische Maskulinum verwendet"),
    ).toBe(true);
    expect(isHousekeeping("Der vollständige Fragebogen befindet sich im Anhang")).toBe(true);
    expect(isHousekeeping("For readability, only one form is used")).toBe(true);
    expect(isHousekeeping("Der Quellcode befindet sich auf GitHub")).toBe(true);
    expect(isHousekeeping("Der Code ist in Python geschrieben und nutzt Pandas")).toBe(false);
    expect(isHousekeeping("Die Lesbarkeit des Codes steigt durch Typen")).toBe(false);
  });

  it("finds code, comments and docstrings, not statistics in prose", () => {
    for (const line of [
      "# Daten laden",
      "df = pd.read_csv('hotel.csv')",
      "def predict(x):",
      "MATCH (n:Person)-[:KNOWS]->(m) RETURN n, m",
      '"""Berechnet den Mittelwert."""',
      "for i in range(10):",
      "model.fit(x_train, y_train); score = model.score(x_test, y_test)",
    ])
      expect(isCode(line), line).toBe(true);
    for (const line of [
      "Die Stichprobe umfasst n = 214 Personen",
      "Der Mittelwert liegt bei M = 3,4 (SD = 1,2)",
      "Die Funktion read_csv liest die Daten ein",
      "#1 der Rangliste ist das Modell mit Oversampling",
    ])
      expect(isCode(line), line).toBe(false);
  });

  it("finds bibliography entries by their shape", () => {
    for (const line of [
      "Im Namen des Volkes: Urteil zum Filesharing, in: JurPC Web-Dok 140/2009",
      "Müller, A. (2019): Engagement in der Stadt. Berlin",
      "Smith, J. (2020). Deep learning for images. doi:10.1000/xyz",
      "Statistisches Bundesamt, abgerufen am 12.03.2023",
      "Meier, K. (Hrsg.): Handbuch der Stadtforschung",
      "Polgar, Alfred: Kleine Schriften über den Film",
    ])
      expect(isBibliographyEntry(line), line).toBe(true);
    expect(isBibliographyEntry("Die Studie erschien 2019 in Berlin und fand viel Beachtung")).toBe(false);
  });

  it("finds lines of the front matter: list names, contents lines, abbreviation entries", () => {
    for (const line of [
      "2.1 Theoretische Grundlagen ........ 12",
      "Abbildungsverzeichnis",
      "Symbol- und Abkürzungsverzeichnis",
      "API Application Programming Interface",
      "SVM Support Vector Machine",
      "Abb. Abbildung",
    ])
      expect(isFrontMatterLine(line), line).toBe(true);
    for (const line of [
      "KI kann Informationen verarbeiten",
      "2019 stieg der Umsatz um 12",
      "SVM trennt die Klassen mit einer Hyperebene",
    ])
      expect(isFrontMatterLine(line), line).toBe(false);
  });

  it("finds cut and all-capital titles", () => {
    for (const t of [
      "Ergebnisse der …",
      "Einfluss der sozialen Einbindung auf die",
      "Analyse und",
      "Modell (Random Forest",
      "Entwick-",
    ])
      expect(isCutTitle(t), t).toBe(true);
    for (const t of [
      "Ergebnisse der Regression",
      "Fazit und Ausblick",
      "Modell (Random Forest)",
      "Rechenzentren machen über 50 % der Emissionen aus",
    ])
      expect(isCutTitle(t), t).toBe(false);
    expect(isAllCapsTitle("HISTOGRAMM FÜR LEAD_TIME")).toBe(true);
    expect(isAllCapsTitle("ERGEBNISSE DER STUDIE")).toBe(true);
    expect(isAllCapsTitle("Ergebnisse des ERGM")).toBe(false);
    expect(isAllCapsTitle("LES und RANS im Vergleich")).toBe(false);
  });

  it("finds bullets without a verb, German and English", () => {
    for (const line of [
      "Soziale Einbindung als Prädiktor",
      "Genauigkeit von 89 % im Testdatensatz",
      "Random Forest mit den besten Parametern",
      "Einfluss der sozialen Einbindung auf die regelmäßige Beteiligung",
    ])
      expect(lacksVerb(line, "de"), line).toBe(true);
    for (const line of [
      "Die Beteiligung sank um 23 Prozent",
      "Soziale Einbindung erklärt die Beteiligung",
      "Mitglieder mit Kindern kamen seltener",
      "Die Daten wurden mit Python analysiert",
      "Analysiert wurden zwölf Gärten",
      "Insgesamt zeigen sich deutliche Rückgänge der Arbeitslosenquote",
      "Die Ergebnisse bestätigen die zentrale Rolle sozialer Einbindung",
      "Man nehme einen Datensatz und ein Regressionsmodell",
      "Im Jahr 2009 begann die Entwicklung von Julia",
    ])
      expect(lacksVerb(line, "de"), line).toBe(false);
    expect(lacksVerb("Heat transfer on the wing surface", "en")).toBe(true);
    expect(lacksVerb("The model predicts the heat flux", "en")).toBe(false);
    expect(lacksVerb("Results show a higher Nusselt number", "en")).toBe(false);
    // The writer's verbs are the evaluator's: "demonstrates", "hold", "features" (english-verb-forms.ts).
    expect(lacksVerb("The German version demonstrates strong sensitivity", "en")).toBe(false);
    expect(lacksVerb("The smaller eddies hold by far the least energy", "en")).toBe(false);
    expect(lacksVerb("Turbulence increased near the trailing edge", "en")).toBe(false);
  });

  it("tells German from English passages by their function words", () => {
    expect(languageOf("Die Ergebnisse zeigen, dass die Beteiligung mit der Entfernung sinkt.")).toBe("de");
    expect(languageOf("The results show that participation decreases with distance.")).toBe("en");
    expect(languageOf("Random Forest")).toBeNull();
  });
});

describe("bullets checked against the thesis (issue 29)", () => {
  const parts = thesisParts({
    ...smallThesis(),
    footnotes: [
      {
        marker: "61",
        text: "Die Stadtverwaltung veröffentlicht jährlich eine Liste aller Gemeinschaftsgärten.",
        page: 4,
      },
    ],
  });
  it("knows footnote text, bibliography entries and contents lines of the thesis", () => {
    expect(
      thesisPartOf("Stadtverwaltung veröffentlicht jährlich eine Liste aller Gemeinschaftsgärten", parts),
    ).toBe("footnote");
    const reference = smallThesis().references[0]?.raw ?? "";
    expect(reference.length).toBeGreaterThan(20);
    expect(thesisPartOf(reference.replace(/[.:()]/gu, " "), parts)).toBe("reference");
    expect(thesisPartOf("1.1 Problemstellung 3 1.2 Aufbau der Arbeit 4", parts)).toBe("frontMatter");
    // Heading names alone are a fine thing for a slide to say.
    expect(thesisPartOf("Problemstellung und Aufbau der Arbeit", parts)).toBeNull();
    // One heading named twice in the thesis is one heading, not a list of contents.
    const twice = thesisParts({ ...smallThesis(), appendix: [{ title: "Problemstellung", page: 30 }] });
    expect(thesisPartOf("Die Problemstellung umfasst 27 Gärten", twice)).toBeNull();
    expect(
      thesisPartOf("Ab Version 2.1.2 gilt die Problemstellung für den Aufbau der Arbeit nicht mehr", parts),
    ).toBeNull();
    expect(thesisPartOf("1.1 Problemstellung 3", parts)).toBe("frontMatter");
    expect(thesisPartOf("df = pd.read_csv('garten.csv')", parts)).toBe("code");
    expect(thesisPartOf("Soziale Einbindung erklärt die Beteiligung am stärksten", parts)).toBeNull();
  });

  it("knows the authors of the bibliography when a name stands before a year in brackets", () => {
    const authors = referenceAuthors(smallThesis());
    expect([...authors]).toEqual(["Müller", "Schmidt", "Wilson"]);
    expect(citesAuthor("Wilson (2012) beschreibt Motive des Ehrenamts", authors)).toBe(true);
    expect(citesAuthor("Wilson u. a. (2012) beschreiben Motive des Ehrenamts", authors)).toBe(true);
    expect(citesAuthor("Die Finanzkrise (2008) senkte die Beteiligung", authors)).toBe(false);
  });

  it("finds a line cut inside a word of the thesis", () => {
    const text =
      "Die Leistungsfähigkeit des Modells steigt mit der Datenmenge. Die Daten stammen aus Gärten.";
    expect(cutInsideWord("Die Leistungsfäh", text)).toBe(false); // fewer than four words: no evidence
    expect(cutInsideWord("Die Leistungsfähigkeit des Mod", text)).toBe(true);
    expect(cutInsideWord("Die Leistungsfähigkeit des Mod …", text)).toBe(true);
    expect(cutInsideWord("Die Daten stammen aus Gärten", text)).toBe(false);
    // Not taken from the thesis word for word: no evidence of a cut.
    expect(cutInsideWord("Fragen und Diskussion der Arbeit", "Fragen und Diskussion der Arbeitsgruppe")).toBe(
      true,
    );
    expect(cutInsideWord("Fragen und Diskussion", "Fragen und Diskussionen; Fragen und Diskussion.")).toBe(
      false,
    );
    expect(cutInsideWord("Die Daten stammen aus der Entwick-", text)).toBe(true);
  });
});

describe("the talk (issue 29)", () => {
  const say = (n: number, word = "Garten") =>
    Array.from({ length: n }, (_, i) => `${word}${String.fromCharCode(97 + (i % 26))}`).join(" ");
  const slides = async (specs: SlideSpec[]) => (await readPptx(await deck(specs))).slides;

  it("reads each slide's time from the notes document and checks each slide's notes against it", async () => {
    const text =
      "Folie 1: Titel\nRedezeit: 0:30 min (0:00–0:30)\nFolie 2: Ergebnisse\nRedezeit: 1:30 min (0:30–2:00)";
    expect(slideSecondsFromNotes(text)).toEqual([30, 90]);
    expect(slideSecondsFromNotes("Slide 1\nSpeaking time: 2:05 min (0:00–2:05)")).toEqual([125]);
    // 60 s = 130 words; ±25 % allows 98–162.
    const read = await slides([
      { title: "A", notes: say(130) },
      { title: "B", notes: say(100) },
      { title: "C", notes: say(90) },
      { title: "D", notes: say(170) },
      { title: "Backup", notes: "" },
    ]);
    expect(slideNotesOffBudget(read, [60, 60, 60, 60, 0]).map((o) => [o.slide, o.words, o.target])).toEqual([
      [3, 90, 130],
      [4, 170, 130],
    ]);
  });

  it("finds citations in the notes, but not the page pointer that closes them", async () => {
    const read = await slides([
      { title: "A", notes: "Die Beteiligung sinkt über die Saison. (S. 4–5)" },
      { title: "B", notes: "Die Beteiligung sinkt (Müller 2019). Das bestätigt die Theorie." },
      { title: "C", notes: "Vgl. dazu Kapitel 3. (Kap. 3)" },
    ]);
    expect(notesCitations(read)).toEqual([
      { slide: 2, text: "Die Beteiligung sinkt (Müller 2019)." },
      { slide: 3, text: "Vgl. dazu Kapitel 3." },
    ]);
  });

  it("finds sentences and quotes in another language than the talk's", async () => {
    const read = await slides([
      {
        title: "A",
        notes:
          "Die Autoren schreiben: „the results show that participation decreases with the distance to the garden“. Das ist wichtig.",
      },
      {
        title: "B",
        notes: "This thesis examines the role of social ties. Die Daten stammen aus zwölf Gärten.",
      },
      { title: "C", notes: "Der Random Forest erreicht die höchste Genauigkeit auf den Testdaten." },
    ]);
    const found = foreignNotes(read, "de");
    expect(found.map((f) => f.slide)).toEqual([1, 2]);
    expect(found[1]?.text).toBe("This thesis examines the role of social ties.");
  });

  it("finds sentences said twice and transitions said over and over", async () => {
    const read = await slides([
      {
        title: "A",
        notes: "Kommen wir zu den Ergebnissen. Die Beteiligung sinkt. Damit komme ich zu „Methode“.",
      },
      { title: "B", notes: "Kommen wir zu den Ergebnissen. Damit komme ich zu „Ergebnisse“." },
      { title: "C", notes: "Die Entfernung wirkt negativ. Damit komme ich zu „Fazit“." },
    ]);
    const repeated = repeatedNotes(read);
    expect(repeated).toContainEqual({ text: "Kommen wir zu den Ergebnissen.", slides: [1, 2] });
    expect(repeated).toContainEqual({ text: "Damit komme ich zu „…“.", slides: [1, 2, 3] });
    expect(repeatedNotes(read.slice(0, 1))).toEqual([]);
  });

  it("wants a number or a thesis object on every results slide", async () => {
    const chapters = [{ role: "results" as const, pageStart: 10, pageEnd: 14 }];
    const read = await slides([
      cover,
      { title: "Ergebnisse", bullets: ["Die Beteiligung sank um 23 Prozent"] },
      { title: "Ergebnisse II", bullets: ["Soziale Einbindung erklärt die Beteiligung"] },
      { title: "Einflussfaktoren", bullets: ["Die Entfernung wirkt negativ"], notes: "Text. (S. 11–12)" },
      {
        title: "Einflussfaktoren",
        bullets: ["Die Entfernung wirkt negativ"],
        table: [["β", "0,41"]],
        notes: "(S. 12)",
      },
      { title: "Methode", bullets: ["Die Daten wurden erhoben"], notes: "(S. 7)" },
      {
        title: "Ergebnisse III",
        bullets: ["Die Entfernung wirkt negativ"],
        picture: { alt: "Streudiagramm" },
      },
      // A title that interprets the results names a discussion slide.
      { title: "Einordnung der Ergebnisse", bullets: ["Die Befunde stützen die Theorie"] },
      // A section on the limits, its pages in the results chapter, says what the results cannot show.
      {
        title: "Limitierungen und zukünftige Arbeit",
        bullets: ["Die Evaluation nutzt eine einzige Referenzdatenbank"],
        notes: "(S. 13)",
      },
    ]);
    expect(resultsSlides(read, chapters).map((s) => s.index)).toEqual([2, 3, 4, 5, 7]);
    expect(resultsWithoutEvidence(read, chapters, [])).toEqual([3, 4]);
  });

  it("reads as the thesis's answer neither what it did nor a sentence that leans on the one before", () => {
    const sentence = (chapter: number, text: string) => ({ chapter, text });
    const thesis = {
      title: "Optimierung der enzymatischen Lactonisierung",
      chapters: [{ role: "introduction" }, { role: "discussion" }],
      sentences: [
        sentence(0, "2 Ziel dieser Arbeit"),
        sentence(
          0,
          "Ziel dieser Arbeit war die Modellierung der enzymatischen Lactonisierung von Pentandiol.",
        ),
        sentence(
          1,
          "In dieser Arbeit wurden kinetische Parameter für die Lactonisierung von Pentandiol bestimmt.",
        ),
        sentence(1, "Diese Ergebnisse zur Lactonisierung konnten nur teilweise bestätigt werden."),
        sentence(
          1,
          "Durch die Erweiterung um Hydrolyse konnte das Modell der Lactonisierung als valide bestätigt werden.",
        ),
      ],
    } as unknown as Parameters<typeof thesisAnswer>[0];
    const read = thesisAnswer(thesis, null);
    // A heading names where the aim stands, not the aim.
    expect(read.question).toEqual([
      "Ziel dieser Arbeit war die Modellierung der enzymatischen Lactonisierung von Pentandiol.",
    ]);
    expect(read.answer).toEqual([
      "Durch die Erweiterung um Hydrolyse konnte das Modell der Lactonisierung als valide bestätigt werden.",
    ]);
  });

  it("compares the conclusion slide with the thesis's own answer to its research question", async () => {
    const doc = smallThesis();
    const answer = thesisAnswer(understand(doc), doc.abstract);
    expect(answer.question.join(" ")).toMatch(/Welche Faktoren erklären/);
    expect(answer.answer.join(" ")).toMatch(/sozialer Einbindung/);
    const good = await slides([
      cover,
      {
        title: "Fazit",
        bullets: [
          "Die Ergebnisse bestätigen die zentrale Rolle sozialer Einbindung für dauerhaftes Engagement",
        ],
      },
      closing,
    ]);
    expect(conclusionSlides(good).map((s) => s.index)).toEqual([2]);
    expect(conclusionSharedWords(conclusionSlides(good), answer).length).toBeGreaterThanOrEqual(3);
    const off = await slides([
      cover,
      { title: "Fazit", bullets: ["Die Gärten liegen in zwölf Städten"] },
      closing,
    ]);
    expect(conclusionSharedWords(conclusionSlides(off), answer).length).toBeLessThan(3);
    // A conclusion over two slides ("Fazit", "Fazit (2)") is read as one; an outlook in the part is not.
    const two = await slides([
      cover,
      { title: "Fazit", bullets: ["Die Gärten liegen in zwölf Städten"] },
      {
        title: "Fazit (2)",
        bullets: [
          "Die Ergebnisse bestätigen die zentrale Rolle sozialer Einbindung für dauerhaftes Engagement",
        ],
      },
      { title: "Ausblick", bullets: ["Weitere Städte sollten untersucht werden"] },
      closing,
    ]);
    expect(conclusionSlides(two).map((s) => s.index)).toEqual([2, 3]);
    expect(conclusionSharedWords(conclusionSlides(two), answer).length).toBeGreaterThanOrEqual(3);
  });

  it("fails a deck for each new check and names the check", async () => {
    const e = await evaluateDeck(
      await deck([
        cover,
        {
          title: "Einleitung",
          bullets: ["Gemeinschaftsgärten gewinnen an Bedeutung (Müller 2019)"],
          notes: say(20),
        },
        { title: "ERGEBNISSE DER STUDIE", bullets: ["Soziale Einbindung als Prädiktor"], notes: say(20) },
        { title: "Fazit", bullets: ["Die Gärten liegen in zwölf Städten"], notes: say(20) },
        { title: "Literatur", lines: ["Müller, A. (2019). Engagement in der …"] },
        closing,
      ]),
      smallThesis(),
      { minutes: 5, slideSeconds: [20, 60, 60, 60, 20, 15] },
    );
    const checks = new Set(e.failedChecks.map((f) => f.check));
    for (const check of [
      "citationBullets",
      "allCapsTitles",
      "verblessBullets",
      "resultsWithoutEvidence",
      "conclusion",
      "cutBullets",
    ])
      expect(checks, check).toContain(check);
    // Notes far from each slide's time are measured; this small thesis is shorter than the talk, so they are
    // only reported (nothing may be invented to fill the time).
    expect(e.notesBudgetCapped).toBe(true);
    expect(e.slideNotesOffBudget?.map((o) => o.slide)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(e.failures).toEqual(e.failedChecks.map((f) => f.message));
    const report = formatEvaluation(e);
    expect(report).toMatch(/Stichpunkte ohne Verb: 1/);
    expect(report).toMatch(/Titel in Großbuchstaben: 1/);
    expect(report).toMatch(/abgeschnittene Literaturangaben: 1/);
    expect(report).toMatch(/Ergebnisfolien: 3; ohne Zahl oder Abbildung: 3/);
  });
});

describe("page references name the printed page (issue 30, decision 028)", () => {
  /** The small thesis with two Roman-numbered front pages: its 14th page prints "12". */
  const offsetThesis = () => {
    const doc = smallThesis();
    const labels = doc.pageLabels.labels.map((_, i) => (i < 2 ? (["i", "ii"][i] ?? null) : String(i - 1)));
    return { ...doc, pageLabels: { source: "printed" as const, labels } };
  };
  const table = (source: string): SlideSpec => ({
    title: "Regression",
    table: [
      ["Faktor", "β"],
      ["Soziale Einbindung", "0,41"],
    ],
    source,
  });
  const run = async (source: string, questions: Array<{ question: string; answer: string }> = []) =>
    evaluateDeck(await deck([cover, table(source), closing]), offsetThesis(), { minutes: 5, questions });

  it("accepts a source line that names the printed page of its table", async () => {
    const e = await run("Quelle: Tab. 2, S. 12");
    expect(e.wrongPages).toEqual([]);
    expect(formatEvaluation(e)).toContain("Seitenangaben (gedruckte Seite): alle stimmen");
  });

  it("fails a source line that names the file's page instead", async () => {
    const e = await run("Quelle: Tab. 2, S. 14");
    expect(e.wrongPages).toEqual([
      { where: 2, kind: "source", text: "Quelle: Tab. 2, S. 14", cited: ["14"], holds: ["12"] },
    ]);
    expect(e.failedChecks.map((f) => f.check)).toContain("wrongPages");
  });

  it("fails an answer whose sentence stands on another printed page than the one it names", async () => {
    const doc = offsetThesis();
    const p = doc.paragraphs.find((x) => x.page === 10) as (typeof doc.paragraphs)[number];
    const sentence = p.text.split(/(?<=\.)\s/u)[0] as string;
    const right = await run("Quelle: Tab. 2, S. 12", [{ question: "Warum?", answer: `${sentence} (S. 8)` }]);
    expect(right.wrongPages).toEqual([]);
    const wrong = await run("Quelle: Tab. 2, S. 12", [{ question: "Warum?", answer: `${sentence} (S. 10)` }]);
    expect(wrong.wrongPages).toMatchObject([{ where: 1, kind: "answer", cited: ["10"], holds: ["8"] }]);
  });

  it("fails any page named for a file without pages (DOCX)", async () => {
    const doc = { ...smallThesis(), pageLabels: { source: "none" as const, labels: [] } };
    const e = evaluateDeck(await deck([cover, table("Quelle: Tab. 2, S. 14"), closing]), doc, { minutes: 5 });
    expect((await e).wrongPages).toHaveLength(1);
    const chapter = evaluateDeck(await deck([cover, table("Quelle: Tab. 2, Kap. 4.2"), closing]), doc, {
      minutes: 5,
    });
    expect((await chapter).wrongPages).toEqual([]);
  });
});
