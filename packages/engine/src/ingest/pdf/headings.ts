/**
 * Which PDF lines are headings, and at what level: the outline's entries matched to the text where the PDF
 * has one (plus front- and back-matter names set large), else lines set larger than the body or numbered
 * "2.1 …", levelled by their font size.
 */
import { looseKey } from "../normalize.ts";
import { matchOutline, type OutlineEntry } from "./outline.ts";
import type { Line, PageLines } from "./page-lines.ts";

export type HeadingAt = Map<Line, { level: number | null; cont?: boolean }>;

const FRONT_BACK_NAMES =
  /^(inhaltsverzeichnis|inhalt|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|abkürzungen|symbolverzeichnis|formelverzeichnis|literaturverzeichnis|literatur|quellenverzeichnis|quellen|anhang|anhänge|anlagen|eidesstattlicheerklärung|ehrenwörtlicheerklärung|selbstständigkeitserklärung|erklärung|sperrvermerk|abstract|kurzfassung|zusammenfassung|danksagung|vorwort|contents|tableofcontents|listoffigures|listoftables|references|bibliography|appendix|acknowledgements|acknowledgments|declaration)/;

/** The headings, and the outline entries found nowhere in the text (added as headings on their page). */
export function headingsOf(
  pages: PageLines[],
  outline: OutlineEntry[],
  bodySize: number,
): { headingAt: HeadingAt; unmatched: OutlineEntry[] } {
  if (outline.length < 3) return { headingAt: headingsBySize(pages, bodySize), unmatched: [] };
  const { headingAt, unmatched } = matchOutline(pages, outline, bodySize);
  for (const p of pages) {
    for (const l of p.lines) {
      if (!headingAt.has(l) && l.size >= bodySize * 1.12 && FRONT_BACK_NAMES.test(looseKey(l.text))) {
        headingAt.set(l, { level: 1 });
      }
    }
  }
  return { headingAt, unmatched };
}

/** Without an outline: lines set larger than the body or numbered, a wrapped heading's lines joined. */
function headingsBySize(pages: PageLines[], bodySize: number): HeadingAt {
  const headingAt: HeadingAt = new Map();
  for (const p of pages) {
    let prevHeading: Line | null = null;
    for (const l of p.lines) {
      if (isHeadingCandidate(l, bodySize)) {
        const cont =
          prevHeading !== null &&
          prevHeading.size === l.size &&
          prevHeading.y - l.y < l.size * 1.6 &&
          !/^\d/.test(l.text);
        headingAt.set(l, { level: null, cont });
        prevHeading = l;
      } else prevHeading = null;
    }
  }
  // Level by font size rank when the text has no numbering: largest size = chapter.
  const sizes = [...new Set([...headingAt.keys()].map((l) => l.size))].sort((a, b) => b - a);
  for (const [l, h] of headingAt) {
    if (!/^\d+(\.\d+)*\.?\s/.test(l.text)) h.level = Math.min(sizes.indexOf(l.size) + 1, 4);
  }
  return headingAt;
}

function isHeadingCandidate(l: Line, bodySize: number): boolean {
  if (l.text.length > 160 || !/\p{L}{2}/u.test(l.text) || /(\.\s?){4,}\s*[0-9ivx]+$/i.test(l.text))
    return false;
  if (l.size >= bodySize * 1.12) return true;
  return /^\d+(\.\d+)+\.?\s+\p{Lu}/u.test(l.text) && l.text.length < 100 && !/[.,;:]$/.test(l.text);
}
