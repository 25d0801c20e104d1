/** The head of the analysis: the title, what the student told us, the title page, and why a file falls short. */
import type { Analysis } from "../schema.ts";
import { esc, list, NBSP, section } from "./markup.ts";

const APPROACH_LABEL = {
  literature: "Literaturarbeit",
  empirical: "empirisches Vorgehen",
  mixed_methods: "Mixed Methods",
} as const;

/** What the student told us and this analysis follows ("Bachelorarbeit · empirisches Vorgehen · 20 Minuten Vortrag"). */
function answersLine(answers: Analysis["answers"] | undefined): string {
  if (!answers) return "";
  const facts = [
    answers.workType,
    answers.researchType ? APPROACH_LABEL[answers.researchType] : null,
    answers.minutesChosen
      ? `${answers.minutes}${NBSP}Minuten Vortrag`
      : `Vortragsdauer noch nicht gewählt (Vorschlag für ${answers.minutes}${NBSP}Minuten)`,
  ].filter((x): x is string => Boolean(x));
  return `<p class="fw-answers">Abgestimmt auf deine Angaben: ${facts.map(esc).join(" · ")}</p>`;
}

export function headerHtml(a: Analysis): string {
  const tp = a.titlePage;
  // The title line carries the subtitle (an analysis stored before fullTitle existed shows it below).
  const shownTitle = a.fullTitle ?? a.title;
  const titleFacts = [a.fullTitle ? null : tp.subtitle, tp.kindOfWork, tp.institution, tp.date].filter(
    (x): x is string => Boolean(x),
  );
  return `<h1>Analyse deiner Arbeit</h1>${shownTitle ? `<p class="fw-title">${esc(shownTitle)}</p>` : ""}${answersLine(a.answers)}${
    titleFacts.length ? `<p class="fw-title-page"><small>${titleFacts.map(esc).join(" · ")}</small></p>` : ""
  }`;
}

/** Why the file cannot be analysed yet (only for an insufficient file). */
export function insufficientSection(a: Analysis): string {
  if (a.status !== "insufficient") return "";
  return section(
    "insufficient",
    "Diese Datei lässt sich noch nicht sinnvoll analysieren",
    `<p>Wir haben die Datei gelesen, aber es fehlt zu viel, um daraus eine belastbare Analyse oder einen Vortrag zu erstellen:</p>${list(a.missing.map(esc))}<p>Lade bitte die fertige Fassung deiner Arbeit hoch (PDF oder Word).</p>`,
  );
}
