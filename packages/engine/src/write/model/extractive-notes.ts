/**
 * Speaker notes of the extractive text model: an opener, the student's own method description, then the
 * slide's sentences spoken in the first person, to the slide's word budget.
 */
import type { SlideKind } from "../../plan/planner.ts";
import { wordCount } from "../../text/words.ts";
import { firstPerson } from "../spoken.ts";
import { bulletFlaw, hasVerb, leansOnPrevious, pointsAtFigure, speakable, spokenSentences } from "../text.ts";
import { isSlideMaterial, relevance } from "./bullets.ts";
import type { Passage, SlideRequest } from "./text-model.ts";

const OPENERS: Record<"de" | "en", Partial<Record<SlideKind, string>>> = {
  de: {
    motivation: "Ich beginne mit der Ausgangslage meiner Arbeit.",
    question: "Daraus ergibt sich die zentrale Fragestellung meiner Arbeit.",
    theory: "Zunächst zu den theoretischen Grundlagen.",
    method: "Nun zum methodischen Vorgehen.",
    results: "Kommen wir zu den Ergebnissen.",
    discussion: "Was bedeuten diese Ergebnisse?",
    limitations: "Meine Arbeit hat auch Grenzen, die ich offen ansprechen möchte.",
    conclusion: "Ich fasse die wichtigsten Punkte zusammen.",
  },
  en: {
    motivation: "Let me start with the background of my thesis.",
    question: "This leads to the central question of my thesis.",
    theory: "First, the theoretical background.",
    method: "Now to the methodological approach.",
    results: "Let us turn to the results.",
    discussion: "What do these results mean?",
    limitations: "My thesis also has limitations that I want to address openly.",
    conclusion: "Let me summarise the main points.",
  },
};

function opener(req: SlideRequest, titled: string): string {
  const fixed = OPENERS[req.language][req.kind];
  if (fixed && req.kind !== "chapter") return fixed;
  return req.language === "de"
    ? `Im nächsten Teil geht es um „${titled}“.`
    : `The next part is about “${titled}”.`;
}

/** "Kurz zu meinem Vorgehen: …": the student's method description, spoken on the method slide. */
function methodologyNotes(req: SlideRequest): string {
  const text = req.context.methodology.trim();
  if (req.kind !== "method" || !text) return "";
  const spoken = /[.!?]$/u.test(text) ? text : `${text}.`;
  return req.language === "de" ? `Kurz zu meinem Vorgehen: ${spoken}` : `Briefly, my approach: ${spoken}`;
}

/**
 * Whether a sentence can be said in the notes: slide material of speakable length, not a list intro,
 * a quotation, a fragment without a verb ("Narrativ der … hervor") or a pointer at a figure the audience does not see; questions only on the
 * question slide.
 */
function isSpeakable(p: Passage, req: SlideRequest): boolean {
  const t = p.text.trim();
  const spoken = speakable(t).replace(/[.!?]+$/u, "");
  const flaw = bulletFlaw(spoken);
  return (
    isSlideMaterial(p) &&
    wordCount(t) <= 60 &&
    !t.endsWith(":") &&
    !/^[„"“»]/u.test(t) &&
    (!t.endsWith("?") || req.kind === "question") &&
    flaw !== "fragment" &&
    flaw !== "meta" &&
    hasVerb(spoken) &&
    !pointsAtFigure(spoken)
  );
}

/** A thesis sentence as spoken: without citations, in the first person, in short sentences. */
export function spokenForm(text: string, language: "de" | "en"): string {
  return spokenSentences(firstPerson(speakable(text), language)).join(" ");
}

/**
 * Notes: an opener, the student's method description on a method slide, then the slide's sentences
 * (bullet sources first) in document order, spoken in the first person, to the word budget. Sentences an
 * earlier slide already used are not said again; one that leans on the sentence before it only follows it.
 */
export function extractiveNotes(
  req: SlideRequest,
  bulletIds: number[],
  title: string,
): { text: string; ids: number[] } {
  const target = req.notesWords;
  const lead = [opener(req, title), methodologyNotes(req)].filter(Boolean);
  let words = wordCount(lead.join(" "));
  const avoid = new Set(req.avoid);
  const chosen = new Map<number, string>();
  const usable = req.passages.filter((p) => isSpeakable(p, req) && !avoid.has(p.id));
  const byId = new Map(usable.map((p) => [p.id, p]));
  const add = (p: Passage | undefined, ceiling: number) => {
    if (!p || chosen.has(p.id)) return;
    if (leansOnPrevious(p.text) && !chosen.has(p.id - 1)) return;
    const spoken = spokenForm(p.text, req.language);
    const n = wordCount(spoken);
    if (n < 4 || words + n > target * ceiling) return;
    chosen.set(p.id, spoken);
    words += n;
  };
  for (const id of bulletIds) add(byId.get(id), 1.08);
  // Shorter sentences speak better: long ones rank lower.
  const rest = usable
    .map((p) => ({ p, r: relevance(p, req) * (wordCount(p.text) > 30 ? 0.6 : 1) }))
    .sort((a, b) => b.r - a.r);
  for (const { p } of rest) {
    if (words >= target * 0.95) break;
    add(p, 1.08);
  }
  // Still short (small pool): accept slightly longer sentences up to the hard ceiling, and sentences
  // that lean on one already chosen.
  for (let pass = 0; pass < 2 && words < target * 0.85; pass++) for (const { p } of rest) add(p, 1.2);
  const ids = [...chosen.keys()].sort((a, b) => a - b);
  return { text: [...lead, ...ids.map((id) => chosen.get(id) ?? "")].join(" "), ids };
}
