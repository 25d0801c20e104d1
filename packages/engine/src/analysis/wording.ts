/** How the free analysis words what it quotes: numbers, places and shortened thesis text, all in German. */
import { shortenTitle } from "../text/short-title.ts";
import { placeOf } from "../understand/place.ts";
import type { Passage, Understanding } from "../understand/schema.ts";

/** A passage with where it stands as the student finds it ("S. 23", "S. iv", DOCX: "Kap. 4.2"; "" if unknown). */
export type Placed<T extends Pick<Passage, "page" | "sectionId">> = T & { place: string };

/** A count as printed in German ("1.234"). */
export const fmt = (n: number) => n.toLocaleString("de-DE");
/** A passage with its place as printed. */
export const placed = <T extends Passage>(thesis: Understanding, at: T): Placed<T> => ({
  ...at,
  place: placeOf(thesis, [at], "de"),
});
/** Where a passage stands as the student finds it ("S. 23", "S. iv", DOCX: "Kap. 4.2"). */
export const page = (thesis: Understanding, at: Passage | null) =>
  (at && placeOf(thesis, [at], "de")) || "Stelle ohne Seitenangabe";
/** Quoted thesis text at most `max` characters, shortened like every title (whole phrases, no "…"). */
export const shorten = (t: string, max = 120) => shortenTitle(t, max);

/** The real main chapters (not the pseudo chapter that stands in when no chapters were recognised). */
export const mainChaptersOf = (thesis: Understanding) => thesis.chapters.filter((c) => c.headingId !== "");
