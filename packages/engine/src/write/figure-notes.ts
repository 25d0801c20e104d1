/**
 * The speaker notes talk the slide's thesis figure or table through: "Hier sehen Sie Abbildung 3, Ablauf
 * der Messung." right after the opening sentence. Only the caption's words inside a fixed frame.
 */
import { splitSentences } from "../text/sentences.ts";
import type { ThesisFigure, Understanding } from "../understand/schema.ts";
import { figureLabel, spokenCaption } from "./figure-caption.ts";

/** "Hier sehen Sie Abbildung 3, Ablauf der Messung." / "Here you see Table 2, Sample by age." */
export function figureSentence(figure: ThesisFigure, language: "de" | "en"): string {
  const caption = spokenCaption(figure.caption);
  const label = figureLabel(figure, language, true);
  const de = language === "de";
  if (label) return `${de ? "Hier sehen Sie" : "Here you see"} ${label}, ${caption}.`;
  const what =
    figure.kind === "table" ? (de ? "die Tabelle" : "the table") : de ? "die Abbildung" : "the figure";
  return de ? `Hier sehen Sie ${what} „${caption}“.` : `Here you see ${what} “${caption}”.`;
}

/** The notes with the figure sentence after their opening sentence; unchanged for a slide without a figure. */
export function notesWithFigure(
  notes: string,
  slide: { figureId: string | null },
  thesis: Pick<Understanding, "figures" | "language">,
): string {
  const figure = slide.figureId ? thesis.figures.find((f) => f.id === slide.figureId) : undefined;
  if (!figure) return notes;
  const sentence = figureSentence(figure, thesis.language);
  const [opener, ...rest] = splitSentences(notes);
  if (!opener) return sentence;
  return [opener, sentence, ...rest].join(" ");
}
