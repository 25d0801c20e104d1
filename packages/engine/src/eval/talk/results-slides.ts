/**
 * Results slides, and whether each shows evidence: a number, a table, a chart or a thesis figure.
 */
import type { ChapterRole } from "../../document.ts";
import { namesLimitsOrNext } from "../../text/limits-heading.ts";
import { numberTokens } from "../../text/numbers.ts";
import type { ReadSlide } from "../pptx/deck-types.ts";
import { currentPart, FIXED } from "./slide-part.ts";

const RESULTS_WORDS =
  /\b(?:ergebnis\p{L}*|resultat\p{L}*|befund\p{L}*|auswertung\p{L}*|results?|findings?|outcomes?)\b/iu;

/** A title that interprets, places or discusses results rather than stating them. */
const INTERPRETS =
  /\b(?:interpretation|einordnung|diskussion|bewertung|deutung|discussion|implications?)\b/iu;

const PAGE_REFS = /\b(?:S\.|pp?\.)\s*(\d+)(?:\s*[–-]\s*(\d+))?/gu;

function pagesOf(notes: string): number[] {
  return [...notes.matchAll(PAGE_REFS)].flatMap((m) => {
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    return Array.from({ length: Math.min(50, Math.max(0, b - a) + 1) }, (_, k) => a + k);
  });
}

/**
 * Results slides: the current part of the navigation or the title names results (a title that interprets
 * them, outside the results part, names a discussion slide; a title that names the limits or what could
 * follow never names a results slide), or (in a deck without a navigation bar) most
 * pages the notes point to lie in a results chapter of the thesis.
 */
export function resultsSlides(
  slides: ReadSlide[],
  chapters: Array<{ role: ChapterRole; pageStart: number | null; pageEnd: number | null }>,
): ReadSlide[] {
  const ranges = chapters
    .filter((c) => c.role === "results" && c.pageStart !== null && c.pageEnd !== null)
    .map((c) => [c.pageStart as number, c.pageEnd as number] as const);
  return slides.filter((s, i) => {
    const title = s.title?.trim() ?? "";
    if (i === 0 || FIXED.test(title)) return false;
    // "Limitierungen und zukünftige Arbeit" in the results part says what the results cannot show.
    if (namesLimitsOrNext(title)) return false;
    if (RESULTS_WORDS.test(currentPart(s))) return true;
    // "Interpretation der Ergebnisse", "Einordnung der Ergebnisse": outside the results part, a title that
    // interprets the results names a discussion slide.
    if (RESULTS_WORDS.test(title)) return !INTERPRETS.test(title);
    // The navigation bar says which part a slide belongs to; only without one do its pages decide.
    if (currentPart(s)) return false;
    const pages = pagesOf(s.notes);
    const inside = pages.filter((p) => ranges.some(([a, b]) => p >= a && p <= b)).length;
    return pages.length > 0 && inside / pages.length > 0.5;
  });
}

/** A slide shows a number (in its text, a table or a chart) or a thesis object (a picture, table or chart). */
function carriesEvidence(slide: ReadSlide, visualSlides: Set<number>): boolean {
  return (
    visualSlides.has(slide.index) ||
    slide.images.length > 0 ||
    slide.tables.length > 0 ||
    slide.charts.length > 0 ||
    numberTokens(slide.text).length > 0
  );
}

/** Results slides without a number and without a thesis figure or table. */
export function resultsWithoutEvidence(
  slides: ReadSlide[],
  chapters: Parameters<typeof resultsSlides>[1],
  visualSlides: number[],
): number[] {
  const visuals = new Set(visualSlides);
  return resultsSlides(slides, chapters)
    .filter((s) => !carriesEvidence(s, visuals))
    .map((s) => s.index);
}
