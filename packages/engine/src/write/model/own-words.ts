/** The student's own words on the method (questionnaire step 5) as the method slide's first bullets. */
import { splitSentences } from "../../text/sentences.ts";
import { wordCount } from "../../text/words.ts";
import { shortenToClause } from "../wording/condense.ts";
import type { SlideRequest } from "./text-model.ts";

/**
 * The student's own description of the method (questionnaire step 5) as bullets: each sentence whole
 * when it fits, else its complete opening clause; never cut. Only on method slides.
 */
const OWN_WORDS_MAX = 20;

export function methodologyBullets(req: SlideRequest): string[] {
  const text = req.context.methodology.trim();
  if (req.kind !== "method" || !text) return [];
  // The student's own words: shortened to a complete clause where one fits; a sentence that has none (a
  // student's approach is often one long sentence) stays whole up to ~20 words rather than be dropped.
  return splitSentences(text)
    .map(
      (sentence) =>
        shortenToClause(sentence, req.maxWordsPerBullet) ??
        (wordCount(sentence) <= OWN_WORDS_MAX ? sentence.trim().replace(/[.;:]+$/u, "") : null),
    )
    .filter((b): b is string => b !== null && wordCount(b) >= 3)
    .slice(0, Math.max(1, Math.min(3, req.maxBullets - 1)));
}
