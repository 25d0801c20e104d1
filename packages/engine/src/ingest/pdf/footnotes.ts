/** PDF footnotes: the block of smaller lines at the foot of a page, a note carried over joined to its start. */
import type { RawFootnote } from "../blocks.ts";
import { joinLines } from "../normalize.ts";
import type { Line, PageLines } from "./page-lines.ts";

/** Footnotes: a block of smaller lines at the bottom of a page whose first line starts with a marker. */
export function splitFootnotes(p: PageLines, bodySize: number): RawFootnote[] {
  const small = (l: Line) => l.size <= bodySize * 0.92;
  let start = p.lines.length;
  while (start > 0) {
    const l = p.lines[start - 1];
    if (!l || !small(l) || l.y > p.height * 0.45) break;
    start--;
  }
  let region = p.lines.slice(start);
  // A footnote carried over from the previous page opens the block without a marker: its lines belong to
  // that note (marker "" here, joined by the caller), not to the body. At most a few such lines.
  const firstMarked = region.findIndex((l) => /^\d{1,3}\s*\S/.test(l.text));
  if (firstMarked < 0 || firstMarked > 4) return [];
  const notes: RawFootnote[] = [];
  if (firstMarked > 0) {
    notes.push({
      marker: "",
      text: joinLines(region.slice(0, firstMarked).map((l) => l.text)),
      page: p.page,
    });
    region = region.slice(firstMarked);
  }
  // The region must sit below the body text (a gap or a rule), not be a small-font table in the middle.
  for (const l of region) {
    const m = /^(\d{1,3})\s*(\S.*)$/.exec(l.text);
    const last = notes.at(-1);
    if (m && (!last?.marker || Number(m[1]) === Number(last.marker) + 1)) {
      notes.push({ marker: m[1] ?? "", text: m[2] ?? "", page: p.page });
    } else if (last) {
      last.text = joinLines([last.text, l.text]);
    }
  }
  p.lines = p.lines.slice(0, start);
  return notes;
}

/** Footnotes of all pages, a note carried over to the next page joined to its start. */
export function joinCarriedNotes(notes: RawFootnote[]): RawFootnote[] {
  const out: RawFootnote[] = [];
  for (const n of notes) {
    const last = out.at(-1);
    if (n.marker === "" && last) last.text = joinLines([last.text, n.text]);
    else if (n.marker !== "") out.push(n);
  }
  return out;
}
