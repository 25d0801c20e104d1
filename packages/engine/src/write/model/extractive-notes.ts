/**
 * Speaker notes of the extractive text model: an opener that says what this slide shows (`notes-opener.ts`),
 * the student's own method description, then the slide's sentences spoken in the first person (no citations,
 * asides or quotations), to the slide's word budget.
 */
import { figuresOf, repeatsFigures } from "../../text/same-figure.ts";
import { splitSentences } from "../../text/sentences.ts";
import { wordCount } from "../../text/words.ts";
import { citesSource, quotesSomeoneElse, withoutAsides } from "../wording/asides.ts";
import { bulletFlaw, pointsAtFigure, pointsBackInside } from "../wording/bullet-flaw.ts";
import { capitalise } from "../wording/capitalise.ts";
import { firstPerson } from "../wording/first-person.ts";
import { withoutInnerConnectives } from "../wording/inner-connectives.ts";
import { leansOnPrevious } from "../wording/leaning.ts";
import { speakable } from "../wording/speakable.ts";
import { spokenSentences } from "../wording/spoken-sentences.ts";
import { quotesPaired } from "../wording/truncation.ts";
import { unfront } from "../wording/unfront.ts";
import { hasVerb } from "../wording/verbs.ts";
import { findingTitle } from "./finding-title.ts";
import { opener } from "./notes-opener.ts";
import { isSlideMaterial, relevance } from "./slide-material.ts";
import type { Passage, SlideRequest } from "./text-model.ts";

/** A number that picks one phrasing per slide: the slide's own sentence ids, so neighbours differ. */
function seedOf(ids: number[], title: string): number {
  return ids.reduce((a, b) => a + b, 0) + [...title].reduce((a, c) => a + c.charCodeAt(0), 0);
}

/** "Kurz zu meinem Vorgehen: …": the student's method description, spoken on the method slide. */
function methodologyNotes(req: SlideRequest): string {
  const text = req.context.methodology.trim();
  if (req.kind !== "method" || !text) return "";
  const spoken = /[.!?]$/u.test(text) ? text : `${text}.`;
  return req.language === "de" ? `Kurz zu meinem Vorgehen: ${spoken}` : `Briefly, my approach: ${spoken}`;
}

/**
 * Whether a sentence can be said in the notes: slide material of speakable length once its asides are
 * gone, not a list intro, a quotation (another language, a long direct quotation, half of one), a
 * sentence that still cites the literature, a fragment without a verb ("Narrativ der … hervor") or a
 * pointer at a figure the audience does not see; questions only on the question slide.
 */
