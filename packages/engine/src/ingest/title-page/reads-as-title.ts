/** Does a line read as a title (short, no sentence, no heading, no name), and the one-line subtitle below it. */
import { FRONT_MATTER, type Line } from "./lines.ts";
import { isNameLike } from "./people.ts";
import { clean, words } from "./text.ts";

/** Short, not a sentence ending in a period, not a front-matter heading or a name. */
export function readsAsTitle(text: string): boolean {
  const s = clean(text);
  const n = words(s).length;
  return (
    n >= 2 &&
    n <= 25 &&
    s.length <= 200 &&
    !/[.,;]$/.test(s) &&
    !/^\p{Ll}/u.test(s) &&
    !FRONT_MATTER.test(s) &&
    !isNameLike(s)
  );
}

/** The subtitle of a one-line title set like the text: the next line, free and reading as a title too. */
export function titleBelow(region: Line[], title: Line, free: (l: Line) => boolean): Line[] {
  const next = region.slice(region.indexOf(title) + 1).find((l) => l.text);
  return next && next.page === title.page && free(next) && readsAsTitle(next.text) ? [next] : [];
}
