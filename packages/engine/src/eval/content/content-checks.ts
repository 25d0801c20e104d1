/**
 * What the slides say, read back from the PPTX: empty slides, lines that are no content (chapter
 * roadmap, house-keeping, figure descriptions, citations, cut sentences, front matter, code, bibliography
 * entries, footnotes, phrases without a verb), cut or all-capital titles, repeated bullets, the full title on
 * the cover, the thesis's own figures and tables with their source line, pictures without alt text.
 */

import { lacksVerb, languageOf } from "../../text/verb-rules.ts";
import type { Understanding } from "../../understand/schema.ts";
import {
  foldText,
  isCaption,
  isCut,
  isFigureDescription,
  isRoadmap,
  isSourceLine,
  sourceCited,
} from "../lines/bullet-rules.ts";
import { hasCitation, isAllCapsTitle, isCutTitle, isHousekeeping } from "../lines/line-rules.ts";
import type { ReadDeck, ReadSlide, ReadTextShape } from "../pptx/read-pptx.ts";
import {
  citesAuthor,
  cutInsideWord,
  type ThesisPart,
  type ThesisParts,
  thesisPartOf,
} from "../thesis/thesis-echo.ts";
import { type Failure, quoteLines as quoted } from "./failure.ts";

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

export interface SlideLine {
  slide: number;
  text: string;
}

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

const CLOSING_TITLE = /^(?:vielen dank|danke|thank you|thanks)\b/iu;
const SOURCES_TITLE = /^(?:literatur|quellen|references|bibliography|sources|works cited)/iu;

/** The closing "thank you" slide. */
function isClosing(slide: ReadSlide): boolean {
  return CLOSING_TITLE.test(slide.title?.trim() ?? "");
}

/**
 * Text shapes below the title (the kicker above a title is not body). Without a title shape every
 * text shape but the title counts.
 */
function bodyShapes(slide: ReadSlide): ReadTextShape[] {
  const title = slide.textShapes.find((t) => t.isTitle);
  const titleMiddle = title ? title.box.y + title.box.h / 2 : Number.NEGATIVE_INFINITY;
  return slide.textShapes.filter((t) => !t.isTitle && t.box.y + t.box.h / 2 >= titleMiddle);
}

/**
 * A line that reproduces one of the thesis's figure or table captions (at least three words of it, in
 * order): the caption under the object the slide shows, with the source the thesis gives it, not a bullet.
 */
function reproducesCaption(line: string, captions: string[]): boolean {
  const folded = foldText(line);
  return folded.split(" ").length >= 3 && captions.some((c) => foldText(c).includes(folded));
}

/**
 * The lines a slide states: bullets and body paragraphs, without captions (labelled, or reproducing a
 * thesis caption from `captions`) and source lines.
 */
export function statements(slide: ReadSlide, captions: string[] = []): string[] {
  return bodyShapes(slide)
    .flatMap((t) => t.paragraphs.map((p) => p.text.trim()))
    .filter(
      (text) => text && !isCaption(text) && sourceCited(text) === null && !reproducesCaption(text, captions),
    );
}

function hasVisual(slide: ReadSlide): boolean {
  return slide.images.length > 0 || slide.tables.length > 0 || slide.charts.length > 0;
}

/** A source line that names a thesis object: by number or page, or by the start of one of its captions. */
function namesThesisObject(line: string, captions: string[]): boolean {
  if (isSourceLine(line)) return true;
  const cited = foldText(sourceCited(line) ?? "");
  return cited.split(" ").length >= 2 && captions.some((c) => foldText(c).includes(cited));
}

function hasSourceLine(slide: ReadSlide, captions: string[]): boolean {
  return slide.textShapes.some((t) => t.paragraphs.some((p) => namesThesisObject(p.text, captions)));
}

export function emptySlides(deck: ReadDeck): number[] {
  return deck.slides
    .filter((s) => s.index > 1 && !isClosing(s) && !hasVisual(s) && statements(s).length === 0)
    .map((s) => s.index);
}

/**
 * The statements of all slides that pass `test`. The sources slide lists references, not sentences: a
 * reference shortened with "…" is no cut sentence, and its titles may name chapters or figures.
 */
