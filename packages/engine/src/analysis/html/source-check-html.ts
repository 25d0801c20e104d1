/** The "Quellenprüfung" section: what the link check found, and broken links as a weakness to show. */
import type { Analysis } from "../schema.ts";
import { LINK_CHECK_UNAVAILABLE, REFUND_THRESHOLD, type SourceCheckResult } from "../source-status.ts";
import { esc, list, pct } from "./markup.ts";

export function sourceCheckHtml(a: Analysis, check?: SourceCheckResult): string {
  const refs = a.references;
  const intro = `<p>Im Literaturverzeichnis stehen ${refs.total} Einträge, davon ${refs.withUrl} mit Web-Link und ${refs.withDoi} mit DOI (${refs.links} prüfbare Links).</p>`;
  if (check?.mode === "unavailable") {
    return `${intro}<p class="fw-unavailable"><strong>${LINK_CHECK_UNAVAILABLE}.</strong> Wir konnten die Links gerade nicht aufrufen, weil keine Netzverbindung bestand. Kein Link wird deshalb als fehlerhaft gezählt – an deinen Quellen musst du dafür nichts ändern.</p>`;
  }
  if (!check || check.mode === "skipped") {
    return `${intro}<p class="fw-skipped">Linkprüfung: übersprungen. Die Links wurden nicht aufgerufen und nicht als fehlerhaft gezählt.</p>`;
  }
  if (check.total === 0) return `${intro}<p>Es gibt keine Links, die geprüft werden könnten.</p>`;
  const working = check.ok + check.restricted;
  const answered = check.ok + check.restricted + check.broken;
  const share = check.workingShare === null ? "–" : pct(check.workingShare);
  const verdict =
    check.belowRefundThreshold === null
      ? ""
      : check.belowRefundThreshold
        ? `<p class="fw-alert"><strong>Weniger als ${pct(REFUND_THRESHOLD)} der Quellen-Links funktionieren.</strong> Prüfe die betroffenen Quellen vor der Abgabe bzw. Verteidigung.</p>`
        : `<p class="fw-ok">Mindestens ${pct(REFUND_THRESHOLD)} der Quellen-Links funktionieren.</p>`;
  const problems = check.items
    .filter((i) => i.status === "broken" || i.status === "refused")
    .slice(0, 50)
    .map((i) => `<code>${esc(i.target)}</code> – ${esc(i.detail ?? "nicht erreichbar")}`);
  const unknown = check.unknown ?? 0;
  const counts = answered
    ? `<strong>${working} von ${answered} geprüften Links funktionieren (${share}).</strong>`
    : "<strong>Kein Link hat eindeutig geantwortet.</strong>";
  return `${intro}<p>${counts}${
    check.restricted ? ` ${check.restricted} davon sind erreichbar, aber zugangsbeschränkt.` : ""
  }${unknown ? ` ${unknown} ${unknown === 1 ? "Link hat" : "Links haben"} nicht eindeutig geantwortet (Zeitüberschreitung oder Serverfehler) und ${unknown === 1 ? "zählt" : "zählen"} nicht als fehlerhaft.` : ""}${check.skipped ? ` ${check.skipped} Links wurden übersprungen.` : ""}${check.refused ? ` ${check.refused} Links zeigen in ein privates Netz und wurden nicht aufgerufen.` : ""}</p>${verdict}${
    problems.length ? `<h3>Nicht erreichbare Links</h3>${list(problems)}` : ""
  }`;
}

/**
 * Broken source links are a weakness the examiners can check, once the links were checked. Only links a
 * server showed to be gone: not the unknown ones (timeouts, server errors) nor those not called at all.
 */
export function linkWeakness(check: SourceCheckResult | undefined): string[] {
  if (check?.mode !== "checked" || check.broken === 0) return [];
  const n = check.broken;
  return [
    `${n} ${n === 1 ? "Quellen-Link ist" : "Quellen-Links sind"} nicht erreichbar (siehe Quellenprüfung) – korrigiere sie oder halte eine Erklärung bereit.`,
  ];
}
