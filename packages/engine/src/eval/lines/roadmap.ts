/**
 * A line that describes how the thesis is built ("Kapitel 3 beschreibt die Methode", "In the next
 * section …") instead of saying something: a chapter roadmap.
 */

import { withoutBracketedReferences } from "./bracketed-references.ts";
import { rx } from "./word-boundary.ts";

/** "Kapitel 2", "Kap. 3.1", "Abschnitt 4", "Chapter 3", "Section 2.1". */
const CHAPTER_NUMBERED = rx(
  String.raw`\b(?:kapitel|kap\.|abschnitt|abschn\.|chapter|section|sect\.)\s*\d+(?:\.\d+)*\b`,
);

/** "im folgenden Kapitel", "in den ersten beiden Kapiteln", "in the next section", "this chapter". */
const CHAPTER_DEICTIC = rx(
  String.raw`\b(?:(?:folgende|nachfolgende|nächste|vorherige|vorige|vorangegangene|vorhergehende|letzte|erste|zweite|dritte|beide|anschließende|diese|obige|spätere|weitere|übrige|vorliegende)[mnrs]?\s+)+` +
    String.raw`(?:kapitel[ns]?|abschnitt(?:e|en|s|es)?)\b` +
    String.raw`|\b(?:(?:next|following|previous|preceding|last|first|second|third|final|this|subsequent|remaining|present|later|earlier|two|three)\s+)+(?:chapters?|sections?)\b`,
);

/** Verbs by which a text announces what a part of it does. */
const TREATMENT_VERB = rx(
  String.raw`\b(?:behandel\p{L}*|beschreib\p{L}*|beschrieben|beschäftig\p{L}*|befass\p{L}*|widme\p{L}*|gewidmet|erläuter\p{L}*|stell\p{L}*|dargestellt|vorgestellt|gib\p{L}*|gegeben|fass\p{L}*|zusammengefasst|schließ\p{L}*|abgeschlossen|geh\p{L}*|eingegangen|diskutier\p{L}*|präsentier\p{L}*|thematisier\p{L}*|folg\p{L}*|eingeführt|führ\p{L}*|betrachte\p{L}*|erörter\p{L}*|skizzier\p{L}*|untersuch\p{L}*|zeig\p{L}*|gezeigt|umfass\p{L}*|beleucht\p{L}*|konzentrier\p{L}*|rundet|abgerundet|beantwortet|gezogen|vorgenommen)\b` +
    String.raw`|\b(?:describes?|described|presents?|presented|discuss(?:es|ed)?|introduces?|introduced|covers?|covered|deals?|outlines?|outlined|concludes?|concluded|summari[sz]es?|summari[sz]ed|addresse[sd]?|reviews?|reviewed|explains?|explained|provides?|gives?|given|shows?|shown|examines?|examined|devoted|follows?|focus(?:es|ed)?)\b`,
);

/** How a text says how it is built: "Die Arbeit gliedert sich in …", "structured as follows". */
const STRUCTURE_PHRASE = rx(
  [
    String.raw`\b(?:\p{L}*arbeit|kapitel|abschnitt|untersuchung|dissertation)\s+(?:gliedert|unterteilt|teilt|strukturiert)\s+sich\b`,
    String.raw`\b(?:gliedert|unterteilt|teilt)\s+sich\s+die\s+(?:vorliegende\s+)?\p{L}*arbeit\b`,
    String.raw`\bwie\s+folgt\s+(?:aufgebaut|gegliedert|strukturiert|vorgegangen)\b`,
    String.raw`\baufbau\s+der\s+(?:vorliegenden\s+)?\p{L}*arbeit\s+(?:ist|sieht|gestaltet|orientiert|folgt|lehnt)\b`,
    String.raw`\b(?:is|are)\s+(?:structured|organi[sz]ed|divided)\s+(?:as\s+follows|into)\b`,
    String.raw`\b(?:remainder|rest)\s+of\s+(?:this|the)\s+(?:thesis|paper|work|study|article|report)\b`,
    String.raw`\b(?:in|see)\s+the\s+(?:introduction|methods?|methodology|results?|discussion|conclusions?|appendix)\s+(?:section|chapter)\b`,
  ].join("|"),
);

