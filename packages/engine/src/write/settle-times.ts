/**
 * The speaking time printed for each slide ("Redezeit: 1:30 min") follows what its notes say.
 *
 * The plan gives every slide a time and the writer aims that slide's notes at it. Where the thesis gave
 * a slide less to say than its time (nothing may be invented) or a merged slide took over a neighbour's
 * notes, a student who speaks the notes as written would run early on one slide and late on another. So,
 * once written, each slide's time moves into the band its own notes fill at 130 words per minute, as
 * little as it must, and the talk keeps its length: the seconds one slide gives up go to slides whose
 * notes have room for them. Where the notes as a whole are too short or too long for the talk, the rest
 * of the difference is spread over all slides (and the deck-level notes check reports it).
 *
 * Deterministic on (plan, written content), like the merge of empty slides before it.
 */
import type { SlidePlan } from "../plan/planner.ts";
import { WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { wordCount } from "../text/words.ts";
import type { ContentStage } from "./content.ts";

/** How far a slide's notes may be from its time (the evaluator allows ±25 %; this keeps a margin). */
const BAND = 0.2;
/** The evaluator's band: a time rounded to 5 s is kept only if the notes still fit it. */
const OUTER = 0.25;

interface Slot {
  i: number;
  words: number;
  planned: number;
  lo: number;
  hi: number;
  need: number;
}

/** Whether notes of `words` fit `seconds`, counted as the evaluator counts (whole words of the time). */
function fits(seconds: number, words: number, tolerance: number): boolean {
  const target = Math.round((seconds / 60) * WORDS_PER_MINUTE);
  return seconds > 0 && Math.abs(words - target) <= tolerance * target;
}

/** Moves `amount` seconds (positive: add) into the slots that have room, in proportion to that room. */
function spread(t: number[], slots: Slot[], amount: number): number {
  const room = slots.map((s, k) =>
    Math.max(0, amount > 0 ? s.hi - (t[k] as number) : (t[k] as number) - s.lo),
  );
  const total = room.reduce((a, b) => a + b, 0);
  if (total <= 0) return amount;
  const moved = Math.sign(amount) * Math.min(Math.abs(amount), total);
  for (let k = 0; k < slots.length; k++) t[k] = (t[k] as number) + (moved * (room[k] as number)) / total;
  return amount - moved;
}

/** Each talk slide's seconds, moved into the band its notes fill; the sum stays the talk's length. */
export function settledSeconds(planned: number[], notes: string[]): number[] {
  const slots: Slot[] = planned.flatMap((p, i) => {
    const words = wordCount(notes[i] ?? "");
    if (p <= 0 || words === 0) return [];
    const need = (words / WORDS_PER_MINUTE) * 60;
    return [{ i, words, planned: p, need, lo: Math.max(5, need / (1 + BAND)), hi: need / (1 - BAND) }];
  });
  const total = slots.reduce((a, s) => a + s.planned, 0);
  const t = slots.map((s) => Math.min(s.hi, Math.max(s.lo, s.planned)));
  let rest = spread(t, slots, total - t.reduce((a, b) => a + b, 0));
  // Still some left: the slides take it up to the evaluator's own band before anything falls outside.
  if (Math.abs(rest) > 0.5)
    rest = spread(
      t,
      slots.map((s) => ({
        ...s,
        lo: Math.max(5, s.need / (1 + OUTER) + 0.5),
        hi: s.need / (1 - OUTER) - 0.5,
      })),
      rest,
    );
  // Notes too short or too long for the talk as a whole: the rest goes over all slides by their time.
  if (Math.abs(rest) > 0.5) {
    const sum = t.reduce((a, b) => a + b, 0);
    for (let k = 0; k < t.length; k++) t[k] = (t[k] as number) + (rest * (t[k] as number)) / sum;
  }
  // Whole 5 s where the notes still fit the rounded time, else the whole second that fits.
  const rounded = slots.map((s, k) => {
    const x = t[k] as number;
    const options = [Math.max(5, Math.round(x / 5) * 5), Math.round(x), Math.ceil(x), Math.floor(x)];
    return options.find((o) => o >= 1 && fits(o, s.words, OUTER)) ?? Math.max(1, Math.round(x));
  });
  let diff = total - rounded.reduce((a, b) => a + b, 0);
  // The rounding difference goes to the slides that still fit after the step, most room first (5 s
  // steps where they fit, else 1 s); when none fits, to the one with the most room.
  for (let guard = 0; diff !== 0 && guard < 10_000; guard++) {
    const sign = Math.sign(diff);
    const room = (k: number) => {
      const s = slots[k] as Slot;
      const now = rounded[k] as number;
      return sign > 0 ? s.need / (1 - OUTER) - now : now - s.need / (1 + OUTER);
    };
    const steps = Math.abs(diff) >= 5 ? [5, 1] : [1];
    const order = slots.map((_, k) => k).sort((a, b) => room(b) - room(a));
    const fitting = steps.flatMap((size) =>
      order
        .filter((k) => fits((rounded[k] as number) + sign * size, (slots[k] as Slot).words, OUTER))
        .map((k) => ({ k, size })),
    )[0];
    const pick = fitting ?? (order[0] === undefined ? undefined : { k: order[0], size: 1 });
    if (!pick || (rounded[pick.k] as number) + sign * pick.size < 1) break;
    rounded[pick.k] = (rounded[pick.k] as number) + sign * pick.size;
    diff -= sign * pick.size;
  }
  const out = [...planned];
  slots.forEach((s, k) => {
    out[s.i] = rounded[k] as number;
  });
  return out;
}

/** The plan and content with each slide's time settled on its notes (`settledSeconds`). */
export function settleTimes(deck: { plan: SlidePlan; content: ContentStage }): {
  plan: SlidePlan;
  content: ContentStage;
} {
  const { plan, content } = deck;
  const seconds = settledSeconds(
    plan.slides.map((s) => s.seconds),
    content.slides.map((s) => s.notes),
  );
  if (seconds.every((s, i) => s === plan.slides[i]?.seconds)) return deck;
  return {
    plan: { ...plan, slides: plan.slides.map((s, i) => ({ ...s, seconds: seconds[i] ?? s.seconds })) },
    content: {
      ...content,
      slides: content.slides.map((s, i) => ({ ...s, seconds: seconds[i] ?? s.seconds })),
    },
  };
}
