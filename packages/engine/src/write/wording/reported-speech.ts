/** Insertions ("so der Autor") and reported speech: what another says, not the thesis's own statement. */
import { isEnglish } from "./language.ts";

/**
 * A comma-enclosed insertion: a relative clause ("…, das sich in allen Attributen unterscheidet, …") or an
 * extended infinitive ("…, Beziehungen innerhalb der Partei einzugehen, …"), both closed by their verb.
 */
const INSERTION =
  /,\s+((?:(?:der|die|das|dem|den|deren|dessen|welche[rsmn]?|which|who)\s+[^,;:()]{3,120}?\s\p{Ll}+|[^,;:()]{3,80}?(?:\s+zu\s+\p{Ll}+|\s\p{Ll}+zu\p{Ll}+)(?:en|ern|eln)))\s*,\s+/gu;

/**
 * The sentence without its comma-enclosed insertions that hold no number (relative clauses, extended
 * infinitives): the statement with its number in fewer words. For a results slide that would otherwise
 * show no number; the notes keep the sentence whole.
 */
export function withoutInsertions(sentence: string): string {
  return sentence.replace(INSERTION, (all, inner: string) => (/\d/u.test(inner) ? all : " "));
}

/**
 * German reported speech (Konjunktiv I: "Die Springer-Presse sei danach … gefahren", "Der SPON werde von
 * allen Parteien genutzt"): the sentence gives someone else's claim, which a slide would show as a fact.
 * "ich habe", "ich werde" are the indicative. The textbook's Konjunktiv I ("Man nehme … als Beispiel")
 * instructs the reader: no statement either.
 */
const REPORTED_SPEECH =
  /(?<!\b[Ii]ch\s)\b(?:sei|seien|könne|müsse|solle|wolle|dürfe|möge|werde|habe)\b(?!\s+ich\b)|\b[Mm]an\s+(?:nehme|betrachte|stelle|setze|denke|gehe|vergleiche|beachte|definiere|wähle|ersetze|füge|ziehe|lege|bilde)\b/u;

export function inReportedSpeech(text: string): boolean {
  return !isEnglish(text) && REPORTED_SPEECH.test(text);
}
