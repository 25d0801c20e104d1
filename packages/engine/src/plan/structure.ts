/**
 * The content slides of a deck along its storyline: the chapters placed in the storyline's sections, content
 * slots per section (theory capped, results the most), contiguous sentence chunks per slot, and the slides
 * the storyline inserts: the research question after the motivation, a method slide when the
 * method stands in no chapter of its own, limitations after the discussion, an outlook after the conclusion.
 */
import type { ChapterRole } from "../document.ts";
import { chapterRole as titleRole } from "../text/chapter-role.ts";
import { wordCount } from "../text/words.ts";
import type { MainChapter, SentenceFlag, Understanding } from "../understand/schema.ts";
import { chunkSentences, sentenceRange } from "./chunks.ts";
import { type Group, mergeGroups, mergeLightest } from "./groups.ts";
import { isThin, isUsable } from "./material.ts";
import { chapterRole, KIND_BY_ROLE } from "./roles.ts";
import type { PlannedSlide, SlideKind } from "./schema.ts";
import { allocateSlots, groupCapacity, SENTENCES_PER_SLIDE } from "./slots.ts";
import { placeChapters, STORYLINES, type StorySection, type WorkCharacter } from "./storyline.ts";

/** The agenda item a slide belongs to: consecutive slides of one group are one item. */
export interface AgendaPart {
  group: string;
  /** The slide's words in that item; null: it adds none. */
  label: string | null;
}

/** A planned slide before numbering, timing and tables; `weight` is its share of the talk time. */
export type PlanDraft = Omit<PlannedSlide, "n" | "seconds" | "tableIndex"> & {
  weight: number;
  agenda?: AgendaPart;
};

type Sentences = Understanding["sentences"];

const QUESTION_FLAGS: SentenceFlag[] = ["question", "goal", "hypothesis"];

/** Thesis sentences carrying any of `flags`, in document order. */
export function flaggedSentences(thesis: Understanding, flags: SentenceFlag[]): Sentences {
  return thesis.sentences.filter((s) => s.flags.some((f) => flags.includes(f)));
}

/** A section of the talk as planned: its storyline sections (several when merged), chapters and slots. */
interface PlacedSection {
  sections: StorySection[];
  chapters: number[];
  weight: number;
  slots: number;
}

/** A slide the storyline adds besides the chapter slides, with where it goes. */
interface Insert {
  draft: PlanDraft;
  place: (drafts: PlanDraft[], insert: PlanDraft) => void;
}

/**
 * The content slides of the storyline for `character`, filling `contentSlots` where the text allows: no
 * part gets more slides than its usable sentences fill at `perSlide` each.
 */
export function storyDrafts(
  thesis: Understanding,
  character: WorkCharacter,
  contentSlots: number,
  methodology: string,
  perSlide = SENTENCES_PER_SLIDE,
): PlanDraft[] {
  const de = thesis.language === "de";
  const storyline = STORYLINES[character];
  const usableOf = thesis.chapters.map((_, i) =>
    thesis.sentences.filter((s) => s.chapter === i && isUsable(s)),
  );
  let placed: PlacedSection[] = placeChapters(thesis, storyline).map(({ section, chapters }) => ({
    sections: [section],
    chapters,
    weight: section.weight * lengthFactor(thesis, chapters),
    slots: 0,
  }));
  // An insert whose sentences are too thin for a slide of its own is not made (its slot goes to the chapters).
  const inserts = affordable(
    storyInserts(thesis, character, placed, methodology, contentSlots, de).filter(
      (i) => !isThin(i.draft, thesis),
    ),
    contentSlots - placed.length,
  );
  placed = mergeSections(placed, Math.max(1, contentSlots - inserts.length));
  placed = sectionSlots(placed, usableOf, contentSlots - inserts.length, perSlide);
  const drafts = placed.flatMap((p) => sectionDrafts(p, thesis, usableOf, perSlide));
  // An inserted slide gets the time of an average chapter slide; the question at most half, by its length.
  const mean = drafts.reduce((a, d) => a + d.weight, 0) / Math.max(1, drafts.length) || 1;
  for (const ins of inserts) {
    // A slide of the thesis's own that names the limits ("Grenzen des Modells") already says them.
    if (ins.draft.kind === "limitations" && drafts.some((d) => LIMITS_TITLE.test(d.titleHint))) continue;
    ins.place(drafts, {
      ...ins.draft,
      weight: ins.draft.kind === "question" ? mean * questionShare(thesis) : mean,
    });
  }
  concludeWithSection(drafts, thesis, de);
  // An opening chapter titled by the question ("Forschungsfrage") holds its setting once the question has
  // a slide of its own: two slides must not both promise the question.
  if (drafts.some((d) => d.kind === "question"))
    for (const d of drafts)
      if (d.kind === "motivation" && QUESTION_HEADING.test(d.titleHint.trim()))
        d.titleHint = de ? "Ausgangslage" : "Background";
  return drafts;
}

