/** The free analysis and its HTML: content from the thesis, safe to render. */
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analyze/analysis.ts";
import { renderAnalysisHtml } from "../src/analyze/render-html.ts";
import { checkSources } from "../src/analyze/source-check.ts";
import { corpusDoc } from "./support/corpus.ts";

const soziologie = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

describe("analyze + renderAnalysisHtml", () => {
  it("reports question, method, results, outline and the skipped source check in German", async () => {
    const doc = await corpusDoc(soziologie);
    const a = analyze(doc, { minutes: 15 });
    expect(a.status).toBe("ok");
    expect(a.outline.segments.reduce((s, x) => s + x.minutes, 0)).toBe(15);
    expect(a.outline.segments.map((s) => s.title)).toEqual(
      expect.arrayContaining(["Methodik", "Ergebnisse", "Fazit und Ausblick"]),
    );
    expect(a.outline.segments.find((s) => s.title === "Methodik")?.sources).toEqual(["3 Methode (S. 7–9)"]);
    expect(a.examinerQuestions.map((q) => q.topic)).toEqual(
      expect.arrayContaining(["Methodik", "Ergebnisse", "Grenzen", "Transfer"]),
    );
    const html = renderAnalysisHtml(a, await checkSources(doc.references, { offline: true }));
    expect(html).toContain("<h2>Forschungsfrage und Ziel</h2>");
    expect(html).toContain(
      "Wie hat sich das Sentiment der untersuchten Veröffentlichungen im untersuchten Zeitraum verändert?",
    );
    expect(html).toContain("Vorschlag für die Gliederung deines Vortrags (15 Minuten)");
    expect(html).toContain("Linkprüfung: übersprungen");
    expect(html).not.toMatch(/<(script|img|a|iframe|style|link)\b/i);
  });

  it("states the working share of checked links", async () => {
    const doc = await corpusDoc(soziologie);
    const html = renderAnalysisHtml(analyze(doc), {
      mode: "checked",
      total: 10,
      ok: 6,
      restricted: 1,
      broken: 3,
      refused: 0,
      skipped: 0,
      workingShare: 0.7,
      belowRefundThreshold: true,
      items: [
        {
          target: "https://example.org/weg",
          kind: "url",
          status: "broken",
          httpStatus: 404,
          detail: "Seite existiert nicht mehr",
          referenceIndex: 0,
        },
      ],
    });
    expect(html).toContain("7 von 10 geprüften Links funktionieren (70 %)");
    expect(html).toContain("Weniger als 80 % der Quellen-Links funktionieren.");
    expect(html).toContain("<code>https://example.org/weg</code>");
  });

  it("neutralises markup that comes from the thesis itself", async () => {
    const doc = structuredClone(await corpusDoc(soziologie));
    doc.title = `<img src=x onerror="alert(1)"><script>alert(1)</script>Titel`;
    doc.parts.researchQuestions = [
      { text: `<a href="javascript:alert(1)">Frage?</a>`, page: 3, sectionId: null },
    ];
    const html = renderAnalysisHtml(analyze(doc));
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain("&lt;script&gt;");
  });
});
