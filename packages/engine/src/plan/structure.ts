/**
 * The content slides of a deck along its storyline: the chapters placed in the storyline's sections, content
 * slots per section (theory capped, results the most), contiguous sentence chunks per slot, and the slides
 * the storyline inserts: the research question after the motivation, a method slide when the
 * method stands in no chapter of its own, limitations after the discussion, an outlook after the conclusion.
 */

import { chapterRole as titleRole } from "../text/chapter-role.ts";
import { LIMITS_TITLE } from "../text/limits-heading.ts";
import type { Understanding } from "../understand/schema.ts";
import { placeChapters } from "./chapter-placement.ts";
import type { PlanDraft } from "./draft.ts";
import { questionShare } from "./inserted-slides.ts";
import { affordable, storyInserts } from "./inserts.ts";
import { isThin, isUsable } from "./material.ts";
import { sectionDrafts } from "./section-slides.ts";
import { lengthFactor, mergeSections, type PlacedSection, sectionSlots } from "./section-slots.ts";
import { SENTENCES_PER_SLIDE } from "./slots.ts";
import { STORYLINES, type WorkCharacter } from "./storyline.ts";

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
  const drafts = discussionFirst(placed.flatMap((p) => sectionDrafts(p, thesis, usableOf, perSlide)));
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
  approachAfterAim(drafts, thesis, de);
  return drafts;
}

/**
 * The discussion and limits a concluding chapter holds after its first, concluding slide ("Diskussion und
 * Fazit" opening with the answer, then "Einordnung der Ergebnisse"): told before that slide, so the talk
 * discusses, names its limits and then concludes. The slides keep their order among themselves.
 */
export function discussionFirst(drafts: PlanDraft[]): PlanDraft[] {
  const out = [...drafts];
  for (let i = 1; i < out.length; i++) {
    const d = out[i] as PlanDraft;
    if (d.kind !== "discussion" && d.kind !== "limitations") continue;
    let at = i;
    while (at > 0 && out[at - 1]?.kind === "conclusion" && sameChapter(out[at - 1] as PlanDraft, d)) at--;
    if (at < i) out.splice(at, 0, ...out.splice(i, 1));
  }
  return out;
}

const sameChapter = (a: PlanDraft, b: PlanDraft) => a.chapters.some((c) => b.chapters.includes(c));

/** A heading that names the work's aim ("Ziel dieser Arbeit", "Zielsetzung", "Aim of the Study"). */
const AIM_HEADING =
  /^(?:(?:ziele?|zielsetzung|aufgabenstellung)(?:\s+(?:der|dieser)\s+(?:arbeit|untersuchung|studie))?|(?:aims?|objectives?)(?:\s+(?:and|&)\s+objectives?)?(?:\s+of\s+(?:the|this)\s+(?:work|thesis|study))?)$/iu;

/**
 * A chapter of its own on the aim ("2 Ziel dieser Arbeit"), whose aim the question slide states word for
 * word: what else it says is how the aim was pursued (the variants compared, the model built). Its slides
 * follow the question slide as "Vorgehen" instead of promising the aim a second time beside it.
 */
function approachAfterAim(drafts: PlanDraft[], thesis: Understanding, de: boolean): void {
  const question = drafts.find((d) => d.kind === "question");
  if (!question) return;
  const opening = drafts.findIndex((d) => d.kind === "method" || d.kind === "results");
  // The chapter's slides, one of which states the aim (a longer chapter is chunked over two).
  const aims = drafts.filter(
    (d, i) => (opening < 0 || i < opening) && d.kind !== "question" && AIM_HEADING.test(d.titleHint.trim()),
  );
  const statesAim = aims.some(
    ({ range }) =>
      range !== null &&
      thesis.sentences
        .slice(range.from, range.to + 1)
        .some((s) => s.flags.includes("goal") || s.flags.includes("question")),
  );
  if (!statesAim) return;
  const kept = drafts.filter((d) => !aims.includes(d));
  kept.splice(
    kept.indexOf(question) + 1,
    0,
    ...aims.map((d) => ({ ...d, titleHint: de ? "Vorgehen" : "Approach" })),
  );
  drafts.splice(0, drafts.length, ...kept);
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

/** A heading that names the research question itself. */
const QUESTION_HEADING = /^(?:forschungsfragen?|fragestellung(?:en)?|research questions?)$/iu;
