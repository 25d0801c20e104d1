/** Each slide's printed speaking time follows its notes; the talk keeps its length. */
import { describe, expect, it } from "vitest";
import { slideNotesOffBudget } from "../src/eval/talk/notes-per-slide.ts";
import { settledSeconds } from "../src/write/settle-times.ts";

/** Notes of `n` words. */
const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(" ");
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The evaluator's verdict on notes of the given lengths with the given times. */
function offBudget(notes: number[], seconds: number[]): number[] {
  const slides = notes.map((n, i) => ({ index: i + 1, notes: words(n) }));
  return slideNotesOffBudget(slides as Parameters<typeof slideNotesOffBudget>[0], seconds).map(
    (s) => s.slide,
  );
}

describe("settledSeconds", () => {
  it("keeps a plan whose notes already fit", () => {
    // 130 words per minute: 65 words fill 30 s, 130 words 60 s.
    expect(settledSeconds([30, 60, 30], [words(65), words(130), words(65)])).toEqual([30, 60, 30]);
  });

  it("moves time from a slide with little to say to one with more, and keeps the talk's length", () => {
    const planned = [25, 90, 90, 90, 5];
    // The second slide's part of the thesis gave 60 words for 90 s; the third has 260 words.
    const notes = [55, 60, 260, 195, 11];
    expect(offBudget(notes, planned)).toEqual([2, 3]);
    const settled = settledSeconds(planned, notes.map(words));
    expect(sum(settled)).toBe(sum(planned));
    expect(offBudget(notes, settled)).toEqual([]);
    expect(settled[1]).toBeLessThan(90);
    expect(settled[2]).toBeGreaterThan(90);
  });

  it("leaves slides without talk time (backup) and without notes alone", () => {
    const settled = settledSeconds([30, 60, 0], [words(40), words(160), words(50)]);
    expect(settled[2]).toBe(0);
    expect(sum(settled)).toBe(90);
    expect(settledSeconds([30, 30], [words(65), ""])).toEqual([30, 30]);
  });

  it("uses whole seconds where no multiple of 5 fits short notes", () => {
    // 14 words take 6.5 s: 5 s is too short for them (by more than 25 %), 10 s too long.
    const settled = settledSeconds([5, 55], [words(14), words(115)]);
    expect(sum(settled)).toBe(60);
    expect(offBudget([14, 115], settled)).toEqual([]);
    expect(settled[0] as number).not.toBe(5);
  });

  it("spreads what the notes as a whole lack over all slides instead of inventing room", () => {
    // Notes for 60 s in a 120 s talk: every slide keeps its share and the sum stays 120 s.
    const settled = settledSeconds([60, 60], [words(65), words(65)]);
    expect(settled).toEqual([60, 60]);
  });
});
