/**
 * Stage "analyze-paper": the one understanding of a thesis, built from the document model in named steps:
 * chapters (main/appendix) → located and classified sentences → recognised parts → scored sentences →
 * figures and tables → tables usable on slides. The free analysis, the planner, the writer and the exam
 * questions all read this; nothing downstream reads the thesis a second way.
 */
import type { DocumentModel, TitlePage } from "../document.ts";
import { readsAsTitle } from "../ingest/title-page/reads-as-title.ts";
import { fileNameTitle } from "../ingest/title-page/title-choice.ts";
import { shortenTitle } from "../text/short-title.ts";
import { wordCount } from "../text/words.ts";
import { splitChapters, wholeBodyChapter } from "./chapters.ts";
import { collectFigures } from "./figures.ts";
import { type FindingSource, findResearchAnswer, findThesisFindings } from "./findings.ts";
import { recognizeParts } from "./parts.ts";
import {
  type DeckTitleSource,
  type GivenTitlePage,
  GivenTitlePageSchema,
  type MainChapter,
  type Passage,
  type RecognizedParts,
  type SentenceFlag,
  type ThesisParts,
  type ThesisSentence,
  type Understanding,
} from "./schema.ts";
import type { SentenceRole } from "./sentence-role.ts";
import {
  headingPlaces,
  type LocatedSentence,
  locateSentences,
  scoreSentences,
  UNUSABLE_ROLES,
} from "./sentences.ts";

const ROLE_FLAG: Partial<Record<SentenceRole, SentenceFlag>> = {
  question: "question",
  hypothesis: "hypothesis",
  method: "method",
  result: "result",
  interpretation: "discussion",
  limitation: "limitation",
  conclusion: "conclusion",
  outlook: "outlook",
};

/**
 * Cue words that widen a sentence's kinds beyond its one role (a method sentence that states a number). The
 * deck stages select by these kinds; the list is the one the deck was tuned with.
 */
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

/** The kinds a sentence can serve for: its role, cue words, and the parts it was recognised as. */
export function sentenceFlags(s: LocatedSentence, recognised: Set<SentenceFlag> | undefined): SentenceFlag[] {
  const flags = new Set<SentenceFlag>(recognised ?? []);
  const own = ROLE_FLAG[s.role];
  if (own) flags.add(own);
  // Sentences about the text itself or not prose serve for nothing.
  if (UNUSABLE_ROLES.has(s.role)) return [];
  for (const [flag, re] of CUES) if (re.test(s.text)) flags.add(flag);
  return [...flags];
}

/** Which parts each sentence was recognised as, keyed by its exact text. */
function recognisedFlags(parts: RecognizedParts): Map<string, Set<SentenceFlag>> {
  const out = new Map<string, Set<SentenceFlag>>();
  const recognised: Array<[SentenceFlag, Passage[]]> = [
    ["question", parts.researchQuestions],
    ["goal", parts.goal ? [parts.goal] : []],
    ["hypothesis", parts.hypotheses],
    ["method", parts.method?.passages ?? []],
    ["result", parts.keyResults],
    ["limitation", parts.limitations],
    ["discussion", parts.discussion],
    ["conclusion", parts.conclusion],
    ["outlook", parts.outlook],
  ];
  for (const [flag, passages] of recognised) {
    for (const { text } of passages) {
      const set = out.get(text) ?? new Set<SentenceFlag>();
      set.add(flag);
      out.set(text, set);
    }
  }
  return out;
}

/** Body sentences with their scores and kinds; recognised parts get a bonus so slides find them. */
export function thesisSentences(
  located: LocatedSentence[],
  parts: RecognizedParts,
  chapters: MainChapter[],
): ThesisSentence[] {
  const body = located.filter((s) => s.chapter >= 0);
  const scores = scoreSentences(body, chapters.length);
  const recognised = recognisedFlags(parts);
  return body.map((s, id) => {
    const flags = recognised.get(s.text);
    return {
      id,
      text: s.text,
      page: s.page,
      chapter: s.chapter,
      sectionId: s.sectionId,
      score: Math.round(((scores[id] ?? 0) + (flags ? 0.5 : 0)) * 1000) / 1000,
      words: wordCount(s.text),
      role: s.role,
      flags: sentenceFlags(s, flags),
    };
  });
}

/** Tables with cells that could go on a slide, with the main chapter they belong to. */
export function slideTables(
  doc: DocumentModel,
  chapterOf: (headingId: string | null, page: number | null) => number,
): Understanding["tables"] {
  return doc.tables.flatMap((t, index) => {
    const rows = t.cells.filter((r) => r.some((c) => c.trim()));
    const cols = Math.max(0, ...rows.map((r) => r.length));
    if (rows.length < 2 || cols < 2) return [];
    const chapter = chapterOf(t.sectionId, t.page);
    if (chapter < 0) return [];
    const body = rows.slice(1).flatMap((r) => r.slice(1));
    const numericCells = body.filter((c) => /^[-−+]?\d+(?:[.,]\d+)?\s*%?$/.test(c.trim())).length;
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
  });
}

/**
 * The findings and the answer to the research question (findings.ts), from the abstract and the body
 * sentences (ids as in `sentences`); the sentences they stand in are flagged "finding" and "answer".
 */
