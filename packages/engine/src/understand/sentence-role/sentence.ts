/**
 * What the decision steps know about one sentence: its text without a glued-on caption, the gates it opens,
 * its chapter role and headings, whether it carries result numbers or a statistic, and the cues that several
 * steps ask about (each tested at most once, and only when a step asks).
 */
import {
  CITATION,
  FIRST_PERSON,
  GENERAL,
  INTERPRETATION,
  METHOD_ACTION,
  METHOD_NOUN,
} from "./content-cues.ts";
import { LEADING_CAPTION } from "./figure-cues.ts";
import { gateBits } from "./gates.ts";
import { HEADING_CONCLUSION } from "./heading-cues.ts";
import { COMPARISON, MEASURE, NOT_RESULT_NUMBER, STATISTIC } from "./result-cues.ts";
import type { SentenceChapterRole, SentenceInput } from "./roles.ts";
import { HAS_DIGIT, THAT_CLAUSE, UNUSUAL_SPACE, WHITESPACE } from "./step-cues.ts";

export interface Facts {
  chapterRole: SentenceChapterRole;
  resultNumbers: boolean;
  statistic: boolean;
  thatClause: boolean;
}

/** A cue tested on demand: most steps need only a few of them. */
type Cue = () => boolean;

export interface Sentence {
  /** The text with its spaces normalised. */
  raw: string;
  /** The text without a caption glued to its front. */
  text: string;
  lower: string;
  /** The gates the sentence opens (gates.ts). */
  gates: number;
  chapterRole: SentenceChapterRole;
  headingPath: string[];
  /** The innermost heading. */
  heading: string;
  /** All headings, outermost first, joined by " / ". */
  path: string;
  statistic: boolean;
  fact: Facts;
  /** In a concluding chapter or under a concluding heading. */
  inConclusion: boolean;
  methodAction: Cue;
  methodic: Cue;
  interpretive: Cue;
  comparative: Cue;
  cited: Cue;
  general: Cue;
  firstPerson: Cue;
}

/** The text with runs of spaces, tabs, line breaks and unusual spaces collapsed to one space. */
export function normalizeSpaces(text: string): string {
  return (UNUSUAL_SPACE.test(text) ? text.replace(WHITESPACE, " ") : text).trim();
}

/** Removes a caption glued to the front of a sentence ("(Abbildung 5: Histogramm) Es ist …"). */
function stripLeadingCaption(text: string): string {
  const m = LEADING_CAPTION.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length).trim();
  let spaces = 0;
  for (let i = rest.indexOf(" "); i >= 0 && spaces < 4; i = rest.indexOf(" ", i + 1)) spaces++;
  return spaces >= 4 ? rest : text;
}

export function readSentence(input: SentenceInput, raw: string): Sentence {
  const text = stripLeadingCaption(raw);
  const lower = text.toLowerCase();
  const { chapterRole, headingPath } = input;
  const heading = headingPath.at(-1) ?? "";
  const digits = HAS_DIGIT.test(text);
  const withoutRefs = digits ? text.replace(NOT_RESULT_NUMBER, " ") : "";
  const statistic = digits && STATISTIC.test(withoutRefs);
  const test = (re: RegExp): Cue => {
    let value: boolean | undefined;
    return () => {
      value ??= re.test(text);
      return value;
    };
  };
  const methodAction = test(METHOD_ACTION);
  const methodNoun = test(METHOD_NOUN);
  return {
    raw,
    text,
    lower,
    gates: gateBits(lower),
    chapterRole,
    headingPath,
    heading,
    path: headingPath.join(" / "),
    statistic,
    fact: {
      chapterRole,
      statistic,
      resultNumbers: statistic || (digits && MEASURE.test(withoutRefs)),
      thatClause: (lower.includes("dass") || lower.includes("that")) && THAT_CLAUSE.test(text),
    },
    inConclusion: chapterRole === "conclusion" || HEADING_CONCLUSION.test(heading),
    methodAction,
    methodic: () => methodAction() || methodNoun(),
    interpretive: test(INTERPRETATION),
    comparative: test(COMPARISON),
    cited: test(CITATION),
    general: test(GENERAL),
    firstPerson: test(FIRST_PERSON),
  };
}