/**
 * "Zunächst werden die Grundlagen erläutert", "Die Abfragen werden im Folgenden beschrieben", "Finally, the
 * results are discussed".
 */
const ANNOUNCED_STEP = rx(
  String.raw`^(?:zunächst|zuerst|anschließend|danach|daraufhin|darauf\s+folgend|im\s+anschluss|im\s+weiteren(?:\s+verlauf)?|abschließend|zusammenfassend|schließlich)\b.*\b(?:wird|werden)\b.*\b(?:dargestellt|vorgestellt|erläutert|beschrieben|behandelt|diskutiert|eingeführt|zusammengefasst|gegeben|aufgezeigt|aufgelistet|thematisiert|eingegangen|präsentiert|erörtert|skizziert|beleuchtet|gezeigt|betrachtet|gezogen)\b` +
    String.raw`|^nachfolgend\b` +
    String.raw`|^(?:first(?:ly)?|next|then|finally|subsequently|afterwards|lastly|in\s+the\s+following)\b.*\b(?:is|are|will\s+be)\s+(?:\p{L}+\s+)?(?:presented|described|discussed|introduced|summari[sz]ed|explained|outlined|given|reviewed|drawn)\b`,
);

/** "Im Folgenden werden …", "… werden im Folgenden beschrieben" (the noun "Folgenden", not "im folgenden Jahr"). */
const IN_THE_FOLLOWING = rx(
  String.raw`\b(?:wird|werden|soll|sollen|müssen)\b.*\b[Ii]m\s+Folgenden\b|\b[Ii]m\s+Folgenden\b.*\b(?:wird|werden|soll|sollen|müssen)\b|\bin\s+the\s+following\b.*\b(?:is|are|will\s+be)\b`,
  "u",
);

/** A genitive after the chapter word that names something other than the thesis. */
const PART_OF_OTHER = rx(
  String.raw`^\s+(?:des|der|eines|einer|of(?:\s+(?:the|a|an))?)\s+(?!(?:vorliegenden\s+|this\s+|present\s+)?(?:\p{L}*arbeit|thesis|paper|work|study|report)\b)`,
);

/** Words that may stand before a chapter reference that opens a sentence ("In den ersten Kapiteln"). */
const OPENING_WORDS = new Set([
  "in",
  "im",
  "an",
  "ab",
  "zu",
  "mit",
  "aus",
  "dem",
  "den",
  "der",
  "die",
  "das",
  "of",
  "at",
  "the",
]);

/** A line that announces the thesis's structure instead of saying something about its subject. */
export function isRoadmap(line: string): boolean {
  const text = withoutBracketedReferences(line).trim();
  if (STRUCTURE_PHRASE.test(text) || ANNOUNCED_STEP.test(text) || IN_THE_FOLLOWING.test(text)) return true;
  const reference = CHAPTER_NUMBERED.exec(text) ?? CHAPTER_DEICTIC.exec(text);
  // "der erste Abschnitt des Fragebogens", "Section 230 of the Act": a part of something else.
  if (!reference || PART_OF_OTHER.test(text.slice(reference.index + reference[0].length))) return false;
  // "Kapitel 2 behandelt …", "In Kapitel 7 wird …", "Im folgenden Kapitel …", "In the next section …".
  const opening = text.slice(0, reference.index).split(/\s+/u).filter(Boolean);
  if (opening.length <= 2 && opening.every((w) => OPENING_WORDS.has(w.toLocaleLowerCase("de-DE"))))
    return true;
  return TREATMENT_VERB.test(text);
}
