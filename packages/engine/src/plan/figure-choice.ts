/**
 * Which slide shows which of the thesis's own figures and tables. An object goes on the slide whose
 * sentences refer to it ("Abbildung 3 zeigt …"), else on a slide whose chapter and pages hold it; results
 * slides choose first (the object their finding's sentence, or one beside it, refers to before any other),
 * then method slides; at most one object per slide. A thesis with five or more usable
 * objects gets at least two into the deck. Never: tiny or decorative pictures, pictures from the front
 * matter (logos on the title page), code listings outside slides about the implementation, and appendix
 * objects, unless the main text has too few of its own and refers to them from the slide.
 */
import { contentTokens } from "../text/words.ts";
import type { ThesisFigure, Understanding } from "../understand/schema.ts";
import type { SlideKind, VisualKind } from "./schema.ts";
import { isNumericTable, nativeTableIndex } from "./table-choice.ts";

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

/** A deck shows at least this many objects when the thesis has `PLENTY` usable ones. */
export const MIN_FIGURES = 2;
const PLENTY = 5;
/** At most this share of the content slides shows an object its own sentences do not refer to. */
const UNREFERENCED_SHARE = 0.5;
/** Slides that keep their own shape: the question verbatim, the conclusion's answer, the fixed slides. */
const NO_FIGURE_KINDS: readonly string[] = [
  "title",
  "agenda",
  "question",
  "limitations",
  "conclusion",
  "outlook",
  "sources",
  "thanks",
];
const CODE =
  /\b(?:(?:quell|programm|pseudo)?codes?|quelltexte?|listings?|snippets?|skripte?|scripts?|abfragen?|quer(?:y|ies))\b/iu;
const IMPLEMENTATION =
  /implementier|implementation|umsetzung|realisierung|realization|prototyp|programmier|programming|entwicklung|development|architektur|architecture/iu;

export interface UsableFigure {
  figure: ThesisFigure;
  /** Index into the document's tables when shown as a native table, else null (shown as picture). */
  native: number | null;
  appendix: boolean;
  code: boolean;
}

/** Below this size, or this elongated, a picture is a logo, icon or rule, not a figure to show. */
export function isDecorative(image: { width: number; height: number }): boolean {
  const short = Math.min(image.width, image.height);
  const long = Math.max(image.width, image.height);
  return short < 48 || image.width * image.height < 90 * 90 || long / short > 12;
}

/** After the main text: outside the main chapters, on or after the appendix's first page, or past the last chapter. */
export function isInAppendix(
  figure: ThesisFigure,
  thesis: Pick<Understanding, "chapters" | "appendix">,
): boolean {
  if (figure.chapter < 0) return true;
  if (figure.page === null) return false;
  const starts = thesis.appendix.map((a) => a.pageStart).filter((p): p is number => p !== null);
  if (starts.length && figure.page >= Math.min(...starts)) return true;
  const ends = thesis.chapters.map((c) => c.pageEnd).filter((p): p is number => p !== null);
  return ends.length > 0 && figure.page > Math.max(...ends);
}

/** The objects that could go on a slide: a native table, or a picture that is not decorative. */
export function usableFigures(thesis: Understanding): UsableFigure[] {
  const firstPage = thesis.chapters[0]?.pageStart ?? null;
  return thesis.figures.flatMap((figure) => {
    const native = nativeTableIndex(figure, thesis);
    const picture = figure.image !== null && !isDecorative(figure.image);
    if (native === null && !picture) return [];
    if (firstPage !== null && figure.page !== null && figure.page < firstPage) return [];
    return [{ figure, native, appendix: isInAppendix(figure, thesis), code: CODE.test(figure.caption) }];
  });
}

/**
 * Chooses the objects, sets `figureId` on the chosen slides (which then show no generated diagram) and
 * returns per slide the document-table index of a native table, null elsewhere.
 */
