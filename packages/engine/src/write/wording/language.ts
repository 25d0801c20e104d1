/** Whether a piece of text is English or German, by its function words. */
import { memoized } from "../../text/memo.ts";

const ENGLISH_WORDS = /\b(the|of|and|is|are|was|were|with|to|for|that|this)\b/giu;

const GERMAN_WORDS = /\b(der|die|das|und|ist|sind|mit|von|zu|den|dem|des|ein|eine|wird|wurde|nicht)\b/giu;

/** English text: more English than German function words ("friend of a friend" inside German stays German). */
function isEnglishOnce(text: string): boolean {
  return (text.match(ENGLISH_WORDS) ?? []).length > (text.match(GERMAN_WORDS) ?? []).length;
}

export const isEnglish = memoized(isEnglishOnce);
