/**
 * ROUGE against a human reference deck for the same thesis: of the rendered slides when a render was made
 * (the reference's PDF is read the same way), else of the slide text; a reference read from a PPTX is
 * slide text and is compared with this deck's slide text, like with like.
 */
import type { DeckEvaluation, EvaluateOptions } from "./evaluation.ts";
import { shownText } from "./pptx/deck-text.ts";
import type { ReadSlide } from "./pptx/deck-types.ts";
import { rouge } from "./rouge.ts";

export function compareWithReference(
  slides: ReadSlide[],
  opts: Pick<EvaluateOptions, "referenceText" | "referenceFormat" | "renderedText">,
): Pick<DeckEvaluation, "rouge" | "rougeSlideText"> {
  if (!opts.referenceText) return { rouge: null, rougeSlideText: null };
  const slideText = slides.map(shownText).join("\n");
  const candidateText = opts.referenceFormat === "pptx" ? slideText : (opts.renderedText ?? slideText);
  const basis =
    opts.referenceFormat === "pptx" || opts.renderedText === undefined ? "slide-xml" : "rendered-pdf";
  return {
    rouge: { ...rouge(candidateText, opts.referenceText), basis },
    rougeSlideText: rouge(slideText, opts.referenceText),
  };
}
