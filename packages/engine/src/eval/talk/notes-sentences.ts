/**
 * The sentences of the speaker notes: none that cites literature, none in another language than the
 * talk's, none said twice, no transition said over and over.
 */

import { splitSentences } from "../../text/sentences.ts";
import { languageOf } from "../../text/verb-rules.ts";
import { wordCount } from "../../text/words.ts";
import { hasCitation } from "../lines/citation.ts";
import { foldText } from "../lines/fold-text.ts";
import type { ReadSlide } from "../pptx/deck-types.ts";
import { citesAuthor } from "../thesis/thesis-echo.ts";
import { TALK_THRESHOLDS } from "./thresholds.ts";

export interface RepeatedSentence {
  text: string;
  slides: number[];
}

export interface SlideSentence {
  slide: number;
  text: string;
}

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
