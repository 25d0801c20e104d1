import type { Presentation } from "./types.ts";

export type BadgeTone = "orange" | "yellow" | "green" | "blue" | "neutral";

/** SPEC §4 stage badge: text and colour. Paid and not finished reads 'Präsentation wird aktuell erstellt'. */
export function stageBadge(p: Pick<Presentation, "stage" | "is_paid">): { label: string; tone: BadgeTone } {
  if (p.stage === "presentation_created") return { label: "Präsentation abgeschlossen!", tone: "green" };
  if (p.is_paid) return { label: "Präsentation wird aktuell erstellt", tone: "blue" };
  if (p.stage === "questions_1") return { label: "Fragebogen ausstehend", tone: "orange" };
  if (p.stage === "questions_2") return { label: "Bereit für Kauf", tone: "yellow" };
  return { label: "In Bearbeitung", tone: "neutral" };
}

/** SPEC §4: delete only when unpaid and at questions_1 or questions_2. */
export const canDelete = (p: Pick<Presentation, "stage" | "is_paid">) =>
  !p.is_paid && (p.stage === "questions_1" || p.stage === "questions_2");

/** SPEC §4: only questions_1 allows continuing the questionnaire. */
export const canContinue = (p: Pick<Presentation, "stage">) => p.stage === "questions_1";
/** Questionnaire done, not paid yet and its files still kept: the presentation can be bought. */
export const canBuy = (p: Pick<Presentation, "stage" | "is_paid" | "files_deleted_at">) =>
  !p.is_paid && !p.files_deleted_at && p.stage !== "questions_1" && p.stage !== "presentation_created";

/** SPEC §2/§9: the card shows the file name cut at 50 characters. */
export function cutFilename(name: string | null, max = 50): string {
  const value = name?.trim() || "Unbenannte Datei";
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

const dateTime = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** SPEC §9: de-DE with seconds, e.g. "21.11.2025, 14:03:27". */
export const formatCreatedAt = (iso: string) => dateTime.format(new Date(iso));

/** A running or queued full pipeline (the card shows live progress). */
export const pipelineActive = (p: Pick<Presentation, "pipeline_status">) =>
  p.pipeline_status === "queued" || p.pipeline_status === "running";

/**
 * The card's heading: the thesis title, with the file name (cut at 50 characters) as a secondary line;
 * before the title is known, or when none was found, the file name is the heading.
 */
export function cardHeading(p: Pick<Presentation, "thesis_title" | "pdf_filename">): {
  title: string;
  secondary: string | null;
} {
  const title = p.thesis_title?.trim();
  if (title) return { title, secondary: p.pdf_filename ? cutFilename(p.pdf_filename) : null };
  return { title: cutFilename(p.pdf_filename), secondary: null };
}

/** The percentage a card shows: 100 only for a finished presentation, never before. */
export function shownPercent(p: Pick<Presentation, "pipeline_status" | "pipeline_progress">): number | null {
  const percent = p.pipeline_progress?.percent;
  if (percent === undefined) return null;
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return p.pipeline_status === "done" ? value : Math.min(99, value);
}

/**
 * An update of a presentation, with its live progress held steady: within one run (both active) the bar
 * never moves backwards, even when an older update arrives after a newer one.
 */
export function steadier(previous: Presentation | undefined, next: Presentation): Presentation {
  const before = previous?.pipeline_progress;
  const after = next.pipeline_progress;
  if (!previous || !before || !after || !pipelineActive(previous) || !pipelineActive(next)) return next;
  return after.percent < before.percent ? { ...next, pipeline_progress: before } : next;
}
