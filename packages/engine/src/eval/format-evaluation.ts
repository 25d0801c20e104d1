/** The short German report of a deck evaluation, as the CLI prints it. */

import { formatContent } from "./content/content-report.ts";
import { cut, quoteLines as sentences } from "./content/failure.ts";
import type { DeckEvaluation } from "./evaluation.ts";
import { formatWrongPage } from "./wrong-pages.ts";

/** A short German report for the CLI. */
export function formatEvaluation(e: DeckEvaluation): string {
  const lines = [
    `Folien: ${e.slideCount} (Soll ${e.slideRange.min}–${e.slideRange.max})`,
    `Stichpunkte je Folie (max): ${e.maxBullets}; Wörter je Stichpunkt (max): ${e.maxWordsPerBullet}; Wörter je Folie: Ø ${e.avgWordsPerSlide}, max ${e.maxWordsPerSlide}`,
    `Folien ohne Titel: ${e.slidesWithoutTitle.length ? e.slidesWithoutTitle.join(", ") : "keine"}`,
    `Sprechernotizen: ${e.notesWords} Wörter, Budget ${e.notesBudget}${e.notesBudgetCapped ? " (gekappt: die Arbeit trägt nicht die ganze Redezeit)" : ""} (Verhältnis ${e.notesRatio})`,
    `Zahlentreue: ${e.faithfulness.score} (${e.faithfulness.numbers} Zahlen${e.faithfulness.unknown.length ? `; nicht in der Arbeit: ${e.faithfulness.unknown.slice(0, 8).join(", ")}` : ""})`,
    `Kapitelabdeckung: ${e.coverage.mainChapters - e.coverage.missing.length} von ${e.coverage.mainChapters} Hauptkapiteln (${e.coverage.score})${e.coverage.missing.length ? ` (fehlt: ${e.coverage.missing.join(" | ")})` : ""}`,
  ];
  if (e.questions)
    lines.push(
      `Prüfungsfragen: ${e.questions.count} (mindestens ${e.questions.minimum}), mit Seitenangabe: ${e.questions.grounded}`,
    );
  if (e.questionChecks)
    lines.push(
      `Antworten: ${e.questionChecks.offTopic.length} beginnen neben dem Thema, ${e.questionChecks.verbless.length} Sätze ohne Verb; Fragen zu Grenzen: ${e.questionChecks.limitationQuestions}${e.questionChecks.limitationMissing ? " (fehlt, obwohl die Arbeit Grenzen nennt)" : ""}`,
    );
  lines.push(...formatContent(e));
  lines.push(
    `Notizen je Folie (±25 % der eigenen Redezeit): ${
      e.slideNotesOffBudget === null
        ? "keine Redezeiten je Folie bekannt"
        : e.slideNotesOffBudget.length
          ? `${e.slideNotesOffBudget.length} Folie(n) daneben (${e.slideNotesOffBudget
              .slice(0, 6)
              .map((o) => `Folie ${o.slide}: ${o.words}/${o.target}`)
              .join(
                ", ",
              )})${e.notesBudgetCapped ? " – nur berichtet, die Arbeit trägt nicht die ganze Redezeit" : ""}`
          : "alle im Rahmen"
    }`,
    `Quellenangaben in den Notizen: ${e.notesCitations.length ? `${e.notesCitations.length} (${sentences(e.notesCitations)})` : "keine"}`,
    `Notizen in anderer Sprache: ${e.foreignNotes.length ? `${e.foreignNotes.length} (${sentences(e.foreignNotes)})` : "keine"}`,
    `Wiederholte Sätze in den Notizen: ${e.repeatedNotes.length ? e.repeatedNotes.map((r) => `„${cut(r.text, 60)}“ (Folien ${r.slides.join(", ")})`).join("; ") : "keine"}`,
    `Ergebnisfolien: ${e.resultsSlides.length ? e.resultsSlides.join(", ") : "keine erkannt"}; ohne Zahl oder Abbildung: ${e.resultsWithoutEvidence.length ? e.resultsWithoutEvidence.join(", ") : "keine"}`,
    `Fazitfolie: ${e.conclusion.slides.join(", ") || "keine"}; Antwortsätze der Arbeit: ${e.conclusion.answer.length}${e.conclusion.answer.length ? `; gemeinsame Inhaltswörter: ${e.conclusion.sharedWords.length} (${e.conclusion.sharedWords.slice(0, 8).join(", ")})` : " (keine Antwort auf die Forschungsfrage erkannt)"}`,
  );
  lines.push(
    `Seitenangaben (gedruckte Seite): ${e.wrongPages.length ? `${e.wrongPages.length} falsch (${e.wrongPages.slice(0, 3).map(formatWrongPage).join("; ")})` : "alle stimmen"}`,
    `Überlauf: ${e.overflow.length ? e.overflow.map((o) => `Folie ${o.slide}: ${o.what}`).join("; ") : "keiner"}`,
  );
  if (e.rouge)
    lines.push(
      `ROUGE gegen Referenzfolien (${e.rouge.basis === "rendered-pdf" ? "gerenderte Folien, gelesen wie die Referenz" : "Folientext der PPTX"}): R-1 ${e.rouge.rouge1}, R-2 ${e.rouge.rouge2}, R-L ${e.rouge.rougeL}${e.rouge.basis === "rendered-pdf" && e.rougeSlideText ? `; nur Folientext der PPTX: R-1 ${e.rougeSlideText.rouge1}` : ""}`,
    );
  if (e.renderedPages !== null) lines.push(`LibreOffice: ${e.renderedPages} Seiten`);
  lines.push(
    e.passed ? "Ergebnis: alle Schwellen erfüllt" : `Ergebnis: NICHT bestanden\n- ${e.failures.join("\n- ")}`,
  );
  return lines.join("\n");
}
