/**
 * A content slide written by the text model: the request (`slide-request.ts`), the draft, the bullets no
 * earlier slide said, and the pages of the sentences the draft used.
 */
import type { PlannedSlide } from "../plan/planner.ts";
import { shortenTitle } from "../text/short-title.ts";
import { contentTokens } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { backupTitle } from "./figure-caption.ts";
import { notesWithFigure } from "./figure-notes.ts";
import { showsAgain } from "./model/finding-title.ts";
import type { SlideDraft, TextModel } from "./model/text-model.ts";
import { notesTarget, notesWithReference, transitionTo } from "./notes.ts";
import { laterRanges, passagesFor, type Widening } from "./passages.ts";
import { recapFindings, unsaidConclusions } from "./recap.ts";
import type { SlideContent } from "./slide-content.ts";
import { findingsFirst } from "./slide-findings.ts";
import { slideRequest } from "./slide-request.ts";
import { chapterLabel } from "./wording/chapter-label.ts";

/**
 * What the deck has said so far: sentence ids drawn on, the content tokens of every bullet shown,
 * whether the student's method description was already used (it goes on the first method slide), and
 * the notes said so far.
 */
export interface WritingMemory {
  used: Set<number>;
  shown: string[][];
  methodologyUsed: boolean;
  /** The notes of the slides written so far (no opener, lead-in or sentence is said twice). */
  said: string[];
}

export function emptyMemory(): WritingMemory {
  return { used: new Set(), shown: [], methodologyUsed: false, said: [] };
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
  // Each slide's notes keep to its own time (issue 29): no carry-over from slides that said less.
  const target = notesTarget(slide);
  const transition = transitionTo(plan.slides[slide.n], slide.kind, plan.language === "de", plan.slides);
  const reserved = laterRanges(slide, plan.slides, thesis);
  // The conclusion recaps findings the talk has not shown as bullets, even when a slide's notes said them.
  const recap =
    slide.kind === "conclusion"
      ? [...recapFindings(thesis, memory.shown), ...unsaidConclusions(thesis, memory.shown)]
      : null;
  const open = recap ? new Set([...memory.used].filter((id) => !recap.includes(id))) : memory.used;
  const write = async (widen: Widening) => {
    const passages = findingsFirst(
      slide,
      thesis,
      passagesFor(slide, thesis, memory.used, target, widen, reserved),
      open,
      recap,
      reserved,
    );
    const request = slideRequest(slide, ctx, passages, target, transition, open);
    if (memory.methodologyUsed) request.context.methodology = "";
    request.said = memory.said;
    request.shown = [...memory.shown];
    const draft = await textModel.draftSlide(request, signal);
    return { draft, bullets: freshBullets(draft, memory.shown) };
  };
  // A slide whose own range gives no new bullet draws on the unused rest of its sections (when it lies in
  // any), then of its chapters, before giving up.
  let { draft, bullets } = await write(0);
  const range = slide.range ? thesis.sentences.slice(slide.range.from, slide.range.to + 1) : [];
  const reaches: Widening[] = range.some((s) => s.sectionId !== null) ? [1, 2] : [2];
  for (const widen of reaches)
    if (bullets.length === 0 && slide.range) ({ draft, bullets } = await write(widen));
  if (slide.kind === "method" && plan.methodology.trim()) memory.methodologyUsed = true;
  memory.shown.push(...bullets.map(contentTokens));
  // A finding stated as the title was shown too: no later bullet or title says it again.
  if (draft.title !== chapterLabel(slide.titleHint)) memory.shown.push(contentTokens(draft.title));
  for (const id of draft.usedIds) memory.used.add(id);
  const pages = pagesOf(draft.usedIds, thesis);
  const spoken = `${notesWithFigure(draft.notes, slide, thesis, memory.said)} ${transition}`.trim();
  memory.said.push(spoken);
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
      spoken,
      thesis.pageLabels,
      pages,
      chapterNumbers(slide.chapters, thesis),
      plan.language,
    ),
    pages,
    model: draft.model,
    fallbackReason: draft.fallbackReason ?? null,
  };
}

/** No bullet twice: not the title again, and nothing an earlier slide already said; at most six. */
export function freshBullets(draft: Pick<SlideDraft, "title" | "bullets">, shown: string[][]): string[] {
  const titleTokens = contentTokens(draft.title).join(" ");
  return draft.bullets
    .filter((b) => {
      const tokens = contentTokens(b);
      return tokens.join(" ") !== titleTokens && !showsAgain(tokens, shown);
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
