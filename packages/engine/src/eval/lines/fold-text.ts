/** Text folded for comparison (compatibility forms, no soft hyphens, lower case, words only). */

/** Text folded for comparison: compatibility forms, no soft hyphens, lower case, words only. */
export function foldText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/gu, "")
    .toLocaleLowerCase("de-DE")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
