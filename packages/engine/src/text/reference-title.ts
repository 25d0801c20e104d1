/**
 * The title of a bibliography entry: its main title (before a subtitle, in quotation marks or up to the first
 * sentence end), with its quotation marks tidied.
 */

/** The title's main part: up to its first sentence end, without quotes. */
export function mainTitle(text: string): string {
  // A year glued to the quoted title ("2011„Leitmedien“ als …") is the entry's year, not its title.
  const raw = text.trim().replace(/^(?:19|20)\d{2}[a-z]?\.?\s*(?=[„"“«])/u, "");
  // One opening mark is the title's own; a second one opens a quotation inside it ("„„Leitmedien“ als …“").
  let t = raw
    .replace(/^[„"“”«»‚‘']/u, "")
    .replace(/\s*\[[^\]]*\]/gu, "")
    .trim();
  const end = /^[„"“«]/u.test(raw) ? quotationEnd(t, raw.charAt(0)) : -1;
  if (end >= 3)
    return tidyQuotes(
      firstSentence(t.slice(0, end))
        .replace(/[,.;:]+$/u, "")
        .trim(),
    );
  t = t.replace(/^[„"“”«»‚‘']+/u, "");
  return tidyQuotes(
    firstSentence(t)
      .replace(/[,:;]+$/u, "")
      .trim(),
  );
}

/**
 * Where the quotation opened by `open` (already removed from `t`) closes: German „…“ and English “…”
 * count the quotations inside it; a straight quote closes at the next one.
 */
function quotationEnd(t: string, open: string): number {
  const [opens, closes] =
    open === "„" ? ["„", "“”"] : open === "“" ? ["“", "”"] : open === "«" ? ["«", "»"] : ["", '"'];
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charAt(i);
    if (opens.includes(c) && c !== "") depth++;
    else if (closes.includes(c)) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** Up to the title's first sentence end (not after an abbreviation), an "In:" or the publisher. */
function firstSentence(text: string): string {
  let t = text;
  const end =
    /(?<!\b\p{Lu}|\b(?:Vol|Nr|No|Bd|Jg|Aufl|Hrsg|ed|S|St|Dr|Prof|vs|bzw|z\.\s?B|u\.\s?a|et al))[.?!](?=\s|$)|,\s(?:in|In):\s|\s[Ii]n:\s|,\s(?:url|URL|https?:)|,\s(?:19|20)\d{2}\b|,\s[^,]*\b(?:Verlag|Press|Publishing|Publisher)\b/u.exec(
      t,
    );
  if (end) t = t.slice(0, end.index + (/[?!]/u.test(end[0]) ? 1 : 0));
  return t;
}

/** Quotation marks inside a title: set against their word ("„Flüchtlingskrise “in" → "„Flüchtlingskrise“ in"), none left alone. */
function tidyQuotes(title: string): string {
  const t = title.replace(/\s+([“”])(?=\p{L})/gu, "$1 ");
  const opening = (t.match(/„/gu) ?? []).length;
  const closing = (t.match(/[“”]/gu) ?? []).length;
  return opening === closing
    ? t
    : t
        .replace(/[„“”]/gu, "")
        .replace(/\s{2,}/gu, " ")
        .trim();
}
