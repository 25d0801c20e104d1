/**
 * Which finding each results slide states, and which slide answers the research question. A results
 * slide states the best finding (understand/finding-rank.ts) of its own sentences, else of its chapters, else
 * the best one no slide shows from the results and discussion chapters (a results chapter that only
 * describes its figures still gets the finding its discussion states). The answer goes on the first
 * conclusion slide, else on the last discussion or results slide.
 */

import { contentStems } from "../text/words.ts";
import type { Finding, Understanding } from "../understand/schema.ts";
import type { SlideKind } from "./schema.ts";

/** The parts of a slide draft the choice reads, and the two it sets. */
export interface FindingSlot {
  kind: SlideKind;
  chapters: number[];
  range: { from: number; to: number } | null;
  finding?: number | null;
  answers?: boolean;
  /** What the slide is about (its section's heading); a finding borrowed from another chapter must fit it. */
  titleHint?: string;
}

/** A title that names only the part of the talk ("Ergebnisse", "Results"): any of its findings fits it. */
const PART_NAME =
  /^(?:\d+(?:\.\d+)*\s+)?(?:ergebnis(?:se)?|resultate|befunde|auswertung|evaluation|evaluierung|results?|findings|analyse|analysis)(?:\s+(?:und|and|&)\s+\p{L}+)?$/iu;

/** A finding from another chapter fits a slide whose title names only its part, or shares a content word. */
function fitsTitle(slot: FindingSlot, text: string): boolean {
  const title = slot.titleHint?.trim();
  if (!title || PART_NAME.test(title)) return true;
  const titled = contentStems(title);
  return [...contentStems(text)].some((w) => titled.has(w));
}

/** Descriptive statistics state a finding only when the slide has no other. */
function rankOf(f: Finding): number {
  return f.kind === "descriptive" ? f.score - 10 : f.score;
}

export function assignFindings(slots: FindingSlot[], thesis: Understanding): void {
  const findings = thesis.parts.findings
    .filter((f): f is Finding & { sentenceId: number } => f.sentenceId !== null)
    .sort((a, b) => rankOf(b) - rankOf(a));
  const results = slots.filter((s) => s.kind === "results" && s.range !== null);
  const inRange = (id: number, s: FindingSlot) => s.range !== null && id >= s.range.from && id <= s.range.to;
  const taken = new Set<number>();
  const chapterOf = (id: number) => thesis.sentences[id]?.chapter ?? -1;
  const sourceChapter = (c: number) => ["results", "discussion"].includes(thesis.chapters[c]?.role ?? "");
  for (const slot of results) {
    const free = findings.filter((f) => !taken.has(f.sentenceId));
    // Not one another results slide will state from its own sentences.
    const elsewhere = (id: number) => results.some((o) => o !== slot && inRange(id, o));
    // Of its own chapters, not one that any other slide's sentences hold either: borrowed, it would pull
    // that slide's figure or table away from it.
    const onOtherSlide = (id: number) => slots.some((o) => o !== slot && inRange(id, o));
    const pick =
      free.find((f) => inRange(f.sentenceId, slot)) ??
      free.find((f) => slot.chapters.includes(chapterOf(f.sentenceId)) && !onOtherSlide(f.sentenceId)) ??
      free.find(
        (f) => sourceChapter(chapterOf(f.sentenceId)) && !elsewhere(f.sentenceId) && fitsTitle(slot, f.text),
      );
    slot.finding = pick?.sentenceId ?? null;
    if (pick) taken.add(pick.sentenceId);
  }
  if (!thesis.parts.answer) return;
  const answering =
    slots.find((s) => s.kind === "conclusion") ??
    slots.findLast((s) => s.kind === "discussion") ??
    slots.findLast((s) => s.kind === "results");
  if (answering) answering.answers = true;
}