export function assignFigures(slots: FigureSlot[], thesis: Understanding): Array<number | null> {
  // Slides planned around one object (backup slides) keep it; nothing else shows it again.
  const preset = new Set(slots.map((s) => s.figureId).filter((id): id is string => id !== null));
  const all = usableFigures(thesis).filter((c) => !preset.has(c.figure.id));
  const main = all.filter((c) => !c.appendix);
  // A thesis that moved its figures to the appendix still shows the ones its text discusses.
  const pool = main.length >= MIN_FIGURES ? main : all;
  const order = slots
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.range !== null && !NO_FIGURE_KINDS.includes(s.kind))
    .sort((a, b) => priority(a.s.kind) - priority(b.s.kind) || a.i - b.i);
  const unreferencedCap = Math.max(MIN_FIGURES, Math.ceil(order.length * UNREFERENCED_SHARE));
  const chosen = new Map<number, UsableFigure>();
  const used = new Set<string>();
  for (const tier of [0, 1, 2, 3] as const) {
    if (tier === 3 && pool.length < PLENTY) break;
    for (const { s, i } of order) {
      if (chosen.has(i)) continue;
      // A results slide shows an object of its own chapter whatever the caps: a result needs its evidence.
      const evidence = s.kind === "results" && tier <= 2;
      if (!evidence && tier >= 1 && chosen.size >= unreferencedCap) continue;
      if (!evidence && tier >= 2 && chosen.size >= MIN_FIGURES) continue;
      const context = slideContext(s, thesis);
      const fitting = pool.filter((c) => !used.has(c.figure.id) && tierOf(c, s, context) === tier);
      const best = fitting.sort((a, b) => rank(b, s, context, thesis) - rank(a, s, context, thesis))[0];
      if (!best) continue;
      chosen.set(i, best);
      used.add(best.figure.id);
    }
  }
  return slots.map((slot, i) => {
    const own = slot.figureId === null ? undefined : thesis.figures.find((f) => f.id === slot.figureId);
    if (own) return nativeTableIndex(own, thesis);
    const pick = chosen.get(i);
    if (!pick) return null;
    slot.figureId = pick.figure.id;
    // A slide shows the thesis's own object or a generated diagram, never both.
    slot.visual = null;
    return pick.native;
  });
}

function priority(kind: SlideKind): number {
  return kind === "results" ? 0 : kind === "method" ? 1 : 2;
}

interface SlideContext {
  pages: { lo: number; hi: number } | null;
  implementation: boolean;
  /** Content words of the slide's sentences. */
  words: Set<string>;
}

function slideContext(slot: FigureSlot, thesis: Understanding): SlideContext {
  const range = slot.range as { from: number; to: number };
  const sentences = thesis.sentences.slice(range.from, range.to + 1);
  const pages = sentences.map((s) => s.page).filter((p): p is number => p !== null);
  const titles = [slot.titleHint, ...slot.chapters.map((c) => thesis.chapters[c]?.title ?? "")].join(" ");
  return {
    pages: pages.length ? { lo: Math.min(...pages), hi: Math.max(...pages) } : null,
    implementation: IMPLEMENTATION.test(titles),
    words: new Set(sentences.flatMap((s) => contentTokens(s.text))),
  };
}

function refsIn(figure: ThesisFigure, slot: FigureSlot): number {
  const range = slot.range as { from: number; to: number };
  return figure.refs.filter((id) => id >= range.from && id <= range.to).length;
}

/** The slide's finding, or a sentence right beside it, refers to the object: it shows the finding. */
function showsFinding(figure: ThesisFigure, slot: FigureSlot): boolean {
  const finding = slot.finding;
  return typeof finding === "number" && figure.refs.some((id) => Math.abs(id - finding) <= 2);
}

/**
 * 0: the slide's sentences refer to the object; 1: the object stands in the slide's chapter on its pages
 * (± 1); 2: in the slide's chapter; 3: anywhere in the main text (only to reach the minimum); null: never
 * on this slide.
 */
function tierOf(c: UsableFigure, slot: FigureSlot, context: SlideContext): 0 | 1 | 2 | 3 | null {
  if (c.code && !context.implementation) return null;
  if (refsIn(c.figure, slot) > 0 || showsFinding(c.figure, slot)) return 0;
  if (c.appendix) return null;
  if (!slot.chapters.includes(c.figure.chapter)) return 3;
  const page = c.figure.page;
  const { pages } = context;
  if (pages && page !== null && page >= pages.lo - 1 && page <= pages.hi + 1) return 1;
  return 2;
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
 * nearer pages, larger pictures.
 */
function rank(c: UsableFigure, slot: FigureSlot, context: SlideContext, thesis: Understanding): number {
  const refs = refsIn(c.figure, slot);
  const talkedAbout = captionOverlap(c.figure, context);
  const numeric = slot.kind === "results" && isNumericTable(c.figure, thesis) ? 1 : 0;
  const { pages } = context;
  const page = c.figure.page;
  const distance =
    pages && page !== null ? Math.max(0, pages.lo - page, page - pages.hi) : pages === null ? 0 : 50;
  const area = c.figure.image ? Math.min(1, (c.figure.image.width * c.figure.image.height) / 1e6) : 0.5;
  const finding = showsFinding(c.figure, slot) ? 1 : 0;
  return finding * 500 + refs * 100 + talkedAbout * 30 + numeric * 10 - Math.min(distance, 50) + area;
}
