/**
 * Every body sentence of the main chapters with where it stands (page, chapter, level-2 section, heading
 * path), its role (sentence-role/) and a salience score: tf-idf centrality within its chapter, position,
 * length, and penalties for anaphora, pointers, code and formulas.
 */
import type { ChapterRole, DocumentModel, Heading } from "../document.ts";
import { splitSentences } from "../text/sentences.ts";
import { contentTokens, wordCount } from "../text/words.ts";
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
  for (const p of doc.paragraphs) {
    const place = p.sectionId ? places.get(p.sectionId) : undefined;
    const chapter = whole ? 0 : (place?.chapter ?? -1);
    if (chapter < 0) continue;
    const section = place?.section ?? null;
    const firstOfSection = section !== lastSection;
    lastSection = section;
    splitSentences(p.text).forEach((text, i) => {
      const located = {
        text,
        page: p.page,
        chapter,
        sectionId: section,
        headingId: p.sectionId,
        path: place?.path ?? [],
        chapterRole: chapters[chapter]?.role ?? "other",
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

/** How much a sentence looks like something other than a statement (0 = clean prose). */
export function penalty(text: string): number {
  let p = 0;
  if (/^(dies|diese|dieser|dieses|er|sie|es|hier|dabei|daher|this|these|it|they|here)\b/iu.test(text))
    p += 0.25;
  if (/(abbildung|abb\.|tabelle|tab\.|figure|fig\.|table|listing)\s*\d/iu.test(text)) p += 0.35;
  if (/https?:\/\/|www\./.test(text)) p += 0.6;
  if (/[{}=<>;\\$_^|]{2,}|[{}\\]/.test(text)) p += 0.8;
  // Code, queries and identifiers: pipes, underscores, brackets, camelCase and dotted names.
  const code = (text.match(/[|_=(){}[\]<>;$\\]/g) ?? []).length;
  if (code >= 3) p += 0.7;
  const tokens = text.split(/\s+/);
  const odd = tokens.filter((t) => /[a-z][A-Z]|_|\w\.\w+\(|^\d+$/.test(t)).length;
  if (tokens.length > 0 && odd / tokens.length > 0.2) p += 0.5;
  if (/^[\d\s,;–-]*\]/.test(text)) p += 0.3;
  // URLs without scheme, JDBC strings, package names, masked values.
  if (/:\/\/|\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b|\*{3,}/.test(text)) p += 0.6;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < text.length * 0.6) p += 0.6;
  if (/…|\.\.\.$/.test(text)) p += 0.2;
  return p;
}

function lengthFactor(n: number): number {
  if (n < 5) return 0.2;
  if (n < 8) return 0.7;
  if (n <= 32) return 1;
  if (n <= 45) return 0.75;
  return 0.4;
}

/** Sentences that must never be picked for a slide: about the text itself, or not prose at all. */
export const UNUSABLE_ROLES: ReadonlySet<SentenceRole> = new Set([
  "roadmap",
  "figure-description",
  "housekeeping",
  "broken",
]);

/**
 * Salience per sentence: centrality of its words within its chapter (tf · idf over paragraphs), a bonus for
 * opening a section, and the penalties above; sentences of an unusable role are pushed to the bottom.
 */
export function scoreSentences(sentences: LocatedSentence[], chapterCount: number): number[] {
  const df = new Map<string, number>();
  const chapterTf = Array.from({ length: chapterCount }, () => new Map<string, number>());
  const tokensOf = sentences.map((s) => contentTokens(s.text));
  sentences.forEach((s, i) => {
    const toks = tokensOf[i] ?? [];
    for (const t of new Set(toks)) df.set(t, (df.get(t) ?? 0) + 1);
    const tf = chapterTf[s.chapter];
    if (tf) for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
  });
  const n = sentences.length;
  const idf = (w: string) => Math.log((n + 1) / ((df.get(w) ?? 0) + 0.5));
  const maxTf = chapterTf.map((tf) => Math.max(1, ...tf.values()));
  return sentences.map((s, i) => {
    const toks = tokensOf[i] ?? [];
    const tf = chapterTf[s.chapter] ?? new Map<string, number>();
    const mt = maxTf[s.chapter] ?? 1;
    const centrality = toks.length
      ? toks.reduce((acc, t) => acc + ((tf.get(t) ?? 0) / mt) * idf(t), 0) / Math.sqrt(toks.length)
      : 0;
    const base = centrality * lengthFactor(wordCount(s.text)) + (s.first ? 0.3 : 0);
    const unusable = UNUSABLE_ROLES.has(s.role) ? 0.05 : 1;
    return Math.round(base * Math.max(0.05, 1 - penalty(s.text)) * unusable * 1000) / 1000;
  });
}
