/**
 * The content words of the research question, stemmed, that an answer must share.
 */
import { contentTokens } from "../text/words.ts";
import type { Passage } from "./schema.ts";

/** Words of a question that say nothing about its subject. */
const QUESTION_WORDS = new Set(
  "frage fragen forschungsfrage fragestellung arbeit untersuchung studie inwiefern inwieweit welche welchen welcher wie ob warum thesis study question research whether which what how extent investigate untersucht untersuchen beschäftigt befasst".split(
    " ",
  ),
);

/** The subject words of the research question(s), hypotheses and goal (their stems, see `stem`). */
export function questionWords(question: Passage[]): Set<string> {
  return new Set(question.flatMap((q) => stems(q.text, QUESTION_WORDS)));
}

/** A crude stem, so "Wachstum"/"Wachstums" meet: the first six letters. */
function stem(w: string): string {
  return w.slice(0, Math.min(w.length, 6));
}

/** The text's content words, compounds split at their hyphens ("ICT-Investitionen", "Hosting-Umgebung"). */
export function wordParts(text: string): string[] {
  return contentTokens(text).flatMap((w) => w.split("-"));
}

/** The stems of a text's content words, compounds split at their hyphens (`wordParts`). */
export function stems(text: string, without: ReadonlySet<string> = new Set()): string[] {
  return wordParts(text)
    .filter((w) => w.length >= 3 && !without.has(w))
    .map(stem);
}
