/**
 * A content slide written by the text model: the request (passages, limits, notes length), the draft, the
 * bullets no earlier slide said, and the pages of the sentences the draft used.
 */

import type { PlannedSlide } from "../plan/planner.ts";
import { shortenTitle } from "../text/short-title.ts";
import { contentTokens, jaccard, wordCount } from "../text/words.ts";
import { statementKind } from "../understand/findings.ts";
import type { Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { backupTitle } from "./figure-caption.ts";
import { notesWithFigure } from "./figure-notes.ts";
import { reportsResults } from "./model/bullets.ts";
import type { Passage, SlideDraft, SlideRequest, TextModel } from "./model/text-model.ts";
import { notesTarget, notesWithReference, transitionTo } from "./notes.ts";
import { laterRanges, passagesFor } from "./passages.ts";
import { CONCLUDED, findingsIn, recapFindings } from "./recap.ts";
import type { SlideContent } from "./slide-content.ts";
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
  const recap = slide.kind === "conclusion" ? recapFindings(thesis, memory.shown) : null;
  const open = recap ? new Set([...memory.used].filter((id) => !recap.includes(id))) : memory.used;
  const write = async (widen: boolean) => {
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
    const draft = await textModel.draftSlide(request, signal);
    return { draft, bullets: freshBullets(draft, memory.shown) };
  };
  // A slide whose own range gives no new bullet draws on the unused rest of its chapters before giving up.
  let { draft, bullets } = await write(false);
  if (bullets.length === 0 && slide.range) ({ draft, bullets } = await write(true));
  if (slide.kind === "method" && plan.methodology.trim()) memory.methodologyUsed = true;
  memory.shown.push(...bullets.map(contentTokens));
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

/** The passage id of an answer that stands only in the abstract (no body sentence has it). */
export const ABSTRACT_ANSWER = -1;

/** Kinds of sentence that never state a result on a results slide: the slide's points are its findings. */
const NOT_FINDINGS = new Set(["setting", "definition", "diagnostic"]);

/**
 * A results slide leads with the finding planned for it (plan/finding-choice.ts), taken in when its range
 * lacks it, and ranks findings above settings, definitions and diagnostics; only the slide that answers
 * the research question carries the answer's sentences (flag "answer"), taken in when missing.
 */
export function findingsFirst(
  slide: PlannedSlide,
  thesis: Understanding,
  passages: Passage[],
  used: ReadonlySet<number> = new Set(),
  recap: number[] | null = null,
  reserved: ReadonlySet<number> = new Set(),
): Passage[] {
  const flagsOf = (flags: Passage["flags"]) => (slide.answers ? flags : flags.filter((f) => f !== "answer"));
  // The conclusion says what came out, not how it was done (the tools a closing chapter lists).
  const out = passages
    .filter((p) => slide.kind !== "conclusion" || p.role !== "method")
    .map((p) => ({ ...p, flags: flagsOf(p.flags) }));
  // What a later slide keeps for itself is not taken in (the answer and the recap are for their slide).
  const add = (id: number, ours = slide.kind === "conclusion") => {
    const s = thesis.sentences[id];
    if (s && !out.some((p) => p.id === id) && (ours || !reserved.has(id)))
      out.push({ id, text: s.text, page: s.page, score: s.score, role: s.role, flags: flagsOf(s.flags) });
  };
  const finding = slide.kind === "results" ? slide.finding : null;
  const ownFinding = out.some((p) => p.flags.includes("finding"));
  if (typeof finding === "number") add(finding);
  // A results slide whose sentences state no finding may state one of the thesis's unshown findings of
  // its results or discussion (a results chapter that only describes its figures leaves them there).
  if (slide.kind === "results" && !ownFinding)
    for (const id of onTopic(unshownFindings(thesis, used), slide, thesis, out).slice(0, 3)) add(id);
  const answer = slide.answers ? thesis.parts.answer : null;
  for (const id of answer?.sentenceIds ?? []) add(id, true);
  // The conclusion sums up: besides the answer, the thesis's best findings no slide has shown yet.
  if (slide.kind === "conclusion")
    for (const id of recap ?? unshownFindings(thesis, used, CONCLUDED).slice(0, 2)) add(id);
  const top = Math.max(0, ...out.map((p) => p.score));
  // An answer that stands only in the abstract is said from there.
  if (answer && answer.sentenceIds.length === 0)
    out.push({
      id: ABSTRACT_ANSWER,
      text: answer.text,
      page: answer.page,
      score: top,
      role: "conclusion",
      flags: ["answer"],
    });
  return out
    .map((p) => {
      if (p.id === finding) return { ...p, score: top + 1 };
      // A slide that reports results ranks its findings first, and what was done (method) below them.
      if (!reportsResults(slide)) return p;
      if (p.role === "method" || (p.flags.includes("method") && !p.flags.includes("finding")))
        return { ...p, score: p.score * 0.5 };
      if (NOT_FINDINGS.has(statementKind(p.text))) return { ...p, score: p.score * 0.3 };
      return p.flags.includes("finding") ? { ...p, score: p.score * 1.3 + 0.3 } : p;
    })
    .sort((a, b) => a.id - b.id);
}

/** Sentence ids of the findings no slide used yet that stand in chapters of the given roles, best first. */
function unshownFindings(
  thesis: Understanding,
  used: ReadonlySet<number>,
  roles: ReadonlySet<string> = new Set(["results", "discussion"]),
): number[] {
  return findingsIn(thesis, roles)
    .map((x) => x.sentence.id)
    .filter((id) => !used.has(id));
}

/**
 * The findings (sentence ids) that are about what a slide is about: they stand in a section its passages
 * stand in, or share at least two content words with its title; the first ones first.
 */
function onTopic(
  ids: number[],
  slide: Pick<PlannedSlide, "titleHint">,
  thesis: Understanding,
  passages: Passage[],
): number[] {
  const sections = new Set(passages.map((p) => thesis.sentences[p.id]?.sectionId ?? null));
  sections.delete(null);
  const titled = new Set(contentTokens(slide.titleHint));
  const sameSection = ids.filter((id) => sections.has(thesis.sentences[id]?.sectionId ?? null));
  const sameTopic = ids.filter(
    (id) =>
      !sameSection.includes(id) &&
      contentTokens(thesis.sentences[id]?.text ?? "").filter((w) => titled.has(w)).length >= 2,
  );
  return [...sameSection, ...sameTopic];
}

/** Whether a table, a thesis figure or a diagram shares the slide with its bullets. */
export function sharesSlide(slide: Pick<PlannedSlide, "tableIndex" | "figureId" | "visual">): boolean {
  return slide.tableIndex !== null || slide.figureId !== null || slide.visual !== null;
}

/** Most bullets a slide shows: five on a text slide, four beside a table, figure or diagram. */
export function bulletRoom(slide: Pick<PlannedSlide, "tableIndex" | "figureId" | "visual">): number {
  return sharesSlide(slide) ? 4 : 5;
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
  const thesis = ctx.thesis;
  const shows = shownCaption(slide, thesis);
  const researchQuestion = thesis.parts.researchQuestions[0]?.text;
  return {
    language: ctx.plan.language,
    kind: slide.kind,
    titleHint: slide.titleHint,
    passages,
    focus: slide.focus,
    maxBullets: bulletRoom(slide),
    maxWordsPerBullet: 14,
    notesWords: Math.max(20, notesWords - wordCount(transition)),
    avoid: [...used],
    ...(shows ? { visual: shows } : {}),
    context: {
      thesisTitle: thesis.title,
      workType: ctx.work,
      methodology: ctx.plan.methodology,
      ...(researchQuestion ? { researchQuestion } : {}),
    },
  };
}

/** The caption of the thesis figure or table `slide` shows, if it shows one. */
export function shownCaption(
  slide: Pick<PlannedSlide, "figureId" | "tableIndex">,
  thesis: Pick<Understanding, "figures" | "tables">,
): string | null {
  return (
    thesis.figures.find((f) => f.id === slide.figureId)?.caption ??
    thesis.tables.find((t) => t.index === slide.tableIndex)?.caption ??
    null
  );
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
