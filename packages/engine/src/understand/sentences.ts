/**
 * Every body sentence of the main chapters with where it stands (page, chapter, level-2 section, heading
 * path) and its role (sentence-role/); the roles no slide may use.
 */
import type { ChapterRole, DocumentModel, Heading } from "../document.ts";
import { LIST_MARKER } from "../text/list-marker.ts";
import { splitSentences } from "../text/sentences.ts";
import { conjectureLabel } from "./conjectures.ts";
import type { MainChapter } from "./schema.ts";
import { classifySentence } from "./sentence-role/classify.ts";
import type { SentenceRole } from "./sentence-role/roles.ts";

/** A sentence before scoring: where it stands and what it does. */
export interface LocatedSentence {
  text: string;
  page: number | null;
  /** Index into the main chapters, -1 for the abstract. */
  chapter: number;
  /** The level-2 section (heading id) it belongs to. */
  sectionId: string | null;
  /** The innermost heading id (for passages that point back into the document). */
  headingId: string | null;
  /** Titles of the enclosing headings, outermost first. */
  path: string[];
  chapterRole: ChapterRole | "front";
  /** First sentence of its section. */
  first: boolean;
  role: SentenceRole;
}

interface HeadingPlace {
  chapter: number;
  section: string | null;
  path: string[];
}

/** Where each heading id sits: its main chapter, its level-2 section and its title path. */
export function headingPlaces(doc: DocumentModel, chapters: MainChapter[]): Map<string, HeadingPlace> {
  const out = new Map<string, HeadingPlace>();
  const walk = (h: Heading, chapter: number, section: string | null, path: string[], depth: number) => {
    const sec = depth === 1 ? h.id : section;
    const p = [...path, h.title];
    out.set(h.id, { chapter, section: sec, path: p });
    for (const c of h.children) walk(c, chapter, sec, p, depth + 1);
  };
  for (const h of doc.headings) {
    const idx = chapters.findIndex((c) => c.headingId === h.id);
    walk(h, idx, null, [], 0);
  }
  return out;
}

/** A piece that stops on an article, a preposition or a conjunction: its sentence goes on elsewhere. */
const STOPS_MID_SENTENCE =
  /(?:^|\s)(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|und|oder|mit|von|zu|zur|zum|für|auf|im|am|bei|the|of|to|and|or|with|for|by)$/u;

/** The usable sentences of the abstract and the main chapters, in document order, with their roles. */
export function locateSentences(
  doc: DocumentModel,
  chapters: MainChapter[],
  whole: boolean,
  places: Map<string, HeadingPlace> = headingPlaces(doc, chapters),
): LocatedSentence[] {
  const out: LocatedSentence[] = [];
  const push = (s: Omit<LocatedSentence, "role">) =>
    out.push({
      ...s,
      role: classifySentence({
        text: s.text,
        chapterRole: s.chapterRole,
        headingPath: s.path,
        language: doc.language,
      }),
    });
  for (const text of splitSentences(doc.abstract ?? "")) {
    push({
      text,
      page: null,
      chapter: -1,
      sectionId: null,
      headingId: null,
      path: ["Abstract"],
      chapterRole: "front",
      first: false,
    });
  }
  let lastSection: string | null | undefined;
  // The label the list items after a lead-in to possible explanations carry (see conjectures.ts).
  let itemLabel: string | null = null;
  for (const p of doc.paragraphs) {
    const place = p.sectionId ? places.get(p.sectionId) : undefined;
    const chapter = whole ? 0 : (place?.chapter ?? -1);
    if (chapter < 0) continue;
    const section = place?.section ?? null;
    const firstOfSection = section !== lastSection;
    lastSection = section;
    const chapterRole = chapters[chapter]?.role ?? "other";
    const label = LIST_MARKER.test(p.text) ? itemLabel : null;
    if (!label) itemLabel = conjectureLabel(p.text, chapterRole, doc.language);
    splitSentences(p.text).forEach((text, i) => {
      const located = {
        // The list marker split off as a sentence of its own ("1.") stays as it is.
        text: label && /\p{L}{2}/u.test(text) ? `${label}: ${text}` : text,
        page: p.page,
        chapter,
        sectionId: section,
        headingId: p.sectionId,
        path: place?.path ?? [],
        chapterRole,
        first: i === 0 && firstOfSection,
      };
      // The rest of a sentence cut by a page break or a footnote ("40 Ferner sinkt der" | "Verkaufswert eines
      // Spielers …") cannot stand alone: it opens a paragraph right after a piece that stops mid-sentence.
      const before = out[out.length - 1];
      if (i === 0 && before && STOPS_MID_SENTENCE.test(before.text))
        out.push({ ...located, first: false, role: "broken" });
      else push(located);
    });
  }
  return out;
}

/** Sentences that must never be picked for a slide: about the text itself, or not prose at all. */
export const UNUSABLE_ROLES: ReadonlySet<SentenceRole> = new Set([
  "roadmap",
  "figure-description",
  "housekeeping",
  "broken",
]);
