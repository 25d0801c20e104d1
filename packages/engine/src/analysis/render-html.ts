/**
 * The free analysis as German HTML (SPEC: analysis_html_content). Every text is escaped, and the result is
 * passed through sanitize-html with a closed list of tags: no script, no event handlers, no links, no styles.
 * The only thing that loads is a figure preview: an <img> whose src is a relative `/api/…` URL of our own
 * server (given by `figureUrl`); any other image source is removed. The sections live in `html/`.
 */
import { figuresSection } from "./html/figures-html.ts";
import { headerHtml, insufficientSection } from "./html/header-html.ts";
import { esc, list, section } from "./html/markup.ts";
import { sanitizeAnalysisHtml } from "./html/sanitize.ts";
import { sourceCheckHtml } from "./html/source-check-html.ts";
import { assessmentSection, outlineSection, questionsSection } from "./html/talk-sections.ts";
import {
  findingsSections,
  methodSection,
  questionSection,
  structureSection,
  summarySection,
} from "./html/thesis-sections.ts";
import type { Analysis } from "./schema.ts";
import type { SourceCheckResult } from "./source-status.ts";

export interface RenderAnalysisOptions {
  /** URL of a stored figure picture by artifact name; must be a relative `/api/…` URL. Without it no pictures. */
  figureUrl?: (artifact: string) => string;
}

export function renderAnalysisHtml(
  a: Analysis,
  sourceCheck?: SourceCheckResult,
  opts: RenderAnalysisOptions = {},
): string {
  const parts = [
    headerHtml(a),
    insufficientSection(a),
    summarySection(a),
    structureSection(a),
    figuresSection(a, opts.figureUrl),
    questionSection(a),
    methodSection(a),
    findingsSections(a),
    assessmentSection(a, sourceCheck),
    questionsSection(a),
    outlineSection(a),
    section("sources", "Quellenprüfung", sourceCheckHtml(a, sourceCheck)),
    a.warnings.length ? section("warnings", "Hinweise zum Einlesen", list(a.warnings.map(esc))) : "",
  ];
  return sanitizeAnalysisHtml(`<article class="fw-analysis" lang="de">${parts.join("")}</article>`);
}