function isSpeakable(p: Passage, req: SlideRequest, maxWords = 38): boolean {
  const t = p.text.trim();
  const bare = withoutAsides(speakable(t), req.language);
  const spoken = bare.replace(/[.!?]+$/u, "");
  const flaw = bulletFlaw(spoken);
  return (
    isSlideMaterial(p) &&
    wordCount(bare) <= maxWords &&
    !t.endsWith(":") &&
    !/^[„"“»]/u.test(t) &&
    // Half a quotation: the sentence splitter cut a quoted verse or saying apart.
    quotesPaired(bare) &&
    (!t.endsWith("?") || req.kind === "question") &&
    !quotesSomeoneElse(t, req.language) &&
    !citesSource(bare) &&
    flaw !== "fragment" &&
    flaw !== "meta" &&
    // A subordinate clause standing as a sentence ("Da sowohl alle Funktionen … in der selben JVM agieren."):
    // German sets a comma before the main clause, so without one the thesis itself lacks it.
    !(req.language === "de" && LONE_SUBORDINATE.test(spoken)) &&
    hasVerb(spoken) &&
    !pointsAtFigure(spoken)
  );
}

/** A German sentence that opens with a conjunction and has no comma: a subordinate clause on its own. */
const LONE_SUBORDINATE =
  /^(?:Da|Weil|Obwohl|Obgleich|Nachdem|Indem|Sodass|Falls|Sofern|Wenn|Dass|Ob|Bevor|Sobald)\s[^,;:]+$/u;

/** Words that point back to something said before: a sentence with one cannot open the notes. */
const POINTS_BACK =
  /(?<!\p{L})(?:dafür|dabei|damit|dazu|davon|darauf|daraus|darin|hierbei|hierfür|hierzu|dies|diese[rsmn]?|sie|es|er|jedoch|auch|außerdem|zudem|ebenfalls|wiederum|demnach|folglich|somit|daher|deshalb|letztere[rsmn]?|ersterer?|this|these|those|it|they|its|their|however|also|therefore|thus|hence|moreover|furthermore|latter|former|other|another|further|weitere[rsmn]?)(?!\p{L})/u;

/**
 * The slide's central sentence as said after a lead-in ("Zuerst der zentrale Punkt: …"): without the
 * connective that tied it to the sentence before in the thesis ("Additionally the drag coefficient …").
 */
function centralForm(text: string, language: "de" | "en"): string {
  // A conjunction before the sentence ("Aber mit zunehmenden Daten wird …") goes; the clause stands.
  const own = (unfront(speakable(text)) ?? speakable(text)).replace(LEADING_CONJUNCTION, "");
  const bare = withoutInnerConnectives(own);
  // A German pointer in first place leaves the verb first ("Wie bereits erwähnt kamen …"): it stays.
  const keep = language === "de" && /^\p{Ll}/u.test(bare);
  return spokenForm(capitalise(keep ? own : bare), language);
}

/** A coordinating conjunction in front of a main clause: it ties the sentence to the one before. */
const LEADING_CONJUNCTION = /^(?:Und|Aber|Doch|Oder|And|But|Yet)\s+(?=\p{L})/u;

/** Words a sentence that opens the notes may have; the answer to the research question may say more. */
const CENTRAL_WORDS = 24;
const ANSWER_CENTRAL_WORDS = 40;

/** A sentence that can open the notes after a lead-in: one short spoken sentence that stands on its own. */
function isCentral(p: Passage, language: "de" | "en"): boolean {
  const spoken = centralForm(p.text, language);
  return (
    wordCount(spoken) <= (p.flags.includes("answer") ? ANSWER_CENTRAL_WORDS : CENTRAL_WORDS) &&
    !POINTS_BACK.test(spoken.charAt(0).toLowerCase() + spoken.slice(1)) &&
    splitSentences(spoken).length === 1 &&
    !leansOnPrevious(p.text) &&
    bulletFlaw(spoken.replace(/[.!?]+$/u, "")) !== "context"
  );
}

/** A thesis sentence as spoken: without citations and asides, in the first person, in short sentences. */
export function spokenForm(text: string, language: "de" | "en"): string {
  // A list mark left at the start ("2: Wie bei der Grundanfrage …", "1. automatisierte Zimmerfreigabe: …")
  // is not said.
  const unmarked = capitalise(text.trim().replace(/^\(?\d{1,2}[:.)]\s+(?=\p{L})/u, ""));
  const spoken = spokenSentences(
    firstPerson(withoutAsides(speakable(unmarked), language), language),
    18,
  ).join(" ");
  // A sentence whose full stop the thesis lost (a heading ran into it) still ends before the next one.
  return /[.!?…“”"»«]$/u.test(spoken) ? spoken : `${spoken}.`;
}

/**
 * Notes: an opener that says what this slide shows (its finding, else its title), the student's method
 * description on a method slide, then the slide's sentences (bullet sources first) in document order,
 * spoken in the first person, within ±15 % of the word budget where the material allows (a thin slide
 * says more of its own part of the thesis, never filler). Sentences an earlier slide already used are not
 * said again; one that leans on the sentence before it only follows it.
 */
export function extractiveNotes(
  req: SlideRequest,
  bulletIds: number[],
  title: string,
): { text: string; ids: number[] } {
  const target = req.notesWords;
  const avoid = new Set(req.avoid);
  const usable = req.passages.filter((p) => isSpeakable(p, req) && !avoid.has(p.id));
  // Longer sentences (said in parts) only when the short ones cannot fill the slide's time.
  const longer = req.passages.filter(
    (p) => !avoid.has(p.id) && !isSpeakable(p, req) && isSpeakable(p, req, 55),
  );
  const byId = new Map(usable.map((p) => [p.id, p]));
  const said = req.said?.join(" ") ?? "";
  const found = findingTitle(req);
  // The slide that answers the research question opens on the answer ("Zusammengefasst: <answer>").
  const answerFirst = [
    ...bulletIds.filter((id) => byId.get(id)?.flags.includes("answer")),
    ...bulletIds.filter((id) => !byId.get(id)?.flags.includes("answer")),
  ];
  const finding = [found?.passage.id, ...answerFirst]
    .map((id) => (id === undefined ? undefined : byId.get(id)))
    .find(
      (p): p is Passage =>
        p !== undefined && isCentral(p, req.language) && !said.includes(centralForm(p.text, req.language)),
    );
  const seed = seedOf(bulletIds.length ? bulletIds : usable.slice(0, 3).map((p) => p.id), title);
  const lead = [
    opener(req, title, seed, finding ? centralForm(finding.text, req.language) : null),
    methodologyNotes(req),
  ].filter(Boolean);
  let words = wordCount(lead.join(" "));
  const chosen = new Map<number, string>();
  // The measured values said so far on this slide (opener and chosen sentences).
  const saidFigures = new Set(lead.flatMap(figuresOf));
  // `coherent`: a sentence that names something by pointing back ("an dieser Stelle", "in dieser
  // Variante") is said only after the one before it, unless the slide's time cannot be filled otherwise.
  const add = (p: Passage | undefined, ceiling: number, coherent = true) => {
    if (!p || chosen.has(p.id) || p.id === finding?.id) return;
    const leans = leansOnPrevious(p.text) || (coherent && pointsBackInside(p.text));
    if (leans && !chosen.has(p.id - 1)) return;
    const spoken = spokenForm(p.text, req.language);
    // A sentence the thesis repeats word for word (a caption note under several figures) is said once, and
    // so is a result it states twice with the same values.
    if (said.includes(spoken) || [...chosen.values()].includes(spoken)) return;
    if (repeatsFigures(spoken, saidFigures)) return;
    const n = wordCount(spoken);
    if (n < 4 || words + n > target * ceiling) return;
    chosen.set(p.id, spoken);
    for (const f of figuresOf(spoken)) saidFigures.add(f);
    words += n;
  };
  for (const id of bulletIds) add(byId.get(id), 1.1);
  // Shorter sentences speak better: long ones rank lower.
  const rest = usable
    .map((p) => ({ p, r: relevance(p, req) * (wordCount(p.text) > 25 ? 0.6 : 1) }))
    .sort((a, b) => b.r - a.r);
  for (const { p } of rest) {
    if (words >= target * 0.92) break;
    add(p, 1.1);
  }
  // Still short (small pool): accept sentences up to the hard ceiling, sentences that lean on one already
  // chosen, and last sentences that point back inside.
  for (let pass = 0; pass < 2 && words < target * 0.85; pass++) for (const { p } of rest) add(p, 1.15);
  for (const { p } of rest) if (words < target * 0.85) add(p, 1.15, false);
  for (const p of longer) if (words < target * 0.85) add(p, 1.15);
  const ids = [...chosen.keys()].sort((a, b) => a - b);
  return {
    text: [...lead, ...ids.map((id) => chosen.get(id) ?? "")].join(" "),
    ids: finding ? [finding.id, ...ids] : ids,
  };
}
