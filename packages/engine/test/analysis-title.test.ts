/** The analysis shows the full title (subtitle included) and never a heading without content. */
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis/analysis.ts";
import { renderAnalysisHtml } from "../src/analysis/render-html.ts";
import { fullTitleOf } from "../src/analysis/title.ts";
import type { TitleLine } from "../src/ingest/blocks.ts";
import { readTitlePage } from "../src/ingest/title-page/title-page.ts";
import { understand } from "../src/understand/understand.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

const pdf = (text: string, size: number, top: number): TitleLine => ({
  text,
  page: 1,
  size,
  top,
  center: 0.5,
  bold: null,
});
const body = Array.from({ length: 12 }, (_, i) =>
  pdf(
    "Diese Arbeit untersucht, wie sich die Messwerte über den gesamten Zeitraum verändert haben.",
    11,
    0.5 + i * 0.03,
  ),
);

describe("fullTitleOf", () => {
  it("joins title and subtitle, once", () => {
    expect(fullTitleOf("Arbeitslosigkeit in Wohlfahrtsstaaten", "Eine Paneldatenanalyse")).toBe(
      "Arbeitslosigkeit in Wohlfahrtsstaaten: Eine Paneldatenanalyse",
    );
    expect(fullTitleOf("Steh auf und geh!", "Exegese zu Mk 2")).toBe("Steh auf und geh! Exegese zu Mk 2");
    expect(fullTitleOf("The Challenge: Forecasting Returns", "forecasting returns")).toBe(
      "The Challenge: Forecasting Returns",
    );
    expect(fullTitleOf("Heat Transfer on Wings", null)).toBe("Heat Transfer on Wings");
    expect(fullTitleOf(null, "Untertitel")).toBeNull();
  });
});

/** A PDF title page with body text after it (so the reader knows the body size). */
const titlePage = (lines: TitleLine[]) => readTitlePage([...lines, ...body], { format: "pdf" });

describe("title page: the whole title and subtitle, nothing more", () => {
  it("keeps the author's name set like the subtitle out of it", () => {
    const page = titlePage([
      pdf("ICT-Investitionen und Arbeitslosigkeit in", 20, 0.15),
      pdf("Wohlfahrtsstaaten", 20, 0.19),
      pdf("Eine Paneldatenanalyse nach Bildungsniveau in OECD-Ländern", 14, 0.24),
      pdf("Erika Musterfrau", 14, 0.27),
      pdf("Bachelorarbeit", 12, 0.35),
    ]);
    expect(page.title).toBe("ICT-Investitionen und Arbeitslosigkeit in Wohlfahrtsstaaten");
    expect(page.subtitle).toBe("Eine Paneldatenanalyse nach Bildungsniveau in OECD-Ländern");
  });

  it("reads a labelled title on to the lines below it ('Forschungsthema: …')", () => {
    const page = titlePage([
      pdf("Seminararbeit", 12, 0.1),
      pdf("Forschungsthema: Marktwertschätzung", 14, 0.2),
      pdf("von Fußballspielern anhand von Daten", 14, 0.23),
      pdf("des Videospiels FIFA20", 14, 0.26),
      pdf("Von: Erika Musterfrau", 12, 0.35),
    ]);
    expect(page.title).toBe("Marktwertschätzung von Fußballspielern anhand von Daten des Videospiels FIFA20");
  });
});

describe("analysis HTML: title line and weaknesses", () => {
  it("shows the title with its subtitle, and a weaknesses line even when none were found", () => {
    const doc = smallThesis();
    const thesis = understand(doc);
    thesis.titlePage = { ...thesis.titlePage, subtitle: "Eine Fallstudie in drei Städten" };
    const a = { ...analyze(doc, thesis), weaknesses: [] };
    expect(a.fullTitle).toBe(`${thesis.title}: Eine Fallstudie in drei Städten`);
    const html = renderAnalysisHtml(a);
    expect(html).toContain(`<p class="fw-title">${a.fullTitle}</p>`);
    expect(html.match(/Eine Fallstudie in drei Städten/g)).toHaveLength(2); // title line and summary only
    expect(html).toMatch(
      /<h3>Schwächen<\/h3><p class="fw-none">Keine auffälligen Schwächen erkannt\. Geprüft: /,
    );
  });
});
