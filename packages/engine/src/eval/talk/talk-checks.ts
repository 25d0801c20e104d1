/**
 * Checks of the talk as a whole, read back from the PPTX: speaker notes per slide against the slide's own
 * time, notes without citations and without passages in another language, no sentence or transition said
 * twice, a number or thesis object on every results slide, a conclusion slide that says what the thesis
 * answers to its research question.
 */
import type { ChapterRole } from "../../document.ts";
import { WORDS_PER_MINUTE } from "../../plan/slide-count.ts";
import { numberTokens } from "../../text/numbers.ts";
import { splitSentences } from "../../text/sentences.ts";
import { languageOf } from "../../text/verb-rules.ts";
import { contentStems, wordCount } from "../../text/words.ts";
import type { Understanding } from "../../understand/schema.ts";
import { foldText } from "../lines/bullet-rules.ts";
import { hasCitation, isBibliographyEntry } from "../lines/line-rules.ts";
import type { ReadSlide } from "../pptx/read-pptx.ts";
import { citesAuthor } from "../thesis/thesis-echo.ts";

export const TALK_THRESHOLDS = {
  /** Each slide's notes within ±25 % of its own time at 130 words per minute. */
  slideNotesTolerance: 0.25,
  /** Content words of the thesis's answer (not already in its question) that the conclusion slide repeats. */
  conclusionAnswerWords: 3,
  /** A transition frame ("Damit komme ich zu „…“.") said this often counts as repeated. */
  transitionRepeats: 3,
} as const;

export interface SlideNotesBudget {
  slide: number;
  seconds: number;
  words: number;
  target: number;
}

export interface RepeatedSentence {
  text: string;
  slides: number[];
}

export interface SlideSentence {
  slide: number;
  text: string;
}

const FIXED =
  /^(?:agenda|gliederung|inhalt|overview|outline|literatur|quellen|references|bibliography|sources|vielen dank|danke|thank you|thanks|backup|anhang|appendix)/iu;

// ---- notes per slide ----

/**
 * Slides whose notes are more than ±25 % away from their own time (seconds × 130 wpm / 60). The time of
 * each slide is the plan's (the notes documents print it as "Redezeit: 1:30 min"); slides without talk
 * time (backup) are left out.
 */
export function slideNotesOffBudget(
  slides: ReadSlide[],
  seconds: number[],
  tolerance: number = TALK_THRESHOLDS.slideNotesTolerance,
): SlideNotesBudget[] {
  return slides.flatMap((s, i) => {
    const sec = seconds[i] ?? 0;
    if (sec <= 0) return [];
    const target = Math.round((sec / 60) * WORDS_PER_MINUTE);
    const words = wordCount(s.notes);
    return Math.abs(words - target) > tolerance * target
      ? [{ slide: s.index, seconds: sec, words, target }]
      : [];
  });
}

/** "Redezeit: 1:30 min", "Speaking time: 0:45 min": the time the notes documents print for each slide. */
const SLIDE_TIME = /(?:Redezeit|Speaking time):\s*(\d+):(\d{2})\s*min/gu;

/** The seconds of each slide, in order, from the text of the notes document (sprechernotizen.docx/pdf). */
export function slideSecondsFromNotes(text: string): number[] {
  return [...text.matchAll(SLIDE_TIME)].map((m) => Number(m[1]) * 60 + Number(m[2]));
}

// ---- notes: citations, other languages, repetition ----

/** The engine's own pointer to the thesis pages closing the notes, "(S. 4–5)", "(Kap. 2)": no citation. */
const OWN_PAGE_POINTER = /\((?:S\.|p\.|pp\.|Kap\.|Sect\.)\s[^()]*\)/gu;

function notesSentences(slide: ReadSlide): string[] {
  return splitSentences(slide.notes.replace(OWN_PAGE_POINTER, " ").replace(/\s+/gu, " ").trim()).filter((s) =>
    s.trim(),
  );
}

/** Sentences of the notes that cite literature or carry a footnote mark or page reference of their own. */
export function notesCitations(slides: ReadSlide[], authors: Set<string> = new Set()): SlideSentence[] {
  return slides.flatMap((s) =>
    notesSentences(s)
      .filter((t) => hasCitation(t) || citesAuthor(t, authors))
      .map((text) => ({ slide: s.index, text })),
  );
}