/**
 * A thesis without a conclusion chapter may close its last chapter with a section "Fazit" ("Ergebnisse …
 * 4.4 Fazit"): when no slide concludes the talk yet and that section's slide comes last, it is the talk's
 * conclusion, under the closing agenda item.
 */
function concludeWithSection(drafts: PlanDraft[], thesis: Understanding, de: boolean): void {
  if (drafts.some((d) => d.kind === "conclusion")) return;
  const last = thesis.chapters.length - 1;
  const at = drafts.findLastIndex((d) => d.kind !== "outlook" && d.kind !== "limitations");
  const d = drafts[at];
  if (!d?.chapters.includes(last) || titleRole(d.titleHint, true) !== "conclusion") return;
  const label = de ? "Fazit" : "Conclusion";
  drafts[at] = { ...d, kind: "conclusion", focus: [], agenda: { group: "closing", label } };
}

/** A heading that names the work's limits. */
const LIMITS_TITLE = /\b(?:grenzen|limitation(?:en)?|limitations?|einschränkungen|limits)\b/iu;

/** A heading that names the research question itself. */
const QUESTION_HEADING = /^(?:forschungsfragen?|fragestellung(?:en)?|research questions?)$/iu;

/**
 * The inserts the slots allow once every section has one: question, method and the answer's conclusion
 * whenever a slot is left,
 * the rest only while a slot stays spare for the results.
 */
function affordable(candidates: Insert[], spare: number): Insert[] {
  const out: Insert[] = [];
  for (const ins of candidates) {
    const essential = ["question", "method", "conclusion"].includes(ins.draft.kind);
    if (spare - out.length >= (essential ? 1 : 2)) out.push(ins);
  }
  return out;
}

/** Longer parts earn more time, damped (√ of the length against the average chapter). */
function lengthFactor(thesis: Understanding, chapters: number[]): number {
  const avg = thesis.chapters.reduce((a, c) => a + c.words, 0) / Math.max(1, thesis.chapters.length) || 1;
  return chapters.reduce((a, c) => a + 0.5 + 0.5 * Math.sqrt((thesis.chapters[c]?.words ?? 0) / avg), 0);
}

/** Neighbouring sections merged (lightest pair first) until at most `max` remain. */
function mergeSections(placed: PlacedSection[], max: number): PlacedSection[] {
  return mergeLightest(placed, max, (a, b) => ({
    sections: [...a.sections, ...b.sections],
    chapters: [...a.chapters, ...b.chapters],
    weight: a.weight + b.weight,
    slots: 0,
  }));
}

/**
 * Slots per section: by weight, none more than its usable text carries, a capped section (theory) at most
 * its share of the content slides, and the results section at least as many as any other.
 */
function sectionSlots(
  placed: PlacedSection[],
  usableOf: ReadonlyArray<readonly unknown[]>,
  slots: number,
  perSlide: number,
): PlacedSection[] {
  const carries = groupCapacity(placed, usableOf, perSlide);
  const capacity = placed.map((p, i) => {
    const carried = carries[i] ?? 1;
    const share = p.sections.length === 1 ? p.sections[0]?.maxShare : undefined;
    return share === undefined ? carried : Math.min(carried, Math.max(1, Math.floor(share * slots)));
  });
  const allocated = allocateSlots(placed, capacity, slots) as PlacedSection[];
  const results = allocated.findIndex((p) => p.sections.some((s) => s.kind === "results"));
  const main = allocated[results];
  if (main) {
    for (let guard = 0; guard < slots; guard++) {
      let top = -1;
      allocated.forEach((p, i) => {
        if (
          i !== results &&
          p.slots > main.slots &&
          p.slots > 1 &&
          (top < 0 || p.slots > (allocated[top]?.slots ?? 0))
        )
          top = i;
      });
      if (top < 0 || main.slots >= (capacity[results] ?? 1)) break;
      (allocated[top] as PlacedSection).slots--;
      main.slots++;
    }
  }
  return allocated;
}

