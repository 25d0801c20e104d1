/**
 * Deck evaluator: reads the produced PPTX back and measures it against the thesis, one named check after
 * the other — slide count vs duration, words and bullets per slide, titles (readability.ts), notes vs the
 * 130 wpm budget (notes-budget.ts), number faithfulness, main-chapter coverage, questions and grounding
 * (answer-checks.ts), text overflow, printed pages (wrong-pages.ts), what the slides say (content/), the
 * talk (talk.ts, talk/); optionally ROUGE against a reference deck (reference-deck.ts) and a LibreOffice
 * render (one page per slide). The measures and thresholds are described in evaluation.ts.
 */

import type { DocumentModel } from "../document.ts";
import { understand } from "../understand/understand.ts";
import { checkAnswers } from "./answer-checks.ts";
import { measureContent } from "./content/content-checks.ts";
import { contentFailures } from "./content/content-report.ts";
import type { Failure } from "./content/failure.ts";
import { checkCoverage } from "./coverage.ts";
import type { DeckEvaluation, EvaluateOptions } from "./evaluation.ts";
import { checkFaithfulness } from "./faithfulness.ts";
import { checkNotesBudget } from "./notes-budget.ts";
import { checkOverflow } from "./overflow.ts";
import { readPptx } from "./pptx/read-pptx.ts";
import { checkReadability } from "./readability.ts";
import { compareWithReference } from "./reference-deck.ts";
import { checkTalk } from "./talk.ts";
import { numberIndexFor } from "./thesis/numbers.ts";
import { referenceAuthors, thesisParts } from "./thesis/thesis-echo.ts";
import { checkWrongPages } from "./wrong-pages.ts";

export async function evaluateDeck(
  pptx: Uint8Array,
  doc: DocumentModel,
  opts: EvaluateOptions,
): Promise<DeckEvaluation> {
  const deck = await readPptx(pptx);
  const slides = deck.slides;
  const thesis = understand(doc);
  const index = numberIndexFor(doc, opts.extraSources ?? []);
  const authors = referenceAuthors(doc);
  const readability = checkReadability(slides, doc, opts.minutes);
  const notes = checkNotesBudget(slides, doc, opts.minutes);
  const numbers = checkFaithfulness(slides, opts.questions?.map((q) => q.answer) ?? [], index);
  const coverage = checkCoverage(slides, doc, thesis);
  const answers = checkAnswers(opts, doc, thesis, index);
  const overflow = checkOverflow(deck);
  const pages = checkWrongPages(deck, doc, opts.questions ?? []);
  const content = measureContent(deck, thesis, {
    parts: thesisParts(doc),
    text: [...doc.paragraphs.map((p) => p.text), ...doc.references.map((r) => r.raw)].join("\n"),
    authors,
    language: doc.language,
  });
  const talk = checkTalk(slides, doc, thesis, {
    slideSeconds: opts.slideSeconds,
    notesBudgetCapped: notes.measures.notesBudgetCapped,
    thesisVisualSlides: content.thesisVisualSlides,
    authors,
  });
  // The order of the failures is the report's: questions first, the talk last.
  const failedChecks: Failure[] = [
    ...answers.failures,
    ...readability.failures,
    ...notes.failures,
    ...numbers.failures,
    ...coverage.failures,
    ...overflow.failures,
    ...pages.failures,
    ...renderFailures(opts.renderedPages, slides.length),
    ...contentFailures(content),
    ...talk.failures,
  ];
  return {
    ...readability.measures,
    ...notes.measures,
    faithfulness: numbers.faithfulness,
    coverage: coverage.coverage,
    questions: answers.questions,
    overflow: overflow.overflow,
    wrongPages: pages.wrongPages,
    questionChecks: answers.questionChecks,
    ...compareWithReference(slides, opts),
    renderedPages: opts.renderedPages ?? null,
    ...content,
    ...talk.measures,
    failures: failedChecks.map((f) => f.message),
    failedChecks,
    passed: failedChecks.length === 0,
  };
}

/** A LibreOffice render of another page count than the deck's slide count. */
function renderFailures(renderedPages: number | undefined, slideCount: number): Failure[] {
  if (renderedPages === undefined || renderedPages === slideCount) return [];
  const message = `LibreOffice rendert ${renderedPages} Seiten für ${slideCount} Folien.`;
  return [{ check: "renderedPages", message }];
}
