/** Slide titles that fit: whitespace collapsed, cut at a word boundary with an ellipsis when too long. */

const MAX_TITLE_CHARS = 80;

export function shortTitle(title: string, max = MAX_TITLE_CHARS): string {
  const t = title.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,:;–-]+$/, "")} …`;
}
