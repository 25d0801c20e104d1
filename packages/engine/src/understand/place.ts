/**
 * Where something stands in the thesis, as the student finds it: the printed pages ("S. 12, 14"), or the
 * section where the thesis prints no page (DOCX, DOC: "Kap. 4.2"). The wording is `text/page-label.ts`'s;
 * this file only finds the section numbers the fallback names.
 */
import { placeReference } from "../text/page-label.ts";
import type { Understanding } from "./schema.ts";

/** A piece of the thesis as the understanding places it (a sentence, a figure, a passage). */
interface Where {
  page: number | null;
  /** Index into `chapters`, -1 outside the main chapters; when not given, found by `sectionId`. */
  chapter?: number;
  sectionId: string | null;
}

/** The number of the section (level 2) a piece stands in, else of its chapter; null when neither has one. */
export function sectionNumberOf(thesis: Pick<Understanding, "chapters">, at: Where): string | null {
  const chapter =
    at.chapter !== undefined
      ? thesis.chapters[at.chapter]
      : thesis.chapters.find(
          (c) => c.headingId === at.sectionId || c.sections.some((s) => s.headingId === at.sectionId),
        );
  if (!chapter) return null;
  const section = at.sectionId ? chapter.sections.find((s) => s.headingId === at.sectionId) : undefined;
  return section?.number ?? chapter.number;
}

/** Where the pieces stand: their printed pages, else their sections ("S. 12, 14" / "Kap. 4.2"); "" if unknown. */
export function placeOf(
  thesis: Pick<Understanding, "chapters" | "pageLabels">,
  at: readonly Where[],
  language: Understanding["language"],
): string {
  return placeReference(
    thesis.pageLabels,
    at.map((w) => w.page).filter((p): p is number => p !== null),
    at.map((w) => sectionNumberOf(thesis, w)).filter((n): n is string => n !== null),
    language,
  );
}
