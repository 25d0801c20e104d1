/**
 * The content measures in German: the failure messages of the content thresholds and the report lines.
 */

import type { ThesisPart } from "../thesis/thesis-echo.ts";
import { CONTENT_THRESHOLDS, type ContentMeasures } from "./content-checks.ts";
import { type Failure, quoteLines as quoted } from "./failure.ts";
import type { SlideLine } from "./statements.ts";

const PART_NAMES: Record<ThesisPart, string> = {
  frontMatter: "Verzeichnis",
  code: "Code",
  reference: "Literaturangabe",
  footnote: "Fußnote",
};

/** The German failure messages for the content thresholds. */
export function contentFailures(m: ContentMeasures): Failure[] {
  const t = CONTENT_THRESHOLDS;
  const out: Failure[] = [];
  const fail = (check: string, message: string) => out.push({ check, message });
  /** More lines of one kind than its threshold allows: "<count> <what>: <the first three, quoted>." */
  const tooMany = <L extends SlideLine>(
    check: keyof typeof CONTENT_THRESHOLDS,
    lines: L[],
    what: string,
    quote: (lines: L[]) => string = quoted,
  ) => {
    if (lines.length > t[check]) fail(check, `${lines.length} ${what}: ${quote(lines)}.`);
  };
  if (m.emptySlides.length > t.emptySlides)
    fail(
      "emptySlides",
      `Leere Folien (ohne Stichpunkte, Text, Tabelle, Diagramm oder Bild): ${m.emptySlides.join(", ")}.`,
    );
  tooMany("roadmapBullets", m.roadmapBullets, "Stichpunkt(e) beschreiben den Aufbau der Arbeit statt Inhalt");
  tooMany(
    "housekeepingBullets",
    m.housekeepingBullets,
    "Stichpunkt(e) mit Formalien der Arbeit (Anhang, Dank, Schreibweise)",
  );
  tooMany(
    "figureDescriptionBullets",
    m.figureDescriptionBullets,
    "Stichpunkt(e) beschreiben eine Abbildung oder Tabelle statt Inhalt",
  );
  tooMany(
    "citationBullets",
    m.citationBullets,
    "Stichpunkt(e) mit Quellenangabe, Seitenverweis oder Fußnotenzeichen",
  );
  tooMany(
    "cutBullets",
    [...m.cutBullets, ...m.cutSourceEntries],
    "abgeschnittene Stichpunkte oder Literaturangaben",
  );
  tooMany("cutTitles", m.cutTitles, "abgeschnittene Folientitel");
  tooMany("allCapsTitles", m.allCapsTitles, "Folientitel in Großbuchstaben");
  tooMany(
    "thesisPartBullets",
    m.thesisPartBullets,
    "Stichpunkt(e) aus Verzeichnissen, Code, Literaturliste oder Fußnoten",
    partsQuoted,
  );
  tooMany("verblessBullets", m.verblessBullets, "Stichpunkt(e) ohne Verb");
  if (!m.titleComplete) fail("titleComplete", "Folie 1 zeigt den Titel der Arbeit nicht vollständig.");
  if (m.thesisFigureCount >= t.thesisFiguresForVisuals && m.thesisVisuals < t.thesisVisuals)
    fail(
      "thesisVisuals",
      `Nur ${m.thesisVisuals} Folie(n) zeigen eine Abbildung oder Tabelle der Arbeit mit Quellenangabe (mindestens ${t.thesisVisuals}, die Arbeit hat ${m.thesisFigureCount}).`,
    );
  return out;
}

const partsQuoted = (lines: Array<SlideLine & { part: ThesisPart }>) =>
  lines
    .slice(0, 3)
    .map((l) => `${PART_NAMES[l.part]}: ${quoted([l])}`)
    .join("; ");

/** The German report lines for the content measures. */
export function formatContent(m: ContentMeasures): string[] {
  const list = (lines: SlideLine[]) => (lines.length ? `${lines.length} (${quoted(lines)})` : "keine");
  return [
    `Leere Folien: ${m.emptySlides.length ? m.emptySlides.join(", ") : "keine"}`,
    `Stichpunkte zum Aufbau der Arbeit: ${list(m.roadmapBullets)}`,
    `Stichpunkte mit Formalien der Arbeit: ${list(m.housekeepingBullets)}`,
    `Stichpunkte, die eine Abbildung beschreiben: ${list(m.figureDescriptionBullets)}`,
    `Stichpunkte mit Quellenangabe oder Fußnotenzeichen: ${list(m.citationBullets)}`,
    `Abgeschnittene Stichpunkte: ${list(m.cutBullets)}; abgeschnittene Literaturangaben: ${list(m.cutSourceEntries)}`,
    `Abgeschnittene Folientitel: ${list(m.cutTitles)}; Titel in Großbuchstaben: ${list(m.allCapsTitles)}`,
    `Stichpunkte aus Verzeichnissen, Code, Literaturliste oder Fußnoten: ${m.thesisPartBullets.length ? `${m.thesisPartBullets.length} (${partsQuoted(m.thesisPartBullets)})` : "keine"}`,
    `Stichpunkte ohne Verb: ${list(m.verblessBullets)}`,
    `Doppelte Stichpunkte: ${m.duplicateBullets.length ? m.duplicateBullets.map((d) => `„${d.text}“ (Folien ${d.slides.join(", ")})`).join("; ") : "keine"}`,
    `Titel auf Folie 1: ${m.titleComplete ? "vollständig" : "unvollständig"}${m.titleFromFilename ? " (aus dem Dateinamen)" : ""}`,
    `Abbildungen/Tabellen der Arbeit auf Folien: ${m.thesisVisuals}${m.thesisVisualSlides.length ? ` (Folien ${m.thesisVisualSlides.join(", ")})` : ""}; in der Arbeit: ${m.thesisFigureCount}`,
    `Bilder ohne Alternativtext: ${m.picturesWithoutAltText.length ? `Folien ${m.picturesWithoutAltText.join(", ")}` : "keine"}`,
  ];
}
