/** The agenda slide: the talk's parts as items, and notes that count them out. */
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import { shortenTitle } from "../text/short-title.ts";
import type { Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { labels } from "./labels.ts";
import { fillNotes, notesTarget } from "./notes.ts";
import type { SlideContent } from "./slide-content.ts";

/**
 * The parts of the talk as the plan's storyline names them (at most six); for a plan stored without them,
 * the titles of the chapters the content slides start from, once each, in talk order.
 */
export function agendaItems(plan: SlidePlan, thesis: Understanding): string[] {
  if (plan.agenda) return plan.agenda.slice(0, 6);
  const parts = plan.slides.filter(
    (s) => !["title", "agenda", "sources", "thanks", "backup"].includes(s.kind),
  );
  return [...new Set(parts.map((s) => s.chapters[0]).filter((c): c is number => c !== undefined))]
    .map((c) => shortenTitle(thesis.chapters[c]?.title ?? "", 60))
    .filter(Boolean)
    .slice(0, 6);
}

/** Small counts are spoken as words ("sechs Teile"); the agenda has at most six items. */
const COUNT_WORDS = {
  de: ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs"],
  en: ["zero", "one", "two", "three", "four", "five", "six"],
};

/** The spoken agenda: exactly the agenda slide's items, in their order. */
export function spokenAgenda(items: string[], de: boolean): string {
  const parts = (de ? COUNT_WORDS.de : COUNT_WORDS.en)[items.length] ?? String(items.length);
  const list = items.map((t) => (de ? `„${t}“` : `“${t}”`));
  if (list.length <= 1)
    return de
      ? `Mein Vortrag behandelt ${list[0] ?? "meine Arbeit"}.`
      : `My talk covers ${list[0] ?? "my thesis"}.`;
  return de
    ? `Mein Vortrag gliedert sich in ${parts} Teile: zuerst ${list.slice(0, -1).join(", dann ")} und zum Schluss ${list.at(-1)}.`
    : `My talk has ${parts} parts: first ${list.slice(0, -1).join(", then ")}, and finally ${list.at(-1)}.`;
}

/** The agenda items as bullets; the notes name the same items in the same order. */
export function agendaSlide(slide: PlannedSlide, ctx: WriteContext): SlideContent {
  const { thesis, plan } = ctx;
  const de = plan.language === "de";
  const items = agendaItems(plan, thesis);
  const notes = fillNotes(
    [spokenAgenda(items, de)],
    [
      de
        ? "Dabei lege ich den Schwerpunkt auf das Vorgehen und die zentralen Ergebnisse."
        : "I will focus on the approach and the central results.",
      de ? "Im Anschluss freue ich mich auf Ihre Fragen." : "Afterwards I look forward to your questions.",
    ],
    notesTarget(slide),
  );
  return {
    ...slideBase(slide),
    title: labels(plan.language).agenda,
    subtitle: null,
    bullets: items,
    notes,
    pages: [],
  };
}
