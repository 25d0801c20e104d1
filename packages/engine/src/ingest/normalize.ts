/** Text normalisation shared by all formats: Unicode, ligatures, dotless ı, field codes, hyphenation. */

/** LaTeX PDFs set umlauts as a separate diaeresis glyph before the letter ("S¨ aure", "¨ Uberschuss"). */
const SPACING_DIAERESIS = /(\s?)(?:\u00a8|\u0308)\s?([AOUaou])/g;
const UMLAUT: Record<string, string> = { A: "Ä", O: "Ö", U: "Ü", a: "ä", o: "ö", u: "ü" };
/** Word field instructions that leak into extracted text: `TOC \o "1-3" \h`, `PAGEREF _Toc123 \h`, … */
const FIELD_CODE =
  /\b(?:TOC|PAGEREF|HYPERLINK|NOTEREF|STYLEREF|SEQ|REF|XE|TC)\b(?:\s+(?:\\[*@#!a-zA-Z]+|"[^"]*"|_[A-Za-z]+\d+|[A-Z][A-Za-z]*\s(?=\\)|MERGEFORMAT|\d+-\d+))+/g;

/**
 * LaTeX fonts in the T1 (Cork) encoding without a Unicode map (bitmap Type 3 fonts from dvips, old PDF
 * converters) hand over their ligatures, dashes and quotes as control codes and "ß" as "ÿ": "Einuss",
 * "signikant", "gröÿere", "20052022". Read through the encoding, they are the letters the page shows.
 */
const T1_CODES: Record<string, string> = {
  "\u0010": "“",
  "\u0011": "”",
  "\u0012": "„",
  "\u0013": "«",
  "\u0014": "»",
  "\u0015": "–",
  "\u0016": "—",
  "\u001b": "ff",
  "\u001c": "fi",
  "\u001d": "fl",
  "\u001e": "ffi",
  "\u001f": "ffl",
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control codes are T1 glyphs
const T1_CODE = /[\u0010-\u0016\u001b-\u001f]/g;
/** "ÿ" after a letter is T1's "ß" ("Maÿnahmen", "gröÿere"); a real "ÿ" in German or English text is a name's. */
const T1_SHARP_S = /(?<=\p{Ll})\u00ff/gu;

/**
 * LaTeX math italic (Computer Modern CMMI) written out by the macOS PDF export: the Greek letters at the
 * font's low codes come with the Mac's keyboard symbols as their Unicode ("heat transfer coefficient ↵",
 * "⌧xx", "2⇡/λ"). Read back as the letters the page shows; a symbol in a key chord ("⌘ + C") stays.
 */
const MAC_KEYBOARD_GREEK: Record<string, string> = {
  "\u21b5": "α",
  "\u2318": "η",
  "\uf8ff": "κ",
  "\u232b": "ν",
  "\u21e1": "π",
  "\u21e2": "ρ",
  "\u2327": "τ",
};
const MAC_KEYBOARD_SYMBOL = /(?<!\+\s?)[\u21b5\u2318\uf8ff\u232b\u21e1\u21e2\u2327](?!\s?\+)/gu;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Normalises one run of text (no line structure). */
export function normalizeText(input: string): string {
  // LaTeX sets "\"o" as a spacing diaeresis, often with a space before it: "Fr ¨ohlich", "Str ¨omungen". The
  // space goes when the letters before it cannot be a word of their own (no vowel: "Fr", "Str", "f");
  // "wir ¨uber" keeps it.
  let s = input.replace(
    SPACING_DIAERESIS,
    (_m, space: string, base: string, offset: number, whole: string) => {
      const before = /\p{L}+$/u.exec(whole.slice(Math.max(0, offset - 12), offset))?.[0] ?? "";
      const glued = before !== "" && !/[aeiouyäöü]/iu.test(before);
      return (glued ? "" : space) + (UMLAUT[base] ?? base);
    },
  );
  s = s.normalize("NFKC");
  s = s
    .replace(T1_CODE, (c) => T1_CODES[c] ?? c)
    .replace(T1_SHARP_S, "ß")
    .replace(MAC_KEYBOARD_SYMBOL, (c) => MAC_KEYBOARD_GREEK[c] ?? c)
    .replace(/\u0131/g, "i") // dotless ı from broken font encodings ("Bachelorarbeıt")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "") // soft hyphen, zero-width characters
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " ")
    .replace(/\uf0b7|\uf0a7|\u25aa|\u25cf/g, "•")
    .replace(CONTROL_CHARS, "");
  s = s.replace(FIELD_CODE, " ");
  return s.replace(/[ \t]+/g, " ").trim();
}

const KEEP_HYPHEN_BEFORE = /^(und|oder|bzw\.?|sowie|als|and|or|to|bis)\b/;

/**
 * Joins the lines of one paragraph, undoing hyphenation at line ends ("Unter-" + "suchung" → "Untersuchung")
 * but keeping real hyphens ("Wochenend- und Feiertage", "E-" + "Mail"); URLs and DOIs broken at a line end
 * ("10.1016/0377-" + "2217(89)90053-9") are closed up.
 */
const URL_START = /^(https?:\/\/|www\.)|doi\.org|^(?:doi:\s?)?10\.\d{4,9}\//i;
/** A line cannot go on with a URL when it starts with a quote mark or a dash ("„Briatte …", "———. 2019."). */
const NOT_URL_START = /^[„“”"«»‚‘’—–\s]/u;

/**
 * Does `line` carry on the URL or DOI `lastToken` that ended the previous line? After a hyphen, slash, "="
 * and the like it does; after a full stop only when the line goes on like an address ("de/…", "pdf",
 * "html#x"), not when a sentence or the next reference starts ("Stanford Human …", "abgerufen am …").
 */
function urlContinues(lastToken: string, line: string): boolean {
  if (!URL_START.test(lastToken) || NOT_URL_START.test(line)) return false;
  if (/[-/_~=?&#%]$/.test(lastToken)) return true;
  if (!lastToken.endsWith(".")) return false;
  const next = line.split(/\s/, 1)[0] ?? "";
  if (/^[A-Za-z0-9][\w\-~%.]*[/?#=&]/.test(next)) return true; // "de/studie", "php?id=3", "R-project.org/…"
  // A DOI goes on with its numbers and dotted parts ("10.1016/j.matpr.2020." | "10.181.", "acs." | "est.8b02963").
  const piece = next.replace(/[.,;]$/, "");
  if (
    /^(?:doi:\s?)?10\.\d{4,9}\/|doi\.org\//i.test(lastToken) &&
    /^[a-z0-9][\w\-()]*(?:\.[\w\-()]+)*$/.test(piece) &&
    /\d|\./.test(piece)
  )
    return true;
  // A bare top-level domain or file ending ("com", "pdf", "html"), but not a short word ("am", "vom").
  return /^[a-z]{2,4}[.,;]?$/.test(next) && !/^(?:am|an|in|im|on|at|und|and|vom|from|zu|by|von)\b/.test(next);
}

export function joinLines(lines: string[]): string {
  let out = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!out) {
      out = line;
      continue;
    }
    if (/\s?(?:\u00a8|\u0308)$/.test(out) && /^[AOUaou]/.test(line)) {
      // The diaeresis of a LaTeX umlaut ended the previous line: "bei ¨" + "Uberschuss".
      out = `${out.replace(/\s?(?:\u00a8|\u0308)$/, "")} ${UMLAUT[line[0] as string]}${line.slice(1)}`;
      continue;
    }
    const lastToken = out.slice(out.lastIndexOf(" ") + 1);
    if (urlContinues(lastToken, line)) {
      out += line; // URL broken across lines
    } else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line) && !KEEP_HYPHEN_BEFORE.test(line)) {
      out = out.slice(0, -1) + line;
    } else if (/\p{L}-$/u.test(out) && /^\p{Lu}/u.test(line)) {
      out += line; // "E-" + "Mail": keep the hyphen, no space
    } else if (/[\p{N}+)\]]-$/u.test(out) && /^\p{L}/u.test(line) && !KEEP_HYPHEN_BEFORE.test(line)) {
      out += line; // "CO2-" + "Emissionen", "NAD+-" + "abhängige": a compound after a number or sign
    } else {
      out += ` ${line}`;
    }
  }
  return out;
}

/** Compares headings and titles loosely: case, numbering, punctuation and spaces do not matter. */
export function looseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\s*(?:kapitel\s+|chapter\s+)?(?:(?:\d+|[ivx]+(?=[.)\s]))[.)]?\s*)+/i, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
