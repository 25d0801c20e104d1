/**
 * Corpus decks, part 1 of 3 (every third case of deck-corpus-cases.ts, so the three files run in parallel):
 * each thesis → full deck → every evaluator threshold not pending (see PENDING_CHECKS there).
 */
import { existsSync } from "node:fs";
import { describe, it } from "vitest";
import { CASES, CORPUS, caseName, runCase } from "./deck-corpus-cases.ts";

describe.runIf(existsSync(CORPUS))("decks for the corpus meet the evaluator's thresholds (part 1)", () => {
  for (const c of CASES.filter((_, i) => i % 3 === 0))
    it(caseName(c), { timeout: 300_000 }, () => runCase(c));
});
