/**
 * Every main chapter placed in one section of the storyline: by its title, else its role, else the section
 * of the chapter before it.
 */

import type { Understanding } from "../understand/schema.ts";
import type { StorySection } from "./storyline.ts";
import { reportsOwnResults } from "./work-character.ts";

/** The storyline's sections that hold chapters, in storyline order, each with its chapter indices. */
export function placeChapters(
  thesis: Understanding,
  storyline: StorySection[],
): Array<{ section: StorySection; chapters: number[] }> {
  const sectionOf: Array<StorySection> = [];
  thesis.chapters.forEach((ch, i) => {
    const byTitle = storyline.find((s) => s.titles?.test(ch.title));
    const byRole = storyline.find((s) => s.roles.includes(ch.role));
    // A chapter of no storyline role continues the part before it (the first one opens the talk); after the
    // opening part it is background to the talk, not more of its motivation.
    const opening = storyline[0] as StorySection;
    const previous = sectionOf[i - 1] ?? opening;
    const background = storyline.find((s) => s.roles.includes("theory"));
    const continued = i > 0 && previous === opening && background ? background : previous;
    // After the results, a chapter of no role that reports no finding and shows no figure or table of its
    // own ("Datenbasierte Services", "Handlungsempfehlungen") discusses them rather than adding results.
    const discussion = storyline.find((s) => s.roles.includes("discussion"));
    const discusses =
      continued.roles.includes("results") && discussion !== undefined && !reportsOwnResults(thesis, i);
    sectionOf.push(byTitle ?? byRole ?? (discusses ? discussion : continued));
  });
  return storyline
    .map((section) => ({
      section,
      chapters: thesis.chapters.map((_, i) => i).filter((i) => sectionOf[i] === section),
    }))
    .filter((s) => s.chapters.length > 0);
}
