/**
 * The extractive text model: selects the thesis's most central sentences for a slide, shortens them to
 * complete clauses as bullets and speaks them in the first person in the notes. It never writes a claim of
 * its own; the only added words are fixed transitions ("Nun zum methodischen Vorgehen.") that carry no
 * facts. Roadmap, figure-description, housekeeping and broken sentences, formula legends and sentences
 * that lean on the one before never reach a slide; a sentence that cannot be shortened without a cut is
 * no bullet. Bullets: bullets.ts; notes: extractive-notes.ts; a finding as the title: finding-title.ts.
 */

import { withoutBrackets } from "../../text/brackets.ts";
import { otherValueOfSame } from "../../text/same-figure.ts";
import { wordCount } from "../../text/words.ts";
import { chapterLabel } from "../wording/chapter-label.ts";
import { shortenToClause } from "../wording/condense.ts";
import { withoutInnerConnectives } from "../wording/inner-connectives.ts";
import { leansOnPrevious } from "../wording/leaning.ts";
import { secondPredicate } from "../wording/second-predicate.ts";
import { unfront } from "../wording/unfront.ts";
import { pickBullets, withEvidence } from "./bullets.ts";
import { extractiveNotes } from "./extractive-notes.ts";
import { findingTitle } from "./finding-title.ts";
import { answerLabel } from "./llm-checks.ts";
import { methodologyBullets } from "./own-words.ts";
import type { SlideDraft, SlideRequest, TextModel } from "./text-model.ts";

/** The answer bullet may run longer than other bullets: the question's answer is said whole. */
const ANSWER_WORDS = 22;

/**
 * "Antwort auf die Forschungsfrage: …" ("Kernaussage: …" without a stated question): the first sentence
 * flagged as the thesis's answer to its research question (only the slide that answers it has one),
 * shortened to a complete clause; never cut.
 */
/** A short label before a colon that opens a list item's sentence. */
const LIST_LABEL = /^(?:[\p{L}-]+\s){0,5}[\p{L}-]+:\s+(?=\p{Lu})/u;

/** An embedded clause that restates what was asked ("Die Ausgangsfrage, ob …, wird … bestätigt"). */
const ASKED_CLAUSE = /,\s*(?:ob|wie|inwiefern|inwieweit|welche[nrs]?|whether|how)\s[^,;]+,\s*/iu;

/**
 * The answer as a complete clause: the sentence whole when short enough, else shortened to its main
 * clause, else without the clause that restates the question or its bracketed remarks; null when
 * nothing complete fits.
 */
export function answerClause(sentence: string): string | null {
  const whole = (t: string) => (wordCount(t) <= ANSWER_WORDS + 6 ? t.trim().replace(/[.;:]+$/u, "") : null);
  const text = answerText(sentence);
  const unasked = text.replace(ASKED_CLAUSE, " ").replace(/\s+/g, " ");
  const plain = withoutBrackets(unasked);
  // Last, a main clause as long as a whole sentence may be: an answer of several questions is not dropped
  // for a long clause ("Azure Function verursacht … mehr Scope 2- und 3-Emissionen …, ist aber …").
  return (
    whole(text) ??
    shortenToClause(text, ANSWER_WORDS) ??
    whole(unasked) ??
    whole(plain) ??
    shortenToClause(text, ANSWER_WORDS + 6)
  );
}

/**
 * The answer sentence as its bullet starts from: a list item's own label goes ("Effizienzsteigerung bei der
 * Zimmerverwaltung: Durch … kann …"), and so do a frame or a reason put first ("Da … untersucht wurde,
 * konnte G37D …" → "G37D konnte …") and particles that tie it to the sentence before ("Fest steht aber, dass
 * …" → "Fest steht, dass …").
 */
function answerText(sentence: string): string {
  const unlabelled = sentence.trim().replace(LIST_LABEL, "");
  return withoutInnerConnectives(unfront(unlabelled) ?? unlabelled)
    .trim()
    .replace(/[.;:]+$/u, "");
}

/**
 * The answer's bullets: the first labelled, then each further verdict of a tested hypothesis (at most three
 * sentences). An answer cut before a second predicate of its subject ("…, ist aber … günstiger") says that
 * too, as a bullet of its own with the subject repeated: a thesis with several questions often answers two of
 * them in one sentence.
 */
export function answerBullets(req: SlideRequest): Array<{ id: number; bullet: string }> {
  const out: Array<{ id: number; bullet: string }> = [];
  for (const passage of req.passages.filter((p) => p.flags.includes("answer")).slice(0, 3)) {
    const clause = answerClause(passage.text);
    // A further verdict that leans on the one before ("Dies erscheint viel, bestätigt aber …") is no bullet.
    if (!clause || (out.length > 0 && leansOnPrevious(clause))) continue;
    out.push({ id: passage.id, bullet: out.length ? clause : `${answerLabel(req)} ${clause}` });
    const second = secondPredicate(answerText(passage.text), clause);
    if (second && wordCount(second) <= ANSWER_WORDS) out.push({ id: passage.id, bullet: second });
  }
  return out;
}

export function answerBullet(req: SlideRequest): { id: number; bullet: string } | null {
  return answerBullets(req)[0] ?? null;
}

export function draftExtractive(req: SlideRequest): SlideDraft {
  const answers = answerBullets(req);
  const finding = findingTitle(req);
  const title = finding?.title ?? chapterLabel(req.titleHint);
  const own = [...answers.map((a) => a.bullet), ...methodologyBullets(req)];
  const lead = [...new Set([...answers.map((a) => a.id), ...(finding ? [finding.passage.id] : [])])];
  const room = Math.max(0, req.maxBullets - own.length);
  // A bullet that gives the title's statistic another value (of a version or group it does not name)
  // would read as a contradiction of the title: the notes may say it, the slide does not.
  const picks = withEvidence(
    { ...req, maxBullets: room },
    pickBullets(req, room, new Set(lead), answers.length).filter(
      (p) => !finding || !otherValueOfSame(title, p.bullet),
    ),
    new Set(lead),
    [title, ...own].join(" "),
  );
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
