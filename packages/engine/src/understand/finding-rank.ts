/**
 * The thesis's findings, best first: statements of outcome, comparison or effect from the results, discussion
 * and conclusion chapters and the abstract, scored by kind, source, numbers and hedging. Extractive: every
 * finding is a sentence of the thesis.
 */
import type { ChapterRole } from "../document.ts";
import { extractNumbers } from "../text/numbers.ts";
import { wordCount } from "../text/words.ts";
import { CITES, HEDGE } from "./finding-cues.ts";
import { isFindingKind, KIND_WEIGHT, statementKind } from "./findings.ts";
import type { Finding, FindingKind } from "./schema.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "./sentences.ts";

const SOURCE_WEIGHT: Partial<Record<ChapterRole | "front", number>> = {
  results: 2,
  discussion: 1.2,
  conclusion: 1.5,
  front: 1,
};
const RESULTS_HEADING = /ergebnis|resultat|befund|auswertung|evaluation|evaluierung|results?|findings/iu;

/** The chapter role a sentence's findings count under: its chapter's, or "results" under a results heading. */
function sourceRole(s: LocatedSentence): ChapterRole | "front" | null {
  if (s.chapterRole in SOURCE_WEIGHT) return s.chapterRole;
  return s.path.slice(1).some((t) => RESULTS_HEADING.test(t)) ? "results" : null;
}

/** A located sentence with its id among the body sentences (null for the abstract). */
export interface FindingSource extends LocatedSentence {
  id: number | null;
}

/** How strongly a sentence states a finding (0: none); its kind and numbers as printed. */
export function findingScore(s: Pick<LocatedSentence, "text" | "role">, role: ChapterRole | "front"): number {
  const kind = statementKind(s.text);
  if (!isFindingKind(kind)) return 0;
  const words = wordCount(s.text);
  if (words < 5 || words > 60) return 0;
  const numbers = extractNumbers(s.text);
  // A table row read as text, or a formula, is not a statement.
  if (numbers.length > 6 || numbers.length / words > 0.25) return 0;
  let score = KIND_WEIGHT[kind] + (SOURCE_WEIGHT[role] ?? 0);
  if (numbers.length) score += 1 + Math.min(numbers.length, 3) * 0.25;
  if (s.role === "result" || s.role === "conclusion") score += 0.5;
  if (s.role === "background" || s.role === "method" || s.role === "definition") score -= 1.5;
  if (HEDGE.test(s.text)) score -= 1.5;
  if (CITES.test(s.text) && role !== "results") score -= 2;
  if (/^(?:dies|diese[rsmn]?|das|es|er|sie|hier|dabei|this|these|it|here)\b/iu.test(s.text)) score -= 1;
  return Math.max(0, Math.round(score * 100) / 100);
}

/** At most this many findings are kept, best first. */
const MAX_FINDINGS = 16;

/**
 * The thesis's findings, best first: statements of outcome, comparison or effect from the results,
 * discussion and conclusion and the abstract; answers, decided hypotheses, comparisons and effects above
 * plain outcomes, descriptive statistics last; never a setting, definition or diagnostic.
 */
export function findThesisFindings(sentences: FindingSource[]): Finding[] {
  const out: Finding[] = [];
  const sentenceRole = new Map<Finding, ChapterRole | "front">();
  const seen = new Set<string>();
  for (const s of sentences) {
    if (UNUSABLE_ROLES.has(s.role) || seen.has(s.text)) continue;
    const role = sourceRole(s);
    if (!role) continue;
    const score = findingScore(s, role);
    if (score < 4) continue;
    seen.add(s.text);
    const finding: Finding = {
      text: s.text,
      page: s.page,
      sectionId: s.headingId,
      sentenceId: s.id,
      kind: statementKind(s.text) as FindingKind,
      numbers: extractNumbers(s.text),
      score,
    };
    sentenceRole.set(finding, role);
    out.push(finding);
  }
  const best = out.sort((a, b) => b.score - a.score).slice(0, MAX_FINDINGS);
  // The verdicts a closing chapter states ("… konnte das Modell als valide bestätigt werden") stay findings
  // even where the results chapter's many numbers outrank them: a conclusion sums up with them.
  const verdicts = out.filter(
    (f) =>
      !best.includes(f) &&
      (f.kind === "answer" || f.kind === "hypothesis") &&
      CLOSING_ROLES.has(sentenceRole.get(f) ?? ""),
  );
  return [...best, ...verdicts.slice(0, MAX_CLOSING_VERDICTS)];
}

/** Chapters that weigh and close: their verdicts are kept beyond the cap on findings. */
const CLOSING_ROLES = new Set<string>(["discussion", "conclusion"]);

/** At most this many such verdicts beyond the cap. */
const MAX_CLOSING_VERDICTS = 4;