const QUOTED = /[„“"»«]([^„“”"»«]{10,})[“”"«»]/gu;
/** Any quoted name or phrase, for sentence frames: "Damit komme ich zu „Methode“." */
const ANY_QUOTE = /[„“"»«][^„“”"»«]+[“”"«»]/gu;

/** Sentences and quoted passages of the notes (five words or more) in another language than the talk's. */
export function foreignNotes(slides: ReadSlide[], language: "de" | "en"): SlideSentence[] {
  const other = (p: string) => {
    const lang = wordCount(p) >= 5 ? languageOf(p) : null;
    return lang !== null && lang !== language;
  };
  return slides.flatMap((s) => {
    const sentences = notesSentences(s).filter(other);
    // A quote inside a sentence already counted is not counted again.
    const quotes = [...s.notes.matchAll(QUOTED)]
      .map((m) => m[1] ?? "")
      .filter((q) => other(q) && !sentences.some((t) => t.includes(q)));
    return [...sentences, ...quotes].map((text) => ({ slide: s.index, text }));
  });
}

/**
 * Sentences said twice in the notes of the deck (the same words), and transitions said over and over: the
 * same sentence frame around different quoted names ("Damit komme ich zu „…“.") three times or more.
 */
export function repeatedNotes(slides: ReadSlide[]): RepeatedSentence[] {
  const same = new Map<string, RepeatedSentence>();
  const frames = new Map<string, RepeatedSentence>();
  const add = (map: Map<string, RepeatedSentence>, key: string, text: string, slide: number) => {
    const entry = map.get(key) ?? { text, slides: [] };
    entry.slides.push(slide);
    map.set(key, entry);
  };
  for (const s of slides) {
    for (const sentence of notesSentences(s)) {
      const key = foldText(sentence);
      if (key.split(" ").length < 3) continue;
      add(same, key, sentence, s.index);
      const frame = sentence.replace(ANY_QUOTE, "„…“");
      if (frame !== sentence && wordCount(frame) <= 10) add(frames, foldText(frame), frame, s.index);
    }
  }
  const repeatedSame = [...same.values()].filter((e) => e.slides.length > 1);
  const repeatedFrames = [...frames.values()].filter(
    (e) => e.slides.length >= TALK_THRESHOLDS.transitionRepeats,
  );
  return [...repeatedSame, ...repeatedFrames];
}

// ---- results slides ----

const RESULTS_WORDS =
  /\b(?:ergebnis\p{L}*|resultat\p{L}*|befund\p{L}*|auswertung\p{L}*|results?|findings?|outcomes?)\b/iu;

/** A title that interprets, places or discusses results rather than stating them. */
const INTERPRETS =
  /\b(?:interpretation|einordnung|diskussion|bewertung|deutung|discussion|implications?)\b/iu;

/** The part of the talk the navigation bar marks as current (bold). */
function currentPart(slide: ReadSlide): string {
  return (
    slide.navigation?.paragraphs
      .flatMap((p) => p.runs)
      .filter((r) => r.bold)
      .map((r) => r.text)
      .join(" ") ?? ""
  );
}

const PAGE_REFS = /\b(?:S\.|pp?\.)\s*(\d+)(?:\s*[–-]\s*(\d+))?/gu;

function pagesOf(notes: string): number[] {
  return [...notes.matchAll(PAGE_REFS)].flatMap((m) => {
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    return Array.from({ length: Math.min(50, Math.max(0, b - a) + 1) }, (_, k) => a + k);
  });
}

/**
 * Results slides: the current part of the navigation or the title names results (a title that interprets
 * them, outside the results part, names a discussion slide), or (in a deck without a navigation bar) most
 * pages the notes point to lie in a results chapter of the thesis.
 */
export function resultsSlides(
  slides: ReadSlide[],
  chapters: Array<{ role: ChapterRole; pageStart: number | null; pageEnd: number | null }>,
): ReadSlide[] {
  const ranges = chapters
    .filter((c) => c.role === "results" && c.pageStart !== null && c.pageEnd !== null)
    .map((c) => [c.pageStart as number, c.pageEnd as number] as const);
  return slides.filter((s, i) => {
    const title = s.title?.trim() ?? "";
    if (i === 0 || FIXED.test(title)) return false;
    if (RESULTS_WORDS.test(currentPart(s))) return true;
    // "Interpretation der Ergebnisse", "Einordnung der Ergebnisse": outside the results part, a title that
    // interprets the results names a discussion slide.
    if (RESULTS_WORDS.test(title)) return !INTERPRETS.test(title);
    // The navigation bar says which part a slide belongs to; only without one do its pages decide.
    if (currentPart(s)) return false;
    const pages = pagesOf(s.notes);
    const inside = pages.filter((p) => ranges.some(([a, b]) => p >= a && p <= b)).length;
    return pages.length > 0 && inside / pages.length > 0.5;
  });
}

/** A slide shows a number (in its text, a table or a chart) or a thesis object (a picture, table or chart). */
function carriesEvidence(slide: ReadSlide, visualSlides: Set<number>): boolean {
  return (
    visualSlides.has(slide.index) ||
    slide.images.length > 0 ||
    slide.tables.length > 0 ||
    slide.charts.length > 0 ||
    numberTokens(slide.text).length > 0
  );
}

/** Results slides without a number and without a thesis figure or table. */
export function resultsWithoutEvidence(
  slides: ReadSlide[],
  chapters: Parameters<typeof resultsSlides>[1],
  visualSlides: number[],
): number[] {
  const visuals = new Set(visualSlides);
  return resultsSlides(slides, chapters)
    .filter((s) => !carriesEvidence(s, visuals))
    .map((s) => s.index);
}

// ---- conclusion vs the thesis's answer ----

/** A sentence that states the research question or aim. */
const QUESTION_MARK =
  /\b(?:forschungsfrage\p{L}*|fragestellung\p{L}*|leitfrage\p{L}*|untersuchungsfrage\p{L}*|ziel\s+(?:dieser|der\s+vorliegenden|der)\s+(?:\p{L}*arbeit|untersuchung|studie)|research\s+questions?|aim\s+of\s+(?:this|the)|goal\s+of\s+(?:this|the)|purpose\s+of\s+(?:this|the)|this\s+(?:thesis|study|paper|work)\s+(?:investigates|examines|explores|aims|asks)|(?:in|mit)\s+(?:dieser|der\s+vorliegenden)\s+(?:\p{L}*arbeit|studie|untersuchung)\s+(?:soll|sollen|wird|werden))\b/iu;
/** A sentence that sums up what the thesis found. */
const ANSWER_MARK =
  /\b(?:zusammenfassend|abschließend|es\s+zeigt\s+sich|zeigt\s+sich|(?:konnte|kann)\s+(?:gezeigt|festgestellt|bestätigt|beantwortet)|lässt\s+sich\s+(?:festhalten|sagen|feststellen|zusammenfassen)|die\s+ergebnisse\s+(?:zeigen|belegen|deuten|bestätigen)|bestätig\p{L}*|widerleg\p{L}*|in\s+conclusion|to\s+conclude|(?:the\s+)?results\s+(?:show|indicate|suggest|confirm)|confirm(?:s|ed)|(?:we|this\s+(?:thesis|study))\s+(?:found|shows?|showed|demonstrates?))\b/iu;

/** How a thesis restates its aim: "In dieser Arbeit wird untersucht, …", "This study aimed to …". */
const AIM_MARK =
  /\b(?:wird\s+untersucht|wurde\s+untersucht|beschäftigt\s+sich|befasst\s+sich|setzt\s+sich\s+(?:\p{L}+\s+)?zum\s+ziel|(?:hat|hatte)\s+(?:es\s+)?sich\s+zum\s+ziel|zum\s+ziel\s+gesetzt|ziel\s+(?:war|ist)|aimed?\s+(?:at|to)|set\s+out\s+to|was\s+to\s+(?:investigate|examine|validate))\b/iu;

/** What the thesis did rather than found: "In dieser Arbeit wurden … bestimmt", "In this thesis, … were measured". */
const DONE_MARK =
  /^(?:in|im\s+rahmen)\s+(?:dieser|der\s+vorliegenden)\s+\p{L}*(?:arbeit|studie|untersuchung)\s+(?:wurden?|wird|werden)\b|^in\s+this\s+(?:thesis|study|work|paper),?\s+[^.;]*\b(?:was|were)\s+(?:\p{L}+\s+)?(?:determined|measured|investigated|examined|analy[sz]ed|studied|carried\s+out|performed|conducted|developed)\b/iu;

/** A sentence that opens on what the one before said ("Diese Ergebnisse …", "Dies …"): it does not stand alone. */
const LEANING_OPENER =
  /^(?:(?:diese[rsmn]?|jene[rsmn]?)\s+(?:\p{L}+\s+)?(?:ergebnis\p{L}*|befund\p{L}*|resultat\p{L}*|beobachtung\p{L}*|werte?n?|unterschied\p{L}*|effekt\p{L}*|zusammenhang\p{L}*|abweichung\p{L}*)|dies|these\s+(?:results|findings|values|differences|effects)|this\s+(?:result|finding|value|difference|effect))\b/iu;

/** What the thesis leaves open or for later: no answer. */
const OUTLOOK_MARK =
  /\b(?:künftig\p{L}*|zukünftig\p{L}*|weiter\p{L}*\s+forschung|ausblick|limitation\p{L}*|einschränkung\p{L}*|future\s+(?:research|work|studies)|limitations?)\b/iu;

const stems = contentStems;

export interface ThesisAnswer {
  question: string[];
  answer: string[];
}

/**
 * The thesis's research question and its own answer, by a general heuristic: the question is what the
 * introduction asks (a sentence ending in "?" or naming the research question or aim), else the title;
 * the answer is the up to three sentences of the conclusion (else discussion, else last chapter) and the
 * abstract's summing-up sentences that share most words with the question, a summing-up phrase ("Zusammenfassend", "Es zeigt
 * sich", "The results show") counting as two more shared words; sentences about limits and future work are
 * no answer.
 */
export function thesisAnswer(
  thesis: Pick<Understanding, "chapters" | "sentences" | "title">,
  abstract: string | null,
): ThesisAnswer {
  const roleChapters = (roles: ChapterRole[]) =>
    thesis.chapters.flatMap((c, i) => (roles.includes(c.role) ? [i] : []));
  const intro = roleChapters(["introduction"]);
  const introChapters = intro.length ? intro : [0];
  const question = thesis.sentences
    .filter((s) => introChapters.includes(s.chapter))
    .map((s) => s.text)
    // A heading ("2 Ziel dieser Arbeit") names the aim's place, not the aim.
    .filter((t) => /\?\s*["“”]?$/u.test(t.trim()) || (QUESTION_MARK.test(t) && wordCount(t) >= 6));
  const questionText = question.length ? question : [thesis.title];
  const closing = [
    roleChapters(["conclusion"]),
    roleChapters(["discussion"]),
    [thesis.chapters.length - 1],
  ].find((c) => c.length > 0) as number[];
  // The abstract opens with background: only its sentences that sum up (a summing-up phrase) count.
  const candidates = [
    ...thesis.sentences.filter((s) => closing.includes(s.chapter)).map((s) => s.text),
    ...(abstract ? splitSentences(abstract).filter((t) => ANSWER_MARK.test(t)) : []),
  ].filter(
    (t) =>
      wordCount(t) >= 6 &&
      !t.trim().endsWith("?") &&
      // What the thesis set out to do, leaves open or cites is no answer.
      !QUESTION_MARK.test(t) &&
      !AIM_MARK.test(t) &&
      !OUTLOOK_MARK.test(t) &&
      !(DONE_MARK.test(t) && !ANSWER_MARK.test(t)) &&
      !LEANING_OPENER.test(t.trim()) &&
      !isBibliographyEntry(t),
  );
  const asked = stems(questionText.join(" "));
  const scored = candidates
    .map((text) => {
      const shared = [...stems(text)].filter((w) => asked.has(w)).length;
      return { text, score: shared + (ANSWER_MARK.test(text) ? 2 : 0) };
    })
    .filter((c) => c.score >= 2)
    .sort((a, b) => b.score - a.score);
  return { question: questionText, answer: scored.slice(0, 3).map((c) => c.text) };
}

const CONCLUSION_TITLE =
  /\b(?:fazit|schluss\p{L}*|zusammenfassung|resümee|kernaussage\p{L}*|take-?home|conclusions?|summary|concluding)\b/iu;

/**
 * The conclusion slides: those titled so (a conclusion may take two slides), else those in the part so
 * named, else the last slide before sources and thanks.
 */
export function conclusionSlides(slides: ReadSlide[]): ReadSlide[] {
  const titled = slides.filter((s, i) => i > 0 && CONCLUSION_TITLE.test(s.title ?? ""));
  if (titled.length) return titled;
  const inPart = slides.filter((s, i) => i > 0 && CONCLUSION_TITLE.test(currentPart(s)));
  if (inPart.length) return inPart;
  const content = slides.filter((s, i) => i > 0 && !FIXED.test(s.title?.trim() ?? ""));
  return content.slice(-1);
}

/** Words any thesis uses about itself: sharing them says nothing about the answer. */
const GENERIC = new Set([
  "arbeit",
  "thesis",
  "studie",
  "study",
  "unters",
  "ergebn",
  "result",
  "kapite",
  "chapte",
]);

/** Words of the answer (not of the question, not about the thesis itself) that the conclusion slides show. */
export function conclusionSharedWords(slides: ReadSlide[], answer: ThesisAnswer): string[] {
  if (slides.length === 0 || answer.answer.length === 0) return [];
  const asked = stems(answer.question.join(" "));
  const shown = stems(slides.map((s) => s.text).join(" "));
  return [...stems(answer.answer.join(" "))].filter((w) => shown.has(w) && !asked.has(w) && !GENERIC.has(w));
}
