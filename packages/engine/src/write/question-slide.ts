/**
 * The research-question slide: the recognised research questions, hypotheses or goal of the thesis as whole
 * sentences (verbatim, only citations and pointers removed), never condensed or cut; when they are long,
 * fewer of them. The notes state each one in the first person and pad with the thesis's own goal sentences.
 */
import type { PlannedSlide } from "../plan/planner.ts";
import { questionTitle } from "../plan/structure.ts";
import { wordCount } from "../text/words.ts";
import type { Passage, Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { fillNotes, notesTarget, notesWithReference, transitionTo } from "./notes.ts";
import type { SlideContent } from "./slide-content.ts";
import { speakable } from "./text.ts";

/** Words the shown sentences may have together (the first one is always shown). */
const MAX_WORDS = 70;
const MAX_ITEMS = 4;

type Said = { text: string; page: number | null; what: "question" | "hypothesis" | "goal" };

/** The sentences the slide shows: questions, then hypotheses, then the goal, within the word budget. */
export function questionItems(thesis: Understanding): Said[] {
  const { researchQuestions, hypotheses, goal } = thesis.parts;
  const all: Said[] = [
    ...researchQuestions.map((p) => said(p, "question")),
    ...hypotheses.map((p) => said(p, "hypothesis")),
    ...(goal ? [said(goal, "goal")] : []),
  ].filter((s, i, list) => s.text && list.findIndex((x) => x.text === s.text) === i);
  const out: Said[] = [];
  let words = 0;
  for (const s of all) {
    const w = wordCount(s.text);
    if (out.length >= MAX_ITEMS || (out.length > 0 && words + w > MAX_WORDS)) continue;
    out.push(s);
    words += w;
  }
  return out;
}

function said(p: Passage, what: Said["what"]): Said {
  return { text: speakable(p.text), page: p.page, what };
}

/** How the notes introduce one shown sentence (fixed connectives, the sentence quoted whole). */
function spoken(s: Said, de: boolean, several: boolean): string {
  const intro = de
    ? s.what === "question"
      ? several
        ? "Eine meiner Forschungsfragen lautet:"
        : "Meine Forschungsfrage lautet:"
      : s.what === "hypothesis"
        ? "Ich habe folgende Hypothese geprüft:"
        : "Das Ziel meiner Arbeit habe ich so formuliert:"
    : s.what === "question"
      ? several
        ? "One of my research questions is:"
        : "My research question is:"
      : s.what === "hypothesis"
        ? "I tested the following hypothesis:"
        : "I stated the aim of my thesis as follows:";
  return de ? `${intro} „${s.text}“` : `${intro} “${s.text}”`;
}

/** The written research-question slide; null for any other kind (or when nothing was recognised). */
export function questionSlideContent(slide: PlannedSlide, ctx: WriteContext): SlideContent | null {
  if (slide.kind !== "question") return null;
  const { thesis, plan } = ctx;
  const de = plan.language === "de";
  const items = questionItems(thesis);
  if (!items.length) return null;
  const questions = items.filter((s) => s.what === "question").length;
  const rest = thesis.sentences
    .filter((s) => s.flags.includes("goal") && !items.some((i) => i.text === speakable(s.text)))
    .map((s) => speakable(s.text));
  const transition = transitionTo(plan.slides[slide.n], slide.kind, de);
  const notes = fillNotes(
    items.map((s) => spoken(s, de, questions > 1)),
    rest,
    Math.max(0, notesTarget(slide) - wordCount(transition)),
  );
  const pages = [...new Set(items.map((s) => s.page).filter((p): p is number => p !== null))].sort(
    (a, b) => a - b,
  );
  return {
    ...slideBase(slide),
    title: questionTitle(questions, items.filter((s) => s.what === "hypothesis").length, de),
    subtitle: null,
    bullets: items.map((s) => s.text),
    notes: notesWithReference(`${notes} ${transition}`.trim(), pages, [], plan.language),
    pages,
  };
}
