/** A long sentence spoken as several: split where a second main clause begins. */
import { wordCount, words } from "../../text/words.ts";
import { capitalise } from "./capitalise.ts";
import { isEnglish } from "./language.ts";
import { clauseBoundaries, clauseStandsAlone, startsMainClause } from "./main-clause.ts";
import { hasVerb } from "./verbs.ts";

/** Conjunctions after which a second main clause can be spoken as a sentence of its own. */
const SPOKEN_JOIN = /^(aber|doch|jedoch|denn|but)\s/iu;

/**
 * German words up to the next comma whose only verb is the last word ("langfristig eine Voraussetzung für
 * Wachstum ist"): the rest of a subordinate clause, not a main clause.
 */
function continuesSubordinate(text: string): boolean {
  if (isEnglish(text)) return false;
  const ws = words(text.split(/[,;]/u)[0] ?? "");
  const last = ws.at(-1) ?? "";
  return ws.length >= 3 && hasVerb(last) && !ws.slice(0, -1).some((w) => hasVerb(w));
}

/**
 * A long sentence as shorter spoken sentences: split once or twice where two main clauses meet (";",
 * ", aber", ", denn", ", und" + new subject, ", but" …). "und"/"and" go; "aber", "denn", "but" open the
 * second sentence. A sentence without such a place stays whole.
 */
export function spokenSentences(sentence: string, longerThan = 22): string[] {
  const s = sentence.trim();
  if (wordCount(s) <= longerThan) return [s];
  const end = /[.!?]$/u.test(s) ? s.slice(-1) : ".";
  for (const { head, rest } of clauseBoundaries(s)) {
    const second = rest.replace(/^(?:und|oder|sowie|and|or)\s/iu, "");
    const joined = SPOKEN_JOIN.test(second);
    if (
      !joined &&
      (second === rest || !startsMainClause(second)) &&
      !/;\s$/u.test(s.slice(0, s.indexOf(rest)))
    )
      continue;
    if (wordCount(head) < 6 || wordCount(second) < 5 || !clauseStandsAlone(head, rest)) continue;
    if (!hasVerb(second.replace(SPOKEN_JOIN, ""))) continue;
    // "…, dass dieser Prozess kurzfristig schadet, aber langfristig eine Voraussetzung … ist": the verb at
    // the end is the subordinate clause's, which goes on after "aber"; no sentence of its own.
    if (joined && continuesSubordinate(second.replace(SPOKEN_JOIN, ""))) continue;
    const tail = capitalise(second.replace(/[.!?]+$/u, ""));
    return [`${head}.`, ...spokenSentences(`${tail}${end}`, longerThan)];
  }
  return [s];
}
