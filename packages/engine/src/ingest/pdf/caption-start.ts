/**
 * Does a PDF line open a figure's or table's caption ("Abbildung 3: …", "Tab. 2.1 …", "Figure 4. …")?
 * Running text that names a figure ("Abbildung 3 zeigt …") and list-of-figures entries (dot leaders) do not.
 */
import { LABEL_NUMBER, LABEL_WORD, labelKind } from "../../text/caption-label.ts";
import type { PageLines } from "./page-lines.ts";

const LABEL = String.raw`(${LABEL_WORD})\s*(${LABEL_NUMBER})`;
/** Label + number + separator or text: "Abbildung 3: …", "Tab. 2.1 …", "Figure 4. …", "Abbildung 5 – …". */
const CAPTION_START = new RegExp(String.raw`^${LABEL}(?:\s*([:.–—|-])\s*|\s+(?=\S)|$)(.*)$`, "iu");
/** Dot leaders with a page number: a list-of-figures entry. */
export const LEADERS = /(?:\.\s?){4,}\s*[0-9ivxlc]*\s*$|…\s*\d+\s*$/i;

export interface CaptionLabel {
  kind: "figure" | "table";
  number: string;
  separator: boolean;
  rest: string;
}

export function parseCaptionStart(text: string): CaptionLabel | null {
  const m = CAPTION_START.exec(text.trim());
  if (!m) return null;
  const rest = (m[4] ?? "").trim();
  const separator = m[3] !== undefined;
  // "Abbildung 3 zeigt …", "Tabelle 2, Seite 4)", "Abb. 4)" are references in running text.
  if (!separator && (/^[\p{Ll},;)\]]/u.test(rest) || rest === "")) return null;
  if (separator && m[3] === "." && /^\p{Ll}/u.test(rest)) return null;
  return {
    kind: labelKind(m[1] ?? ""),
    number: (m[2] ?? "").replace(/–/g, "-"),
    separator,
    rest,
  };
}

/** Pages worth opening: a line starts with a caption label (cheap test on the extracted lines). */
export function captionPages(pages: PageLines[]): PageLines[] {
  return pages.filter((p) =>
    p.lines.some((l) => parseCaptionStart(l.text) !== null && !LEADERS.test(l.text)),
  );
}
