/**
 * Notes for the student about the limits of a planned deck (shown with the result, in German).
 */
import type { DeckTitleSource, Understanding } from "../understand/schema.ts";
import type { Questionnaire } from "./schema.ts";
import { notesSupply, slideRange, WORDS_PER_MINUTE } from "./slide-count.ts";

/** Weak sources of the deck's title, as the warning names them. */
const WEAK_TITLE: Partial<Record<DeckTitleSource, string>> = {
  metadata: "den Dateieigenschaften",
  heading: "einer Überschrift",
  question: "deiner Forschungsfrage",
};

/**
 * Title from the file name or another weak source, a thesis shorter than the talk (or too short for notes that fill it), fewer
 * slides than usual, no chapter headings.
 */
export function planWarnings(thesis: Understanding, q: Questionnaire, slides: number): string[] {
  const out: string[] = [];
  const range = slideRange(q.minutes);
  if (thesis.titleFromFilename)
    out.push(
      "In der Arbeit wurde kein Titel erkannt; die Titelfolie zeigt den Dateinamen. Bitte passe ihn an.",
    );
  const weak = thesis.titleSource ? WEAK_TITLE[thesis.titleSource] : undefined;
  if (weak)
    out.push(
      `In der Arbeit wurde kein Titelblatt erkannt; den Titel „${thesis.shortTitle}“ haben wir aus ${weak} übernommen. Bitte prüfe ihn und passe ihn an, falls er nicht stimmt.`,
    );
  const spoken = q.minutes * WORDS_PER_MINUTE;
  if (thesis.wordCount < spoken)
    out.push(
      `Deine Arbeit ist mit rund ${thesis.wordCount} Wörtern kürzer als ein Vortrag von ${q.minutes} Minuten (etwa ${spoken} gesprochene Wörter). Die Sprechernotizen enthalten nur, was in der Arbeit steht; plane eigene Erläuterungen ein oder wähle eine kürzere Redezeit.`,
    );
  // Notes sum the thesis up: with less than twice the talk's words, they may not fill every minute.
  else if (notesSupply(q.minutes, thesis.wordCount) < spoken)
    out.push(
      `Deine Arbeit trägt mit rund ${thesis.wordCount} Wörtern knapp einen Vortrag von ${q.minutes} Minuten: Die Sprechernotizen fassen sie zusammen, statt sie vorzulesen, und füllen deshalb womöglich nicht jede Minute. Plane eigene Erläuterungen ein oder wähle eine kürzere Redezeit.`,
    );
  if (slides < range.min)
    out.push(
      `Für ${q.minutes} Minuten wären ${range.min}–${range.max} Folien üblich; deine Arbeit trägt nur ${slides}, ohne Inhalte zu wiederholen.`,
    );
  if (thesis.chapters.length === 1 && thesis.chapters[0]?.headingId === "")
    out.push(
      "In der Arbeit wurden keine Kapitelüberschriften erkannt; die Folien folgen der Reihenfolge des Textes.",
    );
  return out;
}
