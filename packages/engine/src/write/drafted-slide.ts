/**
 * A content slide written by the text model: the request (passages, limits, notes length), the draft, the
 * bullets no earlier slide said, and the pages of the sentences the draft used.
 */

import type { PlannedSlide } from "../plan/planner.ts";
import { shortenTitle } from "../text/short-title.ts";
import { contentTokens, jaccard, wordCount } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { backupTitle } from "./figure-caption.ts";
import { notesWithFigure } from "./figure-notes.ts";
import type { Passage, SlideDraft, SlideRequest, TextModel } from "./model/text-model.ts";
import { notesTarget, notesWithReference, transitionTo } from "./notes.ts";
import { laterRanges, passagesFor } from "./passages.ts";
import type { SlideContent } from "./slide-content.ts";
import { chapterLabel } from "./text.ts";

/**
 * What the deck has said so far: sentence ids drawn on, the content tokens of every bullet shown,
 * whether the student's method description was already used (it goes on the first method slide), and
 * how many words of speaking time earlier slides could not fill (later slides take them over).
 */
export interface WritingMemory {
  used: Set<number>;
  shown: string[][];
  methodologyUsed: boolean;
  notesDebt: number;
}

export function emptyMemory(): WritingMemory {
  return { used: new Set(), shown: [], methodologyUsed: false, notesDebt: 0 };
}

/** Words a slide's notes should have: its own time, plus up to half of it again for what earlier slides left unsaid. */
function notesWithDebt(own: number, memory: WritingMemory): number {
  return own + Math.min(memory.notesDebt, Math.round(own * 0.5));
}

/** Writes one content slide with the text model and records what it used in `memory`. */
export async function draftSlide(
  slide: PlannedSlide,
  ctx: WriteContext,
  memory: WritingMemory,
  textModel: TextModel,
  signal?: AbortSignal,
): Promise<SlideContent> {
  const { thesis, plan } = ctx;
  const own = notesTarget(slide);
  const target = notesWithDebt(own, memory);
  const transition = transitionTo(plan.slides[slide.n], slide.kind, plan.language === "de");
  const reserved = laterRanges(slide, plan.slides, thesis);
  const write = async (widen: boolean) => {
    const passages = passagesFor(slide, thesis, memory.used, target, widen, reserved);
    const request = slideRequest(slide, ctx, passages, target, transition, memory.used);
    if (memory.methodologyUsed) request.context.methodology = "";
    const draft = await textModel.draftSlide(request, signal);
    return { draft, bullets: freshBullets(draft, memory.shown) };
  };
  // A slide whose own range gives no new bullet draws on the unused rest of its chapters before giving up.
  let { draft, bullets } = await write(false);
  if (bullets.length === 0 && slide.range) ({ draft, bullets } = await write(true));
  if (slide.kind === "method" && plan.methodology.trim()) memory.methodologyUsed = true;
  memory.notesDebt = Math.max(0, memory.notesDebt + own - wordCount(`${draft.notes} ${transition}`));
  memory.shown.push(...bullets.map(contentTokens));
  for (const id of draft.usedIds) memory.used.add(id);
  const pages = pagesOf(draft.usedIds, thesis);
  // A backup slide is named by the object it shows ("Backup: Abb. 8 – …"), without a kicker.
  const shown = slide.kind === "backup" ? thesis.figures.find((f) => f.id === slide.figureId) : undefined;
  return {
    ...slideBase(slide),
    title: shortenTitle(shown ? backupTitle(shown, plan.language) : draft.title, shown ? 110 : 80),
    // A statement title keeps the chapter label as a kicker above it.
    subtitle:
      shown || draft.title === chapterLabel(slide.titleHint)
        ? null
        : shortenTitle(chapterLabel(slide.titleHint), 90),
    bullets,
    notes: notesWithReference(
      `${notesWithFigure(draft.notes, slide, thesis)} ${transition}`.trim(),
      pages,
      chapterNumbers(slide.chapters, thesis),
      plan.language,
    ),
    pages,
    model: draft.model,
    fallbackReason: draft.fallbackReason ?? null,
  };
}

/**
 * The text-model request: fewer bullets when a table or diagram shares the slide, notes long enough for
 * the speaking time once the transition sentence is added, and the ids earlier slides already used.
 */
export function slideRequest(
  slide: PlannedSlide,
  ctx: WriteContext,
  passages: Passage[],
  notesWords: number,
  transition: string,
  used: ReadonlySet<number>,
): SlideRequest {
  const hasSide = slide.tableIndex !== null || slide.figureId !== null || slide.visual !== null;
  return {
    language: ctx.plan.language,
    kind: slide.kind,
    titleHint: slide.titleHint,
    passages,
    focus: slide.focus,
    maxBullets: hasSide ? 4 : 5,
    maxWordsPerBullet: 14,
    notesWords: Math.max(20, notesWords - wordCount(transition)),
    avoid: [...used],
    context: { thesisTitle: ctx.thesis.title, workType: ctx.work, methodology: ctx.plan.methodology },
  };
}

/** No bullet twice: not the title again, and nothing an earlier slide already said; at most six. */
export function freshBullets(draft: Pick<SlideDraft, "title" | "bullets">, shown: string[][]): string[] {
  const titleTokens = contentTokens(draft.title).join(" ");
  return draft.bullets
    .filter((b) => {
      const tokens = contentTokens(b);
      return tokens.join(" ") !== titleTokens && !shown.some((s) => jaccard(s, tokens) > 0.6);
    })
    .slice(0, 6);
}

/** The pages of the given sentences, once each, ascending. */
export function pagesOf(ids: number[], thesis: Understanding): number[] {
  return [
    ...new Set(ids.map((id) => thesis.sentences[id]?.page).filter((p): p is number => typeof p === "number")),
  ].sort((a, b) => a - b);
}

/** The chapter numbers ("2", "3") of the given chapter indices, for a reference when no page is known. */
export function chapterNumbers(chapters: number[], thesis: Understanding): string[] {
  return chapters.map((c) => thesis.chapters[c]?.number).filter((x): x is string => Boolean(x));
}
