/**
 * Stage "analyze-paper": turns the document model into a digest the later stages work from —
 * the main chapters with their sections and every body sentence with its page, chapter and a salience
 * score (tf-idf centrality within its chapter, position, length, anaphora and formula penalties).
 */
import { z } from "zod";
import type { DocumentModel, Heading } from "../model/document.ts";
import { contentTokens, splitSentences, wordCount } from "../write/text.ts";

export const SENTENCE_FLAGS = [
  "question",
  "goal",
  "hypothesis",
  "method",
  "result",
  "limitation",
  "discussion",
  "conclusion",
  "outlook",
] as const;
export type SentenceFlag = (typeof SENTENCE_FLAGS)[number];

export const DigestSentenceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  page: z.number().int().nullable(),
  /** Index into `chapters`, or -1 for text outside any main chapter. */
  chapter: z.number().int(),
  sectionId: z.string().nullable(),
  score: z.number(),
  words: z.number().int(),
  flags: z.array(z.enum(SENTENCE_FLAGS)),
});
export type DigestSentence = z.infer<typeof DigestSentenceSchema>;

export const DigestSectionSchema = z.object({
  headingId: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  page: z.number().int().nullable(),
  words: z.number().int(),
});

export const DigestChapterSchema = z.object({
  headingId: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  role: z.string(),
  pageStart: z.number().int().nullable(),
  pageEnd: z.number().int().nullable(),
  words: z.number().int(),
  sections: z.array(DigestSectionSchema),
});
export type DigestChapter = z.infer<typeof DigestChapterSchema>;

export const DigestSchema = z.object({
  language: z.enum(["de", "en"]),
  title: z.string(),
  /** True when the thesis had no recognisable title and the file name stands in for it. */
  titleFromFilename: z.boolean(),
  pageCount: z.number().int(),
  wordCount: z.number().int(),
  chapters: z.array(DigestChapterSchema),
  sentences: z.array(DigestSentenceSchema),
  /** Tables usable on a slide (index into the document's tables). */
  tables: z.array(
    z.object({
      index: z.number().int(),
      chapter: z.number().int(),
      page: z.number().int().nullable(),
      rows: z.number().int(),
      cols: z.number().int(),
      numeric: z.boolean(),
      caption: z.string().nullable(),
    }),
  ),
  /** Bibliography entries as printed (for the sources slide). */
  references: z.array(z.string()),
  /** Design, instruments and sample size as recognised by the analysis (for method slides and questions). */
  method: z.object({
    design: z.string().nullable(),
    sampleSize: z.number().nullable(),
    instruments: z.array(z.string()),
  }),
});
export type Digest = z.infer<typeof DigestSchema>;

const NOT_MAIN =
  /^(anhang|anh[äa]nge|appendix|appendices|literatur|quellen|bibliogra|references|works cited|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|inhaltsverzeichnis|verzeichnis|eidesstattliche|selbstständigkeitserklärung|selbständigkeitserklärung|erklärung|declaration|danksagung|acknowledg|vorwort|sperrvermerk|glossar|glossary|list of)/iu;

/**
 * The chapters a talk must cover: top-level body chapters that are not appendix, bibliography,
 * declarations or lists, and have some text (≥ 40 words). Shared by the planner and the evaluator.
 */
export function mainChapters(doc: DocumentModel): DocumentModel["chapters"] {
  return doc.chapters.filter((c) => !NOT_MAIN.test(c.title.trim()) && c.wordCount >= 40);
}

const CUES: Array<[SentenceFlag, RegExp]> = [
  ["question", /forschungsfrage|fragestellung|research question|\?$/iu],
  [
    "goal",
    /\b(ziel|zielsetzung|aim|objective|purpose)\b|soll(en)? (untersucht|gezeigt|geklärt)|(this|the) (thesis|paper|study) (aims|investigates|examines)/iu,
  ],
  ["hypothesis", /\bhypothese|\bhypothesis|\bH\d\b/iu],
  [
    "method",
    /methode|methodik|stichprobe|befragung|interview|experiment|messung|erhebung|datensatz|fragebogen|sample|survey|participants|procedure|questionnaire|dataset|measured|design/iu,
  ],
  [
    "result",
    /ergebnis|zeigt sich|zeigen sich|signifikant|ergab|ergaben|result|found|significant|showed|correlat|korrel|mittelwert|durchschnitt|prozent|%/iu,
  ],
  [
    "limitation",
    /limitation|einschränk|grenzen|schwäche|kritisch|nicht berücksichtigt|limited|weakness|caveat/iu,
  ],
  [
    "discussion",
    /diskussion|interpret|im vergleich|deutet darauf|spricht dafür|discussion|suggests|indicates/iu,
  ],
  ["conclusion", /zusammenfassend|fazit|abschließend|insgesamt|in summary|to conclude|conclusion|overall/iu],
  [
    "outlook",
    /ausblick|künftig|zukünftig|weitere forschung|weiterführend|future (research|work)|further research|outlook/iu,
  ],
];