/** The slides of one section: its chapters merged to its slots, slots by chapter, sentence chunks per slot. */
function sectionDrafts(
  p: PlacedSection,
  thesis: Understanding,
  usableOf: ReadonlyArray<readonly unknown[]>,
  perSlide: number,
): PlanDraft[] {
  const de = thesis.language === "de";
  const sectionOf = (c: number): StorySection =>
    p.sections.find((s) => s.roles.includes(thesis.chapters[c]?.role as ChapterRole)) ??
    (p.sections[0] as StorySection);
  const groups = mergeGroups(
    p.chapters.map((c) => ({ chapters: [c], weight: lengthFactor(thesis, [c]), slots: 0 })),
    p.slots,
  );
  const capacity = groupCapacity(groups, usableOf, perSlide);
  const weightEach = p.weight / Math.max(1, p.slots);
  return allocateSlots(groups, capacity, p.slots).flatMap((g) => {
    const sentences = g.chapters.flatMap((c) => thesis.sentences.filter((s) => s.chapter === c));
    const first = g.chapters[0] ?? 0;
    const section = sectionOf(first);
    const agenda: AgendaPart = section.label
      ? { group: section.group, label: section.label[de ? 0 : 1] }
      : { group: `${section.group}:${first}`, label: thesis.chapters[first]?.title ?? null };
    const findings = resultFocus(sentences, g.slots);
    return chunkSlides(g, sentences, g.slots, thesis, (c) => sectionOf(c).kind).map((d) => ({
      ...d,
      focus: d.kind === "results" ? findings : d.focus,
      weight: weightEach,
      agenda,
    }));
  });
}

/**
 * Results slides show findings: they focus on result sentences when the group has at least two per slide
 * (a results slide without one is then merged into its neighbour, so each slide carries a finding).
 */
export function resultFocus(sentences: Sentences, slots: number): SentenceFlag[] {
  const findings = sentences.filter((s) => s.flags.includes("result") && isUsable(s)).length;
  return findings >= 2 * slots ? ["result"] : [];
}

/**
 * The section that holds most of a chunk's words within its first chapter (a chunk cut inside one section
 * is about the next one when most of its words lie there), else the one it starts in. `opensLate`: it is
 * not where the chapter's text begins (the first chunk of "Ergebnisse" that is mostly its
 * "Modelldiagnostik" is titled so).
 */
function mainSection(
  chunk: Sentences,
  chapter: number,
  thesis: Understanding,
): { title: string; opensLate: boolean } | null {
  const words = new Map<string, number>();
  for (const s of chunk)
    if (s.chapter === chapter && s.sectionId) words.set(s.sectionId, (words.get(s.sectionId) ?? 0) + s.words);
  const total = chunk.filter((s) => s.chapter === chapter).reduce((a, s) => a + s.words, 0);
  const [id, most] = [...words.entries()].reduce<[string | null, number]>(
    (best, e) => (e[1] > best[1] ? e : best),
    [null, 0],
  );
  const sections = thesis.chapters[chapter]?.sections ?? [];
  const main = most * 2 >= total ? sections.find((s) => s.headingId === id) : undefined;
  if (!main) {
    // No section holds most of it: the one it starts in.
    const start = sections.find((s) => s.headingId === chunk[0]?.sectionId);
    return start ? { title: start.title, opensLate: false } : null;
  }
  const first = thesis.sentences.find((s) => s.chapter === chapter);
  return { title: main.title, opensLate: first?.sectionId !== id };
}

/**
 * One slide per chunk of the group's sentences, titled by the chapter, or by the section that holds most of
 * the chunk (`mainSection`); every chapter of the group stays represented on some slide. `kindOf` gives a
 * chapter's slide kind in its storyline section (null: by the chapter's role).
 */
