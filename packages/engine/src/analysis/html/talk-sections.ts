/** The sections that prepare the talk: strengths and weaknesses, the examiners' questions, the outline. */
import type { Analysis } from "../schema.ts";
import type { SourceCheckResult } from "../source-status.ts";
import { esc, list, none, section } from "./markup.ts";
import { linkWeakness } from "./source-check-html.ts";

/** Strengths and weaknesses (broken source links among them); without weaknesses, what was checked. */
export function assessmentSection(a: Analysis, sourceCheck?: SourceCheckResult): string {
  const weaknesses = [...a.weaknesses, ...linkWeakness(sourceCheck)];
  return section(
    "assessment",
    "Stärken und Schwächen für den Vortrag",
    `<h3>Stärken</h3>${a.strengths.length ? list(a.strengths.map(esc)) : none("Keine besonderen Stärken erkannt.")}<h3>Schwächen</h3>${
      weaknesses.length
        ? list(weaknesses.map(esc))
        : none(
            `Keine auffälligen Schwächen erkannt.${a.weaknessChecks.length ? ` Geprüft: ${a.weaknessChecks.join("; ")}.` : ""}`,
          )
    }`,
  );
}

/** "Methodik: Warum …? (S. 12)", one line per question. */
export function questionsSection(a: Analysis): string {
  if (!a.examinerQuestions.length) return "";
  return section(
    "questions",
    "Worauf die Prüfer voraussichtlich eingehen",
    list(
      a.examinerQuestions.map(
        (q) => `<strong>${esc(q.topic)}:</strong> ${esc(q.question)} <small>(${esc(q.basis)})</small>`,
      ),
    ),
  );
}

/** The suggested outline for the chosen talk length (only for a file that could be analysed). */
export function outlineSection(a: Analysis): string {
  if (a.status !== "ok") return "";
  return section(
    "outline",
    `Vorschlag für die Gliederung deines Vortrags (${a.outline.minutes} Minuten)`,
    `<ol>${a.outline.segments
      .map(
        (s) =>
          `<li><strong>${esc(s.title)}</strong> – ${s.minutes.toLocaleString("de-DE")} Min., ${s.slides} ${s.slides === 1 ? "Folie" : "Folien"}${
            s.sources.length ? `<br><small>aus: ${esc(s.sources.join("; "))}</small>` : ""
          }${list(s.points.map(esc))}</li>`,
      )
      .join("")}</ol>`,
  );
}
