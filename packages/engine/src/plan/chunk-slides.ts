/**
 * One slide per chunk of a group's sentences, each titled by its chapter or by the section that holds most
 * of it.
 */

import { chapterRole as titleRole } from "../text/chapter-role.ts";
import { LIMITS_TITLE } from "../text/limits-heading.ts";
import type { MainChapter, Understanding } from "../understand/schema.ts";
import { chunkSentences, sentenceRange } from "./chunks.ts";
import type { PlanDraft, Sentences } from "./draft.ts";
import type { Group } from "./groups.ts";
import { chapterRole, KIND_BY_ROLE } from "./roles.ts";
import type { SlideKind } from "./schema.ts";

/**
 * The section that holds most of a chunk's words within its first chapter (a chunk cut inside one section
 * is about the next one when most of its words lie there), else the one it starts in. `opensLate`: it is
 * not where the chapter's text begins (the first chunk of "Ergebnisse" that is mostly its
 * "Modelldiagnostik" is titled so).
 */
function mainSection(
  chunk: Sentences,
  chapter: number,
  thesis: Understanding,
): { title: string; opensLate: boolean } | null {
  const words = new Map<string, number>();
  for (const s of chunk)
    if (s.chapter === chapter && s.sectionId) words.set(s.sectionId, (words.get(s.sectionId) ?? 0) + s.words);
  const total = chunk.filter((s) => s.chapter === chapter).reduce((a, s) => a + s.words, 0);
  const [id, most] = [...words.entries()].reduce<[string | null, number]>(
    (best, e) => (e[1] > best[1] ? e : best),
    [null, 0],
  );
  const sections = thesis.chapters[chapter]?.sections ?? [];
  const main = most * 2 >= total ? sections.find((s) => s.headingId === id) : undefined;
  if (!main) {
    // No section holds most of it: the one it starts in.
    const start = sections.find((s) => s.headingId === chunk[0]?.sectionId);
    return start ? { title: start.title, opensLate: false } : null;
  }
  const first = thesis.sentences.find((s) => s.chapter === chapter);
  return { title: main.title, opensLate: first?.sectionId !== id };
}

/**
 * One slide per chunk of the group's sentences, titled by the chapter, or by the section that holds most of
 * the chunk (`mainSection`); every chapter of the group stays represented on some slide. `kindOf` gives a
 * chapter's slide kind in its storyline section (null: by the chapter's role).
 */
export function chunkSlides(
  g: Group,
  sentences: Sentences,
  slots: number,
  thesis: Understanding,
  kindOf: (chapter: number) => SlideKind | null = () => null,
): PlanDraft[] {
  const titles = g.chapters.map((c) => thesis.chapters[c]?.title ?? "");
  const chunks = chunkSentences(sentences, slots);
  const slides: PlanDraft[] = chunks.map((chunk, k) => {
    const c = chunk[0]?.chapter ?? g.chapters[0] ?? 0;
    const ch = thesis.chapters[c];
    const section = mainSection(chunk, c, thesis);
    // The talk's conclusion opens under its own name ("Fazit"), whichever section holds most of it.
    const opensUnderSection = section?.opensLate && ch?.role !== "conclusion";
    const hint =
      chunks.length === 1
        ? titles.join(" & ")
        : section && (k > 0 || opensUnderSection)
          ? section.title
          : (ch?.title ?? titles[0] ?? "");
    const kind = kindOf(c) ?? KIND_BY_ROLE[chapterRole(ch as MainChapter)];
    return {
      kind: hint === section?.title ? kindOfSection(kind, hint) : kind,
      titleHint: hint,
      chapters: chunks.length === 1 ? g.chapters : [...new Set(chunk.map((s) => s.chapter))],
      range: sentenceRange(chunk),
      focus: [],
      weight: g.weight / Math.max(1, g.slots),
      visual: null,
      figureId: null,
    };
  });
  titleBySubsection(slides, chunks);
  // Every chapter of the group must stay represented when chunks span several chapters.
  const covered = new Set(slides.flatMap((d) => d.chapters));
  const missing = g.chapters.filter((c) => !covered.has(c));
  if (missing.length && slides.length) slides[slides.length - 1]?.chapters.push(...missing);
  return slides;
}

/**
 * Slides of one section that would share its title ("Measures" twice) are titled by the subsection that
 * holds at least half of each, where each has one of its own (level-3 headings).
 */
function titleBySubsection(slides: PlanDraft[], chunks: Sentences[]): void {
  const byTitle = new Map<string, number[]>();
  for (const [i, d] of slides.entries()) byTitle.set(d.titleHint, [...(byTitle.get(d.titleHint) ?? []), i]);
  for (const same of byTitle.values()) {
    if (same.length < 2) continue;
    const subsections = same.map((i) => mainSubsection(chunks[i] ?? []));
    if (subsections.some((t) => t === null) || new Set(subsections).size < same.length) continue;
    for (const [k, i] of same.entries()) (slides[i] as PlanDraft).titleHint = subsections[k] as string;
  }
}

/**
 * The subsection title that holds at least half of a chunk's words; null when none does (a chunk over
 * several short subsections is not titled by one of them).
 */
function mainSubsection(chunk: Sentences): string | null {
  const words = new Map<string | null, number>();
  for (const s of chunk) words.set(s.subsection ?? null, (words.get(s.subsection ?? null) ?? 0) + s.words);
  const total = chunk.reduce((a, s) => a + s.words, 0);
  const [title, most] = [...words.entries()].reduce((best, e) => (e[1] > best[1] ? e : best), [null, 0]);
  return most * 2 >= total ? title : null;
}

/** Slide kinds whose section on the work's limits becomes the limits slide. */
const OWN_LIMITS_FROM: ReadonlySet<SlideKind> = new Set(["results", "discussion"]);

/** A heading that names the work's method ("Zur Textauswahl und dem methodischen Vorgehen", "Methods"). */
const METHOD_TITLE =
  /\b(?:method\p{L}*|vorgehen|vorgehensweise|forschungsdesign|untersuchungsdesign|approach)\b/iu;

/**
 * What a slide titled by its section is, where the heading says more than its chapter: a section on the
 * work's limits inside the results or discussion ("Limitierungen und zukünftige Arbeit") is the talk's limits
 * slide, not one more result that needs its evidence; a section on the method inside the introduction is a
 * method slide, so the research question is asked before it.
 */
function kindOfSection(kind: SlideKind, heading: string): SlideKind {
  if (LIMITS_TITLE.test(heading) && OWN_LIMITS_FROM.has(kind)) return "limitations";
  if (METHOD_TITLE.test(heading) && kind === "motivation") return "method";
  // A concluding chapter that discusses before it concludes ("Diskussion und Fazit": "Einordnung der
  // Ergebnisse in den theoretischen Kontext", "Limitationen", "Gesamtfazit"): its discussion is the
  // talk's discussion, told before the conclusion (`structure.ts`).
  if (kind === "conclusion" && titleRole(heading, true) === "discussion")
    return LIMITS_TITLE.test(heading) ? "limitations" : "discussion";
  return kind;
}