function linesWhere(deck: ReadDeck, test: (line: string) => boolean, captions: string[] = []): SlideLine[] {
  const sentences = deck.slides.filter((s) => !SOURCES_TITLE.test(s.title?.trim() ?? ""));
  return sentences.flatMap((s) =>
    statements(s, captions)
      .filter(test)
      .map((text) => ({ slide: s.index, text })),
  );
}

/** The entries of the sources slide. */
function sourceEntries(deck: ReadDeck): SlideLine[] {
  return deck.slides
    .filter((s) => SOURCES_TITLE.test(s.title?.trim() ?? ""))
    .flatMap((s) => statements(s).map((text) => ({ slide: s.index, text })));
}

/** Slides with a title of their own: not the cover (its title is the thesis's, checked in full elsewhere). */
function titlesWhere(deck: ReadDeck, test: (title: string) => boolean): SlideLine[] {
  return deck.slides
    .filter((s) => s.index > 1 && s.title && test(s.title.trim()))
    .map((s) => ({ slide: s.index, text: s.title?.trim() ?? "" }));
}

const AGENDA_TITLE = /^(?:agenda|gliederung|inhalt|überblick|outline|overview|contents)\b/iu;

/** The content slides: not the cover, agenda, sources or closing slide, whose lines are names, not statements. */
function contentSlides(deck: ReadDeck): ReadSlide[] {
  return deck.slides.filter(
    (s) =>
      s.index > 1 &&
      !isClosing(s) &&
      !SOURCES_TITLE.test(s.title?.trim() ?? "") &&
      !AGENDA_TITLE.test(s.title?.trim() ?? ""),
  );
}

/** The bullets (bulleted paragraphs) of the content slides. */
function contentBullets(deck: ReadDeck): SlideLine[] {
  return contentSlides(deck).flatMap((s) => s.bullets.map((text) => ({ slide: s.index, text: text.trim() })));
}

/** The statements of the content slides (captions of thesis objects in `captions` left out). */
function contentLines(deck: ReadDeck, captions: string[] = []): SlideLine[] {
  return contentSlides(deck).flatMap((s) =>
    statements(s, captions).map((text) => ({ slide: s.index, text })),
  );
}

/**
 * Statements said on two content slides. The cover and the closing slide are left out: the closing slide
 * repeats the author's name by design, and a name from a title page has no place in a report or a log.
 */
export function duplicateBullets(deck: ReadDeck): Array<{ text: string; slides: number[] }> {
  const seen = new Map<string, { text: string; slides: number[] }>();
  for (const s of contentSlides(deck)) {
    for (const text of statements(s)) {
      const key = foldText(text);
      if (!key) continue;
      const entry = seen.get(key) ?? { text, slides: [] };
      entry.slides.push(s.index);
      seen.set(key, entry);
    }
  }
  return [...seen.values()].filter((e) => e.slides.length > 1);
}

/** Slide 1 holds the whole title, whatever its line breaks, soft hyphens, quotes and punctuation. */
export function titleOnCover(deck: ReadDeck, title: string): boolean {
  const squeeze = (text: string) => foldText(text).replace(/\s+/gu, "");
  const wanted = squeeze(title);
  const cover = deck.slides[0];
  return Boolean(wanted && cover && squeeze(cover.text).includes(wanted));
}

export function thesisVisualSlides(deck: ReadDeck, captions: string[]): number[] {
  return deck.slides.filter((s) => hasVisual(s) && hasSourceLine(s, captions)).map((s) => s.index);
}

/** A `descr` that is empty or only a file name (pptxgenjs writes "preencoded.png" when none is given). */
function lacksAltText(descr: string): boolean {
  return !descr || /^[\w.-]+\.(?:png|jpe?g|gif|svg|emf|wmf|bmp|tiff?)$/iu.test(descr);
}

/** Pictures on the slides that show a thesis figure (they carry a source line) without alt text. */
export function picturesWithoutAltText(deck: ReadDeck, captions: string[]): number[] {
  return deck.slides
    .filter((s) => hasSourceLine(s, captions))
    .flatMap((s) => s.images.filter((p) => lacksAltText(p.descr)).map(() => s.index));
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
