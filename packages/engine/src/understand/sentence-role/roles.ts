/**
 * The sentence roles: what one sentence of a thesis does (states the research question, reports a result,
 * describes a figure, announces the next chapter, …), and what the classifier is given about a sentence.
 */
import { z } from "zod";
import type { ChapterRole } from "../../document.ts";

export const SENTENCE_ROLES = [
  "question",
  "hypothesis",
  "definition",
  "method",
  "result",
  "interpretation",
  "limitation",
  "conclusion",
  "outlook",
  "roadmap",
  "figure-description",
  "housekeeping",
  "broken",
  "background",
] as const;
export const SentenceRoleSchema = z.enum(SENTENCE_ROLES);

export type SentenceRole = z.infer<typeof SentenceRoleSchema>;

/** The role of the chapter a sentence stands in; "front" for the abstract, "appendix" for appendix text. */
export type SentenceChapterRole = ChapterRole | "front" | "appendix";

export interface SentenceInput {
  text: string;
  chapterRole: SentenceChapterRole;
  /** Titles of the enclosing headings, outermost first. */
  headingPath: string[];
  language: "de" | "en";
}
