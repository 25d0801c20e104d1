/**
 * Slides written from templates rather than the text model: title, agenda, sources and thanks. Their notes
 * are padded only with the thesis's own sentences (goal, research question), never with invented text.
 * The agenda, sources and thanks slides have their own files.
 */
import type { PlannedSlide } from "../plan/planner.ts";
import { holdsWords } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import { agendaSlide } from "./agenda-slide.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { coverDetails, welcomeNotes } from "./cover.ts";
import { notesTarget, notesWithReference } from "./notes.ts";
import { questionItems } from "./question-slide.ts";
import type { SlideContent } from "./slide-content.ts";
import { sourcesSlide } from "./sources-slide.ts";
import { thanksSlide } from "./thanks-slide.ts";
import { isProse } from "./wording/prose.ts";

type Sentence = Understanding["sentences"][number];

/** The written fixed slide for title, agenda, sources and thanks slides; null for any other kind. */
export function fixedSlideContent(
  slide: PlannedSlide,
  ctx: WriteContext,
  goals: Sentence[],
): SlideContent | null {
  switch (slide.kind) {
    case "title":
      return titleSlide(slide, ctx, goals);
    case "agenda":
      return agendaSlide(slide, ctx);
    case "sources":
      return sourcesSlide(slide, ctx);
    case "thanks":
      return thanksSlide(slide, ctx);
    default:
      return null;
  }
}

/** Up to four short goal or research-question sentences of the thesis (the best scored), in document order. */
export function goalSentences(thesis: Understanding): Sentence[] {
  return thesis.sentences
    .filter(
      (s) => (s.flags.includes("goal") || s.flags.includes("question")) && s.words <= 40 && isProse(s.text),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .sort((a, b) => a.id - b.id);
}

/**
 * The cover: the full title (never cut) and subtitle, kind of work, authors, institution and date from the
 * title page. Notes greet, name the work and its topic and state the goal.
 */
export function titleSlide(slide: PlannedSlide, ctx: WriteContext, goals: Sentence[]): SlideContent {
  const { thesis, plan, work } = ctx;
  const cover = coverDetails(thesis.titlePage, plan.language, work);
  const said = new Set(
    plan.slides.some((s) => s.kind === "question") ? questionItems(thesis).map((i) => i.text) : [],
  );
  const notes = welcomeNotes({
    title: thesis.title,
    kind: cover.kind ?? work,
    authors: thesis.titlePage.authors,
    // The goal sentences first, then every sentence flagged as a goal (the best ones may be the question slide's).
    sentences: [...goals, ...thesis.sentences.filter((s) => s.flags.includes("goal"))],
    language: plan.language,
    said,
    target: notesTarget(slide),
  });
  const pages: number[] = [];
  return {
    ...slideBase(slide),
    title: thesis.title,
    subtitle: coverSubtitle(thesis),
    bullets: [],
    notes: notesWithReference(notes, thesis.pageLabels, pages.slice(0, 2), [], plan.language),
    pages: [...new Set(pages.slice(0, 2))],
    cover,
  };
}

/** The title page's subtitle, unless the title already carries it (a title read from document properties). */
function coverSubtitle(thesis: Understanding): string | null {
  const sub = thesis.titlePage.subtitle?.replace(/\s+/g, " ").trim();
  if (!sub) return null;
  return holdsWords(thesis.title, sub) ? null : sub;
}
