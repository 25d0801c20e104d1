/**
 * The answer as a passage: the answering sentence with the one that continues it, or the decided hypotheses
 * together.
 */
import { wordCount } from "../text/words.ts";
import { HEDGE } from "./finding-cues.ts";
import type { FindingSource } from "./finding-rank.ts";
import { isFindingKind, statementKind } from "./findings.ts";
import type { ResearchAnswer } from "./schema.ts";
import { AIM_MET } from "./verdict-cues.ts";

/** At most this many decided hypotheses answer together. */
const MAX_HYPOTHESES = 3;

/** The answer sentence, with the next one when it continues it ("Dabei …", "Insbesondere …"). */
export function answerOf(s: FindingSource, here: FindingSource[]): ResearchAnswer {
  // A thesis that tested hypotheses answers with each verdict ("H1 … nicht gestützt", "H3 … bestätigt").
  if (statementKind(s.text) === "hypothesis") {
    const others = here.filter(
      (x) => x !== s && statementKind(x.text) === "hypothesis" && !HEDGE.test(x.text),
    );
    return answerFrom(
      [s, ...others].slice(0, MAX_HYPOTHESES).sort((a, b) => here.indexOf(a) - here.indexOf(b)),
    );
  }
  const at = here.indexOf(s);
  const next = here[at + 1];
  // "The aim was reached" says what came out only with the sentence that says how.
  if (next && AIM_MET.test(s.text) && isFindingKind(statementKind(next.text))) return answerFrom([s, next]);
  const continues =
    next &&
    wordCount(s.text) <= 20 &&
    wordCount(next.text) <= 25 &&
    /^(?:dabei|insbesondere|vor allem|zudem|außerdem|darüber hinaus|in particular|especially|moreover|furthermore)\b/iu.test(
      next.text,
    );
  return answerFrom(continues ? [s, next] : [s]);
}

function answerFrom(parts: FindingSource[]): ResearchAnswer {
  const first = parts[0] as FindingSource;
  return {
    text: parts.map((p) => p.text).join(" "),
    sentenceIds: parts.map((p) => p.id).filter((id): id is number => id !== null),
    page: first.page,
    sectionId: first.headingId,
    fromAbstract: first.chapterRole === "front",
  };
}
