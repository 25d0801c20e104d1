/**
 * Notes for the student about the limits of a planned deck (shown with the result, in German).
 */
import type { Understanding } from "../understand/schema.ts";
import type { Questionnaire } from "./schema.ts";
import { slideRange } from "./slide-count.ts";

/** Title from the file name, a thesis shorter than the talk, fewer slides than usual, no chapter headings. */
export function planWarnings(thesis: Understanding, q: Questionnaire, slides: number): string[] {
  const out: string[] = [];
  const range = slideRange(q.minutes);
  if (thesis.titleFromFilename)
    out.push(
      "In der Arbeit wurde kein Titel erkannt; die Titelfolie zeigt den Dateinamen. Bitte passe ihn an.",
    );
  if (thesis.wordCount < q.minutes * 130)
    out.push(
      `Deine Arbeit ist mit rund ${thesis.wordCount} Wörtern kürzer als ein Vortrag von ${q.minutes} Minuten (etwa ${q.minutes * 130} gesprochene Wörter). Die Sprechernotizen enthalten nur, was in der Arbeit steht; plane eigene Erläuterungen ein oder wähle eine kürzere Redezeit.`,
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
