/**
 * The research-question slide: the recognised research questions, hypotheses or goal of the thesis as whole
 * sentences (verbatim, only citations and pointers removed), never condensed or cut; when they are long,
 * fewer of them. The notes state each one in the first person (several counted off) and may add the
 * recognised ones the slide had no room for; nothing else.
 */
import { questionTitle } from "../plan/inserted-slides.ts";
import type { PlannedSlide } from "../plan/planner.ts";
import { contentTokens, wordCount } from "../text/words.ts";
import type { Passage, Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import type { WritingMemory } from "./drafted-slide.ts";
import { fillNotes, notesTarget, notesWithReference, transitionTo } from "./notes.ts";
import type { SlideContent } from "./slide-content.ts";
import { speakable } from "./wording/speakable.ts";

/** Words the shown sentences may have together (the first one is always shown). */
const MAX_WORDS = 75;
/** At most this many: five hypotheses of a study are shown together (a text slide holds 3–5 points). */
const MAX_ITEMS = 5;

type Said = { text: string; page: number | null; what: "question" | "hypothesis" | "goal" };

/** The sentences the slide shows: questions, then hypotheses, then the goal, within the word budget. */
export function questionItems(thesis: Understanding): Said[] {
  const { researchQuestions, hypotheses, goal } = thesis.parts;
  const all: Said[] = [
    ...researchQuestions.map((p) => said(p, "question")),
    ...hypotheses.map((p) => said({ ...p, text: withSharedLead(p.text, thesis) }, "hypothesis")),
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

/**
 * A labelled item that goes on from a lead-in the list shares ("The correlation between the ES-G and ...",
 * then "H1: psychological distress was expected to be negative."): the item with the lead's words put back,
 * so it says what was expected of what. Other text is returned as it is. `index`: where the item stands in
 * `thesis.sentences`, when the caller knows it.
 */
export function withSharedLead(text: string, thesis: Understanding, index?: number): string {
  const item = /^(\s*H\s?\d{1,2}[a-z]?\s*:\s*)(\p{Ll}.*)$/u.exec(text);
  if (!item) return text;
  const at = index ?? thesis.sentences.findIndex((s) => s.text.includes(text));
  const lead = thesis.sentences
    .slice(Math.max(0, at - 6), Math.max(0, at))
    .reverse()
    .find((s) => !/^\s*H\s?\d/u.test(s.text));
  const shared = lead && /:\s+([^:]+?)\s*(?:\.\.\.|…)$/u.exec(lead.text.trim())?.[1];
  return shared ? `${item[1]}${shared} ${item[2]}` : text;
}

function said(p: Passage, what: Said["what"]): Said {
  return { text: speakable(p.text), page: p.page, what };
}

const ORDINALS = {
  de: ["Erstens", "Zweitens", "Drittens", "Viertens", "Fünftens"],
  en: ["First", "Second", "Third", "Fourth", "Fifth"],
};

/** The notes' sentences for the shown items of one kind: one quoted whole, several counted off. */
function spoken(items: Said[], what: Said["what"], de: boolean): string[] {
  const mine = items.filter((s) => s.what === what);
  if (!mine.length) return [];
  const quote = (t: string) => (de ? `„${t}“` : `“${t}”`);
  if (what === "goal")
    return mine.map(
      (s) =>
        `${de ? "Das Ziel meiner Arbeit habe ich so formuliert:" : "I stated the aim of my thesis as follows:"} ${quote(s.text)}`,
    );
  const one =
    what === "question"
      ? de
        ? "Meine Forschungsfrage lautet:"
        : "My research question is:"
      : de
        ? "Ich habe folgende Hypothese geprüft:"
        : "I tested the following hypothesis:";
  if (mine.length === 1) return [`${one} ${quote(mine[0]?.text ?? "")}`];
  const lead =
    what === "question"
      ? de
        ? "Meine Arbeit geht folgenden Forschungsfragen nach."
        : "My thesis addresses the following research questions."
      : de
        ? "Ich habe folgende Hypothesen geprüft."
        : "I tested the following hypotheses.";
  const ordinals = ORDINALS[de ? "de" : "en"];
  return [lead, ...mine.map((s, i) => `${ordinals[i] ?? ordinals.at(-1)}: ${quote(s.text)}`)];
}

/** Recognised questions, hypotheses and goal the slide had no room for (the notes may still say them). */
function unshown(thesis: Understanding, shown: Said[]): string[] {
  const { researchQuestions, hypotheses, goal } = thesis.parts;
  return [...researchQuestions, ...hypotheses, ...(goal ? [goal] : [])]
    .map((p) => speakable(p.text))
    .filter((t) => !shown.some((s) => s.text === t));
}

/**
 * Keeps the shown question sentences off the other slides: the motivation slides before the question slide
 * would otherwise show them as bullets first. Records their ids and bullet tokens in `memory`.
 */
export function reserveQuestionSentences(thesis: Understanding, memory: WritingMemory): void {
  const items = questionItems(thesis);
  for (const s of thesis.sentences)
    if (items.some((i) => i.text === speakable(s.text))) memory.used.add(s.id);
  memory.shown.push(...items.map((i) => contentTokens(i.text)));
}

/** The written research-question slide; null for any other kind (or when nothing was recognised). */
export function questionSlideContent(slide: PlannedSlide, ctx: WriteContext): SlideContent | null {
  if (slide.kind !== "question") return null;
  const { thesis, plan } = ctx;
  const de = plan.language === "de";
  const items = questionItems(thesis);
  if (!items.length) return null;
  const transition = transitionTo(plan.slides[slide.n], slide.kind, de, plan.slides);
  const notes = fillNotes(
    (["question", "hypothesis", "goal"] as const).flatMap((what) => spoken(items, what, de)),
    unshown(thesis, items),
    Math.max(0, notesTarget(slide) - wordCount(transition)),
  );
  const pages = [...new Set(items.map((s) => s.page).filter((p): p is number => p !== null))].sort(
    (a, b) => a - b,
  );
  return {
    ...slideBase(slide),
    title: questionTitle(
      items.filter((s) => s.what === "question").length,
      items.filter((s) => s.what === "hypothesis").length,
      de,
    ),
    subtitle: null,
    // Bullets end without a full stop, as on every other slide; a question keeps its mark.
    bullets: items.map((s) => s.text.replace(/(?<!\b(?:usw|bzw|etc|vgl|ca|al|[A-Za-z]))\.$/u, "")),
    notes: notesWithReference(`${notes} ${transition}`.trim(), thesis.pageLabels, pages, [], plan.language),
    pages,
  };
}
