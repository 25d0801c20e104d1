/** The finding a results, discussion or conclusion slide states as its title. */
import { contentTokens, jaccard, wordCount } from "../../text/words.ts";
import { isFindingKind, isHedged, statementKind } from "../../understand/findings.ts";
import { isAnaphoric } from "../wording/bullet-flaw.ts";
import { candidates } from "./bullets.ts";
import { FINDING_KINDS, halfAComparison } from "./slide-material.ts";
import type { Passage, SlideRequest } from "./text-model.ts";

/** A title may run to this many words when it states a whole finding (and fits two lines, 78 characters). */
const TITLE_WORDS = 14;
/** The first clause of a longer finding as the title. */
const CLAUSE_TITLE_WORDS = 12;
/** Words that name no subject of their own ("Der geschätzte Effekt beträgt 4,671"). */
const GENERIC =
  /^(?:effekt\w*|effect\w*|wert\w*|value\w*|ergebnis\w*|result\w*|koeffizient\w*|coefficient\w*|anteil\w*|share|geschätzt\w*|estimated|beträgt|betrug|liegt|lag|zeigt|shows?|insgesamt|overall|hälfte|half|gut|rund|etwa|ca)$/iu;

/**
 * A comparison whose other side the title does not name ("… ist die Chance fast halb so groß", "twice as
 * high"): as a bullet the slide gives its base, as a title it leans on context.
 */
function lacksComparisonBase(t: string): boolean {
  return (
    /\b(?:halb|doppelt|dreimal|viermal|\d+(?:[.,]\d+)?\s*-?mal|genauso|ebenso)\s+so\s+\p{L}+(?![^.;]*\bwie\b)/iu.test(
      t,
    ) || /\b(?:half|twice|three times|\d+(?:\.\d+)?\s*times)\s+as\s+\p{L}+(?![^.;]*\bas\b)/iu.test(t)
  );
}

/** Whether a shortened sentence can stand as a slide's title: complete, about something, not leaning on context. */
export function fitsAsTitle(t: string): boolean {
  const n = wordCount(t);
  return (
    n >= 4 &&
    n <= TITLE_WORDS &&
    t.length <= 78 &&
    !isAnaphoric(t) &&
    !isHedged(t) &&
    !/[()]/.test(t) &&
    !lacksComparisonBase(t) &&
    // A pronoun anywhere points at a noun the title does not name ("Im Jahr 2005 lag sie unter 5 %").
    !/^(hier|nun|jetzt|there|ich|wir|i|we)\b|\b(?:man|es|er|sie|it|they)\b/iu.test(t) &&
    contentTokens(t).filter((w) => !GENERIC.test(w)).length >= 2
  );
}

/**
 * The finding as the title ("Ab 5 s erreicht die Auswahl rund 98 % der VBS-Leistung"): on a results,
 * discussion or conclusion slide, the most relevant sentence that states a finding (an outcome, comparison
 * or effect; never a setting, definition, parameter or diagnostic) and is short and complete on its own;
 * a sentence flagged as a finding of the thesis first, descriptive statistics last. Null when none
 * qualifies (the slide keeps its chapter label).
 */
export function findingTitle(req: SlideRequest): { passage: Passage; title: string } | null {
  if (!FINDING_KINDS.has(req.kind)) return null;
  // The whole statement where it fits two lines, else its first clause ("…, aber …" cut off).
  const seen = new Set<number>();
  const ranked = [...candidates(req, TITLE_WORDS), ...candidates(req, CLAUSE_TITLE_WORDS)]
    .filter((c) => fitsAsTitle(c.bullet) && !seen.has(c.passage.id) && Boolean(seen.add(c.passage.id)))
    .map((c) => ({ ...c, kind: statementKind(c.passage.text), titleKind: statementKind(c.bullet) }))
    .filter(
      (c) =>
        isFindingKind(c.kind) &&
        isFindingKind(c.titleKind) &&
        // An outcome or a mean states a finding only with its number ("…war das der MAE" does not).
        ((c.titleKind !== "outcome" && c.titleKind !== "descriptive") || /\d/.test(c.bullet)) &&
        !halfAComparison(c.passage.text, c.bullet) &&
        !c.passage.flags.includes("answer") &&
        !showsAgain(contentTokens(c.bullet), req.shown ?? []),
    );
  const order = (c: (typeof ranked)[number]) =>
    (c.passage.flags.includes("finding") ? 2 : 0) - (c.kind === "descriptive" ? 3 : 0);
  const finding = ranked.sort((a, b) => order(b) - order(a) || b.r - a.r)[0];
  return finding ? { passage: finding.passage, title: finding.bullet } : null;
}

/** Share of content words above which a bullet or title says what an earlier one showed. */
const SHOWN_OVERLAP = 0.6;

/**
 * Whether a bullet or title with these content words would show again what an earlier slide showed ("Die
 * Hosting-Umgebung Azure VM schneidet insgesamt am besten ab" after "Tendenziell schneidet die
 * Hosting-Umgebung Azure VM insgesamt am besten ab"): the title's choice and the bullets' check share it.
 */
export function showsAgain(tokens: string[], shown: readonly string[][]): boolean {
  return shown.some((s) => jaccard(s, tokens) > SHOWN_OVERLAP);
}
