/**
 * Backup slides: appendix material the examiner may ask about, after the closing slide, outside the talk's
 * time. Only a figure or table of the appendix that can be shown makes one (appendix prose is not read into
 * the understanding, so a backup slide of prose would stay empty).
 */
import type { Understanding } from "../understand/schema.ts";
import type { PlanDraft } from "./draft.ts";
import { usableFigures } from "./usable-figures.ts";

export const MAX_BACKUPS = 2;

/** Figures and tables of the appendix that can be shown: a native table, or a picture that is not decorative. */
export function appendixObjects(thesis: Understanding): Understanding["figures"] {
  return usableFigures(thesis)
    .filter((u) => u.appendix)
    .map((u) => u.figure);
}

/**
 * Up to `room` (at most two) backup slides, one per appendix figure or table, titled by its caption; each
 * carries the object's id for the slide to show it.
 */
export function backupSlides(thesis: Understanding, room: number): Array<PlanDraft & { figureId: string }> {
  if (room <= 0) return [];
  const de = thesis.language === "de";
  return appendixObjects(thesis)
    .slice(0, Math.min(MAX_BACKUPS, room))
    .map((f) => ({
      kind: "backup" as const,
      titleHint: `Backup: ${f.caption || (de ? "Anhang" : "Appendix")}`,
      chapters: [],
      range: null,
      focus: [],
      weight: 0,
      visual: null,
      figureId: f.id,
    }));
}