export function chunkSlides(
  g: Group,
  sentences: Sentences,
  slots: number,
  thesis: Understanding,
  kindOf: (chapter: number) => SlideKind | null = () => null,
): PlanDraft[] {
  const titles = g.chapters.map((c) => thesis.chapters[c]?.title ?? "");
  const chunks = chunkSentences(sentences, slots);
  const slides: PlanDraft[] = chunks.map((chunk, k) => {
    const c = chunk[0]?.chapter ?? g.chapters[0] ?? 0;
    const ch = thesis.chapters[c];
    const section = mainSection(chunk, c, thesis);
    // The talk's conclusion opens under its own name ("Fazit"), whichever section holds most of it.
    const opensUnderSection = section?.opensLate && ch?.role !== "conclusion";
    const hint =
      chunks.length === 1
        ? titles.join(" & ")
        : section && (k > 0 || opensUnderSection)
          ? section.title
          : (ch?.title ?? titles[0] ?? "");
    return {
      kind: kindOf(c) ?? KIND_BY_ROLE[chapterRole(ch as MainChapter)],
      titleHint: hint,
      chapters: chunks.length === 1 ? g.chapters : [...new Set(chunk.map((s) => s.chapter))],
      range: sentenceRange(chunk),
      focus: [],
      weight: g.weight / Math.max(1, g.slots),
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

// ---------------------------------------------------------------------------------------------------------
// The slides a storyline inserts

/** The inserts the thesis supports, in priority order: question, method, limitations, outlook. */
function storyInserts(
  thesis: Understanding,
  character: WorkCharacter,
  placed: PlacedSection[],
  methodology: string,
  contentSlots: number,
  de: boolean,
): Insert[] {
  const out: Insert[] = [];
  const has = (id: string) => placed.some((p) => p.sections.some((s) => s.id === id));
  const question = questionSlide(thesis, de);
  if (question) out.push({ draft: question, place: placeQuestion });
  // Empirical work shows its method even without a method chapter; literature work only in its own chapter.
  if ((character === "empirical" || character === "mixed") && !has("method")) {
    const method = methodSlide(thesis, methodology, de);
    if (method) out.push({ draft: method, place: placeMethod });
  }
  // Limitations of a study; in literature and theoretical work such sentences describe the subject.
  const study = character === "empirical" || character === "mixed" || character === "design";
  const limitations = flaggedSentences(thesis, ["limitation"]).filter(isUsable);
  if (study && limitations.length >= 2)
    out.push({ draft: limitationsSlide(limitations, de), place: placeLimitations });
  // Every talk says what came out: without a conclusion chapter, a "Fazit" slide over the thesis's answer
  // to its question (it draws on the rest of the answer's chapter for its other points).
  const answer = flaggedSentences(thesis, ["answer"]);
  if (!has("conclusion") && answer.length)
    out.push({ draft: conclusionSlide(answer, de), place: placeConclusion });
  const outlook = flaggedSentences(thesis, ["outlook"]).filter(isUsable);
  if (!has("outlook") && outlook.length >= 2 && contentSlots >= 8)
    out.push({
      draft: focusedSlide("outlook", outlook, de ? "Ausblick" : "Outlook", ["outlook"]),
      place: placeOutlook,
    });
  return out;
}

/** A slide over the span of the given sentences, focused on their kind. */
function focusedSlide(
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

/** The research question follows the motivation (its last slide), else opens the content. */
export function placeQuestion(drafts: PlanDraft[], question: PlanDraft): void {
  drafts.splice(drafts.findLastIndex((d) => d.kind === "motivation") + 1, 0, question);
}

/** The method goes before the first results slide, else after the last opening or theory slide. */
export function placeMethod(drafts: PlanDraft[], method: PlanDraft): void {
  const results = drafts.findIndex((d) => d.kind === "results");
  const opening = drafts.findLastIndex((d) => ["motivation", "question", "theory"].includes(d.kind));
  drafts.splice(results >= 0 ? results : opening + 1, 0, method);
}

/** Inserts the limitations slide after the discussion, else before the conclusion, else at the end. */
export function placeLimitations(drafts: Array<{ kind: PlanDraft["kind"] }>, limitations: PlanDraft): void {
  const discussionAt = drafts.findLastIndex((d) => d.kind === "discussion" || d.kind === "results");
  if (discussionAt >= 0 && drafts[discussionAt]?.kind === "discussion")
    drafts.splice(discussionAt + 1, 0, limitations);
  else {
    const conclusionAt = drafts.findIndex((d) => d.kind === "conclusion" || d.kind === "outlook");
    drafts.splice(conclusionAt >= 0 ? conclusionAt : drafts.length, 0, limitations);
  }
}

/** The slide that answers the research question when no chapter concludes the thesis. */
export function conclusionSlide(answer: Sentences, de: boolean): PlanDraft {
  const label = de ? "Fazit" : "Conclusion";
  return {
    ...focusedSlide("conclusion", answer, label, ["answer", "finding"]),
    agenda: { group: "closing", label },
  };
}

/** The conclusion goes before the outlook, else closes the content. */
export function placeConclusion(drafts: PlanDraft[], conclusion: PlanDraft): void {
  const at = drafts.findIndex((d) => d.kind === "outlook");
  drafts.splice(at >= 0 ? at : drafts.length, 0, conclusion);
}

/** The outlook follows the last conclusion slide, else closes the content. */
export function placeOutlook(drafts: PlanDraft[], outlook: PlanDraft): void {
  const at = drafts.findLastIndex((d) => d.kind === "conclusion");
  drafts.splice(at >= 0 ? at + 1 : drafts.length, 0, outlook);
}
