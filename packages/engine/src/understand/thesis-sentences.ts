/**
 * The thesis's body sentences as the understanding keeps them: ids, places, roles, flags and salience.
 */
import { wordCount } from "../text/words.ts";
import { scoreSentences } from "./salience.ts";
import type { MainChapter, RecognizedParts, ThesisSentence } from "./schema.ts";
import { recognisedFlags, sentenceFlags } from "./sentence-flags.ts";
import type { LocatedSentence } from "./sentences.ts";

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
    // The heading path runs chapter, section, subsection.
    const subsection = s.sectionId ? s.path[2] : undefined;
    return {
      id,
      text: s.text,
      page: s.page,
      chapter: s.chapter,
      sectionId: s.sectionId,
      ...(subsection ? { subsection } : {}),
      score: Math.round(((scores[id] ?? 0) + (flags ? 0.5 : 0)) * 1000) / 1000,
      words: wordCount(s.text),
      role: s.role,
      flags: sentenceFlags(s, flags),
    };
  });
}
