/**
 * The last guard against empty and half-empty slides: a written content slide that ended up with no
 * bullet, no table and no figure (its part of the thesis gave the writer nothing it may put on a slide) is
 * merged into a neighbour; so is a slide with one or two bullets and nothing beside it whose chapter's
 * neighbouring slide has room for them (its bullets join that slide's). The neighbour keeps its title and
 * bullets and takes over the merged slide's speaking time and notes, so the talk's time still adds up and
 * nothing said is lost; the slides are numbered anew, and the agenda names only parts that still have
 * slides (`agenda-after-merge.ts`).
 *
 * Deterministic on (plan, written content), so the stored stage outputs stay as written and a resumed
 * pipeline merges the same way.
 */
import type { PageLabels } from "../document.ts";
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import { splitSentences } from "../text/sentences.ts";
import { agendaAfterMerge } from "./agenda-after-merge.ts";
import type { ContentStage } from "./content.ts";
import { TOPIC_OPENER } from "./model/notes-opener.ts";
import { HAND_OVER, notesWithReference, TRAILING_REFERENCE } from "./notes.ts";
import type { SlideContent } from "./slide-content.ts";
import { bulletRoom, sharesSlide } from "./slide-request.ts";

/** Slides that are complete without bullets, or that no other slide may absorb. */
export const KEEP = new Set<PlannedSlide["kind"]>([
  "title",
  "agenda",
  "sources",
  "thanks",
  "question",
  "backup",
]);

/** An opener that only names the slide (write/model/extractive-notes.ts), also the older "next part" one. */
function namesTheSlide(sentence: string): boolean {
  return (
    TOPIC_OPENER.test(sentence) || /^(?:Im nächsten Teil geht es um|The next part is about)\b/u.test(sentence)
  );
}

export function isEmptySlide(slide: PlannedSlide, written: SlideContent): boolean {
  return (
    !KEEP.has(slide.kind) &&
    written.bullets.length === 0 &&
    slide.tableIndex === null &&
    slide.figureId === null
  );
}

/** Bullets a slide with nothing beside it may have and still be half a slide. */
const THIN_BULLETS = 2;

/** A slide with one or two bullets and nothing beside it: half a slide, where its chapter's neighbour has room. */
function isThinSlide(slide: PlannedSlide, written: SlideContent): boolean {
  return (
    !KEEP.has(slide.kind) &&
    written.bullets.length >= 1 &&
    written.bullets.length <= THIN_BULLETS &&
    !sharesSlide(slide)
  );
}

/** The neighbour of the same chapter part (same title hint) that has room for slide `i`'s bullets. */
function thinTarget(planned: PlannedSlide[], written: SlideContent[], i: number): number | null {
  const slide = planned[i] as PlannedSlide;
  for (const j of [i - 1, i + 1]) {
    const p = planned[j];
    const w = written[j];
    if (!p || !w || KEEP.has(p.kind) || p.titleHint !== slide.titleHint) continue;
    const n = (written[i] as SlideContent).bullets.length;
    if (w.bullets.length === 0 || w.bullets.length + n > bulletRoom(p)) continue;
    return j;
  }
  return null;
}

/**
 * The plan and content without empty slides, and without half slides (one or two bullets) where the next
 * or previous slide of the same chapter part has room for their bullets (while the talk keeps its minimum
 * slide count); renumbered from 1, unchanged when nothing merges.
 */
