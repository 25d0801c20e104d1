/**
 * What the slides say, read back from the PPTX, measured against thresholds: empty slides, lines that are
 * no content (chapter roadmap, house-keeping, figure descriptions, citations, cut sentences, front matter,
 * code, bibliography entries, footnotes, phrases without a verb), cut or all-capital titles, repeated
 * bullets, the full title on the cover, the thesis's own figures and tables with their source line,
 * pictures without alt text. `measureContent` gathers them from the files beside it (lines/ judges one line);
 * content-report.ts words them.
 */

import { lacksVerb, languageOf } from "../../text/verb-rules.ts";
import type { Understanding } from "../../understand/schema.ts";
import { hasCitation } from "../lines/citation.ts";
import { isCut } from "../lines/cut-line.ts";
import { isFigureDescription } from "../lines/figure-description.ts";
import { isHousekeeping } from "../lines/housekeeping.ts";
import { isRoadmap } from "../lines/roadmap.ts";
import { isAllCapsTitle, isCutTitle } from "../lines/titles.ts";
import type { ReadDeck } from "../pptx/deck-types.ts";
import {
  citesAuthor,
  cutInsideWord,
  type ThesisPart,
  type ThesisParts,
  thesisPartOf,
} from "../thesis/thesis-echo.ts";
import { duplicateBullets, emptySlides, titleOnCover } from "./slide-checks.ts";
import {
  contentBullets,
  contentLines,
  linesWhere,
  type SlideLine,
  sourceEntries,
  titlesWhere,
} from "./statements.ts";
import { picturesWithoutAltText, thesisVisualSlides } from "./thesis-visuals.ts";

export const CONTENT_THRESHOLDS = {
  emptySlides: 0,
  roadmapBullets: 0,
  figureDescriptionBullets: 0,
  housekeepingBullets: 0,
  citationBullets: 0,
  /** Issue 29: no cut line at all, the sources slide included (it was at most one, outside the sources). */
  cutBullets: 0,
  cutTitles: 0,
  allCapsTitles: 0,
  thesisPartBullets: 0,
  verblessBullets: 0,
  /** At least this many slides with a thesis figure or table … */
  thesisVisuals: 2,
  /** … when the thesis has at least this many figures and tables. */
  thesisFiguresForVisuals: 5,
} as const;

export interface ContentMeasures {
  /** Slides (numbers) with nothing below the title; the cover and the closing slide are exempt. */
  emptySlides: number[];
  roadmapBullets: SlideLine[];
  figureDescriptionBullets: SlideLine[];
  cutBullets: SlideLine[];
  /** Entries of the sources slide cut with "…" or inside a word. */
  cutSourceEntries: SlideLine[];
  housekeepingBullets: SlideLine[];
  citationBullets: SlideLine[];
  /** Slide titles cut short ("…", a hyphen or a function word at the end, an open bracket). */
  cutTitles: SlideLine[];
  allCapsTitles: SlideLine[];
  /** Lines from the front matter, code, the bibliography or a footnote of the thesis. */
  thesisPartBullets: Array<SlideLine & { part: ThesisPart }>;
  /** Bullets (bulleted paragraphs of content slides) without a verb. */
  verblessBullets: SlideLine[];
  /** The same bullet or body line (folded) more than once in the deck (report only). */
  duplicateBullets: Array<{ text: string; slides: number[] }>;
  /** Slide 1 carries the thesis's whole title. */
  titleComplete: boolean;
  titleFromFilename: boolean;
  /** Slides with a picture, table or chart and a source line ("Quelle: Abb. 3, S. 12"). */
  thesisVisuals: number;
  thesisVisualSlides: number[];
  /** Figures and tables the understanding found in the thesis. */
  thesisFigureCount: number;
  /** Slides (one entry per picture) whose thesis picture has no alt text (report only). */
  picturesWithoutAltText: number[];
}

/** What the thesis gives the content checks: its parts no slide may quote, its text, its language. */
export interface ThesisForContent {
  parts: ThesisParts;
  /** The thesis's body text and reference list (to tell a line cut inside a word). */
  text: string;
  /** Surnames opening its bibliography entries (to tell "Haller (2017)" from "Finanzkrise (2008)"). */
  authors: Set<string>;
  language: "de" | "en";
}

export function measureContent(
  deck: ReadDeck,
  thesis: Pick<Understanding, "title" | "titleFromFilename" | "figures" | "tables">,
  source: ThesisForContent,
): ContentMeasures {
  const captions = thesis.figures.map((f) => f.caption).filter(Boolean);
  const objectCaptions = [...captions, ...thesis.tables.map((t) => t.caption ?? "")].filter(Boolean);
  const visuals = thesisVisualSlides(deck, captions);
  const cut = (line: string) => isCut(line) || cutInsideWord(line, source.text);
  const lines = (test: (line: string) => boolean) => linesWhere(deck, test, objectCaptions);
  return {
    emptySlides: emptySlides(deck),
    roadmapBullets: lines(isRoadmap),
    figureDescriptionBullets: lines(isFigureDescription),
    cutBullets: lines(cut),
    cutSourceEntries: sourceEntries(deck).filter(
      (l) => /(?:…|\.{3})\s*$/u.test(l.text) || cutInsideWord(l.text, source.text),
    ),
    housekeepingBullets: lines(isHousekeeping),
    citationBullets: lines((l) => hasCitation(l) || citesAuthor(l, source.authors)),
    cutTitles: titlesWhere(deck, isCutTitle),
    allCapsTitles: titlesWhere(deck, isAllCapsTitle),
    thesisPartBullets: contentLines(deck, objectCaptions).flatMap((l) => {
      const part = thesisPartOf(l.text, source.parts);
      return part ? [{ ...l, part }] : [];
    }),
    // A line in the other language (a quoted English term list in a German talk) is read by its own rules.
    verblessBullets: contentBullets(deck).filter((l) =>
      lacksVerb(l.text, languageOf(l.text) ?? source.language),
    ),
    duplicateBullets: duplicateBullets(deck),
    titleComplete: titleOnCover(deck, thesis.title),
    titleFromFilename: thesis.titleFromFilename,
    thesisVisuals: visuals.length,
    thesisVisualSlides: visuals,
    thesisFigureCount: thesis.figures.length,
    picturesWithoutAltText: picturesWithoutAltText(deck, captions),
  };
}
