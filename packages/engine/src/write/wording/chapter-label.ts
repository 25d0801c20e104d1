/** A chapter or section title as a slide label, without its number. */

/** A chapter or section title as a slide label: without its number ("3.2 Ergebnisse" → "Ergebnisse"). */
export function chapterLabel(title: string): string {
  return title
    .replace(
      /^(?:(?:[Kk]apitel|[Cc]hapter|[Aa]bschnitt|[Ss]ection)\s+)?(?:\d+(?:\.\d+)*\.?|[A-Z](?:\.\d+)+\.?|[A-Z]\.)(?:\s*[:–-])?\s+(?=\p{L})/u,
      "",
    )
    .trim();
}
