/** String helpers of the title page reader: trimmed and collapsed text, quotation marks, words. */

export const clean = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .replace(/^[\s,;·•|]+|[\s,;·•|]+$/g, "")
    .trim();
/** A title set in quotation marks without them; a mark whose partner was lost ("… in dein Haus!“") goes too. */
export const stripQuotes = (s: string) => {
  const m = /^["„“”»«‚‘’'](.*)["“”«»‘’'‚]$/su.exec(s.trim());
  const t = m ? (m[1] ?? "").trim() : s.trim();
  if (/[“”]$/u.test(t) && !/[„“”]/u.test(t.slice(0, -1))) return t.slice(0, -1).trim();
  if (/^„/u.test(t) && !/[“”]/u.test(t)) return t.slice(1).trim();
  return t;
};
export const words = (s: string) => s.split(/\s+/).filter(Boolean);
