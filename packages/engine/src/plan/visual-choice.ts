/**
 * Which slides get a diagram, and which kind: the first slide of each key kind a fixed diagram, then about
 * every third remaining content slide one chosen from its text.
 */
import type { Understanding } from "../understand/schema.ts";
import type { Questionnaire, SlideKind, VisualKind } from "./schema.ts";

const PROCEDURAL =
  /zunächst|anschließend|danach|im nächsten schritt|schritt|abschließend|daraufhin|first|then|next|finally|step/iu;
const ITERATIVE = /iterativ|zyklus|kreislauf|zyklisch|iterative|cycle|cyclic|pdca|sprint/iu;
const CONTENT_KINDS: SlideKind[] = [
  "motivation",
  "theory",
  "method",
  "results",
  "discussion",
  "conclusion",
  "chapter",
];

/**
 * Diagrams where they can carry content the bullets do not: the first method slide (process or cycle) and the
 * first results slide (key figure); the research question stands alone, in its own words. Theory and
 * limitations get none: a framework of a theory chapter only put its sub-headings in boxes, and a comparison
 * on the limitations slide repeated its bullets (issue 29, item 5). Then about every third remaining content
 * slide gets a diagram when its text has one (timeline with years, process with steps). The visual stage
 * still draws a planned diagram only when the thesis gives it content. Sets `visual` on the drafts in place.
 */
export function assignVisuals(
  drafts: Array<{ kind: SlideKind; visual: VisualKind | null; range: { from: number; to: number } | null }>,
  thesis: Understanding,
  q: Questionnaire,
): void {
  const iterative = ITERATIVE.test(
    q.methodology +
      thesis.sentences
        .filter((s) => s.flags.includes("method"))
        .map((s) => s.text)
        .join(" "),
  );
  const seen = new Set<SlideKind>();
  for (const d of drafts) {
    if (seen.has(d.kind)) continue;
    if (d.kind === "method") d.visual = iterative ? "cycle" : "process";
    else if (d.kind === "results") d.visual = "key-figure";
    else continue;
    seen.add(d.kind);
  }
  let since = 1;
  for (const d of drafts) {
    if (!CONTENT_KINDS.includes(d.kind) || !d.range) continue;
    if (d.visual) {
      since = 0;
      continue;
    }
    since++;
    if (since < 3) continue;
    d.visual = visualFromText(
      thesis.sentences
        .slice(d.range.from, d.range.to + 1)
        .map((x) => x.text)
        .join(" "),
    );
    if (d.visual) since = 0;
  }
}

/** A timeline for text with three or more distinct years, a process for two or more step words, else none. */
export function visualFromText(text: string): VisualKind | null {
  const years = new Set(text.match(/\b(19|20)\d{2}\b/g) ?? []);
  const steps = (text.match(new RegExp(PROCEDURAL.source, "giu")) ?? []).length;
  return years.size >= 3 ? "timeline" : steps >= 2 ? "process" : null;
}
