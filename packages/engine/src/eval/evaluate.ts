/**
 * Deck evaluator: reads the produced PPTX back and measures it against the thesis — slide count vs
 * duration, words and bullets per slide, titles, notes vs the 130 wpm budget, number faithfulness,
 * main-chapter coverage, questions and grounding, text overflow, what the slides say (content-checks.ts:
 * empty slides, roadmap and figure-description bullets, cut bullets, the full title, the thesis's own
 * figures and tables, citations, front matter, code, footnotes, phrases without a verb, cut or capital titles),
 * the talk (talk-checks.ts: notes per slide against its own time, citations and other languages in the
 * notes, repeated sentences, evidence on results slides, the conclusion against the thesis's answer);
 * optionally ROUGE against a reference deck and a LibreOffice render (one page per slide).
 */

import type { DocumentModel } from "../document.ts";
import { notesSupply, slideRange, WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { textHeight, wrap } from "../render/measure.ts";
import { numberTokens } from "../text/numbers.ts";
import { contentTokens, wordCount } from "../text/words.ts";
import { understand } from "../understand/understand.ts";
import { minimumQuestions } from "../write/labels.ts";
import {
  checkQuestions,
  type QuestionChecks,
  type QuestionFinding,
} from "../write/questions/question-checks.ts";
import {
  type ContentMeasures,
  contentFailures,
  type Failure,
  formatContent,
  measureContent,
  type SlideLine,
} from "./content-checks.ts";
import { numberIndexFor } from "./numbers.ts";
import { citedPages, type WrongPage, wrongAnswerPages, wrongSourcePages } from "./page-citations.ts";
import { type ReadDeck, type ReadSlide, readPptx, shownText } from "./read-pptx.ts";
import { type Rouge, rouge } from "./rouge.ts";
import {
  conclusionSharedWords,
  conclusionSlides,
  foreignNotes,
  notesCitations,
  type RepeatedSentence,
  repeatedNotes,
  resultsSlides,
  resultsWithoutEvidence,
  type SlideNotesBudget,
  type SlideSentence,
  slideNotesOffBudget,
  TALK_THRESHOLDS,
  thesisAnswer,
} from "./talk-checks.ts";
import { referenceAuthors, thesisParts } from "./thesis-echo.ts";

export const THRESHOLDS = {
  faithfulness: 0.98,
  coverage: 1,
  maxBullets: 6,
  notesTolerance: 0.2,
} as const;

export interface EvaluateOptions {
  minutes: number;
  workType?: string;
  questions?: Array<{ question: string; answer: string; pages?: number[]; group?: string }>;
  /** Other legitimate sources of numbers (the student's methodology text). */
  extraSources?: string[];
  /** Text of a human reference deck for the same thesis (ROUGE). */
  referenceText?: string;
  /**
   * Where that text comes from: a PDF (read with pdftotext, like a render of this deck) or a PPTX's slide
   * text (read with read-pptx.ts, like this deck's slide text). Default "pdf".
   */
  referenceFormat?: "pdf" | "pptx";
  /** Seconds of each slide as the plan gives them (the notes documents print them), for the notes per slide. */
  slideSeconds?: number[];
  /** Pages of a LibreOffice render, when one was made. */
  renderedPages?: number;
  /**
   * The text of that render (pdftotext). ROUGE then compares like with like: the reference deck's text is
   * extracted from its PDF the same way, with everything its pages show (footers, navigation, numbers).
   */
  renderedText?: string;
}

export interface DeckEvaluation extends ContentMeasures {
  slideCount: number;
  slideRange: { min: number; max: number };
  maxBullets: number;
  maxWordsPerBullet: number;
  avgWordsPerSlide: number;
  maxWordsPerSlide: number;
  slidesWithoutTitle: number[];
  notesWords: number;
  notesBudget: number;
  /** True when the thesis has fewer words than the talk's budget (budget = thesis length). */
  notesBudgetCapped: boolean;
  notesRatio: number;
  slidesWithoutNotes: number[];
  faithfulness: { numbers: number; unknown: string[]; score: number };
  coverage: { mainChapters: number; missing: string[]; score: number };
  questions: { count: number; minimum: number; grounded: number; unknownNumbers: string[] } | null;
  /** Do the answers answer their questions: first sentence on topic, no verbless sentence, limitations asked. */
  questionChecks: QuestionChecks | null;
  overflow: Array<{ slide: number; what: string }>;
  /** Source lines and answers whose printed page does not hold what they cite (page-citations.ts). */
  wrongPages: WrongPage[];
  /** ROUGE against the reference deck: of the rendered slides when a render was made, else of the slide text. */
  rouge: (Rouge & { basis: "rendered-pdf" | "slide-xml" }) | null;
  /** ROUGE of the slide text read from the PPTX alone (no footers from the master), for comparison. */
  rougeSlideText: Rouge | null;
  renderedPages: number | null;
  /** Slides whose notes miss their own time by more than ±25 % (null: no slide times given). */
  slideNotesOffBudget: SlideNotesBudget[] | null;
  notesCitations: SlideSentence[];
  /** Sentences or quotes in the notes in another language than the talk's. */
  foreignNotes: SlideSentence[];
  repeatedNotes: RepeatedSentence[];
  resultsSlides: number[];
  /** Results slides without a number, table, chart or thesis figure. */
  resultsWithoutEvidence: number[];
  conclusion: {
    /** The conclusion slides (numbers), empty when the deck has none. */
    slides: number[];
    /** The thesis's research question and answer sentences (heuristic, talk-checks.ts). */
    question: string[];
    answer: string[];
    sharedWords: string[];
  };
  failures: string[];
  /** The failures with the check each belongs to (a key of this evaluation). */
  failedChecks: Failure[];
  passed: boolean;
}

const FIXED_TITLES =
  /^(agenda|gliederung|inhalt|literatur|quellen|references|bibliography|vielen dank|thank you)/iu;
function overflowOf(deck: ReadDeck, slide: ReadSlide): Array<{ slide: number; what: string }> {
  const out: Array<{ slide: number; what: string }> = [];
  const tol = 1;
  const outside = (b: { x: number; y: number; w: number; h: number }) =>
    b.x < -tol || b.y < -tol || b.x + b.w > deck.width + tol || b.y + b.h > deck.height + tol;
  for (const s of [...slide.textShapes, ...(slide.navigation ? [slide.navigation] : [])]) {
    if (outside(s.box))
      out.push({
        slide: slide.index,
        what: `Textfeld außerhalb der Folie: „${s.paragraphs[0]?.text.slice(0, 40) ?? ""}“`,
      });
    const width = s.box.w - s.insets.l - s.insets.r;
    const need = textHeight(
      s.paragraphs.map((p, i) => ({
        text: p.text,
        size: p.size,
        bold: p.bold,
        indent: p.indent,
        spaceAfter: i < s.paragraphs.length - 1 ? p.spaceAfter : 0,
      })),
      width,
    );
    const room = s.box.h - s.insets.t - s.insets.b;
    if (need > room + tol) {
      out.push({
        slide: slide.index,
        what: `Text passt nicht ins Feld (${Math.round(need)} pt Text in ${Math.round(room)} pt): „${s.paragraphs[0]?.text.slice(0, 40) ?? ""}“`,
      });
    }
  }
  for (const t of slide.tables) {
    let height = 0;
    for (const row of t.rows) {
      const needed = Math.max(
        ...row.cells.map((c, i) => {
          const w = (t.colWidths[i] ?? t.box.w / row.cells.length) - c.margin.l - c.margin.r;
          return wrap(c.text, Math.max(10, w), c.size).length * c.size * 1.2 + c.margin.t + c.margin.b;
        }),
      );
      height += Math.max(row.h, needed);
    }
    if (t.box.y + height > deck.height + tol)
      out.push({ slide: slide.index, what: "Tabelle ragt über den Folienrand" });
  }
  for (const b of [...slide.images, ...slide.charts.map((c) => c.box)]) {
    if (outside(b)) out.push({ slide: slide.index, what: "Bild oder Diagramm außerhalb der Folie" });
  }
  return out;
}

export async function evaluateDeck(
  pptx: Uint8Array,
  doc: DocumentModel,
  opts: EvaluateOptions,
): Promise<DeckEvaluation> {
  const deck = await readPptx(pptx);
  const slides = deck.slides;
  const range = slideRange(opts.minutes);
  const index = numberIndexFor(doc, opts.extraSources ?? []);
  const failedChecks: Failure[] = [];
  const fail = (check: string, message: string) => failedChecks.push({ check, message });

  // Readability.
  const bulletCounts = slides.map((s) => s.bullets.length);
  const bulletWords = slides.flatMap((s) => s.bullets.map(wordCount));
  const slideWords = slides.map((s) =>
    wordCount(
      s.textShapes
        .filter((t) => !t.isTitle)
        .flatMap((t) => t.paragraphs.map((p) => p.text))
        .join(" "),
    ),
  );
  const slidesWithoutTitle = slides.filter((s) => !s.title?.trim()).map((s) => s.index);

  // Notes vs budget.
  const notesWords = slides.reduce((a, s) => a + wordCount(s.notes), 0);
  // Nothing may be invented, and notes sum the thesis up rather than read it out: a thesis with less body
  // text than twice the talk caps what the notes can say (plan/slide-count.ts `notesSupply`); the notes may
  // never exceed the talk.
  const notesBudget = notesSupply(opts.minutes, doc.wordCount);
  const notesRatio = notesBudget ? notesWords / notesBudget : 0;

  // Faithfulness over slide text, chart values, notes and answers.
  const texts = slides.flatMap((s) => [
    shownText(s),
    s.notes,
    ...s.charts.flatMap((c) => [...c.values, ...c.labels]),
  ]);
  const answers = opts.questions?.map((q) => q.answer) ?? [];
  const numbers = [...texts, ...answers].flatMap(numberTokens);
  const unknown = numbers.filter((n) => !index.has(n));
  const faithfulness = numbers.length ? 1 - unknown.length / numbers.length : 1;

  // Coverage of main chapters: a content slide carries one of the chapter's sentences (≥ 70 % of its
  // content words) or its notes cite pages of the chapter.
  const thesis = understand(doc);
  // Content slides: not the cover (first slide without bullets), agenda, sources or closing slide.
  const content = slides.filter(
    (s, i) => !(i === 0 && s.bullets.length === 0) && !FIXED_TITLES.test(s.title ?? ""),
  );
  const slideTokens = content.map((s) => new Set(contentTokens(`${s.text} ${s.notes}`)));
  const slidePages = content.map((s) => new Set(citedPages(doc.pageLabels, s.notes)));
  const kapRefs = content.map(
    (s) => s.notes.match(/\b(?:Kap\.|Sect\.)\s*([\d.]+(?:,\s*[\d.]+)*)/)?.[1]?.split(/,\s*/) ?? [],
  );
  const missing: string[] = [];
  thesis.chapters.forEach((ch, ci) => {
    const sentences = thesis.sentences
      .filter((s) => s.chapter === ci)
      .map((s) => contentTokens(s.text))
      .filter((t) => t.length >= 5);
    const bySentence = slideTokens.some((set) =>
      sentences.some((t) => t.filter((w) => set.has(w)).length / t.length >= 0.7),
    );
    const byPage =
      ch.pageStart !== null &&
      ch.pageEnd !== null &&
      slidePages.some((set) =>
        [...set].some((p) => p >= (ch.pageStart as number) && p <= (ch.pageEnd as number)),
      );
    const byKap = ch.number !== null && kapRefs.some((refs) => refs.includes(ch.number as string));
    if (!bySentence && !byPage && !byKap) missing.push(ch.title);
  });
  const coverage = thesis.chapters.length ? 1 - missing.length / thesis.chapters.length : 1;

  // Questions.
  let questions: DeckEvaluation["questions"] = null;
  let questionChecks: DeckEvaluation["questionChecks"] = null;
  if (opts.questions) {
    const minimum = minimumQuestions(opts.workType ?? "bachelor");
    const grounded = opts.questions.filter(
      (q) => (q.pages?.length ?? 0) > 0 || /\((?:S\.|pp?\.|Kap\.)/.test(q.answer),
    ).length;
    questions = {
      count: opts.questions.length,
      minimum,
      grounded,
      unknownNumbers: answers.flatMap((a) => index.unknown(a)),
    };
    if (questions.count < minimum)
      fail("questions", `Nur ${questions.count} Prüfungsfragen (mindestens ${minimum}).`);
    if (grounded < questions.count)
      fail("questions", `${questions.count - grounded} Antworten ohne Seitenangabe.`);
    questionChecks = checkQuestions(opts.questions, doc.language, thesis.parts.limitations.length);
    const first = (f: QuestionFinding[]) =>
      f[0] ? `: „${f[0].question}“ → „${f[0].text.slice(0, 80)}“` : "";
    if (questionChecks.offTopic.length)
      fail(
        "questionOffTopic",
        `${questionChecks.offTopic.length} Antworten beginnen nicht beim Thema ihrer Frage${first(questionChecks.offTopic)}.`,
      );
    if (questionChecks.verbless.length)
      fail(
        "questionVerbless",
        `${questionChecks.verbless.length} Antwortsätze ohne Verb${first(questionChecks.verbless)}.`,
      );
    if (questionChecks.limitationMissing)
      fail("limitationQuestion", "Die Arbeit nennt Grenzen, aber keine Frage fragt nach ihnen.");
  }

  const overflow = slides.flatMap((s) => overflowOf(deck, s));
  const maxBullets = Math.max(0, ...bulletCounts);

  // A thesis shorter than its talk carries fewer slides than the range asks for (the plan warns the student);
  // more slides than the range is always too many.
  const tooFew = slides.length < range.min && doc.wordCount >= opts.minutes * WORDS_PER_MINUTE;
  if (tooFew || slides.length > range.max)
    fail(
      "slideCount",
      `Folienanzahl ${slides.length} liegt außerhalb von ${range.min}–${range.max} für ${opts.minutes} Minuten.`,
    );
  if (maxBullets > THRESHOLDS.maxBullets)
    fail("maxBullets", `Eine Folie hat ${maxBullets} Stichpunkte (höchstens 6).`);
  if (slidesWithoutTitle.length)
    fail("slidesWithoutTitle", `Folien ohne Titel: ${slidesWithoutTitle.join(", ")}.`);
  const fullBudget = opts.minutes * WORDS_PER_MINUTE;
  const notesOk =
    notesRatio >= 1 - THRESHOLDS.notesTolerance && notesWords <= (1 + THRESHOLDS.notesTolerance) * fullBudget;
  if (!notesOk) fail("notesWords", `Sprechernotizen: ${notesWords} Wörter statt ${notesBudget} (±20 %).`);
  if (faithfulness < THRESHOLDS.faithfulness)
    fail(
      "faithfulness",
      `Zahlentreue ${faithfulness.toFixed(3)} < 0,98; unbekannt: ${[...new Set(unknown)].slice(0, 10).join(", ")}.`,
    );
  if (coverage < THRESHOLDS.coverage) fail("coverage", `Nicht abgedeckte Kapitel: ${missing.join(" | ")}.`);
  if (overflow.length)
    fail(
      "overflow",
      `Überlauf auf ${overflow.length} Feld(ern): ${overflow
        .slice(0, 3)
        .map((o) => `Folie ${o.slide}: ${o.what}`)
        .join("; ")}.`,
    );
  const wrongPages = [...wrongSourcePages(deck, doc), ...wrongAnswerPages(opts.questions ?? [], doc)];
  if (wrongPages.length)
    fail(
      "wrongPages",
      `${wrongPages.length} Seitenangabe(n) nennen nicht die gedruckte Seite des Zitierten: ${wrongPages
        .slice(0, 3)
        .map(formatWrongPage)
        .join("; ")}.`,
    );
  if (opts.renderedPages !== undefined && opts.renderedPages !== slides.length)
    fail("renderedPages", `LibreOffice rendert ${opts.renderedPages} Seiten für ${slides.length} Folien.`);
  const authors = referenceAuthors(doc);
  const contentMeasures = measureContent(deck, thesis, {
    parts: thesisParts(doc),
    text: [...doc.paragraphs.map((p) => p.text), ...doc.references.map((r) => r.raw)].join("\n"),
    authors,
    language: doc.language,
  });
  failedChecks.push(...contentFailures(contentMeasures));

  // The talk: notes per slide, citations and other languages in the notes, repetition, results, conclusion.
  // Per-slide times are only reported where the thesis's text ran out before the talk did.
  const notesBudgetCapped =
    notesBudget < fullBudget && notesWords < (1 - THRESHOLDS.notesTolerance) * fullBudget;
  const offBudget = opts.slideSeconds ? slideNotesOffBudget(slides, opts.slideSeconds) : null;
  // A thesis shorter than its talk cannot fill each slide's time (nothing may be invented): then only reported.
  if (offBudget?.length && !notesBudgetCapped)
    fail(
      "slideNotesOffBudget",
      `${offBudget.length} Folie(n) mit Notizen außerhalb ±25 % ihrer Redezeit: ${offBudget
        .slice(0, 4)
        .map((o) => `Folie ${o.slide}: ${o.words} statt ${o.target} Wörter`)
        .join("; ")}.`,
    );
  const citedNotes = notesCitations(slides, authors);
  if (citedNotes.length)
    fail(
      "notesCitations",
      `${citedNotes.length} Satz/Sätze der Notizen mit Quellenangabe: ${sentences(citedNotes)}.`,
    );
  const foreign = foreignNotes(slides, doc.language);
  if (foreign.length)
    fail(
      "foreignNotes",
      `${foreign.length} Satz/Sätze oder Zitate der Notizen in einer anderen Sprache: ${sentences(foreign)}.`,
    );
  const repeated = repeatedNotes(slides);
  if (repeated.length)
    fail(
      "repeatedNotes",
      `${repeated.length} Sätze oder Überleitungen mehrfach in den Notizen: ${repeated
        .slice(0, 3)
        .map((r) => `„${r.text}“ (Folien ${r.slides.join(", ")})`)
        .join("; ")}.`,
    );
  const results = resultsSlides(slides, thesis.chapters);
  const bare = resultsWithoutEvidence(slides, thesis.chapters, contentMeasures.thesisVisualSlides);
  if (bare.length)
    fail("resultsWithoutEvidence", `Ergebnisfolien ohne Zahl, Tabelle oder Abbildung: ${bare.join(", ")}.`);
  const answer = thesisAnswer(thesis, doc.abstract);
  const closing = conclusionSlides(slides);
  const shared = conclusionSharedWords(closing, answer);
  // Without an answer the thesis states in words the check has nothing to compare: reported, not failed.
  if (answer.answer.length && shared.length < TALK_THRESHOLDS.conclusionAnswerWords)
    fail(
      "conclusion",
      `Die Fazitfolie${closing.length ? ` (Folie ${closing.map((s) => s.index).join(", ")})` : ""} teilt nur ${shared.length} Inhaltswörter mit der Antwort der Arbeit auf ihre Forschungsfrage (mindestens ${TALK_THRESHOLDS.conclusionAnswerWords}).`,
    );

  const slideText = slides.map(shownText).join("\n");
  // A reference read from a PPTX is slide text: compared with this deck's slide text, like with like.
  const candidateText = opts.referenceFormat === "pptx" ? slideText : (opts.renderedText ?? slideText);
  const basis =
    opts.referenceFormat === "pptx" || opts.renderedText === undefined ? "slide-xml" : "rendered-pdf";
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    slideCount: slides.length,
    slideRange: range,
    maxBullets,
    maxWordsPerBullet: Math.max(0, ...bulletWords),
    avgWordsPerSlide: round(slideWords.reduce((a, b) => a + b, 0) / Math.max(1, slides.length)),
    maxWordsPerSlide: Math.max(0, ...slideWords),
    slidesWithoutTitle,
    notesWords,
    notesBudget,
    notesBudgetCapped,
    notesRatio: round(notesRatio),
    slidesWithoutNotes: slides.filter((s) => !s.notes.trim()).map((s) => s.index),
    faithfulness: { numbers: numbers.length, unknown: [...new Set(unknown)], score: round(faithfulness) },
    coverage: { mainChapters: thesis.chapters.length, missing, score: round(coverage) },
    questions,
    overflow,
    wrongPages,
    questionChecks,
    rouge: opts.referenceText ? { ...rouge(candidateText, opts.referenceText), basis } : null,
    rougeSlideText: opts.referenceText ? rouge(slideText, opts.referenceText) : null,
    renderedPages: opts.renderedPages ?? null,
    ...contentMeasures,
    slideNotesOffBudget: offBudget,
    notesCitations: citedNotes,
    foreignNotes: foreign,
    repeatedNotes: repeated,
    resultsSlides: results.map((r) => r.index),
    resultsWithoutEvidence: bare,
    conclusion: { slides: closing.map((s) => s.index), ...answer, sharedWords: shared },
    failures: failedChecks.map((f) => f.message),
    failedChecks,
    passed: failedChecks.length === 0,
  };
}

function formatWrongPage(w: WrongPage): string {
  const where = w.kind === "source" ? `Folie ${w.where}` : `Antwort ${w.where}`;
  return `${where}: „${cut(w.text, 60)}“ nennt S. ${w.cited.join(", ")}, steht auf S. ${w.holds.join(", ")}`;
}

const cut = (text: string, n = 70) =>
  text.length > n ? `${text.slice(0, n).replace(/\s+\S*$/u, "")} […]` : text;

/** Up to three sentences with their slides, shortened. */
function sentences(lines: Array<SlideSentence | SlideLine>): string {
  return lines
    .slice(0, 3)
    .map((l) => `Folie ${l.slide}: „${cut(l.text)}“`)
    .join("; ");
}

/** A short German report for the CLI. */
export function formatEvaluation(e: DeckEvaluation): string {
  const lines = [
    `Folien: ${e.slideCount} (Soll ${e.slideRange.min}–${e.slideRange.max})`,
    `Stichpunkte je Folie (max): ${e.maxBullets}; Wörter je Stichpunkt (max): ${e.maxWordsPerBullet}; Wörter je Folie: Ø ${e.avgWordsPerSlide}, max ${e.maxWordsPerSlide}`,
    `Folien ohne Titel: ${e.slidesWithoutTitle.length ? e.slidesWithoutTitle.join(", ") : "keine"}`,
    `Sprechernotizen: ${e.notesWords} Wörter, Budget ${e.notesBudget}${e.notesBudgetCapped ? " (gekappt: die Arbeit trägt nicht die ganze Redezeit)" : ""} (Verhältnis ${e.notesRatio})`,
    `Zahlentreue: ${e.faithfulness.score} (${e.faithfulness.numbers} Zahlen${e.faithfulness.unknown.length ? `; nicht in der Arbeit: ${e.faithfulness.unknown.slice(0, 8).join(", ")}` : ""})`,
    `Kapitelabdeckung: ${e.coverage.mainChapters - e.coverage.missing.length} von ${e.coverage.mainChapters} Hauptkapiteln (${e.coverage.score})${e.coverage.missing.length ? ` (fehlt: ${e.coverage.missing.join(" | ")})` : ""}`,
  ];
  if (e.questions)
    lines.push(
      `Prüfungsfragen: ${e.questions.count} (mindestens ${e.questions.minimum}), mit Seitenangabe: ${e.questions.grounded}`,
    );
  if (e.questionChecks)
    lines.push(
      `Antworten: ${e.questionChecks.offTopic.length} beginnen neben dem Thema, ${e.questionChecks.verbless.length} Sätze ohne Verb; Fragen zu Grenzen: ${e.questionChecks.limitationQuestions}${e.questionChecks.limitationMissing ? " (fehlt, obwohl die Arbeit Grenzen nennt)" : ""}`,
    );
  lines.push(...formatContent(e));
  lines.push(
    `Notizen je Folie (±25 % der eigenen Redezeit): ${
      e.slideNotesOffBudget === null
        ? "keine Redezeiten je Folie bekannt"
        : e.slideNotesOffBudget.length
          ? `${e.slideNotesOffBudget.length} Folie(n) daneben (${e.slideNotesOffBudget
              .slice(0, 6)
              .map((o) => `Folie ${o.slide}: ${o.words}/${o.target}`)
              .join(
                ", ",
              )})${e.notesBudgetCapped ? " – nur berichtet, die Arbeit trägt nicht die ganze Redezeit" : ""}`
          : "alle im Rahmen"
    }`,
    `Quellenangaben in den Notizen: ${e.notesCitations.length ? `${e.notesCitations.length} (${sentences(e.notesCitations)})` : "keine"}`,
    `Notizen in anderer Sprache: ${e.foreignNotes.length ? `${e.foreignNotes.length} (${sentences(e.foreignNotes)})` : "keine"}`,
    `Wiederholte Sätze in den Notizen: ${e.repeatedNotes.length ? e.repeatedNotes.map((r) => `„${cut(r.text, 60)}“ (Folien ${r.slides.join(", ")})`).join("; ") : "keine"}`,
    `Ergebnisfolien: ${e.resultsSlides.length ? e.resultsSlides.join(", ") : "keine erkannt"}; ohne Zahl oder Abbildung: ${e.resultsWithoutEvidence.length ? e.resultsWithoutEvidence.join(", ") : "keine"}`,
    `Fazitfolie: ${e.conclusion.slides.join(", ") || "keine"}; Antwortsätze der Arbeit: ${e.conclusion.answer.length}${e.conclusion.answer.length ? `; gemeinsame Inhaltswörter: ${e.conclusion.sharedWords.length} (${e.conclusion.sharedWords.slice(0, 8).join(", ")})` : " (keine Antwort auf die Forschungsfrage erkannt)"}`,
  );
  lines.push(
    `Seitenangaben (gedruckte Seite): ${e.wrongPages.length ? `${e.wrongPages.length} falsch (${e.wrongPages.slice(0, 3).map(formatWrongPage).join("; ")})` : "alle stimmen"}`,
    `Überlauf: ${e.overflow.length ? e.overflow.map((o) => `Folie ${o.slide}: ${o.what}`).join("; ") : "keiner"}`,
  );
  if (e.rouge)
    lines.push(
      `ROUGE gegen Referenzfolien (${e.rouge.basis === "rendered-pdf" ? "gerenderte Folien, gelesen wie die Referenz" : "Folientext der PPTX"}): R-1 ${e.rouge.rouge1}, R-2 ${e.rouge.rouge2}, R-L ${e.rouge.rougeL}${e.rouge.basis === "rendered-pdf" && e.rougeSlideText ? `; nur Folientext der PPTX: R-1 ${e.rougeSlideText.rouge1}` : ""}`,
    );
  if (e.renderedPages !== null) lines.push(`LibreOffice: ${e.renderedPages} Seiten`);
  lines.push(
    e.passed ? "Ergebnis: alle Schwellen erfüllt" : `Ergebnis: NICHT bestanden\n- ${e.failures.join("\n- ")}`,
  );
  return lines.join("\n");
}
