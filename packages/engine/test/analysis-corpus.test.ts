/**
 * The free analysis over every corpus thesis (ingest + analysis only, no decks): links that end where they
 * end, the full title with its subtitle, a weaknesses line, results not led by a descriptive statistic,
 * and no heading without content (issue 30.3).
 */
import { describe, expect, it } from "vitest";
import { corpusAvailable } from "../../../scripts/corpus.ts";
import { analyze } from "../src/analysis/analysis.ts";
import { renderAnalysisHtml } from "../src/analysis/render-html.ts";
import { checkSources } from "../src/analysis/source-check.ts";
import type { DocumentModel } from "../src/document.ts";
import { statementKind } from "../src/understand/findings.ts";
import { understand } from "../src/understand/understand.ts";
import { CASES } from "./deck-corpus-cases.ts";
import { corpusDoc } from "./support/corpus.ts";

/** Why a URL or DOI looks glued to what follows it, or null when it ends where it ends. */
function gluedReason(link: string, kind: "url" | "doi"): string | null {
  const unbalanced = (open: string, close: string) => link.split(close).length > link.split(open).length;
  const path = link.replace(/^https?:\/\/[^/]*/, ""); // host names are free
  if (/[.,;:\]}'"”“„‘’!?*—–-]$/.test(link) || (link.endsWith(")") && unbalanced("(", ")")))
    return "ends in punctuation";
  if (/[„“”"—–]/.test(link)) return "quote or dash inside";
  // "….x.Stanford", "….415.R": a capitalised word (or letter) after a dot at the end.
  if (/\.\p{Lu}\p{Ll}+$/u.test(path) || (kind === "doi" && /\.\p{Lu}$/u.test(link)))
    return "capitalised word after a dot";
  if (kind === "doi" && /\d[.)]\p{L}{3,}$/u.test(link)) return "letters after the number";
  if (/\[/.test(link.split("?")[0] ?? "") || /\[[^\]]*$/.test(link)) return "bracket in the path";
  return null;
}

function gluedLinks(doc: DocumentModel): string[] {
  return doc.references.flatMap((r) => [
    ...r.urls.filter((u) => gluedReason(u, "url")).map((u) => `${u} (${gluedReason(u, "url")})`),
    ...r.dois.filter((d) => gluedReason(d, "doi")).map((d) => `${d} (${gluedReason(d, "doi")})`),
  ]);
}

/** The subtitles the corpus title pages carry (checked by hand); the other theses have none. */
const SUBTITLES: Record<string, string> = {
  "de_ba_politikwissenschaft_ict-arbeitslosigkeit-oecd-panel_frankfurt_52p.pdf":
    "Eine Paneldatenanalyse nach Bildungsniveau in OECD-Ländern",
  "de_ba_wirtschaftswissenschaften_aktienrenditen-ml-prognose_erlangen.docx":
    "Vorhersage von Finanzmarktrenditen durch Machine Learning Algorithmen",
  "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf":
    "Wie sich pH-Wert und Salzgehalt des Bodens auf Gartenkresse auswirken",
  "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf":
    "Automatisierte Textanalyse und Medieneinfluss im Fokus",
  "de_hausarbeit_theologie_exegese-markus-2_kirchlicher-fernunterricht_31p.pdf":
    "Exegese zu Mk 2, 1–12 parr.",
};
/** Titles that run on below a label on the title page ("Forschungsthema: …"). */
const FULL_TITLES: Record<string, string> = {
  "de_seminararbeit_vwl-oekonometrie_fifa-marktwert-regression_tu-berlin_40p.pdf":
    "Marktwertschätzung von Fußballspielern anhand von Daten des Videospiels FIFA20",
};

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const FINDING_KINDS = new Set(["answer", "hypothesis", "comparison", "effect"]);

describe.skipIf(!corpusAvailable)("free analysis over the corpus", () => {
  let links = 0;
  const glued: string[] = [];

  for (const c of CASES) {
    it(c.file, async () => {
      const doc = await corpusDoc(c.file);
      links += doc.references.reduce((s, r) => s + r.urls.length + r.dois.length, 0);
      glued.push(...gluedLinks(doc).map((g) => `${c.file}: ${g}`));
      expect(gluedLinks(doc)).toEqual([]);

      const thesis = understand(doc);
      const a = analyze(doc, thesis, { minutes: c.minutes });
      const html = decode(renderAnalysisHtml(a, await checkSources(doc.references, { offline: true })));

      // The full title, subtitle included, in the title line.
      const sub = SUBTITLES[c.file];
      if (sub) {
        expect(a.fullTitle).toContain(a.title ?? "");
        expect(a.fullTitle).toContain(sub);
      }
      const full = FULL_TITLES[c.file];
      if (full) expect(a.fullTitle).toContain(full);
      if (a.fullTitle) expect(html).toContain(`<p class="fw-title">${a.fullTitle}</p>`);

      // A weaknesses line under its heading, and no heading without content anywhere.
      expect(html).toMatch(/<h3>Schwächen<\/h3>(?:<ul><li>[^<]{20,}|<p class="fw-none">[^<]{20,})/);
      expect(html).not.toMatch(
        /<\/h2>\s*(?:<\/section>|<\/article>|<h2>)|<\/h3>\s*(?:<\/section>|<\/article>|<h[23]>)/,
      );

      // Results led by a finding (comparison, effect, answer) when the thesis has one, not by a mean.
      if (thesis.parts.findings.some((f) => FINDING_KINDS.has(f.kind))) {
        expect(statementKind(a.keyResults[0]?.text ?? "")).not.toBe("descriptive");
      }
    }, 180_000);
  }

  it("counts the glued links over all reference lists", () => {
    console.info(`corpus reference lists: ${links} URLs/DOIs, ${glued.length} glued`);
    expect(glued).toEqual([]);
  });
});
