/** A thesis understanding built by hand for the planner's and writer's focused tests. */
import { EMPTY_TITLE_PAGE } from "../../src/document.ts";
import { indexLabels } from "../../src/text/page-label.ts";
import {
  EMPTY_PARTS,
  type MainChapter,
  type SentenceFlag,
  type Understanding,
} from "../../src/understand/schema.ts";

export interface SentenceSpec {
  words?: number;
  text?: string;
  page?: number | null;
  section?: string | null;
  /** The level-3 heading the sentence stands under. */
  subsection?: string;
  flags?: SentenceFlag[];
  role?: Understanding["sentences"][number]["role"];
}
export interface ChapterSpec {
  title: string;
  role: MainChapter["role"];
  sections?: Array<[id: string, title: string]>;
  sentences: SentenceSpec[];
}

/** A thesis understanding built by hand: sentence ids in document order, words as given (default 10). */
export function thesisOf(
  chapters: ChapterSpec[],
  extra: Partial<
    Pick<Understanding, "references" | "tables" | "wordCount" | "titleFromFilename" | "parts" | "figures">
  > = {},
): Understanding {
  const sentences: Understanding["sentences"] = [];
  for (const [ci, c] of chapters.entries())
    for (const s of c.sentences) {
      const id = sentences.length;
      const words = s.words ?? 10;
      sentences.push({
        id,
        text: s.text ?? `Satz ${id} ${Array.from({ length: words - 2 }, () => "wort").join(" ")}.`,
        page: s.page === undefined ? ci + 1 : s.page,
        chapter: ci,
        sectionId: s.section ?? null,
        ...(s.subsection ? { subsection: s.subsection } : {}),
        score: 0.5,
        words,
        role: s.role ?? "background",
        flags: s.flags ?? [],
      });
    }
  const chapterWords = (ci: number) =>
    sentences.filter((s) => s.chapter === ci).reduce((a, s) => a + s.words, 0);
  return {
    language: "de",
    title: "Beteiligung in Gemeinschaftsgärten",
    shortTitle: "Beteiligung in Gemeinschaftsgärten",
    titleFromFilename: extra.titleFromFilename ?? false,
    titlePage: EMPTY_TITLE_PAGE,
    pageCount: chapters.length,
    // Hand-made sentences stand on any page they like; each prints its index.
    pageLabels: indexLabels(200),
    wordCount: extra.wordCount ?? sentences.reduce((a, s) => a + s.words, 0),
    chapters: chapters.map((c, ci) => ({
      headingId: `h${ci}`,
      title: c.title,
      number: String(ci + 1),
      role: c.role,
      pageStart: ci + 1,
      pageEnd: ci + 1,
      words: chapterWords(ci),
      sections: (c.sections ?? []).map(([headingId, title]) => ({
        headingId,
        title,
        number: null,
        page: ci + 1,
        words: 0,
      })),
    })),
    appendix: [],
    sentences,
    parts: extra.parts ?? EMPTY_PARTS,
    figures: extra.figures ?? [],
    tables: extra.tables ?? [],
    references: extra.references ?? [],
    method: { design: null, sampleSize: null, instruments: [] },
  };
}

export const n = (count: number, spec: SentenceSpec = {}): SentenceSpec[] =>
  Array.from({ length: count }, () => spec);
