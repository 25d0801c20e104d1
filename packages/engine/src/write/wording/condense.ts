/** A sentence condensed to a short bullet: its main clause, or its first words where no clause stands alone. */
import { memoizedPer } from "../../text/memo.ts";
import { wordCount } from "../../text/words.ts";
import { OPENS_WITH_CONJECTURE_LABEL } from "../../understand/conjectures.ts";
import { bulletText } from "./bullet-text.ts";
import { capitalise } from "./capitalise.ts";
import { balanced, INTRO_BEFORE_COLON, opensSubordinate } from "./clause-ends.ts";
import { mainClause } from "./main-clause.ts";

/** Number-safe word cut: never splits inside "84,3 %", "p < 0,05" or "n = 120". */
function cutWords(text: string, max: number): string {
  const ws = text.split(/\s+/).filter(Boolean);
  if (ws.length <= max) return text;
  let cut = max;
  // Do not end on a dangling operator, article or preposition.
  const weak =
    /^(der|die|das|den|dem|des|ein|eine|einer|eines|einem|und|oder|mit|von|zu|zur|zum|für|in|im|auf|an|bei|als|the|a|an|of|and|or|to|in|for|with|on|by|at|<|>|=|≤|≥|p|n)$/i;
  while (cut > 4 && weak.test(ws[cut - 1] ?? "")) cut--;
  return `${ws
    .slice(0, cut)
    .join(" ")
    .replace(/[,;:–-]+$/, "")} …`;
}

/**
 * Shortens a thesis sentence to a bullet of at most `maxWords` words without cutting it: the whole
 * sentence, the content after an announcing colon ("Die Forschungsfrage lautet: …"), a run-in label, the
 * sentence without bracketed remarks, or its longest complete opening clause (the main clause before
 * ", wobei", ", da", ";", "und" + second main clause …). Null when none fits: such a sentence is no bullet.
 */
function shortenToClauseOnce(sentence: string, maxWords: number): string | null {
  const s = bulletText(sentence);
  const colon = s.indexOf(": ");
  // A label that says how sure the statement is ("Mögliche Erklärung: …") stays with it.
  const qualifier = OPENS_WITH_CONJECTURE_LABEL.test(s) ? s.slice(0, colon + 2) : "";
  if (qualifier) {
    const rest = shortenToClauseOnce(s.slice(qualifier.length), maxWords - wordCount(qualifier));
    return rest ? `${qualifier}${rest}` : null;
  }
  if (colon > 0) {
    const before = s.slice(0, colon).trim();
    // The quotation's closing mark may have gone to the next sentence: an opening mark alone goes.
    const quoted = s.slice(colon + 2).trim();
    const after = balanced(quoted) ? quoted : quoted.replace(/^[„"“»]/u, "");
    const n = wordCount(after);
    if (
      (INTRO_BEFORE_COLON.test(before) || wordCount(before) <= 3) &&
      n >= 4 &&
      n <= maxWords &&
      (!opensSubordinate(after) || after.endsWith("?"))
    )
      return capitalise(after);
  }
  if (wordCount(s) <= maxWords) return s;
  // "API hosten: Die API muss auf einem Server …" → the run-in label is the bullet.
  if (colon > 0) {
    const label = s.slice(0, colon).trim();
    const n = wordCount(label);
    // A label names a thing; with a pronoun it is a sentence that introduces a list ("Wir betrachten drei
    // Statistiken: …").
    const pronoun = /(?:^|\s)(?:wir|ich|man|es|sie|we|i|they|it)(?:\s|$)/iu.test(label);
    if (
      n >= 2 &&
      n <= 6 &&
      !pronoun &&
      !INTRO_BEFORE_COLON.test(label) &&
      !/[,;]/.test(label) &&
      !REPORTS.test(label)
    )
      return label;
  }
  // Bracketed remarks are the first thing to go; a colon ends the usable opening ("… merken an: …").
  const noParens = withoutRemarks(s);
  if (wordCount(noParens) <= maxWords) return noParens;
  const opening =
    colon > 0
      ? noParens.slice(0, noParens.indexOf(": ") >= 0 ? noParens.indexOf(": ") : undefined)
      : noParens;
  return mainClause(opening, maxWords);
}

const shortenRemembered = memoizedPer(shortenToClauseOnce);

/** `shortenToClauseOnce`, remembered per sentence and word limit (the slide's candidates ask several times). */
export function shortenToClause(sentence: string, maxWords = 14): string | null {
  return shortenRemembered(sentence, maxWords);
}

/** A label that introduces a quotation or list ("Cranmer und Desmarais fassen zusammen:"). */
const REPORTS =
  /\b(zusammen|an|fest|hervor|fassen|merken|schreiben|sagen|betonen|stellen|beschreiben|erklären|definieren|meinen|schreibt|sagt|betont|stellt|beschreibt|erklärt|definiert|meint|formuliert|formulieren|notes?|states?|writes?|argues?|explains?|summari[sz]es?)$/iu;

/** Drops bracketed remarks, but keeps brackets that hold the point: lists of numbers ("(1, 4, 6)"). */
function withoutRemarks(s: string): string {
  return s.replace(/\s*\(([^()]*)\)/g, (all, inner: string) => (/^[\d\s,;.–-]+$/u.test(inner) ? all : ""));
}

/**
 * Condenses a thesis sentence to at most `maxWords` words for places that must show something (diagram
 * labels, agenda items): `shortenToClause`, else a word cut marked "…". Slide bullets use
 * `shortenToClause` alone and are never cut.
 */
export function condense(sentence: string, maxWords = 12): string {
  return (
    shortenToClause(sentence, maxWords) ?? balance(cutWords(withoutRemarks(bulletText(sentence)), maxWords))
  );
}

/** Drops an opening bracket or quote that the cut left unclosed. */
function balance(s: string): string {
  const open = s.lastIndexOf("(");
  if (open >= 0 && s.indexOf(")", open) < 0) return `${s.slice(0, open).trim()} …`.replace(/ … …$/, " …");
  return s;
}
