/**
 * The key results: result sentences with numbers or an outcome verb, not formulas.
 */
import type { ChapterRole } from "../../document.ts";
import { extractNumbers } from "../../text/numbers.ts";
import { uniqueBy } from "../../unique.ts";
import type { KeyResult, MethodKind } from "../schema.ts";
import type { Sentence } from "./passage.ts";

const RESULT_VERB =
  /\b(zeigt\w*|ergab\w*|ergeben|ergibt|belegt|bestätigt\w*|signifikant\w*|höher\w*|niedriger\w*|besser\w*|schlechter\w*|am besten|erreicht\w*|genauigkeit|accuracy|beträgt|betrug|betragen|liegt bei|lag bei|lagen|insgesamt|unterschied\w*|anstieg|gesunken|gestiegen|zunahme|abnahme|reduziert\w*|verringert\w*|erhöht\w*|showed|shows|found|significant\w*|higher|lower|reached|achieved|resulted|differ\w*|increase\w*|decrease\w*|correlat\w*|korreliert\w*)\b/i;
const FORMULA = /\b[A-Za-z]+\s*=\s*\(|\\[a-z]+\{|∑|∫|\w+_\w+\s*=|;\s*\w+\s*=/;
const RESULT_ROLES = new Set(["result", "interpretation", "conclusion"]);

export function keyResults(sentences: Sentence[], kind: MethodKind): KeyResult[] {
  // Findings stand in the results, discussion and conclusion; a number in the method chapter is usually a setting.
  const roleWeight: Partial<Record<ChapterRole, number>> = {
    results: 4,
    discussion: 2,
    conclusion: 2.5,
    outlook: -2,
    introduction: -1,
    theory: -1.5,
    method: -2,
  };
  const scored = sentences
    .map((s) => {
      const numbers = extractNumbers(s.text);
      if (s.text.length < 40 || s.text.length > 420 || FORMULA.test(s.text) || s.text.endsWith("?"))
        return null;
      // A finding, or what a finding means; never a description of a chart or of the text itself.
      if (!RESULT_ROLES.has(s.role)) return null;
      let score =
        (roleWeight[s.chapterRole as ChapterRole] ?? 0) +
        (RESULT_VERB.test(s.text) ? 2 : 0) +
        (s.role === "result" ? 2 : 0);
      const words = s.text.split(/\s+/).length;
      if (numbers.length > 6 || numbers.length / words > 0.25) return null; // a table row read as text
      if (numbers.length) score += 2 + Math.min(numbers.length, 3) * 0.5;
      else if (kind !== "literature") score -= 3;
      if (/\((?:[^()]*\b(?:19|20)\d{2}[a-z]?)[^()]*\)/.test(s.text) && s.chapterRole !== "results")
        score -= 1.5; // citing others
      if (/^(abbildung|tabelle|figure|table)\s*\d/i.test(s.text)) score -= 2;
      return { s, numbers, score };
    })
    .filter((x): x is { s: Sentence; numbers: string[]; score: number } => x !== null && x.score >= 4);
  const ranked = uniqueBy(
    scored.sort((a, b) => b.score - a.score),
    (x) => x.s.text,
  );
  // One finding per section first, so the results of every part of the work are represented; then the rest.
  const seen = new Set<string | null>();
  const firsts = ranked.filter((x) => !seen.has(x.s.sectionId) && seen.add(x.s.sectionId));
  const top = uniqueBy([...firsts, ...ranked], (x) => x.s.text).slice(0, 8);
  return top
    .sort((a, b) => a.s.index - b.s.index)
    .map((x) => ({ text: x.s.text, numbers: x.numbers, page: x.s.page, sectionId: x.s.headingId }));
}
