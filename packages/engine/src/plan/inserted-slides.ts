/**
 * The slides a storyline inserts besides the chapter slides: the research question, the method when no
 * chapter holds it, limitations, the conclusion when no chapter concludes the thesis, and the outlook.
 */

import { chapterRole } from "../text/chapter-role.ts";
import { wordCount } from "../text/words.ts";
import type { SentenceFlag, Understanding } from "../understand/schema.ts";
import type { PlanDraft, Sentences } from "./draft.ts";
import { isUsable } from "./material.ts";
import type { SlideKind } from "./schema.ts";

const QUESTION_FLAGS: SentenceFlag[] = ["question", "goal", "hypothesis"];

/** Thesis sentences carrying any of `flags`, in document order. */
export function flaggedSentences(thesis: Understanding, flags: SentenceFlag[]): Sentences {
  return thesis.sentences.filter((s) => s.flags.some((f) => flags.includes(f)));
}

/** A slide over the span of the given sentences, focused on their kind. */
export function focusedSlide(
  kind: SlideKind,
  sentences: Sentences,
  label: string,
  focus: SentenceFlag[],
): PlanDraft {
  return {
    kind,
    titleHint: label,
    chapters: [...new Set(sentences.map((s) => s.chapter))].filter((c) => c >= 0),
    range: sentences.length ? { from: sentences[0]?.id ?? 0, to: sentences.at(-1)?.id ?? 0 } : null,
    focus,
    weight: 1,
    visual: null,
    figureId: null,
    agenda: { group: kind === "outlook" || kind === "limitations" ? "closing" : kind, label },
  };
}

/**
 * The research-question slide when a question, hypotheses or a goal were recognised: it spans the
 * sentences that carry them and is titled by what was found (the writer shows them verbatim).
 */
export function questionSlide(thesis: Understanding, de: boolean): PlanDraft | null {
  const { researchQuestions, hypotheses, goal } = thesis.parts;
  if (!researchQuestions.length && !hypotheses.length && !goal) return null;
  const flagged = flaggedSentences(thesis, QUESTION_FLAGS);
  const title = questionTitle(researchQuestions.length, hypotheses.length, de);
  return {
    ...focusedSlide("question", flagged, title, [...QUESTION_FLAGS]),
    agenda: { group: "opening", label: title },
  };
}

/**
 * The question slide's share of an average slide's time: its recognised sentences are all it says, so a
 * quarter for one short question, up to half for several (about 200 words fill half a slide's time).
 */
export function questionShare(thesis: Understanding): number {
  const { researchQuestions, hypotheses, goal } = thesis.parts;
  const words = [...researchQuestions, ...hypotheses, ...(goal ? [goal] : [])].reduce(
    (a, p) => a + wordCount(p.text),
    0,
  );
  return Math.min(0.5, Math.max(0.25, words / 200));
}

/** The question slide's title for what it shows: the question(s), else hypotheses, else the aim. */
export function questionTitle(questions: number, hypotheses: number, de: boolean): string {
  if (questions > 1) return de ? "Forschungsfragen" : "Research questions";
  if (questions === 1) return de ? "Forschungsfrage" : "Research question";
  if (hypotheses > 0) return de ? "Hypothesen" : "Hypotheses";
  return de ? "Zielsetzung" : "Aim";
}

/**
 * A method slide when no chapter holds the method: over the thesis's method sentences, or (without any)
 * from the student's own description of the method, which the writer uses.
 */
export function methodSlide(thesis: Understanding, methodology: string, de: boolean): PlanDraft | null {
  const sentences = flaggedSentences(thesis, ["method"]).filter(isUsable);
  if (sentences.length < 2 && !methodology.trim()) return null;
  const label = de ? "Methodik" : "Method";
  return focusedSlide("method", sentences.length >= 2 ? sentences : [], label, ["method"]);
}

/** The limitations slide: the span from the first to the last limitation sentence, wherever they stand. */
export function limitationsSlide(limitationSentences: Sentences, de: boolean): PlanDraft {
  return {
    ...focusedSlide("limitations", limitationSentences, de ? "Grenzen der Arbeit" : "Limitations", [
      "limitation",
    ]),
    agenda: { group: "closing", label: null },
  };
}

/**
 * The slide that answers the research question when no chapter concludes the thesis: over the section
 * that concludes the discussion or results when there is one (APA's "Discussion … Conclusion", a
 * "Diskussion" ending in "Fazit"), with the answer taken in wherever it stands; else over the answer.
 */
export function conclusionSlide(answer: Sentences, closing: Sentences, de: boolean): PlanDraft {
  const label = de ? "Fazit" : "Conclusion";
  const draft = closing.length
    ? focusedSlide("conclusion", closing, label, ["answer", "finding", "conclusion"])
    : focusedSlide("conclusion", answer, label, ["answer", "finding"]);
  return { ...draft, agenda: { group: "closing", label } };
}

/** Usable sentences a closing section needs to carry a slide of its own. */
const CLOSING_SENTENCES = 2;

/**
 * The sentences of the section that concludes the thesis inside another chapter: the last section of the
 * last discussion or results chapter (else of the last chapter), when its title reads as a conclusion
 * ("Conclusion", "Fazit", "Schlussfolgerungen"); empty when there is none or it is too thin.
 */
export function closingSection(thesis: Understanding): Sentences {
  const chapter =
    thesis.chapters.findLast((c) => c.role === "discussion" || c.role === "results") ??
    thesis.chapters.at(-1) ??
    null;
  const last = chapter?.sections.at(-1);
  if (!chapter || !last || chapterRole(last.title, true) !== "conclusion") return [];
  const sentences = thesis.sentences.filter((s) => s.sectionId === last.headingId);
  return sentences.filter(isUsable).length >= CLOSING_SENTENCES ? sentences : [];
}
