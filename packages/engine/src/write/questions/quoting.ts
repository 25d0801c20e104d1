/** Which sentences a question may quote, and what a quotable finding is (not a question, aim or definition). */
import { wordCount } from "../../text/words.ts";
import { isFindingKind, statementKind } from "../../understand/findings.ts";
import { bulletFlaw } from "../wording/bullet-flaw.ts";
import { condense } from "../wording/condense.ts";
import { isTruncated } from "../wording/truncation.ts";
import type { AnswerSentence } from "./answer.ts";
import { quotable } from "./spoken-answer.ts";

/** A sentence short enough to quote in a question, or its first self-contained clause; null otherwise. */
export function quote(a: AnswerSentence, maxWords = 16): string | null {
  // A run-in label glued to the sentence ("Modell 1 – Random Forest: Man erkennt …") does not quote well.
  if (!quotable(a.spoken) || /^(?:\S+\s){0,10}\S*:\s/u.test(a.spoken)) return null;
  const t = a.spoken.replace(/[.!]$/, "");
  if (wordCount(t) <= maxWords) return t;
  const clause = condense(t, maxWords);
  if (isTruncated(clause) || bulletFlaw(clause) !== null) return null;
  // The kept clause must be the main clause: "Begann der Trend bei 0,15, findet er sich …" is not.
  const next = t.slice(clause.length).match(/^[,;]?\s*(\p{Ll}+)/u)?.[1];
  return next && !FOLLOWS_MAIN_CLAUSE.test(next) ? null : clause;
}

/** Words that open a clause hanging on the one before it (a conjunction, a relative, a preposition). */
export const FOLLOWS_MAIN_CLAUSE =
  /^(?:dass|die|der|das|den|dem|deren|dessen|welche[rsmn]?|wobei|was|wo|weil|da|wenn|als|und|oder|aber|sondern|sodass|so|bis|mit|ohne|auch|jedoch|während|nachdem|obwohl|um|indem|wie|ob|vor|nach|bei|für|in|im|which|that|who|whose|while|whereas|although|because|and|but|or|as|with|since|when|where|if|for|in|of)$/iu;

/** A sentence that raises a question or states the aim ("… muss die Frage erlaubt sein, ob …"). */
export const ASKS_OR_AIMS =
  /\bfrage\w*\b[^.]{0,60}?,\s*(?:ob|wie|welche\w*|inwiefern|inwieweit|warum)\b|\bquestion (?:of |is )?(?:whether|how|why)\b|\bzum ziel gesetzt|\bzum ziel gemacht|\bziel (?:meiner|dieser|der) (?:\p{L}*arbeit|untersuchung|studie)\b|\bziel (?:ist|war) es\b|\b(?:the )?(?:aim|goal|purpose) of (?:my|this|the) (?:thesis|study|work|paper)\b/iu;

/** Raises the question or states the aim without answering it: no answer to the research question. */
export function asksOrAims(text: string): boolean {
  return ASKS_OR_AIMS.test(text) && statementKind(text) !== "answer";
}

/** A sentence that states a finding of a kind worth asking about (not a setting, a diagnostic or a mean). */
export function statesFinding(text: string): boolean {
  const kind = statementKind(text);
  return isFindingKind(kind) && kind !== "descriptive" && !REFERS_TO_DEFINITION.test(text);
}

/** "Yij zeigt, wie in 2.3 definiert, …": notation explained, not a finding. */
export const REFERS_TO_DEFINITION =
  /\b(?:wie in|siehe|as defined in|see)\s+(?:Kapitel\s+|Abschnitt\s+|Section\s+)?\d+(?:\.\d+)*\s*(?:definiert|defined)?/iu;
