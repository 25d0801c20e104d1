/**
 * Coverage of the thesis's main chapters: a content slide carries one of the chapter's sentences (≥ 70 %
 * of its content words), or its notes cite pages or the number of the chapter.
 */
import type { DocumentModel } from "../document.ts";
import { contentTokens } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import type { Failure } from "./content/failure.ts";
import { type DeckEvaluation, THRESHOLDS } from "./evaluation.ts";
import type { ReadSlide } from "./pptx/deck-types.ts";
import { round3 } from "./readability.ts";
import { citedPages } from "./thesis/cited-pages.ts";

const FIXED_TITLES =
  /^(agenda|gliederung|inhalt|literatur|quellen|references|bibliography|vielen dank|thank you)/iu;

/** The chapters no content slide covers, the share covered, and whether it fails the threshold. */
export function checkCoverage(
  slides: ReadSlide[],
  doc: DocumentModel,
  thesis: Pick<Understanding, "chapters" | "sentences">,
): { coverage: DeckEvaluation["coverage"]; failures: Failure[] } {
  // Content slides: not the cover (first slide without bullets), agenda, sources or closing slide.
  const content = slides.filter(
    (s, i) => !(i === 0 && s.bullets.length === 0) && !FIXED_TITLES.test(s.title ?? ""),
  );
  const slideTokens = content.map((s) => new Set(contentTokens(`${s.text} ${s.notes}`)));
  const slidePages = content.map((s) => new Set(citedPages(doc.pageLabels, s.notes)));
  const kapRefs = content.map(
    (s) => s.notes.match(/\b(?:Kap\.|Sect\.)\s*([\d.]+(?:,\s*[\d.]+)*)/)?.[1]?.split(/,\s*/) ?? [],
  );
  const missing: string[] = [];
  thesis.chapters.forEach((ch, ci) => {
    const sentences = thesis.sentences
      .filter((s) => s.chapter === ci)
      .map((s) => contentTokens(s.text))
      .filter((t) => t.length >= 5);
    const bySentence = slideTokens.some((set) =>
      sentences.some((t) => t.filter((w) => set.has(w)).length / t.length >= 0.7),
    );
    const byPage =
      ch.pageStart !== null &&
      ch.pageEnd !== null &&
      slidePages.some((set) =>
        [...set].some((p) => p >= (ch.pageStart as number) && p <= (ch.pageEnd as number)),
      );
    const byKap = ch.number !== null && kapRefs.some((refs) => refs.includes(ch.number as string));
    if (!bySentence && !byPage && !byKap) missing.push(ch.title);
  });
  const score = thesis.chapters.length ? 1 - missing.length / thesis.chapters.length : 1;
  const failures =
    score < THRESHOLDS.coverage
      ? [{ check: "coverage", message: `Nicht abgedeckte Kapitel: ${missing.join(" | ")}.` }]
      : [];
  return { coverage: { mainChapters: thesis.chapters.length, missing, score: round3(score) }, failures };
}
