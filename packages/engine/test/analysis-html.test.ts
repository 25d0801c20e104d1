/** The free analysis and its HTML: content from the thesis, safe to render. */
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis/analysis.ts";
import { PICTURES_PENDING } from "../src/analysis/html/figures-html.ts";
import { renderAnalysisHtml } from "../src/analysis/render-html.ts";
import type { Analysis, AnalysisFigure } from "../src/analysis/schema.ts";
import { checkSources } from "../src/analysis/source-check.ts";
import { ingest } from "../src/ingest/index.ts";
import { understand } from "../src/understand/understand.ts";
import { corpusBytes, corpusThesis } from "./support/corpus.ts";

const soziologie = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

/** Names of all attributes on the tags of sanitised HTML (values are quoted; quotes inside are &quot;). */
const attributeNames = (html: string) =>
  (html.match(/<[a-z][a-z0-9]*(?:\s+[a-z-]+(?:="[^"]*")?)*\s*\/?>/gi) ?? []).flatMap((tag) =>
    [...tag.replace(/="[^"]*"/g, "").matchAll(/\s([a-z-]+)/gi)].map((m) => (m[1] ?? "").toLowerCase()),
  );

describe("analyze + renderAnalysisHtml", () => {
  it("reports question, method, results, outline and the skipped source check in German", async () => {
    const { doc, thesis } = await corpusThesis(soziologie);
    const a = analyze(doc, thesis, { minutes: 15 });
    expect(a.status).toBe("ok");
    expect(a.outline.segments.reduce((s, x) => s + x.minutes, 0)).toBe(15);
    expect(a.outline.segments.map((s) => s.title)).toEqual(
      expect.arrayContaining(["Methodik", "Ergebnisse", "Fazit und Ausblick"]),
    );
    expect(a.outline.segments.find((s) => s.title === "Methodik")?.sources).toEqual(["3 Methode (S. 7–9)"]);
    // The approach stands alone after its colon ("Vorgehen: empirisch"), not as "Art der Arbeit: empirische".
    expect(a.methodSummary).toMatch(
      /^Vorgehen: (empirisch|theoretisch \(literaturbasiert\)|empirisch-theoretisch)[ .]/,
    );
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

  it("text first: read without its pictures, the analysis says they are being read instead of counting them", async () => {
    const { doc, artifacts } = await ingest(corpusBytes(soziologie), { filename: "a.pdf", pictures: false });
    expect(doc.picturesPending).toBe(true);
    expect(artifacts).toEqual([]);
    // The figures are known from their captions, without pictures; the chapters are those of the whole read.
    expect(doc.figures.every((f) => f.image === null)).toBe(true);
    const whole = await corpusThesis(soziologie);
    expect(doc.chapters.map((c) => c.title)).toEqual(whole.doc.chapters.map((c) => c.title));
    const a = analyze(doc, understand(doc), { minutes: 15 });
    expect(a.picturesPending).toBe(true);
    const html = renderAnalysisHtml(a);
    expect(html).toContain(`<h2>Abbildungen und Tabellen</h2><p class="fw-pending">${PICTURES_PENDING}</p>`);
    expect(html).not.toMatch(/Abbildungen?, \d+\u00a0Tabellen?\./);
    expect(renderAnalysisHtml(analyze(whole.doc, whole.thesis, { minutes: 15 }))).not.toContain("fw-pending");
  });

  it("states the working share of checked links", async () => {
    const { doc, thesis } = await corpusThesis(soziologie);
    const html = renderAnalysisHtml(analyze(doc, thesis), {
      mode: "checked",
      total: 10,
      ok: 6,
      restricted: 1,
      broken: 3,
      unknown: 0,
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
    // Broken links are named among the weaknesses too.
    expect(html).toContain("3 Quellen-Links sind nicht erreichbar (siehe Quellenprüfung)");
    expect(html).toContain("Weniger als 80 % der Quellen-Links funktionieren.");
    expect(html).toContain("<code>https://example.org/weg</code>");
  });

  it("says the link check was not possible without network and counts nothing as broken", async () => {
    const { doc, thesis } = await corpusThesis(soziologie);
    const check = await checkSources(doc.references, {
      resolve: async (host) => {
        throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${host}`), { code: "EAI_AGAIN" });
      },
      probe: async () => false,
    });
    expect(check).toMatchObject({ mode: "unavailable", broken: 0, belowRefundThreshold: null });
    const html = renderAnalysisHtml(analyze(doc, thesis), check);
    expect(html).toContain("Link-Prüfung derzeit nicht möglich");
    expect(html).toContain("Kein Link wird deshalb als fehlerhaft gezählt");
    expect(html).not.toMatch(/von \d+ geprüften Links funktionieren|nicht erreichbar|Weniger als 80/);
  });

  it("names only links a server showed to be gone as a weakness, not unknown or uncalled ones", async () => {
    const { doc, thesis } = await corpusThesis(soziologie);
    const item = (target: string, status: "broken" | "unknown" | "refused", httpStatus: number | null) => ({
      target,
      kind: "url" as const,
      status,
      httpStatus,
      detail: null,
      referenceIndex: 0,
    });
    const html = renderAnalysisHtml(analyze(doc, thesis), {
      mode: "checked",
      total: 5,
      ok: 2,
      restricted: 0,
      broken: 1,
      unknown: 1,
      refused: 1,
      skipped: 0,
      workingShare: 2 / 3,
      belowRefundThreshold: true,
      items: [
        item("https://example.org/weg", "broken", 404),
        item("https://example.org/langsam", "unknown", null),
        item("http://10.0.0.1/intern", "refused", null),
      ],
    });
    expect(html).toContain("2 von 3 geprüften Links funktionieren (67 %)");
    expect(html).toContain("1 Link hat nicht eindeutig geantwortet (Zeitüberschreitung oder Serverfehler)");
    expect(html).toContain("1 Quellen-Link ist nicht erreichbar (siehe Quellenprüfung)");
  });

  it("neutralises markup that comes from the thesis itself", async () => {
    const { doc, thesis: original } = await corpusThesis(soziologie);
    const thesis = structuredClone(original);
    thesis.title = `<img src=x onerror="alert(1)"><script>alert(1)</script>Titel`;
    thesis.parts.researchQuestions = [
      { text: `<a href="javascript:alert(1)">Frage?</a>`, page: 3, sectionId: null },
    ];
    thesis.figures = thesis.figures.map((f) => ({
      ...f,
      caption: `<img src=x onerror="alert(1)">${f.caption}`,
    }));
    const html = renderAnalysisHtml(analyze(doc, thesis), undefined, {
      figureUrl: (artifact) => `/api/presentations/p1/${artifact}`,
    });
    expect(html).not.toMatch(/<(script|a)\b/i);
    // The only images are the figure previews from figureUrl, never the thesis's markup.
    for (const img of html.match(/<img\b[^>]*>/gi) ?? [])
      expect(img).toMatch(/^<img src="\/api\/presentations\/p1\//);
    expect(html).not.toMatch(/<img src="x"/i);
    expect(attributeNames(html).filter((name) => name.startsWith("on"))).toEqual([]);
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("figures and tables in the analysis HTML", () => {
  const figure = (over: Partial<AnalysisFigure>): AnalysisFigure => ({
    id: "abb-3",
    kind: "figure",
    label: "Abbildung 3",
    caption: "Ablauf der Messung",
    page: 12,
    place: "S. 12",
    chapter: "3 Methode (S. 7–9)",
    image: { artifact: "figures/abb-3.png", contentType: "image/png", width: 1600, height: 1200 },
    ...over,
  });
  const withFigures = async (figures: AnalysisFigure[]): Promise<Analysis> => {
    const { doc, thesis } = await corpusThesis(soziologie);
    return { ...analyze(doc, thesis, { minutes: 15 }), figures };
  };
  const figureUrl = (artifact: string) =>
    `/api/presentations/0b7c2f1e-1111-4222-8333-944455556666/figures/${encodeURIComponent(artifact.slice(8))}`;
  const section = (html: string) => html.match(/<section class="fw-figures">.*?<\/section>/s)?.[0] ?? "";

  it("lists the real thesis's figures and tables with label, caption and page", async () => {
    const { doc, thesis } = await corpusThesis(soziologie);
    const a = analyze(doc, thesis, { minutes: 15 });
    expect(a.figures.length).toBeGreaterThan(0);
    const html = renderAnalysisHtml(a, undefined, { figureUrl });
    const part = section(html);
    expect(part).toContain("<h2>Abbildungen und Tabellen</h2>");
    for (const f of a.figures) {
      expect(part).toContain(`<strong>${f.label}</strong>`);
      if (f.image) {
        expect(part).toContain(`src="${figureUrl(f.image.artifact)}"`);
      }
    }
    expect(part.match(/<img /g)?.length).toBe(a.figures.filter((f) => f.image).length);
  });

  it("shows a small lazy preview with size and the caption as alt text, or label and caption alone", async () => {
    const html = renderAnalysisHtml(
      await withFigures([
        figure({}),
        figure({
          id: "tab-2",
          kind: "table",
          label: "Tabelle 2",
          caption: "Stichprobe",
          page: 5,
          place: "S. 5",
          image: null,
        }),
        figure({
          id: "abb-4",
          label: "Abbildung 4",
          caption: "Hochformat",
          page: null,
          place: "",
          image: { artifact: "figures/abb-4.jpg", contentType: "image/jpeg", width: 300, height: 900 },
        }),
      ]),
      undefined,
      { figureUrl },
    );
    const part = section(html);
    expect(part).toContain(
      `<img src="/api/presentations/0b7c2f1e-1111-4222-8333-944455556666/figures/abb-3.png" width="320" height="240" loading="lazy" alt="Ablauf der Messung" />`,
    );
    expect(part).toContain(
      `<strong>Abbildung 3</strong>: Ablauf der Messung <small class="fw-page">(S.\u00a012)</small>`,
    );
    // Portrait pictures are limited by the preview height.
    expect(part).toContain(`figures/abb-4.jpg" width="80" height="240"`);
    expect(part).toContain(`<strong>Abbildung 4</strong>: Hochformat</figcaption>`);
    // Without a picture: label, caption and page only.
    expect(part).toMatch(
      /<figure class="fw-figure fw-figure-text"><figcaption><strong>Tabelle 2<\/strong>: Stichprobe <small class="fw-page">\(S\.\u00a05\)<\/small><\/figcaption><\/figure>/,
    );
    expect(part.match(/<img /g)).toHaveLength(2);
  });

  it("shows no pictures without figureUrl and nothing when the thesis has no figures", async () => {
    const html = renderAnalysisHtml(await withFigures([figure({})]));
    expect(section(html)).toContain("<strong>Abbildung 3</strong>: Ablauf der Messung");
    expect(html).not.toContain("<img");
    const none = renderAnalysisHtml(await withFigures([]), undefined, { figureUrl });
    expect(none).not.toContain("Abbildungen und Tabellen");
  });

  it("allows only relative /api/ image sources", async () => {
    const a = await withFigures([figure({})]);
    for (const bad of [
      "https://example.org/abb-3.png",
      "//example.org/abb-3.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/files/abb-3.png",
      "/api/presentations/../../files/x.png",
      "/api/presentations/%2e%2e/%2E%2E/x.png",
      "/api/presentations/a%2Fb.png",
      "/api//abb-3.png",
      '/api/x.png" onerror="alert(1)',
      "api/x.png",
    ]) {
      const html = renderAnalysisHtml(a, undefined, { figureUrl: () => bad });
      expect(html, bad).not.toContain("<img");
      expect(html, bad).toContain("<strong>Abbildung 3</strong>: Ablauf der Messung");
    }
  });
});
