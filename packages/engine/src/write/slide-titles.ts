/**
 * Slides of one chapter part share its label as their title ("Processing in MATLAB®" three times in a row):
 * the audience cannot tell them apart, and an examiner cannot point at one. A slide among them that shows a
 * thesis figure or table is titled by what it shows, the caption's lead shortened at a phrase boundary, and
 * keeps the chapter label as its kicker; so does a slide titled only "Ergebnisse" or "Results". Finding
 * titles, fixed and backup slides stay as written. Slides that still share a title once empty slides are
 * merged are numbered ("Modellqualität (1/2)").
 */
import type { SlidePlan } from "../plan/planner.ts";
import { shortenTitle } from "../text/short-title.ts";
import { contentTokens } from "../text/words.ts";
import type { Understanding } from "../understand/schema.ts";
import { spokenCaption } from "./figure-caption.ts";
import type { SlideContent } from "./slide-content.ts";
import { shownCaption } from "./slide-request.ts";
import { chapterLabel } from "./wording/chapter-label.ts";

/** Chapter labels that say only that results follow, not which. */
const GENERIC_LABEL =
  /^(?:Ergebnisse|Resultate|Befunde|Auswertung|Evaluation|Evaluierung|Results|Findings)$/iu;

/** A caption title fits two lines of the title box. */
const CAPTION_TITLE_CHARS = 70;
/** …and three where two lines would read like another slide's title. */
const ALIKE_TITLE_CHARS = 110;

/** A panel letter in a caption: "(A)", "(b)". */
const PANEL_MARK = /\s*\([A-Ha-h]\)(?=[\s,.;:]|$)/gu;

/** Most of a title's content words stand in another slide's title. */
function alikeAny(title: string, taken: ReadonlySet<string>): boolean {
  const words = new Set(contentTokens(title));
  return [...taken].some((t) => {
    const other = contentTokens(t);
    const shared = other.filter((w) => words.has(w)).length;
    return other.length > 0 && shared / Math.max(words.size, other.length) >= 0.6;
  });
}

export function distinctTitles(
  plan: SlidePlan,
  slides: SlideContent[],
  thesis: Understanding,
): SlideContent[] {
  const times = new Map<string, number>();
  for (const s of slides) times.set(s.title, (times.get(s.title) ?? 0) + 1);
  const taken = new Set(slides.map((s) => s.title));
  return slides.map((slide, i) => {
    const planned = plan.slides[i];
    const label = chapterLabel(planned?.titleHint ?? "");
    // A label that names no topic ("Ergebnisse", "Results") tells the slide apart from nothing either.
    const generic = GENERIC_LABEL.test(label.trim());
    if (!planned || planned.kind === "backup" || ((times.get(slide.title) ?? 0) < 2 && !generic))
      return slide;
    if (slide.title !== label) return slide;
    const caption = shownCaption(planned, thesis);
    if (!caption) return slide;
    // Panel letters ("Lactol (A) und Lacton (B)") point into the figure, not at what it shows.
    const spoken = spokenCaption(caption).replace(PANEL_MARK, "");
    let title = shortenTitle(spoken, CAPTION_TITLE_CHARS);
    // Two captions that open alike ("Gemessener Konzentrationsverlauf von Lactol und …") differ in their
    // tail ("… mit G37D und Wildtyp", "… bei pH 8 und pH 9"): a third line keeps it.
    if (alikeAny(title, taken)) title = shortenTitle(spoken, ALIKE_TITLE_CHARS);
    // A caption that names nothing ("Übersicht") or another slide's title does not tell the slide apart.
    if (contentTokens(title).length < 2 || taken.has(title)) return slide;
    taken.add(title);
    return { ...slide, title, subtitle: shortenTitle(label, 90) };
  });
}

/**
 * Slides that still share a title after the merge of empty slides are numbered in order ("Modellqualität
 * (1/2)", "Modellqualität (2/2)"), so the audience sees the topic go on and an examiner can point at one.
 * Backup slides are left as they are.
 */
export function numberRepeatedTitles<T extends { title: string }>(
  slides: T[],
  isBackup: (i: number) => boolean,
): T[] {
  const total = new Map<string, number>();
  slides.forEach((s, i) => {
    if (!isBackup(i)) total.set(s.title, (total.get(s.title) ?? 0) + 1);
  });
  const seen = new Map<string, number>();
  return slides.map((s, i) => {
    const n = total.get(s.title) ?? 0;
    if (isBackup(i) || n < 2) return s;
    const k = (seen.get(s.title) ?? 0) + 1;
    seen.set(s.title, k);
    return { ...s, title: `${s.title} (${k}/${n})` };
  });
}
