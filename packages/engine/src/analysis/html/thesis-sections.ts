/** The sections on the thesis itself: what it is about, its structure, question, method, results and limits. */
import type { Analysis } from "../schema.ts";
import { count, esc, NBSP, none, pageRef, pct, quotes, section } from "./markup.ts";

export const summarySection = (a: Analysis) =>
  section("summary", "Worum es geht", a.summary.map((s) => `<p>${esc(s)}</p>`).join(""));

/** The chapters with role and size, the figure and table counts, and the appendix. */
export function structureSection(a: Analysis): string {
  if (!a.structure.length) return section("structure", "Aufbau", none("Es wurden keine Kapitel erkannt."));
  const rows = a.structure
    .map(
      (s) =>
        `<tr><td>${esc(s.label)}</td><td>${esc(s.roleLabel)}</td><td>${s.wordCount.toLocaleString("de-DE")}${NBSP}Wörter (${pct(s.share).replace(" ", NBSP)})</td></tr>`,
    )
    .join("");
  const counts = a.picturesPending
    ? ""
    : `<p>${count(a.figureCount, "Abbildung", "Abbildungen")}, ${count(a.tableCount, "Tabelle", "Tabellen")}.</p>`;
  const appendix = a.appendix.length ? `<p><strong>Anhang:</strong> ${esc(a.appendix.join("; "))}</p>` : "";
  return section(
    "structure",
    "Aufbau",
    `<div class="fw-table-scroll"><table><thead><tr><th scope="col">Kapitel</th><th scope="col">Rolle</th><th scope="col">Umfang</th></tr></thead><tbody>${rows}</tbody></table></div>${counts}${appendix}`,
  );
}

export function questionSection(a: Analysis): string {
  return section(
    "question",
    "Forschungsfrage und Ziel",
    (a.researchQuestions.length
      ? quotes(a.researchQuestions)
      : none("Keine ausdrücklich formulierte Forschungsfrage gefunden.")) +
      (a.goal ? `<p><strong>Ziel:</strong> <q>${esc(a.goal.text)}</q>${pageRef(a.goal.place)}</p>` : "") +
      (a.hypotheses.length ? `<h3>Hypothesen</h3>${quotes(a.hypotheses)}` : ""),
  );
}

export function methodSection(a: Analysis): string {
  return section(
    "method",
    "Methode",
    (a.methodSummary ? `<p>${esc(a.methodSummary)}</p>` : none("Keine Methode erkannt.")) +
      (a.method?.sampleSizeEvidence
        ? `<p><small>Stichprobe laut Arbeit: <q>${esc(a.method.sampleSizeEvidence.text)}</q>${pageRef(a.method.sampleSizeEvidence.place)}</small></p>`
        : ""),
  );
}

/** "Zentrale Ergebnisse", "Grenzen der Arbeit" and, where there is one, "Fazit und Ausblick". */
export function findingsSections(a: Analysis): string {
  return [
    section(
      "results",
      "Zentrale Ergebnisse",
      a.keyResults.length ? quotes(a.keyResults) : none("Keine Ergebnisaussagen mit Zahlen gefunden."),
    ),
    section(
      "limitations",
      "Grenzen der Arbeit",
      a.limitations.length ? quotes(a.limitations) : none("Die Arbeit nennt kaum eigene Grenzen."),
    ),
    a.conclusion.length || a.outlook.length
      ? section(
          "conclusion",
          "Fazit und Ausblick",
          quotes([...a.conclusion.slice(0, 3), ...a.outlook.slice(0, 2)]),
        )
      : "",
  ].join("");
}
