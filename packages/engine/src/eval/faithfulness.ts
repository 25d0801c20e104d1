/**
 * Number faithfulness: every number on the slides, in chart values, in the notes and in the answers is one
 * the thesis (or another legitimate source, the student's methodology text) has.
 */
import { type NumberIndex, numberTokens } from "../text/numbers.ts";
import type { Failure } from "./content/failure.ts";
import { type DeckEvaluation, THRESHOLDS } from "./evaluation.ts";
import { shownText } from "./pptx/deck-text.ts";
import type { ReadSlide } from "./pptx/deck-types.ts";
import { round3 } from "./readability.ts";

/** The share of known numbers, the unknown ones, and whether the share fails the threshold. */
export function checkFaithfulness(
  slides: ReadSlide[],
  answers: string[],
  index: NumberIndex,
): { faithfulness: DeckEvaluation["faithfulness"]; failures: Failure[] } {
  const texts = slides.flatMap((s) => [
    shownText(s),
    s.notes,
    ...s.charts.flatMap((c) => [...c.values, ...c.labels]),
  ]);
  const numbers = [...texts, ...answers].flatMap(numberTokens);
  const unknown = numbers.filter((n) => !index.has(n));
  const score = numbers.length ? 1 - unknown.length / numbers.length : 1;
  const failures =
    score < THRESHOLDS.faithfulness
      ? [
          {
            check: "faithfulness",
            message: `Zahlentreue ${score.toFixed(3)} < 0,98; unbekannt: ${[...new Set(unknown)].slice(0, 10).join(", ")}.`,
          },
        ]
      : [];
  return {
    faithfulness: { numbers: numbers.length, unknown: [...new Set(unknown)], score: round3(score) },
    failures,
  };
}
