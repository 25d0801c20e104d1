/**
 * The time budget of a talk: seconds per slide, rounded to 5 s and summing exactly to the talk length.
 */
import type { SentenceFlag, Understanding } from "../understand/schema.ts";
import type { SlideKind } from "./schema.ts";

function roundTo5(x: number): number {
  return Math.max(5, Math.round(x / 5) * 5);
}

/** Words of thesis text each slide can draw on: its range, limited to its focus kinds when it has any. */
export function textSupply(
  drafts: Array<{ range: { from: number; to: number } | null; focus: SentenceFlag[] }>,
  thesis: Understanding,
): number[] {
  return drafts.map((d) =>
    d.range
      ? thesis.sentences
          .slice(d.range.from, d.range.to + 1)
          .filter((s) => d.focus.length === 0 || d.focus.some((f) => s.flags.includes(f)))
          .reduce((a, s) => a + s.words, 0)
      : 0,
  );
}

/**
 * Seconds per slide: short fixed slides, the rest by weight; rounded to 5 s and summing exactly.
 * When the thesis has little more text than the talk needs, time follows the text each slide can draw
 * on (a slide cannot be talked about longer than its part of the thesis carries).
 */
export function timeBudget(
  drafts: Array<{ kind: SlideKind; weight: number }>,
  totalSeconds: number,
  supply: number[],
): number[] {
  // The fixed slides get the time their notes take at 130 words per minute (each slide's notes keep to
  // its own time, issue 29): the welcome says who, what and why (~45–65 words), the agenda names its
  // parts (~35–55 words), the sources slide says one sentence, the thanks slide two short ones.
  const fixed: Partial<Record<SlideKind, number>> = {
    title: 25,
    agenda: 20,
    sources: 10,
    thanks: 5,
    // After the closing slide, shown only when asked: no talk time.
    backup: 0,
  };
  const fixedSum = drafts.reduce((a, d) => a + (fixed[d.kind] ?? 0), 0);
  const spoken = ((totalSeconds - fixedSum) / 60) * 130;
  const available = supply.reduce((a, b) => a + b, 0);
  const alpha = available > 0 ? Math.min(1, Math.max(0, 2.5 - available / Math.max(1, spoken)) / 1.5) : 0;
  const weightSum = drafts.reduce((a, d) => a + (fixed[d.kind] === undefined ? d.weight || 1 : 0), 0);
  const share = drafts.map((d, i) =>
    fixed[d.kind] !== undefined
      ? 0
      : (1 - alpha) * ((d.weight || 1) / weightSum) + alpha * ((supply[i] ?? 0) / Math.max(1, available)),
  );
  const raw = drafts.map((d, i) =>
    fixed[d.kind] !== undefined ? (fixed[d.kind] as number) : (share[i] ?? 0) * (totalSeconds - fixedSum),
  );
  const out = raw.map((r, i) => (drafts[i]?.kind === "backup" ? 0 : roundTo5(r)));
  let diff = totalSeconds - out.reduce((a, b) => a + b, 0);
  // Spread the rounding difference over the content slides (else the talk's fixed slides) in steps of 5 s.
  const talk = raw.map((r, i) => [r, i] as const).filter(([, i]) => drafts[i]?.kind !== "backup");
  const content = talk.filter(([, i]) => fixed[drafts[i]?.kind as SlideKind] === undefined);
  const order = (content.length ? content : talk).sort((a, b) => b[0] - a[0]);
  for (let k = 0; diff !== 0 && k < 10_000; k++) {
    const i = order[k % order.length]?.[1] as number;
    const step = Math.sign(diff) * Math.min(5, Math.abs(diff));
    if ((out[i] as number) + step >= 5) {
      out[i] = (out[i] as number) + step;
      diff -= step;
    }
  }
  return out;
}
