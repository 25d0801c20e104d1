/**
 * A second predicate of a sentence's subject after a comma ("X verursacht mehr Emissionen …, ist aber bei
 * niedriger Auslastung günstiger") said as a clause of its own, the subject repeated: "X ist bei niedriger
 * Auslastung günstiger".
 */
import { capitalise } from "./capitalise.ts";
import { FINITE_AUXILIARY, hasVerb, SUBJECT_DETERMINER } from "./verbs.ts";

/** ", ist aber …", ", hat jedoch …": a finite auxiliary after the comma, then the contrast particles. */
const SECOND_AFTER_COMMA = new RegExp(
  String.raw`^,\s+(${FINITE_AUXILIARY}|bleibt|liegt|liegen|zeigt|zeigen|erreicht|erreichen|kostet|kosten|verursacht|verursachen)\s+((?:(?:aber|jedoch|allerdings|dennoch|trotzdem|doch)\s+)+)(?=\p{L})`,
  "u",
);

/**
 * The subject at the sentence's start: a determiner or a capitalised word, then capitalised words (names,
 * nouns) up to the first verb; at most six words. Null when the sentence does not open so.
 */
function openingSubject(sentence: string): string | null {
  const ws = sentence.split(/\s+/u);
  if (!SUBJECT_DETERMINER.test(ws[0] ?? "") && !/^\p{Lu}/u.test(ws[0] ?? "")) return null;
  let i = 1;
  while (i < ws.length && i < 6 && /^\p{Lu}[\p{L}\d-]*$/u.test(ws[i] ?? "")) i++;
  const verb = ws[i] ?? "";
  if (i < 2 || !/^\p{Ll}+$/u.test(verb) || !hasVerb(verb)) return null;
  return ws.slice(0, i).join(" ");
}

/**
 * What `sentence` says after `clause` (its first clause, as a bullet says it) when that is a second
 * predicate of the same subject: the subject, the finite verb and the rest up to the sentence's end, without
 * the contrast particles. Null when the rest is no such predicate or the subject cannot be told apart.
 */
export function secondPredicate(sentence: string, clause: string): string | null {
  const text = sentence.trim().replace(/[.;:]+$/u, "");
  if (!text.startsWith(clause)) return null;
  const m = SECOND_AFTER_COMMA.exec(text.slice(clause.length));
  const subject = openingSubject(clause);
  if (!m || !subject) return null;
  const rest = text.slice(clause.length + m[0].length);
  // One clause only: a further comma may open another subordinate clause the bullet would cut.
  if (/[,;]/u.test(rest)) return null;
  return capitalise(`${subject} ${m[1]} ${rest}`);
}
