/**
 * The thesis passages a content slide may be written from: its planned range (focused kinds first), widened
 * to the rest of its sections, then of its chapters, when that range is too thin for the slide's speaking
 * time or gives no bullet.
 * Only sentences that may be shown or spoken at all (no roadmap, figure description, housekeeping, broken
 * text, formula legend) are passed on.
 */

import type { PlannedSlide } from "../plan/planner.ts";
import { extractNumbers } from "../text/numbers.ts";
import { wordCount } from "../text/words.ts";
import type { ThesisSentence, Understanding } from "../understand/schema.ts";
import { isSlideMaterial } from "./model/slide-material.ts";
import type { Passage } from "./model/text-model.ts";
import { reservedForRecap } from "./recap.ts";

function passageOf(s: ThesisSentence, scale = 1): Passage {
  return { id: s.id, text: s.text, page: s.page, score: s.score * scale, role: s.role, flags: s.flags };
}

/**
 * Sentence ids later slides will show: the ranges of the slides after `slide` (a thin slide does not take
 * their material), and always the focused sentences of a later focused slide (the research question stays
 * for the question slide even when an earlier slide's range holds it), the answer to the research question
 * when a later slide answers it, and the recap an inserted Fazit keeps.
 */
export function laterRanges(slide: PlannedSlide, slides: PlannedSlide[], thesis: Understanding): Set<number> {
  const out = new Set<number>();
  const focused = new Set<number>();
  for (const s of slides) {
    if (s.n <= slide.n || !s.range) continue;
    for (let id = s.range.from; id <= s.range.to; id++) {
      out.add(id);
      const flags = thesis.sentences[id]?.flags ?? [];
      if (s.focus.some((f) => flags.includes(f))) focused.add(id);
    }
  }
  // The slide that answers the research question takes its answer in wherever it stands.
  if (slides.some((s) => s.n > slide.n && s.answers))
    for (const id of thesis.parts.answer?.sentenceIds ?? []) focused.add(id);
  // An inserted Fazit (focused on the answer) keeps the thesis's best summing-up sentences for its recap.
  if (slides.some((s) => s.n > slide.n && s.kind === "conclusion" && s.focus.includes("answer")))
    for (const id of reservedForRecap(thesis)) focused.add(id);
  if (slide.range)
    for (let id = slide.range.from; id <= slide.range.to; id++) if (!focused.has(id)) out.delete(id);
  for (const id of focused) out.add(id);
  return out;
}

/** How far a slide whose range gave no bullet reaches: 0 not at all, 1 its sections, 2 its chapters. */
export type Widening = 0 | 1 | 2;

/**
 * Sentences in the slide's range that match its focus (or are very central, or state a number on a
 * results slide; a limits or outlook slide takes only its focus); when they carry fewer than 1.3 ×
 * `notesWords`, also the unused sentences of the sections the range lies in and, if still too few, of the
 * slide's chapters (marked `borrowed`), at half their score, all in document order. `widen` (the range
 * gave no bullet) takes the unused sentences of the range's sections (1), or of its chapters as well (2),
 * whatever they carry. `used` holds ids earlier slides drew on, `reserved` the ranges of later slides
 * (their sentences stay theirs).
 */
export function passagesFor(
  slide: PlannedSlide,
  thesis: Understanding,
  used: ReadonlySet<number>,
  notesWords: number,
  widen: Widening = 0,
  reserved: ReadonlySet<number> = new Set(),
): Passage[] {
  // A slide about the work's limits or its outlook says only that: its range runs across other material.
  const focusOnly = (slide.kind === "limitations" || slide.kind === "outlook") && slide.focus.length > 0;
  const passages: Passage[] = (
    slide.range ? thesis.sentences.slice(slide.range.from, slide.range.to + 1) : []
  )
    .filter(
      (s) =>
        slide.focus.length === 0 ||
        slide.focus.some((f) => s.flags.includes(f)) ||
        (s.score > 0.8 && !focusOnly) ||
        // A results slide keeps every sentence of its part that states a number, whatever its role.
        (slide.kind === "results" && extractNumbers(s.text).length > 0),
    )
    .filter((s) => !reserved.has(s.id))
    .map((s) => passageOf(s))
    .filter(isSlideMaterial);
  // A slide whose part of the thesis is too thin for its speaking time may also draw on the rest of its
  // sections and then of its chapters (sentences no earlier slide used), ranked below its own part.
  const carried = passages.reduce((a, p) => a + wordCount(p.text), 0);
  // The Fazit over the thesis's answer (no concluding chapter) draws only on the chapter's findings.
  const answersOnly = (slide.kind === "conclusion" && slide.focus.includes("answer")) || focusOnly;
  if ((widen > 0 || carried < notesWords * 1.3) && slide.range) {
    const own = new Set(passages.map((p) => p.id));
    const unused = (x: ThesisSentence) =>
      !own.has(x.id) &&
      !used.has(x.id) &&
      !reserved.has(x.id) &&
      slide.chapters.includes(x.chapter) &&
      (!answersOnly || slide.focus.some((f) => x.flags.includes(f)));
    // First the rest of the sections the slide's range lies in; the rest of its chapters only when those
    // still leave it thin or its range gave no bullet (a results slide at a section's end is not filled
    // from the chapter's opening).
    const sections = new Set(
      thesis.sentences.slice(slide.range.from, slide.range.to + 1).map((s) => s.sectionId),
    );
    const rings = [(x: ThesisSentence) => x.sectionId !== null && sections.has(x.sectionId), () => true];
    let words = carried;
    for (const [i, inRing] of rings.entries()) {
      if (widen ? i >= widen : words >= notesWords * 1.3) break;
      for (const x of thesis.sentences) {
        if (!unused(x) || !inRing(x)) continue;
        const p = { ...passageOf(x, 0.5), ...(i > 0 ? { borrowed: true } : {}) };
        if (!isSlideMaterial(p)) continue;
        passages.push(p);
        own.add(x.id);
        words += wordCount(p.text);
      }
    }
    passages.sort((a, b) => a.id - b.id);
  }
  return passages;
}