function chapterIndexByHeading(doc: DocumentModel, chapterIds: string[]): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (h: Heading, idx: number) => {
    out.set(h.id, idx);
    for (const c of h.children) walk(c, idx);
  };
  for (const h of doc.headings) {
    const idx = chapterIds.indexOf(h.id);
    walk(h, idx);
  }
  return out;
}

function penalty(text: string): number {
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

export function digestDocument(doc: DocumentModel): Digest {
  const chapters = mainChapters(doc);
  const chapterIds = chapters.map((c) => c.headingId);
  const chapterOf = chapterIndexByHeading(doc, chapterIds);
  const headingById = new Map<string, Heading>();
  const collect = (list: Heading[]) => {
    for (const h of list) {
      headingById.set(h.id, h);
      collect(h.children);
    }
  };
  collect(doc.headings);

  const digestChapters: DigestChapter[] = chapters.map((c) => {
    const heading = headingById.get(c.headingId);
    return {
      headingId: c.headingId,
      title: c.title,
      number: c.number,
      role: c.role,
      pageStart: c.pageStart,
      pageEnd: c.pageEnd,
      words: c.wordCount,
      sections: (heading?.children ?? []).map((s) => ({
        headingId: s.id,
        title: s.title,
        number: s.number,
        page: s.page,
        words: 0,
      })),
    };
  });
  // Without recognisable chapters the whole body is one pseudo chapter, so the deck still gets content.
  const whole = digestChapters.length === 0;
  if (whole) {
    const pages = doc.paragraphs.map((p) => p.page).filter((p): p is number => p !== null);
    digestChapters.push({
      headingId: "",
      title: doc.title?.trim() || (doc.language === "de" ? "Inhalt der Arbeit" : "Content"),
      number: null,
      role: "other",
      pageStart: pages.length ? Math.min(...pages) : null,
      pageEnd: pages.length ? Math.max(...pages) : null,
      words: doc.wordCount,
      sections: [],
    });
  }
  // Level-2 section of each heading id (to sum words and group sentences by section).
  const sectionOf = new Map<string, string>();
  for (const ch of digestChapters) {
    for (const s of ch.sections) {
      const walk = (h: Heading | undefined) => {
        if (!h) return;
        sectionOf.set(h.id, s.headingId);
        for (const c of h.children) walk(c);
      };
      walk(headingById.get(s.headingId));
    }
  }

  // Sentence split + document frequencies.
  type Raw = { text: string; page: number | null; chapter: number; sectionId: string | null; first: boolean };
  const raw: Raw[] = [];
  const df = new Map<string, number>();
  let paragraphCount = 0;
  let lastSection: string | null | undefined;
  for (const p of doc.paragraphs) {
    const chapter = whole ? 0 : p.sectionId ? (chapterOf.get(p.sectionId) ?? -1) : -1;
    if (chapter < 0) continue;
    paragraphCount++;
    for (const tok of new Set(contentTokens(p.text))) df.set(tok, (df.get(tok) ?? 0) + 1);
    const sectionId = p.sectionId ? (sectionOf.get(p.sectionId) ?? null) : null;
    const firstOfSection = sectionId !== lastSection;
    lastSection = sectionId;
    splitSentences(p.text).forEach((text, i) => {
      raw.push({ text, page: p.page, chapter, sectionId, first: i === 0 && firstOfSection });
    });
  }
  const idf = (w: string) => Math.log((paragraphCount + 1) / ((df.get(w) ?? 0) + 0.5));

  // Per-chapter term weights (tf · idf) to score centrality.
  const chapterTf = digestChapters.map(() => new Map<string, number>());
  for (const r of raw) {
    const tf = chapterTf[r.chapter];
    if (!tf) continue;
    for (const tok of contentTokens(r.text)) tf.set(tok, (tf.get(tok) ?? 0) + 1);
  }
  const maxTf = chapterTf.map((tf) => Math.max(1, ...tf.values()));

  const parts = doc.parts;
  const partTexts: Array<[SentenceFlag, string[]]> = [
    ["question", parts.researchQuestions.map((p) => p.text)],
    ["goal", parts.goal ? [parts.goal.text] : []],
    ["hypothesis", parts.hypotheses.map((p) => p.text)],
    ["method", parts.method?.passages.map((p) => p.text) ?? []],
    ["result", parts.keyResults.map((p) => p.text)],
    ["limitation", parts.limitations.map((p) => p.text)],
    ["discussion", parts.discussion.map((p) => p.text)],
    ["conclusion", parts.conclusion.map((p) => p.text)],
    ["outlook", parts.outlook.map((p) => p.text)],
  ];
  const squash = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 80);
  const partIndex = new Map<string, Set<SentenceFlag>>();
  for (const [flag, texts] of partTexts) {
    for (const t of texts) {
      for (const s of splitSentences(t)) {
        const key = squash(s);
        if (!partIndex.has(key)) partIndex.set(key, new Set());
        partIndex.get(key)?.add(flag);
      }
    }
  }

  const sentences: DigestSentence[] = raw.map((r, id) => {
    const toks = contentTokens(r.text);
    const tf = chapterTf[r.chapter] ?? new Map<string, number>();
    const mt = maxTf[r.chapter] ?? 1;
    const centrality = toks.length
      ? toks.reduce((acc, t) => acc + ((tf.get(t) ?? 0) / mt) * idf(t), 0) / Math.sqrt(toks.length)
      : 0;
    const n = wordCount(r.text);
    const flags = new Set<SentenceFlag>(partIndex.get(squash(r.text)) ?? []);
    for (const [flag, re] of CUES) if (re.test(r.text)) flags.add(flag);
    const recognised = partIndex.has(squash(r.text)) ? 0.5 : 0;
    const score =
      (centrality * lengthFactor(n) + (r.first ? 0.3 : 0) + recognised) * Math.max(0.05, 1 - penalty(r.text));
    return {
      id,
      text: r.text,
      page: r.page,
      chapter: r.chapter,
      sectionId: r.sectionId,
      score: Math.round(score * 1000) / 1000,
      words: n,
      flags: [...flags],
    };
  });
  for (const s of sentences) {
    const section = digestChapters[s.chapter]?.sections.find((x) => x.headingId === s.sectionId);
    if (section) section.words += s.words;
  }

  return {
    language: doc.language,
    title:
      doc.title?.trim() ||
      doc.source.filename
        .replace(/\.[^.]+$/, "")
        .replace(/[_-]+/g, " ")
        .trim(),
    titleFromFilename: !doc.title?.trim(),
    pageCount: doc.pageCount,
    wordCount: doc.wordCount,
    chapters: digestChapters,
    sentences,
    tables: doc.tables.flatMap((t, index) => {
      const rows = t.cells.filter((r) => r.some((c) => c.trim()));
      const cols = Math.max(0, ...rows.map((r) => r.length));
      if (rows.length < 2 || cols < 2) return [];
      const body = rows.slice(1).flatMap((r) => r.slice(1));
      const numericCells = body.filter((c) => /^[-−+]?\d+(?:[.,]\d+)?\s*%?$/.test(c.trim())).length;
      const byPage = digestChapters.findIndex(
        (c) =>
          t.page !== null &&
          c.pageStart !== null &&
          c.pageEnd !== null &&
          t.page >= c.pageStart &&
          t.page <= c.pageEnd,
      );
      const chapter = whole ? 0 : t.sectionId ? (chapterOf.get(t.sectionId) ?? byPage) : byPage;
      if (chapter < 0) return [];
      return [
        {
          index,
          chapter,
          page: t.page,
          rows: rows.length,
          cols,
          numeric: body.length > 0 && numericCells / body.length >= 0.8,
          caption: t.caption,
        },
      ];
    }),
    references: doc.references.map((r) => r.raw),
    method: {
      design: doc.parts.method?.design ?? null,
      sampleSize: doc.parts.method?.sampleSize ?? null,
      instruments: doc.parts.method?.instruments ?? [],
    },
  };
}
