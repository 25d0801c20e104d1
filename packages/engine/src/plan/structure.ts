/**
 * The content slides of a deck, group by group: contiguous sentence chunks per slot, a research-question
 * slide after the first motivation slide, and a limitations slide after the discussion (or before the
 * conclusion) when the thesis names at least two limitations.
 */
import type { MainChapter, SentenceFlag, Understanding } from "../understand/schema.ts";
import { chunkSentences, sentenceRange } from "./chunks.ts";
import type { Group } from "./groups.ts";
import { chapterRole, KIND_BY_ROLE } from "./roles.ts";
import type { PlannedSlide } from "./schema.ts";

/** A planned slide before numbering, timing and tables; `weight` is its share of the talk time. */
export type PlanDraft = Omit<PlannedSlide, "n" | "seconds" | "tableIndex"> & { weight: number };

type Sentences = Understanding["sentences"];

const QUESTION_FLAGS: SentenceFlag[] = ["question", "goal", "hypothesis"];

/** Thesis sentences carrying any of `flags`, in document order. */
export function flaggedSentences(thesis: Understanding, flags: SentenceFlag[]): Sentences {
  return thesis.sentences.filter((s) => s.flags.some((f) => flags.includes(f)));
}

/** The content slides for all groups, in talk order. */
export function structureFor(
  groups: Group[],
  thesis: Understanding,
  sentencesOf: Sentences[],
  de: boolean,
): PlanDraft[] {
  const hasQuestion = flaggedSentences(thesis, QUESTION_FLAGS).length > 0;
  const limitationSentences = flaggedSentences(thesis, ["limitation"]);
  const hasLimitations = limitationSentences.length >= 2;
  const drafts: PlanDraft[] = [];
  let questionPlaced = false;
  let limitationsPlaced = false;
  groups.forEach((g, gi) => {
    const sentences = g.chapters.flatMap((c) => sentencesOf[c] ?? []);
    const roles = g.chapters.map((c) => chapterRole(thesis.chapters[c] as MainChapter));
    let slotsLeft = g.slots;
    let question: PlanDraft | null = null;
    if (!questionPlaced && hasQuestion && roles.includes("introduction") && slotsLeft >= 2) {
      questionPlaced = true;
      slotsLeft--;
      question = questionSlide(g, sentences, de);
    }
    const closing = roles.some((r) => r === "discussion" || r === "conclusion") || gi === groups.length - 1;
    let limitations: PlanDraft | null = null;
    if (!limitationsPlaced && hasLimitations && closing && slotsLeft >= 2) {
      limitationsPlaced = true;
      slotsLeft--;
      limitations = limitationsSlide(g, limitationSentences, de);
    }
    const ranged = chunkSlides(g, sentences, slotsLeft, thesis);
    if (question && ranged.length) {
      // The research-question slide follows the first motivation slide.
      drafts.push(ranged[0] as PlanDraft, question, ...ranged.slice(1));
    } else drafts.push(...(question ? [question] : []), ...ranged);
    if (limitations) placeLimitations(drafts, limitations);
  });
  return drafts;
}

/** The research-question slide: the group's sentences, focused on questions, goals and hypotheses. */
export function questionSlide(g: Group, sentences: Sentences, de: boolean): PlanDraft {
  return {
    kind: "question",
    titleHint: de ? "Forschungsfrage und Zielsetzung" : "Research question and aim",
    chapters: g.chapters,
    range: sentenceRange(sentences),
    focus: [...QUESTION_FLAGS],
    weight: g.weight / g.slots,
    visual: null,
    figureId: null,
  };
}

/** The limitations slide: the span from the first to the last limitation sentence, wherever they stand. */
export function limitationsSlide(g: Group, limitationSentences: Sentences, de: boolean): PlanDraft {
  return {
    kind: "limitations",
    titleHint: de ? "Grenzen der Arbeit" : "Limitations",
    chapters: [...new Set(limitationSentences.map((s) => s.chapter))].filter((c) => c >= 0),
    range: { from: limitationSentences[0]?.id ?? 0, to: limitationSentences.at(-1)?.id ?? 0 },
    focus: ["limitation"],
    weight: g.weight / g.slots,
    visual: null,
    figureId: null,
  };
}

/**
 * One slide per chunk of the group's sentences, titled by the chapter (or by the section where a later
 * chunk starts one); every chapter of the group stays represented on some slide.
 */
export function chunkSlides(
  g: Group,
  sentences: Sentences,
  slots: number,
  thesis: Understanding,
): PlanDraft[] {
  const titles = g.chapters.map((c) => thesis.chapters[c]?.title ?? "");
  const roles = g.chapters.map((c) => chapterRole(thesis.chapters[c] as MainChapter));
  const kind = KIND_BY_ROLE[roles[0] ?? "other"];
  const chunks = chunkSentences(sentences, slots);
  const slides: PlanDraft[] = chunks.map((chunk, k) => {
    const first = chunk[0];
    const ch = thesis.chapters[first?.chapter ?? g.chapters[0] ?? 0];
    const section = ch?.sections.find((s) => s.headingId === first?.sectionId);
    const hint =
      chunks.length === 1
        ? titles.join(" & ")
        : section && k > 0
          ? section.title
          : (ch?.title ?? titles[0] ?? "");
    return {
      kind: KIND_BY_ROLE[chapterRole(ch as MainChapter)] ?? kind,
      titleHint: hint,
      chapters: chunks.length === 1 ? g.chapters : [...new Set(chunk.map((s) => s.chapter))],
      range: sentenceRange(chunk),
      focus: [],
      weight: g.weight / g.slots,
      visual: null,
      figureId: null,
    };
  });
  // Every chapter of the group must stay represented when chunks span several chapters.
  const covered = new Set(slides.flatMap((d) => d.chapters));
  const missing = g.chapters.filter((c) => !covered.has(c));
  if (missing.length && slides.length) slides[slides.length - 1]?.chapters.push(...missing);
  return slides;
}

/** Inserts the limitations slide after the discussion, else before the conclusion, else at the end. */
export function placeLimitations(drafts: Array<{ kind: PlanDraft["kind"] }>, limitations: PlanDraft): void {
  const discussionAt = drafts.findLastIndex((d) => d.kind === "discussion" || d.kind === "results");
  if (discussionAt >= 0 && drafts[discussionAt]?.kind === "discussion")
    drafts.splice(discussionAt + 1, 0, limitations);
  else {
    const conclusionAt = drafts.findIndex((d) => d.kind === "conclusion");
    drafts.splice(conclusionAt >= 0 ? conclusionAt : drafts.length, 0, limitations);
  }
}