export function mergeEmptySlides(
  plan: SlidePlan,
  content: ContentStage,
  labels: PageLabels,
): { plan: SlidePlan; content: ContentStage } {
  const planned = plan.slides.map((s) => ({ ...s, chapters: [...s.chapters] }));
  const written = content.slides.map((s) => ({ ...s, pages: [...s.pages], bullets: [...s.bullets] }));
  for (let i = 0; i < planned.length; i++) {
    const slide = planned[i] as PlannedSlide;
    const draft = written[i] as SlideContent;
    if (!isEmptySlide(slide, draft)) continue;
    const target = mergeTarget(planned, written, i);
    if (target === null) continue;
    absorb(planned, written, target, i, labels, plan.language);
    planned.splice(i, 1);
    written.splice(i, 1);
    i--;
  }
  for (let i = 0; i < planned.length && planned.length > plan.range.min; i++) {
    if (!isThinSlide(planned[i] as PlannedSlide, written[i] as SlideContent)) continue;
    const target = thinTarget(planned, written, i);
    if (target === null) continue;
    const bullets = (written[i] as SlideContent).bullets;
    const kept = written[target] as SlideContent;
    absorb(planned, written, target, i, labels, plan.language);
    (written[target] as SlideContent).bullets =
      target < i ? [...kept.bullets, ...bullets] : [...bullets, ...kept.bullets];
    planned.splice(i, 1);
    written.splice(i, 1);
    i--;
  }
  if (planned.length === plan.slides.length) return { plan, content };
  return agendaAfterMerge(
    { ...plan, slides: planned.map((s, i) => ({ ...s, n: i + 1 })) },
    { ...content, slides: written.map((s, i) => ({ ...s, n: i + 1 })) },
  );
}

/**
 * The neighbour that takes over slide `i`: the nearest earlier slide of the same kind, else the nearest
 * later one, else the nearest earlier or later content slide; never a fixed slide or another empty one.
 */
function mergeTarget(planned: PlannedSlide[], written: SlideContent[], i: number): number | null {
  const usable = (j: number) => {
    const p = planned[j];
    const w = written[j];
    return p !== undefined && w !== undefined && !KEEP.has(p.kind) && !isEmptySlide(p, w);
  };
  const kind = planned[i]?.kind;
  const order = [...nearest(i, -1, planned.length), ...nearest(i, 1, planned.length)];
  const sameKind = order.find((j) => planned[j]?.kind === kind && usable(j));
  if (sameKind !== undefined) return sameKind;
  const before = nearest(i, -1, planned.length).find(usable);
  return before ?? nearest(i, 1, planned.length).find(usable) ?? null;
}

function nearest(i: number, step: 1 | -1, length: number): number[] {
  const out: number[] = [];
  for (let j = i + step; j >= 0 && j < length; j += step) out.push(j);
  return out;
}

/** Slide `from`'s time, chapters, pages and notes go to slide `into`, in talk order. */
function absorb(
  planned: PlannedSlide[],
  written: SlideContent[],
  into: number,
  from: number,
  labels: PageLabels,
  language: "de" | "en",
): void {
  const target = planned[into] as PlannedSlide;
  const source = planned[from] as PlannedSlide;
  const kept = written[into] as SlideContent;
  const gone = written[from] as SlideContent;
  target.seconds += source.seconds;
  target.chapters = [...new Set([...target.chapters, ...source.chapters])];
  if (target.range && source.range)
    target.range = {
      from: Math.min(target.range.from, source.range.from),
      to: Math.max(target.range.to, source.range.to),
    };
  const [first, second] = into < from ? [kept, gone] : [gone, kept];
  const pages = [...new Set([...kept.pages, ...gone.pages])].sort((a, b) => a - b);
  const spoken = joinNotes(first.notes, second.notes);
  // Without pages, the chapter references ("(Kap. 2)") the two slides had stay, once each.
  const references = [
    ...new Set([first.notes, second.notes].map((n) => TRAILING_REFERENCE.exec(n)?.[0].trim() ?? "")),
  ];
  written[into] = {
    ...kept,
    seconds: kept.seconds + gone.seconds,
    pages,
    notes: pages.length
      ? notesWithReference(spoken, labels, pages, [], language)
      : [spoken, ...references.filter(Boolean)].join(" "),
  };
}

/**
 * Notes of two slides as one: the earlier without its page reference and hand-over, the later without its
 * page reference and without a "next part" opener (both now share one slide). Slides without pages keep
 * their chapter references in the text.
 */
export function joinNotes(earlier: string, later: string): string {
  const a = splitSentences(earlier.replace(TRAILING_REFERENCE, "").trim());
  const b = splitSentences(later.replace(TRAILING_REFERENCE, "").trim());
  while (a.length && HAND_OVER.test(a.at(-1) ?? "")) a.pop();
  if (b.length > 1 && namesTheSlide(b[0] ?? "")) b.shift();
  return [...a, ...b].join(" ");
}
