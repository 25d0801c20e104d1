/** The one word counter and the content-word tokens used for overlap scores. */
import { memoized } from "./memo.ts";

export function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Words of a text, remembered per text (bullets, titles and notes are counted again and again). */
export const wordCount: (text: string) => number = memoized((text: string) => words(text).length);

/** Whether `text` already holds `part`, compared in lower case and by words only (a subtitle in its title). */
export function holdsWords(text: string, part: string): boolean {
  const flat = (x: string) =>
    x
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return flat(text).includes(flat(part));
}

/** Lower-cased content words (letters only, length ≥ 3) for overlap scores. */
export function contentTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]{2,}/gu) ?? []).filter((w) => !STOPWORDS.has(w));
}

/** Content words cut to six letters, once each, so "geeignete" and "geeignetste", "Hypothese" and "Hypothesen" meet. */
export function contentStems(text: string): Set<string> {
  return new Set(contentTokens(text).map((w) => w.slice(0, 6)));
}

/** Jaccard overlap of two token lists (as sets). */
export function jaccard(a: string[], b: string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  let inter = 0;
  for (const x of sa) if (sb.has(x)) inter++;
  return inter / Math.max(1, sa.size + sb.size - inter);
}

export const STOPWORDS = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen und oder aber auch als auf aus bei bis durch für " +
    "gegen hat haben hatte ist sind war waren wird werden wurde wurden sein seine ihre ihr ihren mit nach nicht " +
    "noch nur ob sich sie so über um unter von vor wie wir zu zum zur dass diese dieser dieses diesem diesen " +
    "kann können konnte konnten muss müssen soll sollen man mehr sehr sowie wenn dann denn doch also hier " +
    "dabei dazu damit daher somit bzw vgl etc bereits jedoch zudem sowohl werden beim ins vom einer welche " +
    "welcher welches dies hierbei wobei the and for are was were this that with from have has had not but " +
    "can which their they them these those into than then also such its our out been being will would could " +
    "should may might all any each other more most some very only about between after before over under"
  ).split(" "),
);
