/**
 * Sentence roles: what one sentence of a thesis does (states the research question, reports a result,
 * describes a figure, announces the next chapter, …). Rule- and feature-based, German and English:
 * cue phrases, numbers and statistics, citations, the role of the enclosing chapter and the heading path.
 * Pure; no model, no I/O (a few tens of µs per sentence; cheap stem gates keep the long cue regexes rare).
 *
 * Order of the decision: text that is not prose (broken) → housekeeping (text-about-text and the older
 * cues here) → figures/tables → the text's own structure (roadmap; a research question with a pointer stays a
 * question) → explicit cue phrases (hypothesis, question, limitation, outlook, definition, older roadmap cues)
 * → heading path (a "Limitations" or "Future research" section, an "Aufbau der Arbeit" section) →
 * results/interpretation/method from numbers, verbs and the chapter role → background. Measured on a labelled
 * set split by thesis: `npm run roles`, decision record 022.
 */
import { isCaptionAlone, isTableNote } from "../text-about-text/captions-and-notes.ts";
import { roleAboutTheText } from "./about-the-text.ts";
import { isBroken } from "./broken.ts";
import { roleByChapter } from "./chapter-rules.ts";
import { roleFromCue, roleFromSection } from "./cue-steps.ts";
import type { SentenceInput, SentenceRole } from "./roles.ts";
import { normalizeSpaces, readSentence } from "./sentence.ts";

export function classifySentence(input: SentenceInput): SentenceRole {
  const raw = normalizeSpaces(input.text);
  // A table note or a caption on its own is text about a table or figure even where its stars, numbers or a
  // trailing year look like broken text ("Abbildung 3: Netzwerk der Abgeordneten 2015").
  if (isTableNote(raw) || isCaptionAlone(raw)) return "figure-description";
  if (isBroken(raw)) return "broken";
  const sentence = readSentence(input, raw);
  return (
    roleAboutTheText(sentence) ??
    roleFromCue(sentence) ??
    roleFromSection(sentence) ??
    roleByChapter(sentence)
  );
}
