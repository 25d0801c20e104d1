/**
 * The extractive text model: selects the thesis's most central sentences for a slide, shortens them to
 * complete clauses as bullets and speaks them in the first person in the notes. It never writes a claim of
 * its own; the only added words are fixed transitions ("Nun zum methodischen Vorgehen.") that carry no
 * facts. Roadmap, figure-description, housekeeping and broken sentences, formula legends and sentences
 * that lean on the one before never reach a slide; a sentence that cannot be shortened without a cut is
 * no bullet. Bullets: bullets.ts; notes: extractive-notes.ts; a finding as the title: finding-title.ts.
 */
import { wordCount } from "../../text/words.ts";
import { chapterLabel, shortenToClause } from "../text.ts";
import { methodologyBullets, pickBullets } from "./bullets.ts";
import { extractiveNotes } from "./extractive-notes.ts";
import { findingTitle } from "./finding-title.ts";
import type { SlideDraft, SlideRequest, TextModel } from "./text-model.ts";

/** The answer bullet may run longer than other bullets: the question's answer is said whole. */
const ANSWER_WORDS = 22;

/**
 * "Antwort auf die Forschungsfrage: …": the first sentence flagged as the thesis's answer to its research
 * question (only the slide that answers it has one), shortened to a complete clause; never cut.
 */
/** An embedded clause that restates what was asked ("Die Ausgangsfrage, ob …, wird … bestätigt"). */
const ASKED_CLAUSE = /,\s*(?:ob|wie|inwiefern|inwieweit|welche[nrs]?|whether|how)\s[^,;]+,\s*/iu;

/**
 * The answer as a complete clause: the sentence whole when short enough, else shortened to its main
 * clause, else without the clause that restates the question or its bracketed remarks; null when
 * nothing complete fits.
 */
export function answerClause(sentence: string): string | null {
  const whole = (t: string) => (wordCount(t) <= ANSWER_WORDS + 6 ? t.trim().replace(/[.;:]+$/u, "") : null);
  const text = sentence.trim();
  const unasked = text.replace(ASKED_CLAUSE, " ").replace(/\s+/g, " ");
  const plain = unasked.replace(/\s*\([^()]*\)/g, "");
  return whole(text) ?? shortenToClause(text, ANSWER_WORDS) ?? whole(unasked) ?? whole(plain);
}

export function answerBullet(req: SlideRequest): { id: number; bullet: string } | null {
  const passage = req.passages.find((p) => p.flags.includes("answer"));
  if (!passage) return null;
  const clause = answerClause(passage.text);
  if (!clause) return null;
  const label = req.language === "de" ? "Antwort auf die Forschungsfrage" : "Answer to the research question";
  return { id: passage.id, bullet: `${label}: ${clause}` };
}

export function draftExtractive(req: SlideRequest): SlideDraft {
  const answer = answerBullet(req);
  const finding = findingTitle(req);
  const title = finding?.title ?? chapterLabel(req.titleHint);
  const own = [...(answer ? [answer.bullet] : []), ...methodologyBullets(req)];
  const lead = [...(answer ? [answer.id] : []), ...(finding ? [finding.passage.id] : [])];
  const picks = pickBullets(req, Math.max(0, req.maxBullets - own.length), new Set(lead));
  const notes = extractiveNotes(
    req,
    [...lead, ...picks.map((p) => p.passage.id)],
    chapterLabel(req.titleHint),
  );
  return {
    title,
    bullets: [...own, ...picks.map((p) => p.bullet)],
    notes: notes.text,
    usedIds: [...new Set([...lead, ...picks.map((p) => p.passage.id), ...notes.ids])],
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
