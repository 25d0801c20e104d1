/** Whether a shortened bullet was cut before its end: an open clause, an unpaired quote, a lost verb. */
import { memoized } from "../../text/memo.ts";
import {
  endsOpen,
  INTRO_BEFORE_COLON,
  mainClauseFollows,
  NEEDS_CONTINUATION,
  opensSubordinate,
} from "./clause-ends.ts";
import { endsOnOpenParticle } from "./particle-verbs.ts";

/**
 * Whether the quotation marks of a text pair up: German „…“ (closed by “, ” or a straight "), English “…”.
 * Half a quotation is a fragment.
 */
export function quotesPaired(text: string): boolean {
  const count = (c: string) => text.split(c).length - 1;
  return count("„") > 0 ? count("„") === count("“") + count("”") + count('"') : count("“") === count("”");
}

/** Words that open a verb-final clause: conjunctions and relative pronouns. */
const VERB_FINAL_OPENER =
  /^(?:wenn|dass|weil|da|ob|obwohl|nachdem|sobald|falls|als|wie|sodass|indem|während|die|der|das|dem|den|denen|deren|dessen|welche[rsmn]?)\s/iu;

/** The sentence ends in a verb-final clause ("…, wenn die Daten vollständig sind"): its auxiliary closes it. */
function endsVerbFinal(text: string): boolean {
  const last = text.split(/,\s/u).at(-1) ?? "";
  return (
    last !== text &&
    VERB_FINAL_OPENER.test(last) &&
    /\s(?:ist|sind|war|waren|wird|werden|wurde|wurden)$/u.test(last)
  );
}

/**
 * True when `condense` had to cut mid-sentence (the bullet ends with "…"), kept a dangling clause, or holds
 * half a quotation ("Kind, deine Sünden werden dir erlassen.“").
 */
function isTruncatedOnce(bullet: string): boolean {
  const t = bullet.replace(/[.:;]+$/, "");
  return (
    bullet.endsWith("…") ||
    !quotesPaired(bullet) ||
    endsOpen(t) ||
    (opensSubordinate(bullet) && !bullet.endsWith("?") && !mainClauseFollows(bullet)) ||
    ((NEEDS_CONTINUATION.test(t) || INTRO_BEFORE_COLON.test(t)) && !endsVerbFinal(t)) ||
    endsOnOpenParticle(t) ||
    /\b(als|wie|as|like|such as|defined as|von|für|der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|sowie|dass|weil|wenn|sodass|welche[rsmn]?|dessen|deren|zur|zum|the|a|of|and|or|which|whose)$/iu.test(
      t,
    )
  );
}

export const isTruncated = memoized(isTruncatedOnce);
