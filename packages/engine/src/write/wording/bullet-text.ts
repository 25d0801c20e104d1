/** A sentence as bullet text: spoken form, without list markers, fillers, connectives and end marks. */
import { capitalise } from "./capitalise.ts";
import { withoutInnerConnectives } from "./inner-connectives.ts";
import { speakable } from "./speakable.ts";
import { unfront } from "./unfront.ts";
import { hasVerb } from "./verbs.ts";

/**
 * Connectives that can go without breaking the sentence. German adverbs ("Zudem ist …", "Dazu benötigt
 * man …") hold the first position before the verb, so dropping them leaves a verb-first fragment
 * ("Ist …"); only coordinating conjunctions and comma-separated adverbs may go.
 */
const LEADING_FILLERS = [
  /^(und|aber|denn|oder)\s+/iu,
  /^(zudem|außerdem|darüber hinaus|des weiteren|weiterhin|ferner|zusätzlich|somit|daher|deshalb|folglich|demnach|insgesamt|abschließend|zunächst|schließlich|allerdings|jedoch|hierbei|dabei|also|nun|kurz gesagt),\s+/iu,
  /^(furthermore|moreover|additionally|however|therefore|thus|hence|overall|finally|first|in addition|in summary|consequently)\b[,]?\s+/iu,
];

/** The sentence as bullet text: spoken form, without list markers, connectives that can go and end marks. */
export function bulletText(sentence: string): string {
  let s = speakable(sentence)
    .replace(/^[\d\s,;–-]*\]\s*/u, "")
    .replace(/^(\(?\d{1,2}[.)]|\(?[a-z][.)]|[-–•·*▪])\s+/u, "")
    .replace(/[.;:]+$/, "");
  for (const re of LEADING_FILLERS) s = s.replace(re, "");
  s = s
    // A label glued to the sentence that repeats it ("Add Mit Add wird …", "Sampler Der Sampler …").
    .replace(GLUED_LABEL, "")
    // "auch"/"also" lean on what was said before; the statement holds without them ("sowohl … als auch" stays).
    .replace(
      /(?<!\b(?:als|wie|oder|aber|sondern|wenn)|,)\s+auch\b(?!\s+(?:wenn|als|nicht|noch|dann|für|bei|in|im|mit|genannt|bezeichnet|bekannt)\b)/gu,
      "",
    )
    .replace(/(?<=\p{L})\s+also\b(?=\s+\p{Ll}+(?:s|ed)\b)/gu, "");
  s = withoutInnerConnectives(s);
  // An elliptical addition after a semicolon ("…hängen; auch unter einem Testplan") is no statement of its
  // own: the bullet ends before it.
  const semicolon = s.lastIndexOf(";");
  if (semicolon > 0 && !hasVerb(s.slice(semicolon + 1)) && hasVerb(s.slice(0, semicolon)))
    s = s.slice(0, semicolon);
  return capitalise(unfront(s.trim()) ?? s.trim());
}

/** A heading or menu label glued to the sentence that names it again within three words. */
const GLUED_LABEL =
  /^(\p{L}[\p{L}\d-]*)\s+(?=(?:Mit|Der|Die|Das|Den|Dem|Ein|Eine|Im|In|Über|Unter|Bei|Durch|Für|Auf|Als|With|The|In|By|Using|A|An)\s+(?:\S+\s+){0,2}\1\b)/u;
