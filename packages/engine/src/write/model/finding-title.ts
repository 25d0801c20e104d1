/** The finding a results, discussion or conclusion slide states as its title. */
import type { SlideKind } from "../../plan/planner.ts";
import { wordCount } from "../../text/words.ts";
import { isAnaphoric } from "../text.ts";
import { candidates } from "./bullets.ts";
import type { Passage, SlideRequest } from "./text-model.ts";

/** Slide kinds whose title may state a finding instead of the chapter label. */
const FINDING_KINDS = new Set<SlideKind>(["results", "discussion", "conclusion"]);

/**
 * The finding as the title ("Ab 5 s erreicht die Auswahl rund 98 % der VBS-Leistung"): on a results,
 * discussion or conclusion slide, the most relevant clean result sentence with a number that is short and
 * complete on its own. Null when none qualifies (the slide keeps its chapter label).
 */
export function findingTitle(req: SlideRequest): { passage: Passage; title: string } | null {
  if (!FINDING_KINDS.has(req.kind)) return null;
  const fits = (t: string) =>
    wordCount(t) >= 4 &&
    wordCount(t) <= 11 &&
    t.length <= 75 &&
    /\d/.test(t) &&
    !isAnaphoric(t) &&
    !/[()]/.test(t) &&
    !/^(es|er|sie|hier|nun|jetzt|it|there|ich|wir|i|we)\b|\bman\b/iu.test(t);
  const finding = candidates(req).find(
    ({ passage, bullet }) =>
      (["result", "interpretation", "conclusion"].includes(passage.role) ||
        passage.flags.some((f) => f === "result" || f === "conclusion")) &&
      fits(bullet),
  );
  return finding ? { passage: finding.passage, title: finding.bullet } : null;
}