export function withFindings(
  located: LocatedSentence[],
  parts: RecognizedParts,
  sentences: ThesisSentence[],
  title: string | null = null,
): ThesisParts {
  let id = 0;
  const sources: FindingSource[] = located.map((s) => ({ ...s, id: s.chapter >= 0 ? id++ : null }));
  const findings = findThesisFindings(sources);
  // The question as stated; without one, the hypotheses, else the aim.
  const question = parts.researchQuestions.length
    ? parts.researchQuestions
    : parts.hypotheses.length
      ? parts.hypotheses
      : parts.goal
        ? [parts.goal]
        : [];
  const answer = findResearchAnswer(sources, question, title);
  const flag = (ids: Array<number | null>, f: SentenceFlag) => {
    for (const i of ids) {
      const s = i === null ? undefined : sentences[i];
      if (s && !UNUSABLE_ROLES.has(s.role) && !s.flags.includes(f)) s.flags.push(f);
    }
  };
  flag(
    findings.map((f) => f.sentenceId),
    "finding",
  );
  flag(answer?.sentenceIds ?? [], "answer");
  return { ...parts, findings, answer };
}

/**
 * The research question as a title, for a thesis whose text names no title: one question of a title's length,
 * without its lead-in ("Die zentrale Fragestellung dieser Fallstudie ist daher: Wie kann …?" → "Wie kann …?").
 */
export function questionTitle(questions: Passage[]): string | null {
  for (const { text } of questions) {
    const q = text
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^[^:?]{3,120}:\s+(?=\p{Lu})/u, "");
    const n = q.split(" ").length;
    if (/^\p{Lu}[^?]*\?$/u.test(q) && n >= 4 && n <= 20 && readsAsTitle(q)) return q;
  }
  return null;
}

/**
 * The deck's title: the student's, else the one read from the document (title page, metadata, heading), else
 * the research question, else the file name.
 */
export function deckTitle(
  doc: DocumentModel,
  given: GivenTitlePage,
  questions: Passage[],
): { title: string; source: DeckTitleSource } {
  if (given.title) return { title: given.title, source: "given" };
  const read = doc.title?.trim();
  if (read) return { title: read, source: doc.titleSource ?? "title-page" };
  const question = questionTitle(questions);
  if (question) return { title: question, source: "question" };
  return { title: fileNameTitle(doc.source.filename), source: "file-name" };
}

/** The title page with what the student gave in place of what was read; a given title brings its own subtitle. */
export function withGivenTitlePage(read: TitlePage, given: GivenTitlePage): TitlePage {
  const out: TitlePage = { ...read };
  if (given.title !== undefined) {
    out.title = given.title;
    out.subtitle = given.subtitle ?? (given.title === read.title ? read.subtitle : null);
  } else if (given.subtitle !== undefined) out.subtitle = given.subtitle;
  if (out.subtitle === "") out.subtitle = null;
  if (given.authors) out.authors = given.authors;
  if (given.institution) out.institution = given.institution;
  if (given.supervisors) out.supervisors = given.supervisors;
  if (given.date) out.date = given.date;
  return out;
}

/**
 * An understanding made before the student gave the title page (the free analysis) with what they gave in
 * place of what was read: the title page, and a given title as the deck's title and footer title.
 */
export function withGivenTitle(thesis: Understanding, givenTitlePage: GivenTitlePage): Understanding {
  const given = GivenTitlePageSchema.parse(givenTitlePage);
  const out: Understanding = { ...thesis, titlePage: withGivenTitlePage(thesis.titlePage, given) };
  if (!given.title) return out;
  return {
    ...out,
    title: given.title,
    shortTitle: shortenTitle(given.title),
    titleFromFilename: false,
    titleSource: "given",
  };
}

/** `given`: what the student stated about the title page (zod-checked here); it wins over what was read. */
export function understand(doc: DocumentModel, givenTitlePage: GivenTitlePage = {}): Understanding {
  const given = GivenTitlePageSchema.parse(givenTitlePage);
  const split = splitChapters(doc);
  const whole = split.main.length === 0;
  const chapters = whole ? [wholeBodyChapter(doc)] : split.main;
  const places = headingPlaces(doc, chapters);
  const chapterOf = (headingId: string | null, page: number | null): number => {
    if (whole) return 0;
    const byHeading = headingId ? places.get(headingId)?.chapter : undefined;
    if (byHeading !== undefined) return byHeading;
    return chapters.findIndex(
      (c) =>
        page !== null &&
        c.pageStart !== null &&
        c.pageEnd !== null &&
        page >= c.pageStart &&
        page <= c.pageEnd,
    );
  };

  const located = locateSentences(doc, chapters, whole, places);
  const parts = recognizeParts(located);
  const sentences = thesisSentences(located, parts, chapters);
  const thesisParts = withFindings(located, parts, sentences, given.title ?? (doc.title?.trim() || null));
  for (const s of sentences) {
    const section = chapters[s.chapter]?.sections.find((x) => x.headingId === s.sectionId);
    if (section) section.words += s.words;
  }
  const { title, source } = deckTitle(doc, given, parts.researchQuestions);
  return {
    language: doc.language,
    title,
    shortTitle: shortenTitle(title),
    titleFromFilename: source === "file-name",
    titleSource: source,
    titlePage: withGivenTitlePage(doc.titlePage, given),
    pageCount: doc.pageCount,
    pageLabels: doc.pageLabels,
    wordCount: doc.wordCount,
    chapters,
    appendix: split.appendix,
    sentences,
    parts: thesisParts,
    figures: collectFigures(doc, sentences, chapterOf),
    tables: slideTables(doc, chapterOf),
    references: doc.references.map((r) => r.raw),
    method: {
      design: parts.method?.design ?? null,
      sampleSize: parts.method?.sampleSize ?? null,
      instruments: parts.method?.instruments ?? [],
    },
  };
}
