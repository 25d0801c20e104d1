/**
 * The analysis as plain text for the terminal: title, summary, outline, findings and the sources' check.
 */

import type { analyze } from "../analysis/analysis.ts";
import type { SourceCheckResult } from "../analysis/source-status.ts";

export function formatText(a: ReturnType<typeof analyze>, check: SourceCheckResult): string {
  const out: string[] = [];
  out.push(a.fullTitle ?? a.title ?? "(ohne erkannten Titel)", "", ...a.summary, "");
  if (a.status === "insufficient")
    out.push("NICHT AUSREICHEND FÜR EINE ANALYSE:", ...a.missing.map((m) => `  - ${m}`), "");
  out.push(
    "Gliederung:",
    ...a.structure.map((s) => `  ${s.label} [${s.roleLabel}, ${s.wordCount} Wörter]`),
    "",
  );
  if (a.researchQuestions.length)
    out.push(
      "Forschungsfrage(n):",
      ...a.researchQuestions.map((q) => `  - ${q.text}${q.place ? ` (${q.place})` : ""}`),
      "",
    );
  if (a.methodSummary) out.push(`Methode: ${a.methodSummary}`, "");
  if (a.keyResults.length)
    out.push(
      "Zentrale Ergebnisse:",
      ...a.keyResults.map((r) => `  - ${r.text}${r.place ? ` (${r.place})` : ""}`),
      "",
    );
  if (a.limitations.length) out.push("Grenzen:", ...a.limitations.map((r) => `  - ${r.text}`), "");
  // A heading never stands without a line under it.
  out.push(
    "Stärken:",
    ...(a.strengths.length ? a.strengths.map((s) => `  + ${s}`) : ["  (keine besonderen Stärken erkannt)"]),
    "Schwächen:",
    ...(a.weaknesses.length
      ? a.weaknesses.map((s) => `  - ${s}`)
      : [`  (keine auffälligen Schwächen erkannt; geprüft: ${a.weaknessChecks.join("; ")})`]),
    "",
  );
  if (a.status === "ok") {
    out.push(
      `Vortragsgliederung (${a.outline.minutes} Min.):`,
      ...a.outline.segments.map(
        (s) => `  ${s.minutes} Min. – ${s.title}${s.sources.length ? ` [${s.sources.join("; ")}]` : ""}`,
      ),
      "",
    );
  }
  out.push(
    check.mode === "skipped"
      ? `Quellen: ${a.references.total} Einträge, ${a.references.links} Links – Prüfung übersprungen (--check-sources zum Prüfen).`
      : check.mode === "unavailable"
        ? `Quellen: ${a.references.total} Einträge, ${a.references.links} Links – Link-Prüfung derzeit nicht möglich (keine Netzverbindung).`
        : `Quellen: ${check.ok + check.restricted} von ${check.ok + check.restricted + check.broken} Links funktionieren${check.unknown ? `, ${check.unknown} ohne eindeutige Antwort` : ""}.`,
  );
  return out.join("\n");
}
