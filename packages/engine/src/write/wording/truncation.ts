/** Whether a shortened bullet was cut before its end: an open clause, an unpaired quote, a lost verb. */
import { memoizedPer } from "../../text/memo.ts";
import {
  endsOpen,
  INTRO_BEFORE_COLON,
  mainClauseFollows,
  NEEDS_CONTINUATION,
  opensSubordinate,
} from "./clause-ends.ts";
import { endsOnModalPassive } from "./modal-passive.ts";
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
function isTruncatedOnce(bullet: string, whole: boolean): boolean {
  const t = bullet.replace(/[.:;]+$/, "");
  return (
    bullet.endsWith("…") ||
    !quotesPaired(bullet) ||
    endsOpen(t) ||
    (opensSubordinate(bullet) && !bullet.endsWith("?") && !mainClauseFollows(bullet)) ||
    ((NEEDS_CONTINUATION.test(t) || INTRO_BEFORE_COLON.test(t)) &&
      !endsVerbFinal(t) &&
      !endsOnModalPassive(t) &&
      !(whole && PREDICATE_END.test(t))) ||
    endsOnOpenParticle(t) ||
    /\b(als|wie|as|like|such as|defined as|von|für|der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|sowie|dass|weil|wenn|sodass|welche[rsmn]?|dessen|deren|zur|zum|the|a|of|and|or|which|whose)$/iu.test(
      t,
    )
  );
}

const truncatedPer = memoizedPer(isTruncatedOnce);

/**
 * Whether a bullet was cut before its end. `whole`: the bullet is its whole sentence, so a predicate that
 * ends a clause cut short ("Es ist wichtig[, dass …]", "… ist besser[, als …]") ends the sentence itself
 * ("…, aber die Speicherverwaltung unter Neo4j ist schlechter").
 */
export function isTruncated(bullet: string, whole = false): boolean {
  return truncatedPer(bullet, whole);
}

/** A copula and its predicate at the end ("ist schlechter", "sind eher wichtig"). */
const PREDICATE_END =
  /\s(?:ist|sind|war|waren|wird|werden|wurde|wurden|bleibt|blieb)\s+(?:\p{Ll}+\s+)?(?:besser|schlechter|eher|wichtig|sinnvoll|notwendig|ratsam|empfehlenswert|erforderlich)$/u;
