/**
 * The extractive text model: selects the thesis's most central sentences for a slide, shortens them to
 * complete clauses as bullets and speaks them in the first person in the notes. It never writes a claim of
 * its own; the only added words are fixed transitions ("Nun zum methodischen Vorgehen.") that carry no
 * facts. Roadmap, figure-description, housekeeping and broken sentences, formula legends and sentences
 * that lean on the one before never reach a slide; a sentence that cannot be shortened without a cut is
 * no bullet. Bullets: bullets.ts; notes: extractive-notes.ts; a finding as the title: finding-title.ts.
 */
import { chapterLabel } from "../text.ts";
import { methodologyBullets, pickBullets } from "./bullets.ts";
import { extractiveNotes } from "./extractive-notes.ts";
import { findingTitle } from "./finding-title.ts";
import type { SlideDraft, SlideRequest, TextModel } from "./text-model.ts";

export function draftExtractive(req: SlideRequest): SlideDraft {
  const finding = findingTitle(req);
  const title = finding?.title ?? chapterLabel(req.titleHint);
  const own = methodologyBullets(req);
  const skip = new Set(finding ? [finding.passage.id] : []);
  const picks = pickBullets(req, Math.max(0, req.maxBullets - own.length), skip);
  const notes = extractiveNotes(
    req,
    [...(finding ? [finding.passage.id] : []), ...picks.map((p) => p.passage.id)],
    chapterLabel(req.titleHint),
  );
  return {
    title,
    bullets: [...own, ...picks.map((p) => p.bullet)],
    notes: notes.text,
    usedIds: [
      ...new Set([...(finding ? [finding.passage.id] : []), ...picks.map((p) => p.passage.id), ...notes.ids]),
    ],
    model: "extractive",
  };
}

export function createExtractiveModel(): TextModel {
  return {
    name: "extractive",
    async draftSlide(request) {
      return draftExtractive(request);
    },
  };
}
