/**
 * How well a usable figure or table fits a slide: referred to from its sentences, showing its finding,
 * in its chapter and pages, its caption sharing the slide's words.
 */

import { namesLimitsOrNext } from "../text/limits-heading.ts";
import { contentTokens } from "../text/words.ts";
import type { ThesisFigure, Understanding } from "../understand/schema.ts";
import type { SlideKind, VisualKind } from "./schema.ts";
import { isNumericTable } from "./table-choice.ts";
import { IMPLEMENTATION, type UsableFigure } from "./usable-figures.ts";

/** The parts of a slide draft the choice reads, and the two it sets. */
export interface FigureSlot {
  kind: SlideKind;
  titleHint: string;
  chapters: number[];
  range: { from: number; to: number } | null;
  visual: VisualKind | null;
  figureId: string | null;
  /** The finding a results slide states (plan/finding-choice.ts): the object that shows it comes first. */
  finding?: number | null;
}

interface SlideContext {
  pages: { lo: number; hi: number } | null;
  implementation: boolean;
  /** The slide's section is about the work's limits or what could follow it. */
  limitsOrNext: boolean;
  /** Content words of the slide's sentences. */
  words: Set<string>;
  /** The sections (heading ids) the slide's sentences stand in. */
  sections: Set<string>;
}

export function slideContext(slot: FigureSlot, thesis: Understanding): SlideContext {
  const range = slot.range as { from: number; to: number };
  const sentences = thesis.sentences.slice(range.from, range.to + 1);
  const pages = sentences.map((s) => s.page).filter((p): p is number => p !== null);
  const titles = [slot.titleHint, ...slot.chapters.map((c) => thesis.chapters[c]?.title ?? "")].join(" ");
  return {
    pages: pages.length ? { lo: Math.min(...pages), hi: Math.max(...pages) } : null,
    implementation: IMPLEMENTATION.test(titles),
    limitsOrNext: namesLimitsOrNext(slot.titleHint),
    words: new Set(sentences.flatMap((s) => contentTokens(s.text))),
    sections: new Set(sentences.flatMap((s) => (s.sectionId === null ? [] : [s.sectionId]))),
  };
}

function refsIn(figure: ThesisFigure, slot: FigureSlot): number {
  const range = slot.range as { from: number; to: number };
  return figure.refs.filter((id) => id >= range.from && id <= range.to).length;
}

/**
 * The slide's finding, or a sentence right beside it, refers to the object: it shows the finding. Not an
 * object an earlier section showed, referred back to for comparison ("Genau wie bei den Datenbanklatenzen
 * (siehe Abb. 14, Seite 45) schneiden …"): it stands on a page before the slide's text.
 */
function showsFinding(figure: ThesisFigure, slot: FigureSlot, context: SlideContext): boolean {
  const finding = slot.finding;
  return (
    typeof finding === "number" &&
    !standsBefore(figure, context) &&
    figure.refs.some((id) => Math.abs(id - finding) <= 2)
  );
}

/** The object stands on a page before the slide's text: an earlier section's object, referred back to. */
function standsBefore(figure: ThesisFigure, context: SlideContext): boolean {
  return context.pages !== null && figure.page !== null && figure.page < context.pages.lo - 1;
}

/**
 * 0: the slide's sentences refer to the object; 1: the object stands in the slide's chapter and sections on
 * its pages (± 1); 2: in the slide's chapter and sections (a results slide without a finding of its own: in
 * any section of its chapter); 3: anywhere in the main text (only to reach the minimum); null: never on this
 * slide (an appendix object it does not name; any object it does not name on a slide about limits).
 */
export function tierOf(c: UsableFigure, slot: FigureSlot, context: SlideContext): 0 | 1 | 2 | 3 | null {
  if (c.code && !context.implementation) return null;
  if (refsIn(c.figure, slot) > 0 || showsFinding(c.figure, slot, context)) return 0;
  if (c.appendix || context.limitsOrNext) return null;
  if (!slot.chapters.includes(c.figure.chapter)) return 3;
  // A results slide with no finding of its own still shows its chapter's evidence, whatever the section.
  if (fromOtherSection(c.figure, context) && !(slot.kind === "results" && slot.finding == null)) return 3;
  const page = c.figure.page;
  const { pages } = context;
  if (pages && page !== null && page >= pages.lo - 1 && page <= pages.hi + 1) return 1;
  return 2;
}

/**
 * The object stands in a section of the chapter the slide does not speak from: "Multivariate Analysen"
 * would show a descriptive chart of the section before, which its text never mentions.
 */
function fromOtherSection(figure: ThesisFigure, context: SlideContext): boolean {
  return figure.sectionId !== null && context.sections.size > 0 && !context.sections.has(figure.sectionId);
}

const LABEL_WORDS = new Set([
  "abbildung",
  "abb",
  "tabelle",
  "tab",
  "figure",
  "fig",
  "table",
  "grafik",
  "diagramm",
]);

/** Share of the caption's content words that the slide's sentences use: the slide talks about the object. */
function captionOverlap(figure: ThesisFigure, context: SlideContext): number {
  const words = contentTokens(figure.caption).filter((w) => !LABEL_WORDS.has(w));
  return words.length ? words.filter((w) => context.words.has(w)).length / words.length : 0;
}

/**
 * Within a tier: more references, a caption the slide's text talks about, numeric tables on results slides,
 * nearer pages, larger pictures. An object an earlier section showed and the slide's text only points back
 * to for comparison ranks below the objects on the slide's own pages.
 */
export function rank(
  c: UsableFigure,
  slot: FigureSlot,
  context: SlideContext,
  thesis: Understanding,
): number {
  const refs = refsIn(c.figure, slot);
  const talkedAbout = captionOverlap(c.figure, context);
  const numeric = slot.kind === "results" && isNumericTable(c.figure, thesis) ? 1 : 0;
  const { pages } = context;
  const page = c.figure.page;
  const distance =
    pages && page !== null ? Math.max(0, pages.lo - page, page - pages.hi) : pages === null ? 0 : 50;
  const area = c.figure.image ? Math.min(1, (c.figure.image.width * c.figure.image.height) / 1e6) : 0.5;
  const finding = showsFinding(c.figure, slot, context) ? 1 : 0;
  const back = standsBefore(c.figure, context) ? 1 : 0;
  return (
    finding * 500 + refs * 100 - back * 150 + talkedAbout * 30 + numeric * 10 - Math.min(distance, 50) + area
  );
}
