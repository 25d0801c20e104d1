/**
 * The slides of one section of the talk: its chapters merged to its slots, and results slides focused on
 * findings.
 */
import type { ChapterRole } from "../document.ts";
import type { SentenceFlag, Understanding } from "../understand/schema.ts";
import { chunkSlides } from "./chunk-slides.ts";
import type { AgendaPart, PlanDraft, Sentences } from "./draft.ts";
import { mergeGroups } from "./groups.ts";
import { isUsable } from "./material.ts";
import { lengthFactor, type PlacedSection } from "./section-slots.ts";
import { allocateSlots, groupCapacity } from "./slots.ts";
import type { StorySection } from "./storyline.ts";

/** The slides of one section: its chapters merged to its slots, slots by chapter, sentence chunks per slot. */
export function sectionDrafts(
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
